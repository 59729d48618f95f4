"""The pure game engine: no discord, no I/O, no wall clock."""

from bot.engine.decisions import Choice, Decision, PlayerId
from bot.engine.errors import GameError, IllegalAction, MalformedAction, MatchOver, NotYourDecision
from bot.engine.events import Event, name_seats
from bot.engine.game import Game, GameOptions, GameState, View
from bot.engine.match import LoggedAction, ai_choice, apply_action, decision_for, new_state, replay
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng
from bot.engine.visibility import events_for, public_events, view_for

__all__ = [
    "Choice",
    "Decision",
    "Event",
    "Game",
    "GameError",
    "GameOptions",
    "GameState",
    "IllegalAction",
    "LoggedAction",
    "MalformedAction",
    "MatchOver",
    "NotYourDecision",
    "Outcome",
    "PlayerId",
    "Rng",
    "View",
    "ai_choice",
    "apply_action",
    "decision_for",
    "events_for",
    "name_seats",
    "new_state",
    "public_events",
    "replay",
    "view_for",
]
