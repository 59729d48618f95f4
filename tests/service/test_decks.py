"""Deck building through the service (bot/decks.py) and decks brought to Doomtrooper matches."""

import pytest

from bot.engine import replay
from bot.engine.match import LoggedAction
from bot.errors import CatalogueError, DeckError, LobbyError, refusal
from bot.games import get_game
from bot.games.doomtrooper import decklists
from bot.lookup import card_sheet, rulings_naming
from bot.service import GameService, User
from storage import SqliteStore

ANN, BEN = User("1", "Ann"), User("2", "Ben")
CAPITOL = decklists.export(decklists.preconstructed("capitol"))


async def test_new_add_remove_show_list(service: GameService) -> None:
    decks = service.decks
    made = await decks.new(ANN, "  My   Capitol ")
    assert made.name == "My Capitol" and made.count == 0 and not made.legal
    shown = await decks.add(ANN, "infantry", 3)
    assert shown.lines == ("3 \u00d7 Infantry (warrior)",) and shown.count == 3
    assert shown.problems == ("It has 3 cards: 57 short of the 60 a deck needs.",)
    await decks.add(ANN, "Sea Lion", 2, "my capitol")
    shown = await decks.remove(ANN, "infantry", 1)
    assert shown.text == "2 Infantry\n2 Sea Lion"
    await decks.new(ANN, "Other")
    assert (await decks.show(ANN)).name == "Other"  # the deck changed last
    assert (await decks.show(ANN, "MY CAPITOL")).count == 4
    assert [d.name for d in await decks.list_decks(ANN)] == ["My Capitol", "Other"]
    assert await decks.list_decks(BEN) == []


async def test_refusals_are_sentences_in_the_readers_language(service: GameService) -> None:
    decks = service.decks
    with pytest.raises(DeckError) as none:
        await decks.add(ANN, "Infantry")
    assert str(none.value) == "You have no deck yet; start one with /deck new."
    await decks.new(ANN, "Mine")
    with pytest.raises(DeckError) as again:
        await decks.new(ANN, "MINE")
    assert "already have a deck called Mine" in str(again.value)
    with pytest.raises(DeckError):
        await decks.new(ANN, "Legion")  # a preconstructed deck's name
    with pytest.raises(DeckError) as unknown:
        await decks.add(ANN, "Doomtrooper Dave")
    assert "no Doomtrooper card called “Doomtrooper Dave”" in str(unknown.value)
    await decks.add(ANN, "Infantry", 5)
    with pytest.raises(DeckError) as many:
        await decks.add(ANN, "Infantry")
    assert refusal(many.value, "de") == "Infantry darf höchstens 5-mal in einem Deck sein (so wären es 6)."
    assert refusal(many.value, "fi").startswith("Pakassa saa olla korttia Infantry enintään 5")
    with pytest.raises(DeckError):
        await decks.add(ANN, "Infantry", 0)
    with pytest.raises(DeckError):
        await decks.show(ANN, "Nope")


async def test_import_replaces_a_deck_and_reports_every_bad_line(service: GameService) -> None:
    decks = service.decks
    imported = await decks.import_text(ANN, CAPITOL, "Caps")  # created on the way
    assert imported.legal and imported.count == 60
    with pytest.raises(DeckError) as bad:
        await decks.import_text(ANN, "5 Infantry\n2 Nobody\n\n0 Sea Lion", "Caps")
    assert str(bad.value) == (
        "2 lines of the list cannot be read; nothing was saved:\n"
        "- Line 2: there is no card called “Nobody”.\n"
        "- Line 4: 0 copies of Sea Lion; give at least 1."
    )
    assert (await decks.show(ANN, "Caps")).count == 60  # unchanged
    with pytest.raises(DeckError) as over:
        await decks.import_text(ANN, "6 Infantry", "Caps")
    assert "Infantry: 6 copies, at most 5." in str(over.value)
    name, text = await decks.export(ANN, "caps")
    assert name == "Caps" and decklists.parse(text) == decklists.preconstructed("capitol")
    assert await decks.delete(ANN, "caps") == "Caps"
    assert await decks.list_decks(ANN) == []


async def test_a_saved_deck_is_frozen_into_the_match_when_it_starts(service: GameService, store: SqliteStore) -> None:
    decks = service.decks
    await decks.import_text(ANN, CAPITOL + "\n2 Hussar", "Caps")
    await decks.new(ANN, "Half")
    with pytest.raises(DeckError) as illegal:
        await service.create_match("doomtrooper", ANN, deck="Half")
    assert str(illegal.value).startswith("The deck Half cannot be played yet:\n- It has 0 cards")
    match = await service.create_match("doomtrooper", ANN, deck="caps")
    await service.join(match.id, BEN, "Legion")
    lobby = await store.get_match(match.id)
    assert [s.deck for s in lobby.seats] == ["Caps", "legion"]
    started = await service.start(match.id, ANN)
    await decks.remove(ANN, "Hussar", 2, "Caps")  # later edits change nothing in the match
    record = await store.get_match(started.id)
    lists = record.options["lists"]
    assert lists["0"]["name"] == "Caps" and sum(lists["0"]["cards"].values()) == 62
    assert lists["1"]["preset"] == "legion"
    view = await service.view(match.id, ANN)
    assert "Ann [Caps]" in view.text and "deck 55" in view.text
    # Replay from the stored options and the log gives the stored state.
    game = get_game("doomtrooper")
    log = [LoggedAction(player=e.seat, action=e.action) for e in await store.action_log(match.id)]
    state = replay(game, 2, record.options, record.seed, log)
    assert record.state is not None and state == game.State.model_validate_json(record.state)


async def test_a_deck_that_became_illegal_stops_the_start(service: GameService) -> None:
    decks = service.decks
    await decks.import_text(ANN, CAPITOL, "Caps")
    match = await service.create_match("doomtrooper", ANN, deck="Caps")
    await service.join(match.id, BEN)
    await decks.remove(ANN, "Infantry", 1, "Caps")
    with pytest.raises(DeckError) as stopped:
        await service.start(match.id, ANN)
    assert str(stopped.value).startswith("Ann's deck Caps cannot be played any more:")
    await service.join(match.id, ANN, "bauhaus")  # join again to bring another deck
    assert (await service.start(match.id, ANN)).status == "active"


@pytest.mark.usefixtures("with_highcard")
async def test_games_without_decks_refuse_one_and_joining_twice_without_a_deck_is_refused(
    service: GameService,
) -> None:
    with pytest.raises(DeckError) as refused:
        await service.create_match("highcard", ANN, deck="legion")
    assert "is not played with decks of your own" in str(refused.value)
    match = await service.create_match("doomtrooper", ANN)
    with pytest.raises(LobbyError):
        await service.join(match.id, ANN)


def test_a_card_sheet_has_its_fields_in_the_readers_language() -> None:
    sheet = card_sheet("mitch hunter")
    fields = dict(sheet.fields)
    assert sheet.name == "Mitch Hunter" and sheet.code == "01208"
    assert fields["Type"] == "warrior, personality" and fields["Faction"] == "Capitol"
    assert fields["Fight / Shoot / Armor / Value"] == "4 / 7 / 7 / 7"
    assert fields["Copies per deck"] == "5" and "Infantry" in fields["Text"]
    finnish = card_sheet("Malfunction!", locale="fi")
    assert dict(finnish.fields)["Tyyppi"] == "erikoiskortti"
    assert [label for label, _ in finnish.rulings] == ["Tulkinta 7", "Tulkinta 10", "Tulkinta 21"]
    assert dict(finnish.rulings)["Tulkinta 21"].startswith("Malfunction! hits equipment only")
    assert dict(card_sheet("Strike").fields)["Type"] == "Art spell (kinetics, personal)"
    with pytest.raises(CatalogueError):
        card_sheet("Nothing at all")


def test_rulings_are_the_docs_rulings_that_name_the_card() -> None:
    assert [n for n, _ in rulings_naming("doomtrooper", "Premonition")] == [13, 20]
    assert rulings_naming("doomtrooper", "Hussar") == []
