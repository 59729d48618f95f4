"""Every scenario file in scenarios/ runs through the scenario runner and matches its 'expect' block.

An 'expect' block names robots by number ("1" is the first robot) with exact field values, and may
list 'events' that must appear, 'no_events' that must not, 'winners' and 'finished' (true/false).
"""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.games.roborally.scenario import run_scenario

FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_at_least_sixty_scenarios() -> None:
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    spec = json.loads(path.read_text())
    result = run_scenario(path)
    expect: dict[str, Any] = spec["expect"]
    for number, wanted in expect.get("robots", {}).items():
        got = result["robots"][int(number) - 1]
        for key, value in wanted.items():
            assert got[key] == value, f"robot {number} {key}: {got[key]!r} != {value!r}\n" + "\n".join(result["events"])
    if "winners" in expect:
        assert result["winners"] == expect["winners"]
    if "finished" in expect:
        assert (result["finished"] is not None) == expect["finished"]
    text = "\n".join(result["events"])
    for line in expect.get("events", []):
        assert line in text, f"missing {line!r} in:\n{text}"
    for line in expect.get("no_events", []):
        assert line not in text, f"unexpected {line!r} in:\n{text}"


def test_every_option_card_has_a_scenario() -> None:
    from bot.games.roborally.cards import OPTIONS

    titles = " ".join(json.loads(p.read_text())["title"] for p in FILES)
    for card in OPTIONS:
        assert card.english in titles and card.german in titles, card.english


def test_the_cli_prints_json() -> None:
    path = FOLDER / "push_chain_into_pit.json"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "scenario", "roborally", str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["robots"][0]["at"] == "E3"
