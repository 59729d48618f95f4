"""One serving process per SQLite file: an exclusive lock on a file beside the database.

The SQLite store keeps no claims or leases (docs/deployment.md): two bots on one file would
both answer `/game new`, both run a match's deadlines and both send its messages. So the
bot takes `fcntl.flock` on `<database>.lock` without waiting, and holds it while it runs.
The kernel lets go of the lock when the process ends, however it ends (SIGKILL included),
so a dead process never leaves a stale lock behind. The file stays, holding the last
holder's process id: deleting it while a bot runs would let a second bot lock a new file.

A lock on a file of its own, not on the database: SQLite locks the database file with
fcntl() byte-range locks, which some file systems (NFS) emulate flock() with.
"""

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from storage.errors import AlreadyServing, StoreUnavailable


def lock_file(database: Path) -> Path:
    """The lock beside `database`: botwar.db.lock for botwar.db."""
    return database.with_name(database.name + ".lock")


@contextmanager
def exclusive(database: Path) -> Iterator[None]:
    """Hold the lock of `database` for the `with` block; AlreadyServing if another process holds it."""
    path = lock_file(database)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except FileNotFoundError:
        raise StoreUnavailable(f"the folder for the database, {database.parent}, does not exist") from None
    except OSError as error:
        raise StoreUnavailable(f"cannot create the lock file {path}: {error.strerror or error}") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise AlreadyServing(database, path, _holder(fd)) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)  # lets go of the lock


def _holder(fd: int) -> int | None:
    """The process id the holder wrote, if it has written it yet."""
    text = os.pread(fd, 32, 0).decode(errors="replace").strip()
    return int(text) if text.isdigit() else None
