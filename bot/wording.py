"""Messages rendered for one reader: Project Fluent catalogues, one bundle per game and locale.

Catalogues live in bot/locales/<locale>/: `common.ftl` (the bot's own words: statuses,
notes, errors) and one `<game>.ftl` per game. A game's bundle holds both, so a game's
message may use a common term. Conventions every catalogue follows (docs/wording.md):

- a `Seat` argument `x` arrives as `$x` (the display name) and `$x_you` ("yes" when the
  reader is that seat, else "no"), so a message can speak to its reader: "You play …";
- a `Card` argument arrives as the card's name, rendered from the game's `card_name`;
- a number arrives as a number, so `{ $n -> [one] … *[other] … }` picks the plural;
- a `Many` arrives as a list in the reader's words ("A, B and C"); a nested `Msg` arrives
  rendered;
- what players wrote (a seat's name, a `Text`) arrives as written, or, from a wording for
  Markdown (`wording_for(..., markdown=True)`: Discord's posts and embeds), escaped so that it
  still reads as written (`bot.text.markdown_safe`).

A message that is missing, or that names an argument it was not given, raises
`MissingWording`: the contract tests render every event, prompt and label of every game.
An argument longer than Fluent takes (2,500 characters: a refusal repeating a user's pasted
text) is clipped to that, so any input still gets its sentence.

Locales are `LOCALES` (en, fi, de, sv); English is the fallback: a message a locale's
catalogue lacks is rendered from the English one (its arguments still in the reader's
language), so a new message never breaks a translated bot. `locale_of` maps Discord's and
the environment's locale codes (`sv-SE`, `en-GB`, `fi_FI.UTF-8`) to one of them.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.syntax.ast import Junk

from bot.engine.events import Arg, Card, Many, Msg, PlayerId, Seat, Square, Text, msg
from bot.engine.game import Game
from bot.text import clip, markdown_safe

CATALOGUES = Path(__file__).parent / "locales"
DEFAULT_LOCALE = "en"
LOCALES = ("en", "fi", "de", "sv")
"""The languages players can read; `bot/locales/<locale>/` holds each one's catalogues."""
COMMON = "common"
DISCORD = "discord"
TERMINAL = "terminal"
AREAS = (COMMON, DISCORD, TERMINAL)
"""The bot's own catalogues, loaded into every bundle: words every front end shares, the
Discord front end's sentences (cogs/) and the terminal's (bot/terminal.py)."""
MEMO_SIZE = 8192
"""Rendered texts a `Wording` remembers (a view re-renders the same labels at every read)."""


class MissingWording(LookupError):
    """A message key or argument the catalogue does not have: a bug, found by the tests."""


class Wording:
    """Renders messages of one game (or of the bot alone, `game=None`) in one locale; with
    `markdown`, for a reader of Markdown (players' words escaped; the catalogues are shared)."""

    def __init__(self, game: Game[Any, Any] | None, locale: str = DEFAULT_LOCALE, *, markdown: bool = False) -> None:
        if locale not in LOCALES:
            raise MissingWording(f"no locale {locale!r}; botwar speaks {', '.join(LOCALES)}")
        self.game = game
        self.locale = locale
        self.markdown = markdown
        self._memo: dict[tuple[str, tuple[str, ...], PlayerId | None], str] = {}
        self.fallback = None if locale == DEFAULT_LOCALE else wording_for(game, DEFAULT_LOCALE)
        self.bundle: FluentBundle = wording_for(game, locale).bundle if markdown else self._load()

    def _load(self) -> FluentBundle:
        game, locale = self.game, self.locale
        bundle = FluentBundle([locale], use_isolating=False)
        paths = [CATALOGUES / locale / f"{area}.ftl" for area in AREAS]
        if game is not None:
            paths.append(Path(game.catalogue_dir or CATALOGUES) / locale / f"{game.name}.ftl")
        for path in paths:
            if not path.is_file() and self.fallback is not None:
                continue  # not translated yet: every message comes from English
            resource = FluentResource(path.read_text(encoding="utf-8"))
            broken = [entry for entry in resource.body if isinstance(entry, Junk)]
            if broken:
                raise MissingWording(f"{path}: cannot parse {(broken[0].content or '').strip()[:80]!r}")
            bundle.add_resource(resource)
        return bundle

    def shown(self, written: str) -> str:
        """Words a player wrote (a name), as this wording shows them."""
        return markdown_safe(written) if self.markdown else written

    def has(self, key: str) -> bool:
        return self.bundle.has_message(key)

    def text(self, message: Msg, names: Sequence[str], reader: PlayerId | None = None) -> str:
        """`message` in words for `reader` (None: everyone, e.g. the thread)."""
        # Fluent (and babel's number formatting under it) costs about 20 µs a message, and the
        # same labels are rendered at every read of a view: remember the words, boundedly.
        key = (message.canonical(), tuple(names), reader)
        known = self._memo.get(key)
        if known is None:
            known = self._format(message, names, reader)
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()
            self._memo[key] = known
        return known

    def _format(self, message: Msg, names: Sequence[str], reader: PlayerId | None) -> str:
        bundle = self.bundle
        if not bundle.has_message(message.key):
            if self.fallback is None or not self.fallback.bundle.has_message(message.key):
                raise MissingWording(f"no message {message.key!r} in {self.locale} for {self._domain()}")
            bundle = self.fallback.bundle  # the words in English, the arguments in the reader's language
        args: dict[str, Any] = {}
        for name, value in message.args.items():
            if isinstance(value, Seat):
                args[name] = self.shown(names[value.seat])
                args[f"{name}_you"] = "yes" if value.seat == reader else "no"
            else:
                words = self._arg(value, names, reader)
                args[name] = clip(words, MAX_PART_LENGTH) if isinstance(words, str) else words
        pattern = bundle.get_message(message.key).value
        if pattern is None:
            raise MissingWording(f"message {message.key!r} has no value")
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            raise MissingWording(f"{message.key}: {errors}")
        return str(text)

    def say(self, names: Sequence[str], reader: PlayerId | None = None) -> "ReaderWords":
        """This wording bound to one reader and the players' names (as they wrote them): what
        `Game.render` takes."""
        return ReaderWords(self, tuple(names), reader)

    def line(self, key: str, **args: Arg) -> str:
        """A message of the bot's own catalogues that names no seat, in words."""
        return self.text(Msg(key, args), [])

    def lines(self, messages: Sequence[Msg], names: Sequence[str], reader: PlayerId | None = None) -> list[str]:
        return [self.text(m, names, reader) for m in messages]

    def _arg(self, value: Arg, names: Sequence[str], reader: PlayerId | None) -> str | int:
        if isinstance(value, int | str):
            return value
        if isinstance(value, Seat):
            # A seat inside a list or a nested message: "Ann, Ben and you", in the reader's words.
            return self.text(msg("list-you"), names, reader) if value.seat == reader else self.shown(names[value.seat])
        if isinstance(value, Card):
            if self.game is None:
                raise MissingWording(f"card {value.card!r} outside a game")
            return self.text(self.game.card_name(value.card), names, reader)
        if isinstance(value, Square):
            return value.square
        if isinstance(value, Text):
            return self.shown(value.text)
        if isinstance(value, Many):
            items = [str(self._arg(v, names, reader)) for v in value.items]
            return format_list(items, locale=self.locale) if items else ""
        return self.text(value, names, reader)

    def _domain(self) -> str:
        return self.game.name if self.game is not None else COMMON


@dataclass(frozen=True)
class ReaderWords:
    """A `Say` (bot.engine.events): messages in one reader's words."""

    wording: Wording
    written: tuple[str, ...]
    """The players' names as they wrote them."""
    reader: PlayerId | None

    @cached_property
    def names(self) -> tuple[str, ...]:
        """The names as this reader's text shows them (escaped where it is Markdown)."""
        return tuple(map(self.wording.shown, self.written))

    @property
    def locale(self) -> str:
        return self.wording.locale

    def __call__(self, message: Msg) -> str:
        return self.wording.text(message, self.written, self.reader)


COMMANDS = "commands"
"""The catalogue of slash command names and descriptions (cogs/translator.py)."""


@lru_cache(maxsize=len(LOCALES))
def command_words(locale: str) -> dict[str, str]:
    """Key -> text of `bot/locales/<locale>/commands.ftl` (plain texts, no arguments); empty
    where a locale has none."""
    path = CATALOGUES / locale / f"{COMMANDS}.ftl"
    if locale not in LOCALES or not path.is_file():
        return {}
    bundle = FluentBundle([locale], use_isolating=False)
    resource = FluentResource(path.read_text(encoding="utf-8"))
    bundle.add_resource(resource)
    words: dict[str, str] = {}
    for entry in resource.body:
        if isinstance(entry, Junk):
            raise MissingWording(f"{path}: cannot parse {(entry.content or '').strip()[:80]!r}")
        key = getattr(getattr(entry, "id", None), "name", None)
        if key is not None and bundle.has_message(key):
            pattern = bundle.get_message(key).value
            if pattern is not None:
                words[key] = str(bundle.format_pattern(pattern, {})[0])
    return words


def locale_of(code: str | None) -> str:
    """One of LOCALES for a Discord locale (`sv-SE`) or an environment one (`fi_FI.UTF-8`);
    English for anything else."""
    language = (code or "").replace("_", "-").split(".")[0].split("-")[0].lower()
    return language if language in LOCALES else DEFAULT_LOCALE


def wording_for(game: Game[Any, Any] | None, locale: str = DEFAULT_LOCALE, *, markdown: bool = False) -> Wording:
    """The shared `Wording` of a game (or of the bot alone) in a locale, for plain text or for
    Markdown; bundles load once."""
    return _shared(game, locale, markdown)  # one cache key however the arguments are passed


@lru_cache(maxsize=128)
def _shared(game: Game[Any, Any] | None, locale: str, markdown: bool) -> Wording:
    return Wording(game, locale, markdown=markdown)
