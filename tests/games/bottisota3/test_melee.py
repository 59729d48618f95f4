"""Melee with two and more bots: disengaging, pinning, charging, charge fire, following."""

from bot.engine.events import Event
from tests.games.bottisota3.helpers import (
    act,
    card,
    give,
    group,
    install,
    labels,
    options,
    pending,
    play,
    position,
    prompt,
    told,
    who,
)


def test_a_bot_faster_than_every_mate_always_gets_away() -> None:
    state = position([("Pora", []), ("Ruostuttaja", []), ("Torkkubotti", [])])
    group(state, 0, 1, 2)
    assert labels(state, 0)["disengage"] == "Try to disengage from the melee"
    events: list[Event] = []
    state = act(state, 0, "disengage", events)
    assert state.bots[0].melee is None and state.bots[1].melee == state.bots[2].melee is not None
    assert who(state) == (0, "turn") and "disengage" not in options(state, 0)
    assert told(events) == ["Ann tries to disengage from the melee.", "Ann gets away from the melee."]
    assert told(events, 0) == ["You try to disengage from the melee.", "You get away from the melee."]


def test_only_mates_as_fast_or_faster_decide_and_the_default_is_to_keep_pinning() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Egoisti", [])])
    group(state, 0, 1, 2)
    state = act(state, 0, "disengage")
    decision = pending(state, 1)
    assert decision.kind == "letgo" and decision.default == "pin"
    events: list[Event] = []
    state = act(state, 1, "letgo", events)
    assert state.bots[0].melee is None and state.bots[1].melee == state.bots[2].melee is not None
    assert told(events) == ["Ben lets Ann go.", "Ann gets away from the melee."]
    assert told(events, 1)[0] == "You let Ann go." and told(events, 0)[0] == "Ben lets you go."


def test_everyone_able_must_let_go_or_the_escape_fails_and_the_pin_is_recorded() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Siivuri", [])])
    group(state, 0, 1, 2)
    state = play(state, (0, "disengage"), (1, "letgo"), (2, "pin"))
    assert state.bots[0].melee is not None and state.bots[2].pins == 0 and state.bots[1].pins is None
    assert who(state) == (0, "turn") and "disengage" not in options(state, 0)


def test_a_bot_pins_only_one_so_pinning_a_second_releases_the_first() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Egoisti", [])])
    group(state, 0, 1, 2)
    state.bots[1].pins = 2
    state = act(state, 0, "disengage")
    assert pending(state, 1).default == "letgo"
    assert labels(state, 1)["pin"] == "Pin Ann (and release Cat)"
    events: list[Event] = []
    state = act(state, 1, "pin", events)
    assert state.bots[1].pins == 0 and state.bots[0].melee is not None
    assert told(events) == [
        "Ben keeps Ann pinned.",
        "Ben releases Cat to pin Ann.",
        "Ann cannot get away: pinned by Ben.",
    ]
    assert told(events, 2)[1] == "Ben releases you to pin Ann."


def test_charge_fire_fires_half_the_weapons_rounded_up_at_the_charger() -> None:
    state = position([("Pora", []), ("Torkkubotti", [card("7♣"), card("8♣"), card("9♣")]), ("Egoisti", [])])
    group(state, 1, 2)
    assert labels(state, 0)["charge p1"] == "Charge Ben's Torkkubotti"
    events: list[Event] = []
    state = act(state, 0, "charge p1", events)
    assert told(events) == ["Ann charges at Ben."] and told(events, 1) == ["Ann charges at you."]
    decision = pending(state, 1)
    assert decision.kind == "chargefire" and decision.default == f"shoot {card('9♣')} p0"
    assert state.tasks[-1].count == 2
    assert prompt(state, 1) == "turn 1: fire at Ann's charge (2 weapons left), or hold fire"
    assert labels(state, 1)[f"shoot {card('9♣')} p0"] == "Shoot 9♣ at Ann's Pora"
    events = []
    state = act(state, 1, f"shoot {card('9♣')} p0", events)
    assert told(events) == [
        "Charge fire: Ben fires 9♣ at Ann (gun shot).",
        "Ann must defend against Ben's 9♣ (gun shot, power 9).",
    ]
    state = act(state, 0, "take")
    assert prompt(state, 1) == "turn 1: fire at Ann's charge (1 weapon left), or hold fire"
    events = []
    state = play(state, (1, f"shoot {card('8♣')} p0"))
    state = act(state, 0, "take", events)
    assert told(events)[-1] == "Ann is now in melee with Ben and Cat."
    assert told(events, 1)[-1] == "Ann is now in melee with you and Cat."
    assert state.bots[0].condition == 3 and who(state) == (0, "turn")
    assert state.bots[0].melee == state.bots[1].melee == state.bots[2].melee is not None


def test_charge_fire_may_hold_and_a_two_gun_bot_fires_once() -> None:
    state = position([("Pora", []), ("Teekuppi", [card("7♣"), card("8♣")])])
    state = act(state, 0, "charge p1")
    assert state.tasks[-1].kind == "chargefire" and state.tasks[-1].count == 1
    state = play(state, (1, f"shoot {card('8♣')} p0"), (0, "take"))
    assert who(state) == (0, "turn") and state.bots[0].melee == state.bots[1].melee is not None
    state = position([("Pora", []), ("Teekuppi", [card("7♣")])])
    events: list[Event] = []
    state = act(state, 0, "charge p1")
    state = act(state, 1, "hold", events)
    assert state.bots[0].condition == 5 and state.bots[0].melee is not None
    assert told(events) == ["Ben holds fire.", "Ann is now in melee with Ben."]
    assert told(events, 0)[1] == "You are now in melee with Ben."


def test_a_charger_destroyed_by_charge_fire_does_not_land() -> None:
    state = position([("Pora", []), ("Teekuppi", [card("8♣")]), ("Siivuri", [])])
    state.bots[0].condition = 1
    state = play(state, (0, "charge p1"), (1, f"shoot {card('8♣')} p0"), (0, "take"))
    assert state.bots[1].melee is None and pending(state, 1).kind == "bonus"


def test_a_pinned_charger_is_followed_by_its_pinner_while_others_stay() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Siivuri", []), ("Teekuppi", [card("7♣")])])
    group(state, 0, 1, 2)
    state.bots[1].pins = 0
    state = act(state, 0, "charge p3")
    assert pending(state, 1).kind == "follow" and pending(state, 1).default == "follow"
    assert prompt(state, 1) == "turn 1: follow Ann's charge out of your melee, or stay"
    assert labels(state, 1)["follow"] == "Follow Ann into the new melee" and labels(state, 1)["stay"] == "Stay behind"
    events: list[Event] = []
    state = act(state, 1, "follow", events)
    assert pending(state, 2).default == "stay"
    state = act(state, 2, "stay", events)
    assert told(events) == ["Ben follows Ann into the new melee.", "Cat stays behind and does not follow Ann."]
    assert told(events, 0) == ["Ben follows you into the new melee.", "Cat stays behind and does not follow you."]
    assert pending(state, 3).kind == "chargefire"
    assert {f"shoot {card('7♣')} p0", f"shoot {card('7♣')} p1"} <= options(state, 3)
    state = play(state, (3, f"shoot {card('7♣')} p1"), (1, "take"))
    bots = state.bots
    assert bots[0].melee == bots[1].melee == bots[3].melee is not None and bots[2].melee is None
    assert bots[1].pins == 0 and bots[1].condition == 4


def test_a_blast_gun_in_charge_fire_hits_the_charger_and_its_follower() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Teekuppi", [card("7♣")])])
    install(state, 2, "J♣")
    group(state, 0, 1)
    state = play(state, (0, "charge p2"), (1, "follow"), (2, f"blast {card('7♣')} p0"), (0, "take"), (1, "take"))
    assert [b.condition for b in state.bots] == [4, 4, 5]


def test_a_followed_charger_may_mine_its_pursuer() -> None:
    state = position([("Ruostuttaja", [card("10♠")]), ("Torkkubotti", []), ("Pora", [])])
    group(state, 0, 1)
    state = play(state, (0, "charge p2"), (1, "follow"))
    assert pending(state, 0).kind == "mine" and f"mine {card('10♠')} p1" in options(state, 0)
    state = play(state, (0, f"mine {card('10♠')} p1"), (1, "take"), (2, "hold"))
    assert state.bots[1].condition == 4 and state.bots[0].melee == state.bots[1].melee == state.bots[2].melee


def test_charging_out_of_a_two_bot_melee_dissolves_it_when_nobody_follows() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", []), ("Pora", [])])
    group(state, 0, 1)
    state = play(state, (0, "charge p2"), (1, "stay"), (2, "hold"))
    bots = state.bots
    assert bots[0].melee == bots[2].melee is not None and bots[1].melee is None


def test_a_melee_of_four_and_strikes_inside_it() -> None:
    state = position([("Pora", [card("7♦")]), ("Teekuppi", []), ("Siivuri", []), ("Torkkubotti", [])])
    group(state, 1, 2, 3)
    state = play(state, (0, "charge p1"), (1, "hold"))
    assert {f"strike {card('7♦')} p{n}" for n in (1, 2, 3)} <= options(state, 0)
    give(state, 0, "8♦")
    state = play(state, (0, f"strike {card('7♦')} p3"), (3, "take"))
    assert state.bots[3].condition == 4 and not any(a.endswith(("p1", "p2")) for a in options(state, 0))


def test_disengaging_is_only_at_the_start_of_the_turn() -> None:
    state = position([("Ruostuttaja", [card("7♣")]), ("Torkkubotti", [])])
    group(state, 0, 1)
    assert "disengage" in options(state, 0)
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, "take"))
    assert "disengage" not in options(state, 0)


def test_a_bugged_charge_fire_shot_may_be_fired_again() -> None:
    state = position([("Pora", [card("🃏")]), ("Teekuppi", [card("7♣"), card("8♣")])])
    state = play(state, (0, "charge p1"), (1, f"shoot {card('8♣')} p0"), (0, f"bug {card('🃏')}"))
    assert pending(state, 1).kind == "chargefire" and f"shoot {card('7♣')} p0" in options(state, 1)
    state = play(state, (1, f"shoot {card('7♣')} p0"), (0, "take"))
    assert state.bots[0].condition == 4 and state.bots[0].melee == state.bots[1].melee is not None


def test_a_charger_that_teleports_away_under_charge_fire_does_not_land() -> None:
    state = position([("Pora", [card("10♦")]), ("Teekuppi", [card("8♣")])])
    state = play(state, (0, "charge p1"), (1, f"shoot {card('8♣')} p0"), (0, f"use {card('10♦')}"))
    assert state.bots[0].melee is None and state.bots[1].melee is None and who(state) == (0, "turn")
    assert "charge p1" not in options(state, 0)


def test_a_follower_that_teleports_away_does_not_arrive() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", [card("10♦")]), ("Teekuppi", [card("8♣")])])
    group(state, 0, 1)
    state = play(state, (0, "charge p2"), (1, "follow"), (2, f"shoot {card('8♣')} p1"), (1, f"use {card('10♦')}"))
    bots = state.bots
    assert bots[0].melee == bots[2].melee is not None and bots[1].melee is None
