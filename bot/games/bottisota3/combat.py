"""Attacks and damage: starting an attack, judging a defence, hits, destruction and self-destruct.

Every attack is a Task on the stack: kind 'attack' until its opening checks ran (smoke, zero
power, EMP, armour), then kind 'defend' until the target answers.
"""

from bot.engine.events import Card, Event, Many, Seat
from bot.games.bottisota3.board import (
    alive,
    ask_tens,
    auto_on,
    can_draw,
    discard_all,
    draw,
    find_task,
    finish,
    is_boom_card,
    leave_melee,
    limit,
    mates,
    players_left,
    push,
    throw_away,
)
from bot.games.bottisota3.cards import face, is_attack_card, suit, value
from bot.games.bottisota3.reactions import open_window
from bot.games.bottisota3.state import Attack, BotState, Task
from bot.games.bottisota3.systems import GUN_WEAPONS, bot_kit, defends, kit, power
from bot.games.bottisota3.words import attack_words, bot_name, face_of, thrown, weapon

REFLECTED = {"c": "gun", "s": "missile", "d": "strike"}
ATTACK_TASKS = ("attack", "defend", "reaim", "extra")
"""Tasks that carry an attack still in progress (a bug that negates its card drops them)."""
COUNTED = ("gun", "blast", "mega", "missile", "strike", "bomb")
"""Weapons with a per-turn count (a bug gives the use back)."""


def launch(state: BotState, attack: Attack) -> None:
    push(state, Task(kind="attack", attack=attack))


def threatening(state: BotState, attack: Attack) -> bool:
    """The attack will reach a defence (so bugging its card can matter)."""
    target = attack.target
    if not alive(state, target) or state.bots[target].smoke:
        return False
    return attack.power > kit(state, target).armour and attack.power > 0


def launch_played(state: BotState, attacks: list[Attack]) -> None:
    """The attacks of one card just played (the first is the main one), then its reaction window.

    The victims are not asked: they may bug the card in their own defence.
    """
    for attack in reversed(attacks):
        launch(state, attack)
    main = attacks[0]
    if any(threatening(state, a) for a in attacks):
        victims = [a.target for a in attacks]
        open_window(state, main.attacker, main.card, "attack", against=victims, exclude=victims, attack=main)


def begin(state: BotState, task: Task, events: list[Event]) -> None:
    """Opening checks of an attack task at the top of the stack; leaves it as a defence or removes it."""
    attack = task.attack
    assert attack is not None
    target = attack.target
    if not alive(state, target):
        state.tasks.pop()
        return
    if state.bots[target].smoke:
        state.tasks.pop()
        events.append(attack_event("b3-attack-smoke", attack))
        return
    if attack.power <= 0:
        state.tasks.pop()
        who, card, aim = Seat(attack.attacker), Card(attack.card), weapon(attack.weapon)
        events.append(Event.public("b3-attack-worthless", attacker=who, card=card, weapon=aim, target=Seat(target)))
        return
    shooter = bot_kit(state.bots[attack.attacker], state.virus is not None)
    ten = None
    if "emp" in shooter.flags and attack.weapon in GUN_WEAPONS and not attack.reaimed:
        ten = emp(state, target, events)
    if attack.power <= kit(state, target).armour:
        state.tasks.pop()
        events.append(attack_event("b3-attack-armour", attack, armour=kit(state, target).armour))
        maybe_reaim(state, attack)
    else:
        task.kind = "defend"
        task.seat = target
        events.append(attack_event("b3-attack-defend", attack))
    if ten is not None:
        ask_tens(state, [(target, ten)])  # decided before the defence


def attack_event(key: str, attack: Attack, **extra: int) -> Event:
    """An event about `attack` (its attacker, target and words); a bot attacking itself (Vinkubotti's
    kick) is said with the key's `-self` message."""
    if attack.attacker == attack.target:
        return Event.public(key + "-self", target=Seat(attack.target), attack=attack_words(attack), **extra)
    who, target = Seat(attack.attacker), Seat(attack.target)
    return Event.public(key, attacker=who, target=target, attack=attack_words(attack), **extra)


def emp(state: BotState, target: int, events: list[Event]) -> str | None:
    """Sadonkorjaaja's EMP gun: the target swaps a random card of its hand for the deck top before defending.

    Returns a 10♥ hit by it: that card waits in the hand for its owner's self-destruct decision.
    """
    bot = state.bots[target]
    if not bot.hand:
        return None
    lost = bot.hand[state.rng.below(len(bot.hand))]
    _, tens = throw_away(state, target, [lost])
    if tens:
        # Named without its token: the 10♥ waits in the hand for its owner's decision.
        events.append(Event.public("b3-emp-ten", target=Seat(target), card=face_of(lost)))
    else:
        events.append(Event.public("b3-emp", target=Seat(target), card=Card(lost)))
    card = draw(state)
    if card is not None:
        bot.hand.append(card)
        events.append(Event.private("b3-draw", target, who=Seat(target), cards=Many((Card(card),))))
    return tens[0] if tens else None


def resolve_defence(state: BotState, card: str | None, from_deck: bool, events: list[Event]) -> None:
    """The target of the defend task on top answers with `card` (None: takes the hit)."""
    task = state.tasks.pop()
    attack = task.attack
    assert attack is not None
    target = attack.target
    if card is None:
        events.append(Event.public("b3-take-hit", who=Seat(target)))
        hit(state, attack, events)
        return
    state.discard.append(card)
    works = defends(attack, card, kit(state, target), plain=attack.redrawn)
    key = ("b3-defend-deck" if from_deck else "b3-defend") + ("-stops" if works else "-fails")
    events.append(Event.public(key, who=Seat(target), card=Card(card)))
    if works:
        stopped(state, attack, card, events)
    else:
        failed(state, attack, card, events)


def stopped(state: BotState, attack: Attack, card: str, events: list[Event]) -> None:
    maybe_reaim(state, attack)
    target, attacker = attack.target, attack.attacker
    if "reflect" in kit(state, target).flags and is_attack_card(card) and alive(state, attacker) and attacker != target:
        events.append(Event.public("b3-reflect", who=Seat(target), card=Card(card), attacker=Seat(attacker)))
        weapon = REFLECTED[suit(card)]
        launch(
            state,
            Attack(attacker=target, target=attacker, card=card, weapon=weapon, power=value(card), source="reflect"),
        )
    if alive(state, attacker):
        # Answered before the re-aim and the reflection: a negated block stops nothing.
        open_window(state, target, card, "defence", against=[attacker], attack=attack)


def maybe_reaim(state: BotState, attack: Attack) -> None:
    """Tähtäinjärjestelmä: a gun shot that was stopped may be exchanged once for the deck top."""
    shooter = attack.attacker
    if (
        attack.weapon in GUN_WEAPONS
        and attack.source in ("turn", "charge")
        and not attack.reaimed
        and alive(state, shooter)
        and alive(state, attack.target)
        and "targeting" in kit(state, shooter).flags
        and can_draw(state)
    ):
        push(state, Task(kind="reaim", seat=shooter, attack=attack))


def reaim(state: BotState, events: list[Event]) -> None:
    task = state.tasks.pop()
    attack = task.attack
    assert attack is not None
    card = draw(state)
    if card is None:
        return
    state.discard.append(card)
    suits = kit(state, attack.attacker).melee_suits
    new = attack.model_copy(update={"card": card, "power": power(card, attack.weapon, suits), "reaimed": True})
    events.append(Event.public("b3-reaim", who=Seat(attack.attacker), card=Card(card), power=new.power))
    launch(state, new)


def failed(state: BotState, attack: Attack, card: str, events: list[Event]) -> None:
    if "extra_shield" in kit(state, attack.target).flags and not attack.redrawn and can_draw(state):
        push(state, Task(kind="extra", seat=attack.target, attack=attack.model_copy(update={"defence": card})))
        return
    hit(state, attack, events)


def redraw(state: BotState, events: list[Event]) -> None:
    """Extrasuoja: exchange the failed defence card for the deck top, which must stop it by the basic rule."""
    task = state.tasks.pop()
    attack = task.attack
    assert attack is not None
    card = draw(state)
    if card is None:
        hit(state, attack, events)
        return
    state.discard.append(card)
    attack = attack.model_copy(update={"redrawn": True})
    works = defends(attack, card, kit(state, attack.target), plain=True)
    key = "b3-redraw-stops" if works else "b3-redraw-fails"
    events.append(Event.public(key, who=Seat(attack.target), card=Card(card)))
    if works:
        stopped(state, attack, card, events)
    else:
        hit(state, attack, events)


def hit(state: BotState, attack: Attack, events: list[Event]) -> None:
    target, attacker = attack.target, attack.attacker
    if deal(state, target, 1, attacker, events) or state.finished_reason is not None:
        return
    shooter = bot_kit(state.bots[attacker], state.virus is not None)
    bot = state.bots[target]
    if attack.weapon in GUN_WEAPONS and "green_laser" in shooter.flags and bot.hand:
        hand = list(bot.hand)
        _, tens = throw_away(state, target, hand)
        events.append(Event.public("b3-green-laser", who=Seat(target), cards=thrown(hand, tens)))
        ask_tens(state, [(target, t) for t in tens])
    if attack.weapon in GUN_WEAPONS and "rust_gun" in shooter.flags and bot.installed:
        lost = bot.installed.pop()
        state.discard.append(lost)
        events.append(Event.public("b3-rust", who=Seat(target), card=Card(lost)))
    if attack.weapon == "electric":
        everything = bot.hand + bot.installed
        _, tens = throw_away(state, target, everything)
        if everything:
            events.append(Event.public("b3-electric-hit", who=Seat(target), cards=thrown(everything, tens)))
        push(state, Task(kind="restock", seat=target))  # draw to five, then trim (after any 10♥ decision)
        ask_tens(state, [(target, t) for t in tens])
    thief = ("steal" in shooter.flags or "grab_claw" in shooter.flags) and alive(state, attacker)
    if attack.weapon == "strike" and attack.source == "turn" and thief and (bot.installed or bot.hand):
        mode = "steal" in shooter.flags
        if mode or bot.installed:
            push(state, Task(kind="steal", seat=attacker, target=target))
    if bot.installed and len(bot.hand) + len(bot.installed) > limit(bot) and not auto_on(state, "cards", target):
        push(state, Task(kind="dropsys", seat=target))


def deal(state: BotState, seat: int, amount: int, by: int, events: list[Event], in_blast: bool = False) -> bool:
    """Damage `seat` by `amount` cards of condition; True when it is destroyed."""
    bot = state.bots[seat]
    bot.condition -= amount
    events.append(Event.public("b3-damage", who=Seat(seat), amount=amount, left=max(0, bot.condition)))
    if bot.condition > 0 and "fragile" in kit(state, seat).flags:
        kits = [c for c in bot.hand if face(c) == "A♥"][:amount]
        if len(kits) == amount:
            for card in kits:
                bot.hand.remove(card)
                state.discard.append(card)
            bot.condition += amount
            events.append(Event.public("b3-fragile-repair", who=Seat(seat), count=amount, condition=bot.condition))
        else:
            events.append(Event.public("b3-fragile-break", who=Seat(seat)))
            bot.condition = 0
    if bot.condition <= 0:
        destroy(state, seat, by, events, in_blast)
        return True
    return False


def destroy(
    state: BotState, seat: int, by: int, events: list[Event], in_blast: bool = False, exploding: bool = False
) -> None:
    """`exploding`: a 10♥ self-destruct set off by its owner (the card has already left the hand)."""
    bot = state.bots[seat]
    # A held 10♥ goes down with its bot: that is a forced discard, and exploding is never worse then.
    held = next((c for c in bot.hand if is_boom_card(c)), None)
    built_in = "self_destruct" in kit(state, seat).flags
    boom = exploding or built_in or held is not None
    near = mates(state, seat)
    bot.condition = 0
    bot.status = "destroyed"
    bot.smoke = bot.asleep = False
    bot.form = ""
    discard_all(state, seat)
    leave_melee(state, seat)
    events.append(Event.public("b3-destroyed", who=Seat(seat), bot=bot_name(bot.kind)))
    if not state.reserve[seat]:
        state.eliminated.append(seat)
        events.append(Event.public("b3-out", who=Seat(seat)))
    else:
        events.append(Event.public("b3-reserve", who=Seat(seat), count=len(state.reserve[seat])))
    if boom:
        cause = "" if exploding else "built-in" if built_in else "ten"
        explode(state, seat, near, events, cause, held)
    if in_blast:
        return
    check_end(state, events, seat if boom else None)
    if state.finished_reason is None and by >= 0 and by != seat and alive(state, by):
        push(state, Task(kind="bonus", seat=by))


def explode(
    state: BotState, seat: int, near: list[int], events: list[Event], cause: str = "", ten: str | None = None
) -> None:
    """Itsetuho: 6 cards of damage to every bot in melee with it, 3 to every other bot; no defence.

    `cause`: 'ten' (the 10♥ `ten` went down with its destroyed bot), 'built-in' (the bot's own
    Itsetuho) or '' (a 10♥ its owner set off)."""
    if cause == "ten" and ten is not None:
        events.append(Event.public("b3-explode-ten", who=Seat(seat), card=Card(ten)))
    elif cause == "built-in":
        events.append(Event.public("b3-explode-built-in", who=Seat(seat)))
    else:
        events.append(Event.public("b3-explode", who=Seat(seat)))
    count = len(state.bots)
    asks: list[tuple[int, str]] = []
    for step in range(1, count):
        other = (seat + step) % count
        if not alive(state, other):
            continue
        if deal(state, other, 6 if other in near else 3, seat, events, in_blast=True):
            continue
        asks += [(other, ten) for ten in shed_oldest(state, other, events)]
    ask_tens(state, [(s, t) for s, t in asks if alive(state, s)])


def shed_oldest(state: BotState, seat: int, events: list[Event]) -> list[str]:
    """Explosion damage takes the cards drawn first: trim to the new limit at once, oldest cards first.

    Returns the 10♥s among them, kept back for their owner's self-destruct decision.
    """
    bot = state.bots[seat]
    over = len(bot.hand) + len(bot.installed) - limit(bot)
    systems = bot.installed[limit(bot) :] if len(bot.installed) > limit(bot) else []
    over -= len(systems)
    lost = list(reversed(systems)) + bot.hand[: max(0, over)]
    if not lost:
        return []
    _, tens = throw_away(state, seat, lost)
    events.append(Event.public("b3-shed", who=Seat(seat), cards=thrown(lost, tens)))
    return tens


def check_end(state: BotState, events: list[Event], self_destructor: int | None = None) -> None:
    left = players_left(state)
    if len(left) >= 2 or state.finished_reason is not None:
        return
    if left:
        finish(state, left, "last-bot", events)
    elif self_destructor is not None:
        finish(state, [self_destructor], "self-destruct", events)
    else:
        finish(state, [], "all-destroyed", events)


def cancel_card(state: BotState, attack: Attack) -> None:
    """A bug negates an attack card: every open attack with it is dropped and its user may play another."""
    state.tasks = [
        t
        for t in state.tasks
        if not (
            (t.kind == "react" and t.card == attack.card)
            or (t.attack is not None and t.kind in ATTACK_TASKS and t.attack.card == attack.card)
        )
    ]
    if attack.source == "mine":
        refund_mine(state, attack)
    if attack.source == "ego":
        # The ego field's turn end waits below its attacks: the Egoisti's turn goes on instead.
        state.tasks = [t for t in state.tasks if t.kind != "endturn"]
    if attack.weapon not in COUNTED:
        return
    if attack.source == "turn" and attack.attacker == state.active:
        used = state.turn_info.used
        used[attack.weapon] = max(0, used.get(attack.weapon, 0) - 1)
    fire = find_task(state, "chargefire")
    if attack.source == "charge" and fire is not None and fire.seat == attack.attacker:
        fire.used[attack.weapon] = max(0, fire.used.get(attack.weapon, 0) - 1)
        fire.count += 1


def refund_mine(state: BotState, attack: Attack) -> None:
    """A negated mine: its layer may lay another at once."""
    task = next((t for t in state.tasks if t.kind == "mine" and t.seat == attack.attacker), None)
    if task is not None:
        task.count += 1
    else:
        push(state, Task(kind="mine", seat=attack.attacker, targets=[attack.target], count=1))
