"""The terminal front end, driven with scripted input through the real service and store."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.engine import LoggedAction, get_game, replay
from bot.terminal import run_terminal
from storage import SqliteStore
from tests.support.highcard import HighCardState

pytestmark = pytest.mark.usefixtures("with_highcard")


class Script:
    """Feeds answers; records every prompt and printed line."""

    def __init__(self, answers: Iterator[str]) -> None:
        self.answers = answers
        self.lines: list[str] = []
        self.prompts = 0

    async def read(self, prompt: str) -> str:
        self.prompts += 1
        return next(self.answers)

    def write(self, text: str) -> None:
        self.lines.append(text)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def cycle(*first: str, then: str = "1") -> Iterator[str]:
    yield from first
    while True:
        yield then


async def test_a_person_finishes_a_match_against_ai(tmp_path: Path) -> None:
    script = Script(cycle("help", "0", "99", "play h99", "view", "ai"))
    final = await run_terminal("highcard", 3, 2, 5, tmp_path / "t.db", {}, read=script.read, write=script.write)
    assert final.status == "finished"
    assert "Result:" in script.lines[-1]
    assert "there is no choice 99" in script.text
    assert "✗ 'play h99' is not one of" in script.text or "✗ that card is not in your hand" in script.text
    assert "Type the number of a choice" in script.text


async def test_only_the_local_hand_is_shown(tmp_path: Path) -> None:
    script = Script(cycle())
    final = await run_terminal("highcard", 2, 1, 8, tmp_path / "t.db", {}, read=script.read, write=script.write)

    async with SqliteStore(tmp_path / "t.db") as store:
        log = await store.action_log(final.id)
    game = get_game("highcard")
    state = replay(game, 2, {}, final.seed, [])
    assert isinstance(state, HighCardState)
    ai_hand = {f"h{c:02d}" for c in state.hands[1]}
    assert [e.source for e in log if e.seat == 1] == ["ai"] * 3
    mine = {f"h{c:02d}" for c in state.hands[0]}
    assert all(card in script.text for card in mine)
    for card in ai_hand:
        # Public round results name the winning number, never the card id of another seat.
        assert card not in script.text
    assert replay(game, 2, {}, final.seed, [LoggedAction(player=e.seat, action=e.action) for e in log]).step == 6


async def test_quit_saves_and_resume_continues(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    script = Script(iter(["1", "quit"]))
    saved = await run_terminal("highcard", 2, 1, 3, db, {}, read=script.read, write=script.write)
    assert saved.status == "active"
    assert f"--resume {saved.id}" in script.text
    again = Script(cycle())
    final = await run_terminal(None, 2, 1, None, db, {}, resume=saved.id, read=again.read, write=again.write)
    assert final.status == "finished" and final.id == saved.id


async def test_pass_and_play_holds_private_messages_for_their_owner(tmp_path: Path) -> None:
    script = Script(cycle())
    final = await run_terminal("highcard", 2, 0, 4, tmp_path / "t.db", {}, read=script.read, write=script.write)
    assert final.status == "finished"
    assert "Player 1:" in script.text and "Player 2:" in script.text


async def test_no_human_seat_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="at least one seat must be yours"):
        await run_terminal("highcard", 2, 2, 1, tmp_path / "t.db", {}, read=Script(cycle()).read, write=print)


async def test_a_person_finishes_stak_bots_against_two_ais(tmp_path: Path) -> None:
    # Mostly the AI's suggestion, with numbered picks and a bad input mixed in, as a person might type.
    answers = (a for n in range(100_000) for a in (["ai"] * 3 + ["2", "bogus"] if n % 2 else ["ai"]))
    script = Script(answers)
    final = await run_terminal("stakbots", 3, 2, 21, tmp_path / "s.db", {}, read=script.read, write=script.write)
    assert final.status == "finished" and final.outcome is not None
    assert "Result:" in script.lines[-1]
    assert "✗" in script.text, "the bad input was explained"
    assert "Your hand" in script.text
