"""What the service hands front ends: its own read models, not the store's records.

A front end (the Discord cogs, the terminal) reads a match as a `MatchSummary`, a message
to deliver as an `OutgoingMessage` and a player's table as a `PlayerView`. The service
builds them from the store's records (bot/service/), so the store can change shape
without touching a front end. Nothing here imports the store or the engine.
"""

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field

MatchStatus = Literal["lobby", "active", "finished", "cancelled"]
MessageKind = Literal["channel", "dm"]


class MatchSettings(BaseModel):
    """Platform settings of a match (the game's own options are separate)."""

    decision_hours: float = Field(24.0, ge=0.01, le=24 * 30)
    reminder_hours: float = Field(4.0, ge=0, le=24 * 7)
    """How long before a deadline the reminder DM goes out; 0 sends none."""
    ai_takeover_after: int = Field(3, ge=0, le=50)
    """Consecutive missed deadlines after which the AI takes the seat; 0 never."""
    reaction_hours: float = Field(1.0, ge=0.01, le=24 * 7)
    """How long a reaction window (Decision.reaction) stays open, at most decision_hours."""


@dataclass(frozen=True)
class User:
    """Who asks, and from where: a request naming a match reaches it only from the match's own
    server, or from a DM by one of its players (GameService checks every such request)."""

    id: str
    name: str
    guild_id: str | None = None
    """The Discord server the request comes from; None in a DM and at the terminal."""


class SeatSummary(NamedTuple):
    seat: int
    name: str
    user_id: str | None
    """None for a seat the AI was given from the start."""
    is_ai: bool


class MatchResult(NamedTuple):
    winners: tuple[int, ...]
    """Winning seats; empty when nobody won."""
    winner_names: tuple[str, ...]
    reason: str
    """Why the match ended, with the players' names filled in."""


@dataclass(frozen=True)
class MatchSummary:
    """A match as front ends see it: who sits where and how it stands, never its state."""

    id: int
    game: str
    title: str
    """The game's title (its name when the game is no longer registered)."""
    min_players: int
    max_players: int
    status: MatchStatus
    seats: tuple[SeatSummary, ...]
    creator_id: str
    guild_id: str | None
    channel_id: str | None
    thread_id: str | None
    settings: MatchSettings
    outcome: MatchResult | None
    version: int
    created_at: float
    updated_at: float
    """When the match last changed (a move, a seat, a setting): the time of the last move once started."""

    def seat_of(self, user_id: str) -> SeatSummary | None:
        return next((s for s in self.seats if s.user_id == user_id), None)


@dataclass(frozen=True)
class OutgoingMessage:
    """One message the outbox holds for delivery (body fields: see bot/messages.py)."""

    id: int
    match_id: int | None
    kind: MessageKind
    """'channel': the match's thread (or channel); 'dm': the recipient's direct messages."""
    recipient: str | None
    body: dict[str, Any]
    attempts: int
    """Failed deliveries so far."""
    idem_key: str
    """Unique per message: a resend may carry a nonce derived from it."""
    channel: str
    """Where it goes, as a key ('dm:<user>' or 'match:<id>'): each channel's messages go out in order."""


@dataclass
class PlayerView:
    """What one user sees of a match: their table and their open decision, if any."""

    match: MatchSummary
    seat: int | None
    text: str
    decision: dict[str, Any] | None
    deadline: float | None
    locale: str = "en"
    """The language the decision's words are in (and front ends add their notes in)."""


@dataclass
class ActResult:
    match: MatchSummary
    events: list[str]
    """What the actor may read of their action and of the AI moves that followed it, in words."""
    view: PlayerView


@dataclass(frozen=True)
class DeckView:
    """A user's deck as front ends show it (bot/decks.py), in the reader's language."""

    name: str
    count: int
    """Cards in the deck."""
    legal: bool
    """Whether it may be played (chosen for a match)."""
    lines: tuple[str, ...]
    """One line per card: copies, name and type, warriors first."""
    problems: tuple[str, ...]
    """Each deck-building rule it breaks, in words; empty when legal."""
    text: str
    """The list as `/deck export` gives it: one "n Card Name" per line."""


@dataclass(frozen=True)
class CardSheet:
    """A card (or any named thing of a game) as `/card` and `python -m bot card` show it: its
    name and labelled fields (bot/lookup.py)."""

    game: str
    """The game's title."""
    name: str
    code: str | None
    """A code printed on it (Doomtrooper's collector number); None: none."""
    fields: tuple[tuple[str, str], ...]
    """(label, value) in the reader's language, its type first and its text last (a Doomtrooper
    card's text is English)."""
    rulings: tuple[tuple[str, str], ...] = ()
    """("Ruling 7", its text) for each ruling of the game's doc that names it (English, like /rules)."""
