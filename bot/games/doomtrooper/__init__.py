"""Doomtrooper: the collectible card game of the Dark Legion war, with four preconstructed decks."""

from bot.games.doomtrooper.game import GAME

__all__ = ["GAME"]
