"""`python -m bot` on SQLite: one serving process per database file, and no damaged file served.

Real bot processes (bot/cli.py's `main`, as `python -m bot` runs it, only aimed at the fake
Discord this test runs) on one SQLite file: a second one is refused at start with one line and
the first goes on answering; once the first is killed with SIGKILL, a new one starts at once
(the kernel dropped the lock with the process). A damaged file is refused before anything is
served.
"""

import asyncio
import os
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, closing
from pathlib import Path

from tests.conftest import FakeClock
from tests.discord.conftest import Harness
from tests.discord.fake_discord import FakeDiscord, until
from tests.support.sqlite_files import damage, real_database

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60.0
"""Seconds a process may take to start or answer before the test fails (the machine may be busy)."""


def environment(fake: FakeDiscord, database: Path) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("BOTWAR_", "DISCORD_"))}
    return clean | {
        "PYTHONPATH": str(ROOT),
        "LANG": "C.UTF-8",
        "DISCORD_TOKEN": "fake-token",
        "BOTWAR_DB": str(database),
        "BOTWAR_LOG_LEVEL": "WARNING",
    }


def program(fake: FakeDiscord) -> str:
    """`python -m bot`, with discord.py aimed at the fake Discord."""
    return (
        "import sys, discord, yarl\n"
        f"discord.http.Route.BASE = '{fake.base}/api/v10'\n"
        f"discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL('ws://127.0.0.1:{fake.port}/ws')\n"
        "from bot.cli import main\n"
        "sys.exit(main([]))\n"
    )


async def start_bot(fake: FakeDiscord, database: Path, log: Path) -> asyncio.subprocess.Process:
    with log.open("ab") as output:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-c", program(fake), cwd=ROOT, env=environment(fake, database), stderr=output
        )


@asynccontextmanager
async def killed_at_the_end(process: asyncio.subprocess.Process) -> AsyncIterator[asyncio.subprocess.Process]:
    try:
        yield process
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def answers(fake: FakeDiscord, harness: Harness) -> None:
    """A running bot answers a new `/game new`: it serves."""
    payload = harness.command_payload("game", "new", game="stakbots")
    await fake.dispatch("INTERACTION_CREATE", payload)
    await until(lambda: fake.replies(payload["token"]), timeout=WAIT)


async def until_connected(fake: FakeDiscord, sockets: int) -> None:
    await until(lambda: len([s for s in fake.sockets if not s.closed]) >= sockets, timeout=WAIT)


def match_count(database: Path) -> int:
    with closing(sqlite3.connect(database)) as conn:
        return int(conn.execute("SELECT count(*) FROM matches").fetchone()[0])


def refusal_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("botwar:")]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


async def test_a_second_bot_on_the_same_file_is_refused_and_the_first_serves_on(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "botwar.db"
    harness = Harness(fake, database, FakeClock())
    async with killed_at_the_end(await start_bot(fake, database, tmp_path / "first.log")) as first:
        await until_connected(fake, 1)
        await answers(fake, harness)
        assert match_count(database) == 1

        second = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            program(fake),
            cwd=ROOT,
            env=environment(fake, database),
            stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(second.communicate(), WAIT)
        assert second.returncode == 1
        line = refusal_line(err.decode())
        assert line == (
            f"botwar: another botwar process (pid {first.pid}) is already running on the database {database} "
            f"(it holds {database}.lock); stop it first, or run several processes on PostgreSQL with shards "
            "(docs/deployment.md)"
        )
        assert len(fake.sockets) == 1, "the second process never connected to Discord"

        await answers(fake, harness)
        assert first.returncode is None and match_count(database) == 2

        first.send_signal(signal.SIGKILL)
        await first.wait()

    async with killed_at_the_end(await start_bot(fake, database, tmp_path / "again.log")) as again:
        await until_connected(fake, 1)
        await answers(fake, harness)
        assert again.returncode is None and match_count(database) == 3


async def test_the_bot_refuses_a_damaged_database_at_start(fake: FakeDiscord, tmp_path: Path) -> None:
    healthy = await real_database(tmp_path / "healthy.db")
    damaged = damage(healthy, tmp_path / "botwar.db")
    before = damaged.read_bytes()
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        program(fake),
        cwd=ROOT,
        env=environment(fake, damaged),
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await asyncio.wait_for(process.communicate(), WAIT)
    assert process.returncode == 1
    line = refusal_line(err.decode())
    assert line.startswith(f"botwar: the database file {damaged} is damaged (")
    assert "`.venv/bin/python -m bot backup`" in line and ".recover" in line
    assert not fake.sockets, "it never connected to the gateway"
    assert damaged.read_bytes() == before
