"""Every scenario file in scenarios/ runs through the scenario runner and matches its 'expect' block.

The format is in docs/games/bottisota2-scenarios.md. Bots are numbered from 1; events are checked
in English as their reader reads them (the thread for public ones), players named Ann, Ben, ...
Every fixed die must be used, and no other die rolled, unless 'rolls' says how many dice in all.
"""

import json
from pathlib import Path
from typing import Any

import pytest

from bot.games.bottisota2 import GAME
from bot.games.bottisota2.scenario import run_scenario
from bot.wording import wording_for

FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_at_least_eighty_scenarios() -> None:
    assert len(FILES) >= 80


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    spec = json.loads(path.read_text())
    result = run_scenario(path, wording_for(GAME).text)
    expect: dict[str, Any] = spec["expect"]
    text = "\n".join(result["events"])
    for number, wanted in expect.get("bots", {}).items():
        got = result["bots"][int(number) - 1]
        for key, value in wanted.items():
            assert got[key] == value, f"bot {number} {key}: {got[key]!r} != {value!r}\n{text}"
    for key in ("phase", "finished", "winners", "mines", "pending", "round", "discard"):
        if key in expect:
            assert result[key] == expect[key], f"{key}: {result[key]!r} != {expect[key]!r}\n{text}"
    for number, wanted in expect.get("choices", {}).items():
        have = result["choices"].get(number, [])
        for action in wanted:
            assert action in have, f"bot {number} cannot {action!r}; choices {have}"
    for number, unwanted in expect.get("not_choices", {}).items():
        have = result["choices"].get(number, [])
        for action in unwanted:
            assert action not in have, f"bot {number} may {action!r}; choices {have}"
    assert result["dice_left"] == 0, f"{result['dice_left']} fixed dice unused\n{text}"
    rolls = sum(1 for key in result["keys"] if key in ("b2-roll", "b2-roll-starter"))
    assert rolls == expect.get("rolls", len(spec.get("dice", []))), f"{rolls} dice rolled\n{text}"
    for line in expect.get("events", []):
        assert line in text, f"missing {line!r} in:\n{text}"
    for line in expect.get("no_events", []):
        assert line not in text, f"unexpected {line!r} in:\n{text}"
    keys = result["keys"]
    for key in expect.get("keys", []):
        assert key in keys, f"no {key} event in {keys}"
    for key in expect.get("no_keys", []):
        assert key not in keys, f"a {key} event in {keys}"
