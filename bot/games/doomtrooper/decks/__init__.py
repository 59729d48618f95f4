"""The four preconstructed decks, as data files: card code -> copies."""

import json
from functools import cache
from pathlib import Path

from bot.games.doomtrooper.state import DECK_NAMES

HERE = Path(__file__).parent


@cache
def load_deck(name: str) -> dict[str, int]:
    if name not in DECK_NAMES:
        raise ValueError(f"unknown deck {name!r}")
    data = json.loads((HERE / f"{name}.json").read_text())
    return {str(code): int(n) for code, n in data["cards"].items()}
