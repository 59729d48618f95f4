"""RoboRally with the Crash and Burn expansion: program five registers, race through the factory."""

from bot.games.roborally.game import RoboRally

GAME = RoboRally()

__all__ = ["GAME"]
