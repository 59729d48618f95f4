"""One-shot card effects (tens, aces, jokers), installing systems, and negating a card with a joker bug.

A one-shot card is played at once (it leaves the hand, a reaction window opens) but its effect
waits in an automatic `effect` task below the window, so a bug can negate it before it acts.
"""

from collections.abc import Callable

from bot.engine.events import Card, Event, Many, Seat
from bot.games.bottisota3.board import (
    alive,
    ask_tens,
    draw,
    leave_melee,
    mates,
    push,
    start_cards,
    throw_away,
)
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.combat import cancel_card, destroy, launch
from bot.games.bottisota3.reactions import open_window
from bot.games.bottisota3.state import Attack, BotState, Task
from bot.games.bottisota3.systems import power
from bot.games.bottisota3.words import attack_words, one_shot, system_of, thrown

Step = Callable[[BotState, Task, list[Event]], None]


def play(state: BotState, seat: int, card: str) -> None:
    state.bots[seat].hand.remove(card)
    state.discard.append(card)


def play_effect(
    state: BotState,
    seat: int,
    card: str,
    events: list[Event],
    target: int = -1,
    attack: Attack | None = None,
    source: str = "turn",
) -> None:
    """Play a one-shot card: its effect waits below the card's reaction window.

    `attack`: the attack being defended against (source 'defence'); `target`: the A♠'s target.
    """
    play(state, seat, card)
    name = one_shot(face(card))
    if target >= 0:
        events.append(Event.public("b3-play-at", who=Seat(seat), card=Card(card), name=name, target=Seat(target)))
    elif attack is not None:
        events.append(
            Event.public("b3-play-against", who=Seat(seat), card=Card(card), name=name, attacker=Seat(attack.attacker))
        )
    else:
        events.append(Event.public("b3-play", who=Seat(seat), card=Card(card), name=name))
    push(state, Task(kind="effect", seat=seat, card=card, target=target, attack=attack, source=source))
    against = [attack.attacker] if attack is not None else ([target] if target >= 0 else [])
    open_window(state, seat, card, "effect", against=against, attack=attack, target=target)


def resolve(state: BotState, task: Task, events: list[Event]) -> None:
    """The automatic `effect` task: nobody bugged the card, so it acts now."""
    state.tasks.pop()
    if alive(state, task.seat):
        STEPS[face(task.card)](state, task, events)


def install(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    bot = state.bots[seat]
    bot.hand.remove(card)
    bot.installed.append(card)
    events.append(Event.public("b3-install", who=Seat(seat), card=Card(card), system=system_of(face(card))))
    open_window(state, seat, card, "install", against=[])


def repair_kit(state: BotState, task: Task, events: list[Event]) -> None:
    bot = state.bots[task.seat]
    bot.condition = min(bot.condition + 1, start_cards(bot))
    events.append(Event.public("b3-repaired", who=Seat(task.seat), condition=bot.condition))


def miss(state: BotState, task: Task, events: list[Event]) -> None:
    """A smoke screen or panic folder played in a defence: the attack it answered misses."""
    if task.attack is None:
        return
    attack = task.attack
    state.tasks = [t for t in state.tasks if not (t.kind == "defend" and t.seat == task.seat and t.attack == attack)]
    who, target = Seat(attack.attacker), Seat(task.seat)
    events.append(Event.public("b3-misses", attacker=who, target=target, attack=attack_words(attack)))


def smoke(state: BotState, task: Task, events: list[Event]) -> None:
    state.bots[task.seat].smoke = True
    events.append(Event.public("b3-smoke", who=Seat(task.seat)))
    miss(state, task, events)


def teleport(state: BotState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    leave_melee(state, seat)
    # A charge by this bot that has not landed yet is over.
    state.tasks = [t for t in state.tasks if not (t.kind in ("land", "chargefire", "charge_mines") and t.other == seat)]
    for other in state.tasks:
        if other.kind == "land" and seat in other.targets:
            other.targets.remove(seat)  # a follower that teleports does not arrive either
    events.append(Event.public("b3-teleport", who=Seat(seat)))
    miss(state, task, events)


def virus(state: BotState, task: Task, events: list[Event]) -> None:
    state.virus = task.seat
    events.append(Event.public("b3-virus", who=Seat(task.seat)))


def electric(state: BotState, task: Task, events: list[Event]) -> None:
    """A♠: the two top cards of the deck each attack the target and every bot in melee with it."""
    seat, target = task.seat, task.target
    if not alive(state, target):
        return
    victims = [target, *(s for s in mates(state, target) if s != seat)]
    shots = [c for c in (draw(state), draw(state)) if c is not None]
    state.discard.extend(shots)
    targets = Many(tuple(Seat(v) for v in victims))
    events.append(Event.public("b3-electric", cards=Many(tuple(Card(c) for c in shots)), targets=targets))
    for shot in reversed(shots):
        for victim in reversed(victims):
            value = power(shot, "electric")
            launch(
                state, Attack(attacker=seat, target=victim, card=shot, weapon="electric", power=value, source="turn")
            )


def self_destruct(state: BotState, task: Task, events: list[Event]) -> None:
    events.append(Event.public("b3-selfdestruct-ten", who=Seat(task.seat), card=Card(task.card)))
    destroy(state, task.seat, -1, events, exploding=True)


def active_armour(state: BotState, task: Task, events: list[Event]) -> None:
    """A♦ in a defence against a strike: this strike (and the striker's further strikes at us) hit the striker too."""
    seat, attack = task.seat, task.attack
    if attack is None or not alive(state, attack.attacker):
        return
    events.append(Event.public("b3-active-armour", who=Seat(seat), attacker=Seat(attack.attacker)))
    if attack.attacker == state.active and seat not in state.turn_info.active_armour:
        state.turn_info.active_armour.append(seat)
    launch(state, attack.model_copy(update={"attacker": seat, "target": attack.attacker, "source": "active"}))


STEPS: dict[str, Step] = {
    "A♥": repair_kit,
    "A♣": smoke,
    "A♠": electric,
    "A♦": active_armour,
    "10♣": virus,
    "10♦": teleport,
    "10♥": self_destruct,
}


def reprogram(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """Joker: everyone exchanges every card; mid-turn the new cards come only with the end-of-turn refill.

    At the turn start it is an exchange: everyone draws up to five and trims to the limit. A 10♥
    thrown away this way is its owner's self-destruct decision first. Jokers cannot be bugged.
    """
    play(state, seat, card)
    at_start = state.turn_info.fresh
    key = "b3-reprogram-start" if at_start else "b3-reprogram"
    events.append(Event.public(key, who=Seat(seat), card=Card(card)))
    count = len(state.bots)
    order = [(seat + step) % count for step in range(count) if alive(state, (seat + step) % count)]
    asks: list[tuple[int, str]] = []
    for other in order:
        bot = state.bots[other]
        everything = bot.hand + bot.installed
        _, tens = throw_away(state, other, everything)
        if everything:
            events.append(Event.public("b3-discard-all", who=Seat(other), cards=thrown(everything, tens)))
        asks += [(other, ten) for ten in tens]
    if at_start:
        for other in reversed(order):
            push(state, Task(kind="restock", seat=other))
    ask_tens(state, asks)


def bug_attack(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """Joker as a bug, in a defence: the attack card is negated (the attacker may use the weapon again)."""
    task = state.tasks[-1]
    attack = task.attack
    assert attack is not None
    play(state, seat, card)
    events.append(Event.public("b3-bug-attack", who=Seat(seat), card=Card(attack.card), attacker=Seat(attack.attacker)))
    cancel_card(state, attack)


def bug_system(state: BotState, seat: int, card: str, system: str, events: list[Event]) -> None:
    """Joker as a bug: destroy any installed system."""
    play(state, seat, card)
    owner = next(s for s, b in enumerate(state.bots) if system in b.installed)
    state.bots[owner].installed.remove(system)
    state.discard.append(system)
    if owner == seat:
        events.append(Event.public("b3-bug-own-system", who=Seat(seat), card=Card(system)))
    else:
        events.append(Event.public("b3-bug-system", who=Seat(seat), card=Card(system), owner=Seat(owner)))


# --- negating a card in a reaction window ---------------------------------------------------------


def negate(state: BotState, task: Task, joker: str, events: list[Event]) -> None:
    """A bug in a reaction window: the card just played does nothing; its player may play another at once."""
    play(state, task.seat, joker)
    events.append(Event.public("b3-bug", who=Seat(task.seat), card=Card(task.card), owner=Seat(task.other)))
    state.tasks = [t for t in state.tasks if not (t.kind == "react" and t.card == task.card)]
    NEGATIONS[task.source](state, task, events)


def negate_attack(state: BotState, task: Task, events: list[Event]) -> None:
    assert task.attack is not None
    cancel_card(state, task.attack)


def negate_block(state: BotState, task: Task, events: list[Event]) -> None:
    """A defence card negated: it stopped nothing (no re-aim, no reflection); the target defends again."""
    attack = task.attack
    assert attack is not None
    state.tasks = [
        t
        for t in state.tasks
        if not (
            t.attack is not None
            and (
                (t.kind == "reaim" and t.attack.card == attack.card)
                or (t.kind == "attack" and t.attack.card == task.card and t.attack.source == "reflect")
            )
        )
    ]
    events.append(Event.public("b3-defend-again", who=Seat(attack.target)))
    push(state, Task(kind="defend", seat=attack.target, attack=attack))


def negate_effect(state: BotState, task: Task, events: list[Event]) -> None:
    state.tasks = [t for t in state.tasks if not (t.kind == "effect" and t.card == task.card)]


def negate_install(state: BotState, task: Task, events: list[Event]) -> None:
    owner = state.bots[task.other]
    if task.card in owner.installed:
        owner.installed.remove(task.card)
        state.discard.append(task.card)
        events.append(Event.public("b3-install-scrapped", who=Seat(task.other), card=Card(task.card)))


NEGATIONS: dict[str, Step] = {
    "attack": negate_attack,
    "defence": negate_block,
    "effect": negate_effect,
    "install": negate_install,
}
