"""Deck-balance, seat and AI figures from simulated matches (run: python -m bot.games.stakbots.balance).

The figures in docs/games/stakbots.md come from `main()` with its defaults.
"""

from collections import Counter
from dataclasses import dataclass, field

from bot.engine import GameState, new_state
from bot.engine.simulate import play_match
from bot.games.stakbots.cards import TYPES, kind
from bot.games.stakbots.game import GAME
from bot.games.stakbots.rules import locate
from bot.games.stakbots.state import StakState


@dataclass
class CardStats:
    """Per bot type: battles fought and won (it stayed on its Stak, the opposing card did not), and
    cards dealt (a player's Stak and hand when the match starts) and dealt to the eventual winner."""

    fought: Counter[str] = field(default_factory=Counter)
    won: Counter[str] = field(default_factory=Counter)
    dealt: Counter[str] = field(default_factory=Counter)
    dealt_to_winner: Counter[str] = field(default_factory=Counter)

    def add(self, other: "CardStats") -> None:
        self.fought += other.fought
        self.won += other.won
        self.dealt += other.dealt
        self.dealt_to_winner += other.dealt_to_winner


def play(seed: int, ai_seats: set[int], players: int = 2) -> tuple[StakState, CardStats]:
    """One match; seats in `ai_seats` use the AI, the rest play uniformly random legal choices."""
    stats = CardStats()

    def count_battle(before: GameState, _: int, action: str, after: GameState) -> None:
        assert isinstance(before, StakState) and isinstance(after, StakState)
        if not action.startswith("attack") or before.options.reactive_play:
            return
        # A Stomp's follow-up attacks happen inside the same action; only the first one is counted.
        pair = (before.staks[before.current][0].card, before.staks[int(action[7:])][0].card)
        for card, opponent in (pair, pair[::-1]):
            bot = kind(card).name
            stats.fought[bot] += 1
            stats.won[bot] += locate(after, card) is not None and locate(after, opponent) is None

    match = play_match(GAME, players, seed, ai_seats=ai_seats, watch=count_battle)
    start = new_state(GAME, players, {}, seed)  # the cards each seat was dealt
    assert isinstance(start, StakState) and isinstance(match.state, StakState)
    for seat in range(players):
        names = [kind(s.card).name for s in start.staks[seat]] + [kind(c).name for c in start.hands[seat]]
        stats.dealt.update(names)
        if match.outcome.winners == [seat]:
            stats.dealt_to_winner.update(names)
    return match.state, stats


def ai_win_rate(seeds: range) -> float:
    """Share of 2-player matches the AI wins against the random player (seats alternate)."""
    wins = 0
    for seed in seeds:
        seat = seed % 2
        final, _ = play(seed, {seat})
        outcome = GAME.outcome(final)
        assert outcome is not None
        wins += outcome.winners == [seat]
    return wins / len(seeds)


def seat_wins(players: int, games: int) -> tuple[list[float], float, float, float]:
    """AI-only matches, seeds 1..games as in `python -m bot simulate`.

    Returns each seat's win share (a shared win counts as a fraction), the shared-win share,
    the average length in turns and the share of matches ended by the turn limit.
    """
    wins = [0.0] * players
    shared = turns = limit = 0
    for seed in range(1, games + 1):
        match = play_match(GAME, players, seed)
        assert isinstance(match.state, StakState)
        for seat in match.outcome.winners:
            wins[seat] += 1 / len(match.outcome.winners)
        shared += len(match.outcome.winners) > 1
        turns += match.state.turn
        limit += match.outcome.reason.key == "stak-outcome-turn-limit"
    return [w / games for w in wins], shared / games, turns / games, limit / games


def main(matches: int = 500, seat_games: tuple[int, int, int] = (300, 300, 200)) -> None:
    first = turns = 0
    stats = CardStats()
    for seed in range(matches):
        final, more = play(seed, {0, 1})
        outcome = GAME.outcome(final)
        assert outcome is not None
        first += outcome.winners == [0]
        turns += final.turn
        stats.add(more)
    print(f"AI mirror, {matches} 2-player matches: first player wins {first / matches:.1%}")
    print(f"average length: {turns / matches:.1f} turns")
    print("per bot type: battles fought, share won; share of cards dealt that went to the winner")
    for bot in TYPES:
        n, dealt = stats.fought[bot.name], stats.dealt[bot.name]
        won = stats.won[bot.name] / n if n else 0.0
        to_winner = stats.dealt_to_winner[bot.name] / dealt
        print(f"  {bot.name}: {n} battles, won {won:.0%}; dealt {dealt}, to the winner {to_winner:.1%}")
    for players, games in zip((2, 3, 4), seat_games, strict=True):
        wins, shared, length, limit = seat_wins(players, games)
        rates = " / ".join(f"{w:.1%}" for w in wins)
        print(
            f"{players} players, {games} AI matches: seats {rates}; shared {shared:.1%}; "
            f"{length:.1f} turns; turn limit {limit:.1%}"
        )
    print(f"AI vs random: AI wins {ai_win_rate(range(matches)):.1%}")


if __name__ == "__main__":
    main()
