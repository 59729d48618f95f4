"""Doomtrooper's catalogue (`Game.catalogue`, bot/engine/catalogue.py): every card a deck may
hold, under its printed name, with its sheet (type, faction, numbers, deck limit, text)."""

from collections.abc import Sequence
from functools import cached_property

from bot.engine.catalogue import Entry, Sheet, Words
from bot.engine.events import Msg, Text, msg
from bot.games.doomtrooper.cards import CARDS, CardDef
from bot.games.doomtrooper.decklists import deck_limit


class CardCatalogue:
    """The cards of `CARDS`, keyed by their code; names stay as printed (`Text`)."""

    @cached_property
    def _entries(self) -> tuple[Entry, ...]:
        return tuple(Entry(c.code, Text(c.name)) for c in sorted(CARDS.values(), key=lambda c: c.name.lower()))

    def entries(self) -> Sequence[Entry]:
        return self._entries

    def sheet(self, key: str) -> Sheet:
        card = CARDS[key]
        fields: list[tuple[Msg, Words]] = [(msg("dt-sheet-faction"), msg(f"dt-faction-{card.faction}"))]
        if card.type == "warrior":
            stats = msg("dt-sheet-stats-values", f=card.fight, s=card.shoot, a=card.armor, v=card.value)
            fields.append((msg("dt-sheet-stats"), stats))
        if card.aspects:
            fields.append((msg("dt-sheet-aspects"), Text(", ".join(sorted(card.aspects)))))
        fields.append((msg("dt-sheet-limit"), Text(str(deck_limit(card)))))
        return Sheet(name=Text(card.name), kind=kind(card), fields=tuple(fields), text=Text(card.text), code=card.code)

    def not_found(self, name: Text) -> Msg:
        return msg("dt-deck-error-unknown-card", card=name)


def kind(card: CardDef) -> Msg:
    """ "warrior", "warrior, personality", "Art spell (kinetics, personal)"."""
    words = msg(f"dt-card-type-{card.type}")
    if card.personality:
        words = msg("dt-sheet-personality", type=words)
    if card.spell:
        words = msg("dt-sheet-spell", type=words, aspect=Text(card.aspect), spell=Text(card.spell))
    return words
