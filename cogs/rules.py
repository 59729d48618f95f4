"""/rules game [topic]: the game's rules from docs/games/<name>.md, a section picked by heading."""

import re
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from bot.text import MESSAGE_LIMIT, split_message
from cogs.autocomplete import LIMIT, game_names

RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "games"
MAX_PARTS = 8
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def rules_text(game: str, rules_dir: Path | None = None) -> str | None:
    if not re.fullmatch(r"[a-z0-9_]+", game):
        return None
    path = (rules_dir or RULES_DIR) / f"{game}.md"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def headings(markdown: str) -> list[str]:
    return [m.group(2) for line in markdown.splitlines() if (m := _HEADING.match(line))]


def find_section(markdown: str, topic: str) -> str | None:
    """The section whose heading is `topic` (else the first that contains it), with its subsections."""
    lines = markdown.splitlines()
    found = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _HEADING.match(line))]
    wanted = topic.strip().lower()
    pick = next((h for h in found if h[2].lower() == wanted), None) or next(
        (h for h in found if wanted in h[2].lower()), None
    )
    if pick is None:
        return None
    start, level, _ = pick
    end = next((i for i, lvl, _ in found if i > start and lvl <= level), len(lines))
    return "\n".join(lines[start:end]).strip()


def answer(game: str, topic: str | None, rules_dir: Path | None = None) -> list[str]:
    text = rules_text(game, rules_dir)
    if text is None:
        return [f"There are no written rules for '{game}' yet."]
    if topic:
        section = find_section(text, topic)
        if section is None:
            known = ", ".join(headings(text)) or "none"
            return [f"No section of the {game} rules matches '{topic}'. Sections: {known}"[:MESSAGE_LIMIT]]
        text = section
    parts = split_message(text)
    if len(parts) > MAX_PARTS:
        parts = [*parts[:MAX_PARTS], "(More follows: ask for a topic, e.g. `/rules game:… topic:…`.)"]
    return parts


async def topics(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    game = getattr(interaction.namespace, "game", None)
    text = rules_text(game) if isinstance(game, str) else None
    if text is None:
        return []
    names = [h for h in headings(text) if current.lower() in h.lower()]
    return [app_commands.Choice(name=h[:100], value=h[:100]) for h in names[:LIMIT]]


class Rules(commands.Cog):
    @app_commands.command(name="rules", description="Read a game's rules (only you see them)")
    @app_commands.describe(game="Which game", topic="A section, e.g. 'Setup' or 'Scoring'")
    @app_commands.autocomplete(game=game_names, topic=topics)
    async def rules(self, interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        first, *rest = answer(game.strip().lower(), topic)
        await interaction.response.send_message(first, ephemeral=True)
        for part in rest:
            await interaction.followup.send(part, ephemeral=True)
