"""The embedded default store: SQLite in WAL mode, one writer, a few readers.

All writes go through one connection on its own thread (storage/writer.py): each write is
a function run whole there, and writes queued together share one transaction and one
commit. Reads run on other connections, each on a thread of its own (storage/pool.py): a
read statement left open on the writer would pin an old WAL snapshot, and the next BEGIN
IMMEDIATE on it fails at once (SQLITE_BUSY_SNAPSHOT) after another process commits. BEGIN
IMMEDIATE makes a second process queue on busy_timeout. WAL checkpoints run in the
background on a connection of their own.

A read is one function run whole on one reader connection: one statement, or several in
one snapshot transaction that always ends before the connection serves the next read. No
two reads ever interleave statements on one connection, or some statement would always be
open, the snapshot would never end and every reader would see a frozen database.
"""

import asyncio
import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

from storage.errors import DuplicateInteraction, MatchNotFound, StoreUnavailable, VersionConflict
from storage.integrity import check_at_open
from storage.migrate import ensure_incremental_vacuum, migrate
from storage.pool import Pool
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
    SeatRecord,
    UserChanges,
    UserRecord,
)
from storage.rows import DECK_COLUMNS, GUILD_FIELDS, USER_FIELDS, deck_cards, deck_from_row, name_key, upsert
from storage.writer import Writer

log = logging.getLogger(__name__)

_MATCH_COLUMNS = (
    "id, game, status, options, settings, seed, state, outcome, version, creator_id, "
    "guild_id, channel_id, thread_id, created_at, updated_at"
)


_GET_MATCHES = (
    f"SELECT {_MATCH_COLUMNS}, "
    "(SELECT json_group_array(json_array(seat, user_id, name, is_ai, misses, deck)) FROM seats "
    "WHERE match_id = matches.id), "
    "(SELECT json_group_array(json_array(seat, decision_id, due_at, remind_at, reminded)) "
    "FROM deadlines WHERE match_id = matches.id) "
    "FROM matches WHERE id IN"
)


CHECKPOINT_EVERY = 200
"""Writes between background WAL checkpoints (a WAL of a few hundred small commits)."""

CHECKPOINT_TAIL = 16
"""WAL frames a checkpoint pass may have copied and still be followed by another pass on the
checkpoint connection rather than the writer's final one (see `_checkpoint`)."""

CHECKPOINT_PASSES = 8
"""Passes on the checkpoint connection at most, before the writer's final one."""

READERS = 2
"""Reader connections: reads run side by side, each on its own thread."""

T = TypeVar("T")


def _update_match(conn: sqlite3.Connection, change: MatchChange, now: float) -> int:
    """The compare-and-set of the match row; returns how many rows it changed (0 or 1).

    A column named in an UPDATE rewrites every index holding it, changed or not: status,
    thread and settings are set only when they change, so a move writes no index page of
    the matches table (three fewer pages in the WAL and in each checkpoint).
    """
    columns = ["state = ?", "outcome = ?", "version = version + 1", "updated_at = ?"]
    params: list[Any] = [change.state, json.dumps(change.outcome) if change.outcome is not None else None, now]
    if change.thread_id is not None:
        columns.append("thread_id = ?")
        params.append(change.thread_id)
    if change.settings is not None:
        columns.append("settings = ?")
        params.append(json.dumps(change.settings))
    if change.options is not None:
        columns.append("options = ?")
        params.append(json.dumps(change.options))
    sql = f"UPDATE matches SET {', '.join(columns)} WHERE id = ? AND version = ?"
    if not conn.execute(sql, (*params, change.match_id, change.expected_version)).rowcount:
        return 0
    conn.execute(
        "UPDATE matches SET status = ? WHERE id = ? AND status <> ?", (change.status, change.match_id, change.status)
    )
    return 1


Synchronous = Literal["NORMAL", "FULL"]
SYNCHRONOUS: Synchronous = "FULL"
"""FULL fsyncs the WAL at every commit, so an acknowledged move survives a power cut of the
host too; writes queued together share the fsync (storage/writer.py). NORMAL survives any
crash of the bot (tests/reliability kills it at random points) but may roll back the last
commits on a power cut. Measured both ways in docs/performance.md; admins choose with
BOTWAR_DB_SYNC."""


class SqliteStore:
    def __init__(
        self, path: str | Path, *, synchronous: Synchronous | None = None, busy_timeout_ms: int = 5000
    ) -> None:
        self.path = Path(path)
        self._synchronous = synchronous or SYNCHRONOUS  # read at call time: benchmarks switch it
        self._busy_timeout_ms = busy_timeout_ms
        self._writer: Writer | None = None
        self._readers: Pool | None = None
        self._checkpointer: Pool | None = None
        self._writes_since_checkpoint = 0
        self._checkpoint_task: asyncio.Task[None] | None = None

    # -- lifecycle -------------------------------------------------------------------------

    async def open(self) -> None:
        if self.path.parent and not self.path.parent.exists():
            raise StoreUnavailable(f"the folder for the database, {self.path.parent}, does not exist")
        writer = Writer(self._connect_writer, guard=self._check_file)
        await writer.start()
        self._writer = writer
        readers = Pool(self._connect_reader, READERS, "botwar-sqlite-reader")
        await readers.start()
        self._readers = readers
        checkpointer = Pool(self._connect, 1, "botwar-sqlite-checkpoint")
        await checkpointer.start()
        self._checkpointer = checkpointer

    def _connect_writer(self) -> sqlite3.Connection:
        """Runs on the writer's thread: the connection lives and dies there."""
        conn = sqlite3.connect(self.path, isolation_level=None)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
            check_at_open(conn, self.path)
        except BaseException:
            conn.close()
            raise
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(f"PRAGMA synchronous = {self._synchronous}")
        conn.execute("PRAGMA foreign_keys = ON")
        # Checkpoints run on their own connection (see _after_write), not inside a commit.
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        migrate(conn)
        ensure_incremental_vacuum(conn)
        return conn

    def _connect(self) -> sqlite3.Connection:
        """Runs on the connection's own thread (storage/pool.py)."""
        conn = sqlite3.connect(self.path, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
        return conn

    def _connect_reader(self) -> sqlite3.Connection:
        conn = self._connect()
        conn.execute("PRAGMA query_only = ON")
        return conn

    def _check_file(self) -> None:
        """Run by the writer before each transaction. Reads need no check: an unlinked file
        still reads as it was, but SQLite would go on writing to it and lose everything at exit."""
        if not self.path.exists():
            raise StoreUnavailable(
                f"the database file {self.path} was deleted; restore it from a backup or restart to start afresh"
            )

    async def __aenter__(self) -> "SqliteStore":
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        if self._checkpoint_task is not None:
            await self._checkpoint_task
        for pool in (self._checkpointer, self._readers):
            if pool is not None:
                await pool.close()
        if self._writer is not None:
            await self._writer.close()
        self._writer = None
        self._readers = self._checkpointer = None
        self._checkpoint_task = None

    @property
    def commits(self) -> int:
        """Write transactions committed since open; fewer than writes when they were grouped."""
        return self._writer.commits if self._writer is not None else 0

    @property
    def writes(self) -> int:
        """Writes committed since open."""
        return self._writer.writes if self._writer is not None else 0

    async def durability(self) -> Synchronous:
        """The writer's synchronous setting as SQLite reports it."""
        level = await self._checked(self._writer).call(lambda conn: conn.execute("PRAGMA synchronous").fetchall()[0][0])
        return "FULL" if int(level) >= 2 else "NORMAL"

    async def trace_statements(self, callback: Callable[[str], None] | None) -> None:
        """Call `callback` with every SQL statement the store runs (values filled in); None stops it.

        For operators chasing a slow query, and for the test that checks every statement's plan.
        The writer's statements are reported from its own thread.
        """
        await self._checked(self._writer).call(lambda conn: conn.set_trace_callback(callback))
        for pool in (self._readers, self._checkpointer):
            self._checked(pool).trace(callback)

    def _after_write(self) -> None:
        """Start a background WAL checkpoint every CHECKPOINT_EVERY writes.

        SQLite's automatic checkpoint runs inside the commit that crosses its threshold and
        turned a 0.5 ms commit into 10 ms at p99. PASSIVE never blocks writers or readers.
        """
        self._writes_since_checkpoint += 1
        if self._writes_since_checkpoint < CHECKPOINT_EVERY or self._checkpoint_task is not None:
            return
        self._writes_since_checkpoint = 0
        self._checkpoint_task = asyncio.create_task(self._checkpoint())

    async def _checkpoint(self) -> None:
        # Passes on the checkpoint connection copy the WAL into the database beside the
        # writes, each one what was added during the one before, until a pass finds little
        # to copy. Then one pass on the writer's thread, between two transactions, copies the
        # rest, so the checkpoint completes and the next commit starts the WAL afresh instead
        # of growing it forever under steady load. Each pass that copies fsyncs the database
        # file, for as long as the pages it wrote take: the writer's pass has only a few.
        try:
            if self._checkpointer is not None and self._writer is not None:
                copied = None
                for _ in range(CHECKPOINT_PASSES):
                    _, _, done = await self._checkpointer.run(_passive_checkpoint)
                    if copied is not None and done - copied <= CHECKPOINT_TAIL:
                        break
                    copied = done
                await self._writer.call(_passive_checkpoint)
        except sqlite3.Error as error:
            log.warning("WAL checkpoint failed (%s); the next one tries again", error)
        finally:
            self._checkpoint_task = None

    async def _query(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        """One read statement (a consistent snapshot by itself)."""
        return await self._checked(self._readers).run(lambda conn: conn.execute(sql, tuple(params)).fetchall())

    async def _read(self, run: Callable[[sqlite3.Connection], T]) -> T:
        """`run`'s statements in one snapshot, closed before its connection serves another read."""

        def in_snapshot(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN")
            try:
                return run(conn)
            finally:
                conn.execute("COMMIT")

        return await self._checked(self._readers).run(in_snapshot)

    def _checked(self, part: T | None) -> T:
        if part is None:
            raise StoreUnavailable("the store is not open")
        return part

    async def _write(self, run: Callable[[sqlite3.Connection], T]) -> T:
        """Run `run` in a write transaction (see storage/writer.py); all of it commits or none."""
        result = await self._checked(self._writer).write(run)
        self._after_write()
        return result

    # -- matches ---------------------------------------------------------------------------

    async def create_match(
        self, new: NewMatch, now: float, setup: Callable[[MatchRecord], MatchChange] | None = None
    ) -> MatchRecord:
        def insert(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO matches (game, status, options, settings, seed, creator_id, guild_id, "
                "channel_id, created_at, updated_at) VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    new.game,
                    json.dumps(new.options),
                    json.dumps(new.settings),
                    new.seed,
                    new.creator.user_id,
                    new.guild_id,
                    new.channel_id,
                    now,
                    now,
                ),
            )
            match_id = cursor.lastrowid
            assert match_id is not None
            _insert_seats(conn, match_id, [new.creator])
            if setup is not None:
                _apply_change(conn, setup(new.lobby(match_id, now)), now)
            return match_id

        return await self.get_match(await self._write(insert))

    async def get_match(self, match_id: int) -> MatchRecord:
        found = await self.get_matches([match_id])
        if match_id not in found:
            raise MatchNotFound(match_id)
        return found[match_id]

    async def get_matches(self, match_ids: list[int]) -> dict[int, MatchRecord]:
        if not match_ids:
            return {}
        # One statement (seats and deadlines as JSON subqueries): one snapshot and one trip
        # to the database thread, which is most of the cost of a read.
        marks = ", ".join("?" for _ in match_ids)
        rows = await self._query(f"{_GET_MATCHES} ({marks})", match_ids)
        found = {}
        for row in rows:
            seats = [
                SeatRecord(seat=s[0], user_id=s[1], name=s[2], is_ai=bool(s[3]), misses=s[4], deck=s[5])
                for s in sorted(json.loads(row[-2]))
            ]
            record = _match_from_row(row, seats)
            record.deadlines = [
                DeadlineRecord(
                    match_id=record.id, seat=d[0], decision_id=d[1], due_at=d[2], remind_at=d[3], reminded=bool(d[4])
                )
                for d in sorted(json.loads(row[-1]))
            ]
            found[record.id] = record
        return found

    async def list_matches(
        self,
        *,
        user_id: str | None = None,
        channel_id: str | None = None,
        guild_id: str | None = None,
        statuses: tuple[MatchStatus, ...] = ("lobby", "active"),
        limit: int = 25,
    ) -> list[MatchRecord]:
        # Each arm is one index lookup (status, then channel, thread or the user's seats), so
        # the cost follows the channel's or the user's own matches, never all stored matches.
        # An OR of channel and thread would defeat both indexes.
        status_in = f"status IN ({', '.join('?' for _ in statuses)})"
        arms: list[tuple[str, list[Any]]] = []
        if channel_id is not None:
            arms.append((f"channel_id = ? AND {status_in}", [channel_id, *statuses]))
            arms.append((f"thread_id = ? AND {status_in}", [channel_id, *statuses]))
        else:
            arms.append((status_in, list(statuses)))
        if user_id is not None:
            mine = "id IN (SELECT match_id FROM seats WHERE user_id = ?)"
            arms = [(f"{where} AND {mine}", [*params, user_id]) for where, params in arms]
        if guild_id is not None:  # a filter on the rows each arm found, not an arm of its own
            arms = [(f"{where} AND guild_id = ?", [*params, guild_id]) for where, params in arms]
        sql = " UNION ".join(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE {where}" for where, _ in arms)
        params = [value for _, arm_params in arms for value in arm_params]

        def read(conn: sqlite3.Connection) -> tuple[list[Any], list[Any]]:
            rows = conn.execute(f"{sql} ORDER BY id DESC LIMIT ?", (*params, limit)).fetchall()
            return rows, _seat_rows(conn, [int(r[0]) for r in rows])

        rows, seat_rows = await self._read(read)
        seats: dict[int, list[SeatRecord]] = {}
        for r in seat_rows:
            seats.setdefault(int(r[0]), []).append(
                SeatRecord(seat=r[1], user_id=r[2], name=r[3], is_ai=bool(r[4]), misses=r[5], deck=r[6])
            )
        return [_match_from_row(r, seats.get(int(r[0]), [])) for r in rows]

    async def apply_change(self, change: MatchChange, now: float) -> int:
        return await self._write(lambda conn: _apply_change(conn, change, now))

    async def apply_changes(self, changes: list[MatchChange], now: float) -> list[int | None]:
        if len({c.match_id for c in changes}) != len(changes):
            raise ValueError("a batch holds at most one change per match")
        if any(c.interaction_id is not None for c in changes):
            raise ValueError("interaction ids are checked one change at a time (apply_change)")

        def apply_all(conn: sqlite3.Connection) -> list[int | None]:
            versions: list[int | None] = []
            for change in changes:
                try:
                    # The match row is the first thing written: a skipped change wrote nothing.
                    versions.append(_apply_change(conn, change, now))
                except (VersionConflict, MatchNotFound):
                    versions.append(None)
            return versions

        return await self._write(apply_all) if changes else []

    async def drop_deadlines(self, deadlines: list[DeadlineRecord]) -> None:
        await self._write(
            _statements(
                "DELETE FROM deadlines WHERE match_id = ? AND seat = ? AND decision_id = ?",
                [(d.match_id, d.seat, d.decision_id) for d in deadlines],
            )
        )

    async def interaction_seen(self, interaction_id: str) -> bool:
        rows = await self._query("SELECT 1 FROM interactions WHERE interaction_id = ?", (interaction_id,))
        return bool(rows)

    async def action_log(self, match_id: int) -> list[LogRecord]:
        rows = await self._query(
            "SELECT seq, seat, action, source, created_at, decision_id FROM action_log WHERE match_id = ? ORDER BY seq",
            (match_id,),
        )
        return [
            LogRecord(seq=r[0], seat=r[1], action=r[2], source=r[3], created_at=r[4], decision_id=r[5]) for r in rows
        ]

    # -- deadlines -------------------------------------------------------------------------

    async def due_deadlines(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        return await self._deadlines("due_at <= ? ORDER BY due_at", (now,), limit)

    async def due_reminders(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        # A reminder whose deadline has passed too is pointless: the default is played instead.
        return await self._deadlines(
            "reminded = 0 AND remind_at <= ? AND due_at > ? ORDER BY remind_at", (now, now), limit
        )

    async def record_reminder(self, deadline: DeadlineRecord, message: OutboxMessage, now: float) -> None:
        def remind(conn: sqlite3.Connection) -> None:
            cursor = conn.execute(
                "UPDATE deadlines SET reminded = 1 WHERE match_id = ? AND seat = ? AND decision_id = ? "
                "AND reminded = 0",
                (deadline.match_id, deadline.seat, deadline.decision_id),
            )
            if cursor.rowcount:
                _insert_outbox(conn, deadline.match_id, [message], now)

        await self._write(remind)

    # -- outbox ----------------------------------------------------------------------------

    async def undelivered_outbox(self, limit: int) -> list[OutboxRecord]:
        # The partial index holds undelivered rows only: the cost follows the backlog, not
        # the table (delivered rows stay until pruned).
        rows = await self._query(
            "SELECT id, match_id, idem_key, kind, recipient, body, attempts, created_at, next_attempt_at "
            "FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT ?",
            (limit,),
        )
        return [
            OutboxRecord(
                id=r[0],
                match_id=r[1],
                idem_key=r[2],
                kind=r[3],
                recipient=r[4],
                body=json.loads(r[5]),
                attempts=r[6],
                created_at=r[7],
                next_attempt_at=r[8],
            )
            for r in rows
        ]

    async def watch_outbox(self, wake: Callable[[], None]) -> None:
        """Nothing to watch: one process writes an SQLite store, and it wakes its own dispatcher."""

    async def mark_delivered(self, outbox_ids: Sequence[int], now: float) -> None:
        if outbox_ids:
            await self._write(
                _statements("UPDATE outbox SET delivered_at = ? WHERE id = ?", [(now, i) for i in outbox_ids])
            )

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float | None, now: float) -> None:
        # Given up (retry_at None), the row counts as done: it leaves the backlog, keeps its
        # error for operators and is pruned with the delivered rows.
        await self._write(
            _statements(
                "UPDATE outbox SET attempts = attempts + 1, failed = ?, "
                "next_attempt_at = COALESCE(?, next_attempt_at), delivered_at = CASE WHEN ? IS NULL THEN ? END "
                "WHERE id = ?",
                [(error[:500], retry_at, retry_at, now, outbox_id)],
            )
        )

    # -- retention -------------------------------------------------------------------------

    async def prune(self, before: float, limit: int) -> int:
        """Delete up to `limit` delivered outbox rows and `limit` interaction ids older than `before`."""

        def delete(conn: sqlite3.Connection) -> int:
            outbox = conn.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE delivered_at < ? "
                "ORDER BY delivered_at LIMIT ?)",
                (before, limit),
            ).rowcount
            interactions = conn.execute(
                "DELETE FROM interactions WHERE rowid IN (SELECT rowid FROM interactions WHERE created_at < ? "
                "ORDER BY created_at LIMIT ?)",
                (before, limit),
            ).rowcount
            return int(outbox) + int(interactions)

        return await self._write(delete)

    async def take_send_budget(self, limit: int, period: float) -> float:
        return 0.0  # one process: its own rate limiter (bot/ratelimit.py) is the whole budget

    async def release_free_pages(self, max_pages: int) -> int:
        """Give up to `max_pages` free pages back to the file system (incremental vacuum); returns how many."""

        def vacuum(conn: sqlite3.Connection) -> int:
            free = int(conn.execute("PRAGMA freelist_count").fetchone()[0])
            # execute() would take one step, freeing one page; a script runs the pragma to the end.
            conn.executescript(f"PRAGMA incremental_vacuum({int(max_pages)});")
            return free - int(conn.execute("PRAGMA freelist_count").fetchone()[0])

        return await self._checked(self._writer).call(vacuum)

    # -- users -----------------------------------------------------------------------------

    async def get_user(self, user_id: str) -> UserRecord | None:
        rows = await self._query(
            "SELECT dms_closed, welcomed, dm_failures, dm_retry_at, locale, language FROM users WHERE user_id = ?",
            (user_id,),
        )
        if not rows:
            return None
        closed, welcomed, failures, retry_at, locale, language = rows[0]
        return UserRecord(
            user_id=user_id,
            dms_closed=bool(closed),
            welcomed=bool(welcomed),
            dm_failures=failures,
            dm_retry_at=retry_at,
            locale=locale,
            language=language,
        )

    async def update_user(self, user_id: str, changes: UserChanges, now: float) -> None:
        await self._write(_upsert("users", "user_id", user_id, dict(changes), USER_FIELDS, now))

    async def get_guild(self, guild_id: str) -> GuildRecord | None:
        rows = await self._query("SELECT locale, language FROM guilds WHERE guild_id = ?", (guild_id,))
        return GuildRecord(guild_id=guild_id, locale=rows[0][0], language=rows[0][1]) if rows else None

    async def update_guild(self, guild_id: str, changes: GuildChanges, now: float) -> None:
        await self._write(_upsert("guilds", "guild_id", guild_id, dict(changes), GUILD_FIELDS, now))

    # -- decks -----------------------------------------------------------------------------

    async def get_deck(self, user_id: str, game: str, name: str) -> DeckRecord | None:
        rows = await self._query(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = ? AND game = ? AND name_key = ?",
            (user_id, game, name_key(name)),
        )
        return deck_from_row(rows[0]) if rows else None

    async def latest_deck(self, user_id: str, game: str) -> DeckRecord | None:
        rows = await self._query(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = ? AND game = ? ORDER BY updated_at DESC, id DESC "
            "LIMIT 1",
            (user_id, game),
        )
        return deck_from_row(rows[0]) if rows else None

    async def list_decks(self, user_id: str, game: str) -> list[DeckRecord]:
        rows = await self._query(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = ? AND game = ? ORDER BY name_key",
            (user_id, game),
        )
        return [deck_from_row(r) for r in rows]

    async def put_deck(self, deck: DeckRecord, now: float) -> None:
        await self._write(
            _statements(
                "INSERT INTO decks (user_id, game, name, name_key, cards, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, game, name_key) DO UPDATE SET "
                "name = excluded.name, cards = excluded.cards, updated_at = excluded.updated_at",
                [
                    (
                        deck.user_id,
                        deck.game,
                        deck.name,
                        name_key(deck.name),
                        deck_cards(deck),
                        now,
                        now,
                    )
                ],
            )
        )

    async def delete_deck(self, user_id: str, game: str, name: str) -> bool:
        def delete(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "DELETE FROM decks WHERE user_id = ? AND game = ? AND name_key = ?", (user_id, game, name_key(name))
            )
            return bool(cursor.rowcount)

        return await self._write(delete)

    async def answered(self, match_id: int, seat: int, decision_id: str) -> bool:
        rows = await self._query(
            "SELECT 1 FROM action_log "
            "WHERE match_id = ? AND seat = ? AND decision_id = ? AND source = 'player' LIMIT 1",
            (match_id, seat, decision_id),
        )
        return bool(rows)

    async def counts(self) -> dict[str, int]:
        # Only what index lookups answer: open matches, the backlog and the deadlines, never
        # a count over every stored match (MAX(id) is how many were ever created).
        def read(conn: sqlite3.Connection) -> dict[str, int]:
            result: dict[str, int] = {"matches_lobby": 0, "matches_active": 0}
            for status, count in conn.execute(
                "SELECT status, COUNT(*) FROM matches WHERE status IN ('lobby', 'active') GROUP BY status"
            ):
                result[f"matches_{status}"] = int(count)
            result["matches_created"] = int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM matches").fetchone()[0])
            outbox = conn.execute("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL").fetchone()
            result["outbox_pending"] = int(outbox[0])
            result["deadlines"] = int(conn.execute("SELECT COUNT(*) FROM deadlines").fetchone()[0])
            return result

        return await self._read(read)

    # -- read helpers ----------------------------------------------------------------------

    async def _deadlines(self, condition: str, params: tuple[float, ...], limit: int) -> list[DeadlineRecord]:
        rows = await self._query(
            f"SELECT match_id, seat, decision_id, due_at, remind_at, reminded FROM deadlines WHERE {condition} LIMIT ?",
            (*params, limit),
        )
        return [
            DeadlineRecord(match_id=r[0], seat=r[1], decision_id=r[2], due_at=r[3], remind_at=r[4], reminded=bool(r[5]))
            for r in rows
        ]


# -- reads: functions run on a reader's thread ---------------------------------------------


def _seat_rows(conn: sqlite3.Connection, match_ids: list[int]) -> list[Any]:
    if not match_ids:
        return []
    marks = ", ".join("?" for _ in match_ids)
    return conn.execute(
        f"SELECT match_id, seat, user_id, name, is_ai, misses, deck FROM seats WHERE match_id IN ({marks}) "
        "ORDER BY match_id, seat",
        match_ids,
    ).fetchall()


def _passive_checkpoint(conn: sqlite3.Connection) -> tuple[int, int, int]:
    """(busy, frames in the WAL, frames copied into the database so far)."""
    busy, frames, copied = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    return int(busy), int(frames), int(copied)


# -- writes: functions run on the writer's thread, inside its transaction ----------------


def _apply_change(conn: sqlite3.Connection, change: MatchChange, now: float) -> int:
    """Everything one change writes; returns the match's new version."""
    if change.interaction_id is not None:
        cursor = conn.execute(
            "INSERT OR IGNORE INTO interactions (interaction_id, match_id, created_at) VALUES (?, ?, ?)",
            (change.interaction_id, change.match_id, now),
        )
        if cursor.rowcount == 0:
            raise DuplicateInteraction()
    if not _update_match(conn, change, now):
        if conn.execute("SELECT 1 FROM matches WHERE id = ?", (change.match_id,)).fetchone() is None:
            raise MatchNotFound(change.match_id)
        raise VersionConflict()
    if change.seats is not None:
        conn.execute("DELETE FROM seats WHERE match_id = ?", (change.match_id,))
        _insert_seats(conn, change.match_id, change.seats)
    if change.log:
        conn.executemany(
            "INSERT INTO action_log (match_id, seq, seat, action, source, created_at, decision_id) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(change.match_id, e.seq, e.seat, e.action, e.source, e.created_at, e.decision_id) for e in change.log],
        )
    if change.deadlines is not None:
        # Deleted and inserted again, not updated in place: a rewritten deadline takes a new
        # rowid, so among deadlines due at the same time it comes after those not yet handled.
        conn.execute("DELETE FROM deadlines WHERE match_id = ?", (change.match_id,))
        conn.executemany(
            "INSERT INTO deadlines (match_id, seat, decision_id, due_at, remind_at, reminded) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [(d.match_id, d.seat, d.decision_id, d.due_at, d.remind_at, int(d.reminded)) for d in change.deadlines],
        )
    _insert_outbox(conn, change.match_id, change.outbox, now)
    return change.expected_version + 1


def _statements(sql: str, rows: list[tuple[Any, ...]]) -> Callable[[sqlite3.Connection], None]:
    """A write that runs one statement for each of `rows` (and returns nothing, never a cursor)."""

    def run(conn: sqlite3.Connection) -> None:
        conn.executemany(sql, rows)

    return run


def _upsert(
    table: str, key: str, value: str, changes: dict[str, Any], fields: frozenset[str], now: float
) -> Callable[[sqlite3.Connection], None]:
    """storage.rows.upsert with SQLite's placeholders and flags as integers."""
    sql, columns = upsert(table, key, changes, fields, lambda _: "?")
    values = [int(v) if isinstance(v, bool) else v for v in (changes[c] for c in columns)]
    return _statements(sql, [(value, *values, now)])


def _insert_seats(conn: sqlite3.Connection, match_id: int, seats: Iterable[SeatRecord]) -> None:
    conn.executemany(
        "INSERT INTO seats (match_id, seat, user_id, name, is_ai, misses, deck) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(match_id, s.seat, s.user_id, s.name, int(s.is_ai), s.misses, s.deck) for s in seats],
    )


def _insert_outbox(conn: sqlite3.Connection, match_id: int, messages: list[OutboxMessage], now: float) -> None:
    if messages:
        conn.executemany(
            "INSERT OR IGNORE INTO outbox (match_id, idem_key, kind, recipient, body, created_at, "
            "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(match_id, m.idem_key, m.kind, m.recipient, json.dumps(m.body), now, now) for m in messages],
        )


def _match_from_row(row: Any, seats: list[SeatRecord]) -> MatchRecord:
    return MatchRecord(
        id=row[0],
        game=row[1],
        status=row[2],
        options=json.loads(row[3]),
        settings=json.loads(row[4]),
        seed=row[5],
        state=row[6],
        outcome=json.loads(row[7]) if row[7] else None,
        version=row[8],
        creator_id=row[9],
        guild_id=row[10],
        channel_id=row[11],
        thread_id=row[12],
        created_at=row[13],
        updated_at=row[14],
        seats=seats,
    )
