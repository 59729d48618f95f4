from pydantic import BaseModel

from bot.engine.decisions import PlayerId


class Outcome(BaseModel):
    """How a match ended. Several winners mean a shared win; none means a draw."""

    winners: list[PlayerId]
    reason: str
    ranking: list[list[PlayerId]] | None = None
    """Optional full order, best first; ties share a place."""
