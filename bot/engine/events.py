"""Events: what an action caused, each with its audience.

Texts may name seats as {p0}, {p1}, ...; front ends substitute display names.
"""

from collections.abc import Sequence

from pydantic import BaseModel

from bot.engine.decisions import PlayerId


class Event(BaseModel):
    text: str
    audience: tuple[PlayerId, ...] | None = None
    """None: everyone (the thread). Otherwise only these seats may see it."""

    @classmethod
    def public(cls, text: str) -> "Event":
        return cls(text=text)

    @classmethod
    def private(cls, text: str, *players: PlayerId) -> "Event":
        return cls(text=text, audience=tuple(players))


def name_seats(text: str, names: Sequence[str]) -> str:
    """Replace {p0}, {p1}, ... with display names."""
    if "{p" not in text:
        return text  # most texts (a decision's choice labels) name no seat
    for seat, name in enumerate(names):
        text = text.replace(f"{{p{seat}}}", name)
    return text
