"""Every statement the store runs while serving players uses an index.

A populated database serves a working day through the service: lobbies, moves, clicks,
views, the lists autocomplete runs, reminders and missed deadlines, delivery with a
retry and a give-up, pruning. Every statement the store ran is traced, and its plan
(EXPLAIN QUERY PLAN, on the same database) may not scan a table that grows with the
number of stored matches. Such a scan costs more with every match ever played, which is
how the store slowed down as matches piled up.
"""

import re
import sqlite3
import threading
from pathlib import Path
from typing import Any

import asyncpg

from bot.games.doomtrooper import decklists
from bot.service import GameService, User
from storage import PostgresStore, SqliteStore
from tests.conftest import FakeClock

GROWING = {"matches", "seats", "action_log", "outbox", "interactions", "deadlines", "users", "decks"}
"""Tables whose rows grow with the matches and players ever seen."""
BOUNDED_INDEXES = {"outbox_pending"}
"""Partial indexes that hold only a bounded set (the delivery backlog); reading one whole is fine."""
STORED = 60
PLAYERS = [User(f"{100 + n}", f"Player {n}", guild_id="1") for n in range(8)]


def full_scans(conn: sqlite3.Connection, statement: str) -> list[str]:
    """The plan lines of `statement` that read a growing table (or its index) from end to end,
    or every open match through the status index alone."""
    plan = [row[3] for row in conn.execute(f"EXPLAIN QUERY PLAN {statement}")]
    scans = []
    for line in plan:
        scan = re.match(r"SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?", line)
        if scan and scan.group(1) in GROWING and scan.group(2) not in BOUNDED_INDEXES:
            scans.append(line)
        if re.match(r"SEARCH matches USING (?:COVERING )?INDEX \w+ \(status=\?\)$", line):
            scans.append(line)
    return scans


async def populate(service: GameService, clock: FakeClock) -> list[int]:
    """Finished and running Stak Bots matches in several channels, with threads."""
    ids = []
    for n in range(STORED):
        creator, rival = PLAYERS[n % 4], PLAYERS[4 + n % 4]
        match = await service.create_match("stakbots", creator, seed=n, channel_id=f"{500 + n % 5}")
        await service.join(match.id, rival)
        await service.set_thread(match.id, f"{900 + n}")
        await service.start(match.id, creator)
        if n % 2 == 0:  # both leave: the AI plays the match to its end
            await service.leave(match.id, creator)
            await service.leave(match.id, rival)
        ids.append(match.id)
        await service.decks.new(creator, f"Deck {n}")
        clock.now += 60
    return ids


async def serve_a_day(service: GameService, store: SqliteStore, clock: FakeClock, ids: list[int]) -> None:
    running = [i for i in ids if (await store.get_match(i)).status == "active"]
    for number, match_id in enumerate(running[:6]):
        match = await store.get_match(match_id)
        for seat in match.seats:
            user = User(seat.user_id or "", seat.name)
            view = await service.view(match_id, user)
            if view.decision is not None:
                await service.act(
                    match_id,
                    user,
                    view.decision["default"],
                    decision_id=view.decision["id"],
                    interaction_id=f"click-{number}",
                )
                assert await store.interaction_seen(f"click-{number}")
                break
        await service.status(match_id, PLAYERS[0])
        await service.match_thread(match_id)
        await service.seat_number(match_id, PLAYERS[0])
        await service.list_matches(user=PLAYERS[0])
        await store.action_log(match_id)
    lobby = await service.create_match("stakbots", PLAYERS[0], channel_id="500")
    await service.join(lobby.id, PLAYERS[1])
    await service.add_ai(lobby.id, PLAYERS[0])
    await service.cancel(lobby.id, PLAYERS[0])
    await service.list_matches(channel_id="501")
    await service.list_matches(channel_id="901")
    await service.list_matches(user=PLAYERS[2])
    await service.list_matches(user=PLAYERS[2], channel_id="502")
    await service.run_ai(running[0])
    users = service.users
    await users.needs_welcome(PLAYERS[3].id)
    await users.dm_delivered(PLAYERS[3].id, welcome=True)
    await users.dm_refused(PLAYERS[3].id)
    await users.seen(PLAYERS[3].id, "fi")
    await service.languages.noticed_server("900", "sv-SE")
    await service.languages.for_reply(PLAYERS[3].id, "de")
    await service.languages.for_thread("900")
    await service.languages.choose_for_server("900", "fi")
    await service.languages.choose_for_user(PLAYERS[3].id, "sv")
    await users.dm_state(PLAYERS[3].id)
    await service.answered(running[0], PLAYERS[0], "0123456789")
    # Deck building, and a Doomtrooper match with a saved deck and a preconstructed one.
    decks = service.decks
    await decks.new(PLAYERS[5], "Mine")
    await decks.add(PLAYERS[5], "Infantry", 2)
    await decks.import_text(PLAYERS[5], decklists.export(decklists.preconstructed("capitol")), "Caps")
    await decks.remove(PLAYERS[5], "Infantry", 1, "Mine")
    await decks.show(PLAYERS[5])
    await decks.list_decks(PLAYERS[5])
    await decks.names(PLAYERS[5])
    await decks.export(PLAYERS[5], "Caps")
    await decks.delete(PLAYERS[5], "Mine")
    doom = await service.create_match("doomtrooper", PLAYERS[5], deck="Caps", channel_id="503")
    await service.join(doom.id, PLAYERS[6], "legion")
    await service.start(doom.id, PLAYERS[5])
    # Deliver, with one retry and one message given up, then the day passes.
    messages = await service.pending_messages(200)
    await service.message_failed(messages[0].id, "503", 5.0)
    await service.message_failed(messages[1].id, "404", None)
    await service.messages_delivered([m.id for m in messages[2:]])
    clock.advance(21)  # reminders are due
    await service.process_deadlines()
    clock.advance(4)  # deadlines have passed
    await service.process_deadlines()
    await service.prune(retention_seconds=3600)


async def test_no_statement_the_store_runs_while_serving_scans_a_growing_table(tmp_path: Path) -> None:
    clock = FakeClock()
    store = SqliteStore(tmp_path / "plans.db")
    await store.open()
    seen: list[str] = []
    lock = threading.Lock()

    def trace(statement: str) -> None:
        with lock:  # the writer reports from its own thread
            seen.append(statement)

    try:
        service = GameService(store, clock)
        ids = await populate(service, clock)
        await store.trace_statements(trace)
        await serve_a_day(service, store, clock, ids)
        await store.trace_statements(None)
    finally:
        await store.close()

    statements = {s for s in seen if re.match(r"\s*(SELECT|UPDATE|DELETE|INSERT|WITH)\b", s, re.IGNORECASE)}
    kinds = {re.match(r"\s*(\w+)", s).group(1).upper() for s in statements}  # type: ignore[union-attr]
    assert {"SELECT", "UPDATE", "DELETE", "INSERT"} <= kinds, "the workload did not exercise the store"
    conn = sqlite3.connect(tmp_path / "plans.db")
    try:
        offenders = {s: scans for s in sorted(statements) if (scans := full_scans(conn, s))}
    finally:
        conn.close()
    assert not offenders, "\n".join(f"{s[:300]}\n    -> {scans}" for s, scans in offenders.items())


def test_the_check_catches_a_full_scan(tmp_path: Path) -> None:
    """The detector itself: a query on an unindexed column is reported; the index lookup is not."""
    conn = sqlite3.connect(tmp_path / "scan.db")
    try:
        conn.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT, status TEXT)")
        conn.execute("CREATE INDEX matches_by_status ON matches (status)")
        assert full_scans(conn, "SELECT id FROM matches WHERE game = 'stakbots'") == ["SCAN matches"]
        assert full_scans(conn, "SELECT COUNT(*) FROM matches") != []
        assert full_scans(conn, "SELECT id FROM matches WHERE status = 'active'") != [], "every open match"
        assert full_scans(conn, "SELECT id FROM matches WHERE id = 7") == []
        assert full_scans(conn, "SELECT id FROM matches WHERE status = 'active' AND id = 7") == []
    finally:
        conn.close()


# -- PostgreSQL ------------------------------------------------------------------------------

PG_GROWING = GROWING | {"guilds"}


def pg_full_scans(plan: list[str]) -> list[str]:
    """Plan lines that read a growing table from end to end (with sequential scans switched
    off, PostgreSQL still picks one only when no index can serve the statement)."""
    return [
        line.strip() for line in plan if (scan := re.search(r"Seq Scan on (\w+)", line)) and scan.group(1) in PG_GROWING
    ]


async def test_no_statement_the_postgresql_store_runs_while_serving_scans_a_growing_table(pg_url: str) -> None:
    clock = FakeClock()
    seen: list[tuple[str, tuple[Any, ...]]] = []
    async with PostgresStore(pg_url) as store:
        service = GameService(store, clock)
        ids = await populate(service, clock)
        await store.trace_statements(lambda query, args: seen.append((query, args)))
        await serve_a_day(service, store, clock, ids)  # type: ignore[arg-type]
        await store.trace_statements(None)

    statements = {
        s: args
        for s, args in seen
        if re.match(r"\s*(SELECT|UPDATE|DELETE|INSERT|WITH)\b", s, re.I)
        and "pg_catalog" not in s
        and not s.startswith("SELECT pg_")  # not asyncpg's own or a notify
    }
    kinds = {re.match(r"\s*(\w+)", s).group(1).upper() for s in statements}  # type: ignore[union-attr]
    assert {"SELECT", "UPDATE", "DELETE"} <= kinds, "the workload did not exercise the store"
    assert sum("SKIP LOCKED" in s for s in statements) >= 3, "claims, leases and pruning were planned too"
    conn = await asyncpg.connect(pg_url)
    offenders = {}
    try:
        await conn.execute("SET enable_seqscan = off")
        for statement, args in sorted(statements.items()):
            try:
                plan = [row[0] for row in await conn.fetch(f"EXPLAIN {statement}", *args)]  # plans, never runs
            except asyncpg.PostgresError as error:
                raise AssertionError(f"cannot explain {statement!r}: {error}") from None
            if scans := pg_full_scans(plan):
                offenders[statement] = scans
    finally:
        await conn.close()
    assert not offenders, "\n".join(f"{s[:300]}\n    -> {scans}" for s, scans in offenders.items())


def test_the_postgresql_check_catches_a_full_scan() -> None:
    assert pg_full_scans(["Seq Scan on outbox  (cost=...)", "  Filter: (delivered_at IS NULL)"]) == [
        "Seq Scan on outbox  (cost=...)"
    ]
    assert pg_full_scans(["Index Scan using outbox_pending on outbox", "Seq Scan on schema_migrations"]) == []
