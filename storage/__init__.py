"""Persistence: the MatchStore protocol, its SQLite and PostgreSQL implementations, and schema migrations."""

from storage.errors import DuplicateInteraction, MatchNotFound, StoreError, StoreUnavailable, VersionConflict
from storage.postgres import PostgresStore
from storage.protocol import MatchStore
from storage.records import (
    DeadlineRecord,
    DeckRecord,
    GuildChanges,
    GuildRecord,
    LogRecord,
    MatchChange,
    MatchRecord,
    NewMatch,
    OutboxMessage,
    OutboxRecord,
    SeatRecord,
    UserChanges,
    UserRecord,
)
from storage.sqlite import SqliteStore

__all__ = [
    "DeadlineRecord",
    "DeckRecord",
    "DuplicateInteraction",
    "GuildChanges",
    "GuildRecord",
    "LogRecord",
    "MatchChange",
    "MatchNotFound",
    "MatchRecord",
    "MatchStore",
    "NewMatch",
    "OutboxMessage",
    "OutboxRecord",
    "PostgresStore",
    "SeatRecord",
    "SqliteStore",
    "StoreError",
    "StoreUnavailable",
    "UserChanges",
    "UserRecord",
    "VersionConflict",
]
