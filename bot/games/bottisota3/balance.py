"""AI strength and match figures from simulated matches (run: python -m bot.games.bottisota3.balance [matches]).

The AI plays one seat of a 2-player match, a uniformly random legal player the other; seats
alternate by seed. The doc quotes the figure for 500 seeds.
"""

import sys
from collections import Counter

from bot.engine.simulate import play_match
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.game import GAME
from bot.games.bottisota3.state import BotState


def play(seed: int, ai_seats: set[int], players: int = 2, options: dict[str, object] | None = None) -> BotState:
    """One match; seats in `ai_seats` use the AI, the rest choose uniformly among their legal choices."""
    final = play_match(GAME, players, seed, options, ai_seats).state
    assert isinstance(final, BotState)
    return final


def ai_wins(seeds: range) -> int:
    wins = 0
    for seed in seeds:
        seat = seed % 2
        final = play(seed, {seat})
        outcome = GAME.outcome(final)
        wins += outcome is not None and outcome.winners == [seat]
    return wins


def main(matches: int = 500) -> None:
    wins = ai_wins(range(matches))
    print(f"AI vs random, {matches} 2-player matches: AI wins {wins} ({wins / matches:.1%})")
    first = 0
    turns = 0
    bot_wins: Counter[str] = Counter()
    bot_games: Counter[str] = Counter()
    mirror = max(1, matches // 5)
    for seed in range(mirror):
        final = play(seed, {0, 1})
        outcome = GAME.outcome(final)
        assert outcome is not None
        first += outcome.winners == [0]
        turns += final.turn
        for seat, bot in enumerate(final.bots):
            bot_games[BOTS[bot.kind].name] += 1
            bot_wins[BOTS[bot.kind].name] += seat in outcome.winners
    print(f"AI mirror, {mirror} matches: first player wins {first / mirror:.1%}, {turns / mirror:.1f} turns on average")
    for name in sorted(bot_games):
        print(f"  {name}: won {bot_wins[name]} of {bot_games[name]}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
