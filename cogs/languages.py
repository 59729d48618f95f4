"""/settings language and /settings server-language: who reads which language (bot/languages.py)."""

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import NotAllowed
from cogs.app import BotwarApp
from cogs.common import is_manager

FOLLOW = "auto"
LANGUAGE_NAMES = {"en": "English", "fi": "Suomi", "de": "Deutsch", "sv": "Svenska"}
CHOICES = [
    app_commands.Choice(name="Follow Discord", value=FOLLOW),
    *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
]


class LanguageSettings(commands.Cog):
    settings = app_commands.Group(name="settings", description="Your language, and your server's")

    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @settings.command(name="language", description="The language of your DMs and of the replies only you see")
    @app_commands.choices(language=CHOICES)
    async def language(self, interaction: discord.Interaction, language: app_commands.Choice[str]) -> None:
        chosen = None if language.value == FOLLOW else language.value
        await self.bot.service.languages.choose_for_user(str(interaction.user.id), chosen)
        said = (
            "Your DMs and replies follow your Discord language again."
            if chosen is None
            else f"Your DMs and replies are in {LANGUAGE_NAMES[chosen]} from now on."
        )
        await interaction.response.send_message(said, ephemeral=True)

    @settings.command(name="server-language", description="The language of match threads here (Manage Server)")
    @app_commands.choices(language=CHOICES)
    @app_commands.guild_only()
    async def server_language(self, interaction: discord.Interaction, language: app_commands.Choice[str]) -> None:
        if interaction.guild_id is None or not is_manager(interaction):
            raise NotAllowed("only a member with Manage Server sets the language of this server's match threads")
        chosen = None if language.value == FOLLOW else language.value
        await self.bot.service.languages.choose_for_server(str(interaction.guild_id), chosen)
        said = (
            "Match threads here follow the server's preferred language again."
            if chosen is None
            else f"Match threads here are in {LANGUAGE_NAMES[chosen]} from now on."
        )
        await interaction.response.send_message(said, ephemeral=True)
