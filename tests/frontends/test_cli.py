"""`python -m bot` commands, called in-process and as a real subprocess."""

import http.server
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.errors import BadOptions
from bot.games import all_games
from bot.options_text import parse_options_text
from bot.rules import find_section, rules_text
from bot.service import check_options
from bot.settings import SettingsError, load_settings
from bot.terminal import COMMAND
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
    assert err.startswith("botwar: There is no game called 'chess'; choose one of: bottisota2")
    assert "Traceback" not in err


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


# -- issue #14: no traceback reaches a user; hints and docs that work ----------------------------


def one_line_error(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one line, got: {err!r}"
    assert lines[0].startswith("botwar: ") and "Traceback" not in err
    return lines[0]


def bot(
    *args: str, cwd: Path, env: dict[str, str] | None = None, prelude: str = "", **kwargs: Any
) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` in a fresh process (with `prelude` run first, e.g. to aim discord.py elsewhere)."""
    code = f"import sys\n{prelude}\nfrom bot.cli import main\nsys.exit(main(sys.argv[1:]))"
    # English whatever the developer's own language: the checks read English words.
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "BOTWAR_DB")} | {"LANG": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=cwd,
        env={**clean, "PYTHONPATH": str(ROOT), **(env or {})},
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        **kwargs,
    )


@pytest.mark.usefixtures("with_highcard")
@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["play", "highcard", "--players", "1"], "High Card is played by 2 to 4 players; --players 1 is outside"),
        (["play", "highcard", "--players", "9", "--ai", "2"], "2 to 4 players; --players 9 is outside that range"),
        (["play", "highcard", "--players", "3", "--ai", "3"], "At least one seat must be yours: --ai must be 0 to 2"),
        (["play", "highcard", "--players", "3", "--ai", "-1"], "At least one seat must be yours"),
        (["play", "highcard", "--options", "nonsense=1"], "option 'nonsense': unknown option"),
        (["simulate", "highcard", "--games", "0"], "--games must be at least 1, not 0"),
        (["simulate", "highcard", "--players", "7"], "High Card is played by 2 to 4 players; --players 7"),
        (["simulate", "highcard", "--options", "rounds=9"], "option 'rounds'"),
        (["play", "--resume", "4"], "there is no database file"),
        (["play", "--players", "two"], "argument --players: invalid int value: 'two'"),
        (["play", "highcard", "--players", "9" * 4000], "argument --players: invalid int value: '99999"),
        (["play", "highcard", "--players", "٣"], "argument --players: invalid int value: '٣'"),
        (["play", "highcard", "--seed", "9" * 23], "argument --seed: a seed is a whole number below 2**63"),
        (["play", "--resume", "9" * 20], "argument --resume: invalid int value"),
        (["simulate", "highcard", "--options", "rounds=" + "9" * 5000], "A number you type has at most 9 digits."),
        (["play"], "name a game to play"),
    ],
)
def test_mistakes_on_the_command_line_are_one_clear_line(
    args: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if args[0] == "play" and "--db" not in args:
        args = [*args, "--db", str(tmp_path / "t.db")]
    assert main(args) == 2
    line = one_line_error(capsys.readouterr().err)
    assert says in line


@pytest.mark.usefixtures("with_highcard")
def test_a_refused_start_leaves_no_lobby_behind(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "t.db"
    assert main(["play", "highcard", "--players", "9", "--db", str(db)]) == 2
    assert main(["play", "highcard", "--options", "rounds=9", "--db", str(db)]) == 2
    capsys.readouterr()
    assert main(["matches", "--db", str(db)]) == 0
    assert "No saved matches" in capsys.readouterr().out


def test_scenario_files_that_are_missing_or_malformed_are_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"robots": [{"at": "nowhere"}]}))
    cases = {
        str(tmp_path / "missing.json"): "there is no scenario file at",
        str(broken): "is not valid JSON",
        str(wrong): "docs/games/roborally-scenarios.md",
        str(tmp_path): "cannot read the scenario file",
    }
    for path, says in cases.items():
        result = bot("scenario", "roborally", path, cwd=tmp_path)
        assert result.returncode == 2, result.stderr
        assert says in one_line_error(result.stderr)
    result = bot("scenario", "stakbots", str(broken), cwd=tmp_path)
    assert "Stak Bots has no scenario runner" in one_line_error(result.stderr)


class Unauthorized(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("case", ["bad token", "no network"])
def test_the_discord_bot_explains_a_bad_token_or_no_network_in_one_line(tmp_path: Path, case: str) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Unauthorized)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1] if case == "bad token" else free_port()
        aim = f"import discord\ndiscord.http.Route.BASE = 'http://127.0.0.1:{port}/api/v10'"
        token = {"DISCORD_TOKEN": "MTIz.not-a-real.token", "BOTWAR_DB": str(tmp_path / "bot.db")}
        for command in ([], ["sync"]):
            result = bot(*command, cwd=tmp_path, env=token, prelude=aim)
            assert result.returncode == 1
            errors = [line for line in result.stderr.splitlines() if line.startswith("botwar:")]
            assert len(errors) == 1 and "Traceback" not in result.stderr + result.stdout, result.stderr
            assert ("refused the token" if case == "bad token" else "cannot reach Discord") in errors[0]
            assert "not-a-real" not in result.stderr + result.stdout
    finally:
        server.shutdown()
        server.server_close()


def play_in_a_terminal(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    """`python -m bot play` in a real process; returns once it waits at its first prompt."""
    # English whatever the developer's own language: the checks read English words.
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "BOTWAR_DB")} | {"LANG": "C.UTF-8"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "play", "stakbots", "--players", "2", "--seed", "3", *args],
        cwd=tmp_path,
        env={**clean, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    seen = ""
    while not seen.endswith("Player 1> "):
        char = process.stdout.read(1)
        assert char, f"the terminal ended early: {seen}"
        seen += char
    return process


@pytest.mark.parametrize("key", ["Ctrl-C", "Ctrl-D"])
def test_ctrl_c_and_ctrl_d_in_a_real_terminal_save_and_exit_at_once(tmp_path: Path, key: str) -> None:
    process = play_in_a_terminal(tmp_path, "--db", "games.db")
    assert process.stdin is not None
    if key == "Ctrl-C":
        process.send_signal(signal.SIGINT)  # no Enter follows: it must not be needed
    else:
        process.stdin.close()  # end of input, as Ctrl-D at the start of a line
        process.stdin = None
    out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert "Traceback" not in err + out and err == ""
    assert out.rstrip().endswith(f"Saved. Resume with: {COMMAND} play --resume 1 --db games.db")

    listed = bot("matches", "--db", "games.db", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    row = next(line for line in listed.stdout.splitlines() if line.strip().startswith("#1 "))
    assert "stakbots" in row and "active" in row and "Player 1, AI 1" in row and "ago (" in row
    assert f"{COMMAND} play --resume MATCH_ID --db games.db" in listed.stdout


def test_games_and_play_help_say_where_the_options_are(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    listing = capsys.readouterr().out
    for name, game in all_games().items():
        assert f"{name:<12} {game.title}" in listing
        assert f"docs/games/{name}.md, section" in listing
        for option, field in game.Options.model_fields.items():
            typed = not isinstance(field.default, dict)  # Doomtrooper's frozen deck lists are set by the service
            assert (f"{option}=" in listing) == typed
        # 'rules options' in the terminal (and /rules topic:options) finds the section named here.
        section = find_section(rules_text(name) or "", "options")
        assert section is not None and f'section "{section.splitlines()[0].lstrip("# ")}"' in listing
    assert main(["play", "--help"]) == 0
    helped = " ".join(capsys.readouterr().out.split())
    assert f"listed by `{COMMAND} games`" in helped and "'rules options'" in helped


def option_examples() -> list[tuple[str, str, str]]:
    """(where, game, options) of every --options and options:"..." example in docs, README and hints."""
    texts = {str(p.relative_to(ROOT)): p.read_text() for p in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]}
    for command in (["games"], ["play", "--help"], ["simulate", "--help"]):
        texts[" ".join(command)] = bot(*command, cwd=ROOT).stdout
    found = []
    for where, text in texts.items():
        flat = " ".join(text.split())
        for game, options in re.findall(r"(?:play|simulate) (\w+)[^`\n]*?--options ['\"]([^'\"]+)['\"]", flat):
            found.append((where, game, options))
        for game, options in re.findall(r"game:(\w+) options:\"([^\"]+)\"", flat):
            found.append((where, game, options))
        assert "--options …" not in flat and "--options ..." not in flat, f"{where}: an example without options"
    return found


def test_every_options_example_names_a_real_option() -> None:
    examples = option_examples()
    assert {game for _, game, _ in examples} >= set(all_games()), "each game shows an example"
    for where, game, options in examples:
        check_options(game, parse_options_text(options))  # raises BadOptions naming the wrong option
        assert where


def test_commands_in_docs_and_hints_work_from_the_readme_setup() -> None:
    """The README's set-up does not activate the venv: every command reads `.venv/bin/python -m bot ...`."""
    docs = [ROOT / "README.md", ROOT / ".env.example", *(ROOT / "docs").rglob("*.md")]
    printed = {
        "no token": bot(cwd=ROOT).stderr,
        "games": bot("games", cwd=ROOT).stdout,
        "help": bot("play", "--help", cwd=ROOT).stdout,
    }
    texts = {str(p.relative_to(ROOT)): p.read_text() for p in docs if p.name != "performance.md"} | printed
    for where, text in texts.items():
        bare = re.findall(r"(?<!\.venv/bin/)\bpython3? -m bot\b.*", text)
        assert not bare, f"{where}: {bare}"
    assert f"{COMMAND} play stakbots" in printed["no token"]
