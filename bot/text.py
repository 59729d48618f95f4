"""Pure text helpers shared by the service and the front ends: fitting text into Discord's
message and embed limits (the outbox, the cogs), showing what players wrote as they wrote it
(the wording), and reading a whole number a person typed."""

import re

from bot.engine.typed import MAX_DIGITS

MESSAGE_LIMIT = 2000
FENCE = "```"


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, closing a code block the cut leaves open."""
    if len(text) <= limit:
        return text
    cut = text[: limit - len(FENCE) - 2]
    if cut.count(FENCE) % 2:
        return cut + "…\n" + FENCE
    return text[: limit - 1] + "…"


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """Parts of at most `limit` characters, cut at line ends where possible."""
    parts: list[str] = []
    current = ""
    for line in text.splitlines(keepends=True):
        while len(line) > limit:
            if current:
                parts.append(current)
                current = ""
            parts.append(line[:limit])
            line = line[limit:]
        if len(current) + len(line) > limit:
            parts.append(current)
            current = ""
        current += line
    if current.strip():
        parts.append(current)
    return [p.strip("\n") for p in parts if p.strip()]


MARKUP = re.compile(r"[\\*_~|`<>#\-.\[\]():]")
"""Characters Discord's Markdown may read as syntax (emphasis, spoilers, code, quotes, headings,
lists, links, mentions and timestamps in <…>); a backslash before any of them shows it as is."""
EVERYONE = re.compile(r"@(?=everyone|here)", re.IGNORECASE)


def markdown_safe(text: str) -> str:
    """`text` a player wrote (a name, a deck's name) for a Discord message or embed: every
    Markdown character escaped and @everyone and @here broken by a zero-width space, so it reads
    exactly as written and pings nobody. Only for text Discord reads as Markdown: buttons, menus,
    pictures and code blocks show text as it is."""
    return EVERYONE.sub("@\u200b", MARKUP.sub(r"\\\g<0>", text))


def whole_number(text: str) -> int | None:
    """`text` as a whole number when it is 1 to MAX_DIGITS ASCII digits, else None.

    No sign, space or underscore, and no other script's digits, though `int` takes `-3`,
    ` 3 `, `1_0` and `٣`: a number is typed as the bot writes one.
    """
    if 0 < len(text) <= MAX_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    return None
