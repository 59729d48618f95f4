"""The pieces RoboRally's messages are built from (bot/locales/en/roborally.ftl).

Messages reference things, never name them (docs/wording.md): a robot is its player's `Seat`,
a program card its token (`Card('c490')`), an option card its key (`Card('brakes')`), a
square its label (`Square('K11')`), a direction or side a nested message. The shared,
immutable ones are built once here, so the resolution log costs little to build.
"""

from functools import lru_cache

from bot.engine import Card, Msg, Seat, Square, msg
from bot.games.roborally.board import Course
from bot.games.roborally.cards import DECK, KIND, KIND_KEYS, OPTION, parse_token, token

SEATS = tuple(Seat(k) for k in range(8))
"""Seat(k) for every seat a match can have."""

PROGRAM = {card: Card(token(card)) for card in DECK}
"""The Card argument of every program card, by priority."""
OPTION_CARD = {key: Card(key) for key in OPTION}
"""The Card argument of every option card, by key."""

DIRECTION = tuple(msg(f"rr-dir-{d}") for d in ("north", "east", "south", "west"))
"""Absolute directions 0 N, 1 E, 2 S, 3 W as words."""
SIDE = tuple(msg(f"rr-side-{s}") for s in ("front", "right", "back", "left"))
"""Sides relative to a robot's facing (a Directional Shield's), as words."""
AIM = tuple(msg(f"rr-aim-{s}") for s in ("front", "right", "back", "left"))
"""Where a Turret aims, relative to the robot's facing, as words."""
GUARD = tuple(msg(f"rr-guard-{s}") for s in ("front", "right", "back", "left"))
"""The side a Directional Shield guards, as words."""
TURN = (msg("rr-turn-right"), msg("rr-turn-left"))

CAUSE_OIL = msg("rr-cause-oil")
CAUSE_BELT = msg("rr-cause-belt")

_KIND = tuple(msg(f"rr-kind-{key}") for key in KIND_KEYS)
_PROGRAM_NAME = {card: msg("rr-card", kind=_KIND[KIND[card]], priority=card) for card in DECK}
_OPTION_NAME = {key: msg(f"rr-option-{key}") for key in OPTION}


COLOURS = ("red", "blue", "green", "yellow", "orange", "purple", "white", "black")
_COLOUR = {name: msg(f"rr-colour-{name}") for name in COLOURS}


def colour_arg(name: str) -> Msg:
    """A portal pair's colour as words (a board may name one the catalogue lacks: then as written)."""
    return _COLOUR.get(name) or msg("rr-colour-named", colour=name)


def seat_arg(k: int) -> Seat:
    return SEATS[k] if k < len(SEATS) else Seat(k)


def card_name(card: str) -> Msg:
    """The name of a program card token ('c490': 'Move 1 (priority 490)') or an option card key."""
    priority = parse_token(card)
    if priority is not None and token(priority) == card:
        return _PROGRAM_NAME[priority]
    if card in _OPTION_NAME:
        return _OPTION_NAME[card]
    raise ValueError(f"{card!r} is no RoboRally card")


@lru_cache(maxsize=64)
def squares(course: Course) -> tuple[Square, ...]:
    """The Square argument of every square of a course, by index."""
    return tuple(Square(name) for name in course.names)
