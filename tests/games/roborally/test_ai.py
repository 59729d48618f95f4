"""The RoboRally AI: legal, blind to hidden cards, and clearly better than random play."""

from bot.engine import Rng, ai_choice, apply_action, new_state
from bot.games.roborally import GAME
from bot.games.roborally.ai import plan
from bot.games.roborally.balance import ai_win_rate
from bot.games.roborally.state import RoboState


def test_the_ai_programs_legally_and_locks() -> None:
    state = new_state(GAME, 4, {}, 3)
    assert isinstance(state, RoboState)
    for _ in range(7):
        decision = next(d for d in GAME.pending(state) if d.player == 0)
        action = ai_choice(GAME, state, 0)
        assert decision.choice_for(action) is not None
        state, _ = apply_action(GAME, state, 0, action)
        assert isinstance(state, RoboState)
        if state.robots[0].stage == "locked":
            break
    assert state.robots[0].stage == "locked" and all(state.robots[0].registers)


def test_the_ai_ignores_other_hands() -> None:
    state = new_state(GAME, 2, {}, 5)
    assert isinstance(state, RoboState)
    first = plan(state, 0)
    other = state.robots[1]
    other.hand = list(reversed(other.hand))
    other.hand[0], state.deck[0] = state.deck[0], other.hand[0]
    assert plan(state, 0) == first
    assert GAME.ai_action(state, 0, Rng.from_seed(1)) == GAME.ai_action(state, 0, Rng.from_seed(2))


def test_the_ai_beats_random_play() -> None:
    ai, rnd = ai_win_rate(range(12))
    assert ai >= 0.8 and rnd <= 0.1
