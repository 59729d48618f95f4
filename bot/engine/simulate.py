"""Play whole matches without people: AI seats against uniformly random ones.

Used by `python -m bot simulate`, the benchmarks and each game's balance figures.
"""

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from bot.engine.game import Game, GameState
from bot.engine.match import LoggedAction, ai_choice, apply_action, new_state
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng

Watcher = Callable[[GameState, int, str, GameState], None]
"""Called after each action with (state before, player, action, state after)."""


class MatchDidNotEnd(RuntimeError):
    pass


@dataclass
class SimulatedMatch:
    state: GameState
    log: list[LoggedAction]
    outcome: Outcome


def play_match(
    game: Game[Any, Any],
    num_players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    ai_seats: Collection[int] | None = None,
    max_actions: int = 20_000,
    watch: Watcher | None = None,
) -> SimulatedMatch:
    """One match to its end. Seats in `ai_seats` (every seat when None) use the game's AI; the
    others are the random player: a uniform choice among their legal choices, drawn from a
    generator of their own so that the match stays a pure function of `seed`."""
    state = new_state(game, num_players, options or {}, seed)
    driver = Rng.from_seed(seed * 7919 + 1)
    log: list[LoggedAction] = []
    for _ in range(max_actions):
        result = game.outcome(state)
        if result is not None:
            return SimulatedMatch(state, log, result)
        decision = game.pending(state)[0]
        if ai_seats is None or decision.player in ai_seats:
            action = ai_choice(game, state, decision.player)
        else:
            action = driver.choice(decision.choices).action
        new, _ = apply_action(game, state, decision.player, action)
        if watch is not None:
            watch(state, decision.player, action, new)
        state = new
        log.append(LoggedAction(player=decision.player, action=action))
    raise MatchDidNotEnd(f"{game.name} seed {seed}: no result after {max_actions} actions")
