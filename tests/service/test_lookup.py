"""Looking things up in any game's catalogue (bot/lookup.py), and the games without one or without
deck building refused in the reader's language."""

import pytest

from bot.decks import deck_game
from bot.errors import CatalogueError, DeckError, refusal
from bot.games.doomtrooper.deckbuilding import DeckRules
from bot.lookup import card_sheet, names
from bot.service import GameService, User
from bot.wording import LOCALES
from tests.support.armoury import Armoury

ANN = User("1", "Ann")
NO_CATALOGUE = {
    "en": "High Card has no cards or other things to look up.",
    "fi": "Pelissä High Card ei ole kortteja eikä muuta haettavaa.",
    "de": "In High Card gibt es keine Karten oder anderes zum Nachschlagen.",
    "sv": "High Card har inga kort eller annat att slå upp.",
}
NO_DECKS = {
    "en": "High Card is not played with decks of your own.",
    "fi": "Peliä High Card ei pelata omilla pakoilla.",
    "de": "High Card wird nicht mit eigenen Decks gespielt.",
    "sv": "High Card spelas inte med egna lekar.",
}


def test_a_near_miss_is_refused_with_the_names_close_to_it() -> None:
    with pytest.raises(CatalogueError) as missed:
        card_sheet("mitch huntr")
    assert str(missed.value) == "There is no Doomtrooper card called “mitch huntr”. Similar names: Mitch Hunter."
    finnish = "Doomtrooper-korttia nimeltä ”mitch huntr” ei ole. Samankaltaisia nimiä: Mitch Hunter."
    assert refusal(missed.value, "fi") == finnish
    with pytest.raises(CatalogueError) as far:
        card_sheet("Nobody at all")
    assert str(far.value) == "There is no Doomtrooper card called “Nobody at all”."


@pytest.mark.usefixtures("with_highcard")
@pytest.mark.parametrize("locale", LOCALES)
def test_a_game_without_a_catalogue_is_refused_in_one_sentence(locale: str) -> None:
    with pytest.raises(CatalogueError) as refused:
        card_sheet("Infantry", "highcard", locale)
    assert refusal(refused.value, locale) == NO_CATALOGUE[locale]
    assert names("", "highcard", locale) == [] and names("in", "nosuchgame", locale) == []


@pytest.mark.usefixtures("with_highcard")
@pytest.mark.parametrize("locale", LOCALES)
async def test_a_game_without_deck_building_is_refused_in_one_sentence(service: GameService, locale: str) -> None:
    decks = service.decks
    attempts = [
        decks.new(ANN, "Mine", game="highcard"),
        decks.add(ANN, "Infantry", game="highcard"),
        decks.import_text(ANN, "5 Infantry", "Mine", game="highcard"),
        decks.list_decks(ANN, game="highcard"),
    ]
    for attempt in attempts:
        with pytest.raises(DeckError) as refused:
            await attempt
        assert refusal(refused.value, locale) == NO_DECKS[locale]
    assert await decks.playable(ANN, "", "highcard") == []
    assert await decks.list_decks(ANN, game="doomtrooper") == []


@pytest.mark.usefixtures("with_armoury")
def test_without_a_game_every_catalogue_is_searched() -> None:
    lantern = card_sheet("lantern")
    assert (lantern.game, lantern.name, lantern.code) == ("Armoury", "Lantern", "a2")
    assert lantern.fields == (("Type", "gear"), ("Weight", "3 kg"), ("Text", "Carry it."))
    banner = card_sheet("old banner")
    assert banner.fields == (("Type", "flag"),) and banner.code is None and banner.rulings == ()
    with pytest.raises(CatalogueError) as both:
        card_sheet("INFANTRY")
    assert str(both.value) == "“INFANTRY” is in several games: Doomtrooper and Armoury. Name the game too."
    assert card_sheet("Infantry", "armoury").game == "Armoury"
    assert card_sheet("Infantry", "doomtrooper").code == "01164"
    with pytest.raises(CatalogueError) as nowhere:
        card_sheet("Nobody")
    assert str(nowhere.value) == "No game has anything called “Nobody”."
    with pytest.raises(CatalogueError) as near:
        card_sheet("Infantri")
    assert str(near.value) == "No game has anything called “Infantri”. Similar names: Infantry."
    with pytest.raises(CatalogueError) as armoury:
        card_sheet("Lanterm", "armoury")
    assert str(armoury.value) == "The armoury has no “Lanterm”. Similar names: Lantern."
    found = names("inf")  # Infantry is in both games, and offered once
    assert found[:3] == ["Infantry", "Infection", "Infiltration"] and found.count("Infantry") == 1


@pytest.mark.usefixtures("with_armoury")
def test_a_name_in_the_readers_language_or_in_english_finds_the_thing() -> None:
    finnish = card_sheet("LYHTY", "armoury", "fi")
    assert finnish.name == "Lyhty"
    assert finnish.fields == (("Tyyppi", "varuste"), ("Paino", "3 kg"), ("Teksti", "Kanna sitä."))
    assert card_sheet("lantern", locale="fi").name == "Lyhty"
    with pytest.raises(CatalogueError):
        card_sheet("lyhty", "armoury", "en")  # a Finnish name, read in English
    assert names("ly", "armoury", "fi") == ["Lyhty"] and names("ly", "armoury", "en") == []


@pytest.mark.usefixtures("with_armoury")
async def test_several_games_with_deck_building_need_the_game_named(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert deck_game().name == "doomtrooper"
    monkeypatch.setattr(Armoury, "deck_building", DeckRules())
    with pytest.raises(DeckError) as which:
        await service.decks.new(ANN, "Mine")
    assert str(which.value) == "Several games have decks of your own (Doomtrooper and Armoury): name the game."
    made = await service.decks.new(ANN, "Mine", game="doomtrooper")
    assert made.name == "Mine" and await service.decks.names(ANN, game="armoury") == []
    assert await service.decks.playable(ANN, "mi") == ["Mine"]
