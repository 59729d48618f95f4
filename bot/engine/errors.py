"""Typed errors for bad input. Each carries a message a player can read, as data."""

from bot.engine.events import Msg


class GameError(ValueError):
    """Base class: the action was refused and the state is unchanged.

    `message` says why, as a message of the common catalogue or of the catalogue of the game
    named by `game` (the engine names it when a game's rules refuse an action); front ends
    render it for the reader (bot.errors.refusal). `str(error)` is its key and arguments.
    """

    def __init__(self, message: Msg, game: str | None = None) -> None:
        self.message = message
        self.game = game
        super().__init__(message.canonical())


class MalformedAction(GameError):
    """The action text does not parse as any action of this game."""


class NotYourDecision(GameError):
    """The player has no pending decision right now."""


class IllegalAction(GameError):
    """The action parses but is not legal now; the message says why."""


class MatchOver(GameError):
    """The match has finished; no more actions are accepted."""


class RoundTripError(RuntimeError):
    """A state did not come back equal from its own JSON: a bug in the game's state model, not
    the player's doing (so not a GameError)."""
