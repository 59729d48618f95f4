"""The SQLite store's own matters, on real files: migrations in user_version and WAL mode,
a deleted file or a missing folder, background checkpoints. What both back ends promise is
in test_store.py."""

import asyncio
import sqlite3
from pathlib import Path

import pytest

from storage import SqliteStore, StoreUnavailable
from storage.migrate import migration_scripts
from storage.sqlite import CHECKPOINT_EVERY
from tests.storage.test_store import change, new_match


async def test_migrations_from_empty_set_user_version(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "a.db"):
        pass
    with sqlite3.connect(tmp_path / "a.db") as conn:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    assert version == migration_scripts()[-1][0]
    assert {"matches", "seats", "action_log", "deadlines", "outbox", "interactions", "users"} <= tables
    assert mode == "wal"


async def test_deleted_database_file_is_reported_not_written(tmp_path: Path) -> None:
    path = tmp_path / "gone.db"
    async with SqliteStore(path) as store:
        created = await store.create_match(new_match(), now=1.0)
        path.unlink()
        with pytest.raises(StoreUnavailable, match="was deleted"):
            await store.apply_change(change(created.id, 0, "x"), now=2.0)


async def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StoreUnavailable, match="does not exist"):
        await SqliteStore(tmp_path / "nope" / "x.db").open()


async def test_background_checkpoints_keep_the_wal_from_growing_under_steady_writes(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "wal.db") as store:
        await steady_writes(store)


async def steady_writes(store: SqliteStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    wal = store.path.with_name(store.path.name + "-wal")
    state = "x" * 4000  # one page or so per commit

    async def commits(first: int, last: int) -> None:
        for version in range(first, last):
            await store.apply_change(change(created.id, version, state + str(version)), now=2.0)
            await asyncio.sleep(0)  # let a started checkpoint run, as it would between requests

    await commits(0, 2 * CHECKPOINT_EVERY)
    early = wal.stat().st_size
    await commits(2 * CHECKPOINT_EVERY, 10 * CHECKPOINT_EVERY)
    assert wal.stat().st_size <= early * 1.5, "the WAL is reused after each checkpoint"
