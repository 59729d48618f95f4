"""Core rules: attacks and defences, deck-top plays, the one-target rule, limits, exchange, the deck."""

import pytest

from bot.engine import IllegalAction, MalformedAction
from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.cards import DECK_SIZE, face, number
from tests.games.bottisota3.helpers import (
    act,
    card,
    give,
    group,
    labels,
    options,
    pending,
    play,
    position,
    prompt,
    stack,
    told,
    who,
)
from tests.support.wording import english


def test_shot_defended_by_any_heart() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("2♥"), card("9♣")])])
    assert labels(state, 0)[f"shoot {card('7♣')} p1"] == "Shoot 7♣ at Ben's Pora"
    events: list[Event] = []
    state = act(state, 0, f"shoot {card('7♣')} p1", events)
    assert told(events) == [
        "Ann attacks Ben with 7♣ (gun shot).",
        "Ben must defend against Ann's 7♣ (gun shot, power 7).",
    ]
    assert told(events, 1) == [
        "Ann attacks you with 7♣ (gun shot).",
        "You must defend against Ann's 7♣ (gun shot, power 7).",
    ]
    assert told(events, 0)[0] == "You attack Ben with 7♣ (gun shot)."
    decision = pending(state, 1)
    assert decision.kind == "defend"
    assert decision.default == f"defend {card('2♥')}"
    assert prompt(state, 1) == "turn 1: defend against Ann's 7♣ (gun shot, power 7)"
    assert labels(state, 1) == {
        f"defend {card('2♥')}": "Defend with 2♥",
        f"defend {card('9♣')}": "Defend with 9♣",
        "defend deck": "Defend with the deck top",
        "take": "Take the hit",
        "auto defend on": "Turn auto defend on: defend with the cheapest legal card",
    }
    events = []
    state = act(state, 1, f"defend {card('2♥')}", events)
    assert state.bots[1].condition == 5 and state.tasks == [] and who(state) == (0, "turn")
    assert told(events) == ["Ben defends with 2♥ and stops the attack."]
    assert told(events, 1) == ["You defend with 2♥ and stop the attack."]


def test_same_suit_defence_must_be_at_least_as_high() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("6♣"), card("8♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert f"defend {card('6♣')}" not in options(state, 1)
    with pytest.raises(IllegalAction, match="cannot stop"):
        act(state, 1, f"defend {card('6♣')}")
    state = act(state, 1, f"defend {card('8♣')}")
    assert state.bots[1].condition == 5


def test_a_hit_costs_one_card_of_condition() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("6♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    events: list[Event] = []
    state = act(state, 1, "take", events)
    assert state.bots[1].condition == 4
    assert told(events) == [
        "Ben takes the hit.",
        "Ben loses 1 card of condition (4 left).",
        "The green laser makes Ben throw away the whole hand: 6♣.",
    ]
    assert told(events, 1) == [
        "You take the hit.",
        "You lose 1 card of condition (4 left).",
        "The green laser makes you throw away your whole hand: 6♣.",
    ]


def test_deck_top_defence_counts_only_when_it_is_a_legal_number_card() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [])], deck=[card("K♥")])
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "defend deck", events)
    assert state.bots[1].condition == 4
    assert told(events)[0] == "Ben turns the deck top, K♥, which does not stop the attack."
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [])], deck=[card("3♥")])
    events = []
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "defend deck", events)
    assert state.bots[1].condition == 5
    assert told(events) == ["Ben turns the deck top, 3♥, and stops the attack."]


def test_deck_top_attack_of_the_wrong_type_is_worth_nothing_but_uses_the_gun() -> None:
    state = position([("Teekuppi", []), ("Pora", [])], deck=[card("5♦")])
    assert labels(state, 0)["shoot deck p1"] == "Shoot the deck top at Ben's Pora"
    events: list[Event] = []
    state = act(state, 0, "shoot deck p1", events)
    assert state.tasks == [] and state.turn_info.used == {"gun": 1}
    assert told(events) == [
        "Ann turns the deck top to attack Ben: 5♦ (gun shot).",
        "Ann's 5♦ (gun shot) has no power against Ben: no attack.",
    ]
    state = position([("Teekuppi", []), ("Pora", [])], deck=[card("A♣")])
    state = act(state, 0, "shoot deck p1")
    assert state.tasks == [] and state.bots[1].condition == 5


def test_deck_top_attack_of_the_right_type_attacks() -> None:
    state = position([("Teekuppi", []), ("Pora", [])], deck=[card("9♣")])
    state = play(state, (0, "shoot deck p1"), (1, "take"))
    assert state.bots[1].condition == 4


def test_guns_limit_shots_per_turn() -> None:
    state = position([("Pora", [card("7♣"), card("8♣")]), ("Teekuppi", [])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, "take"))
    assert not any(a.startswith("shoot") for a in options(state, 0))
    with pytest.raises(IllegalAction, match="no shoot left"):
        act(state, 0, f"shoot {card('8♣')} p1")


def test_all_attacks_of_a_turn_go_at_one_bot() -> None:
    state = position([("Teekuppi", [card("7♣"), card("8♣")]), ("Pora", []), ("Siivuri", [])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, "take"))
    assert f"shoot {card('8♣')} p1" in options(state, 0)
    assert f"shoot {card('8♣')} p2" not in options(state, 0)
    with pytest.raises(IllegalAction, match="one bot"):
        act(state, 0, f"shoot {card('8♣')} p2")


def test_missiles_need_a_platform_and_not_at_a_melee_mate() -> None:
    state = position([("Teekuppi", [card("7♠")]), ("Pora", []), ("Siivuri", [])])
    assert not any(a.startswith("missile") for a in options(state, 0))
    give(state, 0, "J♠")
    state = act(state, 0, f"install {state.bots[0].hand[-1]}")
    group(state, 0, 1)
    assert f"missile {card('7♠')} p2" in options(state, 0)
    assert f"missile {card('7♠')} p1" not in options(state, 0)
    with pytest.raises(IllegalAction, match="own melee"):
        act(state, 0, f"missile {card('7♠')} p1")


def test_strikes_need_a_bot_in_the_same_melee() -> None:
    state = position([("Pora", [card("7♦")]), ("Teekuppi", [])])
    with pytest.raises(IllegalAction, match="melee"):
        act(state, 0, f"strike {card('7♦')} p1")
    state = play(state, (0, "charge p1"), (1, "hold"))
    assert state.bots[0].melee == state.bots[1].melee is not None
    state = play(state, (0, f"strike {card('7♦')} p1"), (1, "take"))
    assert state.bots[1].condition == 4


def test_armour_stops_weak_attacks_without_a_defence() -> None:
    state = position([("Teekuppi", [card("4♣"), card("5♣")]), ("Siivuri", [])])
    events: list[Event] = []
    state = act(state, 0, f"shoot {card('4♣')} p1", events)
    assert state.tasks == [] and state.bots[1].condition == 5
    assert told(events)[-1] == "Ben's armour (4) stops Ann's 4♣ (gun shot, power 4)."
    assert told(events, 1)[-1] == "Your armour (4) stops Ann's 4♣ (gun shot, power 4)."
    state = act(state, 0, f"shoot {card('5♣')} p1")
    assert who(state) == (1, "defend")


def test_refill_trims_to_condition_by_the_owners_choice() -> None:
    hand = [card(f"{n}♥") for n in (2, 3, 4, 5, 6)]
    state = position([("Teekuppi", []), ("Pora", hand)])
    state.bots[1].condition = 3
    state = act(state, 0, "end")
    assert len(state.bots[0].hand) == 5
    decision = pending(state, 1)
    assert decision.kind == "trim" and decision.default == f"drop {card('2♥')}"
    assert prompt(state, 1) == "turn 1: discard down to your limit of 3 cards"
    assert labels(state, 1)[f"drop {card('6♥')}"] == "Discard 6♥"
    events: list[Event] = []
    state = act(state, 1, f"drop {card('6♥')}", events)
    assert told(events) == ["Ben discards 6♥."] and told(events, 1) == ["You discard 6♥."]
    state = act(state, 1, f"drop {card('2♥')}")
    assert state.bots[1].hand == [card("3♥"), card("4♥"), card("5♥")]
    assert who(state) == (1, "turn")


def test_installed_systems_count_against_the_limit() -> None:
    state = position([("Teekuppi", [card("J♠"), card("Q♠")]), ("Pora", [])])
    state = play(state, (0, f"install {card('J♠')}"), (0, f"install {card('Q♠')}"))
    state.bots[0].condition = 1
    state = act(state, 0, "end")
    decision = pending(state, 0)
    assert decision.kind == "trim" and decision.default == f"drop {card('Q♠')}"
    assert prompt(state, 0) == "turn 1: discard down to your limit of 1 card"
    assert labels(state, 0)[f"drop {card('J♠')}"] == "Remove your installed J♠"
    events: list[Event] = []
    state = act(state, 0, f"drop {card('J♠')}", events)
    assert told(events)[0] == "Ann removes their installed J♠."
    assert told(events, 0)[0] == "You remove your installed J♠."
    assert state.bots[0].installed == [card("Q♠")] and state.bots[0].hand == []


def test_partial_exchange_draws_to_five_then_trims_to_condition() -> None:
    state = position([("Teekuppi", [card("2♣"), card("3♣"), card("4♣")]), ("Pora", [])])
    state.bots[0].condition = 3
    stack(state, "9♥", "8♥", "7♥")
    events: list[Event] = []
    for action in ("exchange", f"discard {card('2♣')}", "draw"):
        state = act(state, 0, action, events)
    assert told(events) == ["Ann exchanges cards instead of attacking.", "Ann discards 2♣."]
    assert told(events, 0)[-1] == "You draw 9♥, 8♥, and 7♥."
    assert told(events, 1) == told(events), "the other player does not see the cards drawn"
    assert state.bots[0].hand[:2] == [card("3♣"), card("4♣")]
    assert [face(c) for c in state.bots[0].hand[2:]] == ["9♥", "8♥", "7♥"]
    assert pending(state, 0).kind == "trim"
    state = play(state, (0, f"drop {card('3♣')}"), (0, f"drop {card('4♣')}"))
    assert sorted(face(c) for c in state.bots[0].hand) == ["7♥", "8♥", "9♥"]
    assert who(state) == (0, "turn") and not any(a.startswith("shoot") for a in options(state, 0))


def test_exchange_may_remove_installed_systems_too() -> None:
    state = position([("Teekuppi", []), ("Pora", [])])
    (system,) = give(state, 0, "K♥")
    state = play(state, (0, f"install {system}"), (0, "exchange"), (0, f"discard {system}"), (0, "draw"))
    assert state.bots[0].installed == [] and len(state.bots[0].hand) == 5 and system in state.discard


def test_an_empty_draw_pile_is_refilled_from_the_discard_under_fresh_ids() -> None:
    state = position([("Teekuppi", []), ("Pora", [])])
    faces_before = sorted(face(c) for c in state.deck)
    state.discard, state.deck = state.deck, []
    state = act(state, 0, "shoot deck p1")
    cards = state.deck + state.discard + [c for b in state.bots for c in b.hand]
    assert sorted(face(c) for c in cards) == faces_before
    assert all(number(c) >= 2 * DECK_SIZE for c in cards)


def test_syntax_is_checked() -> None:
    with pytest.raises(MalformedAction):
        GAME.check_syntax("fire everything")
    for action in ("shoot c001 p1", "defend deck", "auto letgo on", "bug c052 c011", "claw c011 scrap", "pick pora"):
        GAME.check_syntax(action)


def test_other_players_hands_and_the_deck_stay_hidden() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("2♥")])])
    text = GAME.render(GAME.view(state, 0), english(GAME, ["a", "b"]))
    assert "Your hand: 7♣" in text and "2♥" not in text and state.deck[-1] not in text
    assert card("7♣") not in text, "the text names cards, not their tokens"
    assert card("2♥") in GAME.secrets(state, 0) and state.deck[-1] in GAME.secrets(state, 0)
    assert card("7♣") not in GAME.secrets(state, 0)


def test_render_shows_a_table_with_melee_groups_pins_and_systems() -> None:
    state = position([("Teekuppi", []), ("Pora", []), ("Siivuri", [])])
    give(state, 0, "K♥")
    state.bots[0].installed = state.bots[0].hand[:]
    state.bots[0].hand = []
    group(state, 1, 2)
    state.bots[1].pins = 2
    text = GAME.render(GAME.view(state, None), english(GAME, ["Ann", "Bob", "Cid"]))
    assert "K♥" in text and "Suojakenttä" in text
    bob = next(line for line in text.splitlines() if line.startswith("Bob"))
    cid = next(line for line in text.splitlines() if line.startswith("Cid"))
    assert " A " in bob and bob.rstrip().endswith("Cid") and " A " in cid
    assert "5/5" in bob and "fast" in bob
