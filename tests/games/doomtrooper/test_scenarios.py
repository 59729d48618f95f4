"""Every scenario file under scenarios/ holds (docs/games/doomtrooper-scenarios.md)."""

import json
from pathlib import Path

import pytest

from bot.games.doomtrooper import GAME
from bot.games.doomtrooper.scenario import check_scenario, run_scenario
from bot.wording import wording_for

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    assert check_scenario(json.loads(path.read_text())) == []


def test_a_wrong_expectation_fails() -> None:
    data = json.loads(FILES[0].read_text())
    data["expect"]["players"] = [{"promotion": 999}]
    assert check_scenario(data) != []


def test_command_line_entry_reports_in_words() -> None:
    path = next(p for p in FILES if p.stem == "effect_kill_on_wound")
    result = run_scenario(path, wording_for(GAME).text)
    assert result["failures"] == []
    assert "Bob's Infantry is killed." in result["events"]
