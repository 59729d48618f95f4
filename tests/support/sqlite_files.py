"""Real SQLite database files for the tests of damaged files and backups."""

import os
import shutil
from pathlib import Path

from storage import NewMatch, SeatRecord, SqliteStore

PAGE = 4096
"""SQLite's page size (its default, which the store keeps)."""


async def real_database(path: Path, matches: int = 300) -> Path:
    """A database with `matches` lobbies in it (a few dozen pages), closed and checkpointed."""
    async with SqliteStore(path) as store:
        for n in range(matches):
            creator = SeatRecord(seat=0, user_id=f"u{n}", name=f"Player {n} " + "x" * 100)
            await store.create_match(NewMatch(game="highcard", options={}, settings={}, seed=n, creator=creator), 1.0)
    return path


def damage(source: Path, target: Path, page: int | None = None) -> Path:
    """A copy of `source` with garbage over one page (numbered from 0; by default the middle one)."""
    shutil.copyfile(source, target)
    with target.open("r+b") as file:
        file.seek((target.stat().st_size // PAGE // 2 if page is None else page) * PAGE)
        file.write(os.urandom(PAGE))
    return target
