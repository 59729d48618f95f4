"""The one place that decides what a seat may see: views and events are filtered here.

Front ends never read a game state directly; they ask for a view or for events.
"""

from collections.abc import Iterable
from typing import Any

from bot.engine.decisions import PlayerId
from bot.engine.events import Event
from bot.engine.game import Game, GameState, View


def view_for(game: Game[Any, Any], state: GameState, viewer: PlayerId | None) -> View:
    return game.view(state, viewer)


def events_for(events: Iterable[Event], viewer: PlayerId | None) -> list[Event]:
    """Events `viewer` may read. A spectator (None) sees only public events."""
    return [e for e in events if e.audience is None or (viewer is not None and viewer in e.audience)]


def public_events(events: Iterable[Event]) -> list[Event]:
    return [e for e in events if e.audience is None]
