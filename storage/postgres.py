"""The store on PostgreSQL (asyncpg), for several bot processes sharing one database.

Selected by `BOTWAR_DB=postgresql://…` (docs/deployment.md). It keeps every promise of the
MatchStore protocol that the SQLite store keeps, and adds what several processes need:

- **Compare-and-set** on the match version: `UPDATE … WHERE id = $1 AND version = $2`. A
  second writer of the same match waits for the first's row lock, then finds the version
  moved on and gets VersionConflict: no update is ever lost, whichever process wrote it.
- **Outbox claims** (`undelivered_outbox`): a process claims the oldest undelivered rows with
  `FOR UPDATE SKIP LOCKED` (claimers never wait for each other), marks them its own until a
  lease runs out, and keeps only the channels whose oldest undelivered message it holds:
  each message is delivered by one process, each channel in order. A process that dies
  lets its claims go when their lease passes; another process takes them over.
- **Deadline leases** (`due_deadlines`, `due_reminders`): the same for deadlines, so one
  process works on a missed deadline at a time; the compare-and-set makes sure a default is
  applied once even if a lease ran out under a slow process.
- **LISTEN/NOTIFY** (`watch_outbox`): every change that queues messages notifies
  `botwar_outbox` when it commits, which wakes every process's dispatcher at once.

Leases are measured on the wall clock (`lease_clock`), not the game clock the service
passes as `now`: they are about processes being alive.
"""

import asyncio
import contextlib
import json
import logging
import os
import re
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

import asyncpg

from storage.errors import DuplicateInteraction, MatchNotFound, StoreUnavailable, VersionConflict
from storage.migrate import migration_scripts
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

log = logging.getLogger(__name__)

T = TypeVar("T")
Connection = Any
"""An asyncpg connection (asyncpg ships no type information)."""

NOTIFY_CHANNEL = "botwar_outbox"
MIGRATION_LOCK = 0x626F7477
"""The advisory lock held while migrating, so processes starting together migrate once."""
LEASE_SECONDS = 60.0
"""How long a claim on a message or a deadline lasts; a live process renews it every pass."""
POOL_SIZE = 10
SEND_BUDGET = "discord"
"""The send_budget row of the bot's Discord requests."""
RETRIES = 5
"""Attempts of a transaction that PostgreSQL aborted for a deadlock or a serialization failure."""

_MATCH_COLUMNS = (
    "id, game, status, options, settings, seed, state, outcome, version, creator_id, "
    "guild_id, channel_id, thread_id, created_at, updated_at"
)
_SEATS = (
    "ARRAY(SELECT ROW(s.seat, s.user_id, s.name, s.is_ai, s.misses, s.deck) FROM seats s "
    "WHERE s.match_id = matches.id ORDER BY s.seat)"
)
_DEADLINES = (
    "ARRAY(SELECT ROW(d.seat, d.decision_id, d.due_at, d.remind_at, d.reminded) FROM deadlines d "
    "WHERE d.match_id = matches.id ORDER BY d.seat)"
)
_MATCH_BY_ID = f"SELECT {_MATCH_COLUMNS}, {_SEATS}, {_DEADLINES} FROM matches WHERE id = $1"
_OUTBOX_COLUMNS = "id, match_id, idem_key, kind, recipient, body, attempts, created_at, next_attempt_at"
_DEADLINE_COLUMNS = "match_id, seat, decision_id, due_at, remind_at, reminded, ordinal"


def is_postgres_url(database: str) -> bool:
    return database.startswith(("postgresql://", "postgres://"))


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", url)


def channel_of(kind: str, recipient: str | None, match_id: int | None) -> str:
    """Where a message goes, as bot/service.py's delivery_channel names it."""
    return f"dm:{recipient}" if kind == "dm" else f"match:{match_id}"


def _rows_affected(status: str) -> int:
    """The row count of a command tag such as 'UPDATE 1' or 'INSERT 0 3'."""
    return int(status.rsplit(" ", 1)[-1])


class PostgresStore:
    def __init__(
        self,
        url: str,
        *,
        pool_size: int = POOL_SIZE,
        lease_seconds: float = LEASE_SECONDS,
        lease_clock: Callable[[], float] = time.time,
        owner: str | None = None,
        durable: bool = True,
    ) -> None:
        self.url = url
        self._durable = durable
        self._pool_size = pool_size
        self.lease_seconds = lease_seconds
        self._lease_clock = lease_clock
        self.owner = owner or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        """Who holds this store's claims and leases: one name per open store (per process)."""
        self._pool: Any = None
        self._listener: Any = None
        self._trace: Callable[[str, tuple[Any, ...]], None] | None = None
        self.commits = 0
        """Write transactions committed since open."""
        self.writes = 0

    # -- lifecycle -------------------------------------------------------------------------

    async def open(self) -> None:
        try:
            self._pool = await asyncpg.create_pool(
                self.url,
                min_size=1,
                max_size=self._pool_size,
                command_timeout=60,
                server_settings=self._session_settings(),
                init=self._init_connection,
                reset=_keep_session,
            )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise StoreUnavailable(f"cannot open the PostgreSQL database {redact(self.url)}: {error}") from None
        try:
            async with self._pool.acquire() as conn:
                applied = await migrate_postgres(conn)
            if applied:
                log.info("migrated %s: %s", redact(self.url), ", ".join(applied))
        except BaseException:
            await self.close()
            raise

    def _session_settings(self) -> dict[str, str]:
        """Not durable: commits do not wait for the WAL to reach the disk (synchronous_commit off).

        A crash of the host or of the database server may then lose the last moments' commits
        (at most three times wal_writer_delay, 0.6 s by default), never corrupts, and a crash of
        the bot loses nothing: SQLite's synchronous=NORMAL guarantee. Durable leaves the
        server's (or the role's) own synchronous_commit, on by default.
        """
        settings = {"jit": "off"}
        if not self._durable:
            settings["synchronous_commit"] = "off"
        return settings

    async def close(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(Exception):
                await self._listener.close()
            self._listener = None
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()

    async def __aenter__(self) -> "PostgresStore":
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _init_connection(self, conn: Connection) -> None:
        # Only while tracing: a query logger costs every statement a record and a loop callback.
        if self._trace is not None:
            conn.add_query_logger(self._logged)

    def _logged(self, query: Any) -> None:
        if self._trace is not None:
            self._trace(query.query, tuple(query.args or ()))

    async def trace_statements(self, callback: Callable[[str, tuple[Any, ...]], None] | None) -> None:
        """Call `callback` with every statement the store runs and its arguments; None stops it.

        For operators chasing a slow query, and for the test that checks every statement's plan.
        """
        self._trace = callback
        if self._pool is not None:
            await self._pool.expire_connections()  # reconnected with (or without) the logger

    async def watch_outbox(self, wake: Callable[[], None]) -> None:
        """Call `wake` whenever any process commits messages to the outbox (LISTEN/NOTIFY).

        The listening connection is the store's own, outside the pool; it closes with the store.
        """
        if self._listener is None:
            try:
                self._listener = await asyncpg.connect(self.url)
            except (OSError, asyncpg.PostgresError) as error:
                raise StoreUnavailable(f"cannot listen on {redact(self.url)}: {error}") from None
        await self._listener.add_listener(NOTIFY_CHANNEL, lambda *_: wake())

    # -- plumbing --------------------------------------------------------------------------

    def _checked(self) -> Any:
        if self._pool is None:
            raise StoreUnavailable("the store is not open")
        return self._pool

    async def _write(self, run: Callable[[Connection], Awaitable[T]]) -> T:
        """`run` in one transaction, committed; tried again after a deadlock or serialization failure."""
        pool = self._checked()
        for attempt in range(RETRIES):
            try:
                async with pool.acquire() as conn, conn.transaction():
                    result = await run(conn)
                self.commits += 1
                self.writes += 1
                return result
            except (asyncpg.DeadlockDetectedError, asyncpg.SerializationError):
                if attempt == RETRIES - 1:
                    raise
                await asyncio.sleep(0.001 * 2**attempt)
        raise AssertionError("unreachable")

    async def _fetch(self, sql: str, *args: Any) -> list[Any]:
        return list(await self._checked().fetch(sql, *args))

    async def _read(self, run: Callable[[Connection], Awaitable[T]]) -> T:
        """`run`'s statements in one snapshot (a read-only REPEATABLE READ transaction)."""
        async with self._checked().acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            return await run(conn)

    # -- matches ---------------------------------------------------------------------------

    async def create_match(
        self, new: NewMatch, now: float, setup: Callable[[MatchRecord], MatchChange] | None = None
    ) -> MatchRecord:
        async def insert(conn: Connection) -> int:
            match_id = await conn.fetchval(
                "INSERT INTO matches (game, status, options, settings, seed, creator_id, guild_id, channel_id, "
                "created_at, updated_at) VALUES ($1, 'lobby', $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id",
                new.game,
                json.dumps(new.options),
                json.dumps(new.settings),
                new.seed,
                new.creator.user_id,
                new.guild_id,
                new.channel_id,
                now,
            )
            await _insert_seats(conn, match_id, [new.creator])
            if setup is not None:
                change = setup(new.lobby(int(match_id), now))
                _applied(change, await conn.fetchval(_APPLY_CALL, *_apply_args(change, now)))
            return int(match_id)

        return await self.get_match(await self._write(insert))

    async def get_match(self, match_id: int) -> MatchRecord:
        # `id = $1`, not get_matches' `= ANY($1)`: PostgreSQL plans this one once per connection;
        # an array of unknown length it plans again at every call (0.05 ms of the server's CPU).
        rows = await self._fetch(_MATCH_BY_ID, match_id)
        if not rows:
            raise MatchNotFound(match_id)
        return _full_match(rows[0])

    async def get_matches(self, match_ids: list[int]) -> dict[int, MatchRecord]:
        if not match_ids:
            return {}
        rows = await self._fetch(
            f"SELECT {_MATCH_COLUMNS}, {_SEATS}, {_DEADLINES} FROM matches WHERE id = ANY($1::bigint[])", match_ids
        )
        return {record.id: record for record in map(_full_match, rows)}

    async def list_matches(
        self,
        *,
        user_id: str | None = None,
        channel_id: str | None = None,
        guild_id: str | None = None,
        statuses: tuple[MatchStatus, ...] = ("lobby", "active"),
        limit: int = 25,
    ) -> list[MatchRecord]:
        # The same arms as the SQLite store: each one index lookup, never an OR of two indexes.
        args: list[Any] = [list(statuses)]
        status_in = "status = ANY($1::text[])"
        arms: list[str] = []
        if channel_id is not None:
            args.append(channel_id)
            arms += [f"channel_id = $2 AND {status_in}", f"thread_id = $2 AND {status_in}"]
        else:
            arms.append(status_in)
        if user_id is not None:
            args.append(user_id)
            mine = f"id IN (SELECT match_id FROM seats WHERE user_id = ${len(args)})"
            arms = [f"{where} AND {mine}" for where in arms]
        if guild_id is not None:
            args.append(guild_id)
            arms = [f"{where} AND guild_id = ${len(args)}" for where in arms]
        args.append(limit)
        union = " UNION ".join(f"SELECT id FROM matches WHERE {where}" for where in arms)
        rows = await self._fetch(
            f"SELECT {_MATCH_COLUMNS}, {_SEATS} FROM matches WHERE id IN "
            f"(SELECT id FROM ({union}) AS chosen ORDER BY id DESC LIMIT ${len(args)}) ORDER BY id DESC",
            *args,
        )
        return [_match_from_row(r, [_seat(s) for s in r[15]]) for r in rows]

    async def apply_change(self, change: MatchChange, now: float) -> int:
        # One statement, so one round trip and its own transaction (APPLY_CHANGE_FUNCTION).
        args = _apply_args(change, now)
        for attempt in range(RETRIES):
            try:
                status = await self._checked().fetchval(_APPLY_CALL, *args)
                break
            except (asyncpg.DeadlockDetectedError, asyncpg.SerializationError):
                if attempt == RETRIES - 1:
                    raise
                await asyncio.sleep(0.001 * 2**attempt)
        self.commits += 1
        self.writes += 1
        return _applied(change, status)

    async def apply_changes(self, changes: list[MatchChange], now: float) -> list[int | None]:
        if len({c.match_id for c in changes}) != len(changes):
            raise ValueError("a batch holds at most one change per match")
        if any(c.interaction_id is not None for c in changes):
            raise ValueError("interaction ids are checked one change at a time (apply_change)")
        if not changes:
            return []

        async def run(conn: Connection) -> list[int | None]:
            versions: dict[int, int | None] = {}
            # Rows are locked in the order of their ids, so two batches never deadlock.
            for change in sorted(changes, key=lambda c: c.match_id):
                # A skipped change writes nothing (the function checks before it writes).
                try:
                    versions[change.match_id] = _applied(
                        change, await conn.fetchval(_APPLY_CALL, *_apply_args(change, now))
                    )
                except (VersionConflict, MatchNotFound):
                    versions[change.match_id] = None
            return [versions[c.match_id] for c in changes]

        return await self._write(run)

    async def drop_deadlines(self, deadlines: list[DeadlineRecord]) -> None:
        async def run(conn: Connection) -> None:
            await conn.execute(
                "DELETE FROM deadlines d USING unnest($1::bigint[], $2::int[], $3::text[]) AS x(match_id, seat, did) "
                "WHERE d.match_id = x.match_id AND d.seat = x.seat AND d.decision_id = x.did",
                [d.match_id for d in deadlines],
                [d.seat for d in deadlines],
                [d.decision_id for d in deadlines],
            )

        if deadlines:
            await self._write(run)

    async def interaction_seen(self, interaction_id: str) -> bool:
        return bool(await self._fetch("SELECT 1 FROM interactions WHERE interaction_id = $1", interaction_id))

    async def action_log(self, match_id: int) -> list[LogRecord]:
        rows = await self._fetch(
            "SELECT seq, seat, action, source, created_at, decision_id FROM action_log WHERE match_id = $1 "
            "ORDER BY seq",
            match_id,
        )
        return [
            LogRecord(seq=r[0], seat=r[1], action=r[2], source=r[3], created_at=r[4], decision_id=r[5]) for r in rows
        ]

    # -- deadlines -------------------------------------------------------------------------

    async def due_deadlines(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        """Due deadlines, each now leased to this store: other processes skip them until the lease passes."""
        return await self._lease_deadlines("due_at <= $1", "due_at, ordinal", now, limit)

    async def due_reminders(self, now: float, limit: int = 100) -> list[DeadlineRecord]:
        return await self._lease_deadlines(
            "reminded = FALSE AND remind_at <= $1 AND due_at > $1", "remind_at, ordinal", now, limit
        )

    async def _lease_deadlines(self, condition: str, order: str, now: float, limit: int) -> list[DeadlineRecord]:
        wall = self._lease_clock()

        async def run(conn: Connection) -> list[Any]:
            return list(
                await conn.fetch(
                    f"UPDATE deadlines d SET lease_owner = $2, lease_until = $3 FROM ("
                    f"SELECT match_id, seat FROM deadlines WHERE {condition} "
                    "AND (lease_until IS NULL OR lease_until <= $4 OR lease_owner = $2) "
                    f"ORDER BY {order} LIMIT $5 FOR UPDATE SKIP LOCKED) AS chosen "
                    "WHERE d.match_id = chosen.match_id AND d.seat = chosen.seat "
                    "RETURNING d.match_id, d.seat, d.decision_id, d.due_at, d.remind_at, d.reminded, d.ordinal",
                    now,
                    self.owner,
                    wall + self.lease_seconds,
                    wall,
                    limit,
                )
            )

        rows = await self._write(run)
        key = 3 if order.startswith("due_at") else 4
        rows.sort(key=lambda r: (r[key], r[6]))
        return [
            DeadlineRecord(match_id=r[0], seat=r[1], decision_id=r[2], due_at=r[3], remind_at=r[4], reminded=r[5])
            for r in rows
        ]

    async def record_reminder(self, deadline: DeadlineRecord, message: OutboxMessage, now: float) -> None:
        async def run(conn: Connection) -> None:
            # The match row's lock orders this message after every change of the match that
            # committed before it, as the match's own changes are ordered (per-channel order).
            await conn.execute("SELECT 1 FROM matches WHERE id = $1 FOR NO KEY UPDATE", deadline.match_id)
            status = await conn.execute(
                "UPDATE deadlines SET reminded = TRUE WHERE match_id = $1 AND seat = $2 AND decision_id = $3 "
                "AND reminded = FALSE",
                deadline.match_id,
                deadline.seat,
                deadline.decision_id,
            )
            if _rows_affected(status):
                await _insert_outbox(conn, deadline.match_id, [message], now)
                await conn.execute("SELECT pg_notify($1, '')", NOTIFY_CHANNEL)

        await self._write(run)

    # -- outbox ----------------------------------------------------------------------------

    async def undelivered_outbox(self, limit: int) -> list[OutboxRecord]:
        """The oldest `limit` undelivered messages this process may deliver, now claimed by it.

        Claimed with FOR UPDATE SKIP LOCKED among the rows nobody else holds (or whose claim
        ran out). A channel is kept only up to its first message held by someone else, so a
        channel's messages go out in order, each by one process; the claims on the rest are
        let go at once.
        """
        if limit <= 0:
            return []
        wall = self._lease_clock()

        async def run(conn: Connection) -> list[Any]:
            claimed = await conn.fetch(
                f"UPDATE outbox o SET claimed_by = $1, claimed_until = $2 FROM ("
                "SELECT id FROM outbox WHERE delivered_at IS NULL "
                "AND (claimed_until IS NULL OR claimed_until <= $3 OR claimed_by = $1) "
                "ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED) AS chosen WHERE o.id = chosen.id "
                f"RETURNING o.channel, {', '.join('o.' + c.strip() for c in _OUTBOX_COLUMNS.split(','))}",
                self.owner,
                wall + self.lease_seconds,
                wall,
                limit,
            )
            if not claimed:
                return []
            ids = [r[1] for r in claimed]
            foreign = dict(
                await conn.fetch(
                    "SELECT channel, MIN(id) FROM outbox WHERE delivered_at IS NULL AND channel = ANY($1::text[]) "
                    "AND NOT (id = ANY($2::bigint[])) GROUP BY channel",
                    list({r[0] for r in claimed}),
                    ids,
                )
            )
            kept = [r for r in claimed if r[0] not in foreign or r[1] < foreign[r[0]]]
            let_go = [r[1] for r in claimed if not (r[0] not in foreign or r[1] < foreign[r[0]])]
            if let_go:
                await conn.execute(
                    "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE id = ANY($1::bigint[])", let_go
                )
            return sorted(kept, key=lambda r: r[1])

        rows = await self._write(run)
        return [
            OutboxRecord(
                id=r[1],
                match_id=r[2],
                idem_key=r[3],
                kind=r[4],
                recipient=r[5],
                body=json.loads(r[6]),
                attempts=r[7],
                created_at=r[8],
                next_attempt_at=r[9],
            )
            for r in rows
        ]

    async def mark_delivered(self, outbox_ids: Sequence[int], now: float) -> None:
        async def run(conn: Connection) -> None:
            await conn.execute(
                "UPDATE outbox SET delivered_at = $1, claimed_by = NULL, claimed_until = NULL "
                "WHERE id = ANY($2::bigint[])",
                now,
                sorted(outbox_ids),
            )

        if outbox_ids:
            await self._write(run)

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float | None, now: float) -> None:
        async def run(conn: Connection) -> None:
            await conn.execute(
                "UPDATE outbox SET attempts = attempts + 1, failed = $1, "
                "next_attempt_at = COALESCE($2, next_attempt_at), "
                "delivered_at = CASE WHEN $2::double precision IS NULL THEN $3::double precision END WHERE id = $4",
                error[:500],
                retry_at,
                now,
                outbox_id,
            )

        await self._write(run)

    # -- retention -------------------------------------------------------------------------

    async def prune(self, before: float, limit: int) -> int:
        """Delete up to `limit` delivered outbox rows and `limit` interaction ids older than `before`."""

        async def run(conn: Connection) -> int:
            # SKIP LOCKED: processes pruning at once take different rows instead of waiting.
            outbox = await conn.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE delivered_at < $1 "
                "ORDER BY delivered_at LIMIT $2 FOR UPDATE SKIP LOCKED)",
                before,
                limit,
            )
            interactions = await conn.execute(
                "DELETE FROM interactions WHERE interaction_id IN (SELECT interaction_id FROM interactions "
                "WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)",
                before,
                limit,
            )
            return _rows_affected(outbox) + _rows_affected(interactions)

        return await self._write(run)

    async def take_send_budget(self, limit: int, period: float) -> float:
        """A token bucket in one row, refilled at (limit - burst) / period a second up to a burst
        of limit / 5: at most burst + rate * period = `limit` requests in any `period`. One
        statement: the row lock makes each take atomic, and the server's clock measures the
        refill, so the processes' clocks need not agree."""
        burst = max(1.0, limit / 5)
        rate = (limit - burst) / period
        wait = await self._checked().fetchval(_TAKE_SEND_BUDGET, SEND_BUDGET, burst, rate)
        return float(wait)

    async def release_free_pages(self, max_pages: int) -> int:
        """Nothing to do: PostgreSQL's autovacuum makes deleted rows' space reusable by itself."""
        return 0

    # -- users -----------------------------------------------------------------------------

    async def get_user(self, user_id: str) -> UserRecord | None:
        rows = await self._fetch(
            "SELECT dms_closed, welcomed, dm_failures, dm_retry_at, locale, language FROM users WHERE user_id = $1",
            user_id,
        )
        if not rows:
            return None
        closed, welcomed, failures, retry_at, locale, language = rows[0]
        return UserRecord(
            user_id=user_id,
            dms_closed=closed,
            welcomed=welcomed,
            dm_failures=failures,
            dm_retry_at=retry_at,
            locale=locale,
            language=language,
        )

    async def update_user(self, user_id: str, changes: UserChanges, now: float) -> None:
        await self._upsert("users", "user_id", user_id, dict(changes), USER_FIELDS, now)

    async def get_guild(self, guild_id: str) -> GuildRecord | None:
        rows = await self._fetch("SELECT locale, language FROM guilds WHERE guild_id = $1", guild_id)
        return GuildRecord(guild_id=guild_id, locale=rows[0][0], language=rows[0][1]) if rows else None

    async def update_guild(self, guild_id: str, changes: GuildChanges, now: float) -> None:
        await self._upsert("guilds", "guild_id", guild_id, dict(changes), GUILD_FIELDS, now)

    async def _upsert(
        self, table: str, key: str, value: str, changes: dict[str, Any], fields: frozenset[str], now: float
    ) -> None:
        """storage.rows.upsert with PostgreSQL's numbered placeholders."""
        sql, columns = upsert(table, key, changes, fields, lambda n: f"${n}")

        async def run(conn: Connection) -> None:
            await conn.execute(sql, value, *(changes[c] for c in columns), now)

        await self._write(run)

    # -- decks -----------------------------------------------------------------------------

    async def get_deck(self, user_id: str, game: str, name: str) -> DeckRecord | None:
        rows = await self._fetch(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = $1 AND game = $2 AND name_key = $3",
            user_id,
            game,
            name_key(name),
        )
        return deck_from_row(rows[0]) if rows else None

    async def latest_deck(self, user_id: str, game: str) -> DeckRecord | None:
        rows = await self._fetch(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = $1 AND game = $2 ORDER BY updated_at DESC, id DESC "
            "LIMIT 1",
            user_id,
            game,
        )
        return deck_from_row(rows[0]) if rows else None

    async def list_decks(self, user_id: str, game: str) -> list[DeckRecord]:
        rows = await self._fetch(
            f"SELECT {DECK_COLUMNS} FROM decks WHERE user_id = $1 AND game = $2 ORDER BY name_key", user_id, game
        )
        return [deck_from_row(r) for r in rows]

    async def put_deck(self, deck: DeckRecord, now: float) -> None:
        async def run(conn: Connection) -> None:
            await conn.execute(
                "INSERT INTO decks (user_id, game, name, name_key, cards, created_at, updated_at) "
                "VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (user_id, game, name_key) DO UPDATE SET "
                "name = excluded.name, cards = excluded.cards, updated_at = excluded.updated_at",
                deck.user_id,
                deck.game,
                deck.name,
                name_key(deck.name),
                deck_cards(deck),
                now,
            )

        await self._write(run)

    async def delete_deck(self, user_id: str, game: str, name: str) -> bool:
        async def run(conn: Connection) -> bool:
            status = await conn.execute(
                "DELETE FROM decks WHERE user_id = $1 AND game = $2 AND name_key = $3", user_id, game, name_key(name)
            )
            return _rows_affected(status) > 0

        return await self._write(run)

    async def answered(self, match_id: int, seat: int, decision_id: str) -> bool:
        rows = await self._fetch(
            "SELECT 1 FROM action_log WHERE match_id = $1 AND seat = $2 AND decision_id = $3 AND source = 'player' "
            "LIMIT 1",
            match_id,
            seat,
            decision_id,
        )
        return bool(rows)

    async def counts(self) -> dict[str, int]:
        rows = await self._fetch(
            "SELECT (SELECT COUNT(*) FROM matches WHERE status = 'lobby'), "
            "(SELECT COUNT(*) FROM matches WHERE status = 'active'), "
            "(SELECT COALESCE(MAX(id), 0) FROM matches), "
            "(SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL), "
            "(SELECT COUNT(*) FROM deadlines)"
        )
        lobby, active, created, pending, deadlines = (int(v) for v in rows[0])
        return {
            "matches_lobby": lobby,
            "matches_active": active,
            "matches_created": created,
            "outbox_pending": pending,
            "deadlines": deadlines,
        }


_TAKE_SEND_BUDGET = """
INSERT INTO send_budget AS b (name, tokens, updated_at)
    VALUES ($1, $2::float8 - 1, extract(epoch FROM clock_timestamp()))
ON CONFLICT (name) DO UPDATE SET
    tokens = LEAST($2::float8, b.tokens + GREATEST(0, excluded.updated_at - b.updated_at) * $3::float8) - 1,
    updated_at = excluded.updated_at
RETURNING CASE WHEN b.tokens >= 0 THEN 0.0 ELSE -b.tokens / $3::float8 END
"""
"""Refill the bucket up to now and take a token: the one the bucket holds, or the next one
to come in (tokens below zero are requests waiting their turn), whose wait it returns."""


# -- migrations ------------------------------------------------------------------------------


async def migrate_postgres(conn: Connection) -> list[str]:
    """Apply the PostgreSQL migrations not yet applied (storage/migrate.py); return their names.

    Each runs in its own transaction with its row in schema_migrations. An advisory lock
    makes processes that start together wait for the first one's migrations.
    """
    applied = []
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
            "applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))
        for number, name, sql in migration_scripts("postgresql"):
            if number <= current:
                continue
            async with conn.transaction():
                await conn.execute(sql)
                await conn.execute("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", number, name)
            applied.append(name)
        await conn.execute(APPLY_CHANGE_FUNCTION)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    return applied


# -- writes: run inside the caller's transaction ----------------------------------------------


APPLY_CHANGE_FUNCTION = """
CREATE OR REPLACE FUNCTION botwar_apply_change_v2(
    p_match BIGINT, p_expected INTEGER, p_state TEXT, p_outcome TEXT, p_now DOUBLE PRECISION, p_status TEXT,
    p_thread TEXT, p_settings TEXT, p_options TEXT, p_interaction TEXT,
    p_seats BOOLEAN, s_seat INTEGER[], s_user TEXT[], s_name TEXT[], s_ai BOOLEAN[], s_misses INTEGER[], s_deck TEXT[],
    l_seq INTEGER[], l_seat INTEGER[], l_action TEXT[], l_source TEXT[], l_at DOUBLE PRECISION[], l_decision TEXT[],
    p_deadlines BOOLEAN, d_seat INTEGER[], d_decision TEXT[], d_due DOUBLE PRECISION[], d_remind DOUBLE PRECISION[],
    d_reminded BOOLEAN[],
    o_key TEXT[], o_kind TEXT[], o_recipient TEXT[], o_body TEXT[], o_channel TEXT[]
) RETURNS TEXT LANGUAGE plpgsql AS $body$
BEGIN
    IF p_interaction IS NOT NULL THEN
        INSERT INTO interactions (interaction_id, match_id, created_at) VALUES (p_interaction, p_match, p_now)
            ON CONFLICT (interaction_id) DO NOTHING;
        IF NOT FOUND THEN
            RETURN 'duplicate';
        END IF;
    END IF;
    UPDATE matches SET state = p_state, outcome = p_outcome, version = version + 1, updated_at = p_now,
        status = p_status, thread_id = COALESCE(p_thread, thread_id), settings = COALESCE(p_settings, settings),
        options = COALESCE(p_options, options)
        WHERE id = p_match AND version = p_expected;
    IF NOT FOUND THEN
        IF p_interaction IS NOT NULL THEN  -- ours, inserted just above: nothing is left behind
            DELETE FROM interactions WHERE interaction_id = p_interaction;
        END IF;
        IF EXISTS (SELECT 1 FROM matches WHERE id = p_match) THEN
            RETURN 'conflict';
        END IF;
        RETURN 'missing';
    END IF;
    IF p_seats THEN
        DELETE FROM seats WHERE match_id = p_match;
        INSERT INTO seats (match_id, seat, user_id, name, is_ai, misses, deck)
            SELECT p_match, * FROM unnest(s_seat, s_user, s_name, s_ai, s_misses, s_deck);
    END IF;
    IF cardinality(l_seq) > 0 THEN
        INSERT INTO action_log (match_id, seq, seat, action, source, created_at, decision_id)
            SELECT p_match, * FROM unnest(l_seq, l_seat, l_action, l_source, l_at, l_decision);
    END IF;
    IF p_deadlines THEN
        -- Deleted and inserted again (a new ordinal, no lease), as the SQLite store does.
        DELETE FROM deadlines WHERE match_id = p_match;
        INSERT INTO deadlines (match_id, seat, decision_id, due_at, remind_at, reminded)
            SELECT p_match, * FROM unnest(d_seat, d_decision, d_due, d_remind, d_reminded);
    END IF;
    IF cardinality(o_key) > 0 THEN
        INSERT INTO outbox (match_id, idem_key, kind, recipient, body, created_at, next_attempt_at, channel)
            SELECT p_match, k, kind, recipient, body, p_now, p_now, channel
            FROM unnest(o_key, o_kind, o_recipient, o_body, o_channel) WITH ORDINALITY
                AS m(k, kind, recipient, body, channel, n)
            ORDER BY n
            ON CONFLICT (idem_key) DO NOTHING;
        PERFORM pg_notify('botwar_outbox', '');
    END IF;
    RETURN 'ok';
END
$body$
"""
"""Everything one MatchChange writes, on the server: one round trip, one statement (so its own
transaction when called alone). It checks before it writes, so a refused change leaves
nothing behind without a savepoint. It is code, not schema: every store (re)creates it when it
opens, and a change to it takes a new name (_v2) so that processes of two versions can run
side by side during an upgrade."""

_APPLY_CALL = f"SELECT botwar_apply_change_v2({', '.join(f'${n}' for n in range(1, 35))})"


def _apply_args(change: MatchChange, now: float) -> list[Any]:
    seats, log, deadlines, outbox = change.seats or [], change.log, change.deadlines or [], change.outbox
    return [
        change.match_id,
        change.expected_version,
        change.state,
        json.dumps(change.outcome) if change.outcome is not None else None,
        now,
        change.status,
        change.thread_id,
        json.dumps(change.settings) if change.settings is not None else None,
        json.dumps(change.options) if change.options is not None else None,
        change.interaction_id,
        change.seats is not None,
        [s.seat for s in seats],
        [s.user_id for s in seats],
        [s.name for s in seats],
        [s.is_ai for s in seats],
        [s.misses for s in seats],
        [s.deck for s in seats],
        [e.seq for e in log],
        [e.seat for e in log],
        [e.action for e in log],
        [e.source for e in log],
        [e.created_at for e in log],
        [e.decision_id for e in log],
        change.deadlines is not None,
        [d.seat for d in deadlines],
        [d.decision_id for d in deadlines],
        [d.due_at for d in deadlines],
        [d.remind_at for d in deadlines],
        [d.reminded for d in deadlines],
        [m.idem_key for m in outbox],
        [m.kind for m in outbox],
        [m.recipient for m in outbox],
        [json.dumps(m.body) for m in outbox],
        [channel_of(m.kind, m.recipient, change.match_id) for m in outbox],
    ]


def _applied(change: MatchChange, status: str) -> int:
    """The new version, or the refusal the function reported."""
    if status == "ok":
        return change.expected_version + 1
    if status == "duplicate":
        raise DuplicateInteraction()
    if status == "missing":
        raise MatchNotFound(change.match_id)
    raise VersionConflict()


async def _insert_seats(conn: Connection, match_id: int, seats: Iterable[SeatRecord]) -> None:
    seats = list(seats)
    if seats:
        await conn.execute(
            "INSERT INTO seats (match_id, seat, user_id, name, is_ai, misses, deck) "
            "SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::boolean[], $6::int[], $7::text[])",
            match_id,
            [s.seat for s in seats],
            [s.user_id for s in seats],
            [s.name for s in seats],
            [s.is_ai for s in seats],
            [s.misses for s in seats],
            [s.deck for s in seats],
        )


async def _insert_outbox(conn: Connection, match_id: int, messages: list[OutboxMessage], now: float) -> None:
    if messages:
        await conn.execute(
            "INSERT INTO outbox (match_id, idem_key, kind, recipient, body, created_at, next_attempt_at, channel) "
            "SELECT $1, key, kind, recipient, body, $2, $2, channel "
            "FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY "
            "AS m(key, kind, recipient, body, channel, n) ORDER BY n "
            "ON CONFLICT (idem_key) DO NOTHING",
            match_id,
            now,
            [m.idem_key for m in messages],
            [m.kind for m in messages],
            [m.recipient for m in messages],
            [json.dumps(m.body) for m in messages],
            [channel_of(m.kind, m.recipient, match_id) for m in messages],
        )


async def _keep_session(conn: Connection) -> None:
    """A connection goes back to the pool as it is: the store leaves no session state behind
    (no SET, LISTEN, cursor or advisory lock outlives its call), so asyncpg's default reset,
    one more round trip with four statements to parse after every call, is not needed."""


def _seat(s: Any) -> SeatRecord:
    return SeatRecord(seat=s[0], user_id=s[1], name=s[2], is_ai=s[3], misses=s[4], deck=s[5])


def _full_match(row: Any) -> MatchRecord:
    """A match read with its seats and deadlines (_SEATS and _DEADLINES after its columns)."""
    record = _match_from_row(row, [_seat(s) for s in row[15]])
    record.deadlines = [
        DeadlineRecord(match_id=record.id, seat=d[0], decision_id=d[1], due_at=d[2], remind_at=d[3], reminded=d[4])
        for d in row[16]
    ]
    return record


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
