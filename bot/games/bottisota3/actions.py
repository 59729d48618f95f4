"""Carrying out one legal action (the engine has checked it is listed)."""

from bot.engine.events import Card, Event, Many, Seat
from bot.games.bottisota3 import combat, effects, melee
from bot.games.bottisota3.board import ask_tens, draw, is_boom_card, limit, mates, push, restock
from bot.games.bottisota3.bots import kind_by_name
from bot.games.bottisota3.cards import face, is_joker
from bot.games.bottisota3.state import Attack, BotState, Task
from bot.games.bottisota3.systems import VERB_WEAPONS, kit, power
from bot.games.bottisota3.turn import end_turn
from bot.games.bottisota3.words import bot_title, topic, weapon


def perform(state: BotState, player: int, action: str, events: list[Event]) -> None:
    words = action.split()
    if words[0] == "auto":
        standing(state, player, words[1], words[2] == "on", events)
        return
    if not state.tasks:
        turn_action(state, player, words, events)
        return
    task = state.tasks[-1]
    HANDLERS[task.kind](state, task, words, events)


def standing(state: BotState, seat: int, name: str, on: bool, events: list[Event]) -> None:
    seats = state.auto.setdefault(name, [])
    if on and seat not in seats:
        seats.append(seat)
        seats.sort()
    if not on and seat in seats:
        seats.remove(seat)
    events.append(Event.public("b3-auto-on" if on else "b3-auto-off", who=Seat(seat), topic=topic(name)))


def take_card(state: BotState, seat: int, word: str) -> str | None:
    """A card from hand by id, or the deck top for 'deck'; it goes to the discard pile."""
    if word == "deck":
        card = draw(state)
        if card is None:
            return None
    else:
        card = word
        state.bots[seat].hand.remove(card)
    state.discard.append(card)
    return card


# --- the turn ---------------------------------------------------------------------------------


def turn_action(state: BotState, seat: int, words: list[str], events: list[Event]) -> None:
    info = state.turn_info
    verb = words[0]
    if verb == "end":
        end_turn(state)
    elif verb == "disengage":
        melee.start_escape(state, seat, events)
    elif verb == "charge":
        melee.start_charge(state, seat, int(words[1][1:]), events)
    elif verb in VERB_WEAPONS:
        attack(state, seat, VERB_WEAPONS[verb], words[1], int(words[2][1:]), events)
    elif verb == "install":
        effects.install(state, seat, words[1], events)
    elif verb == "use":
        use(state, seat, words, events)
    elif verb == "bug":
        effects.bug_system(state, seat, words[1], words[2], events)
    elif verb == "exchange":
        info.exchanged = True
        events.append(Event.public("b3-exchange", who=Seat(seat)))
        push(state, Task(kind="exchange", seat=seat, source="turn"))
    elif verb == "ego":
        ego(state, seat, words[1], events)
    elif verb == "donate":
        donate(state, seat, words[1], int(words[2][1:]), events)
    elif verb == "selfdestruct":
        events.append(Event.public("b3-selfdestruct-builtin", who=Seat(seat)))
        combat.destroy(state, seat, -1, events)
    info.fresh = False


def attack(state: BotState, seat: int, weapon_name: str, word: str, target: int, events: list[Event]) -> None:
    info = state.turn_info
    info.attacked = True
    info.target = target
    info.used[weapon_name] = info.used.get(weapon_name, 0) + 1
    card = take_card(state, seat, word)
    if card is None:
        return
    gear = kit(state, seat)
    key = "b3-attack-deck" if word == "deck" else "b3-attack-play"
    events.append(Event.public(key, who=Seat(seat), card=Card(card), weapon=weapon(weapon_name), target=Seat(target)))
    strength = power(card, weapon_name, gear.melee_suits)
    victims = [target]
    if weapon_name == "blast":
        victims += [m for m in mates(state, target) if m != seat]
    attacks = [
        Attack(attacker=seat, target=victim, card=card, weapon=weapon_name, power=strength) for victim in victims
    ]
    if weapon_name == "strike":
        if "kick" in gear.flags and not info.kicked:
            info.kicked = True
            kick = Attack(attacker=seat, target=seat, card=card, weapon=weapon_name, power=strength, source="kick")
            attacks.append(kick)
        if target in info.active_armour:
            attacks.append(
                Attack(attacker=target, target=seat, card=card, weapon=weapon_name, power=strength, source="active")
            )
    combat.launch_played(state, attacks)


def use(state: BotState, seat: int, words: list[str], events: list[Event]) -> None:
    card = words[1]
    if is_joker(card):
        effects.reprogram(state, seat, card, events)
        return
    target = -1
    if face(card) == "A♠":
        target = int(words[2][1:])
        state.turn_info.attacked = True
        state.turn_info.target = target
    effects.play_effect(state, seat, card, events, target=target)


def ego(state: BotState, seat: int, word: str, events: list[Event]) -> None:
    """Egokenttä: a free attack card against every bot in the same melee, then the turn ends."""
    victims = mates(state, seat)
    card = take_card(state, seat, word)
    if card is None or not victims:
        end_turn(state)
        return
    # The turn ends after the attacks: a bug that negates the card gives the Egoisti its turn back.
    push(state, Task(kind="endturn"))
    key = "b3-ego-deck" if word == "deck" else "b3-ego"
    events.append(Event.public(key, who=Seat(seat), card=Card(card), targets=Many(tuple(Seat(v) for v in victims))))
    strength = power(card, "ego")
    attacks = [
        Attack(attacker=seat, target=victim, card=card, weapon="ego", power=strength, source="ego")
        for victim in victims
    ]
    combat.launch_played(state, attacks)


def donate(state: BotState, seat: int, card: str, receiver: int, events: list[Event]) -> None:
    """Lahjoittaja: the receiver must take the card (and discard another if that puts it over its limit)."""
    state.bots[seat].hand.remove(card)
    state.bots[receiver].hand.append(card)
    state.donated = card
    events.append(Event.public("b3-donate", who=Seat(seat), receiver=Seat(receiver)))
    events.append(Event.private("b3-donated-card", seat, receiver, card=Card(card)))
    end_turn(state)


# --- decisions on the stack ---------------------------------------------------------------------


def on_defend(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    seat = task.seat
    verb = words[0]
    if verb == "take":
        combat.resolve_defence(state, None, False, events)
    elif verb == "defend":
        if words[1] == "deck":
            card = draw(state)
            combat.resolve_defence(state, card, True, events)
        else:
            state.bots[seat].hand.remove(words[1])
            combat.resolve_defence(state, words[1], False, events)
    elif verb == "bug":
        effects.bug_attack(state, seat, words[1], events)
    else:
        # A♣ or 10♦ (the attack misses) or A♦; the defence stays open below the card's reaction window.
        effects.play_effect(state, seat, words[1], events, attack=task.attack, source="defence")


def on_extra(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    if words[0] == "redraw":
        combat.redraw(state, events)
        return
    state.tasks.pop()
    assert task.attack is not None
    combat.hit(state, task.attack, events)


def on_reaim(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    if words[0] == "reaim":
        combat.reaim(state, events)
    else:
        state.tasks.pop()


def on_letgo(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    melee.answer_letgo(state, words[0] == "pin", events)


def on_follow(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    melee.answer_follow(state, words[0] == "follow", events)


def on_mine(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    if words[0] == "nomine":
        state.tasks.pop()
        return
    from_deck = words[1] == "deck"
    card = draw(state) if from_deck else words[1]
    if card is None:
        state.tasks.pop()
        return
    melee.lay_mine(state, card, int(words[2][1:]), from_deck, events)


def on_chargefire(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    if words[0] == "hold":
        state.tasks.pop()
        events.append(Event.public("b3-hold-fire", who=Seat(task.seat)))
        return
    weapon_name = VERB_WEAPONS[words[0]]
    task.used[weapon_name] = task.used.get(weapon_name, 0) + 1
    task.count -= 1  # at zero the task goes stale (kept until then so a bug can give the shot back)
    target = int(words[2][1:])
    victims = melee.incoming(state, task) if weapon_name == "blast" else [target]
    card = take_card(state, task.seat, words[1])
    if card is None:
        return
    key = "b3-charge-fire-deck" if words[1] == "deck" else "b3-charge-fire"
    events.append(
        Event.public(key, who=Seat(task.seat), card=Card(card), weapon=weapon(weapon_name), target=Seat(target))
    )
    strength = power(card, weapon_name, kit(state, task.seat).melee_suits)
    attacks = [
        Attack(attacker=task.seat, target=victim, card=card, weapon=weapon_name, power=strength, source="charge")
        for victim in victims
    ]
    combat.launch_played(state, attacks)


def on_steal(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    state.tasks.pop()
    thief, victim = state.bots[task.seat], state.bots[task.target]
    if words[0] == "nosteal":
        return
    if words[1] == "hand":
        card = victim.hand.pop(state.rng.below(len(victim.hand)))
        thief.hand.append(card)
        events.append(Event.public("b3-steal-hand", thief=Seat(task.seat), victim=Seat(task.target)))
        events.append(Event.private("b3-stolen-card", task.seat, task.target, card=Card(card)))
        return
    card = words[1]
    victim.installed.remove(card)
    if words[0] == "steal":
        thief.hand.append(card)
        who, owner = Seat(task.seat), Seat(task.target)
        events.append(Event.public("b3-steal-system", thief=who, victim=owner, card=Card(card)))
    elif len(words) == 3:
        state.discard.append(card)
        events.append(Event.public("b3-claw-scrap", thief=Seat(task.seat), victim=Seat(task.target), card=Card(card)))
    else:
        thief.installed.append(card)
        events.append(Event.public("b3-claw-install", thief=Seat(task.seat), victim=Seat(task.target), card=Card(card)))


def on_drop(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    """trim and dropsys: discard one card (from hand or installed)."""
    bot = state.bots[task.seat]
    if words[0] == "keep":
        state.tasks.pop()
        return
    card = words[1]
    if is_boom_card(card) and card in bot.hand:
        ask_tens(state, [(task.seat, card)])  # a 10♥ that must go may self-destruct; the trim goes on after
        return
    discard(state, task.seat, card, events)
    over = len(bot.hand) + len(bot.installed) > limit(bot)
    if not over or (task.kind == "dropsys" and not bot.installed):
        state.tasks.pop()


def discard(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """A card of the hand, or an installed system, to the discard pile by its owner's choice."""
    bot = state.bots[seat]
    key = "b3-discard" if card in bot.hand else "b3-discard-system"
    (bot.hand if card in bot.hand else bot.installed).remove(card)
    state.discard.append(card)
    events.append(Event.public(key, who=Seat(seat), card=Card(card)))


def on_bonus(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    state.tasks.pop()
    if words[1] == "repair":
        state.bots[task.seat].condition += 1
        condition = state.bots[task.seat].condition
        events.append(Event.public("b3-bonus-repair", who=Seat(task.seat), condition=condition))
        return
    events.append(Event.public("b3-bonus-exchange", who=Seat(task.seat)))
    push(state, Task(kind="exchange", seat=task.seat, source="bonus"))


def on_exchange(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    if words[0] == "discard":
        discard(state, task.seat, words[1], events)
        return
    state.tasks.pop()
    restock(state, task.seat, events)


def on_react(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    """A reaction window: `letgo` (nothing is shown to anyone) or `bug <joker>`."""
    if words[0] == "letgo":
        state.tasks.pop()
        return
    effects.negate(state, task, words[1], events)


def on_boom(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    """A 10♥ that has to be thrown away: `selfdestruct <card>` or `discard <card>`."""
    state.tasks.pop()
    card = words[1]
    if words[0] == "selfdestruct":
        effects.play_effect(state, task.seat, card, events, source="boom")
        return
    effects.play(state, task.seat, card)
    events.append(Event.public("b3-boom-discard", who=Seat(task.seat), card=Card(card)))


def on_pick(state: BotState, task: Task, words: list[str], events: list[Event]) -> None:
    state.tasks.pop()
    kind = kind_by_name(words[1])
    state.reserve[task.seat].append(kind)
    events.append(Event.public("b3-pick", who=Seat(task.seat), bot=bot_title(kind)))


HANDLERS = {
    "defend": on_defend,
    "extra": on_extra,
    "reaim": on_reaim,
    "letgo": on_letgo,
    "follow": on_follow,
    "mine": on_mine,
    "chargefire": on_chargefire,
    "steal": on_steal,
    "dropsys": on_drop,
    "trim": on_drop,
    "bonus": on_bonus,
    "exchange": on_exchange,
    "pick": on_pick,
    "react": on_react,
    "boom": on_boom,
}
