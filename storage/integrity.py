"""Is the SQLite file damaged? SQLite's own checks: at open, within a time budget; in full for backups.

A page of garbage (a failing disk, a copy cut short, a file edited by hand) makes SQLite fail
only when it reads that page, and a bot that goes on writing elsewhere in the file carries the
damage into every later backup. So the store checks the file when it opens, before it writes
anything, and refuses a damaged one with DamagedDatabase, which says what to do.

`PRAGMA quick_check` reads every page and checks the structure of every table and index; it
takes about a second per 100,000 action-log rows here (docs/performance.md, "Checking the file
at start"), a minute for a bot with 100,000 stored matches. So at open it gets CHECK_SECONDS:
first the tables the bot reads at every command, then the whole file (the action log, free
pages, pages no table owns). A file too big to finish in that time is checked in part, and a
warning says so; `python -m bot backup` checks every page of its copy (`check_every_page`).
"""

import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from storage.errors import DamagedDatabase

log = logging.getLogger(__name__)

CHECK_SECONDS = 0.5
"""How long the check at open may take: a restart stays well within a second however big the file."""

SERVING_TABLES = ("matches", "seats", "deadlines", "interactions", "users", "guilds", "decks", "outbox")
"""Checked first, one by one: what the bot reads at start and at every command."""


_PROGRESS_STEPS = 100
"""SQLite steps between the progress handler's looks at the clock."""


class _OutOfTime(Exception):
    pass


def check_at_open(conn: sqlite3.Connection, path: Path) -> None:
    """DamagedDatabase if the check finds damage within CHECK_SECONDS (see the module)."""
    # Two clocks: SQLite's page walk is one long step that only sqlite3_interrupt stops (a
    # timer's; fired just after the last check it is a no-op, as SQLite clears the flag when
    # the next statement starts), and between steps the progress handler stops it.
    deadline = time.monotonic() + CHECK_SECONDS
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), _PROGRESS_STEPS)
    timer = threading.Timer(CHECK_SECONDS, conn.interrupt)
    timer.start()
    try:
        tables = {row[0] for row in _run(conn, path, "SELECT name FROM sqlite_schema WHERE type = 'table'")}
        for table in SERVING_TABLES:
            if table in tables:
                _verdict(path, _run(conn, path, f"PRAGMA quick_check('{table}')"))
        _verdict(path, _run(conn, path, "PRAGMA quick_check(1)"))
    except _OutOfTime:
        log.warning(
            "the database file %s is too big to check whole in %.1f s at every start (%.0f MB): it was "
            "checked in part; `.venv/bin/python -m bot backup FILE` checks every page (docs/deployment.md)",
            path,
            CHECK_SECONDS,
            path.stat().st_size / 1e6,
        )
    finally:
        timer.cancel()
        timer.join()
        conn.set_progress_handler(None, 0)


def check_every_page(conn: sqlite3.Connection, path: Path) -> None:
    """DamagedDatabase unless `PRAGMA integrity_check` passes: every page, every row, every index
    entry against its table; however long it takes. `path` is the file named in the refusal."""
    _verdict(path, _run(conn, path, "PRAGMA integrity_check(1)"))


def is_damage(error: sqlite3.Error) -> bool:
    """Whether SQLite refused because the file is damaged or is not a database at all."""
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary code of an extended one
    return code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def _run(conn: sqlite3.Connection, path: Path, sql: str) -> list[Any]:
    try:
        return conn.execute(sql).fetchall()
    except sqlite3.DatabaseError as error:
        if is_damage(error):
            raise DamagedDatabase(path, str(error)) from None
        if getattr(error, "sqlite_errorcode", 0) == sqlite3.SQLITE_INTERRUPT:
            raise _OutOfTime() from None
        raise


def _verdict(path: Path, rows: list[Any]) -> None:
    problems = [str(row[0]) for row in rows]
    if problems != ["ok"]:
        # "*** in database main ***" heads the list; the lines after it say what is wrong.
        lines = [line for problem in problems for line in problem.splitlines() if not line.startswith("***")]
        raise DamagedDatabase(path, "; ".join(lines))
