"""Reading a deck list costs work in proportion to its length (issue #27), counted, not timed.

The work a list costs is counted as the characters the parser folds for name lookups (every
candidate name is folded once): the old parser folded every span of a line, which grows with
the cube of a long line. The times are in benchmarks/deck_parse.py.
"""

import contextlib

import pytest

from benchmarks.deck_parse import SIZES, worst_cases
from bot.engine import catalogue
from bot.games.doomtrooper import decklists
from bot.games.doomtrooper.decklists import BadDeckLines, DeckListError, parse


def folded_characters(monkeypatch: pytest.MonkeyPatch, text: str) -> int:
    """Characters `parse(text)` hands to `fold`, whether it accepts the list or not (the card
    pool's own names are folded once, before)."""
    decklists.find_card("Infantry")
    fold = catalogue.fold  # decklists' own name for it is patched below
    seen = [0]

    def counting(name: str) -> str:
        seen[0] += len(name)
        return fold(name)

    with monkeypatch.context() as patch:
        patch.setattr(decklists, "fold", counting)
        with contextlib.suppress(DeckListError):
            parse(text)
    return seen[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["one line", "many lines", "garbage"])
def test_a_worst_case_list_is_folded_at_most_twice_over(monkeypatch: pytest.MonkeyPatch, kind: str, size: int) -> None:
    """Each character is folded once for the line's own lookup and once word by word (a run
    of entries): never once per candidate span."""
    text = worst_cases(size)[kind]
    assert len(text) == size
    assert folded_characters(monkeypatch, text) <= 2 * size


def test_the_worst_cases_are_what_they_claim() -> None:
    cases = worst_cases(6000)
    with pytest.raises(BadDeckLines) as one:
        parse(cases["one line"])
    assert [p.args["line"] for p in one.value.problems] == [1]  # read entry by entry, then refused
    assert parse(cases["one line"].rsplit(" 1 ", 1)[0])  # without the near miss it is a list
    with pytest.raises(BadDeckLines) as many:
        parse(cases["many lines"])
    assert len(many.value.problems) == cases["many lines"].count("\n") + 1 > 300


def test_a_count_of_hundreds_of_digits_is_a_bad_line_not_a_crash() -> None:
    with pytest.raises(BadDeckLines) as caught:
        parse("9" * 5000 + " Infantry\n2 Sea Lion")
    assert [(p.key, p.args["line"]) for p in caught.value.problems] == [("dt-deck-line-unreadable", 1)]
    assert parse("Infantry x 3\n12 x Sea Lion") == {"01164": 3, "01273": 12}


def test_spaces_inside_a_line_do_not_matter() -> None:
    assert parse("3" + " " * 3000 + "x" + " " * 3000 + "Sea   Lion") == {"01273": 3}
    assert parse("Sea Lion" + " " * 3000 + "(2)") == {"01273": 2}


def test_names_split_into_many_words_are_still_found_in_a_run() -> None:
    assert parse("1 S e a L i o n 2 Fly") == {"01273": 1, decklists.find_card("Fly").code: 2}


def test_a_list_longer_than_the_limits_is_refused_before_it_is_read() -> None:
    with pytest.raises(DeckListError) as caught:
        parse("1 Infantry\n" * (decklists.MAX_CHARACTERS // 11 + 1))
    assert caught.value.key == "dt-deck-error-too-long"
    assert caught.value.args_ == {"lines": decklists.MAX_LINES, "characters": decklists.MAX_CHARACTERS}
    with pytest.raises(DeckListError):
        parse(";" * decklists.MAX_LINES)
