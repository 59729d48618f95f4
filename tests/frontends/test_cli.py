"""`python -m bot` commands, called in-process and as a real subprocess."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.errors import BadOptions
from bot.options_text import parse_options_text
from bot.settings import SettingsError, load_settings
from storage import SqliteStore

ROOT = Path(__file__).resolve().parents[2]


def test_no_token_explains_how_to_configure_and_how_to_play_in_the_terminal(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "no Discord token is set" in result.stderr
    assert "python -m bot play stakbots" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.usefixtures("with_highcard")
def test_simulate_prints_outcomes_length_and_time(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "highcard", "--players", "3", "--games", "20", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "20 AI matches, 3 players" in out
    assert "average length: 9.0 actions (min 9, max 9)" in out
    assert "ms per game" in out


def test_unknown_game_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "chess"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("botwar: unknown game 'chess'") and "Traceback" not in err


def test_bad_settings_are_reported(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("BOTWAR_DEADLINE_POLL", "-5")
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main(["run"]) == 2
    assert "BOTWAR_DEADLINE_POLL" in capsys.readouterr().err


def test_the_durability_setting_is_read_and_checked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("BOTWAR_DB_SYNC", raising=False)
    assert load_settings(tmp_path / "none.env").db_sync == "FULL"
    monkeypatch.setenv("BOTWAR_DB_SYNC", " normal ")
    assert load_settings(tmp_path / "none.env").db_sync == "NORMAL"
    monkeypatch.setenv("BOTWAR_DB_SYNC", "sometimes")
    with pytest.raises(SettingsError, match="BOTWAR_DB_SYNC"):
        load_settings(tmp_path / "none.env")


async def test_a_store_is_fully_durable_unless_told_otherwise(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "normal.db", synchronous="NORMAL") as store:
        assert await store.durability() == "NORMAL"
    async with SqliteStore(tmp_path / "default.db") as store:
        assert await store.durability() == "FULL"


def test_options_text() -> None:
    assert parse_options_text("stak_depth=6, recycling=yes name=Zed ratio=0.5") == {
        "stak_depth": 6,
        "recycling": True,
        "name": "Zed",
        "ratio": 0.5,
    }
    assert parse_options_text(None) == {}
    with pytest.raises(BadOptions, match="'depth' does not"):
        parse_options_text("depth")
