"""Parse 'key=value key2=value2' option text from a command line or a slash command."""

from typing import Any

from bot.errors import BadOptions

_TRUE = {"yes", "true", "on", "1"}
_FALSE = {"no", "false", "off", "0"}


def parse_options_text(text: str | None) -> dict[str, Any]:
    """Values are typed loosely (bool, int, float or text); the game's options model validates them."""
    options: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, raw = part.partition("=")
        if not sep or not key or not raw:
            raise BadOptions("error-options-syntax", part=part)
        options[key.strip().lower().replace("-", "_")] = _typed(raw.strip())
    return options


def _typed(raw: str) -> Any:
    low = raw.lower()
    if low in _TRUE:
        return True
    if low in _FALSE:
        return False
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return raw
