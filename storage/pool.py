"""SQLite connections on threads of their own, for the store's reads and its checkpoints.

A read is a function of a connection, run whole on one of the pool's threads: one thread
hop per read, however many statements it runs, and no lock held on the event loop while it
runs. Each connection serves one function at a time, so two reads never interleave their
statements on one connection (which would keep a statement open, and with it an old
snapshot, for ever). With several connections, reads run side by side: SQLite lets go of
the GIL while it works.
"""

import asyncio
import queue
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from storage.writer import Outcome, settle

T = TypeVar("T")
Connect = Callable[[], sqlite3.Connection]


@dataclass
class _Job:
    run: Callable[[sqlite3.Connection], Any]
    future: "asyncio.Future[Any]"


class _Close:
    """One per thread, queued by close()."""


_CLOSE = _Close()


class Pool:
    def __init__(self, connect: Connect, size: int, name: str) -> None:
        self._connect = connect
        self._size = size
        self._name = name
        self._jobs: queue.SimpleQueue[_Job | _Close] = queue.SimpleQueue()
        self._threads: list[threading.Thread] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._trace: Callable[[str], None] | None = None
        self._trace_version = 0

    async def start(self) -> None:
        """Connect every thread's connection; raises what connecting raised."""
        self._loop = asyncio.get_running_loop()
        ready = [self._loop.create_future() for _ in range(self._size)]
        for number, connected in enumerate(ready):
            # Daemon threads: a read has nothing to finish, so a pool left open never holds
            # the process at exit (the writer's thread, which has, is not a daemon).
            thread = threading.Thread(target=self._serve, args=(connected,), name=f"{self._name}-{number}", daemon=True)
            thread.start()
            self._threads.append(thread)
        results = await asyncio.gather(*ready, return_exceptions=True)
        failed = next((r for r in results if isinstance(r, BaseException)), None)
        if failed is not None:
            await self.close()
            raise failed

    async def run(self, run: Callable[[sqlite3.Connection], T]) -> T:
        """Run `run` on the first free connection and return what it returned (or raise what it raised)."""
        if self._loop is None or not self._threads:
            raise RuntimeError("the pool is not running")
        future: asyncio.Future[T] = self._loop.create_future()
        self._jobs.put(_Job(run, future))
        return await future

    def trace(self, callback: Callable[[str], None] | None) -> None:
        """Report every statement to `callback` from each connection's next function on (None stops)."""
        self._trace = callback
        self._trace_version += 1

    async def close(self) -> None:
        """Let the queued functions finish, then close every connection and end the threads."""
        threads, self._threads = self._threads, []
        for _ in threads:
            self._jobs.put(_CLOSE)
        for thread in threads:
            await asyncio.to_thread(thread.join)

    # -- on the pool's threads ------------------------------------------------------------

    def _serve(self, connected: "asyncio.Future[None]") -> None:
        assert self._loop is not None
        try:
            conn = self._connect()
        except BaseException as error:
            settle(self._loop, [(connected, False, error)])
            return
        settle(self._loop, [(connected, True, None)])
        traced = 0
        try:
            while not isinstance(job := self._jobs.get(), _Close):
                if traced != self._trace_version:
                    traced = self._trace_version
                    conn.set_trace_callback(self._trace)
                outcome: Outcome
                try:
                    outcome = (job.future, True, job.run(conn))
                except Exception as error:
                    outcome = (job.future, False, error)
                settle(self._loop, [outcome])
        finally:
            conn.close()
