"""Bottisota-3: a card-only bot war (Finnish rules)."""

from bot.games.bottisota3.game import GAME

__all__ = ["GAME"]
