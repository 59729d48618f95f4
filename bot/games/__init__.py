"""The registered games. Add a line here when a game passes the contract suite."""

from typing import Any

from bot.engine.game import Game
from bot.games.bottisota3 import GAME as BOTTISOTA3
from bot.games.roborally import GAME as ROBORALLY
from bot.games.stakbots import GAME as STAKBOTS

GAMES: dict[str, Game[Any, Any]] = {
    "bottisota3": BOTTISOTA3,
    "roborally": ROBORALLY,
    "stakbots": STAKBOTS,
}
