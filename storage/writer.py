"""The store's one writer: a SQLite connection on its own thread, with group commit.

A write is a function of the connection, run whole on the writer's thread: one thread hop
per write instead of one per statement (aiosqlite's price, measured in docs/performance.md;
it has no public way to run a function on its thread). The thread takes every write queued
by the time it is free, runs them in one transaction, a savepoint each so one failing write
undoes only itself, and commits once. With synchronous=FULL, moves that arrive together
share one fsync. A write's result is handed back only after its transaction committed.
"""

import asyncio
import contextlib
import queue
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")
Connect = Callable[[], sqlite3.Connection]
Outcome = tuple["asyncio.Future[Any]", bool, Any]
"""A future, whether its function returned, and what it returned or raised."""

MAX_BATCH = 256
"""Writes per transaction at most, so one commit never holds a long queue's results back."""

THREAD_NAME = "botwar-sqlite-writer"


@dataclass
class _Job:
    run: Callable[[sqlite3.Connection], Any]
    future: "asyncio.Future[Any]"
    in_transaction: bool
    """False for work that must run outside a transaction: pragmas, migrations, checkpoints."""


class _Close:
    """Queued by close(): the writes queued before it are done first."""


_CLOSE = _Close()


class Writer:
    def __init__(self, connect: Connect, guard: Callable[[], None] | None = None) -> None:
        """`guard` runs on the writer's thread before each transaction and each call; what it
        raises fails their writes, and nothing of them runs."""
        self._connect = connect
        self._guard = guard
        self._jobs: queue.SimpleQueue[_Job | _Close] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.commits = 0
        """Transactions committed so far."""
        self.writes = 0
        """Writes in the transactions committed so far (one that failed alone counts too)."""

    async def start(self) -> None:
        """Connect on the writer's thread; raises what connecting raised."""
        self._loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = self._loop.create_future()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name=THREAD_NAME)
        self._thread.start()
        try:
            await ready
        except BaseException:
            await asyncio.to_thread(self._thread.join)
            self._thread = None
            raise

    async def write(self, run: Callable[[sqlite3.Connection], T]) -> T:
        """Run `run` in a transaction, possibly shared with other writes; return once committed."""
        return await self._submit(run, in_transaction=True)

    async def call(self, run: Callable[[sqlite3.Connection], T]) -> T:
        """Run `run` alone, between transactions."""
        return await self._submit(run, in_transaction=False)

    async def close(self) -> None:
        """Finish the queued writes, close the connection and end the thread."""
        if self._thread is None:
            return
        self._jobs.put(_CLOSE)
        await asyncio.to_thread(self._thread.join)
        self._thread = None

    async def _submit(self, run: Callable[[sqlite3.Connection], T], *, in_transaction: bool) -> T:
        if self._thread is None or self._loop is None or not self._thread.is_alive():
            raise RuntimeError("the writer is not running")
        future: asyncio.Future[T] = self._loop.create_future()
        self._jobs.put(_Job(run, future, in_transaction))
        return await future

    # -- on the writer's thread ---------------------------------------------------------

    def _serve(self, ready: "asyncio.Future[None]") -> None:
        try:
            conn = self._connect()
        except BaseException as error:
            self._settle([(ready, False, error)])
            return
        self._settle([(ready, True, None)])
        try:
            carried: _Job | _Close | None = None
            while True:
                job = carried or self._jobs.get()
                carried = None
                if isinstance(job, _Close):
                    return
                if not job.in_transaction:
                    self._settle([self._alone(conn, job)])
                    continue
                batch = [job]
                while len(batch) < MAX_BATCH:
                    try:
                        more = self._jobs.get_nowait()
                    except queue.Empty:
                        break
                    if isinstance(more, _Close) or not more.in_transaction:
                        carried = more
                        break
                    batch.append(more)
                self._settle(self._transaction(conn, batch))
        finally:
            conn.close()

    def _alone(self, conn: sqlite3.Connection, job: _Job) -> Outcome:
        try:
            if self._guard is not None:
                self._guard()
            return job.future, True, job.run(conn)
        except Exception as error:
            return job.future, False, error

    def _transaction(self, conn: sqlite3.Connection, batch: list[_Job]) -> list[Outcome]:
        outcomes: list[Outcome] = []
        try:
            if self._guard is not None:
                self._guard()
            conn.execute("BEGIN IMMEDIATE")
            for job in batch:
                conn.execute("SAVEPOINT write")
                try:
                    outcomes.append((job.future, True, job.run(conn)))
                except Exception as error:
                    conn.execute("ROLLBACK TO write")
                    outcomes.append((job.future, False, error))
                conn.execute("RELEASE write")
            conn.execute("COMMIT")
            self.commits += 1
            self.writes += len(batch)
        except Exception as error:
            # Nothing of the batch was committed: every write of it fails with the cause.
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    # Should even this fail, the thread must live on to answer: the next
                    # BEGIN then fails and tells its writes why, instead of leaving them waiting.
                    conn.execute("ROLLBACK")
            return [(job.future, False, error) for job in batch]
        return outcomes

    def _settle(self, outcomes: list[Outcome]) -> None:
        assert self._loop is not None
        settle(self._loop, outcomes)


def settle(loop: asyncio.AbstractEventLoop, outcomes: list[Outcome]) -> None:
    """From a database thread: hand the outcomes to their futures on the event loop."""
    loop.call_soon_threadsafe(_resolve, outcomes)


def _resolve(outcomes: list[Outcome]) -> None:
    for future, ok, value in outcomes:
        if future.done():  # its caller was cancelled; the write itself stands
            continue
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)
