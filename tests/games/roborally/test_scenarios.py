"""Every scenario file in scenarios/ runs through the scenario runner and matches its 'expect' block.

An 'expect' block names robots by number ("1" is the first robot) with exact field values, and may
list 'events' that must appear, 'no_events' that must not, 'winners' and 'finished' (true/false).
Events are checked in English as the thread reads them (a private one as its seat does), robots
named P1, P2, ...
"""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.games.roborally import GAME
from bot.games.roborally.scenario import run_scenario
from bot.wording import wording_for

FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_at_least_sixty_scenarios() -> None:
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    spec = json.loads(path.read_text())
    result = run_scenario(path, wording_for(GAME).text)
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
    printed = json.loads(done.stdout)
    assert printed["robots"][0]["at"] == "E3"
    # The CLI, a front end, renders the events in English words.
    assert any("falls into a pit" in event for event in printed["events"]), printed["events"]


def test_a_scenario_renders_its_events_and_the_finish_in_english() -> None:
    result = run_scenario(FOLDER / "final_checkpoint_wins.json", wording_for(GAME).text)
    assert result["finished"] == "Reached the last checkpoint first."
    assert result["events"][-1] == "P1 reaches the last checkpoint first and wins the race!"
    raw = run_scenario(FOLDER / "final_checkpoint_wins.json")
    assert raw["finished"] == {"key": "rr-outcome-final-checkpoint", "args": {}}
