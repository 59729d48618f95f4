"""A user who uses any command or button may have opened their DMs again: try the next DM.

Their DMs counted as closed after Discord refused one (cogs/delivery.py); the next DM to
them is tried at once instead of after the back-off (bot/users.py).
"""

import logging

import discord
from discord.ext import commands

from cogs.app import BotwarApp

log = logging.getLogger(__name__)


class Comeback(commands.Cog):
    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        try:
            await self.bot.service.users.came_back(str(interaction.user.id))
        except Exception:
            log.warning("could not note that user %s came back", interaction.user.id, exc_info=True)
