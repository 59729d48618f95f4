"""Small helpers every cog shares: the bot behind an interaction, the acting user, permissions."""

from typing import TYPE_CHECKING, cast

import discord

from bot.service import User

if TYPE_CHECKING:
    from bot.discord_app import BotwarBot


def app_of(interaction: discord.Interaction) -> "BotwarBot":
    return cast("BotwarBot", interaction.client)


def user_of(interaction: discord.Interaction) -> User:
    return User(id=str(interaction.user.id), name=interaction.user.display_name)


def is_manager(interaction: discord.Interaction) -> bool:
    """A member with Manage Server acts as an admin towards the service."""
    return interaction.guild_id is not None and interaction.permissions.manage_guild
