"""Games by name. A game appears here once it passes the contract suite."""

from typing import Any

from bot.engine.errors import GameError
from bot.engine.game import Game


class UnknownGame(GameError):
    pass


def all_games() -> dict[str, Game[Any, Any]]:
    # Imported here so the engine package does not depend on the games at import time.
    from bot.games import GAMES

    return GAMES


def get_game(name: str) -> Game[Any, Any]:
    games = all_games()
    key = name.strip().lower()
    if key not in games:
        known = ", ".join(sorted(games))
        raise UnknownGame(f"unknown game '{name}'; choose one of: {known}")
    return games[key]
