"""The games' written rules, from docs/games/<name>.md: the one source for /rules and the terminal's `rules`.

A topic picks one section by its heading. Front ends only fit the text to their medium
(cogs/rules.py splits it into Discord messages; the terminal prints it as plain text).
"""

import re
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "games"
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


class RulesNotFound(LookupError):
    """No written rules for the game, or no section for the topic; the text says which."""


def rules_text(game: str, rules_dir: Path | None = None) -> str | None:
    if not re.fullmatch(r"[a-z0-9_]+", game):
        return None
    path = (rules_dir or RULES_DIR) / f"{game}.md"
    return path.read_text(encoding="utf-8") if path.is_file() else None


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


def read_rules(game: str, topic: str | None = None, rules_dir: Path | None = None) -> str:
    """The game's rules, or the section `topic` names; RulesNotFound says what is missing."""
    text = rules_text(game, rules_dir)
    if text is None:
        raise RulesNotFound(f"There are no written rules for '{game}' yet.")
    if not topic:
        return text
    section = find_section(text, topic)
    if section is None:
        known = ", ".join(headings(text)) or "none"
        raise RulesNotFound(f"No section of the {game} rules matches '{topic}'. Sections: {known}")
    return section
