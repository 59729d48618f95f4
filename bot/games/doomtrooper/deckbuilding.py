"""Doomtrooper's deck building (`Game.deck_building`, bot/engine/decks.py): the list format and
the building rules of decklists.py, the four preconstructed decks, and how a chosen deck goes
into the match's options (`Options.lists`)."""

from collections.abc import Mapping, Sequence
from typing import Any

import bot.games.doomtrooper.decklists as decklists
from bot.engine.decks import Cards, ChosenDeck, DeckLine
from bot.engine.events import Msg, Text, msg
from bot.games.doomtrooper.state import DECK_NAMES

BUILDING = "dt-deck-problem-too-few"
"""The one rule a deck still being built may break: it is short of cards."""


class DeckRules:
    max_copies = decklists.MAX_COPIES

    def preconstructed(self) -> Sequence[str]:
        return DECK_NAMES

    def preconstructed_cards(self, name: str) -> Cards:
        return decklists.preconstructed(name)

    def check_name(self, name: str) -> str:
        return decklists.check_name(name)

    def parse(self, text: str) -> Cards:
        return decklists.parse(text)

    def export(self, cards: Mapping[str, int]) -> str:
        return decklists.export(cards)

    def add(self, cards: Mapping[str, int], card: str, copies: int) -> Cards:
        return decklists.add(cards, decklists.find_card(card), copies)

    def remove(self, cards: Mapping[str, int], card: str, copies: int) -> Cards:
        return decklists.remove(cards, decklists.find_card(card), copies)

    def problems(self, cards: Mapping[str, int], *, complete: bool = True) -> list[Msg]:
        found = decklists.problems(cards)
        return [Msg(p.key, dict(p.args)) for p in found if complete or p.key != BUILDING]

    def lines(self, cards: Mapping[str, int]) -> list[DeckLine]:
        return [
            DeckLine(n, Text(card.name), msg(f"dt-card-type-{card.type}")) for card, n in decklists.sorted_cards(cards)
        ]

    def options_with(self, options: Mapping[str, Any], decks: Mapping[int, ChosenDeck]) -> dict[str, Any]:
        lists: dict[int, dict[str, Any]] = {int(k): v for k, v in dict(options.get("lists") or {}).items()}
        for seat, deck in decks.items():
            lists[seat] = {"name": deck.name, "cards": dict(deck.cards)}
            if deck.preconstructed:
                lists[seat]["preset"] = deck.name
        return {**options, "lists": lists}
