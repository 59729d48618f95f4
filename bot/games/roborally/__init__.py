"""RoboRally with the Crash and Burn expansion: program five registers, race through the factory."""

from bot.games.roborally.game import GAME

__all__ = ["GAME"]
