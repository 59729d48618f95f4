from bot.engine import ai_choice, new_state
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.balance import ai_wins
from bot.games.bottisota3.state import BotState
from tests.games.bottisota3.helpers import card, position


def test_ai_beats_a_random_player() -> None:
    # The 500-seed figure is in the docs (python -m bot.games.bottisota3.balance); 100 seeds keep this fast.
    assert ai_wins(range(100)) >= 70


def test_ai_picks_only_listed_choices_in_every_seat_count() -> None:
    for players in (2, 4, 6):
        state = new_state(GAME, players, {"bots_per_player": 2}, players)
        assert isinstance(state, BotState)
        decision = GAME.pending(state)[0]
        assert decision.choice_for(ai_choice(GAME, state, decision.player)) is not None


def test_ai_self_destructs_when_that_wins_the_match() -> None:
    state = position([("Teekuppi", [card("10♥"), card("7♣")]), ("Pora", [])])
    state.bots[1].condition = 3
    assert ai_choice(GAME, state, 0) == f"use {card('10♥')}"
    state.bots[1].condition = 4
    assert ai_choice(GAME, state, 0) == f"shoot {card('7♣')} p1"
