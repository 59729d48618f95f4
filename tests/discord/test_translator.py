"""Command names and descriptions in fi, de and sv (cogs/translator.py, bot/locales/*/commands.ftl)."""

import re
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from pydantic import SecretStr

from bot.discord_app import BotwarBot, sync_commands
from bot.settings import Settings
from bot.wording import LOCALES, command_words
from cogs.translator import command_key
from tests.discord.fake_discord import FakeDiscord

NAME = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for command and option names (letters of any script, digits, - and _)."""


async def every_string(tmp_path: Path) -> list[tuple[Where, Any, str]]:
    """Each (location, data, English text) Discord would ask to translate."""
    bot = BotwarBot(Settings(database=tmp_path / "t.db"), run_loops=False)
    async with bot:
        await bot.setup_hook()
        found: list[tuple[Where, Any, str]] = []
        for command in bot.tree.walk_commands():
            group = isinstance(command, app_commands.Group)
            found.append((Where.group_name if group else Where.command_name, command, command.name))
            found.append(
                (Where.group_description if group else Where.command_description, command, command.description)
            )
            if isinstance(command, app_commands.Command):
                for parameter in command.parameters:
                    found.append((Where.parameter_name, parameter, parameter.name))
                    found.append((Where.parameter_description, parameter, parameter.description))
                    found += [(Where.choice_name, choice, choice.name) for choice in parameter.choices]
    return found


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_command_name_and_description_has_words_within_discords_rules(tmp_path: Path, locale: str) -> None:
    words = command_words(locale)
    for location, data, english in await every_string(tmp_path):
        key = command_key(location, data, english)
        if key is None:
            continue
        assert key in words, f"{locale}: no {key} for {english!r}"
        text = words[key]
        if location in (Where.command_name, Where.group_name, Where.parameter_name):
            assert NAME.match(text) and text == text.lower(), f"{locale} {key}: {text!r} is not a valid name"
        else:
            assert 1 <= len(text) <= 100, f"{locale} {key}: {len(text)} characters"
        if locale == "en":
            assert text == english, f"{key}: the English catalogue must say what the code says"


async def test_sync_sends_the_localised_names(fake: FakeDiscord, tmp_path: Path) -> None:
    settings = Settings(discord_token=SecretStr("fake-token"), database=tmp_path / "sync.db")
    assert await sync_commands(settings, 123) == 0
    game = next(c for c in fake.commands_synced if c["name"] == "game")
    assert game["name_localizations"] == {"fi": "peli", "de": "spiel", "sv-SE": "spel"}
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"]["fi"] == "uusi"
    assert new["description_localizations"]["de"] == "Eine neue Partie in diesem Kanal eröffnen"
    players = next(o for o in new["options"] if o["name"] == "ai_players")
    assert players["name_localizations"] == {"fi": "tekoälypelaajat", "de": "ki-spieler", "sv-SE": "ai-spelare"}
