"""Setting up a terminal match is one step: a `play` killed at any moment leaves no match or a
started one, and a lobby an older version left half set up is finished or cancelled on resume."""

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import open_service
from bot.service import User
from bot.terminal import COMMAND
from tests.frontends.test_cli import ROOT, bot
from tests.frontends.test_terminal import Script, terminal

PLAYER = User("local:1", "Player 1")
KILLS = 12
"""Commits after which a `play` is killed, at most: its setup is done long before (about 4)."""
ROW = re.compile(r"^\s+#(?P<id>\d+)\s+(?P<game>\S+)\s+(?P<status>\S+)\s", re.MULTILINE)


def killed_play(after: int, database: Path) -> subprocess.CompletedProcess[str]:
    """`python -m bot play stakbots` killed right after its `after`th commit (tests/frontends/killed_play.py)."""
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "BOTWAR_DB")} | {"LANG": "C.UTF-8"}
    play = ["play", "stakbots", "--players", "2", "--seed", "3", "--db", str(database)]
    return subprocess.run(
        [sys.executable, "-m", "tests.frontends.killed_play", str(after), *play],
        cwd=database.parent,
        env={**clean, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL,  # a `play` that gets to its first prompt reads the end of input: saved
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_a_play_killed_after_any_commit_leaves_no_match_or_a_started_one(tmp_path: Path) -> None:
    left: list[int] = []  # matches left behind by each kill
    for after in range(1, KILLS + 1):
        database = tmp_path / f"killed-after-{after}.db"
        result = killed_play(after, database)
        if result.returncode == 0:
            assert "Saved. Resume with" in result.stdout
            break
        assert result.returncode == -signal.SIGKILL, result.stderr
        listed = bot("matches", "--db", database.name, cwd=tmp_path)
        assert listed.returncode == 0, listed.stderr
        rows = list(ROW.finditer(listed.stdout))
        left.append(len(rows))
        assert [row["status"] for row in rows] in ([], ["active"]), listed.stdout
        for row in rows:
            resumed = bot("play", "--resume", row["id"], "--db", database.name, cwd=tmp_path, stdin=subprocess.DEVNULL)
            assert resumed.returncode == 0, resumed.stderr
            assert resumed.stdout.rstrip().endswith(f"Resume with: {COMMAND} play --resume 1 --db {database.name}")
            assert "set up" not in resumed.stdout
    else:
        pytest.fail(f"`play` did not reach its first prompt within {KILLS} commits")
    assert 0 in left and 1 in left, f"the kills fell before and after the setup: {left}"


@pytest.mark.usefixtures("with_highcard")
async def test_a_lobby_left_with_every_seat_taken_is_started_on_resume(tmp_path: Path) -> None:
    database = tmp_path / "t.db"
    async with open_service(database) as service:  # what an older version left after its second write
        lobby = await service.create_match("highcard", PLAYER, seed=1)
        await service.add_ai(lobby.id, PLAYER)
    script = Script(iter(["quit"]))
    match = await terminal(database, None, 2, 1, None, script, resume=lobby.id)
    assert match.status == "active" and script.prompts == 1
    assert script.lines[0] == f"Match #{lobby.id} was stopped while it was being set up; its setup is finished now."


@pytest.mark.usefixtures("with_highcard")
async def test_a_lobby_left_before_its_seats_were_taken_is_cancelled_on_resume(tmp_path: Path) -> None:
    database = tmp_path / "t.db"
    async with open_service(database) as service:  # what an older version left after its first write
        lobby = await service.create_match("highcard", PLAYER, seed=1)
    script = Script(iter([]))
    match = await terminal(database, None, 2, 1, None, script, resume=lobby.id, given_db=database)
    assert match.status == "cancelled" and script.prompts == 0
    assert script.lines == [
        f"Match #{lobby.id} was stopped while it was being set up, before its seats were taken, so it is "
        f"cancelled; start a new one with: {COMMAND} play highcard --db {database}"
    ]
