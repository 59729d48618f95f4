"""The store as a Protocol, so another backend (PostgreSQL) can replace SQLite without touching callers."""

from collections.abc import Callable, Sequence
from typing import Protocol

from storage.records import (
    DeadlineRecord,
    DeckRecord,
    GuildChanges,
    GuildRecord,
    LogRecord,
    MatchChange,
    MatchRecord,
    MatchStatus,
    NewMatch,
    OutboxMessage,
    OutboxRecord,
    UserChanges,
    UserRecord,
)


class MatchStore(Protocol):
    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create_match(
        self, new: NewMatch, now: float, setup: Callable[[MatchRecord], MatchChange] | None = None
    ) -> MatchRecord:
        """A new match, as stored: a lobby with `new.creator` in seat 0 (`new.lobby`).

        `setup`, given that lobby, returns the change that completes it (the terminal's
        matches start at once: every seat, the state, the first messages). It runs inside the
        creating transaction, which applies its change too: the match is stored whole or not
        at all, and whatever `setup` raises leaves nothing behind. It is plain computation
        that waits for nothing (SQLite runs it on the writer's thread).
        """
        ...

    async def get_match(self, match_id: int) -> MatchRecord:
        """Raises MatchNotFound."""
        ...

    async def get_matches(self, match_ids: list[int]) -> dict[int, MatchRecord]:
        """The matches that exist among `match_ids`, read in one snapshot."""
        ...

    async def list_matches(
        self,
        *,
        user_id: str | None = None,
        channel_id: str | None = None,
        guild_id: str | None = None,
        statuses: tuple[MatchStatus, ...] = ("lobby", "active"),
        limit: int = 25,
    ) -> list[MatchRecord]:
        """Matches in these statuses, newest first: a channel's (or thread's), a user's seats,
        or both; only one server's when `guild_id` is given."""
        ...

    async def apply_change(self, change: MatchChange, now: float) -> int:
        """Commit a change atomically and return the new version.

        Raises VersionConflict if the match moved on, DuplicateInteraction for a handled interaction id.
        """
        ...

    async def apply_changes(self, changes: list[MatchChange], now: float) -> list[int | None]:
        """Changes to different matches (no interaction ids) in one transaction.

        A change whose match moved on is skipped; its entry is None, the others hold new versions.
        """
        ...

    async def interaction_seen(self, interaction_id: str) -> bool: ...
    async def action_log(self, match_id: int) -> list[LogRecord]: ...

    async def due_deadlines(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        """Deadlines due by `now`, earliest first; where processes share the store, leased to this one."""
        ...

    async def due_reminders(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        """Unsent reminders whose deadline has not passed yet."""
        ...

    async def drop_deadlines(self, deadlines: list[DeadlineRecord]) -> None:
        """Forget deadlines that no longer match their match (defensive cleanup)."""
        ...

    async def record_reminder(self, deadline: DeadlineRecord, message: OutboxMessage, now: float) -> None:
        """Mark the deadline reminded and queue the reminder, in one transaction."""
        ...

    async def undelivered_outbox(self, limit: int) -> list[OutboxRecord]:
        """The oldest `limit` messages not delivered yet, in the order they were written (due or not).

        Where several processes share the store (PostgreSQL), only those this process may
        deliver: it claims them, and a channel is left whole to the process that holds its
        oldest message.
        """
        ...

    async def watch_outbox(self, wake: Callable[[], None]) -> None:
        """Call `wake` when another process queues messages (nothing to do where one process writes)."""
        ...

    async def mark_delivered(self, outbox_ids: Sequence[int], now: float) -> None:
        """Mark a batch of messages delivered, in one transaction."""
        ...

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float | None, now: float) -> None:
        """Count a failed attempt and retry at `retry_at`; None gives the message up (it counts as done)."""
        ...

    async def prune(self, before: float, limit: int) -> int:
        """Delete up to `limit` delivered messages and `limit` interaction ids older than `before`.

        Returns how many rows went. Matches, their outcome and action log are never pruned.
        """
        ...

    async def take_send_budget(self, limit: int, period: float) -> float:
        """Take one request from the budget every process of the bot shares; returns the seconds
        to wait before sending it (0.0: now). Requests sent when told keep every process
        together under `limit` in any `period` seconds. A store that belongs to one process
        (SQLite) has no one to share with and answers 0.0: the process's own limiter is the budget.
        """
        ...

    async def release_free_pages(self, max_pages: int) -> int:
        """Return up to `max_pages` free pages to the file system; how many went."""
        ...

    async def get_user(self, user_id: str) -> UserRecord | None: ...
    async def update_user(self, user_id: str, changes: UserChanges, now: float) -> None:
        """Write `changes` to the user (created with defaults if new), leaving their other fields."""
        ...

    async def get_guild(self, guild_id: str) -> GuildRecord | None: ...
    async def update_guild(self, guild_id: str, changes: GuildChanges, now: float) -> None:
        """Write `changes` to the server (created if new), leaving its other fields."""
        ...

    async def get_deck(self, user_id: str, game: str, name: str) -> DeckRecord | None:
        """The user's deck of that name for the game (names compare without case)."""
        ...

    async def latest_deck(self, user_id: str, game: str) -> DeckRecord | None:
        """The user's deck for the game changed last (None without any)."""
        ...

    async def list_decks(self, user_id: str, game: str) -> list[DeckRecord]:
        """The user's decks for the game, by name."""
        ...

    async def put_deck(self, deck: DeckRecord, now: float) -> None:
        """Create or replace the user's deck of that name (its name's case follows `deck`)."""
        ...

    async def delete_deck(self, user_id: str, game: str, name: str) -> bool:
        """Forget the user's deck of that name; whether there was one."""
        ...

    async def answered(self, match_id: int, seat: int, decision_id: str) -> bool:
        """Whether `seat`'s player answered decision `decision_id` of the match themselves
        (not a deadline's default, not the AI)."""
        ...

    async def counts(self) -> dict[str, int]: ...
