"""Bottisota-2: a bot war on a hex arena with dice (docs/games/bottisota2.md)."""

from bot.games.bottisota2.game import GAME

__all__ = ["GAME"]
