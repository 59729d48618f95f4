"""What only the PostgreSQL store does: migrations in schema_migrations, work shared by
several processes (outbox claims, deadline leases, LISTEN/NOTIFY), each "process" here a
store of its own on one real database (tests/support/postgres.py)."""

import asyncio
import random
from collections.abc import AsyncIterator, Callable, Iterator

import asyncpg
import pytest

from storage import DeadlineRecord, MatchChange, NewMatch, OutboxMessage, PostgresStore, SeatRecord, VersionConflict
from storage.migrate import DIALECTS, migration_scripts
from tests.conftest import pg_admin
from tests.support.postgres import TestServer


class LeaseClock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def lease_clock() -> LeaseClock:
    return LeaseClock()


@pytest.fixture
async def processes(pg_url: str, lease_clock: LeaseClock) -> AsyncIterator[Callable[[str], PostgresStore]]:
    """Opened stores on the test's database, one per name, as separate bot processes would have."""
    opened: list[PostgresStore] = []

    def make(name: str) -> PostgresStore:
        store = PostgresStore(pg_url, lease_clock=lease_clock, owner=name, pool_size=3)
        opened.append(store)
        return store

    yield make
    for store in opened:
        await store.close()


@pytest.fixture
def empty_pg_url(pg_server: TestServer) -> Iterator[str]:
    """A database with nothing in it, not even the migrations."""
    name = pg_server.next_database()
    pg_admin(pg_server, f"CREATE DATABASE {name} TEMPLATE template0")
    try:
        yield pg_server.url(name)
    finally:
        pg_admin(pg_server, f"DROP DATABASE {name} WITH (FORCE)")


def new_match(user: str = "u1") -> NewMatch:
    return NewMatch(
        game="highcard", options={}, settings={}, seed=7, creator=SeatRecord(seat=0, user_id=user, name="Ann")
    )


def messages(match_id: int, *tags: str) -> list[OutboxMessage]:
    return [
        OutboxMessage(idem_key=f"m{match_id}:{tag}", kind="channel", recipient=None, body={"text": tag}) for tag in tags
    ]


async def post(store: PostgresStore, match_id: int, version: int, *tags: str) -> None:
    change = MatchChange(
        match_id=match_id,
        expected_version=version,
        status="active",
        state=f"s{version + 1}",
        outbox=messages(match_id, *tags),
    )
    await store.apply_change(change, now=1.0)


def test_every_migration_has_a_script_for_every_dialect() -> None:
    numbers = {dialect: [n for n, _, _ in migration_scripts(dialect)] for dialect in DIALECTS}
    assert numbers["sqlite"] == numbers["postgresql"]
    assert numbers["sqlite"] == list(range(1, len(numbers["sqlite"]) + 1)), "numbered 1, 2, 3 … without gaps"


async def test_migrations_from_empty_are_recorded_once_even_when_processes_start_together(empty_pg_url: str) -> None:
    stores = [PostgresStore(empty_pg_url, pool_size=1) for _ in range(3)]
    await asyncio.gather(*(s.open() for s in stores))
    for store in stores:
        await store.close()
    conn = await asyncpg.connect(empty_pg_url)
    try:
        recorded = [tuple(r) for r in await conn.fetch("SELECT version, name FROM schema_migrations ORDER BY version")]
        tables = {r[0] for r in await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    finally:
        await conn.close()
    assert recorded == [(n, name) for n, name, _ in migration_scripts("postgresql")]
    assert {"matches", "seats", "action_log", "deadlines", "outbox", "interactions", "users", "guilds"} <= tables


async def test_an_unreachable_server_is_a_clear_error() -> None:
    store = PostgresStore("postgresql://botwar:secret@/nowhere?host=/nonexistent-botwar-socket-dir")
    with pytest.raises(Exception, match="cannot open the PostgreSQL database") as raised:
        await store.open()
    assert "secret" not in str(raised.value), "the password is never shown"


async def test_no_update_is_lost_when_processes_race_on_one_match(processes: Callable[[str], PostgresStore]) -> None:
    stores = [processes(f"p{n}") for n in range(4)]
    for store in stores:
        await store.open()
    created = await stores[0].create_match(new_match(), now=1.0)

    async def bump(store: PostgresStore) -> int:
        wins = 0
        for _ in range(15):
            while True:
                match = await store.get_match(created.id)
                try:
                    change = MatchChange(
                        match_id=created.id,
                        expected_version=match.version,
                        status="active",
                        state=str(int(match.state or "0") + 1),
                    )
                    await store.apply_change(change, now=2.0)
                    wins += 1
                    break
                except VersionConflict:
                    await asyncio.sleep(0)
        return wins

    assert sum(await asyncio.gather(*(bump(s) for s in stores))) == 60
    match = await stores[1].get_match(created.id)
    assert (match.state, match.version) == ("60", 60)


async def test_a_claimed_channel_is_left_to_its_claimer(
    processes: Callable[[str], PostgresStore], lease_clock: LeaseClock
) -> None:
    a, b = processes("a"), processes("b")
    await a.open()
    await b.open()
    x = await a.create_match(new_match(), now=1.0)
    y = await a.create_match(new_match(), now=1.0)
    await post(a, x.id, 0, "x1", "x2")
    await post(a, y.id, 0, "y1")
    assert [m.idem_key for m in await a.undelivered_outbox(2)] == [f"m{x.id}:x1", f"m{x.id}:x2"]
    await post(b, x.id, 1, "x3")  # written after a's claim, in a's channel
    # b takes y's message; x's are a's, and x3 waits behind them even though nobody claimed it.
    assert [m.idem_key for m in await b.undelivered_outbox(10)] == [f"m{y.id}:y1"]
    assert [m.idem_key for m in await a.undelivered_outbox(10)] == [f"m{x.id}:x1", f"m{x.id}:x2", f"m{x.id}:x3"]

    # a dies without delivering: once its lease passes, b takes the channel over, in order.
    assert [m.idem_key for m in await b.undelivered_outbox(10)] == [f"m{y.id}:y1"]
    lease_clock.now += a.lease_seconds + 1
    taken = await b.undelivered_outbox(10)
    assert [m.idem_key for m in taken] == [f"m{x.id}:x1", f"m{x.id}:x2", f"m{y.id}:y1", f"m{x.id}:x3"]
    await b.mark_delivered([m.id for m in taken], now=3.0)
    assert await a.undelivered_outbox(10) == []


async def test_processes_deliver_every_message_once_and_each_channel_in_order(
    processes: Callable[[str], PostgresStore],
) -> None:
    writer = processes("writer")
    await writer.open()
    matches = [await writer.create_match(new_match(f"u{n}"), now=1.0) for n in range(8)]
    versions = {m.id: 0 for m in matches}
    delivered: list[tuple[str, int, int]] = []  # (process, match, message id)
    rng = random.Random(5)
    writing = True

    async def write() -> None:
        nonlocal writing
        for number in range(120):
            match = rng.choice(matches)
            await post(writer, match.id, versions[match.id], f"n{number}a", f"n{number}b")
            versions[match.id] += 1
            await asyncio.sleep(0)
        writing = False

    async def relay(name: str) -> None:
        store = processes(name)
        await store.open()
        while writing or (await store.counts())["outbox_pending"]:
            batch = await store.undelivered_outbox(rng.randint(1, 30))
            for message in batch:
                delivered.append((name, message.match_id or 0, message.id))
                await asyncio.sleep(0)
            await store.mark_delivered([m.id for m in batch], now=2.0)
            await asyncio.sleep(0.001)

    await asyncio.gather(write(), *(relay(f"relay{n}") for n in range(3)))
    ids = [d[2] for d in delivered]
    assert len(ids) == 240 and len(set(ids)) == 240, "every message delivered, none twice"
    for match in matches:
        in_channel = [d[2] for d in delivered if d[1] == match.id]
        assert in_channel == sorted(in_channel), "each channel in the order written"
    assert len({d[0] for d in delivered}) > 1, "the work was shared"


async def test_a_deadline_is_leased_to_one_process_until_its_lease_passes(
    processes: Callable[[str], PostgresStore], lease_clock: LeaseClock
) -> None:
    a, b = processes("a"), processes("b")
    await a.open()
    await b.open()
    match = await a.create_match(new_match(), now=1.0)
    deadline = DeadlineRecord(match_id=match.id, seat=0, decision_id="d0", due_at=5.0, remind_at=2.0)
    change = MatchChange(match_id=match.id, expected_version=0, status="active", state="s", deadlines=[deadline])
    await a.apply_change(change, now=1.0)

    assert await a.due_reminders(now=3.0) == [deadline]
    assert await b.due_reminders(now=3.0) == [], "a is reminding"
    assert await a.due_deadlines(now=6.0) == [deadline], "a process renews its own lease"
    assert await b.due_deadlines(now=6.0) == []
    lease_clock.now += a.lease_seconds + 1  # a died meanwhile
    assert await b.due_deadlines(now=6.0) == [deadline]
    assert await a.due_deadlines(now=6.0) == [], "now b holds it"

    # Applying the default rewrites the match's deadlines: the next one is free for anyone.
    later = deadline.model_copy(update={"decision_id": "d1", "due_at": 9.0})
    await b.apply_changes([change.model_copy(update={"expected_version": 1, "deadlines": [later]})], now=6.0)
    assert await a.due_deadlines(now=10.0) == [later]


async def test_a_commit_with_messages_wakes_the_other_processes(processes: Callable[[str], PostgresStore]) -> None:
    a, b = processes("a"), processes("b")
    await a.open()
    await b.open()
    woken = asyncio.Event()
    await b.watch_outbox(woken.set)
    match = await a.create_match(new_match(), now=1.0)
    await a.apply_change(MatchChange(match_id=match.id, expected_version=0, status="active", state="s"), now=1.0)
    await asyncio.sleep(0.2)
    assert not woken.is_set(), "a change without messages wakes nobody"
    await post(a, match.id, 1, "hello")
    await asyncio.wait_for(woken.wait(), timeout=5)


async def test_processes_share_one_send_budget(processes: Callable[[str], PostgresStore]) -> None:
    """Discord's global limit is per bot: the turns two processes take from the store's budget
    never put more than the limit in any period, however fast they ask (issue #19)."""
    stores = [processes(f"p{n}") for n in range(2)]
    for store in stores:
        await store.open()
    loop = asyncio.get_running_loop()

    latencies: list[float] = []

    async def take(store: PostgresStore) -> list[float]:
        turns = []
        for _ in range(40):
            asked = loop.time()
            wait = await store.take_send_budget(10, 1.0)
            latencies.append(loop.time() - asked)
            turns.append(asked + wait)  # when it may be sent, give or take the call's own time
        return turns

    turns = sorted(t for ts in await asyncio.gather(*(take(s) for s in stores)) for t in ts)
    window = 1.0 - max(latencies) - 1e-3  # a turn measured early by its call's time cannot crowd it
    busiest = max(sum(1 for t in turns if start <= t < start + window) for start in turns)
    assert busiest <= 10, f"{busiest} requests in one second from two processes sharing a limit of 10"
    assert turns[-1] - turns[0] >= (80 - 10) / 10 - 1.0, "the 80 requests were spread over the budget"
