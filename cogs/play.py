"""/hand (always ephemeral) and /act (typed actions with autocomplete over legal choices)."""

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import NotAPlayer
from cogs.app import BotwarApp
from cogs.autocomplete import legal_actions, my_matches
from cogs.common import reader_locale, user_of
from cogs.components import player_message, send_player_view


class Play(commands.Cog):
    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description="Your own view of a match and your decision (only you see it)")
    @app_commands.describe(match="Which match (optional when you play in only one)")
    @app_commands.autocomplete(match=my_matches)
    async def hand(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        match_id = match if match is not None else await self._only_match(interaction)
        locale = await reader_locale(interaction)
        view = await self.bot.service.view(match_id, user_of(interaction), locale=locale, markdown=True)
        await send_player_view(interaction, view)

    @app_commands.command(name="act", description="Make a move by name (autocompletes your legal choices)")
    @app_commands.describe(match="Which match", action="Your move")
    @app_commands.autocomplete(match=my_matches)
    @app_commands.autocomplete(action=legal_actions)
    async def act(self, interaction: discord.Interaction, match: int, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await reader_locale(interaction)
        result = await self.bot.service.act(
            match, user_of(interaction), action, interaction_id=str(interaction.id), locale=locale, markdown=True
        )
        self.bot.dispatcher.wake()
        embed, components = player_message(result.view, result.events)
        if components is None:
            await interaction.followup.send(embed=embed, ephemeral=True)
        else:
            await interaction.followup.send(embed=embed, view=components, ephemeral=True)

    async def _only_match(self, interaction: discord.Interaction) -> int:
        matches = [m for m in await self.bot.service.list_matches(user=user_of(interaction)) if m.status == "active"]
        if len(matches) == 1:
            return matches[0].id
        if not matches:
            raise NotAPlayer("error-no-running-match")
        numbers = ", ".join(f"#{m.id}" for m in matches)
        raise NotAPlayer("error-several-matches", matches=numbers)
