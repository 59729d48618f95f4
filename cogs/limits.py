"""Discord's limits, and fitting the bot's texts into them: the one place the cogs cut a text.

Discord refuses a whole request when one of its texts is too long (HTTP 400, code 50035), and
the reader then gets nothing. So every text the cogs send goes through one of these:
`fit_content` for a message's text, `fit_embed` for an embed, `cut_lines` for a list that
may run long (as many whole lines as fit, then "… and 12 more" in the reader's language),
`label` for a component's text and `choices` for autocomplete. The numbers are Discord's
(its developer documentation: messages, embeds, components, interactions).
"""

from collections.abc import Iterable, Sequence
from typing import TypeVar

import discord
from discord import app_commands

from bot.text import clip
from cogs.common import words

CONTENT = 2000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
EMBED_TEXT = 6000
"""An embed's title, description, field names and values, footer and author together."""
BUTTON_LABEL = 80
PLACEHOLDER = 150
OPTION_LABEL = 100
CHOICES = 25
CHOICE_TEXT = 100
"""An autocomplete choice's name (at least one character) and its value."""
EMPTY = "—"
"""What stands for a text Discord requires but the bot has none for (a field's value)."""

Value = TypeVar("Value", str, int, float)


def label(text: str, limit: int) -> str:
    """A short text (a button, an option, a placeholder, a title) within `limit`, never empty."""
    return clip(text, limit) or EMPTY


def cut_lines(lines: Sequence[str], limit: int, locale: str) -> str:
    """`lines`, one per line, within `limit` characters: when they do not all fit, as many
    whole lines as fit and a last one saying how many were left out ("… and 12 more").
    A first line too long on its own is clipped."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    said = words(locale)
    room = limit - 1 - len(said.line("discord-and-more", count=len(lines)))
    kept: list[str] = []
    used = -1
    for line in lines:
        if used + 1 + len(line) > room:
            break
        kept.append(line)
        used += 1 + len(line)
    if not kept:
        kept = [clip(lines[0], room)]
    left = len(lines) - len(kept)
    return "\n".join(kept) if not left else "\n".join([*kept, said.line("discord-and-more", count=left)])


def fit_content(text: str, locale: str) -> str:
    """A message's text within Discord's 2,000 characters, cut at whole lines (`cut_lines`)."""
    return cut_lines(text.split("\n"), CONTENT, locale)


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """`embed` (changed in place) within every limit: each text clipped to its own, at most
    25 fields, and the last fields dropped (then the description clipped) until all its
    texts together are within 6,000 characters."""
    if embed.title:
        embed.title = clip(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = clip(embed.description, EMBED_DESCRIPTION)
    if embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER), icon_url=embed.footer.icon_url)
    if embed.author.name:
        embed.set_author(name=clip(embed.author.name, AUTHOR), url=embed.author.url, icon_url=embed.author.icon_url)
    for index in reversed(range(FIELDS, len(embed.fields))):
        embed.remove_field(index)
    for index, field in enumerate(embed.fields):
        name, value = label(field.name or "", FIELD_NAME), label(field.value or "", FIELD_VALUE)
        embed.set_field_at(index, name=name, value=value, inline=bool(field.inline))
    while len(embed) > EMBED_TEXT and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > EMBED_TEXT and embed.description:
        embed.description = clip(embed.description, len(embed.description) - (len(embed) - EMBED_TEXT))
    return embed


def choices(pairs: Iterable[tuple[str, Value]]) -> list[app_commands.Choice[Value]]:
    """Autocomplete choices: the first 25 (name, value) pairs, each name clipped to 100
    characters; a text value longer than 100 cannot be sent whole, so its pair is left out."""
    found: list[app_commands.Choice[Value]] = []
    for name, value in pairs:
        if isinstance(value, str) and len(value) > CHOICE_TEXT:
            continue
        found.append(app_commands.Choice(name=label(name, CHOICE_TEXT), value=value))
        if len(found) == CHOICES:
            break
    return found
