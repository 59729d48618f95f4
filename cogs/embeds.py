"""Embeds built from outbox bodies (see bot/messages.py) and from a player's current view."""

from collections.abc import Sequence
from typing import Any

import discord

from bot.service import PlayerView
from bot.text import clip

DESCRIPTION_LIMIT = 4096

COLOURS = {
    "status": discord.Colour.blurple(),
    "decision": discord.Colour.green(),
    "hand": discord.Colour.teal(),
    "reminder": discord.Colour.orange(),
    "finished": discord.Colour.gold(),
    "notice": discord.Colour.light_grey(),
    "events": discord.Colour.dark_grey(),
}

TITLES = {
    "status": "Match #{id}: waiting for",
    "decision": "Match #{id}: your move",
    "hand": "Match #{id}: your hand",
    "reminder": "Match #{id}: reminder",
    "finished": "Match #{id}: finished",
    "notice": "Match #{id}",
    "events": "Match #{id}",
}


def join_parts(*parts: str | None) -> str:
    return "\n\n".join(p for p in parts if p)


def body_embed(body: dict[str, Any]) -> discord.Embed:
    """The embed for one outbox message: its text, then the recipient's table if any."""
    kind = str(body.get("kind", "events"))
    title = TITLES.get(kind, "Match #{id}").format(id=body.get("match_id"))
    description = join_parts(body.get("text"), body.get("view"))
    return discord.Embed(title=title, description=clip(description, DESCRIPTION_LIMIT), colour=COLOURS.get(kind))


def view_embed(view: PlayerView, events: Sequence[str] = (), note: str | None = None) -> discord.Embed:
    """A player's own table (or the spectator's) with their open decision, for ephemeral replies."""
    decision = view.decision
    prompt = None
    if decision is not None:
        due = f" (due <t:{int(view.deadline)}:R>)" if view.deadline else ""
        prompt = f"**Your decision:** {decision['prompt']}{due}"
    description = join_parts(note, "\n".join(events), view.text, prompt)
    kind = "decision" if decision is not None else "status"
    return discord.Embed(
        title=f"Match #{view.match.id}", description=clip(description, DESCRIPTION_LIMIT), colour=COLOURS[kind]
    )
