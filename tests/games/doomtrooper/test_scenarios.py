"""Every scenario file under scenarios/ holds (docs/games/doomtrooper-scenarios.md)."""

import json
from pathlib import Path

import pytest

from bot.games.doomtrooper.scenario import run_scenario

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    assert run_scenario(json.loads(path.read_text())) == []


def test_a_wrong_expectation_fails() -> None:
    data = json.loads(FILES[0].read_text())
    data["expect"]["players"] = [{"promotion": 999}]
    assert run_scenario(data) != []
