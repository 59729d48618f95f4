"""Seat and bot win rates from AI-vs-AI matches (run: python -m bot.games.bottisota2.balance [matches] [jobs]
[counts...]; e.g. `... balance 20 2 12` plays 20 matches of 12 players only).

The game's own AI plays every seat; the match seed fixes everything, the bots included (the game
deals each seat a different random model of the roster). `matches` seeds (0, 1, ...) are played
for each player count in `COUNTS` on that count's default arena and round limit. A win shared at
the round limit counts as a share (1/k to each of the k winners); a draw counts for nobody.

- Seat win rate: wins of each seat over the matches (fair share 1/players).
- Bot win rate: wins over appearances; its ratio to the fair share 1/players, per count and
  pooled over the counts (wins over the fair wins its appearances would give).

The doc (`docs/games/bottisota2.md`, Balance) quotes the figures for 300 matches per count (the default).
"""

import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from fractions import Fraction

from bot.engine.simulate import play_match
from bot.games.bottisota2.game import GAME
from bot.games.bottisota2.roster import ROSTER
from bot.games.bottisota2.state import B2State

COUNTS = (2, 4, 8)


@dataclass(frozen=True)
class MatchResult:
    players: int
    models: tuple[str, ...]
    """The model of each seat."""
    winners: tuple[int, ...]
    rounds: int
    by_limit: bool


def play(seed: int, players: int, options: dict[str, object] | None = None) -> MatchResult:
    """One AI-vs-AI match."""
    final = play_match(GAME, players, seed, options).state
    assert isinstance(final, B2State)
    return MatchResult(
        players=players,
        models=tuple(b.model for b in final.bots),
        winners=tuple(final.winners),
        rounds=min(final.round, final.options.round_limit),
        by_limit=final.finished == "limit",
    )


def _play(args: tuple[int, int]) -> MatchResult:
    return play(*args)


@dataclass
class Tally:
    """The figures for one player count."""

    players: int
    matches: int = 0
    draws: int = 0
    by_limit: int = 0
    rounds: int = 0
    seat_wins: list[Fraction] = field(default_factory=list)
    bot_wins: dict[str, Fraction] = field(default_factory=dict)
    appearances: Counter[str] = field(default_factory=Counter)

    def add(self, result: MatchResult) -> None:
        assert result.players == self.players
        if not self.seat_wins:
            self.seat_wins = [Fraction(0)] * self.players
        self.matches += 1
        self.rounds += result.rounds
        self.by_limit += result.by_limit
        if not result.winners:
            self.draws += 1
        share = Fraction(1, len(result.winners)) if result.winners else Fraction(0)
        for seat, model in enumerate(result.models):
            self.appearances[model] += 1
            won = share if seat in result.winners else Fraction(0)
            self.seat_wins[seat] += won
            self.bot_wins[model] = self.bot_wins.get(model, Fraction(0)) + won

    def seat_rate(self, seat: int) -> float:
        return float(self.seat_wins[seat] / self.matches) if self.matches else 0.0

    def bot_rate(self, model: str) -> float:
        games = self.appearances[model]
        return float(self.bot_wins.get(model, Fraction(0)) / games) if games else 0.0

    def bot_ratio(self, model: str) -> float:
        """Win rate over the fair share 1/players."""
        return self.bot_rate(model) * self.players


def pooled_ratio(tallies: list[Tally], model: str) -> float:
    """Wins over the wins a fair share would give, across the player counts."""
    wins = sum((t.bot_wins.get(model, Fraction(0)) for t in tallies), Fraction(0))
    fair = sum((Fraction(t.appearances[model], t.players) for t in tallies), Fraction(0))
    return float(wins / fair) if fair else 0.0


def run(matches: int, counts: tuple[int, ...] = COUNTS, jobs: int = 1) -> list[Tally]:
    tallies = [Tally(players) for players in counts]
    tasks = [(seed, t.players) for t in tallies for seed in range(matches)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play, tasks, chunksize=4))
    else:
        results = [_play(task) for task in tasks]
    by_count = {t.players: t for t in tallies}
    for result in results:
        by_count[result.players].add(result)
    return tallies


def report(tallies: list[Tally]) -> str:
    lines = []
    for t in tallies:
        lines.append(
            f"{t.players} players, {t.matches} matches: draws {t.draws}, round limit decided {t.by_limit}, "
            f"{t.rounds / max(1, t.matches):.1f} rounds on average"
        )
        seats = " ".join(f"{t.seat_rate(s):.0%}" for s in range(t.players))
        lines.append(f"  seat win rates (fair {1 / t.players:.0%}): {seats}")
    header = "bot".ljust(12) + "".join(f"{t.players}p rate/ratio".rjust(18) for t in tallies) + "  pooled ratio"
    lines.append(header)
    for model in (m.key for m in ROSTER):
        row = model.ljust(12)
        for t in tallies:
            cell = f"{t.bot_rate(model):.0%} / {t.bot_ratio(model):.2f}" if t.appearances[model] else "-"
            row += cell.rjust(18)
        row += f"  {pooled_ratio(tallies, model):.2f}".rjust(14)
        lines.append(row)
    return "\n".join(lines)


def main(matches: int = 300, jobs: int = 2, *counts: int) -> None:
    print(report(run(matches, counts or COUNTS, jobs=jobs)))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
