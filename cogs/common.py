"""Small helpers every cog shares: the bot behind an interaction, the acting user, their
language, permissions."""

from typing import cast

import discord

from bot.service import User
from bot.wording import Wording, wording_for
from cogs.app import BotwarApp


def app_of(interaction: discord.Interaction) -> BotwarApp:
    """The bot behind an interaction: the client that received it (see cogs/app.py)."""
    return cast(BotwarApp, interaction.client)


def user_of(interaction: discord.Interaction) -> User:
    """Who asks and from where: the service lets a request reach only the matches of the
    server it comes from (or, from a DM, the user's own)."""
    guild = str(interaction.guild_id) if interaction.guild_id is not None else None
    return User(id=str(interaction.user.id), name=interaction.user.display_name, guild_id=guild)


def words(locale: str) -> Wording:
    """The bot's own sentences in `locale` (bot/locales/<locale>/discord.ftl and common.ftl)."""
    return wording_for(None, locale)


async def reader_locale(interaction: discord.Interaction) -> str:
    """The language of an ephemeral answer: the user's chosen one, else their client's."""
    return await app_of(interaction).service.languages.for_reply(str(interaction.user.id), str(interaction.locale))


def is_manager(interaction: discord.Interaction) -> bool:
    """A member with Manage Server acts as an admin towards the service."""
    return interaction.guild_id is not None and interaction.permissions.manage_guild
