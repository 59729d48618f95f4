"""Installable systems (every J, Q, K) and the built-in systems."""

import pytest

from bot.engine import IllegalAction
from bot.engine.events import Event
from bot.games.bottisota3.bots import Gear, flags
from bot.games.bottisota3.systems import INSTALLS, kit
from tests.games.bottisota3.helpers import (
    act,
    card,
    extra_bot,
    give,
    group,
    install,
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


def test_every_face_card_installs_the_system_the_rules_list() -> None:
    names = {face: system.finnish for face, system in INSTALLS.items()}
    assert names == {
        "J♠": "Ohjusalusta",
        "Q♠": "Tuplaohjusalusta",
        "K♠": "Ohjustorjunta",
        "J♣": "Posahdustykki (Turbosarjapyssy)",
        "Q♣": "Megatykki (Megagigapyssy)",
        "K♣": "Tähtäinjärjestelmä",
        "J♦": "Mättöisku + tartuntakoura",
        "Q♦": "Mättöisku + Taistelija",
        "K♦": "Mättöisku + Nopea",
        "J♥": "Extrasuoja + Hidas",
        "Q♥": "Häivekenttä",
        "K♥": "Suojakenttä",
    }


def test_installing_moves_the_card_and_may_happen_any_time_in_the_own_turn() -> None:
    state = position([("Teekuppi", [card("7♣"), card("Q♠")]), ("Pora", [])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, "take"))
    assert labels(state, 0)[f"install {card('Q♠')}"] == "Install Q♠: Tuplaohjusalusta (double missile platform)"
    events: list[Event] = []
    state = act(state, 0, f"install {card('Q♠')}", events)
    assert state.bots[0].installed == [card("Q♠")] and state.bots[0].hand == []
    assert told(events) == ["Ann installs Q♠: Tuplaohjusalusta (double missile platform)."]
    assert told(events, 0) == ["You install Q♠: Tuplaohjusalusta (double missile platform)."]


def test_double_missile_platform_fires_two_missiles_a_turn() -> None:
    state = position([("Teekuppi", [card("7♠"), card("8♠"), card("9♠")]), ("Pora", [])])
    install(state, 0, "Q♠")
    assert labels(state, 0)[f"missile {card('7♠')} p1"] == "Launch 7♠ as a missile at Ben's Pora"
    state = play(state, (0, f"missile {card('7♠')} p1"), (1, "take"), (0, f"missile {card('8♠')} p1"), (1, "take"))
    assert state.bots[1].condition == 3
    assert f"missile {card('9♠')} p1" not in options(state, 0)


def test_missile_defence_stops_missiles_with_any_number_card_but_not_shots() -> None:
    state = position([("Teekuppi", [card("9♠"), card("9♣")]), ("Pora", [card("2♦")])])
    install(state, 0, "J♠")
    install(state, 1, "K♠")
    state = act(state, 0, f"missile {card('9♠')} p1")
    assert f"defend {card('2♦')}" in options(state, 1)
    state = play(state, (1, f"defend {card('2♦')}"), (0, f"shoot {card('9♣')} p1"))
    give(state, 1, "3♦")
    assert not any(a.startswith("defend c") for a in options(state, 1))


def test_blast_gun_also_attacks_every_bot_in_melee_with_the_target() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", []), ("Siivuri", []), ("Torkkubotti", [])])
    install(state, 0, "J♣")
    group(state, 1, 2)
    assert labels(state, 0)[f"blast {card('7♣')} p1"] == "Fire 7♣ from the blast gun at Ben's Pora"
    events: list[Event] = []
    state = act(state, 0, f"blast {card('7♣')} p1", events)
    assert who(state) == (1, "defend")
    assert told(events) == [
        "Ann attacks Ben with 7♣ (blast-gun shot).",
        "Ben must defend against Ann's 7♣ (blast-gun shot, power 7).",
    ]
    events = []
    state = act(state, 1, "take", events)
    assert who(state) == (2, "defend")
    assert told(events)[-1] == "Cat must defend against Ann's 7♣ (blast-gun shot, power 7)."
    state = act(state, 2, "take")
    assert [b.condition for b in state.bots] == [5, 4, 4, 5]
    assert state.turn_info.used == {"blast": 1}


def test_blast_in_the_own_melee_spares_the_shooter() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", []), ("Torkkubotti", [])])
    install(state, 0, "J♣")
    group(state, 0, 1, 2)
    state = play(state, (0, f"blast {card('7♣')} p1"), (1, "take"), (2, "take"))
    assert [b.condition for b in state.bots] == [5, 4, 4] and who(state) == (0, "turn")


def test_mega_gun_shoots_any_attack_card_once_a_turn() -> None:
    state = position([("Teekuppi", [card("8♦"), card("7♠")]), ("Pora", [card("9♣"), card("9♦")])])
    install(state, 0, "Q♣")
    assert labels(state, 0)[f"mega {card('8♦')} p1"] == "Fire 8♦ from the mega gun at Ben's Pora"
    state = act(state, 0, f"mega {card('8♦')} p1")
    assert f"defend {card('9♣')}" not in options(state, 1)
    state = act(state, 1, f"defend {card('9♦')}")
    assert state.bots[1].condition == 5
    assert f"mega {card('7♠')} p1" not in options(state, 0)


def test_targeting_system_reaims_a_stopped_shot_with_the_deck_top() -> None:
    state = position([("Teekuppi", [card("5♣")]), ("Pora", [card("9♣")])])
    install(state, 0, "K♣")
    stack(state, "8♣")
    state = play(state, (0, f"shoot {card('5♣')} p1"), (1, f"defend {card('9♣')}"))
    decision = pending(state, 0)
    assert decision.kind == "reaim" and decision.default == "reaim"
    assert prompt(state, 0) == "turn 1: re-aim your stopped shot with the targeting system, or keep it stopped"
    assert labels(state, 0) == {
        "reaim": "Re-aim: exchange the shot for the deck top",
        "accept": "Keep the shot stopped",
        "auto fire on": "Turn auto fire on: fire your best cards at chargers, re-aim, lay no mines",
    }
    events: list[Event] = []
    state = act(state, 0, "reaim", events)
    assert who(state) == (1, "defend") and state.tasks[-1].attack is not None
    assert told(events) == [
        "Ann's targeting system re-aims the shot with the deck top: 8♣ (power 8).",
        "Ben must defend against Ann's 8♣ (gun shot, power 8).",
    ]
    assert state.tasks[-1].attack.power == 8
    state = act(state, 1, "take")
    assert state.bots[1].condition == 4 and who(state) == (0, "turn")


def test_targeting_system_reaims_a_shot_stopped_by_armour_only_once() -> None:
    state = position([("Teekuppi", [card("3♣")]), ("Siivuri", [])])
    install(state, 0, "K♣")
    stack(state, "2♣")
    state = play(state, (0, f"shoot {card('3♣')} p1"), (0, "reaim"))
    assert state.tasks == [] and who(state) == (0, "turn")


def test_grab_claw_steals_an_installed_system_and_may_install_it() -> None:
    state = position([("Pora", [card("9♦")]), ("Teekuppi", [])])
    install(state, 0, "J♦")
    (shield,) = install(state, 1, "K♥")
    group(state, 0, 1)
    state = play(state, (0, f"strike {card('9♦')} p1"), (1, "take"))
    assert pending(state, 0).kind == "steal"
    assert options(state, 0) == {f"claw {shield}", f"claw {shield} scrap", "nosteal", "auto fire on"}
    assert labels(state, 0)[f"claw {shield}"] == "Grab Ben's K♥ with the claw and install it"
    assert labels(state, 0)[f"claw {shield} scrap"] == "Grab Ben's K♥ with the claw and scrap it"
    events: list[Event] = []
    state = act(state, 0, f"claw {shield}", events)
    assert shield in state.bots[0].installed and state.bots[1].installed == []
    assert told(events) == ["Ann's grab claw takes Ben's K♥ and installs it."]
    assert told(events, 1) == ["Ann's grab claw takes your K♥ and installs it."]


def test_fighter_system_strikes_and_parries_with_spades() -> None:
    state = position([("Teekuppi", [card("7♠")]), ("Pora", [card("8♠")])])
    install(state, 0, "Q♦")
    group(state, 0, 1)
    assert kit(state, 0).strikes == 1
    state = act(state, 0, f"strike {card('7♠')} p1")
    assert pending(state, 1).default == f"defend {card('8♠')}"


def test_fast_system_makes_a_normal_bot_escape_by_speed() -> None:
    state = position([("Ruostuttaja", []), ("Pasifisti", [])])
    group(state, 0, 1)
    assert who(act(state, 0, "disengage")) == (1, "letgo")
    install(state, 0, "K♦")
    state = act(state, 0, "disengage")
    assert state.bots[0].melee is None and state.bots[1].melee is None and who(state) == (0, "turn")


def test_slow_and_fast_cancel_out() -> None:
    state = position([("Teekuppi", []), ("Ruostuttaja", [])])
    group(state, 0, 1)
    assert act(state, 0, "disengage").bots[0].melee is None
    install(state, 0, "J♥")
    assert kit(state, 0).speed == 0
    assert who(act(state, 0, "disengage")) == (1, "letgo")


def test_extra_shield_redraw_only_counts_by_the_basic_rule() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [])])
    install(state, 1, "J♥", "K♥")
    stack(state, "3♦", "9♦")
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "defend deck"))
    decision = pending(state, 1)
    assert decision.kind == "extra" and decision.default == "redraw"
    state = act(state, 1, "redraw")
    assert state.bots[1].condition == 4


def test_extra_shield_redraw_can_save_the_bot() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [])])
    install(state, 1, "J♥")
    stack(state, "3♦", "5♥")
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "defend deck"))
    assert labels(state, 1)["redraw"] == "Re-draw the defence from the deck with your extra shield"
    events: list[Event] = []
    state = act(state, 1, "redraw", events)
    assert state.bots[1].condition == 5
    assert told(events) == ["Ben's extra shield re-draws 5♥ and stops the attack."]
    assert told(events, 1) == ["Your extra shield re-draws 5♥ and stops the attack."]


def test_stealth_field_any_suit_as_high_against_shots_not_strikes() -> None:
    state = position([("Pora", [card("9♣"), card("9♦", 1)]), ("Teekuppi", [card("2♦"), card("9♦"), card("9♠")])])
    install(state, 1, "Q♥")
    group(state, 0, 1)
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert f"defend {card('9♦')}" in options(state, 1) and f"defend {card('2♦')}" not in options(state, 1)
    state = play(state, (1, f"defend {card('9♦')}"), (0, f"strike {card('9♦', 1)} p1"))
    assert f"defend {card('9♠')}" not in options(state, 1)


def test_shield_field_any_suit_as_high_against_anything() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [card("2♦"), card("9♠")])])
    install(state, 1, "K♥")
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert f"defend {card('2♦')}" not in options(state, 1)
    with pytest.raises(IllegalAction, match="b3-illegal-cannot-stop"):
        act(state, 1, f"defend {card('2♦')}")
    assert act(state, 1, f"defend {card('9♠')}").bots[1].condition == 5


def test_field_virus_switches_every_field_off_until_the_players_next_turn() -> None:
    state = position([("Teekuppi", [card("10♣"), card("9♣")]), ("Pora", [card("9♦")])])
    install(state, 1, "K♥")
    events: list[Event] = []
    state = act(state, 0, f"use {card('10♣')}", events)
    assert state.virus == 0 and "shield_field" not in kit(state, 1).flags
    assert told(events) == [
        "Ann plays 10♣ (field virus).",
        "The field virus spreads: no field works until Ann's next turn.",
    ]
    assert told(events, 0)[1] == "The field virus spreads: no field works until your next turn."
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert f"defend {card('9♦')}" not in options(state, 1)
    state = play(state, (1, "take"), (0, "end"))
    assert state.virus == 0 and who(state) == (1, "turn")
    events = []
    state = act(state, 1, "end", events)
    assert state.virus is None and "shield_field" in kit(state, 1).flags
    assert "The field virus wears off: fields work again." in told(events)


# --- built-in systems that no listed bot carries: tested on a test-only bot -------------------


def test_kaahaaja_tries_to_disengage_at_every_turn_start_and_cannot_pin() -> None:
    with extra_bot("Kaahari", 4, Gear(strikes=1, flags=flags("racer"))):
        state = position([("Kaahari", []), ("Ruostuttaja", []), ("Torkkubotti", [])], active=2)
        group(state, 0, 1)
        state = act(state, 2, "end")
        assert who(state) == (1, "letgo") and state.active == 0
        state = act(state, 1, "letgo")
        assert state.bots[0].melee is None
        state = position([("Ruostuttaja", []), ("Kaahari", [])])
        group(state, 0, 1)
        assert act(state, 0, "disengage").bots[0].melee is None


def test_itsetuho_built_in_explodes_when_the_bot_is_destroyed() -> None:
    with extra_bot("Tuhobotti", 3, Gear(guns=1, flags=flags("self_destruct"))):
        state = position([("Teekuppi", [card("9♣")]), ("Tuhobotti", []), ("Pora", [])])
        state.bots[1].condition = 1
        events: list[Event] = []
        state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
        assert [b.condition for b in state.bots] == [2, 0, 2] and state.finished_reason is None
        assert told(events)[2:6] == [
            "Ben's Tuhobotti is destroyed!",
            "Ben has no bots left and is out of the match.",
            "Ben's built-in self-destruct goes off: 6 damage to every bot in its melee, 3 to every other bot!",
            "Cat loses 3 cards of condition (2 left).",
        ]


def test_itsetuho_built_in_may_be_triggered_in_the_own_turn() -> None:
    with extra_bot("Tuhobotti", 3, Gear(guns=1, flags=flags("self_destruct"))):
        state = position([("Tuhobotti", []), ("Pora", [])])
        assert "selfdestruct" in options(state, 0) and "selfdestruct" not in options(act(state, 0, "end"), 1)
        state.bots[1].condition = 3
        assert labels(state, 0)["selfdestruct"] == "Trigger your built-in self-destruct (Itsetuho)"
        events: list[Event] = []
        state = act(state, 0, "selfdestruct", events)
        assert state.winners == [0] and state.finished_reason == "self-destruct"
        assert told(events)[0] == "Ann triggers their built-in self-destruct!"
        assert told(events)[-1] == "The last bots fell in Ann's self-destruct: Ann wins!"


def test_miina_lays_any_spade_or_the_deck_top_at_a_pursuer() -> None:
    with extra_bot("Miinari", 4, Gear(strikes=1, mines=1)):
        state = position([("Miinari", [card("4♠")]), ("Ruostuttaja", [])])
        group(state, 0, 1)
        state = play(state, (0, "disengage"), (1, "pin"))
        assert options(state, 0) == {f"mine {card('4♠')} p1", "mine deck p1", "nomine", "auto fire on"}
        assert labels(state, 0)["mine deck p1"] == "Lay the deck top as a mine at Ben's Ruostuttaja"
        state = play(state, (0, f"mine {card('4♠')} p1"), (1, "take"))
        assert state.bots[1].condition == 4 and state.bots[1].pins == 0


def test_pommi_bombs_a_melee_mate_with_a_spade_once_a_turn() -> None:
    with extra_bot("Pommari", 4, Gear(bombs=1)):
        state = position([("Pommari", [card("7♠"), card("8♠")]), ("Teekuppi", []), ("Pora", [])])
        assert not any(a.startswith("bomb") for a in options(state, 0))
        group(state, 0, 1)
        assert f"bomb {card('7♠')} p1" in options(state, 0) and f"bomb {card('7♠')} p2" not in options(state, 0)
        assert labels(state, 0)[f"bomb {card('7♠')} p1"] == "Bomb Ben's Teekuppi with 7♠"
        state = play(state, (0, f"bomb {card('7♠')} p1"), (1, "take"))
        assert state.bots[1].condition == 4 and f"bomb {card('8♠')} p1" not in options(state, 0)


def test_built_in_mega_gun_blast_gun_and_targeting_count_like_installed_ones() -> None:
    with extra_bot("Tykkari", 4, Gear(megas=1, blasts=1, flags=flags("targeting"))):
        state = position([("Tykkari", [card("7♦"), card("7♣")]), ("Pora", [])])
        assert {f"mega {card('7♦')} p1", f"blast {card('7♣')} p1", f"mega {card('7♣')} p1"} <= options(state, 0)
        stack(state, "9♣")
        state = play(state, (0, f"blast {card('7♣')} p1"), (1, "defend deck"))
        assert pending(state, 0).kind == "reaim"
