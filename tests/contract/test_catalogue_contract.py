"""Every game that offers a catalogue (`Game.catalogue`, bot/engine/catalogue.py) keeps its
contract, whatever the game, in every language: names are unique, every name finds its thing,
every sheet renders, and a near miss gets the name it missed among its suggestions. Every game
that offers deck building (`Game.deck_building`) has a catalogue of its cards, and its
preconstructed decks are legal and read back from their own list.

Armoury (tests/support/armoury.py) is checked too: its names are messages said in the
reader's language, which no registered game has yet.
"""

from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine import Game, Many, Text
from bot.engine.catalogue import Catalogue, fold
from bot.errors import CatalogueError, refusal
from bot.games import GAMES
from bot.lookup import card_sheet, find
from bot.wording import DEFAULT_LOCALE, LOCALES, wording_for
from tests.support.armoury import ARMOURY

CATALOGUED = [g for g in GAMES.values() if g.catalogue is not None] + [ARMOURY]
BUILDING = [g for g in GAMES.values() if g.deck_building is not None]


@pytest.fixture(params=CATALOGUED, ids=lambda g: g.name)
def game(request: pytest.FixtureRequest) -> Iterator[Game[Any, Any]]:
    """A game with a catalogue, registered for the test (so lookups can name it)."""
    chosen: Game[Any, Any] = request.param
    added = chosen.name not in GAMES
    GAMES[chosen.name] = chosen
    try:
        yield chosen
    finally:
        if added:
            del GAMES[chosen.name]


def catalogue(game: Game[Any, Any]) -> Catalogue:
    assert game.catalogue is not None
    return game.catalogue


def shown_names(game: Game[Any, Any], locale: str) -> dict[str, str]:
    """Key -> the thing's name in `locale`."""
    said = wording_for(game, locale)
    return {
        e.key: e.name.text if isinstance(e.name, Text) else said.text(e.name, []) for e in catalogue(game).entries()
    }


def test_the_catalogues_are_checked() -> None:
    assert "doomtrooper" in [g.name for g in CATALOGUED] and BUILDING


@pytest.mark.parametrize("locale", LOCALES)
def test_names_and_keys_are_unique(game: Game[Any, Any], locale: str) -> None:
    keys = [e.key for e in catalogue(game).entries()]
    assert keys and len(keys) == len(set(keys))
    folded = [fold(name) for name in shown_names(game, locale).values()]
    assert all(folded), "a name with no letter or digit cannot be looked up"
    twice = sorted({f for f in folded if folded.count(f) > 1})
    assert twice == [], f"{game.name} names two things alike in {locale}: {twice}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_name_finds_its_thing_in_the_readers_language_and_in_english(game: Game[Any, Any], locale: str) -> None:
    english = shown_names(game, DEFAULT_LOCALE)
    for key, name in shown_names(game, locale).items():
        assert find(name, game.name, locale) == (game, key)
        assert find(english[key].upper(), game.name, locale) == (game, key)
        assert find(key, game.name, locale) == (game, key)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_sheet_renders_in_every_language(game: Game[Any, Any], locale: str) -> None:
    for key, name in shown_names(game, locale).items():
        sheet = card_sheet(key, game.name, locale)  # a MissingWording fails here
        assert sheet.name == name and sheet.game == game.title
        assert sheet.fields[0][0] == wording_for(None, locale).line("sheet-kind")
        for label, value in [*sheet.fields, *sheet.rulings]:
            assert label[:1].isupper() and value.strip(), (key, label, value)
            assert "{" not in label + value and "-" not in label.split()[0], (key, label, value)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_near_miss_is_refused_with_the_name_it_missed(game: Game[Any, Any], locale: str) -> None:
    for name in shown_names(game, locale).values():
        at = next(i for i, c in enumerate(name) if c.isalpha() or c.isdigit())
        missed = name[: at + 1] + name[at:]  # one letter doubled
        with pytest.raises(CatalogueError) as refused:
            find(missed, game.name, locale)
        message, said = refused.value.message, refusal(refused.value, locale)
        near = message.args.get("names")
        assert message.key == "lookup-error-near" and isinstance(near, Many) and Text(name) in near.items, said


@pytest.mark.parametrize("game", BUILDING, ids=lambda g: g.name)
def test_deck_building_comes_with_a_catalogue_of_its_cards(game: Game[Any, Any]) -> None:
    building = game.deck_building
    assert building is not None and game.catalogue is not None
    keys = {e.key for e in game.catalogue.entries()}
    assert building.preconstructed() and building.max_copies >= 1
    for name in building.preconstructed():
        cards = building.preconstructed_cards(name)
        assert set(cards) <= keys, f"{name}: cards the catalogue does not have"
        assert building.problems(cards) == [] and building.parse(building.export(cards)) == cards
        for locale in LOCALES:
            said = wording_for(game, locale)
            assert all(said.text(line.kind, []) for line in building.lines(cards))
