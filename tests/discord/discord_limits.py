"""What real Discord refuses in a request body: the limits the fake Discord enforces.

`form_errors(route, body)` lists each field of a message, an interaction response (a message,
an update or autocomplete choices) or a new thread that breaks one of Discord's limits, by its
path ("embeds.0.description") with Discord's own sentence. The fake answers such a request as
Discord does: HTTP 400, code 50035 "Invalid Form Body", the errors nested by path
(`invalid_form_body`). The numbers are Discord's (discord.com/developers/docs: messages,
embeds, components, interactions); the bot's own copy of them is cogs/limits.py, which these
deliberately do not import.
"""

from typing import Any

CONTENT = 2000
EMBEDS = 10
EMBED_TEXT = 6000
"""Characters of an embed's texts together, and of all embeds of a message together."""
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
ACTION_ROWS = 5
BUTTONS_PER_ROW = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
PLACEHOLDER = 150
SELECT_OPTIONS = 25
OPTION_TEXT = 100
"""An option's label, value and description."""
CHOICES = 25
CHOICE_TEXT = 100
"""An autocomplete choice's name and (text) value."""
THREAD_NAME = 100
SELECTS = (3, 5, 6, 7, 8)
"""Component types that are select menus (each fills its action row alone)."""


def form_errors(route: str, body: dict[str, Any]) -> dict[str, str]:
    """Each field of `body` that Discord would refuse -> why; empty when it would take it.

    `route` is "message" (a channel message, a followup or an edit), "callback" (an
    interaction response) or "thread" (a new thread)."""
    errors: dict[str, str] = {}
    if route == "thread":
        _length(errors, "name", body.get("name"), THREAD_NAME, least=1)
    elif route == "callback":
        data = body.get("data") or {}
        if body.get("type") == 8:
            _choices(errors, data.get("choices") or [])
        elif body.get("type") in (4, 7):
            _message(errors, data, "data.")
    else:
        _message(errors, body, "")
    return errors


def invalid_form_body(errors: dict[str, str]) -> dict[str, Any]:
    """Discord's answer to a request with these errors (code 50035), errors nested by path."""
    nested: dict[str, Any] = {}
    for path, why in errors.items():
        node = nested
        for part in path.split("."):
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_BAD_LENGTH", "message": why})
    return {"code": 50035, "errors": nested, "message": "Invalid Form Body"}


def _length(errors: dict[str, str], path: str, text: Any, most: int, *, least: int = 0) -> None:
    if text is None:
        return
    if not least <= len(str(text)) <= most:
        errors[path] = _sentence(most, least)


def _count(errors: dict[str, str], path: str, items: list[Any], most: int, *, least: int = 0) -> None:
    if not least <= len(items) <= most:
        errors[path] = _sentence(most, least)


def _sentence(most: int, least: int) -> str:
    """Discord's words for a text or a list of the wrong length."""
    return f"Must be between {least} and {most} in length." if least else f"Must be {most} or fewer in length."


def _message(errors: dict[str, str], body: dict[str, Any], at: str) -> None:
    _length(errors, f"{at}content", body.get("content"), CONTENT)
    embeds = body.get("embeds") or []
    _count(errors, f"{at}embeds", embeds, EMBEDS)
    total = 0
    for number, embed in enumerate(embeds):
        size = _embed(errors, f"{at}embeds.{number}", embed)
        if size > EMBED_TEXT:
            errors[f"{at}embeds.{number}"] = f"Embed size exceeds maximum size of {EMBED_TEXT}"
        total += size
    if total > EMBED_TEXT and f"{at}embeds" not in errors:
        errors[f"{at}embeds"] = f"Embed size exceeds maximum size of {EMBED_TEXT}"
    rows = body.get("components") or []
    _count(errors, f"{at}components", rows, ACTION_ROWS)
    for number, row in enumerate(rows):
        _row(errors, f"{at}components.{number}", row)


def _embed(errors: dict[str, str], at: str, embed: dict[str, Any]) -> int:
    """Checks one embed; returns the characters of its texts (what counts towards 6,000)."""
    title, description = embed.get("title") or "", embed.get("description") or ""
    footer, author = (embed.get("footer") or {}).get("text") or "", (embed.get("author") or {}).get("name") or ""
    _length(errors, f"{at}.title", title, EMBED_TITLE)
    _length(errors, f"{at}.description", description, EMBED_DESCRIPTION)
    _length(errors, f"{at}.footer.text", footer, FOOTER)
    _length(errors, f"{at}.author.name", author, AUTHOR)
    fields = embed.get("fields") or []
    _count(errors, f"{at}.fields", fields, FIELDS)
    size = len(title) + len(description) + len(footer) + len(author)
    for number, field in enumerate(fields):
        name, value = str(field.get("name") or ""), str(field.get("value") or "")
        _length(errors, f"{at}.fields.{number}.name", name, FIELD_NAME, least=1)
        _length(errors, f"{at}.fields.{number}.value", value, FIELD_VALUE, least=1)
        size += len(name) + len(value)
    return size


def _row(errors: dict[str, str], at: str, row: dict[str, Any]) -> None:
    items = row.get("components") or []
    selects = [item for item in items if item.get("type") in SELECTS]
    _count(errors, f"{at}.components", items, 1 if selects else BUTTONS_PER_ROW, least=1)
    for number, item in enumerate(items):
        path = f"{at}.components.{number}"
        _length(errors, f"{path}.custom_id", item.get("custom_id"), CUSTOM_ID, least=1)
        if item.get("type") == 2:
            _length(errors, f"{path}.label", item.get("label"), BUTTON_LABEL)
            continue
        _length(errors, f"{path}.placeholder", item.get("placeholder"), PLACEHOLDER)
        if item.get("type") == 3:
            options = item.get("options") or []
            _count(errors, f"{path}.options", options, SELECT_OPTIONS, least=1)
            for index, option in enumerate(options):
                _length(errors, f"{path}.options.{index}.label", option.get("label"), OPTION_TEXT, least=1)
                _length(errors, f"{path}.options.{index}.value", option.get("value"), OPTION_TEXT, least=1)
                _length(errors, f"{path}.options.{index}.description", option.get("description"), OPTION_TEXT)


def _choices(errors: dict[str, str], choices: list[dict[str, Any]]) -> None:
    _count(errors, "data.choices", choices, CHOICES)
    for number, choice in enumerate(choices):
        _length(errors, f"data.choices.{number}.name", choice.get("name"), CHOICE_TEXT, least=1)
        if isinstance(choice.get("value"), str):
            _length(errors, f"data.choices.{number}.value", choice["value"], CHOICE_TEXT)
