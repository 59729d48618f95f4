"""Fitting text into Discord's message and embed limits (pure; used by the outbox and the cogs)."""

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
