"""Parse 'key=value key2=value2' option text from a command line or a slash command."""

import re
from typing import Any

from bot.engine.typed import MAX_DIGITS, has_long_number
from bot.errors import BadOptions
from bot.text import whole_number

_TRUE = {"yes", "true", "on", "1"}
_FALSE = {"no", "false", "off", "0"}
_DECIMAL = re.compile(r"[0-9]+\.[0-9]+")


def parse_options_text(text: str | None) -> dict[str, Any]:
    """Values are typed loosely (yes/no, a number or text); the game's options model validates
    them. Numbers are written as the bot writes them (ASCII digits, `2` or `0.5`; anything else
    is text), and one of more than MAX_DIGITS digits is refused here, in any value."""
    options: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, raw = part.partition("=")
        if not sep or not key or not raw:
            raise BadOptions("error-options-syntax", part=part)
        if has_long_number(part):
            raise BadOptions("error-number-too-long", most=MAX_DIGITS)
        options[key.strip().lower().replace("-", "_")] = _typed(raw.strip())
    return options


def _typed(raw: str) -> Any:
    low = raw.lower()
    if low in _TRUE:
        return True
    if low in _FALSE:
        return False
    if _DECIMAL.fullmatch(raw):
        return float(raw)
    number = whole_number(raw)
    return raw if number is None else number
