"""Deck lists (bot/games/doomtrooper/decklists.py): parsing, export round trip, the deck-building rules."""

import pytest

from bot.engine import Rng
from bot.games.doomtrooper import decklists
from bot.games.doomtrooper.cards import CARDS
from bot.games.doomtrooper.decklists import (
    BadDeckLines,
    BadDeckName,
    IllegalDeck,
    TooManyCopies,
    UnknownCard,
    find_card,
    parse,
    problems,
)
from bot.games.doomtrooper.game import GAME
from bot.games.doomtrooper.invariants import violations
from bot.games.doomtrooper.state import DECK_NAMES, DtState
from bot.games.doomtrooper.state import Options as DtOptions
from bot.lookup import names


@pytest.mark.parametrize("name", DECK_NAMES)
def test_every_preconstructed_deck_exports_and_parses_back_and_is_legal(name: str) -> None:
    cards = decklists.preconstructed(name)
    text = decklists.export(cards)
    assert parse(text) == cards
    assert problems(cards) == [] and decklists.size(cards) == 60
    assert all(line.split(" ", 1)[0].isdigit() for line in text.splitlines())


def test_every_card_of_the_pool_exports_under_a_name_that_finds_it() -> None:
    cards = {code: 1 for code in CARDS}
    assert parse(decklists.export(cards)) == cards
    for card in CARDS.values():
        assert find_card(card.name.upper()) is card
        assert find_card(f'"{card.name}"') is card
        assert find_card(card.code) is card


def test_parse_tolerates_case_quotes_counts_blank_lines_and_comments() -> None:
    text = """
    # my Capitol deck
    3x infantry
    "Sea Lion" x2
    2 \u00d7 SMG MK III Interceptor
    1 * malfunction
    Mitch Hunter
    // the rest later
    Free Marine (4)
    2 Infantry; 1 sea lion
    - 1 L&A PLASMA CARBINE
    """
    assert parse(text) == {
        "01164": 5,
        "01273": 3,
        "01286": 2,
        "01197": 1,
        "01208": 1,
        "01136": 4,
        "01186": 1,
    }


def test_entries_run_together_on_one_line_are_read_one_by_one() -> None:
    """A list pasted into a slash command loses its line breaks."""
    flat = " ".join(decklists.export(decklists.preconstructed("brotherhood")).splitlines())
    assert parse(flat) == decklists.preconstructed("brotherhood")
    assert parse('2x Sea Lion 1 AC-40 "Justifier" 3 infantry') == {"01273": 2, "01001": 1, "01164": 3}
    with pytest.raises(BadDeckLines):
        parse("5 Infantry 3 Nobody")


def test_parse_names_every_bad_line_with_its_number() -> None:
    with pytest.raises(BadDeckLines) as caught:
        parse("5 Infantry\n\n3 Doomtrooper Dave\n0 Sea Lion\n12\n2 Hussar")
    assert [(p.key, p.args.get("line")) for p in caught.value.problems] == [
        ("dt-deck-line-unknown", 3),
        ("dt-deck-line-count", 4),
        ("dt-deck-line-unreadable", 5),
    ]
    assert caught.value.problems[0].args["card"] == "Doomtrooper Dave"


def test_unknown_cards_and_names() -> None:
    with pytest.raises(UnknownCard):
        find_card("Kill Everything")
    with pytest.raises(BadDeckName):
        decklists.check_name("   ")
    with pytest.raises(BadDeckName):
        decklists.check_name("x" * 41)
    with pytest.raises(BadDeckName):
        decklists.check_name("@everyone **bold**")
    assert decklists.check_name("  My   Legion ") == "My Legion"
    assert decklists.check_name("Ann's #2 (Capitol & Bauhaus)!") == "Ann's #2 (Capitol & Bauhaus)!"


def test_legality_counts_cards_and_copies() -> None:
    infantry = find_card("Infantry")
    cards = decklists.add({}, infantry, 5)
    with pytest.raises(TooManyCopies):
        decklists.add(cards, infantry, 1)
    assert [p.key for p in problems(cards)] == ["dt-deck-problem-too-few"]
    assert problems(cards)[0].args == {"count": 5, "min": 60, "missing": 55}
    assert [p.key for p in problems({"01164": 6, **decklists.preconstructed("bauhaus")})] == [
        "dt-deck-problem-too-many"
    ]
    assert decklists.remove(cards, infantry, 9) == {}
    with pytest.raises(decklists.DeckListError):
        decklists.remove({}, infantry)


def test_a_card_limited_to_one_copy_is_refused_a_second() -> None:
    snub = find_card("Snub the Cardinal")
    assert decklists.deck_limit(snub) == 1
    with pytest.raises(TooManyCopies):
        decklists.add({snub.code: 1}, snub)


def test_personalities_count_like_any_card() -> None:
    """The rules keep two of one personality out of play at once, not out of the deck."""
    hunter = find_card("Mitch Hunter")
    assert hunter.personality
    assert decklists.add({}, hunter, 5) == {hunter.code: 5}


def test_card_suggestions_put_names_starting_with_the_text_first() -> None:
    suggested = names("in", "doomtrooper")
    assert suggested[0] in ("Infantry", "Initiative", "Indigestion") and "Dimensional Warp" not in suggested[:3]
    assert len(names("", "doomtrooper")) == min(25, len(CARDS))


def test_a_seat_list_sets_the_match_up_with_its_cards() -> None:
    cards = {**decklists.preconstructed("legion"), "01164": 2}  # 62 cards, two Infantry
    options = DtOptions.model_validate({"lists": {0: {"name": "Mine", "cards": cards}}, "decks": "/bauhaus"})
    state = GAME.setup(2, options, Rng.from_seed(3))
    assert state.phase != "choose_deck"
    mine = state.players[0]
    assert mine.deck_name == "Mine" and len(mine.deck) + len(mine.hand) == 62
    assert state.players[1].deck_name == "bauhaus"
    assert violations(state) == []
    again = GAME.State.model_validate_json(state.model_dump_json())
    assert again == state


def test_an_illegal_seat_list_is_refused_at_setup() -> None:
    options = DtOptions.model_validate({"lists": {0: {"name": "Short", "cards": {"01164": 5}}}})
    with pytest.raises(IllegalDeck):
        GAME.setup(2, options, Rng.from_seed(3))


def random_deck(rng: Rng, size: int) -> dict[str, int]:
    """A legal deck of `size` cards drawn from the whole pool (each card up to its limit)."""
    pool = [code for code, card in sorted(CARDS.items()) for _ in range(decklists.deck_limit(card))]
    rng.shuffle(pool)
    cards: dict[str, int] = {}
    for code in pool[:size]:
        cards[code] = cards.get(code, 0) + 1
    return cards


@pytest.mark.parametrize("seed", range(4))
def test_matches_with_decks_drawn_from_the_pool_play_to_the_end_soundly(seed: int) -> None:
    from bot.engine.simulate import play_match

    rng = Rng.from_seed(seed)
    decks = [random_deck(rng, 60 + 3 * s) for s in range(2 + seed % 2)]
    assert all(problems(cards) == [] for cards in decks)
    lists = {s: {"name": f"Random {s}", "cards": cards} for s, cards in enumerate(decks)}
    broken: list[str] = []

    def watch(before: object, seat: int, action: str, after: object) -> None:
        assert isinstance(after, DtState)
        broken.extend(violations(after))

    result = play_match(GAME, len(lists), seed, {"lists": lists}, ai_seats={0}, watch=watch)
    assert result.outcome is not None and broken == []
    assert isinstance(result.state, DtState)
    assert [p.deck_name for p in result.state.players] == [f"Random {s}" for s in range(len(lists))]
