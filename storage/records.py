"""Plain records the store reads and writes. No game logic here."""

from typing import Any, Literal, TypedDict

from pydantic import BaseModel, field_validator

MatchStatus = Literal["lobby", "active", "finished", "cancelled"]
ActionSource = Literal["player", "ai", "deadline"]


class SeatRecord(BaseModel):
    seat: int
    user_id: str | None
    name: str
    is_ai: bool = False
    misses: int = 0
    deck: str | None = None
    """The deck the player chose when joining (a saved deck's name or a preconstructed one)."""


class DeadlineRecord(BaseModel):
    match_id: int
    seat: int
    decision_id: str
    due_at: float
    remind_at: float | None
    reminded: bool = False

    @field_validator("due_at", "remind_at")
    @classmethod
    def _to_the_millisecond(cls, value: float | None) -> float | None:
        # Millisecond times survive SQLite's 15-digit JSON numbers exactly (get_match reads them so).
        return None if value is None else round(value, 3)


class MatchRecord(BaseModel):
    id: int
    game: str
    status: MatchStatus
    options: dict[str, Any]
    settings: dict[str, Any]
    seed: int
    state: str | None
    outcome: dict[str, Any] | None
    version: int
    creator_id: str
    guild_id: str | None
    channel_id: str | None
    thread_id: str | None
    created_at: float
    updated_at: float
    seats: list[SeatRecord]
    deadlines: list[DeadlineRecord] = []

    def seat_of(self, user_id: str) -> SeatRecord | None:
        return next((s for s in self.seats if s.user_id == user_id), None)


class NewMatch(BaseModel):
    game: str
    options: dict[str, Any]
    settings: dict[str, Any]
    seed: int
    creator: SeatRecord
    guild_id: str | None = None
    channel_id: str | None = None

    def lobby(self, match_id: int, now: float) -> "MatchRecord":
        """The match as `create_match` stores it: a lobby at version 0, the creator in seat 0."""
        return MatchRecord(
            id=match_id,
            game=self.game,
            status="lobby",
            options=self.options,
            settings=self.settings,
            seed=self.seed,
            state=None,
            outcome=None,
            version=0,
            creator_id=self.creator.user_id or "",
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            thread_id=None,
            created_at=now,
            updated_at=now,
            seats=[self.creator],
        )


class LogRecord(BaseModel):
    seq: int
    seat: int
    action: str
    source: ActionSource
    created_at: float
    decision_id: str | None = None
    """The decision the action answered (None in logs written before it was kept)."""


class UserRecord(BaseModel):
    """What the bot knows of a Discord user across matches."""

    user_id: str
    dms_closed: bool = False
    welcomed: bool = False
    dm_failures: int = 0
    """DMs refused in a row; the back-off before the next try doubles with each."""
    dm_retry_at: float | None = None
    """When a DM is tried again although they were closed (None: not while closed)."""
    locale: str | None = None
    """The client language of their last interaction (one of bot.wording.LOCALES)."""
    language: str | None = None
    """The language they chose (/settings language); None follows `locale`."""


class UserChanges(TypedDict, total=False):
    """Some fields of a user, written alone: concurrent writers of other fields (the DM state,
    the client's language, a chosen language) never overwrite each other's."""

    dms_closed: bool
    welcomed: bool
    dm_failures: int
    dm_retry_at: float | None
    locale: str | None
    language: str | None


class GuildRecord(BaseModel):
    """What the bot knows of a Discord server: the language of its match threads."""

    guild_id: str
    locale: str | None = None
    """The server's preferred locale, as its interactions report it."""
    language: str | None = None
    """The language a manager chose for its threads; None follows `locale`."""


class GuildChanges(TypedDict, total=False):
    """Some fields of a server, written alone (see UserChanges)."""

    locale: str | None
    language: str | None


class OutboxMessage(BaseModel):
    """A message to deliver. `body` holds text and optional decision/view data."""

    idem_key: str
    kind: Literal["channel", "dm"]
    recipient: str | None
    body: dict[str, Any]


class OutboxRecord(OutboxMessage):
    id: int
    match_id: int | None
    attempts: int
    created_at: float
    next_attempt_at: float


class MatchChange(BaseModel):
    """Everything one accepted change writes, in one transaction.

    The match row is compare-and-set on `expected_version`; it becomes expected_version + 1.
    """

    match_id: int
    expected_version: int
    status: MatchStatus
    state: str | None
    outcome: dict[str, Any] | None = None
    seats: list[SeatRecord] | None = None
    """When given, replaces the match's seats."""
    log: list[LogRecord] = []
    deadlines: list[DeadlineRecord] | None = None
    """When given, replaces the match's deadlines (an empty list clears them)."""
    outbox: list[OutboxMessage] = []
    interaction_id: str | None = None
    thread_id: str | None = None
    settings: dict[str, Any] | None = None
    options: dict[str, Any] | None = None
    """When given, replaces the match's options (the decks chosen are frozen into them at the start)."""


class DeckRecord(BaseModel):
    """A user's own deck for a game: its name and its cards (card code -> copies, in the order added)."""

    user_id: str
    game: str
    name: str
    cards: dict[str, int]
    created_at: float = 0.0
    updated_at: float = 0.0
