"""`python -m bot ARGS...`, killed with SIGKILL right after its Nth committed write transaction:
`python -m tests.frontends.killed_play N ARGS...`.

Every state a crash can leave on disk is the state after some committed transaction (SQLite
makes each transaction all or nothing), so killing after each commit in turn reaches every
state a kill at any moment could leave.
"""

import os
import signal
import sqlite3
import sys

from bot.cli import main
from storage.writer import Writer

after = int(sys.argv[1])
transaction = Writer._transaction


def dies_after_commit(self: Writer, conn: sqlite3.Connection, batch: list) -> list:  # type: ignore[type-arg]
    outcomes = transaction(self, conn, batch)
    if self.commits == after:
        os.kill(os.getpid(), signal.SIGKILL)
    return outcomes


Writer._transaction = dies_after_commit  # type: ignore[method-assign]
sys.exit(main(sys.argv[2:]))
