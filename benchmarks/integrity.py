"""What checking the SQLite file costs (issue #27): `python -m benchmarks.integrity --stored N [N ...]`.

Each database is built as benchmarks/scale.py builds it (N stored matches, half finished),
then timed, with the file's pages first dropped from the operating system's cache (cold, as
after a reboot; posix_fadvise on this file only) and again with them cached (warm, as after
a restart of the bot alone):

- `PRAGMA quick_check` of the whole file, which SqliteStore runs when it opens for at most
  storage.integrity.CHECK_SECONDS;
- a whole SqliteStore open and close, that bounded check included;
- `PRAGMA integrity_check`, which `python -m bot backup` runs on its copy;
- `python -m bot backup` itself (storage/backup.py), from a warm file.

Nothing asserts a time; the figures go to docs/performance.md.
"""

import argparse
import asyncio
import os
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable
from contextlib import closing
from functools import partial
from pathlib import Path

from benchmarks.scale import build_stored, make_templates
from storage import SqliteStore
from storage.backup import backup_database


def drop_from_cache(path: Path) -> None:
    """Ask the kernel to forget the file's cached pages (they are clean: the store closed it)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


async def pragma(path: Path, name: str) -> float:
    with closing(sqlite3.connect(path)) as conn:
        started = time.perf_counter()
        result = conn.execute(f"PRAGMA {name}(1)").fetchall()
        seconds = time.perf_counter() - started
    if result != [("ok",)]:
        raise RuntimeError(f"{path}: {result}")
    return seconds


async def open_and_close(path: Path) -> float:
    started = time.perf_counter()
    async with SqliteStore(path):
        pass
    return time.perf_counter() - started


async def timed(what: str, path: Path, run: Callable[[Path], Awaitable[float]]) -> None:
    drop_from_cache(path)
    cold = await run(path)
    warm = await run(path)
    print(f"  {what:<28} cold {cold:7.2f} s   warm {warm:7.2f} s", flush=True)


async def bench(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory(prefix="botwar-integrity-") as folder:
        templates = await make_templates(Path(folder) / "templates.db", "stakbots", 6, 6)
        for n in sorted(sizes):
            path = Path(folder) / f"stored-{n}.db"
            built = await build_stored(path, n, templates=templates)
            size = path.stat().st_size
            print(f"{n:,} stored matches: {size / 1e9:.2f} GB, built in {built.seconds:.0f} s", flush=True)
            await timed("PRAGMA quick_check", path, partial(pragma, name="quick_check"))
            await timed("SqliteStore open + close", path, open_and_close)
            await timed("PRAGMA integrity_check", path, partial(pragma, name="integrity_check"))
            copy = Path(folder) / "copy.db"
            done = backup_database(path, copy)
            print(f"  {'backup (warm)':<28} {done.seconds:.2f} s, {done.size / 1e9:.2f} GB", flush=True)
            for leftover in Path(folder).glob("*.db*"):
                if leftover.name != "templates.db":
                    leftover.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stored", type=int, nargs="+", default=[10_000], metavar="N")
    asyncio.run(bench(parser.parse_args().stored))


if __name__ == "__main__":
    main()
