from bot.engine import ai_choice, new_state
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.balance import ai_wins
from bot.games.bottisota3.state import BotState
from tests.games.bottisota3.helpers import act, card, give, position, who


def test_ai_beats_a_random_player() -> None:
    # The 500-seed figure is in the docs (python -m bot.games.bottisota3.balance); 100 seeds keep this fast.
    assert ai_wins(range(100)) >= 70


def test_ai_picks_only_listed_choices_in_every_seat_count() -> None:
    for players in (2, 4, 6):
        state = new_state(GAME, players, {"bots_per_player": 2}, players)
        assert isinstance(state, BotState)
        decision = GAME.pending(state)[0]
        assert decision.choice_for(ai_choice(GAME, state, decision.player)) is not None


def test_ai_self_destructs_a_ten_of_hearts_it_must_throw_away_only_when_that_wins() -> None:
    state = position([("Teekuppi", [card("10♥"), card("7♣")]), ("Pora", [])])
    assert not ai_choice(GAME, state, 0).startswith("use")  # no self-destruct at will
    give(state, 0, "2♦", "3♦", "4♦")
    state.bots[0].condition = 4
    state = act(act(state, 0, "end"), 0, f"drop {card('10♥')}")
    assert who(state) == (0, "boom")
    state.bots[1].condition = 3
    assert ai_choice(GAME, state, 0) == f"selfdestruct {card('10♥')}"
    state.bots[1].condition = 4
    assert ai_choice(GAME, state, 0) == f"discard {card('10♥')}"


def test_ai_exchanges_to_shed_a_ten_of_hearts_when_its_blast_wins() -> None:
    state = position([("Teekuppi", [card("10♥"), card("7♣")]), ("Pora", [])])
    state.bots[0].condition = 4
    state.bots[1].condition = 3
    for _ in range(4):
        (decision,) = GAME.pending(state)
        state = act(state, decision.player, ai_choice(GAME, state, decision.player))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0] and state.finished_reason == "self-destruct"


def test_ai_bugs_a_block_only_when_a_hit_could_finish_the_target() -> None:
    state = position([("Teekuppi", [card("5♣"), card("🃏")]), ("Pora", [card("9♣")])])
    state = act(act(state, 0, f"shoot {card('5♣')} p1"), 1, f"defend {card('9♣')}")
    assert who(state) == (0, "react")
    assert ai_choice(GAME, state, 0) == "letgo"
    state.bots[1].condition = 2
    assert ai_choice(GAME, state, 0) == f"bug {card('🃏')}"
