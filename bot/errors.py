"""Errors of the service layer. Every one carries a message a user can read, in any language.

A refusal is a `Msg` of the common catalogue (bot/locales/<locale>/common.ftl, "Refusals"),
rendered for the reader by the front end (`refusal`); `str(error)` is its English, for logs
and tests. The store's and the games' errors are mapped here too, so front ends ask one
function what to say.

A refusal often shows back what was typed ("There is no game called '…'"): `refusal` is the
one place where that text is made fit to show. Every text argument is cut to ECHO_LIMIT
characters and its control characters are replaced, so a refusal stays one short line
whatever was typed (Fluent itself refuses an argument of more than 2,500 characters).
"""

from typing import Any

from bot.engine.errors import GameError
from bot.engine.events import Arg, Many, Msg, Text, msg
from bot.engine.game import Game
from bot.games import get_game
from bot.rules import RulesNotFound
from bot.wording import DEFAULT_LOCALE, wording_for
from storage.errors import DuplicateInteraction, MatchNotFound, StoreError, VersionConflict


class ServiceError(ValueError):
    """A request the service refused; nothing changed. Raised with a message key of the
    common catalogue and its arguments: `LobbyError("error-match-full", match="3", max=6)`."""

    def __init__(self, key: str, /, **args: Arg) -> None:
        self.message = Msg(key, args)
        super().__init__(refusal(self))


class NotAPlayer(ServiceError):
    pass


class NotAllowed(ServiceError):
    pass


class LobbyError(ServiceError):
    """Joining, leaving or starting is not possible in the match's current state."""


class NotActive(ServiceError):
    pass


class NotHere(ServiceError):
    """A request for a match of another server (or, in a DM, by someone who does not play in
    it). Worded like a match that does not exist, so numbers tell nothing about other servers."""

    def __init__(self, match_id: int, *, in_server: bool) -> None:
        super().__init__("error-no-match-here" if in_server else "error-no-match", match=str(match_id))


class StaleDecision(ServiceError):
    def __init__(self) -> None:
        super().__init__("error-stale-decision")


class BadOptions(ServiceError):
    pass


class CatalogueError(ServiceError):
    """A thing looked up that a game does not have (bot/lookup.py), or a deck that cannot be.
    Its words are `game`'s (its catalogue and the common one; None: the common one only);
    `details` are lines under the sentence: each bad line of an import, or each rule a deck breaks."""

    def __init__(self, game: Game[Any, Any] | None, key: str, /, details: tuple[Msg, ...] = (), **args: Arg) -> None:
        self.game = game
        self.message = Msg(key, args)
        self.details = details
        ValueError.__init__(self, _catalogue_words(self, DEFAULT_LOCALE))


class DeckError(CatalogueError):
    """A deck command or a deck chosen for a match that cannot be (bot/decks.py)."""


def _catalogue_words(error: CatalogueError, locale: str) -> str:
    said = wording_for(error.game, locale)
    lines = [said.text(shown(error.message), [])] + [f"- {said.text(shown(d), [])}" for d in error.details]
    return "\n".join(lines)


def not_active(match_id: int, status: str, *, moves: bool = False) -> NotActive:
    """How a match that is not running stands ("Match #3 is over"); `moves`: "; no moves are taken"."""
    return NotActive("match-standing", match=str(match_id), status=status, moves="yes" if moves else "no")


USER_ERRORS: tuple[type[Exception], ...] = (GameError, ServiceError, StoreError)
"""What front ends catch and show as one short sentence."""

ECHO_LIMIT = 200
"""Characters of a text argument a refusal shows; a longer one is cut, ending in "…"."""
_BIDI_CONTROLS = [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]
"""Embeddings, overrides and isolates: they would turn the rest of the sentence around."""
_UNSHOWN = {
    **{c: " " if chr(c).isspace() else "\N{REPLACEMENT CHARACTER}" for c in [*range(0x20), *range(0x7F, 0xA0)]},
    **dict.fromkeys([0x2028, 0x2029], " "),
    **dict.fromkeys(_BIDI_CONTROLS, "\N{REPLACEMENT CHARACTER}"),
}
"""Control characters: a line break (of any kind) or a tab becomes a space; any other (NUL, a
terminal's escape) a "�"."""


def shown(message: Msg) -> Msg:
    """`message` with every text argument (in lists and nested messages too) fit to show."""
    return Msg(message.key, {name: _shown(value) for name, value in message.args.items()})


def _shown(value: Arg) -> Arg:
    if isinstance(value, str):
        text = value.translate(_UNSHOWN)
        return text if len(text) <= ECHO_LIMIT else text[: ECHO_LIMIT - 1] + "…"
    if isinstance(value, Text):
        return Text(str(_shown(value.text)))
    if isinstance(value, Many):
        return Many(tuple(_shown(item) for item in value.items))
    if isinstance(value, Msg):
        return shown(value)
    return value


def refusal(error: Exception, locale: str = DEFAULT_LOCALE) -> str:
    """What to tell the user about one of USER_ERRORS (or missing rules), in `locale`."""
    if isinstance(error, GameError):
        return wording_for(get_game(error.game) if error.game else None, locale).text(shown(error.message), [])
    if isinstance(error, CatalogueError):
        return _catalogue_words(error, locale)
    if isinstance(error, ServiceError | RulesNotFound):
        message = error.message
    elif isinstance(error, VersionConflict):
        message = msg("error-version-conflict")
    elif isinstance(error, MatchNotFound):
        message = msg("error-no-match", match=str(error.match_id))
    elif isinstance(error, DuplicateInteraction):
        message = msg("error-duplicate")
    else:  # an operator's store message, whole (it names a file and what to do), not an echo
        return wording_for(None, locale).text(msg("stored-text", text=str(error)), [])
    return wording_for(None, locale).text(shown(message), [])
