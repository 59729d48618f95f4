"""/rules in the reader's language (issue #18): every game's players' rules are translated into
every language the bot speaks, each a document of its own with headings in that language, and a
reader whose language lacks a game's rules reads the English ones."""

import re

import pytest

from bot.games import GAMES
from bot.rules import RULES_DIR, RulesNotFound, headings, read_rules, rules_path
from bot.wording import CATALOGUES, DEFAULT_LOCALE, LOCALES, command_words, wording_for

TRANSLATED = [locale for locale in LOCALES if locale != DEFAULT_LOCALE]


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_game_has_its_rules_in_every_language(locale: str, game: str) -> None:
    path = rules_path(game, locale)
    assert path == CATALOGUES / locale / "rules" / f"{game}.md", f"no {locale} rules for {game}"
    text = read_rules(game, locale=locale)
    english = (RULES_DIR / f"{game}.md").read_text(encoding="utf-8")
    assert text.splitlines()[0].startswith(f"# {GAMES[game].title.split()[0]}"), "the game's name as in English"
    sections = headings(text)
    assert len(sections) >= 4 and len(sections) == len(set(sections)), sections
    shared = set(sections[1:]) & set(headings(english))
    assert len(shared) <= 1, f"headings are in the reader's language (a cognate like 'Bots' aside): {shared}"
    # Sentences copied from English would read as English: at most a few lines (tables of
    # numbers, action strings) may be the same.
    prose = re.sub(r"```.*?```", "", text, flags=re.S)  # a board printed as the bot prints it
    lines = [line for line in prose.splitlines() if re.search(r"[A-Za-z]{4,}.*\s.*[A-Za-z]{4,}", line)]
    same = [line for line in lines if line in set(english.splitlines())]
    assert len(same) <= max(3, len(lines) // 20), same[:5]
    # Every action example keeps the protocol: a backticked action is one the English uses too.
    assert set(re.findall(r"`([a-z]+) ", text)) <= set(re.findall(r"`([a-z]+) ", english)) | {"rules"}


@pytest.mark.parametrize("locale", TRANSLATED)
def test_a_topic_is_found_by_its_heading_in_the_language(locale: str) -> None:
    text = read_rules("stakbots", locale=locale)
    heading = headings(text)[1]
    assert read_rules("stakbots", heading, locale=locale).splitlines()[0].endswith(heading)
    with pytest.raises(RulesNotFound) as missing:
        read_rules("stakbots", "no such topic", locale=locale)
    said = wording_for(None, locale).text(missing.value.message, [])
    assert "no such topic" in said and heading in said and said != wording_for(None).text(missing.value.message, [])


def test_a_section_only_the_english_rules_have_is_read_in_english() -> None:
    assert read_rules("bottisota2", "Roster", locale="sv").startswith("## Roster")
    assert read_rules("stakbots", "Rulings", locale="fi") == read_rules("stakbots", "Rulings")


def test_english_rules_are_the_design_documents() -> None:
    assert rules_path("stakbots") == RULES_DIR / "stakbots.md"
    assert rules_path("../etc/passwd", "fi") is None
    with pytest.raises(RulesNotFound):
        read_rules("nosuchgame", locale="fi")


@pytest.mark.parametrize("locale", TRANSLATED)
def test_slash_commands_in_the_rules_are_named_as_the_readers_client_shows_them(locale: str) -> None:
    """Discord shows localised command names (commands.ftl) to a client in that language, so the
    rules name them that way: `/spiel neu`, not `/game new`."""
    local = command_words(locale)
    english = command_words(DEFAULT_LOCALE)
    slash = re.compile(r"(?<![\w/.])/([a-zäöüå-]+)(?: ([a-zäöüå-]+))?")
    commands = {english[k]: local[k] for k in english if k.startswith("cmd-") and not k.endswith("-desc")}
    for game in GAMES:
        text = read_rules(game, locale=locale)
        for group, sub in slash.findall(text):
            if group in commands.values() or group not in commands:
                continue  # localised already, or not a command (a path, "/left")
            assert commands[group] == group, f"{locale} {game}: /{group} {sub} is not named as in {locale}"
