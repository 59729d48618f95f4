"""The registered games, and the registry every layer above the games looks them up in.

Add a line to GAMES when a game passes the contract suite. The engine never imports this
package: the games build on the engine, and the service and the front ends find a game here.
"""

from typing import Any

from bot.engine.errors import GameError
from bot.engine.events import msg
from bot.engine.game import Game
from bot.games.bottisota2 import GAME as BOTTISOTA2
from bot.games.bottisota3 import GAME as BOTTISOTA3
from bot.games.doomtrooper import GAME as DOOMTROOPER
from bot.games.roborally import GAME as ROBORALLY
from bot.games.stakbots import GAME as STAKBOTS

GAMES: dict[str, Game[Any, Any]] = {
    "bottisota2": BOTTISOTA2,
    "bottisota3": BOTTISOTA3,
    "doomtrooper": DOOMTROOPER,
    "roborally": ROBORALLY,
    "stakbots": STAKBOTS,
}


class UnknownGame(GameError):
    pass


def all_games() -> dict[str, Game[Any, Any]]:
    return GAMES


def get_game(name: str) -> Game[Any, Any]:
    key = name.strip().lower()
    if key not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise UnknownGame(msg("error-unknown-game", name=name, known=known))
    return GAMES[key]
