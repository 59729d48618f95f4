"""/rules game [topic]: the game's rules in the reader's language (bot/rules.py), a section picked by heading."""

from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import refusal
from bot.rules import RulesNotFound, headings, read_rules, rules_text
from bot.text import split_message
from bot.wording import DEFAULT_LOCALE
from cogs.autocomplete import game_names
from cogs.common import reader_locale, words
from cogs.limits import choices, fit_content

MAX_PARTS = 8


def answer(game: str, topic: str | None, rules_dir: Path | None = None, locale: str = DEFAULT_LOCALE) -> list[str]:
    """The rules (bot/rules.py) in `locale` as Discord messages: at most MAX_PARTS, a refusal as one."""
    try:
        text = read_rules(game, topic, rules_dir, locale)
    except RulesNotFound as missing:
        return [fit_content(refusal(missing, locale), locale)]
    parts = split_message(text)
    if len(parts) > MAX_PARTS:
        parts = [*parts[:MAX_PARTS], words(locale).line("discord-rules-more")]
    return parts


async def topics(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    game = getattr(interaction.namespace, "game", None)
    text = rules_text(game, await reader_locale(interaction)) if isinstance(game, str) else None
    if text is None:
        return []
    key = current.lower()
    return choices((h, h) for h in headings(text) if key in h.lower())


class Rules(commands.Cog):
    @app_commands.command(name="rules", description="Read a game's rules (only you see them)")
    @app_commands.describe(game="Which game", topic="A section, e.g. 'Setup' or 'Scoring'")
    @app_commands.autocomplete(game=game_names, topic=topics)
    async def rules(self, interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        first, *rest = answer(game.strip().lower(), topic, locale=await reader_locale(interaction))
        await interaction.response.send_message(first, ephemeral=True)
        for part in rest:
            await interaction.followup.send(part, ephemeral=True)
