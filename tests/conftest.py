import os
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.service import GameService
from storage import SqliteStore
from storage.writer import THREAD_NAME as WRITER_THREAD
from tests.support.highcard import HIGHCARD


@pytest.fixture
def with_highcard() -> Iterator[None]:
    """Register the test game for one test."""
    GAMES["highcard"] = HIGHCARD
    try:
        yield
    finally:
        del GAMES["highcard"]


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


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "botwar.db")
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def service(store: SqliteStore, clock: FakeClock) -> GameService:
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
