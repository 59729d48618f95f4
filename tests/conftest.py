import asyncio
import os
import sys
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import asyncpg
import pytest

from bot.games import GAMES
from bot.service import GameService
from storage import MatchStore, PostgresStore, SqliteStore
from storage.writer import THREAD_NAME as WRITER_THREAD
from tests.support.armoury import ARMOURY
from tests.support.highcard import HIGHCARD
from tests.support.postgres import TEMPLATE, ServerError, TestServer

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture
def with_highcard() -> Iterator[None]:
    """Register the test game for one test."""
    GAMES["highcard"] = HIGHCARD
    try:
        yield
    finally:
        del GAMES["highcard"]


@pytest.fixture
def with_armoury() -> Iterator[None]:
    """Register a second game with a catalogue (one name shared with Doomtrooper) for one test."""
    GAMES["armoury"] = ARMOURY
    try:
        yield
    finally:
        del GAMES["armoury"]


class FakeClock:
    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float) -> None:
        self.now += hours * 3600


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: run each test that uses the store on SQLite and on PostgreSQL (tests/conftest.py)"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked both_backends whose fixtures reach the store run once per back end.

    BOTWAR_TEST_BACKENDS=both runs every test that uses the `store` fixture on both.
    """
    everywhere = os.environ.get("BOTWAR_TEST_BACKENDS", "") == "both"
    if "backend" in metafunc.fixturenames and (everywhere or metafunc.definition.get_closest_marker("both_backends")):
        metafunc.parametrize("backend", BACKENDS, indirect=True)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The store's back end: SQLite, unless the test is marked both_backends (then each in turn)."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture(scope="session")
def pg_server() -> Iterator[TestServer]:
    """One real PostgreSQL server for the whole session (tests/support/postgres.py), with a
    template database that has every migration. Never skipped: no server fails the tests."""
    server = None
    try:
        server = TestServer()
        server.start()
        asyncio.run(_make_template(server))
    except (ServerError, OSError, asyncpg.PostgresError) as error:
        if server is not None:
            server.stop()
        pytest.fail(f"the PostgreSQL tests need a PostgreSQL server and none could be started: {error}", pytrace=False)
    try:
        yield server
    finally:
        server.stop()


async def _make_template(server: TestServer) -> None:
    conn = await asyncpg.connect(server.url())
    try:
        await conn.execute(f"CREATE DATABASE {TEMPLATE}")
    finally:
        await conn.close()
    async with PostgresStore(server.url(TEMPLATE)):
        pass


@pytest.fixture
def pg_url(pg_server: TestServer) -> Iterator[str]:
    """A fresh, migrated database of its own for one test, dropped afterwards.

    A plain fixture (the admin statements run on a loop of their own in a thread), so the
    async `store` fixture can ask for it only when its back end is PostgreSQL."""
    name = pg_server.next_database()
    pg_admin(pg_server, f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
    try:
        yield pg_server.url(name)
    finally:
        pg_admin(pg_server, f"DROP DATABASE {name} WITH (FORCE)")


def pg_admin(server: TestServer, statement: str) -> None:
    async def run() -> None:
        conn = await asyncpg.connect(server.url())
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, run()).result()


AnyStore = SqliteStore | PostgresStore
"""The concrete stores, for tests that look past the protocol (commit counts, raw rows)."""


@pytest.fixture
def new_store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Callable[[], AnyStore]:
    """Makes (unopened) stores on the test's one database: another connection, a reopen, another process's view."""
    if backend == "postgresql":
        url = request.getfixturevalue("pg_url")
        return lambda: PostgresStore(url)
    return lambda: SqliteStore(tmp_path / "botwar.db")


@pytest.fixture
async def store(new_store: Callable[[], AnyStore]) -> AsyncIterator[AnyStore]:
    s = new_store()
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def service(store: MatchStore, clock: FakeClock) -> GameService:
    return GameService(store, clock)


_exit_status = 0


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    global _exit_status
    _exit_status = int(exitstatus)


def pytest_unconfigure(config: pytest.Config) -> None:
    """A store left open keeps its non-daemon threads (aiosqlite's, the writer's) alive and the run never exits.

    Fail loudly instead of hanging CI until its time limit.
    """
    workers = [t for t in threading.enumerate() if "connection_worker" in t.name or t.name == WRITER_THREAD]
    for worker in workers:
        worker.join(timeout=5)  # a connection closed by the last test may still be winding down
    lingering = [t.name for t in workers if t.is_alive()]
    if lingering:
        sys.stderr.write(f"\n{len(lingering)} SQLite connection(s) left open by the tests; close every store.\n")
        sys.stderr.flush()
        os._exit(_exit_status or 1)
