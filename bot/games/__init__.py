"""The registered games. Add a line here when a game passes the contract suite."""

from typing import Any

from bot.engine.game import Game

GAMES: dict[str, Game[Any, Any]] = {}
