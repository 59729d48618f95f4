"""What every interaction tells the bot about its user and server.

- A user whose DMs counted as closed may have opened them again: the next DM to them is
  tried at once instead of after the back-off (bot/users.py).
- The user's client language is remembered for later DMs, and the server's preferred
  locale for its match threads (bot/languages.py).
"""

import logging

import discord
from discord.ext import commands

from cogs.app import BotwarApp

log = logging.getLogger(__name__)


class Seen(commands.Cog):
    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        try:
            await service.users.seen(str(interaction.user.id), str(interaction.locale))
            if interaction.guild_id is not None:
                await service.languages.noticed_server(str(interaction.guild_id), str(interaction.guild_locale))
        except Exception:
            log.warning("could not note what interaction %s said of its user", interaction.id, exc_info=True)
