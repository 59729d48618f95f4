"""/botwar health: store counts for server managers."""

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common import app_of, is_manager, reader_locale, words

MANAGE_SERVER = discord.Permissions(manage_guild=True)


class Admin(commands.Cog):
    botwar = app_commands.Group(
        name="botwar", description="Bot administration", guild_only=True, default_permissions=MANAGE_SERVER
    )

    @botwar.command(name="health", description="Counts of matches and pending messages (Manage Server)")
    async def health(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        if not is_manager(interaction):
            raise app_commands.MissingPermissions(["manage_guild"])
        counts = await app_of(interaction).service.counts()
        said = words(await reader_locale(interaction))
        lines = [
            said.line(f"discord-health-{name.replace('_', '-')}", count=value) for name, value in sorted(counts.items())
        ]
        await interaction.response.send_message("\n".join([said.line("discord-health-title"), *lines]), ephemeral=True)
