"""The pure game engine: no discord, no I/O, no wall clock."""

from bot.engine.decisions import Choice, Decision, PlayerId
from bot.engine.errors import GameError, IllegalAction, MalformedAction, MatchOver, NotYourDecision
from bot.engine.events import Arg, Card, Event, Many, Msg, Say, Seat, Square, Text, msg
from bot.engine.game import Game, GameOptions, GameState, View
from bot.engine.match import (
    JOIN,
    LoggedAction,
    ai_choice,
    apply_action,
    can_join,
    decision_for,
    join_match,
    new_state,
    open_decisions,
    replay,
)
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng
from bot.engine.visibility import events_for, public_events, view_for

__all__ = [
    "JOIN",
    "Arg",
    "Card",
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
    "Many",
    "MatchOver",
    "Msg",
    "NotYourDecision",
    "Outcome",
    "PlayerId",
    "Rng",
    "Say",
    "Seat",
    "Square",
    "Text",
    "View",
    "ai_choice",
    "apply_action",
    "can_join",
    "decision_for",
    "events_for",
    "join_match",
    "msg",
    "new_state",
    "open_decisions",
    "public_events",
    "replay",
    "view_for",
]
