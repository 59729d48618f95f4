"""The card check (issue #17): every playable card is defined as the base set's facts say, is
covered by a scenario, and the generated card table in the docs is current."""

import re

from bot.games.doomtrooper.cards import CARDS
from bot.games.doomtrooper.cardtable import DOC, coverage, read_scenarios, render
from bot.games.doomtrooper.catalogue import TYPES, base_set


def _plain(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def test_the_base_set_is_complete() -> None:
    facts = base_set()
    assert len(facts) == 341
    counts = {kind: sum(1 for f in facts.values() if f.type == kind) for kind in TYPES}
    assert counts == {
        "warrior": 84,
        "special": 100,
        "equipment": 46,
        "art": 40,
        "symmetry": 33,
        "mission": 23,
        "fortification": 15,
    }


def test_every_definition_matches_the_base_set() -> None:
    facts = base_set()
    wrong = []
    for code, d in CARDS.items():
        f = facts[code]
        numbers = (str(d.fight), str(d.shoot), str(d.armor), str(d.value))
        if (
            _plain(d.name) != _plain(f.name)
            or d.type != f.type
            or d.faction != f.faction
            or d.limit != f.limit
            or (d.type == "warrior" and numbers != tuple(x or "0" for x in (f.fight, f.shoot, f.armor, f.value)))
        ):
            wrong.append(d.name)
    assert wrong == []


def test_every_card_of_the_base_set_is_playable() -> None:
    assert sorted(f.name for code, f in base_set().items() if code not in CARDS) == []


def test_every_playable_card_is_in_a_scenario() -> None:
    """The card check: every card is in a scenario where its effect changes the outcome."""
    covered = coverage(read_scenarios())
    assert sorted(d.name for code, d in CARDS.items() if code not in covered) == []


def test_the_card_table_is_current() -> None:
    assert DOC.read_text(encoding="utf-8") == render(read_scenarios()), (
        "docs/games/doomtrooper-cards.md is stale: run .venv/bin/python -m bot.games.doomtrooper.cardtable"
    )
