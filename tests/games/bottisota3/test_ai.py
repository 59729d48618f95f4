from bot.engine import ai_choice, apply_action, new_state
from bot.engine.rng import Rng
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.state import BotState


def play(seed: int) -> bool:
    """True when the AI (seat seed % 2) beats a random player."""
    ai_seat = seed % 2
    state = new_state(GAME, 2, {}, seed)
    assert isinstance(state, BotState)
    driver = Rng.from_seed(seed + 12345)
    while (outcome := GAME.outcome(state)) is None:
        decision = GAME.pending(state)[0]
        if decision.player == ai_seat:
            action = ai_choice(GAME, state, decision.player)
        else:
            action = driver.choice(decision.choices).action
        new, _ = apply_action(GAME, state, decision.player, action)
        assert isinstance(new, BotState)
        state = new
    return outcome.winners == [ai_seat]


def test_ai_beats_random() -> None:
    wins = sum(play(seed) for seed in range(100))
    assert wins >= 70
