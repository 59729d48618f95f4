"""The joker as a bug: any card just played may be negated by any joker holder (issue #13, rule 2)."""

import re

from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from tests.games.bottisota3.helpers import (
    act,
    card,
    group,
    labels,
    options,
    pending,
    play,
    position,
    prompt,
    told,
    who,
)
from tests.support.wording import english

JOKER = card("🃏")
JOKER2 = card("🃏", 1)


def test_a_third_players_joker_bugs_a_repair_kit_and_the_repairer_may_play_another_at_once() -> None:
    state = position([("Pora", [card("A♥"), card("A♥", 1)]), ("Teekuppi", []), ("Siivuri", [JOKER])])
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    decision = pending(state, 2)
    assert decision.kind == "react" and decision.default == "letgo"
    assert options(state, 2) == {f"bug {JOKER}", "letgo", "auto nobug on", "auto bugme on"}
    assert labels(state, 2) == {
        f"bug {JOKER}": "Bug Ann's A♥ with your joker (it is negated)",
        "letgo": "Let it go",
        "auto nobug on": "Turn auto nobug on: never bug: no reaction windows for you",
        "auto bugme on": "Turn auto bugme on: bug only cards played against you: other reaction windows are let go",
    }
    assert state.bots[0].condition == 3, "the repair waits for the window"
    events: list[Event] = []
    state = act(state, 2, f"bug {JOKER}", events)
    assert state.bots[0].condition == 3 and card("A♥") in state.discard and JOKER in state.discard
    assert told(events) == ["Cat bugs Ann's A♥ with a joker: it is negated."]
    assert told(events, 0) == ["Cat bugs your A♥ with a joker: it is negated."]
    assert told(events, 2) == ["You bug Ann's A♥ with a joker: it is negated."]
    assert who(state) == (0, "turn") and f"use {card('A♥', 1)}" in options(state, 0)
    state = act(state, 0, f"use {card('A♥', 1)}")
    assert state.bots[0].condition == 4 and who(state) == (0, "turn")


def test_letting_the_card_go_is_the_default_and_the_card_then_acts() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [JOKER])])
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    events: list[Event] = []
    state = act(state, 1, pending(state, 1).default, events)
    assert state.bots[0].condition == 4 and state.bots[1].hand == [JOKER] and who(state) == (0, "turn")
    assert told(events) == ["Ann's repair kit works: condition 4."], "a window let go leaves no trace"


def test_a_bugged_smoke_screen_leaves_the_defence_open_and_the_target_plays_another_card() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("A♣"), card("2♥")]), ("Siivuri", [JOKER])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert pending(state, 2).kind == "react"  # the shot itself, before the target defends
    state = play(state, (2, "letgo"), (1, f"use {card('A♣')}"))
    assert pending(state, 2).kind == "react" and not state.bots[1].smoke
    state = act(state, 2, f"bug {JOKER}")
    assert who(state) == (1, "defend") and not state.bots[1].smoke
    state = act(state, 1, f"defend {card('2♥')}")
    assert state.bots[1].condition == 5 and not state.bots[1].smoke and who(state) == (0, "turn")


def test_a_bugged_install_is_scrapped() -> None:
    state = position([("Teekuppi", [card("K♥")]), ("Pora", []), ("Siivuri", [JOKER])])
    state = act(state, 0, f"install {card('K♥')}")
    assert who(state) == (2, "react") and state.bots[0].installed == [card("K♥")]
    assert prompt(state, 2) == "turn 1: bug Ann's install of K♥: Suojakenttä (shield field), or let it go"
    events: list[Event] = []
    state = act(state, 2, f"bug {JOKER}", events)
    assert state.bots[0].installed == [] and card("K♥") in state.discard and who(state) == (0, "turn")
    assert told(events) == [
        "Cat bugs Ann's K♥ with a joker: it is negated.",
        "Ann's K♥ is scrapped instead of installed.",
    ]


def test_a_bugged_panic_folder_keeps_the_bot_in_its_melee() -> None:
    state = position([("Teekuppi", [card("10♦")]), ("Pora", []), ("Siivuri", [JOKER])])
    group(state, 0, 1)
    state = play(state, (0, f"use {card('10♦')}"), (2, f"bug {JOKER}"))
    assert state.bots[0].melee == state.bots[1].melee is not None and who(state) == (0, "turn")


def test_a_third_player_bugs_an_attack_card_and_the_weapon_may_fire_again() -> None:
    state = position([("Pora", [card("7♣"), card("8♣")]), ("Teekuppi", []), ("Siivuri", [JOKER])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert who(state) == (2, "react")
    assert prompt(state, 2) == "turn 1: bug Ann's 7♣ (gun shot, power 7) at Ben, or let it go"
    state = act(state, 2, f"bug {JOKER}")
    assert state.tasks == [] and state.turn_info.used == {"gun": 0} and state.bots[1].condition == 5
    assert f"shoot {card('8♣')} p1" in options(state, 0)


def test_a_bugged_charge_fire_shot_may_be_fired_again() -> None:
    hand = [card("7♣"), card("8♣")]
    state = position([("Pora", []), ("Torkkubotti", hand), ("Siivuri", [JOKER])])
    state = play(state, (0, "charge p1"), (1, f"shoot {card('7♣')} p0"))
    assert who(state) == (2, "react")
    state = act(state, 2, f"bug {JOKER}")
    assert who(state) == (1, "chargefire") and state.tasks[-1].count == 2
    assert f"shoot {card('8♣')} p0" in options(state, 1)


def test_a_bugged_ego_field_attack_gives_the_egoisti_its_turn_back() -> None:
    state = position([("Egoisti", [card("8♦"), card("9♦")]), ("Teekuppi", []), ("Pora", []), ("Siivuri", [JOKER])])
    group(state, 0, 1, 2)
    state = play(state, (0, f"ego {card('8♦')}"), (3, f"bug {JOKER}"))
    assert who(state) == (0, "turn") and f"ego {card('9♦')}" in options(state, 0)
    assert [b.condition for b in state.bots] == [5, 5, 5, 5] and state.turn == 1


def test_windows_go_in_seat_order_after_the_player_and_end_with_the_first_bug() -> None:
    state = position([("Teekuppi", []), ("Pora", [JOKER]), ("Siivuri", [card("A♥")]), ("Torkkubotti", [JOKER2])])
    state.active = 2
    state.bots[2].condition = 3
    state = act(state, 2, f"use {card('A♥')}")
    assert who(state) == (3, "react")
    passed = act(state, 3, "letgo")
    assert who(passed) == (1, "react")
    assert act(passed, 1, "letgo").bots[2].condition == 4
    bugged = act(state, 3, f"bug {JOKER2}")
    assert who(bugged) == (2, "turn") and bugged.bots[1].hand == [JOKER] and bugged.bots[2].condition == 3


def test_never_bug_skips_the_window() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [JOKER])])
    state.bots[0].condition = 3
    state.auto = {"nobug": [1]}
    state = act(state, 0, f"use {card('A♥')}")
    assert state.bots[0].condition == 4 and who(state) == (0, "turn")


def test_turning_never_bug_on_inside_a_window_lets_the_card_go_at_once() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [JOKER])])
    state.bots[0].condition = 3
    state = play(state, (0, f"use {card('A♥')}"), (1, "auto nobug on"))
    assert state.bots[0].condition == 4 and state.auto == {"nobug": [1]} and who(state) == (0, "turn")


def test_bug_only_cards_against_me_skips_other_windows_but_asks_about_a_block_of_my_attack() -> None:
    hands = [("Pora", [card("A♥")]), ("Teekuppi", [card("9♣")]), ("Siivuri", [card("5♣"), JOKER])]
    state = position(hands)
    state.auto = {"bugme": [2]}
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    assert state.bots[0].condition == 4, "a repair is not against P2: no window"
    state = position(hands, active=2)
    state.auto = {"bugme": [2]}
    state = play(state, (2, f"shoot {card('5♣')} p1"), (1, f"defend {card('9♣')}"))
    assert who(state) == (2, "react")
    assert prompt(state, 2) == "turn 1: bug Ben's 9♣, which stopped your 5♣, or let it go"
    state = act(state, 2, f"bug {JOKER}")
    assert who(state) == (1, "defend")


def test_the_new_standing_instructions_are_offered_in_the_turn() -> None:
    state = position([("Pora", []), ("Teekuppi", [])])
    assert {"auto nobug on", "auto bugme on", "auto boom on"} <= options(state, 0)
    GAME.check_syntax("auto nobug on")
    GAME.check_syntax("auto bugme off")
    GAME.check_syntax("auto boom on")


def test_no_window_for_an_attack_the_armour_stops_nor_for_a_joker() -> None:
    state = position([("Teekuppi", [card("3♣"), JOKER]), ("Siivuri", []), ("Pora", [JOKER2])])
    state = act(state, 0, f"shoot {card('3♣')} p1")
    assert state.tasks == [] and who(state) == (0, "turn")
    state = act(state, 0, f"use {JOKER}")
    assert who(state) == (0, "turn"), "jokers cannot be bugged"


def test_the_targets_of_an_attack_bug_it_in_their_defence_not_in_a_window() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [JOKER])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert who(state) == (1, "defend") and f"bug {JOKER}" in options(state, 1)


def test_a_window_names_no_seat_in_the_view_and_no_joker_in_the_prompt() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", []), ("Siivuri", [JOKER])])
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    for reader in (2, None):
        text = prompt(state, 2, reader)
        assert text == "turn 1: bug Ann's A♥ (repair kit), or let it go"
        assert "joker" not in text and "🃏" not in text and not re.search(r"c\d{3}", text)
    assert "Cat" not in prompt(state, 2, None)
    for viewer in (None, 0, 1, 2):
        view = GAME.view(state, viewer)
        assert view["waiting_for"] == {"seat": None, "doing": "reactions to the card just played"}
        text = GAME.render(view, english(GAME, ["Ann", "Bob", "Cid"]))
        assert "Waiting for reactions" in text and "Waiting for Cid" not in text
    assert JOKER in GAME.secrets(state, 0) and JOKER not in GAME.render(
        GAME.view(state, 0), english(GAME, ["Ann", "Bob", "Cid"])
    )


def test_a_window_whose_joker_is_gone_closes_by_itself() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [JOKER]), ("Siivuri", [JOKER2])])
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    assert who(state) == (1, "react")
    # P2's window is below P1's: if P2 loses the joker meanwhile it is not asked.
    state.bots[2].hand = []
    state.discard.append(JOKER2)
    state = act(state, 1, "letgo")
    assert state.bots[0].condition == 4 and who(state) == (0, "turn")
