"""Rendered words are remembered per message, names and reader, and never mixed up."""

import pytest

from bot import wording
from bot.engine import Card, Seat, msg
from bot.wording import Wording
from tests.support.highcard import HIGHCARD


def test_a_remembered_text_is_still_rendered_for_its_own_reader_and_names() -> None:
    words = Wording(HIGHCARD)
    won = msg("round-won", round=2, winner=Seat(0), card=Card("c7"))
    assert words.text(won, ["Ann", "Ben"], 0) == "Round 2: you win with a 7."
    assert words.text(won, ["Ann", "Ben"], 1) == "Round 2: Ann wins with a 7."
    assert words.text(won, ["Ann", "Ben"], None) == "Round 2: Ann wins with a 7."
    assert words.text(won, ["Amy", "Ben"], 1) == "Round 2: Amy wins with a 7."
    assert words.text(won, ["Ann", "Ben"], 0) == "Round 2: you win with a 7."
    assert words.text(msg("round-won", round=3, winner=Seat(0), card=Card("c7")), ["Ann", "Ben"], 1) == (
        "Round 3: Ann wins with a 7."
    )


def test_the_memory_of_texts_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wording, "MEMO_SIZE", 5)
    words = Wording(HIGHCARD)
    for round_ in range(12):
        text = words.text(msg("round-won", round=round_, winner=Seat(1), card=Card("c9")), ["Ann", "Ben"], None)
        assert text == f"Round {round_}: Ben wins with a 9."
    assert len(words._memo) <= 5
