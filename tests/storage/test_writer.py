"""The store's writer thread: writes queued together share one transaction and one commit,
each write fails alone, and nothing is reported done before its commit."""

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from storage.writer import Writer


def insert(value: int) -> Callable[[sqlite3.Connection], int]:
    def run(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t (value) VALUES (?)", (value,))
        return value

    return run


def values(path: Path) -> list[int]:
    with sqlite3.connect(path) as conn:
        return [int(r[0]) for r in conn.execute("SELECT value FROM t ORDER BY value")]


@pytest.fixture
async def writer(tmp_path: Path) -> AsyncIterator[Writer]:
    def connect() -> sqlite3.Connection:
        conn = sqlite3.connect(tmp_path / "w.db", isolation_level=None)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
        conn.execute("INSERT INTO parent VALUES (1)")
        # A deferred key is checked at COMMIT: the way to make a whole batch's commit fail.
        conn.execute(
            "CREATE TABLE t (value INTEGER UNIQUE, parent INTEGER DEFAULT 1 "
            "REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)"
        )
        return conn

    started = Writer(connect)
    await started.start()
    yield started
    await started.close()


async def held(writer: Writer) -> tuple[threading.Event, "asyncio.Future[None]"]:
    """Keep the writer's thread busy until the event is set, so the next writes queue up."""
    release, busy = threading.Event(), threading.Event()

    def wait(conn: sqlite3.Connection) -> None:
        busy.set()
        release.wait(10)

    blocker = asyncio.ensure_future(writer.call(wait))
    await asyncio.to_thread(busy.wait, 10)
    return release, blocker


async def test_writes_queued_together_share_one_commit(writer: Writer, tmp_path: Path) -> None:
    release, blocker = await held(writer)
    commits, written = writer.commits, writer.writes
    writes = [asyncio.ensure_future(writer.write(insert(n))) for n in range(50)]
    await asyncio.sleep(0.05)  # every write is queued behind the blocker
    release.set()
    await blocker
    assert await asyncio.gather(*writes) == list(range(50))
    assert (writer.commits, writer.writes) == (commits + 1, written + 50)
    assert values(tmp_path / "w.db") == list(range(50))


async def test_a_failing_write_undoes_only_itself(writer: Writer, tmp_path: Path) -> None:
    def half_then_fail(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO t (value) VALUES (100)")
        conn.execute("INSERT INTO t (value) VALUES (1)")  # UNIQUE: 1 is written by the first write

    release, blocker = await held(writer)
    first = asyncio.ensure_future(writer.write(insert(1)))
    failing = asyncio.ensure_future(writer.write(half_then_fail))
    last = asyncio.ensure_future(writer.write(insert(2)))
    await asyncio.sleep(0.05)
    release.set()
    await blocker
    assert await first == 1 and await last == 2
    with pytest.raises(sqlite3.IntegrityError):
        await failing
    assert values(tmp_path / "w.db") == [1, 2]  # 100 went with its own write


async def test_a_failed_commit_fails_every_write_of_its_batch(writer: Writer, tmp_path: Path) -> None:
    def orphan(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO t (value, parent) VALUES (7, 99)")  # no parent 99: COMMIT refuses

    release, blocker = await held(writer)
    good = asyncio.ensure_future(writer.write(insert(5)))
    bad = asyncio.ensure_future(writer.write(orphan))
    await asyncio.sleep(0.05)
    release.set()
    await blocker
    for write in (good, bad):
        with pytest.raises(sqlite3.IntegrityError):
            await write
    assert values(tmp_path / "w.db") == []  # not reported done, and not written
    assert await writer.write(insert(6)) == 6  # the writer goes on


async def test_close_finishes_the_queued_writes_first(tmp_path: Path) -> None:
    path = tmp_path / "c.db"

    def connect() -> sqlite3.Connection:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("CREATE TABLE IF NOT EXISTS t (value INTEGER)")
        return conn

    writer = Writer(connect)
    await writer.start()
    writes = [asyncio.ensure_future(writer.write(insert(n))) for n in range(5)]
    await asyncio.sleep(0)  # queued, not awaited
    await writer.close()
    assert [w.result() for w in writes] == list(range(5))
    assert values(path) == list(range(5))
    with pytest.raises(RuntimeError, match="not running"):
        await writer.write(insert(9))


async def test_a_connection_that_cannot_open_fails_start(tmp_path: Path) -> None:
    def connect() -> sqlite3.Connection:
        raise sqlite3.OperationalError("unable to open database file")

    writer = Writer(connect)
    with pytest.raises(sqlite3.OperationalError, match="unable to open"):
        await writer.start()
    assert not any(t.name == "botwar-sqlite-writer" for t in threading.enumerate())
