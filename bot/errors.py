"""Errors of the service layer. Every one carries a sentence safe to show the user."""

from bot.engine.errors import GameError
from storage.errors import StoreError


class ServiceError(ValueError):
    """A request the service refused; nothing changed."""


class NotAPlayer(ServiceError):
    pass


class NotAllowed(ServiceError):
    pass


class LobbyError(ServiceError):
    """Joining, leaving or starting is not possible in the match's current state."""


class NotActive(ServiceError):
    pass


class StaleDecision(ServiceError):
    def __init__(self) -> None:
        super().__init__("that choice is no longer current; here is where the game stands now")


class BadOptions(ServiceError):
    pass


USER_ERRORS: tuple[type[Exception], ...] = (GameError, ServiceError, StoreError)
"""What front ends catch and show as one short sentence."""
