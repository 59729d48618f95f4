"""Every game read in every language (issue #18): random play rendered in fi, de and sv has no
missing message, no raw key, and no text left in English.

A text may equal its English one only where that is by design: names that stay as they are
(Bottisota-3's Finnish bot names, the Stak Bots names the German seed keeps, Doomtrooper's
cards as printed) and words that
are spelt the same (German "Register", Swedish "bomb"). Those keys are listed here, so a
translation copied from English is caught.
"""

import re
from collections.abc import Sequence
from fnmatch import fnmatch
from typing import Any

import pytest

from bot.engine import Game, Msg, events_for, view_for
from bot.games import GAMES
from bot.wording import DEFAULT_LOCALE, LOCALES, ReaderWords, wording_for
from tests.contract.test_game_contract import random_playout
from tests.support.wording import NAMES

SAME_AS_ENGLISH = {
    "fi": ["b3-bot-*", "dt-card-*", "b3-col-mega"],
    "de": [
        "b3-bot-*",
        "dt-card-*",
        "stak-bot-*",
        "rr-colour-orange",
        "rr-register",
        "rr-group-register",
        "b3-speed-normal",
        "b2-table-bots",
    ],
    "sv": [
        "b3-bot-*",
        "dt-card-*",
        "b3-card-joker",
        "b3-weapon-bomb",
        "b3-group-attack",
        "rr-colour-orange",
        "rr-group-program",
        "stak-table-player",
        "b3-col-bot",
        "b3-col-hand",
        "b3-col-mega",
        "b3-speed-normal",
    ],
}
STRUCTURE = [
    "stak-table-card",
    "stak-table-list",
    "rr-table-card",
    "rr-table-register",
    "rr-table-at",
    "dt-table-stats",
    "dt-table-warrior",
    "dt-table-with-notes",
    "b2-table-bot",
    "b2-table-own-hand",
    "b2-table-ammo",
]
"""Messages of a table with no words of their own (a name and its notes, a register and its
card, a square and a compass letter), in every locale."""
RAW_KEY = re.compile(r"\b(?:stak|b3|rr|b2|dt|cmd|opt|choice)-[a-z0-9-]+\b")
TRANSLATED = [locale for locale in LOCALES if locale != DEFAULT_LOCALE]


class Recorder:
    """A `Say` that remembers every message a table is rendered from."""

    def __init__(self, words: ReaderWords, found: list[tuple[Msg, int | None]]) -> None:
        self.words = words
        self.found = found

    @property
    def names(self) -> Sequence[str]:
        return self.words.names

    @property
    def written(self) -> Sequence[str]:
        return self.words.written

    @property
    def reader(self) -> int | None:
        return self.words.reader

    @property
    def locale(self) -> str:
        return self.words.locale

    def __call__(self, message: Msg) -> str:
        self.found.append((message, self.reader))
        return self.words(message)


def texts(game: Game[Any, Any], seed: int, locale: str) -> list[tuple[Msg, int | None]]:
    """The messages of one random match, each with a reader: events as the thread and as each
    seat reads them, the prompts and labels of the decisions met on the way, and the messages
    the tables (`Game.render`) are made of, as the thread and the first seat read them in
    `locale` (a table's message may hold words rendered before, in `locale`)."""
    states, _, events = random_playout(game, game.min_players, seed)
    found: list[tuple[Msg, int | None]] = []
    for state in states[::5]:
        for viewer in (None, 0):
            game.render(view_for(game, state, viewer), Recorder(wording_for(game, locale).say(NAMES, viewer), found))
    for batch in events:
        for reader in (None, *range(game.min_players)):
            found += [(event.msg, reader) for event in events_for(batch, reader)]
    for state in states[::5]:
        for decision in game.pending(state):
            found.append((decision.prompt, decision.player))
            found += [(choice.label, decision.player) for choice in decision.choices]
            found += [(choice.group, decision.player) for choice in decision.choices if choice.group]
    outcome = game.outcome(states[-1])
    if outcome is not None:
        found.append((outcome.reason, None))
    return found


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("locale", TRANSLATED)
def test_random_play_reads_in_the_language_with_nothing_left_in_english(locale: str, name: str) -> None:
    game = GAMES[name]
    english, local = wording_for(game, DEFAULT_LOCALE), wording_for(game, locale)
    allowed = SAME_AS_ENGLISH[locale] + STRUCTURE
    untranslated: set[str] = set()
    for seed in (1, 2):
        for message, reader in texts(game, seed, locale):
            text = local.text(message, NAMES, reader)  # a missing message or argument raises
            assert not RAW_KEY.search(text), f"{locale} {message.key}: a raw key in {text!r}"
            same = text == english.text(message, NAMES, reader) and re.search(r"[A-Za-z]{3,}", text)
            if same and not any(fnmatch(message.key, pattern) for pattern in allowed):
                untranslated.add(f"{message.key}: {text!r}")
    assert not untranslated, f"{locale}: left in English: {sorted(untranslated)[:10]}"
