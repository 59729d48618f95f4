"""English words of events and messages, for scenario tests that check what players read."""

from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine import Decision, Event, Game, Msg, PlayerId, Say, events_for
from bot.wording import wording_for

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou"]
"""Seat n is called NAMES[n] in scenario tests."""


def say(game: Game[Any, Any], message: Msg, reader: PlayerId | None = None, names: Sequence[str] = NAMES) -> str:
    """`message` in English for `reader` (None: the thread)."""
    return wording_for(game).text(message, names, reader)


def lines(
    game: Game[Any, Any], events: Iterable[Event], reader: PlayerId | None = None, names: Sequence[str] = NAMES
) -> list[str]:
    """The events `reader` may read (None: the public ones), each in English for them."""
    return [say(game, e.msg, reader, names) for e in events_for(list(events), reader)]


def labels(game: Game[Any, Any], decision: Decision, names: Sequence[str] = NAMES) -> dict[str, str]:
    """Each choice's action mapped to its English label, as the deciding player reads it."""
    return {c.action: say(game, c.label, decision.player, names) for c in decision.choices}


def english(game: Game[Any, Any], names: Sequence[str] = NAMES, reader: PlayerId | None = None) -> Say:
    """English words for `reader` (None: everyone), what `Game.render` takes."""
    return wording_for(game).say(names, reader)
