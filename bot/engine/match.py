"""The engine's entry points: set up, check and apply actions, replay a log.

Every front end and the service layer go through these; games are never called directly.
"""

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from pydantic import BaseModel

from bot.engine.decisions import Decision, PlayerId
from bot.engine.errors import GameError, IllegalAction, MalformedAction, MatchOver, NotYourDecision, RoundTripError
from bot.engine.events import Event, msg
from bot.engine.game import Game, GameState
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng
from bot.engine.typed import typed_action

AnyGame = Game[Any, Any]


JOIN = "+join"
"""The log entry of a late joiner: seat `player` joined the running match (join_match). No
game's action syntax admits it, so a log can hold it beside the actions."""


class LoggedAction(BaseModel):
    player: PlayerId
    action: str


def new_state(game: AnyGame, num_players: int, options: dict[str, Any], seed: int) -> GameState:
    """Validate the options and player count, then set up a fresh match."""
    if not game.min_players <= num_players <= game.max_players:
        raise IllegalAction(
            msg("error-player-count", game=game.title, min=game.min_players, max=game.max_players, count=num_players)
        )
    parsed = game.Options.model_validate(options)
    state: GameState = game.setup(num_players, parsed, Rng.from_seed(seed))
    return state


def open_decisions(game: AnyGame, state: GameState) -> list[Decision]:
    """The game's pending decisions, each stamped with its occurrence: how many actions its
    seat has taken. Everything that shows, times or checks a decision by id reads them here
    (or from bot.engine.snapshot), so an answered decision that comes back unchanged is a
    new occurrence with a new id."""
    return [
        replace(d, occurrence=state.moves_of(d.player)) if state.moves_of(d.player) else d for d in game.pending(state)
    ]


def decision_for(game: AnyGame, state: GameState, player: PlayerId) -> Decision | None:
    return next((d for d in open_decisions(game, state) if d.player == player), None)


def apply_action(
    game: AnyGame,
    state: GameState,
    player: PlayerId,
    action: str,
    pending: list[Decision] | None = None,
    stored: str | None = None,
) -> tuple[GameState, list[Event]]:
    """Check and apply one action. Returns a new state; the given state is never touched.

    `pending` may pass game.pending(state) when the caller has computed it already.
    `stored` may pass the JSON text `state` is stored as (state.model_dump_json()): the
    private copy the action is applied to is then parsed from that text and must equal
    `state` (else RoundTripError), so every stored state is proven to round-trip exactly.
    """
    action = _checked_syntax(game, action)
    if game.outcome(state) is not None:
        raise MatchOver(msg("error-match-over"))
    if pending is None:
        pending = game.pending(state)
    decision = next((d for d in pending if d.player == player), None)
    if decision is None:
        raise NotYourDecision(msg("error-no-decision"))
    if not game.is_legal(state, decision, action):
        raise IllegalAction(game.explain_illegal(state, player, action), game.name)
    new = _private_copy(game, state, stored)
    events = game.apply(new, player, action)
    new.step += 1
    new.count_move(player)
    return new, events


def _checked_syntax(game: AnyGame, action: str) -> str:
    """`action` normalised (bot.engine.typed), and parsed by the game; MalformedAction if not."""
    action = typed_action(action)
    try:
        game.check_syntax(action)
    except GameError as error:
        error.game = game.name  # its message is in the game's catalogue
        raise
    return action


def _private_copy(game: AnyGame, state: GameState, stored: str | None) -> GameState:
    """A copy of `state` to change, parsed from `stored` (its JSON text) when given.

    Re-validating from a dump is cheaper than model_copy(deep=True) and proves the round trip;
    from the stored text, it proves the round trip of exactly what the store holds.
    """
    if stored is None:
        copy: GameState = game.State.model_validate(state.model_dump())
        return copy
    new: GameState = game.State.model_validate_json(stored)
    if new != state:
        raise RoundTripError(f"a {game.name} state does not survive its JSON round trip")
    return new


def can_join(game: AnyGame, state: GameState) -> bool:
    """Whether a new player may join this running match now: the game allows it, the match is
    not over and a seat is left."""
    return state.num_players < game.max_players and game.outcome(state) is None and game.can_join(state)


def join_match(game: AnyGame, state: GameState, stored: str | None = None) -> tuple[GameState, list[Event]]:
    """Seat a late joiner (seat `state.num_players`) in a running match. Returns a new state;
    the given state is never touched. `stored` is as for apply_action. The join counts as a
    step, logged as `LoggedAction(player=seat, action=JOIN)`, so replay repeats it."""
    if game.outcome(state) is not None:
        raise MatchOver(msg("error-match-over"))
    if not can_join(game, state):
        raise IllegalAction(msg("error-game-takes-no-one", game=game.title))
    new = _private_copy(game, state, stored)
    new.num_players += 1
    events = game.join(new)
    new.step += 1
    return new, events


def replay(
    game: AnyGame, num_players: int, options: dict[str, Any], seed: int, log: Iterable[LoggedAction]
) -> GameState:
    """Rebuild a state from setup and its action log. `num_players` is the count at the start;
    late joiners are in the log (JOIN)."""
    return replay_onto(game, new_state(game, num_players, options, seed), log)


def replay_onto(game: AnyGame, state: GameState, log: Iterable[LoggedAction]) -> GameState:
    """`state` with the actions of `log` applied in turn (late joiners' JOIN entries included):
    a replay continued from where an earlier one left off."""
    for entry in log:
        if entry.action == JOIN:
            if entry.player != state.num_players:
                raise IllegalAction(msg("error-join-out-of-order", seat=entry.player + 1, players=state.num_players))
            state, _ = join_match(game, state)
        else:
            state, _ = apply_action(game, state, entry.player, entry.action)
    return state


def ai_choice(game: AnyGame, state: GameState, player: PlayerId, salt: int = 0) -> str:
    """The AI's action for `player`, deterministic in (state, player) and never touching the state RNG."""
    rng = state.rng.fork(state.step * 1_000_003 + player * 7919 + salt)
    return game.ai_action(state, player, rng)


def is_malformed(game: AnyGame, action: str) -> bool:
    try:
        _checked_syntax(game, action)
    except MalformedAction:
        return True
    return False


def outcome(game: AnyGame, state: GameState) -> Outcome | None:
    return game.outcome(state)
