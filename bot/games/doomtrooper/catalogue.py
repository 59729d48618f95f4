"""The whole Unlimited base set as facts (name, type, faction, printed numbers, deck limit; no
card text), and each card's status: playable when `CARDS` defines it, else not yet."""

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.games.doomtrooper.cards import CARDS

TYPES = ("equipment", "warrior", "art", "symmetry", "mission", "special", "fortification")
"""The card types, in the order they are made playable (issue #17)."""


@dataclass(frozen=True)
class Fact:
    code: str
    name: str
    type: str
    faction: str
    fight: str | None
    shoot: str | None
    armor: str | None
    value: str | None
    limit: int


@cache
def base_set() -> dict[str, Fact]:
    data = json.loads((Path(__file__).parent / "base_set.json").read_text(encoding="utf-8"))
    return {c["code"]: Fact(**c) for c in data["cards"]}


def playable(code: str) -> bool:
    return code in CARDS


def status(code: str) -> str:
    return "works" if playable(code) else "not yet"
