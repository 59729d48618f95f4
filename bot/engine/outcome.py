from typing import Annotated, Any

from pydantic import BaseModel, PlainSerializer, PlainValidator

from bot.engine.events import Msg, PlayerId


def stored_text(text: str) -> Msg:
    """English prose a match stored before reasons were messages (its outcome, or a game's
    own finish field), shown as it was written."""
    return Msg("stored-text", {"text": text})


def _reason(value: Any) -> Msg:
    if isinstance(value, Msg):
        return value
    if isinstance(value, str):
        return stored_text(value)
    return Msg.from_json(value)


StoredMsg = Annotated[Msg, PlainValidator(_reason), PlainSerializer(Msg.to_json)]


class Outcome(BaseModel):
    """How a match ended. Several winners mean a shared win; none means a draw."""

    winners: list[PlayerId]
    reason: StoredMsg
    ranking: list[list[PlayerId]] | None = None
    """Optional full order, best first; ties share a place."""
