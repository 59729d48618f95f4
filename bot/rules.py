"""The games' written rules: the one source for /rules and the terminal's `rules`.

English rules are the design documents, docs/games/<name>.md (rules, cards, rulings and all).
Every other language has the players' rules translated in bot/locales/<locale>/rules/<name>.md:
the rules, the cards and the options, without the developers' sections (rulings, balance
figures); a game not translated yet is read in English. A topic picks one section by its
heading, in the reader's language, else by its English heading in the English document.
Front ends only fit the text to their medium (cogs/rules.py splits it into Discord messages;
the terminal prints it as plain text).
"""

import re
from pathlib import Path

from bot.engine.events import Many, Msg, msg
from bot.wording import CATALOGUES, DEFAULT_LOCALE

RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "games"
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


class RulesNotFound(LookupError):
    """No written rules for the game, or no section for the topic; `message` says which."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.canonical())


def rules_path(game: str, locale: str = DEFAULT_LOCALE, rules_dir: Path | None = None) -> Path | None:
    """The file of `game`'s rules in `locale`, else in English; None when there is none."""
    if not re.fullmatch(r"[a-z0-9_]{1,64}", game):  # a file name, short enough for any file system
        return None
    if locale != DEFAULT_LOCALE:
        translated = CATALOGUES / locale / "rules" / f"{game}.md"
        if translated.is_file():
            return translated
    path = (rules_dir or RULES_DIR) / f"{game}.md"
    return path if path.is_file() else None


def rules_text(game: str, locale: str = DEFAULT_LOCALE, rules_dir: Path | None = None) -> str | None:
    path = rules_path(game, locale, rules_dir)
    return path.read_text(encoding="utf-8") if path is not None else None


def headings(markdown: str) -> list[str]:
    return [m.group(2) for line in markdown.splitlines() if (m := _HEADING.match(line))]


def find_section(markdown: str, topic: str) -> str | None:
    """The section whose heading is `topic` (else the first that contains it), with its subsections."""
    lines = markdown.splitlines()
    found = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _HEADING.match(line))]
    wanted = topic.strip().lower()
    pick = next((h for h in found if h[2].lower() == wanted), None) or next(
        (h for h in found if wanted in h[2].lower()), None
    )
    if pick is None:
        return None
    start, level, _ = pick
    end = next((i for i, lvl, _ in found if i > start and lvl <= level), len(lines))
    return "\n".join(lines[start:end]).strip()


def read_rules(game: str, topic: str | None = None, rules_dir: Path | None = None, locale: str = DEFAULT_LOCALE) -> str:
    """The game's rules in `locale`, or the section `topic` names; RulesNotFound says what is missing."""
    text = rules_text(game, locale, rules_dir)
    if text is None:
        raise RulesNotFound(msg("rules-none", game=game))
    if not topic:
        return text
    section = find_section(text, topic)
    if section is None and locale != DEFAULT_LOCALE:
        # A section only the English document has (a roster table, the rulings) is read in English.
        english = rules_text(game, DEFAULT_LOCALE, rules_dir)
        section = find_section(english, topic) if english is not None else None
    if section is None:
        raise RulesNotFound(msg("rules-no-section", game=game, topic=topic, sections=Many(tuple(headings(text)))))
    return section
