"""Cog logic that needs no Discord connection: layouts, custom ids, rules sections, errors, retries."""

import asyncio
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import LobbyError
from bot.games import all_games
from bot.rules import find_section, headings, rules_text
from bot.service import DeadlineReport
from bot.settings import Settings
from bot.text import split_message
from cogs.common import words
from cogs.components import (
    BUTTON_CHOICES,
    DecisionRef,
    choice_custom_id,
    decision_view,
    layout_choices,
    parse_choice_custom_id,
)
from cogs.deadlines import DeadlineLoop
from cogs.delivery import Dispatcher, backoff, nonce_for
from cogs.errors import error_text, sentence
from cogs.rules import answer
from storage import MatchNotFound


def choices(n: int, group: str | None = None) -> list[dict[str, Any]]:
    return [{"action": f"a{i}", "label": f"Choice {i}", "group": group} for i in range(n)]


def test_few_choices_are_buttons_in_rows_of_five() -> None:
    layout = layout_choices(choices(3))
    assert [r.choices for r in layout.rows] == [[0, 1, 2]] and not layout.rows[0].is_select and not layout.overflow
    assert [len(r.choices) for r in layout_choices(choices(BUTTON_CHOICES)).rows] == [5, 5]


def test_thirty_choices_make_two_selects() -> None:
    layout = layout_choices(choices(30))
    assert [len(r.choices) for r in layout.rows] == [25, 5] and all(r.is_select for r in layout.rows)
    assert not layout.overflow


def test_sixty_choices_make_three_selects_and_groups_get_their_own() -> None:
    assert [len(r.choices) for r in layout_choices(choices(60)).rows] == [25, 25, 10]
    grouped = layout_choices(choices(12, "Register 1") + choices(12, "Register 2"))
    assert [r.title for r in grouped.rows] == ["Register 1", "Register 2"]


def test_too_many_choices_keep_five_rows_and_hint_at_act() -> None:
    layout = layout_choices(choices(200))
    assert len(layout.rows) == 5 and layout.overflow


def test_groups_beyond_five_rows_share_the_last_select_when_they_fit() -> None:
    registers = [c for n in range(1, 6) for c in choices(9, f"Register {n}")]
    decision: dict[str, Any] = {"id": "0123456789", "choices": [*registers, *choices(2, "Program")]}
    layout = layout_choices(decision["choices"])
    assert [r.title for r in layout.rows] == [*(f"Register {n}" for n in range(1, 5)), "Register 5 · Program"]
    assert not layout.overflow and layout.rows[-1].choices == list(range(36, 47))
    view, hint = decision_view(7, 2, decision)
    labels = [option["label"] for option in view.to_components()[-1]["components"][0]["options"]]
    assert not hint and labels[0] == "Register 5: Choice 0" and labels[-1] == "Program: Choice 1"


def test_decision_view_respects_discord_limits() -> None:
    decision = {"id": "0123456789", "choices": choices(60)}
    view, hint = decision_view(7, 2, decision)
    assert not hint and len(view.children) == 3
    payload = view.to_components()
    assert len(payload) <= 5
    for row in payload:
        for component in row["components"]:
            assert len(component["custom_id"]) <= 100
            assert len(component.get("options", [])) <= 25


@given(
    match_id=st.integers(1, 10**12),
    seat=st.integers(0, 9),
    decision=st.text("0123456789abcdef", min_size=10, max_size=10),
    choice=st.integers(0, 10**4),
)
def test_choice_custom_ids_round_trip(match_id: int, seat: int, decision: str, choice: int) -> None:
    ref = DecisionRef(match_id, seat, decision)
    custom_id = choice_custom_id(ref, choice)
    assert len(custom_id) <= 100
    assert parse_choice_custom_id(custom_id) == (ref, choice)


def test_foreign_custom_ids_do_not_parse() -> None:
    assert parse_choice_custom_id("bw:m:1:hand") is None
    assert parse_choice_custom_id("bw:m:1:s:0:d:XYZ:c:1") is None


RULES = """# High Card

Everyone plays a card.

## Setup

Deal four cards.

### Small games

Two players only.

## Scoring

Highest card wins.
"""


def test_rules_sections_by_heading() -> None:
    assert headings(RULES) == ["High Card", "Setup", "Small games", "Scoring"]
    setup = find_section(RULES, "setup")
    assert setup is not None and "Deal four" in setup and "Two players" in setup and "Highest" not in setup
    assert find_section(RULES, "scor") == "## Scoring\n\nHighest card wins."
    assert find_section(RULES, "nothing like it") is None


def test_rules_answers(tmp_path: Path) -> None:
    (tmp_path / "highcard.md").write_text(RULES)
    assert answer("highcard", "Scoring", tmp_path) == ["## Scoring\n\nHighest card wins."]
    assert "Sections: High Card, Setup" in answer("highcard", "bluff", tmp_path)[0]
    assert "no written rules" in answer("nogame", None, tmp_path)[0]
    assert "no written rules" in answer("../etc", None, tmp_path)[0]


def test_rules_answers_in_the_readers_language() -> None:
    finnish = answer("stakbots", None, locale="fi")
    assert finnish[0].startswith("# Stak Bots") and "## Säännöt" in "".join(finnish)
    assert answer("stakbots", "Valmistelu", locale="fi")[0].startswith("### Valmistelu")
    assert answer("stakbots", "bluff", locale="de")[0].startswith(
        "Kein Abschnitt der Regeln von stakbots passt zu 'bluff'"
    )
    assert answer("bottisota2", None, locale="sv")[-1] == words("sv").line("discord-rules-more")


def test_split_message_keeps_every_part_within_the_limit() -> None:
    text = "\n".join(f"line {i} " + "x" * 90 for i in range(100)) + "\n" + "y" * 4500
    parts = split_message(text, 2000)
    assert all(len(p) <= 2000 for p in parts)
    assert "".join(parts).replace("\n", "") == text.replace("\n", "")


def test_errors_become_one_sentence() -> None:
    assert sentence("there is no match #9") == "There is no match #9."
    assert error_text(MatchNotFound(9)) == "There is no match #9."
    assert error_text(LobbyError("error-match-full", match="1", max=4)) == "Match #1 is full (4 players)."
    assert error_text(RuntimeError("boom")) is None
    assert sentence("") == "Something went wrong; nothing was changed."


def test_nonces_are_short_and_stable_and_backoff_grows() -> None:
    assert nonce_for("m1v2:status") == nonce_for("m1v2:status") != nonce_for("m1v3:status")
    assert len(nonce_for("m" * 500)) <= 25
    assert backoff(0) < backoff(1) < backoff(2) and backoff(50) == 3600


class FlakyService:
    def __init__(self) -> None:
        self.calls = 0

    async def pending_messages(self, limit: int) -> list[Any]:
        self.calls += 1
        if self.calls == 1:
            raise RuntimeError("store hiccup")
        return []


class LoopBot:
    def __init__(self) -> None:
        self.settings = Settings(outbox_poll_seconds=0.1)
        self.service = FlakyService()


async def test_the_dispatcher_loop_survives_an_exception() -> None:
    bot = LoopBot()
    dispatcher = Dispatcher(bot)  # type: ignore[arg-type]
    task = asyncio.create_task(dispatcher.run_forever())
    dispatcher.wake()
    for _ in range(100):
        if bot.service.calls >= 2:
            break
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert bot.service.calls >= 2


class CatchingUpService:
    """Two passes find work (a long catch-up and what fell due meanwhile), then nothing."""

    def __init__(self) -> None:
        self.passes = 0

    async def process_deadlines(self) -> DeadlineReport:
        self.passes += 1
        return DeadlineReport(defaulted=50 if self.passes <= 2 else 0)


class DeadlineBot:
    def __init__(self) -> None:
        self.settings = Settings(deadline_poll_seconds=3600)
        self.service = CatchingUpService()
        self.dispatcher = self

    def wake(self) -> None:
        pass


async def test_the_deadline_loop_goes_again_at_once_after_a_pass_that_found_work() -> None:
    bot = DeadlineBot()
    task = asyncio.create_task(DeadlineLoop(bot).run_forever())  # type: ignore[arg-type]
    for _ in range(100):
        if bot.service.passes >= 3:
            break
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert bot.service.passes == 3, "two busy passes and one idle one, then the hour-long poll"


def test_every_rules_topic_is_listed_once_and_reachable() -> None:
    """/rules offers the headings as topics: a heading used twice would list twice and hide the second."""
    for game in all_games():
        text = rules_text(game)
        assert text is not None, game
        names = headings(text)
        assert len(names) == len(set(names)), f"{game}: {sorted(n for n in names if names.count(n) > 1)}"
