"""Doomtrooper: the AI against a random player, and the four preconstructed decks against each other.

`python -m benchmarks.doomtrooper_balance [--quick] [--games N] [--decks N]` prints both tables
as Markdown (docs/games/doomtrooper.md, "The AI and the balance of the four decks", holds the
figures of `--games 200 --decks 10`). `benchmarks/run.py` reports the AI's win rate against
random and its time per decision (`bench_doomtrooper`: 4 games in quick mode, 200 in full).

**AI against random.** Two seats, each with a random legal deck drawn from every playable card
(`random_deck`: 20 to 30 warriors, the rest other cards, each within its deck limit), built
through the match option `lists` as a player's own deck would be. Game `seed` gives the AI seat
`seed % 2`, so it plays first in half the games. A game counts as the AI's win only when the AI
is the sole winner; shared wins (equal promotion when the decks run out) and games cut off at
MAX_ACTIONS are counted apart, and the win rate is wins over *all* games.

**The decks against each other.** The AI in both seats, every ordered pairing of the four
decks (seat 1's deck first), `games` seeds each; how many games end because every deck ran out
(the game's only round limit) is counted too.
"""

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.engine import Game, Rng, apply_action, new_state
from bot.engine.match import ai_choice
from bot.games.doomtrooper import GAME as DOOMTROOPER
from bot.games.doomtrooper.cards import CARDS
from bot.games.doomtrooper.decklists import deck_limit, is_legal
from bot.games.doomtrooper.state import DECK_NAMES, DtState

if TYPE_CHECKING:
    from benchmarks.report import Report

GAME: Game[Any, Any] = DOOMTROOPER
MAX_ACTIONS = 6000
"""A game still running after this many actions is counted as cut off (none has been so far)."""


def random_deck(rng: Rng) -> dict[str, int]:
    """A legal 60-card deck: 20 to 30 warriors, the rest other cards, each within its limit."""
    warriors = sorted(c for c, d in CARDS.items() if d.type == "warrior" and deck_limit(d) > 0)
    others = sorted(c for c, d in CARDS.items() if d.type != "warrior" and deck_limit(d) > 0)
    deck: Counter[str] = Counter()
    want = 20 + rng.below(11)
    while sum(deck.values()) < 60:
        pool = warriors if sum(deck.values()) < want else others
        code = pool[rng.below(len(pool))]
        if deck[code] < deck_limit(CARDS[code]):
            deck[code] += 1
    cards = dict(sorted(deck.items()))
    assert is_legal(cards)
    return cards


def random_lists(seed: int, players: int = 2) -> dict[str, Any]:
    """The match options giving every seat its own random deck."""
    rng = Rng.from_seed(seed * 31 + 7)
    return {"lists": {s: {"name": f"random {s + 1}", "cards": random_deck(rng)} for s in range(players)}}


@dataclass
class Result:
    winners: list[int]
    reason: str
    """'goal', 'last', 'decks' (every deck ran out) or 'cut' (MAX_ACTIONS)."""
    turns: int
    ai_decisions: int = 0
    ai_seconds: float = 0.0


def play(options: dict[str, Any], seed: int, ai_seats: set[int], players: int = 2) -> Result:
    """One game: seats in `ai_seats` use the AI, the others pick uniformly among their choices."""
    state = new_state(GAME, players, options, seed)
    assert isinstance(state, DtState)
    driver = Rng.from_seed(seed * 7919 + 1)
    decisions, spent = 0, 0.0
    for _ in range(MAX_ACTIONS):
        outcome = GAME.outcome(state)
        if outcome is not None:
            reason = state.finished.removeprefix("dt-outcome-")
            return Result(outcome.winners, reason, state.turn, decisions, spent)
        decision = GAME.pending(state)[0]
        if decision.player in ai_seats:
            started = time.perf_counter()
            action = ai_choice(GAME, state, decision.player)
            spent += time.perf_counter() - started
            decisions += 1
        else:
            action = driver.choice([c for c in decision.choices if not c.action.startswith("auto ")]).action
        after, _ = apply_action(GAME, state, decision.player, action)
        assert isinstance(after, DtState)
        state = after
    return Result([], "cut", state.turn, decisions, spent)


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    shared: int = 0
    losses: int = 0
    cut: int = 0
    by_decks: int = 0
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    seeds_lost: list[int] = field(default_factory=list)

    def add(self, result: Result, seat: int, seed: int) -> None:
        self.games += 1
        self.turns += result.turns
        self.decisions += result.ai_decisions
        self.seconds += result.ai_seconds
        self.by_decks += result.reason == "decks"
        if result.reason == "cut":
            self.cut += 1
        elif result.winners == [seat]:
            self.wins += 1
        elif seat in result.winners:
            self.shared += 1
        else:
            self.losses += 1
            self.seeds_lost.append(seed)

    @property
    def ms_per_decision(self) -> float:
        return 1000 * self.seconds / max(1, self.decisions)


def ai_vs_random(games: int, first_seed: int = 0) -> Tally:
    """The AI against a random player, random legal decks on both sides (see the module text)."""
    tally = Tally()
    for seed in range(first_seed, first_seed + games):
        seat = seed % 2
        tally.add(play(random_lists(seed), seed, {seat}), seat, seed)
    return tally


def pairing(first: str, second: str, games: int) -> Tally:
    """AI against AI with two preconstructed decks, `games` seeds: seat 1's tally."""
    tally = Tally()
    for seed in range(games):
        tally.add(play({"decks": f"{first}/{second}"}, seed, {0, 1}), 0, seed)
    return tally


def random_line(t: Tally) -> str:
    return (
        f"AI against random, random legal decks, {t.games} games: the AI won {t.wins} "
        f"({100 * t.wins / max(1, t.games):.0f} %), shared {t.shared}, lost {t.losses}, cut off {t.cut}; "
        f"{t.by_decks} ended with the decks run out; {t.ms_per_decision:.1f} ms per AI decision."
    )


TABLE_HEAD = (
    "| seat 1 | seat 2 | seat 1 won | seat 2 won | shared | decks ran out | turns |\n|---|---|---|---|---|---|---|"
)


def table_row(first: str, second: str, x: Tally) -> str:
    turns = x.turns / max(1, x.games)
    return f"| {first} | {second} | {x.wins} | {x.losses} | {x.shared} | {x.by_decks} | {turns:.0f} |"


def bench_doomtrooper(report: "Report", games: int) -> None:
    """benchmarks/run.py's figures: the AI's win rate against random over `games` games, and
    the time it takes per decision."""
    tally = ai_vs_random(games)
    rate = 100 * tally.wins / max(1, tally.games)
    report.add(
        "doomtrooper_ai_win_percent",
        rate,
        f"- doomtrooper: the AI won {tally.wins} of {tally.games} games against random with random legal decks "
        f"({rate:.0f} %; shared {tally.shared}, lost {tally.losses}; target >= 80 %)",
    )
    report.add(
        "doomtrooper_ai_ms_per_decision",
        tally.ms_per_decision,
        f"- doomtrooper: {tally.ms_per_decision:.1f} ms per AI decision (one-ply look-ahead)",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a few games only, for CI")
    parser.add_argument("--games", type=int, help="AI-against-random games (default 400, quick 10)")
    parser.add_argument("--decks", type=int, help="games per ordered deck pairing (default 50, quick 1)")
    args = parser.parse_args(argv)
    games = args.games or (10 if args.quick else 400)
    per_pair = args.decks if args.decks is not None else (1 if args.quick else 50)
    print(random_line(ai_vs_random(games)), "\n", flush=True)
    print(TABLE_HEAD, flush=True)
    for first in DECK_NAMES:
        for second in DECK_NAMES:
            print(table_row(first, second, pairing(first, second, per_pair)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
