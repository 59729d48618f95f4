"""Play whole matches with the AI in every seat (for `python -m bot simulate` and benchmarks)."""

from dataclasses import dataclass
from typing import Any

from bot.engine.game import Game, GameState
from bot.engine.match import LoggedAction, ai_choice, apply_action, new_state
from bot.engine.outcome import Outcome


class MatchDidNotEnd(RuntimeError):
    pass


@dataclass
class SimulatedMatch:
    state: GameState
    log: list[LoggedAction]
    outcome: Outcome


def play_ai_match(
    game: Game[Any, Any],
    num_players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = 20_000,
) -> SimulatedMatch:
    state = new_state(game, num_players, options or {}, seed)
    log: list[LoggedAction] = []
    for _ in range(max_actions):
        result = game.outcome(state)
        if result is not None:
            return SimulatedMatch(state, log, result)
        decision = game.pending(state)[0]
        action = ai_choice(game, state, decision.player)
        state, _ = apply_action(game, state, decision.player, action)
        log.append(LoggedAction(player=decision.player, action=action))
    raise MatchDidNotEnd(f"{game.name} seed {seed}: no result after {max_actions} actions")
