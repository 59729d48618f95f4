"""The store's decks (migration 0005) and the deck a seat brings, on SQLite and PostgreSQL."""

from collections.abc import Callable

import pytest

from storage import DeckRecord, MatchChange, NewMatch, SeatRecord
from tests.conftest import AnyStore

pytestmark = pytest.mark.both_backends


def deck(name: str, cards: dict[str, int], user: str = "u1") -> DeckRecord:
    return DeckRecord(user_id=user, game="doomtrooper", name=name, cards=cards)


async def test_decks_are_kept_per_user_and_game_by_name_without_case(store: AnyStore) -> None:
    await store.put_deck(deck("My Legion", {"01035": 4, "01021": 3}), 10.0)
    await store.put_deck(deck("Alpha", {}), 11.0)
    await store.put_deck(deck("my legion", {}, user="u2"), 12.0)
    found = await store.get_deck("u1", "doomtrooper", "MY LEGION")
    assert found is not None and found.name == "My Legion" and found.cards == {"01035": 4, "01021": 3}
    assert list(found.cards) == ["01035", "01021"]  # the order the cards were added in
    assert found.created_at == found.updated_at == 10.0
    assert await store.get_deck("u1", "stakbots", "My Legion") is None
    assert [d.name for d in await store.list_decks("u1", "doomtrooper")] == ["Alpha", "My Legion"]
    assert [d.name for d in await store.list_decks("u2", "doomtrooper")] == ["my legion"]


async def test_put_replaces_a_deck_of_the_same_name_and_latest_follows_changes(store: AnyStore) -> None:
    await store.put_deck(deck("One", {"01164": 1}), 10.0)
    await store.put_deck(deck("Two", {}), 11.0)
    latest = await store.latest_deck("u1", "doomtrooper")
    assert latest is not None and latest.name == "Two"
    await store.put_deck(deck("ONE", {"01164": 5}), 12.0)
    one = await store.get_deck("u1", "doomtrooper", "one")
    assert one is not None and one.name == "ONE" and one.cards == {"01164": 5}
    assert one.created_at == 10.0 and one.updated_at == 12.0
    latest = await store.latest_deck("u1", "doomtrooper")
    assert latest is not None and latest.name == "ONE"
    assert len(await store.list_decks("u1", "doomtrooper")) == 2
    assert await store.delete_deck("u1", "doomtrooper", "one")
    assert not await store.delete_deck("u1", "doomtrooper", "one")
    assert await store.latest_deck("u2", "doomtrooper") is None


async def test_a_seat_keeps_its_deck_and_a_change_can_freeze_options(new_store: Callable[[], AnyStore]) -> None:
    async with new_store() as store:
        new = NewMatch(
            game="doomtrooper",
            options={"goal": 25},
            settings={},
            seed=1,
            creator=SeatRecord(seat=0, user_id="u1", name="Ann", deck="My Legion"),
        )
        match = await store.create_match(new, 1.0)
        assert match.seats[0].deck == "My Legion"
        seats = [*match.seats, SeatRecord(seat=1, user_id="u2", name="Ben", deck="bauhaus")]
        change = MatchChange(match_id=match.id, expected_version=match.version, status="lobby", state=None, seats=seats)
        await store.apply_change(change, 2.0)
        frozen = {"goal": 25, "lists": {"0": {"name": "My Legion", "cards": {"01035": 60}}}}
        start = MatchChange(match_id=match.id, expected_version=1, status="active", state="{}", options=frozen)
        await store.apply_change(start, 3.0)
    async with new_store() as store:
        again = await store.get_match(match.id)
        assert [s.deck for s in again.seats] == ["My Legion", "bauhaus"]
        assert again.options == frozen
        listed = await store.list_matches(user_id="u2")
        assert [s.deck for s in listed[0].seats] == ["My Legion", "bauhaus"]
