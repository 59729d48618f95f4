"""Every bot's special abilities."""

from bot.engine.events import Event
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.state import BotState
from bot.games.bottisota3.systems import kit
from tests.games.bottisota3.helpers import (
    act,
    card,
    give,
    group,
    install,
    options,
    pending,
    play,
    position,
    stack,
    texts,
    who,
)


def full_hands(state: BotState) -> None:
    """Fill every hand to its limit so end-of-turn refills draw nothing (the deck top stays put)."""
    for seat, bot in enumerate(state.bots):
        while len(bot.hand) + len(bot.installed) < min(5, bot.condition):
            give(state, seat, face(state.deck[0]))


def test_the_bot_list_matches_the_rules() -> None:
    table = {s.name: (s.cards, s.gear.guns, s.gear.strikes, s.armour) for s in BOTS}
    assert table == {
        "Antibotti": (3, 1, 1, 0),
        "Egoisti": (5, 1, 1, 0),
        "Pasifisti": (5, 0, 4, 0),
        "Pora": (5, 1, 4, 0),
        "Ruostuttaja": (5, 2, 1, 2),
        "Sadonkorjaaja": (5, 1, 2, 3),
        "Siivuri": (5, 1, 2, 4),
        "Skitsodroidi": (4, 0, 0, 0),
        "Teekuppi": (5, 2, 0, 0),
        "Torkkubotti": (5, 3, 3, 0),
        "Vinkubotti": (5, 0, 1, 0),
    }


def test_antibotti_reflects_a_defending_attack_card() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♣")])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, f"defend {card('9♣')}"))
    assert state.tasks[-1].attack is not None and state.tasks[-1].attack.target == 0
    assert state.tasks[-1].attack.card == card("9♣")
    state = act(state, 0, "take")
    assert state.bots[0].condition == 4 and state.bots[1].condition == 3


def test_antibotti_does_not_reflect_a_heart_and_is_fast() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♥")])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, f"defend {card('9♥')}"))
    assert state.tasks == [] and kit(state, 1).speed == 1


def test_egoisti_ego_field_attacks_the_whole_melee_at_the_end_of_its_turn() -> None:
    state = position([("Egoisti", [card("8♦")]), ("Teekuppi", []), ("Pora", []), ("Siivuri", [])])
    assert not any(a.startswith("ego") for a in options(state, 0))
    group(state, 0, 1, 2)
    state = act(state, 0, f"ego {card('8♦')}")
    assert who(state) == (1, "defend")
    state = act(state, 1, "take")
    assert who(state) == (2, "defend")
    state = act(state, 2, "take")
    assert [b.condition for b in state.bots] == [5, 4, 4, 5] and who(state) == (1, "turn")


def test_egoisti_is_a_slow_megabrawler() -> None:
    state = position([("Egoisti", [card("7♣")]), ("Teekuppi", [card("9♣")])])
    assert kit(state, 0).speed == -1 and kit(state, 0).melee_suits == "dsc"
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('7♣')} p1")
    assert state.tasks[-1].attack is not None and state.tasks[-1].attack.weapon == "strike"
    assert act(state, 1, f"defend {card('9♣')}").bots[1].condition == 5


def test_pasifisti_demilitarisation_field_stops_guns_and_missiles_in_its_melee() -> None:
    state = position([("Pasifisti", []), ("Teekuppi", [card("7♣"), card("10♣")]), ("Pora", [])], active=1)
    group(state, 0, 1)
    assert not any(a.startswith("shoot") for a in options(state, 1))
    state = act(state, 1, f"use {card('10♣')}")
    assert f"shoot {card('7♣')} p2" in options(state, 1)


def test_pasifisti_field_stops_charge_fire_too() -> None:
    state = position([("Pora", []), ("Teekuppi", [card("7♣")]), ("Pasifisti", [])])
    group(state, 1, 2)
    state = play(state, (0, "charge p1"))
    assert state.bots[0].melee == state.bots[1].melee == state.bots[2].melee is not None
    assert who(state) == (0, "turn")


def test_sadonkorjaaja_emp_makes_the_target_exchange_a_random_card_first() -> None:
    state = position([("Sadonkorjaaja", [card("7♣")]), ("Pora", [card("2♥")])])
    stack(state, "9♠")
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert card("2♥") in state.discard and [face(c) for c in state.bots[1].hand] == ["9♠"]
    assert not any(a.startswith("defend c") for a in options(state, 1))


def test_sadonkorjaaja_super_field_makes_every_suit_a_trump() -> None:
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [card("2♦")])])
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert pending(state, 1).default == f"defend {card('2♦')}"
    assert act(state, 1, f"defend {card('2♦')}").bots[1].condition == 5


def test_sadonkorjaaja_is_fragile_unless_it_repairs_at_once() -> None:
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [])])
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    assert state.bots[1].status == "destroyed" and state.finished_reason == "last bot standing"
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [card("A♥")])])
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    assert state.bots[1].condition == 5 and card("A♥") in state.discard


def test_sadonkorjaaja_has_extra_shield_armour_three_and_is_slow() -> None:
    state = position([("Pora", [card("9♣"), card("3♣")]), ("Sadonkorjaaja", [])])
    assert kit(state, 1).speed == -1
    state = act(state, 0, f"shoot {card('3♣')} p1")
    assert state.tasks == []
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [])])
    stack(state, "K♠", "3♠")
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "defend deck"))
    assert pending(state, 1).kind == "extra"
    # The re-draw counts by the basic rule only: the super field does not make 3♠ a trump.
    assert act(state, 1, "redraw").bots[1].status == "destroyed"


def test_siivuri_steals_a_random_hand_card_with_each_damage() -> None:
    state = position([("Siivuri", [card("9♦")]), ("Teekuppi", [card("2♣")])])
    group(state, 0, 1)
    state = play(state, (0, f"strike {card('9♦')} p1"), (1, "take"))
    assert pending(state, 0).kind == "steal" and "steal hand" in options(state, 0)
    events: list[Event] = []
    state = act(state, 0, "steal hand", events)
    assert state.bots[0].hand == [card("2♣")] and state.bots[1].hand == []
    private = [e for e in events if e.audience is not None]
    assert private and private[0].audience == (0, 1) and "2♣" in private[0].text
    assert all("2♣" not in e.text for e in events if e.audience is None)


def test_siivuri_steals_an_installed_system_into_its_hand() -> None:
    state = position([("Siivuri", [card("9♦")]), ("Teekuppi", [])])
    (system,) = install(state, 1, "Q♥")
    group(state, 0, 1)
    state = play(state, (0, f"strike {card('9♦')} p1"), (1, "take"), (0, f"steal {system}"))
    assert state.bots[0].hand == [system] and state.bots[1].installed == []


def test_skitsodroidi_form_follows_the_top_card_each_turn() -> None:
    state = position([("Skitsodroidi", []), ("Pora", [])], active=1)
    full_hands(state)
    stack(state, "7♣")
    state = act(state, 1, "end")
    assert state.bots[0].form == "mill"
    gear = kit(state, 0)
    assert (gear.speed, gear.strikes, gear.guns, gear.missiles) == (1, 3, 1, 0)
    state = act(state, 0, "end")
    full_hands(state)
    stack(state, "K♥")
    state = act(state, 1, "end")
    gear = kit(state, 0)
    assert state.bots[0].form == "thinker" and "shield_field" in gear.flags
    assert (gear.speed, gear.strikes, gear.guns, gear.missiles) == (-1, 1, 0, 2)


def test_teekuppi_green_laser_empties_the_hand_on_a_gun_hit() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("2♦"), card("J♠")])])
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    assert state.bots[1].hand == [] and state.bots[1].condition == 4


def test_ruostuttaja_rust_gun_removes_an_installed_system() -> None:
    state = position([("Ruostuttaja", [card("9♣")]), ("Pora", [card("2♦")])])
    first, _ = install(state, 1, "J♠", "K♥")
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    assert state.bots[1].installed == [first] and state.bots[1].hand == [card("2♦")]


def test_torkkubotti_snoozes_its_turn_away_on_a_face_card() -> None:
    state = position([("Torkkubotti", []), ("Pora", [])], active=1)
    full_hands(state)
    stack(state, "J♣")
    events: list[Event] = []
    state = act(state, 1, "end", events)
    assert "snoozes" in texts(events) and who(state) == (1, "turn") and state.turn == 3
    full_hands(state)
    stack(state, "7♣")
    state = act(state, 1, "end")
    assert who(state) == (0, "turn")


def test_torkkubotti_donates_a_card_the_receiver_must_keep() -> None:
    state = position([("Torkkubotti", [card("2♣")]), ("Pora", [card(f"{n}♥") for n in (6, 7, 8, 9, 10)])])
    full_hands(state)
    state = act(state, 0, f"donate {card('2♣')} p1")
    assert card("2♣") in state.bots[1].hand
    decision = pending(state, 1)
    assert decision.kind == "trim" and f"drop {card('2♣')}" not in options(state, 1)
    state = act(state, 1, f"drop {card('6♥')}")
    assert card("2♣") in state.bots[1].hand and who(state) == (1, "turn")


def test_vinkubotti_whine_noise_attacks_everyone_at_its_turn_start() -> None:
    state = position([("Vinkubotti", []), ("Pora", []), ("Teekuppi", [])], active=2)
    full_hands(state)
    stack(state, "7♣")
    state = act(state, 2, "end")
    assert who(state) == (1, "defend")
    state = act(state, 1, "take")
    assert who(state) == (2, "defend")
    state = act(state, 2, "take")
    assert [b.condition for b in state.bots] == [5, 4, 4] and who(state) == (0, "turn")


def test_vinkubotti_kick_hits_itself_too() -> None:
    state = position([("Vinkubotti", [card("7♦"), card("8♦")]), ("Pora", [])])
    install(state, 0, "J♦")
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('7♦')} p1")
    assert who(state) == (1, "defend")
    state = act(state, 1, "take")
    assert who(state) == (0, "defend")
    state = act(state, 0, "take")
    state = play(state, (0, f"strike {card('8♦')} p1"), (1, "take"))
    assert [b.condition for b in state.bots] == [4, 3] and who(state) == (0, "turn")


def test_pora_is_a_fast_fighter_with_four_strikes() -> None:
    state = position([("Pora", []), ("Ruostuttaja", [])])
    gear = kit(state, 0)
    assert (gear.speed, gear.strikes, gear.melee_suits) == (1, 4, "ds")
