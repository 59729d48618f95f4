"""Typed helpers: the engine's new_state and apply_action, returning Bottisota-2 states."""

from typing import Any

from bot.engine import Event, apply_action, new_state
from bot.games.bottisota2 import GAME
from bot.games.bottisota2.state import B2State


def fresh(players: int, options: dict[str, Any], seed: int) -> B2State:
    state = new_state(GAME, players, options, seed)
    assert isinstance(state, B2State)
    return state


def act(state: B2State, seat: int, action: str) -> tuple[B2State, list[Event]]:
    new, events = apply_action(GAME, state, seat, action)
    assert isinstance(new, B2State)
    return new, events
