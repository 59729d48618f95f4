"""`python -m bot backup FILE`: a checked copy of the SQLite database, safe while the bot runs.

SQLite's online backup API copies the pages of one snapshot of the database (WAL included)
in one read transaction: in WAL mode the bot's writes go on meanwhile, and the copy is the
database as it stood at one commit. The copy is written under a temporary name beside FILE,
made self-contained (rollback journal mode: no -wal file to carry along), checked with
integrity_check, written to disk and only then renamed to FILE, so FILE is always either the
old file or a whole, checked copy.
"""

import os
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from storage.errors import DamagedDatabase, StoreUnavailable
from storage.integrity import check_every_page, is_damage

SIDE_FILES = ("-wal", "-shm", "-journal", ".lock")
"""Files SQLite (and storage/lock.py) keep beside a database."""


@dataclass(frozen=True)
class Backup:
    pages: int
    size: int
    """Bytes."""
    matches: int
    seconds: float


def backup_database(source: Path, target: Path) -> Backup:
    """Copy the SQLite database `source` to `target` and check the copy (see the module).

    StoreUnavailable for a target that would overwrite the database (or one of its side files)
    or that SQLite still has files of beside it; DamagedDatabase if the copy fails its check."""
    started = time.perf_counter()
    _check_target(source, target)
    temporary = target.with_name(f".{target.name}.{os.getpid()}.partial")
    temporary.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(source, isolation_level=None)) as live:
            live.execute("PRAGMA busy_timeout = 5000")
            with closing(sqlite3.connect(temporary, isolation_level=None)) as copy:
                try:
                    live.backup(copy)  # every page in one step: one snapshot
                except sqlite3.DatabaseError as error:
                    if is_damage(error):
                        raise DamagedDatabase(source, str(error)) from None
                    raise
                copy.execute("PRAGMA journal_mode = DELETE")
                check_every_page(copy, source)  # the copy has the live file's pages
                pages = int(copy.execute("PRAGMA page_count").fetchone()[0])
                has_matches = copy.execute("SELECT 1 FROM sqlite_master WHERE name = 'matches'").fetchone()
                matches = int(copy.execute("SELECT count(*) FROM matches").fetchone()[0]) if has_matches else 0
        _sync(temporary)
        os.replace(temporary, target)
        _sync(target.parent)
    finally:
        temporary.unlink(missing_ok=True)
    return Backup(pages, target.stat().st_size, matches, time.perf_counter() - started)


def _check_target(source: Path, target: Path) -> None:
    live = source.resolve()
    same = target.exists() and os.path.samefile(target, source)  # a hard link too
    if same or target.resolve() in {live, *(live.with_name(live.name + side) for side in SIDE_FILES)}:
        raise StoreUnavailable(f"{target} is the database itself (or one of its files); name another file for the copy")
    if not target.parent.is_dir():
        raise StoreUnavailable(f"the folder for the copy, {target.parent}, does not exist")
    for side in ("-wal", "-journal"):
        left = target.with_name(target.name + side)
        if left.exists():
            raise StoreUnavailable(
                f"{left} is beside {target}: SQLite has that file open or left it unfinished; "
                "choose another name, or close it first"
            )


def _sync(path: Path) -> None:
    """Flush `path` (a file, or a folder's entries after a rename) to disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
