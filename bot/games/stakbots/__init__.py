"""Stak Bots: stack robots and scrap everyone else's Stak."""

from bot.games.stakbots.game import GAME

__all__ = ["GAME"]
