"""A game's catalogue of named things to look up: an optional capability (`Game.catalogue`).

Cards, bots, parts, option cards, board elements: whatever a game names, each with a sheet
that says what it is. Not the message catalogues (`Game.catalogue_dir`, the Fluent files):
those hold the words the sheets are said in.

Everything here is words as data (docs/wording.md): a name is printed as it is (`Text`,
Doomtrooper's cards) or said in the reader's language (a `Msg` of the game's message
catalogue); a sheet's labels and values are messages too, rendered at the edge. The game
only lists its things and describes each. The service (bot/lookup.py) does the rest, the
same way for every game: it finds a thing by its name in the reader's language or in
English (or by its key), suggests names for a near miss, and adds the rulings of the game's
rules document that name the thing.
"""

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from bot.engine.events import Msg, Text

Words: TypeAlias = Msg | Text
"""A name or a value: printed as it is (`Text`), or a message said in the reader's language."""


@dataclass(frozen=True)
class Entry:
    """One named thing of a game."""

    key: str
    """How the game knows it (a card's code): what `Catalogue.sheet` takes. Never shown, but a
    player may type it instead of the name."""
    name: Words


@dataclass(frozen=True)
class Sheet:
    """What a thing is, as `/card` and `python -m bot card` show it."""

    name: Words
    kind: Msg
    """What sort of thing it is ("warrior, personality"): the sheet's first field."""
    fields: tuple[tuple[Msg, Words], ...] = ()
    """(label, value) pairs: the game's own facts about it (faction, numbers, limits)."""
    text: Words | None = None
    """What it does, in the player's words (the card's text); the sheet's last field."""
    code: str | None = None
    """A code printed on it that players know it by (Doomtrooper's collector numbers); None:
    nothing to show (a token of the game's protocol is never shown)."""


class Catalogue(Protocol):
    """Every named thing of a game and its sheet. Names are unique within a game (as `fold`
    compares them, in every language), so a name finds one thing."""

    def entries(self) -> Sequence[Entry]:
        """Every named thing, in the order lists show them."""
        ...

    def sheet(self, key: str) -> Sheet:
        """The sheet of the entry with this key."""
        ...

    def not_found(self, name: Text) -> Msg:
        """The sentence for a name the game does not know ("There is no Doomtrooper card called
        “X”."), a message of the game's catalogue."""
        ...


_NOT_FOLDED = re.compile(r"[^a-z0-9]")


def fold(text: str) -> str:
    """A name as lookups compare it: no case, accents, quotes, punctuation or spaces."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return _NOT_FOLDED.sub("", text.lower())
