"""Looking things up in the games' catalogues: `/card`, `python -m bot card` and their autocomplete.

A game offers its named things through `Game.catalogue` (bot/engine/catalogue.py); this module
names no game and finds them the same way for every game. A name is found in the reader's
language or in English, whatever its case, accents, quotes and punctuation, or by the thing's
key (Doomtrooper's printed codes).

Without a game, every game with a catalogue is searched: a name one game has is that game's;
a name several games have is refused with their titles, so the player names the game. A
name found nowhere is refused in the searched game's words ("There is no Doomtrooper card
called …"; the common words when several games were searched), with the names close to it.
"""

import difflib
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.engine.catalogue import Catalogue, Words, fold
from bot.engine.events import Many, Text, msg
from bot.engine.game import Game
from bot.errors import CatalogueError
from bot.games import UnknownGame, all_games, get_game
from bot.readmodels import CardSheet
from bot.rules import find_section, rules_text
from bot.wording import DEFAULT_LOCALE, Wording, wording_for

SUGGESTIONS = 5
"""Names offered for a near miss, at most."""
CLOSE = 0.75
"""How alike (difflib's ratio of the folded names) a name must be to be offered for a near miss."""
SHOWN = 60
"""Characters of a name that was not found, repeated in the refusal."""


def catalogue_games(game: str | None = None) -> list[Game[Any, Any]]:
    """The games a lookup searches: `game`, or (None) every game with a catalogue."""
    if game is None:
        return [g for g in all_games().values() if g.catalogue is not None]
    chosen = get_game(game)
    _catalogue(chosen)  # refused when it has none
    return [chosen]


def names(current: str, game: str | None = None, locale: str = DEFAULT_LOCALE, limit: int = 25) -> list[str]:
    """Names that contain `current` (as lookups compare them), those starting with it first:
    autocomplete, which never refuses (an unknown game or one without a catalogue: none)."""
    try:
        games = catalogue_games(game)
    except (CatalogueError, UnknownGame):
        return []
    key = fold(current)
    found = {shown for g in games for folded, shown in _index(g, locale).names if key in folded}
    return sorted(found, key=lambda shown: (not fold(shown).startswith(key), shown.lower()))[:limit]


def find(name: str, game: str | None = None, locale: str = DEFAULT_LOCALE) -> tuple[Game[Any, Any], str]:
    """The game and the key of the thing called `name`, or a CatalogueError that says why not."""
    games = catalogue_games(game)
    folded = fold(name)
    hits = [(g, key) for g in games if (key := _index(g, locale).found.get(folded)) is not None] if folded else []
    if len(hits) == 1:
        return hits[0]
    written = Text(" ".join(name.split())[:SHOWN])
    if hits:
        titles = Many(tuple(g.title for g, _ in hits))
        raise CatalogueError(None, "lookup-error-which-game", name=written, games=titles)
    only = games[0] if len(games) == 1 else None
    unknown = _catalogue(only).not_found(written) if only else msg("lookup-error-unknown", name=written)
    near = _near(folded, games, locale)
    if near:
        unknown = msg("lookup-error-near", unknown=unknown, names=Many(tuple(Text(n) for n in near)))
    raise CatalogueError(only, unknown.key, details=(), **dict(unknown.args))


def card_sheet(name: str, game: str | None = None, locale: str = DEFAULT_LOCALE) -> CardSheet:
    """The sheet of the thing called `name`, in `locale`: its type first, its text last, and
    the rulings of the game's rules that name it."""
    chosen, key = find(name, game, locale)
    sheet = _catalogue(chosen).sheet(key)
    said = wording_for(chosen, locale)
    fields = [(said.line("sheet-kind"), said.text(sheet.kind, []))]
    fields += [(said.text(label, []), _words(said, value)) for label, value in sheet.fields]
    if sheet.text is not None:
        fields.append((said.line("sheet-text"), _words(said, sheet.text)))
    english = _words(wording_for(chosen), sheet.name)
    rulings = tuple((said.line("sheet-ruling", number=n), text) for n, text in rulings_naming(chosen.name, english))
    return CardSheet(
        game=chosen.title, name=_words(said, sheet.name), code=sheet.code, fields=tuple(fields), rulings=rulings
    )


def rulings_naming(game_name: str, name: str) -> list[tuple[int, str]]:
    """(number, text) of each ruling of the game's rules (docs/games/<game>.md, "Rulings", in
    English like /rules) that names `name` as a whole word."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)
    return [(int(number), text) for number, text in _rulings(game_name) if pattern.search(text)]


# -- helpers -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Index:
    """A game's catalogue as one reader's lookups compare it, built once per game and language."""

    found: dict[str, str]
    """Folded name (in the reader's language and in English) or key -> the thing's key."""
    names: tuple[tuple[str, str], ...]
    """(folded, shown) name of every thing, in the reader's language."""


@cache
def _index(game: Game[Any, Any], locale: str) -> _Index:
    entries = _catalogue(game).entries()
    said, english = wording_for(game, locale), wording_for(game)
    shown = [_words(said, e.name) for e in entries]
    found: dict[str, str] = {}
    for entry, name in zip(entries, shown, strict=True):
        for spelled in (name, _words(english, entry.name)):
            found.setdefault(fold(spelled), entry.key)
    for entry in entries:
        found.setdefault(fold(entry.key), entry.key)
    return _Index(found, tuple((fold(name), name) for name in shown))


def _catalogue(game: Game[Any, Any]) -> Catalogue:
    if game.catalogue is None:
        raise CatalogueError(None, "lookup-error-no-catalogue", game=game.title)
    return game.catalogue


def _words(said: Wording, value: Words) -> str:
    return value.text if isinstance(value, Text) else said.text(value, [])


def _near(folded: str, games: list[Game[Any, Any]], locale: str) -> list[str]:
    """Names close to a name that was not found: the most alike first, then those containing it."""
    if not folded:
        return []
    shown = {key: name for g in games for key, name in _index(g, locale).names}
    # Only names of a similar length can be that alike: a text twice as long as the longest
    # name (pasted text) is close to none, and difflib need not index it.
    alike = len(folded) <= 2 * max(map(len, shown), default=0)
    close = [shown[key] for key in difflib.get_close_matches(folded, list(shown), SUGGESTIONS, CLOSE)] if alike else []
    containing = sorted(name for key, name in shown.items() if len(folded) >= 3 and folded in key)
    return list(dict.fromkeys([*close, *containing]))[:SUGGESTIONS]


@cache
def _rulings(game_name: str) -> tuple[tuple[str, str], ...]:
    """(number, text) of each numbered ruling in the game's rules, "Rulings"."""
    section = find_section(rules_text(game_name) or "", "Rulings") or ""
    found: list[tuple[str, list[str]]] = []
    for raw in section.splitlines()[1:]:
        start = re.match(r"^(\d+)\.\s+(.*)$", raw)
        if start:
            found.append((start.group(1), [start.group(2)]))
        elif found and raw.strip():
            found[-1][1].append(raw.strip())
    return tuple((number, " ".join(words).replace("**", "")) for number, words in found)
