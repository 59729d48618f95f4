"""Deck lists: parsing "n Card Name" text, exporting it, and the deck-building rules.

Pure: it reads the card pool through `cards.CARDS` (so every card defined there can go in a
deck) and the preconstructed decks through `decks.load_deck`. Every refusal is a
`DeckListError` (a `DeckRefused`, bot/engine/decks.py) carrying a message key of
doomtrooper.ftl and its arguments, so each front end says it in its reader's language. The
game offers all this to the service through `deckbuilding.DeckRules`.

Rules (docs/games/doomtrooper.md, "Deck building"): at least 60 cards, at most each card's
deck limit (5, or 1 for the few cards that say so; a limit of 0 bans the card). A
personality counts like any other card: the rules only keep two of the same personality out
of play at once, and a second copy waits in the hand.
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from bot.engine.catalogue import fold
from bot.engine.decks import DeckRefused
from bot.engine.events import Msg
from bot.engine.typed import has_long_number
from bot.games.doomtrooper.cards import CARDS, CardDef
from bot.games.doomtrooper.decks import load_deck

QUOTES = "\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb\u201e"
"""Quote marks a name may be wrapped in."""
TIMES = "x\u00d7*"
"""What may stand between a count and a name: 3x, 3\u00d7 (a multiplication sign), 3*."""
MIN_CARDS = 60
MAX_COPIES = 5
MAX_LINES = 500
"""Lines an imported list may have: room for one line per card of the base set (341) and
comments, while a pasted novel is still refused."""
MAX_CHARACTERS = 20_000
"""Characters an imported list may have: a line per card of the base set is about 6,000 (a
slash command's text holds at most 6,000; a file for the terminal may hold more)."""
MAX_NAME = 40
"""Characters in a deck's name."""

FACTIONS = ("general", "bauhaus", "capitol", "cybertronic", "imperial", "mishima", "brotherhood", "legion")
CARD_TYPES = ("warrior", "equipment", "special", "art", "symmetry", "mission", "fortification")


class DeckListError(DeckRefused):
    """A deck list or a deck change that cannot be; `key` and `args` say why (doomtrooper.ftl),
    and `problems` (the `details`) what is wrong with each line or which rules are broken."""

    problems: "Sequence[Problem]" = ()

    def __init__(self, key: str, /, **args: str | int) -> None:
        self.key = key
        self.args_ = args
        super().__init__(Msg(key, dict(args)), [Msg(p.key, dict(p.args)) for p in self.problems])


class UnknownCard(DeckListError):
    def __init__(self, name: str) -> None:
        super().__init__("dt-deck-error-unknown-card", card=name)


class BadDeckLines(DeckListError):
    """Lines of an imported list that cannot be read; `problems` says what is wrong with each."""

    def __init__(self, problems: "list[Problem]") -> None:
        self.problems = problems
        super().__init__("dt-deck-error-lines", count=len(problems))


class BadDeckName(DeckListError):
    pass


class TooManyCopies(DeckListError):
    pass


class IllegalDeck(DeckListError):
    """A deck chosen for a match that breaks the rules; `problems` lists every rule it breaks."""

    def __init__(self, name: str, problems: "list[Problem]") -> None:
        self.problems = problems
        super().__init__("dt-deck-error-illegal", deck=name, count=len(problems))


@dataclass(frozen=True)
class Problem:
    """One rule a deck breaks, as a message key of doomtrooper.ftl and its arguments."""

    key: str
    args: dict[str, str | int] = field(default_factory=dict)


@dataclass(frozen=True)
class _Names:
    """The card pool as lookups compare names, built once."""

    codes: dict[str, str]
    """Folded name -> card code."""
    longest: int
    """Characters of the longest folded name: no longer text can name a card."""


@cache
def _names() -> _Names:
    codes = {fold(c.name): c.code for c in CARDS.values()}
    return _Names(codes, max(len(key) for key in codes))


def find_card(name: str) -> CardDef:
    """The card called `name` (any case, quotes and punctuation), or by its code (`01164`)."""
    text = name.strip().strip(QUOTES)
    code = text if text in CARDS else _names().codes.get(fold(text))
    if code is None:
        raise UnknownCard(name.strip()[:60])
    return CARDS[code]


NAME_CHARACTERS = re.compile(r"[\w '.,!&()+#-]+")
"""What a deck's name may hold: no Markdown or mention marks (names are shown in match threads)."""


def check_name(name: str) -> str:
    """A deck's name as it is kept: trimmed, one space between words, 1-40 characters of
    letters, digits, spaces and - ' . , ! & ( ) + #."""
    clean = " ".join(name.split())
    if not clean or len(clean) > MAX_NAME or not fold(clean) or not NAME_CHARACTERS.fullmatch(clean):
        raise BadDeckName("dt-deck-error-name", max=MAX_NAME)
    return clean


# -- a deck's cards ---------------------------------------------------------------------------

Cards = dict[str, int]
"""Card code -> copies, in the order the cards were first added."""


def add(cards: Mapping[str, int], card: CardDef, n: int = 1) -> Cards:
    """`cards` with `n` more copies of `card`, refused beyond its deck limit."""
    result = dict(cards)
    total = result.get(card.code, 0) + n
    limit = deck_limit(card)
    if total > limit:
        raise TooManyCopies("dt-deck-error-too-many", card=card.name, limit=limit, count=total)
    result[card.code] = total
    return result


def remove(cards: Mapping[str, int], card: CardDef, n: int = 1) -> Cards:
    """`cards` with `n` fewer copies of `card` (all of them when it holds fewer)."""
    if card.code not in cards:
        raise DeckListError("dt-deck-error-not-in-deck", card=card.name)
    result = dict(cards)
    left = result[card.code] - n
    if left > 0:
        result[card.code] = left
    else:
        del result[card.code]
    return result


def deck_limit(card: CardDef) -> int:
    return max(0, min(card.limit, MAX_COPIES))


def size(cards: Mapping[str, int]) -> int:
    return sum(cards.values())


def problems(cards: Mapping[str, int]) -> list[Problem]:
    """Every deck-building rule `cards` breaks; empty for a legal deck."""
    found = []
    count = size(cards)
    if count < MIN_CARDS:
        found.append(
            Problem("dt-deck-problem-too-few", {"count": count, "min": MIN_CARDS, "missing": MIN_CARDS - count})
        )
    for code, n in cards.items():
        card = CARDS.get(code)
        if card is None:
            found.append(Problem("dt-deck-problem-gone", {"code": code}))
        elif deck_limit(card) == 0:
            found.append(Problem("dt-deck-problem-banned", {"card": card.name}))
        elif n > deck_limit(card):
            found.append(
                Problem("dt-deck-problem-too-many", {"card": card.name, "count": n, "limit": deck_limit(card)})
            )
    return found


def is_legal(cards: Mapping[str, int]) -> bool:
    return not problems(cards)


def check_legal(name: str, cards: Mapping[str, int]) -> None:
    found = problems(cards)
    if found:
        raise IllegalDeck(name, found)


def sorted_cards(cards: Mapping[str, int]) -> list[tuple[CardDef, int]]:
    """The cards by type (warriors first) then name, as show and export list them."""
    known = [(CARDS[code], n) for code, n in cards.items() if code in CARDS]
    order = {t: i for i, t in enumerate(CARD_TYPES)}
    return sorted(known, key=lambda item: (order.get(item[0].type, len(order)), item[0].name.lower()))


def preconstructed(name: str) -> Cards:
    """One of the four decks the game comes with, by its name (`bauhaus` ...)."""
    return dict(load_deck(name))


# -- text -------------------------------------------------------------------------------------
#
# Reading a list takes time in proportion to its length, whatever it holds: a line's spaces are
# collapsed before any pattern sees it (no pattern backtracks over a run of them), a count has
# at most four digits, and an entry's name is looked up among the few spans of words that can
# hold a card's name (no longer than the longest name), never among every span of the line.

COUNT = r"\d{1,4}"
"""A count: at most four digits (a longer number is no count)."""
_COUNTED = (
    re.compile(rf"^(?P<n>{COUNT})\s*[{TIMES}]?\s+(?P<name>.+)$", re.I),  # 3 Infantry, 3x Infantry, 3 x Infantry
    re.compile(rf"^(?P<n>{COUNT})[{TIMES}](?P<name>\D.*)$", re.I),  # 3xInfantry
    re.compile(rf"^(?P<name>.+?)\s+[{TIMES}]\s*(?P<n>{COUNT})$", re.I),  # Infantry x3, Infantry x 3
    re.compile(rf"^(?P<name>.+?)\s*\((?P<n>{COUNT})\)$"),  # Infantry (3)
)
_COUNT_WORD = re.compile(rf"({COUNT})[{TIMES}]?", re.I)


def parse(text: str) -> Cards:
    """A plain-text list, one "n Card Name" per line, as exported.

    Tolerant: any case, quotes and punctuation around names, "3x Name", "Name x3", a line
    without a count means one copy, blank lines and lines starting with '#' or '//' are
    skipped, and ';' separates entries too (a slash command's text is a single line). A
    line that is several entries run together ("5 Infantry 3 Sea Lion": a list pasted into a
    slash command loses its line breaks) is read entry by entry, each count followed by the
    longest card name that fits. Every line that cannot be read is reported, each with its number, in one BadDeckLines.
    Copies of one card on several lines add up. A list of more than MAX_CHARACTERS or
    MAX_LINES is refused before it is read.
    """
    lines = [part for line in text[: MAX_CHARACTERS + 1].splitlines() for part in line.split(";")]
    if len(text) > MAX_CHARACTERS or len(lines) > MAX_LINES:
        raise DeckListError("dt-deck-error-too-long", lines=MAX_LINES, characters=MAX_CHARACTERS)
    bad: list[Problem] = []
    cards: Cards = {}
    for number, raw in enumerate(lines, 1):
        line = " ".join(raw.split()).lstrip("-•*").strip()
        if not line or line.startswith(("#", "//")):
            continue
        if has_long_number(line):  # no count has thousands of digits (and int would refuse them)
            bad.append(Problem("dt-deck-line-unreadable", {"line": number, "text": line[:60]}))
            continue
        count, name = _split(line)
        if count is None:
            bad.append(Problem("dt-deck-line-unreadable", {"line": number, "text": line[:60]}))
            continue
        try:
            card = find_card(name)
        except UnknownCard:
            run = _run(line)
            if run is None:
                bad.append(Problem("dt-deck-line-unknown", {"line": number, "card": name.strip()[:60]}))
                continue
            for many, one in run:
                cards[one.code] = cards.get(one.code, 0) + many
            continue
        if count < 1:
            bad.append(Problem("dt-deck-line-count", {"line": number, "card": card.name, "count": count}))
            continue
        cards[card.code] = cards.get(card.code, 0) + count
    if bad:
        raise BadDeckLines(bad)
    return cards


def _run(line: str) -> list[tuple[int, CardDef]] | None:
    """Several "n Card Name" entries on one line, or None when the line is not that."""
    words = line.split()
    folded = [fold(word) for word in words]
    found: list[tuple[int, CardDef]] = []
    at = 0
    while at < len(words):
        count = _COUNT_WORD.fullmatch(words[at])
        if count is None or int(count.group(1)) < 1:
            return None
        at += 1
        if at < len(words) and words[at].lower() in TIMES:
            at += 1
        card, at = _longest_name(words, folded, at)
        if card is None:
            return None
        found.append((int(count.group(1)), card))
    return found if len(found) > 1 else None


def _longest_name(words: list[str], folded: list[str], start: int) -> tuple[CardDef | None, int]:
    """The card named by the most words from `start` on (a code is one word), and where they end.

    Only spans no longer than the longest card name are tried: an entry's cost does not grow
    with the line."""
    names = _names()
    code = words[start].strip(QUOTES) if start < len(words) else ""
    found = (CARDS[code], start + 1) if code in CARDS else (None, start)
    key = ""
    for end in range(start, min(len(words), start + names.longest)):
        key += folded[end]
        if len(key) > names.longest:
            break
        if key in names.codes:
            found = (CARDS[names.codes[key]], end + 1)
    return found


def _split(line: str) -> tuple[int | None, str]:
    for pattern in _COUNTED:
        found = pattern.match(line)
        if found is not None:
            return int(found.group("n")), found.group("name")
    if re.search(r"[a-z]", line, re.I):
        return 1, line
    return None, line


def export(cards: Mapping[str, int]) -> str:
    """One "n Card Name" per line (warriors first), as `parse` reads it back."""
    return "\n".join(f"{n} {card.name}" for card, n in sorted_cards(cards))
