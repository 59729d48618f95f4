"""Deck building: an optional capability (`Game.deck_building`) of the games whose players bring
decks they build themselves.

The game owns the list format, the building rules and its preconstructed decks. The service
(bot/decks.py) keeps each user's decks, checks the deck a player brings to a match and
freezes it into the match's options when it starts, all through this interface, so it names
no game. A game with deck building also has a catalogue (`Game.catalogue`) whose entries
include every card a deck may hold, keyed as a deck's `Cards` are.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

from bot.engine.catalogue import Words
from bot.engine.events import Msg

Cards: TypeAlias = dict[str, int]
"""A deck's cards: each card's key (its catalogue entry's) -> copies, in the order first added."""


class DeckRefused(ValueError):
    """A list, a deck name or a change of a deck the game's rules refuse; nothing changed.

    `message` says why (a message of the game's catalogue); `details` are the lines under it:
    each line of a list that cannot be read, or each rule a deck breaks."""

    def __init__(self, message: Msg, details: Sequence[Msg] = ()) -> None:
        self.message = message
        self.details = tuple(details)
        super().__init__(message.canonical())


@dataclass(frozen=True)
class DeckLine:
    """One card of a deck as a deck is shown: "3 x Infantry (warrior)"."""

    copies: int
    name: Words
    kind: Msg


@dataclass(frozen=True)
class ChosenDeck:
    """The deck one seat brings to a match, as the match's options get it at the start."""

    name: str
    cards: Cards
    preconstructed: bool
    """One of the game's own decks (`name` is then its name as `DeckBuilding.preconstructed` gives it)."""


class DeckBuilding(Protocol):
    """A game's deck building: every method is pure and refuses with a `DeckRefused`."""

    @property
    def max_copies(self) -> int:
        """Copies of one card a deck may hold at most (so: how many one change may add or remove)."""
        ...

    def preconstructed(self) -> Sequence[str]:
        """The names of the decks the game comes with, lower case (`bauhaus`, ...)."""
        ...

    def preconstructed_cards(self, name: str) -> Cards:
        """The cards of one of the `preconstructed` decks."""
        ...

    def check_name(self, name: str) -> str:
        """A deck's name as it is kept (trimmed, one space between words), or DeckRefused."""
        ...

    def parse(self, text: str) -> Cards:
        """A deck from its list as text (what `export` gives), or DeckRefused naming every line
        that cannot be read."""
        ...

    def export(self, cards: Mapping[str, int]) -> str:
        """The deck as text, one card per line, as `parse` reads it back."""
        ...

    def add(self, cards: Mapping[str, int], card: str, copies: int) -> Cards:
        """`cards` with `copies` more of the card named `card` (any case, or its key)."""
        ...

    def remove(self, cards: Mapping[str, int], card: str, copies: int) -> Cards:
        """`cards` with `copies` fewer of the card named `card` (all of them when it holds fewer)."""
        ...

    def problems(self, cards: Mapping[str, int], *, complete: bool = True) -> list[Msg]:
        """Every building rule `cards` breaks, as messages of the game's catalogue; empty: it
        may be played. `complete=False`: only the rules a deck still being built must keep too
        (a copy limit, a banned card; not its size)."""
        ...

    def lines(self, cards: Mapping[str, int]) -> list[DeckLine]:
        """The deck as it is shown, one line per card, in the game's order."""
        ...

    def options_with(self, options: Mapping[str, Any], decks: Mapping[int, ChosenDeck]) -> dict[str, Any]:
        """The match's options with each seat's chosen deck (seat -> deck) frozen in, so the
        match sets up with them and replay sets the same match up."""
        ...
