"""Every locale's catalogues hold every English message, each with the same arguments.

English (bot/locales/en) is the source: a translation has every English key and no other,
uses every argument the English message shows (names, cards, numbers), and no argument the
message is never given. A `Seat` argument `x` always comes with `x_you`, so either may be
used whether or not English does (Finnish may need the second person where English does not).
"""

from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from bot.wording import CATALOGUES, DEFAULT_LOCALE, LOCALES

ENGLISH = sorted(p.name for p in (CATALOGUES / DEFAULT_LOCALE).glob("*.ftl"))
TRANSLATED = [locale for locale in LOCALES if locale != DEFAULT_LOCALE]


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    # Named as Fluent's Visitor dispatches: visit_<node class>.
    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(path: Path) -> dict[str, set[str]]:
    """Each message's key mapped to the variables it uses; a syntax error fails the test."""
    resource = parse(path.read_text(encoding="utf-8"))
    broken = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not broken, f"{path}: cannot parse {(broken[0].content or '').strip()[:120]!r}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            assert entry.id.name not in found, f"{path}: {entry.id.name} is defined twice"
            variables = _Variables()
            variables.visit(entry)
            found[entry.id.name] = variables.names
    return found


def given(english: set[str]) -> set[str]:
    """The arguments a message is rendered with: its English ones, and both forms of a seat."""
    return english | {f"{v}_you" for v in english} | {v.removesuffix("_you") for v in english}


@pytest.mark.parametrize("name", ENGLISH)
@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_english_message_is_translated_with_the_same_arguments(locale: str, name: str) -> None:
    path = CATALOGUES / locale / name
    assert path.is_file(), f"{locale} has no {name}"
    source, translated = messages(CATALOGUES / DEFAULT_LOCALE / name), messages(path)
    assert sorted(source.keys() - translated.keys()) == [], f"{locale}/{name} lacks these"
    assert sorted(translated.keys() - source.keys()) == [], f"{locale}/{name} has keys English does not"
    for key, english in source.items():
        shown = {v for v in english if not v.endswith("_you")}
        assert shown <= translated[key], f"{locale}/{name} {key} leaves out {sorted(shown - translated[key])}"
        unknown = translated[key] - given(english)
        assert not unknown, f"{locale}/{name} {key} uses {sorted(unknown)}, which it is never given"
