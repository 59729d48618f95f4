"""The AI must not favour a seat by its number. It once broke ties toward the first listed
target, so every AI ganged up on seat 1, which then won 3% of 4-player AI matches (seat 4: 57%);
ties are now broken at random with the AI's private generator. Fixed seeds, so the figure is
deterministic (80 matches: 24 / 20 / 20 / 16 wins)."""

from collections import Counter

from bot.engine.simulate import play_match
from bot.games.stakbots import GAME


def test_no_seat_is_singled_out_in_four_player_ai_matches() -> None:
    wins: Counter[int] = Counter()
    games = 80
    for seed in range(games):
        outcome = play_match(GAME, 4, seed).outcome
        wins.update(outcome.winners)
    assert all(wins[seat] >= games * 0.15 for seat in range(4)), wins
