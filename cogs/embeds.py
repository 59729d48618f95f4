"""Embeds built from outbox bodies (see bot/messages.py) and from a player's current view."""

from collections.abc import Sequence
from typing import Any

import discord

from bot.service import PlayerView
from cogs.common import words
from cogs.limits import fit_embed

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
    "status": "discord-title-status",
    "decision": "discord-title-decision",
    "hand": "discord-title-hand",
    "reminder": "discord-title-reminder",
    "finished": "discord-title-finished",
}
"""The title of each kind of post, as a key of discord.ftl (others: `discord-title`)."""


def join_parts(*parts: str | None) -> str:
    return "\n\n".join(p for p in parts if p)


def body_embed(body: dict[str, Any], locale: str) -> discord.Embed:
    """The embed for one outbox message: its text, then the recipient's table if any."""
    kind = str(body.get("kind", "events"))
    title = words(locale).line(TITLES.get(kind, "discord-title"), match=str(body.get("match_id")))
    description = join_parts(body.get("text"), body.get("view"))
    return fit_embed(discord.Embed(title=title, description=description, colour=COLOURS.get(kind)))


def view_embed(view: PlayerView, events: Sequence[str] = (), note: str | None = None) -> discord.Embed:
    """A player's own table (or the spectator's) with their open decision, for ephemeral replies,
    in the view's language."""
    decision = view.decision
    prompt = None
    if decision is not None:
        due = f" (<t:{int(view.deadline)}:R>)" if view.deadline else ""
        prompt = words(view.locale).line("discord-your-decision", prompt=decision["prompt"]) + due
    description = join_parts(note, "\n".join(events), view.text, prompt)
    kind = "decision" if decision is not None else "status"
    title = words(view.locale).line("discord-title", match=str(view.match.id))
    return fit_embed(discord.Embed(title=title, description=description, colour=COLOURS[kind]))
