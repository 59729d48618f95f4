"""Moving over: copy an SQLite database into an empty PostgreSQL one (`python -m bot migrate`).

Every row goes: matches with their ids, seats, action logs, deadlines, every outbox message
(delivered or not, so idempotency keys and retention carry over), handled interaction ids,
users and servers. The source is first brought up to the current migrations, then read in
one snapshot, in chunks; the target is written in one transaction (COPY), so a failed copy
leaves it empty. Then each table's rows are counted on both sides. A target that holds anything is
refused: running the copy twice never mixes two databases.
"""

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg

from storage.errors import StoreError
from storage.postgres import PostgresStore, channel_of
from storage.sqlite import SqliteStore

TABLES: dict[str, tuple[str, ...]] = {
    "matches": (
        "id",
        "game",
        "status",
        "options",
        "settings",
        "seed",
        "state",
        "outcome",
        "version",
        "creator_id",
        "guild_id",
        "channel_id",
        "thread_id",
        "created_at",
        "updated_at",
    ),
    "seats": ("match_id", "seat", "user_id", "name", "is_ai", "misses", "deck"),
    "action_log": ("match_id", "seq", "seat", "action", "source", "created_at", "decision_id"),
    "deadlines": ("match_id", "seat", "decision_id", "due_at", "remind_at", "reminded"),
    "outbox": (
        "id",
        "match_id",
        "idem_key",
        "kind",
        "recipient",
        "body",
        "created_at",
        "attempts",
        "next_attempt_at",
        "delivered_at",
        "failed",
    ),
    "interactions": ("interaction_id", "match_id", "created_at"),
    "users": (
        "user_id",
        "dms_closed",
        "welcomed",
        "dm_failures",
        "dm_retry_at",
        "locale",
        "language",
        "updated_at",
    ),
    "guilds": ("guild_id", "locale", "language", "updated_at"),
    "decks": ("id", "user_id", "game", "name", "name_key", "cards", "created_at", "updated_at"),
}
"""Every table and column copied, in an order that keeps foreign keys satisfied."""

BOOLEANS = {("seats", "is_ai"), ("deadlines", "reminded"), ("users", "dms_closed"), ("users", "welcomed")}
ORDER = {"deadlines": "rowid", "outbox": "id", "matches": "id", "decks": "id"}
CHUNK = 20_000
"""Rows read and copied at a time: memory stays flat however large the source."""
"""Rows read in this order (deadlines in rowid order, which the target's ordinal keeps)."""


class TargetNotEmpty(StoreError):
    pass


class CopyMismatch(StoreError):
    pass


async def copy_database(source: Path, target_url: str) -> dict[str, int]:
    """Copy the SQLite database at `source` into the empty PostgreSQL database at `target_url`.

    Returns the rows copied per table, each checked against the source's count.
    """
    async with SqliteStore(source):
        pass  # brings the source up to the current migrations
    async with PostgresStore(target_url, pool_size=1):
        pass  # brings the target up to the current migrations
    conn = await asyncpg.connect(target_url)
    source_conn = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
    expected: dict[str, int] = {}
    try:
        source_conn.execute("BEGIN")  # one snapshot of the source for every table
        async with conn.transaction():
            # Locked before the check: two copies started at once cannot both find it empty.
            await conn.execute(f"LOCK TABLE {', '.join(TABLES)} IN EXCLUSIVE MODE")
            held = await _rows(conn)
            if any(held.values()):
                what = ", ".join(f"{count} {table}" for table, count in held.items() if count)
                raise TargetNotEmpty(f"the target database is not empty ({what}); migrate only into an empty one")
            for table in TABLES:
                expected[table] = 0
                for chunk in _read(source_conn, table):
                    await conn.copy_records_to_table(table, records=chunk, columns=_target_columns(table))
                    expected[table] += len(chunk)
            for table in ("matches", "outbox", "decks"):
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                )
        copied = await _rows(conn)
    finally:
        source_conn.close()
        await conn.close()
    if copied != expected:
        raise CopyMismatch(f"the copy does not match its source: {copied} rows, expected {expected}")
    return copied


async def _rows(conn: Any) -> dict[str, int]:
    counts = {}
    for table in TABLES:
        counts[table] = int(await conn.fetchval(f"SELECT COUNT(*) FROM {table}"))
    return counts


def _target_columns(table: str) -> list[str]:
    return [*TABLES[table], "channel"] if table == "outbox" else list(TABLES[table])


def _read(conn: sqlite3.Connection, table: str) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of `table` in chunks of CHUNK, as the target's columns want them."""
    columns = TABLES[table]
    order = f" ORDER BY {ORDER[table]}" if table in ORDER else ""
    cursor = conn.execute(f"SELECT {', '.join(columns)} FROM {table}{order}")
    flags = {i for i, column in enumerate(columns) if (table, column) in BOOLEANS}
    if table == "outbox":
        kind, recipient, match = (columns.index(c) for c in ("kind", "recipient", "match_id"))
    while rows := cursor.fetchmany(CHUNK):
        chunk: list[tuple[Any, ...]] = [
            tuple(bool(v) if i in flags else v for i, v in enumerate(_floats(columns, row))) for row in rows
        ]
        if table == "outbox":
            chunk = [(*r, channel_of(r[kind], r[recipient], r[match])) for r in chunk]
        yield chunk


_FLOATS = {"created_at", "updated_at", "due_at", "remind_at", "next_attempt_at", "delivered_at", "dm_retry_at"}


def _floats(columns: tuple[str, ...], row: tuple[Any, ...]) -> tuple[Any, ...]:
    """SQLite keeps a time written as a whole number as an integer; PostgreSQL's COPY wants a float."""
    return tuple(float(v) if columns[i] in _FLOATS and isinstance(v, int) else v for i, v in enumerate(row))
