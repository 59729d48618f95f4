"""Every exchange the rules order draws up to five, then the owner discards down to the limit (issue #13, rule 3)."""

from bot.games.bottisota3.cards import face
from tests.games.bottisota3.helpers import act, card, install, options, pending, play, position, stack, who


def test_a_mega_electric_exchange_draws_to_five_then_the_player_chooses_the_discards() -> None:
    state = position([("Teekuppi", [card("A♠")]), ("Pora", [card("2♣")])])
    (shield,) = install(state, 1, "K♥")
    state.bots[1].condition = 3
    # The two shots (7♣ attacks, K♠ is worth nothing), then the five cards of the new hand.
    stack(state, "7♣", "K♠", "9♥", "8♥", "2♠", "3♠", "4♠")
    state = play(state, (0, f"use {card('A♠')} p1"), (1, "take"))
    assert card("2♣") in state.discard and shield in state.discard and state.bots[1].installed == []
    new = state.bots[1].hand
    assert [face(c) for c in new] == ["9♥", "8♥", "2♠", "3♠", "4♠"]
    assert who(state) == (1, "trim") and {f"drop {c}" for c in new} <= options(state, 1)
    for spade in new[2:]:
        state = act(state, 1, f"drop {spade}")
    assert [face(c) for c in state.bots[1].hand] == ["9♥", "8♥"] and state.bots[1].condition == 2
    assert who(state) == (0, "turn")


def test_a_mega_electric_exchange_of_a_healthy_bot_keeps_all_five() -> None:
    state = position([("Teekuppi", [card("A♠")]), ("Pora", [card("2♣")])])
    stack(state, "7♣", "K♠")
    state = play(state, (0, f"use {card('A♠')} p1"), (1, "take"))
    assert state.bots[1].condition == 4 and len(state.bots[1].hand) == 5 and who(state) == (1, "trim")
    state = act(state, 1, pending(state, 1).default)
    assert len(state.bots[1].hand) == 4 and who(state) == (0, "turn")


def test_reprogramming_at_the_turn_start_draws_to_five_then_trims() -> None:
    state = position([("Teekuppi", [card("🃏"), card("2♣")]), ("Pora", [card("3♣")])])
    state.bots[1].condition = 3
    state = act(state, 0, f"use {card('🃏')}")
    assert len(state.bots[0].hand) == 5 and len(state.bots[1].hand) == 5
    assert who(state) == (1, "trim")
    for _ in range(2):
        state = act(state, 1, pending(state, 1).default)
    assert len(state.bots[1].hand) == 3 and who(state) == (0, "turn")


def test_the_emp_swap_stays_one_card_for_one() -> None:
    state = position([("Sadonkorjaaja", [card("7♣")]), ("Pora", [card("2♥")])])
    state.bots[1].condition = 3
    stack(state, "9♠")
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert [face(c) for c in state.bots[1].hand] == ["9♠"] and who(state) == (1, "defend")
