"""A damaged SQLite file is refused when the store opens, before anything is written to it."""

import logging
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

import storage.integrity
from storage import SqliteStore
from storage.errors import DamagedDatabase
from tests.support.sqlite_files import PAGE, damage, real_database


def integrity(path: Path) -> str:
    with closing(sqlite3.connect(path)) as conn:
        try:
            return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
        except sqlite3.DatabaseError as error:
            return str(error)


@pytest.fixture
async def healthy(tmp_path: Path) -> Path:
    return await real_database(tmp_path / "healthy.db")


async def test_a_page_of_garbage_in_the_middle_is_refused_at_open(healthy: Path, tmp_path: Path) -> None:
    pages = healthy.stat().st_size // PAGE
    assert pages > 20
    damaged = damage(healthy, tmp_path / "damaged.db", pages // 2)
    assert integrity(damaged) != "ok"
    before = damaged.read_bytes()
    with pytest.raises(DamagedDatabase) as refused:
        await SqliteStore(damaged).open()
    said = str(refused.value)
    assert said.startswith(f"the database file {damaged} is damaged (")
    assert "`.venv/bin/python -m bot backup`" in said and f'sqlite3 {damaged} ".recover"' in said
    assert "\n" not in said
    assert damaged.read_bytes() == before, "nothing was written to the damaged file"


async def test_a_damaged_header_is_refused_too(healthy: Path, tmp_path: Path) -> None:
    damaged = damage(healthy, tmp_path / "header.db", 0)
    with pytest.raises(DamagedDatabase, match=r"is damaged \(file is not a database\)"):
        await SqliteStore(damaged).open()


async def test_a_healthy_file_and_a_new_one_open(healthy: Path, tmp_path: Path) -> None:
    async with SqliteStore(healthy) as store:
        assert len(await store.list_matches(limit=500)) == 300
    async with SqliteStore(tmp_path / "new.db") as store:
        assert await store.list_matches() == []


async def test_a_file_too_big_to_check_in_time_is_checked_in_part_with_a_warning(
    healthy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(storage.integrity, "CHECK_SECONDS", 0.0)
    with caplog.at_level(logging.WARNING, logger="storage.integrity"):
        async with SqliteStore(healthy) as store:
            assert len(await store.list_matches(limit=500)) == 300
    assert f"the database file {healthy} is too big to check whole in 0.0 s at every start" in caplog.text
    assert "checked in part; `.venv/bin/python -m bot backup FILE` checks every page" in caplog.text
