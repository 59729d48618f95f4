"""The front-end-neutral service: matches, seats, actions, deadlines, AI and the outbox.

The terminal and Discord both call `GameService`; neither reaches into the engine or the
store. Every accepted change is one store transaction: compare-and-set on the match version,
new state, log rows, deadlines and outbox messages together.

`GameService` is the one object front ends hold; its parts each have one job, in their own
module, over what they share (`core.MatchCore`: the store, the clock, the per-match action
queues, reaching a match from a request, committing a change, the AI's moves, a view):

- `lobby.Lobby`: creating matches, seats, starting, cancelling, settings;
- `play.Play`: actions, views and listings;
- `clock.Clock`: reminders, missed deadlines and the AI taking a seat over;
- `outbox.Outbox`: handing queued messages to the front ends, and retention;
- `changes`: what one change writes (state, log, deadlines, messages), worked out in memory.

Beside them: `decks` (bot/decks.py), `users` (bot/users.py) and `languages`
(bot/languages.py), as attributes of the service.
"""

from bot.readmodels import ActResult, MatchSettings, MatchSummary, OutgoingMessage, PlayerView, User
from bot.service.changes import HOUR
from bot.service.clock import EXPIRY_BATCH, Clock, DeadlineReport
from bot.service.core import check_options
from bot.service.lobby import Lobby
from bot.service.outbox import DEFAULT_RETENTION_HOURS, Outbox
from bot.service.play import Play

__all__ = [
    "DEFAULT_RETENTION_HOURS",
    "EXPIRY_BATCH",
    "HOUR",
    "ActResult",
    "DeadlineReport",
    "GameService",
    "MatchSettings",
    "MatchSummary",
    "OutgoingMessage",
    "PlayerView",
    "User",
    "check_options",
]


class GameService(Lobby, Play, Clock, Outbox):
    """Everything front ends ask of botwar, in parts (see the module's doc)."""
