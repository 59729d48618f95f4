"""The heuristic AI against a random player, and the AI's respect for what it may know."""

from bot.engine import Rng
from bot.engine.match import ai_choice
from bot.games.bottisota2 import GAME
from tests.games.bottisota2.support import act, fresh


def play(seed: int) -> bool:
    """One 2-player match, the AI in seat seed % 2 and a random player in the other: did the AI win alone?"""
    ai = seed % 2
    state = fresh(2, {}, seed)
    driver = Rng.from_seed(seed + 1000)
    while GAME.outcome(state) is None:
        decision = GAME.pending(state)[0]
        if decision.player == ai:
            action = ai_choice(GAME, state, decision.player)
        else:
            action = driver.choice(decision.choices).action
        state, _ = act(state, decision.player, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners == [ai]


def test_ai_beats_a_random_player_in_at_least_four_games_of_five() -> None:
    wins = sum(play(seed) for seed in range(50))
    assert wins >= 40, f"the AI won {wins} of 50"


def test_ai_ignores_the_other_hands() -> None:
    """Swapping the contents of an opponent's hand never changes the AI's choice."""
    state = fresh(3, {}, 4)
    for _ in range(200):
        if GAME.outcome(state) is not None:
            break
        decision = GAME.pending(state)[0]
        other = (decision.player + 1) % 3
        twin = state.model_copy(deep=True)
        twin.bots[other].hand, twin.deck = (
            twin.deck[: len(state.bots[other].hand)],
            (twin.bots[other].hand + twin.deck[len(state.bots[other].hand) :]),
        )
        assert ai_choice(GAME, state, decision.player) == ai_choice(GAME, twin, decision.player)
        state, _ = act(state, decision.player, decision.default)
