"""`python -m bot backup FILE`, and damaged database files refused by the terminal's commands."""

import asyncio
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from bot.cli import open_service
from bot.service import User
from storage import SqliteStore
from tests.frontends.test_cli import ROOT, bot, one_line_error
from tests.support.sqlite_files import damage, real_database

pytestmark = pytest.mark.usefixtures("with_highcard")

PLAYER = User("local:1", "Player 1")


def read(path: Path, sql: str) -> list[tuple[Any, ...]]:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql).fetchall()


async def test_a_backup_made_while_a_writer_writes_is_whole_and_checked(tmp_path: Path) -> None:
    database = tmp_path / "botwar.db"
    copy = tmp_path / "copy.db"
    async with open_service(database) as service:
        for _ in range(300):
            await service.create_started_match("highcard", [PLAYER], 1)
        done = asyncio.Event()

        async def write() -> int:
            made = 0
            while not done.is_set():
                await service.create_started_match("highcard", [PLAYER], 1)
                made += 1
            return made

        writer = asyncio.create_task(write())
        code = f"import sys\nfrom bot.cli import main\nsys.exit(main(['backup', {str(copy)!r}]))"
        env = {k: v for k, v in os.environ.items() if k != "BOTWAR_DB"} | {"PYTHONPATH": str(ROOT)}
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            code,
            cwd=tmp_path,
            env=env | {"BOTWAR_DB": str(database)},
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(process.communicate(), 60)
        done.set()
        during = await writer
        total = (await service.counts())["matches_created"]
    assert process.returncode == 0, err.decode()
    assert during > 0, "the writer wrote while the backup ran"
    copied = int(read(copy, "SELECT count(*) FROM matches")[0][0])
    assert out.decode().startswith(f"Backed up {database} into {copy}: {copied} matches, ")
    assert "integrity_check ok" in out.decode()
    assert 300 <= copied <= total
    # One snapshot: the first `copied` matches, each whole (its seats, state, deadline and messages).
    assert read(copy, "SELECT min(id), max(id) FROM matches") == [(1, copied)]
    assert read(copy, "SELECT count(*) FROM seats") == [(2 * copied,)]
    assert read(copy, "SELECT count(*) FROM matches WHERE status = 'active' AND state IS NOT NULL") == [(copied,)]
    assert read(copy, "SELECT count(DISTINCT match_id) FROM outbox") == [(copied,)]
    assert read(copy, "PRAGMA integrity_check") == [("ok",)]
    assert read(copy, "PRAGMA journal_mode") == [("delete",)], "one self-contained file"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("copy", ".copy"))) == ["copy.db"]
    async with SqliteStore(copy) as store:
        assert (await store.get_match(copied)).status == "active"


async def test_backup_refuses_what_it_must_not_do(tmp_path: Path) -> None:
    database = await real_database(tmp_path / "botwar.db", matches=3)
    env = {"BOTWAR_DB": str(database)}
    cases = {
        ("backup", str(database)): f"{database} is the database itself (or one of its files); name another file",
        ("backup", "botwar.db-wal"): "is the database itself",
        ("backup", "nowhere/copy.db"): "the folder for the copy, nowhere, does not exist",
        ("backup", "c.db", "--db", "missing.db"): "there is no database file missing.db to back up (--db)",
        ("backup", "c.db", "--db", "postgresql://bot:secret@db/botwar"): (
            "postgresql://bot:***@db/botwar is a PostgreSQL database: back it up with pg_dump (docs/deployment.md)"
        ),
    }
    for args, says in cases.items():
        result = bot(*args, cwd=tmp_path, env=env)
        assert result.returncode == 2, result
        assert says in one_line_error(result.stderr)
    assert read(database, "PRAGMA integrity_check") == [("ok",)]
    made = bot("backup", "copy.db", cwd=tmp_path, env=env)  # BOTWAR_DB names the database, as for the bot
    assert made.returncode == 0 and "3 matches" in made.stdout
    again = bot("backup", "copy.db", cwd=tmp_path, env=env)  # replaces an older copy
    assert again.returncode == 0 and read(tmp_path / "copy.db", "SELECT count(*) FROM matches") == [(3,)]


@pytest.fixture
async def damaged(tmp_path: Path) -> Path:
    healthy = await real_database(tmp_path / "healthy.db")
    return damage(healthy, tmp_path / "botwar.db")


@pytest.mark.parametrize(
    "command",
    [
        ("play", "stakbots", "--db", "botwar.db"),
        ("play", "--resume", "1", "--db", "botwar.db"),
        ("matches", "--db", "botwar.db"),
        ("backup", "copy.db", "--db", "botwar.db"),
    ],
)
def test_the_terminal_and_backup_refuse_a_damaged_database(damaged: Path, command: tuple[str, ...]) -> None:
    before = damaged.read_bytes()
    result = bot(*command, cwd=damaged.parent, stdin=subprocess.DEVNULL)
    assert result.returncode == 2
    line = one_line_error(result.stderr)
    assert line.startswith("botwar: the database file botwar.db is damaged (")
    assert "`.venv/bin/python -m bot backup`" in line and 'sqlite3 botwar.db ".recover"' in line
    assert damaged.read_bytes() == before
    assert sorted(p.name for p in damaged.parent.iterdir()) == ["botwar.db", "healthy.db"], "no copy, no lock"
