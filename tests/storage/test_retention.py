"""Bounded storage: delivered messages and interaction ids are pruned after the retention;
matches, their outcome and their action log stay, and freed pages go back to the disk."""

import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.engine import LoggedAction, replay
from bot.games import get_game
from bot.service import GameService, User
from storage import MatchChange, MatchStore, NewMatch, OutboxMessage, PostgresStore, SeatRecord, SqliteStore
from storage.migrate import INCREMENTAL, migration_scripts
from tests.conftest import AnyStore, FakeClock

ANN, BOB = User("u1", "Ann"), User("u2", "Bob")
DAY = 24 * 3600.0
pytestmark = pytest.mark.usefixtures("with_highcard")


async def finished_match(service: GameService, store: MatchStore) -> int:
    match = await service.create_match("highcard", ANN, seed=3, channel_id="c1")
    await service.join(match.id, BOB)
    await service.start(match.id, ANN)
    for number in range(1000):
        if (await store.get_match(match.id)).status != "active":
            return match.id
        for user in (ANN, BOB):
            view = await service.view(match.id, user)
            if view.decision:
                await service.act(match.id, user, view.decision["default"], interaction_id=f"i{number}{user.id}")
    raise AssertionError("the match did not end")


COUNTS = (
    "SELECT (SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL), "
    "(SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL), (SELECT COUNT(*) FROM interactions)"
)


async def outbox_and_interactions(store: AnyStore) -> tuple[int, int, int]:
    """(delivered outbox rows, undelivered outbox rows, interaction ids), read straight from the database."""
    if isinstance(store, PostgresStore):
        conn = await asyncpg.connect(store.url)
        try:
            row = await conn.fetchrow(COUNTS)
        finally:
            await conn.close()
    else:
        with sqlite3.connect(store.path) as db:
            row = db.execute(COUNTS).fetchone()
    return int(row[0]), int(row[1]), int(row[2])


@pytest.mark.both_backends
async def test_pruning_forgets_old_deliveries_and_clicks_but_keeps_the_match(
    service: GameService, store: AnyStore, clock: FakeClock
) -> None:
    match_id = await finished_match(service, store)
    await service.messages_delivered([m.id for m in await service.pending_messages(limit=1000)])
    delivered, waiting, clicks = await outbox_and_interactions(store)
    assert delivered > 0 and waiting == 0 and clicks > 0

    # Within the retention nothing goes; a click is still recognised as handled.
    clock.now += DAY - 60
    assert await service.prune(retention_seconds=DAY) == 0
    assert await store.interaction_seen("i0u1")

    # A newer match's messages are still waiting when the old ones age out: they stay.
    newer = await service.create_match("highcard", ANN, seed=4, channel_id="c1")
    await service.join(newer.id, BOB)
    await service.start(newer.id, ANN)
    undelivered = len(await store.undelivered_outbox(1000))
    clock.now += 120
    assert await service.prune(retention_seconds=DAY) == delivered + clicks
    assert await outbox_and_interactions(store) == (0, undelivered, 0)
    assert not await store.interaction_seen("i0u1")

    match = await store.get_match(match_id)
    assert match.status == "finished" and match.outcome is not None
    log = await store.action_log(match_id)
    moves = [LoggedAction(player=e.seat, action=e.action) for e in log]
    rebuilt = replay(get_game("highcard"), 2, match.options, match.seed, moves)
    assert rebuilt.model_dump_json() == match.state, "the kept log still replays to the stored state"


@pytest.mark.both_backends
async def test_pruning_runs_in_small_batches(service: GameService, store: AnyStore, clock: FakeClock) -> None:
    created = await store.create_match(
        NewMatch(game="highcard", options={}, settings={}, seed=1, creator=SeatRecord(seat=0, user_id="u", name="U")),
        now=clock.now,
    )
    messages = [OutboxMessage(idem_key=f"k{n}", kind="dm", recipient="u", body={"text": "x"}) for n in range(1203)]
    await store.apply_change(
        MatchChange(match_id=created.id, expected_version=0, status="lobby", state=None, outbox=messages), clock.now
    )
    await service.messages_delivered([m.id for m in await store.undelivered_outbox(2000)])
    clock.now += DAY + 1
    commits = store.commits
    assert await service.prune(retention_seconds=DAY) == 1203
    assert store.commits - commits >= 3, "1,203 rows in batches of 500: at least three short writes"


async def test_freed_pages_go_back_to_the_file_system(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "shrink.db"
    store = SqliteStore(path)
    await store.open()
    try:
        creator = SeatRecord(seat=0, user_id="u", name="U")
        new = NewMatch(game="highcard", options={}, settings={}, seed=1, creator=creator)
        created = await store.create_match(new, now=clock.now)
        big = "x" * 4000
        messages = [OutboxMessage(idem_key=f"k{n}", kind="dm", recipient="u", body={"t": big}) for n in range(500)]
        change = MatchChange(match_id=created.id, expected_version=0, status="lobby", state=None, outbox=messages)
        await store.apply_change(change, clock.now)
        await GameService(store, clock).messages_delivered([m.id for m in await store.undelivered_outbox(1000)])
    finally:
        await store.close()  # the last connection to close folds the WAL into the file
    before = path.stat().st_size
    clock.now += DAY + 1
    store = SqliteStore(path)
    await store.open()
    try:
        assert await GameService(store, clock).prune(retention_seconds=DAY) == 500
    finally:
        await store.close()
    after = path.stat().st_size
    assert before > 2_000_000
    assert after < before / 4, f"the file kept its size: {before} -> {after} bytes"


async def test_a_database_from_before_pruning_is_upgraded_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path, isolation_level=None)
    number, _, first = migration_scripts()[0]
    conn.executescript(f"BEGIN;\n{first}\nPRAGMA user_version = {number};\nCOMMIT;")
    conn.execute(
        "INSERT INTO matches (game, status, options, settings, seed, creator_id, created_at, updated_at) "
        "VALUES ('highcard', 'lobby', '{}', '{}', 1, 'u1', 1, 1)"
    )
    conn.execute("INSERT INTO seats (match_id, seat, user_id, name) VALUES (1, 0, 'u1', 'Ann')")
    assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == 0
    conn.close()

    store = SqliteStore(path)
    await store.open()
    try:
        assert (await store.get_match(1)).seats[0].name == "Ann"
    finally:
        await store.close()
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == INCREMENTAL
        assert conn.execute("PRAGMA user_version").fetchone()[0] == migration_scripts()[-1][0]
        indexes = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"outbox_pending", "matches_by_thread", "interactions_by_age"} <= indexes
    finally:
        conn.close()
