"""Words as data: messages, their typed arguments, and events with an audience.

The engine never writes prose. A game says *what* happened as a `Msg`: a message key of its
catalogue (bot/locales/<locale>/<game>.ftl) plus arguments that reference things, not
names: a `Seat`, a `Card`, a `Square`, a number, another `Msg`, a `Many` list, or a `Text` a
player wrote. Front ends render a message for one reader at the edge (bot/wording.py): the
seat's display name, or "you" when the reader is that seat; the card's name in the reader's
language; and so on.

Decision prompts, choice labels, choice groups and match outcomes are messages too.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

PlayerId = int
"""A seat number, 0-based, in turn order."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A player, by seat number (0-based); rendered as their name, or as "you" for them."""

    seat: PlayerId


@dataclass(frozen=True, slots=True)
class Card:
    """A card by the game's own token (e.g. 'k012', 'c470', 'H10'); the game names it."""

    card: str


@dataclass(frozen=True, slots=True)
class Square:
    """A board square by its label as printed on the board (e.g. 'K11')."""

    square: str


@dataclass(frozen=True, slots=True)
class Text:
    """Words a player wrote (a deck's name): shown exactly as written, never read as markup."""

    text: str


@dataclass(frozen=True, slots=True)
class Many:
    """A list rendered the reader's way ("A, B and C")."""

    items: tuple["Arg", ...]


@dataclass(frozen=True, slots=True)
class Msg:
    """A message key of the game's (or the common) catalogue with its arguments."""

    key: str
    args: Mapping[str, "Arg"]

    def canonical(self) -> str:
        """A stable text of key and arguments (hashed into decision ids)."""
        if not self.args:
            return self.key
        return self.key + "(" + ",".join(f"{k}={_canonical(v)}" for k, v in sorted(self.args.items())) + ")"

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": {k: _arg_to_json(v) for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Msg":
        return cls(str(data["key"]), {k: _arg_from_json(v) for k, v in data.get("args", {}).items()})


Arg: TypeAlias = int | str | Seat | Card | Square | Text | Many | Msg


def msg(key: str, **args: Arg) -> Msg:
    """`Msg(key, args)` written the short way: msg('stak-play', actor=Seat(0), card=Card('k012'))."""
    return Msg(key, args)


def _canonical(value: Arg) -> str:
    if isinstance(value, Msg):
        return value.canonical()
    if isinstance(value, Many):
        return "[" + ",".join(_canonical(v) for v in value.items) + "]"
    return repr(value)


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, bool):
        raise TypeError("a message argument is a number, not a bool: say it with words (a Msg)")
    if isinstance(value, int | str):
        return value
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, Card):
        return {"card": value.card}
    if isinstance(value, Square):
        return {"square": value.square}
    if isinstance(value, Text):
        return {"text": value.text}
    if isinstance(value, Many):
        return {"many": [_arg_to_json(v) for v in value.items]}
    return {"msg": value.to_json()}


def _arg_from_json(data: Any) -> Arg:
    if isinstance(data, int | str):
        return data
    if "seat" in data:
        return Seat(int(data["seat"]))
    if "card" in data:
        return Card(str(data["card"]))
    if "square" in data:
        return Square(str(data["square"]))
    if "text" in data:
        return Text(str(data["text"]))
    if "many" in data:
        return Many(tuple(_arg_from_json(v) for v in data["many"]))
    return Msg.from_json(data["msg"])


@dataclass(frozen=True, slots=True)
class Event:
    """Something an action caused, for an audience: None is everyone (the thread)."""

    msg: Msg
    audience: tuple[PlayerId, ...] | None = None

    @classmethod
    def public(cls, key: str, **args: Arg) -> "Event":
        return cls(Msg(key, args))

    @classmethod
    def private(cls, key: str, *players: PlayerId, **args: Arg) -> "Event":
        return cls(Msg(key, args), tuple(players))


class Say(Protocol):
    """Words for one reader, handed to `Game.render`: `say(msg(...))` is a message of the
    game's (or the common) catalogue in the reader's language, with names and "you" forms in
    place. `names` are the players' display names by seat, for boards that label seats, as
    the text around them shows them (escaped where it is Markdown, for Discord); `written` are
    the same names as the players wrote them, for a code block, where Markdown is not read;
    `reader` is the seat reading (None: everyone, e.g. a thread)."""

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def written(self) -> Sequence[str]: ...

    @property
    def reader(self) -> PlayerId | None: ...

    @property
    def locale(self) -> str: ...

    def __call__(self, message: Msg) -> str: ...
