"""Stak Bots: stack robots and scrap everyone else's Stak."""

from bot.games.stakbots.game import StakBots

GAME = StakBots()

__all__ = ["GAME"]
