"""/settings language and /settings server-language: who reads which language (bot/languages.py)."""

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import NotAllowed
from bot.wording import locale_of
from cogs.app import BotwarApp
from cogs.common import is_manager, reader_locale, words

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
        # Said in the language just chosen (or the client's): the user sees the change at once.
        said = words(chosen or locale_of(str(interaction.locale)))
        text = (
            said.line("discord-language-follows")
            if chosen is None
            else said.line("discord-language-set", language=LANGUAGE_NAMES[chosen])
        )
        await interaction.response.send_message(text, ephemeral=True)

    @settings.command(name="server-language", description="The language of match threads here (Manage Server)")
    @app_commands.choices(language=CHOICES)
    @app_commands.guild_only()
    async def server_language(self, interaction: discord.Interaction, language: app_commands.Choice[str]) -> None:
        if interaction.guild_id is None or not is_manager(interaction):
            raise NotAllowed("error-server-language-managers")
        chosen = None if language.value == FOLLOW else language.value
        await self.bot.service.languages.choose_for_server(str(interaction.guild_id), chosen)
        said = words(await reader_locale(interaction))
        text = (
            said.line("discord-server-language-follows")
            if chosen is None
            else said.line("discord-server-language-set", language=LANGUAGE_NAMES[chosen])
        )
        await interaction.response.send_message(text, ephemeral=True)
