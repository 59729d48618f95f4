"""Armoury, a second game with a catalogue (tests only): High Card's rules, and three named
things to look up. One shares a name with a Doomtrooper card (a name in two games), one is
named in the reader's language (a `Msg`), one has no printed code and no text."""

from collections.abc import Sequence

from bot.engine import Msg, Text, msg
from bot.engine.catalogue import Entry, Sheet
from tests.support.highcard import HighCard

ENTRIES = (
    Entry("a1", Text("Infantry")),
    Entry("a2", msg("armoury-lantern")),
    Entry("a3", Text("Old Banner")),
)


class Things:
    def entries(self) -> Sequence[Entry]:
        return ENTRIES

    def sheet(self, key: str) -> Sheet:
        entry = next(e for e in ENTRIES if e.key == key)
        if key == "a3":
            return Sheet(name=entry.name, kind=msg("armoury-kind-flag"))
        fields = ((msg("armoury-weight"), msg("armoury-kilos", n=3)),)
        return Sheet(name=entry.name, kind=msg("armoury-kind-gear"), fields=fields, text=msg("armoury-text"), code=key)

    def not_found(self, name: Text) -> Msg:
        return msg("armoury-not-found", name=name)


class Armoury(HighCard):
    name = "armoury"
    title = "Armoury"
    catalogue = Things()


ARMOURY = Armoury()
