"""Typed errors for bad input. Each carries a sentence a player can read."""


class GameError(ValueError):
    """Base class: the action was refused and the state is unchanged."""


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
