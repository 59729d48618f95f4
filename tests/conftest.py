from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.service import GameService
from storage import SqliteStore
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
