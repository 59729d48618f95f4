"""The settle loop: run automatic tasks and standing instructions until a player must decide."""

from collections.abc import Callable

from bot.engine.events import Event, Seat
from bot.games.bottisota3 import combat, effects, melee, turn
from bot.games.bottisota3.actions import perform
from bot.games.bottisota3.board import alive, auto_on, can_draw, limit, mates, restock
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.choices import (
    auto_answer,
    can_shoot,
    chargefire_choices,
    mine_choices,
    steal_choices,
    topic_of,
)
from bot.games.bottisota3.reactions import window_closed
from bot.games.bottisota3.state import Bot, BotState, Task
from bot.games.bottisota3.words import attack_words

Step = Callable[[BotState, Task, list[Event]], None]


def deal_bots(state: BotState, task: Task, events: list[Event]) -> None:
    """After the picks: each seat's first bot waits for its owner's first turn, the rest are in reserve."""
    state.tasks.pop()
    for seat, kinds in enumerate(state.reserve):
        state.bots.append(Bot(kind=kinds[0], condition=BOTS[kinds[0]].cards, status="waiting"))
        state.reserve[seat] = kinds[1:]


def charge_mines(state: BotState, task: Task, events: list[Event]) -> None:
    melee.charge_mines(state, task)


def restock_step(state: BotState, task: Task, events: list[Event]) -> None:
    state.tasks.pop()
    restock(state, task.seat, events)


def end_step(state: BotState, task: Task, events: list[Event]) -> None:
    """The turn end an ego-field attack left below its attacks."""
    state.tasks.pop()
    turn.end_turn(state)


AUTOMATIC: dict[str, Step] = {
    "attack": combat.begin,
    "escape": melee.resolve_escape,
    "charge_mines": charge_mines,
    "land": melee.land,
    "refill": turn.refill,
    "nextturn": turn.next_turn,
    "deal": deal_bots,
    "effect": effects.resolve,
    "restock": restock_step,
    "endturn": end_step,
}


def stale(state: BotState, task: Task, events: list[Event]) -> bool:
    """A decision that can no longer matter (its bot is gone, nothing is left to choose)."""
    if task.kind == "pick":
        return False
    if not alive(state, task.seat):
        return True
    bot = state.bots[task.seat]
    over = len(bot.hand) + len(bot.installed) > limit(bot)
    if task.kind == "defend" and bot.smoke:
        if task.attack is not None:
            attack = task.attack
            who, target = Seat(attack.attacker), Seat(attack.target)
            events.append(Event.public("b3-attack-smoke", attacker=who, target=target, attack=attack_words(attack)))
        return True
    if task.kind == "letgo":
        return task.other not in mates(state, task.seat)
    if task.kind == "follow":
        return not alive(state, task.other)
    if task.kind == "chargefire":
        shots = len(chargefire_choices(state, task)[0]) > 1
        return task.count <= 0 or not can_shoot(state, task.seat) or not shots
    if task.kind == "mine":
        return len(mine_choices(state, task)[0]) <= 1
    if task.kind == "reaim":
        return task.attack is None or not alive(state, task.attack.target) or not can_draw(state)
    if task.kind == "steal":
        return not alive(state, task.target) or len(steal_choices(state, task)[0]) <= 1
    if task.kind == "dropsys":
        return not over or not bot.installed
    if task.kind == "trim":
        return not over
    if task.kind == "react":
        return window_closed(state, task)
    if task.kind == "boom":
        return task.card not in bot.hand
    return False


def settle(state: BotState, events: list[Event]) -> None:
    for _ in range(100_000):
        if state.finished_reason is not None:
            return
        if not state.tasks:
            if not alive(state, state.active):
                turn.end_turn(state)
                continue
            return
        task = state.tasks[-1]
        step = AUTOMATIC.get(task.kind)
        if step is not None:
            step(state, task, events)
            continue
        if stale(state, task, events):
            state.tasks.pop()
            continue
        topic = topic_of(task)
        if topic is not None and auto_on(state, topic, task.seat):
            perform(state, task.seat, auto_answer(state, task), events)
            continue
        return
    raise RuntimeError("bottisota3: the settle loop did not come to rest")
