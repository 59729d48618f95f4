import pytest

from bot.engine import IllegalAction, MalformedAction, apply_action, decision_for
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.state import BotState
from tests.games.bottisota3.helpers import card, position


def act(state: BotState, player: int, action: str) -> BotState:
    new, _ = apply_action(GAME, state, player, action)
    assert isinstance(new, BotState)
    return new


def test_shot_defended_by_heart() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("2♥"), card("9♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    decision = decision_for(GAME, state, 1)
    assert decision is not None and decision.kind == "defend"
    assert decision.default == f"defend {card('2♥')}"
    state = act(state, 1, f"defend {card('2♥')}")
    assert state.bots[1].condition == 5 and state.attack is None


def test_same_suit_must_be_at_least_as_high() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("6♣"), card("8♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    with pytest.raises(IllegalAction, match="cannot stop"):
        act(state, 1, f"defend {card('6♣')}")
    state = act(state, 1, f"defend {card('8♣')}")
    assert state.bots[1].condition == 5


def test_taking_a_hit_costs_one_condition() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("6♣")])])
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "take")
    assert state.bots[1].condition == 4


def test_deck_top_defence_counts_only_when_legal() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [])], deck=[card("K♥")])
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "defend deck")
    assert state.bots[1].condition == 4
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [])], deck=[card("3♥")])
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "defend deck")
    assert state.bots[1].condition == 5


def test_deck_top_attack_of_wrong_type_is_worth_nothing() -> None:
    state = position([("Teekuppi", []), ("Pora", [])], deck=[card("5♦")])
    state = act(state, 0, "shoot deck p1")
    assert state.attack is None and state.used == {"shoot": 1}


def test_guns_limit_shots_per_turn() -> None:
    state = position([("Pora", [card("7♣"), card("8♣")]), ("Teekuppi", [])])
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "take")
    decision = decision_for(GAME, state, 0)
    assert decision is not None and not any(c.action.startswith("shoot") for c in decision.choices)


def test_strike_needs_melee() -> None:
    state = position([("Pora", [card("7♦")]), ("Teekuppi", [])])
    with pytest.raises(IllegalAction):
        act(state, 0, f"strike {card('7♦')} p1")
    state = act(state, 0, "charge p1")
    assert state.bots[0].melee == state.bots[1].melee is not None
    state = act(act(state, 0, f"strike {card('7♦')} p1"), 1, "take")
    assert state.bots[1].condition == 4


def test_destruction_bonus_repairs_and_last_bot_wins() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [])])
    state.bots[0].condition = 3
    state.bots[1].condition = 1
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, "take")
    assert state.bots[0].condition == 4
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0] and outcome.ranking == [[0], [1]]


def test_hand_trimmed_to_condition_at_refill() -> None:
    hand = [card(f"{n}♥") for n in (2, 3, 4, 5, 6)]
    state = position([("Teekuppi", []), ("Pora", hand)])
    state.bots[1].condition = 3
    state = act(state, 0, "end")
    assert len(state.bots[1].hand) == 3 and len(state.bots[0].hand) == 5


def test_exchange_replaces_hand_and_ends_turn() -> None:
    old = [card("J♠"), card("Q♠")]
    state = position([("Teekuppi", old), ("Pora", [])])
    state = act(state, 0, "exchange")
    assert state.active == 1 and not set(old) & set(state.bots[0].hand)
    assert len(state.bots[0].hand) == 5


def test_syntax() -> None:
    with pytest.raises(MalformedAction):
        GAME.check_syntax("fire everything")
    GAME.check_syntax("shoot c001 p1")


def test_hidden_cards_stay_hidden() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Pora", [card("2♥")])])
    text = GAME.render(GAME.view(state, 0), ["a", "b"])
    assert card("7♣") in text and card("2♥") not in text
    assert card("2♥") in GAME.secrets(state, 0)


def test_armour_stops_weak_attacks_without_a_defence() -> None:
    state = position([("Teekuppi", [card("4♣"), card("5♣")]), ("Siivuri", [])])
    state = act(state, 0, f"shoot {card('4♣')} p1")
    assert state.attack is None and state.active == 0
    state = act(state, 0, f"shoot {card('5♣')} p1")
    assert state.attack is not None and state.attack.target == 1


def test_taistelija_strikes_and_parries_with_spades() -> None:
    state = position([("Pora", [card("7♠")]), ("Vinkubotti", [card("8♠")])])
    state = act(state, 0, "charge p1")
    state = act(state, 0, f"strike {card('7♠')} p1")
    decision = decision_for(GAME, state, 1)
    assert decision is not None and decision.default == f"defend {card('8♠')}"


def test_megamattaja_strikes_with_clubs_but_plain_bot_cannot_parry_with_them() -> None:
    state = position([("Egoisti", [card("7♣")]), ("Teekuppi", [card("9♣")])])
    state = act(state, 0, "charge p1")
    state = act(state, 0, f"strike {card('7♣')} p1")
    assert state.attack is not None and state.attack.kind == "strike"
    state = act(state, 1, f"defend {card('9♣')}")
    assert state.bots[1].condition == 5
    state = position([("Egoisti", [card("7♦")]), ("Teekuppi", [card("9♠")])])
    state = act(act(state, 0, "charge p1"), 0, f"strike {card('7♦')} p1")
    with pytest.raises(IllegalAction):
        act(state, 1, f"defend {card('9♠')}")


def test_missile_platform_install_allows_one_missile() -> None:
    state = position([("Teekuppi", [card("J♠"), card("7♠"), card("8♠")]), ("Pora", [])])
    decision = decision_for(GAME, state, 0)
    assert decision is not None and not any(c.action.startswith("missile") for c in decision.choices)
    state = act(state, 0, f"install {card('J♠')}")
    assert state.bots[0].installed == [card("J♠")]
    state = act(act(state, 0, f"missile {card('7♠')} p1"), 1, "take")
    assert state.bots[1].condition == 4
    with pytest.raises(IllegalAction, match="missile"):
        act(state, 0, f"missile {card('8♠')} p1")


def test_installed_systems_count_against_hand_limit() -> None:
    state = position([("Teekuppi", [card("J♠"), card("Q♠")]), ("Pora", [])])
    state = act(act(state, 0, f"install {card('J♠')}"), 0, f"install {card('Q♠')}")
    state.bots[0].condition = 1
    state = act(state, 0, "end")
    assert state.bots[0].installed == [card("J♠")] and state.bots[0].hand == []


def test_suojakentta_defends_with_any_card() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("K♥"), card("2♦")])])
    state.bots[1].hand.remove(card("K♥"))
    state.bots[1].installed = [card("K♥")]
    state = act(state, 0, f"shoot {card('9♣')} p1")
    state = act(state, 1, f"defend {card('2♦')}")
    assert state.bots[1].condition == 5


def test_ohjustorjunta_only_against_missiles() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("2♦")])])
    state.bots[1].installed = [card("K♠")]
    state = act(state, 0, f"shoot {card('9♣')} p1")
    with pytest.raises(IllegalAction):
        act(state, 1, f"defend {card('2♦')}")


def test_haivekentta_defends_ranged_attacks_with_any_card_but_not_strikes() -> None:
    state = position([("Pora", [card("9♣"), card("9♦")]), ("Teekuppi", [card("2♦"), card("3♠")])])
    state.bots[1].installed = [card("Q♥")]
    state = act(state, 0, "charge p1")
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, f"defend {card('2♦')}")
    assert state.bots[1].condition == 5
    state = act(state, 0, f"strike {card('9♦')} p1")
    with pytest.raises(IllegalAction):
        act(state, 1, f"defend {card('3♠')}")


def test_auto_defend_resolves_without_a_pending_decision() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [card("5♦"), card("3♥"), card("2♥")])])
    state.active = 1
    state = act(act(state, 1, "auto defend on"), 1, "end")
    assert state.auto_defend == [1] and state.active == 0
    state.bots[0].hand = [card("9♣")]
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert state.attack is None and state.bots[1].condition == 5
    assert card("2♥") not in state.bots[1].hand and card("3♥") in state.bots[1].hand


def test_heart_ace_repairs_one_damage_only_when_damaged() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [])])
    decision = decision_for(GAME, state, 0)
    assert decision is not None and f"use {card('A♥')}" not in {c.action for c in decision.choices}
    state.bots[0].condition = 3
    state = act(state, 0, f"use {card('A♥')}")
    assert state.bots[0].condition == 4 and card("A♥") in state.discard


def test_teekuppi_green_laser_empties_the_hand_on_a_gun_hit() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("2♦"), card("J♠")])])
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take")
    assert state.bots[1].hand == [] and state.bots[1].condition == 4


def test_ruostuttaja_rust_gun_removes_an_installed_system() -> None:
    state = position([("Ruostuttaja", [card("9♣")]), ("Pora", [card("2♦")])])
    state.bots[1].installed = [card("J♠"), card("K♥")]
    state = act(state, 0, f"shoot {card('9♣')} p1")
    state = act(state, 1, "take")
    assert state.bots[1].installed == [card("J♠")] and state.bots[1].hand == [card("2♦")]


def test_antibotti_reflects_a_defending_attack_card() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    state = act(state, 1, f"defend {card('9♣')}")
    assert state.attack is not None and state.attack.target == 0 and state.attack.card == card("9♣")
    state = act(state, 0, "take")
    assert state.bots[0].condition == 4 and state.bots[1].condition == 3


def test_antibotti_heart_defence_is_not_reflected() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♥")])])
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, f"defend {card('9♥')}")
    assert state.attack is None
