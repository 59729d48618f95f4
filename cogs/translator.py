"""Slash command names and descriptions in the user's client language (issue #18).

Discord shows each user the names of their own client language and always sends the bot
the English ones, so only `python -m bot sync` needs these. The words live in
`bot/locales/<locale>/commands.ftl`, keyed by where they are: `cmd-<command path>` (its
name), `cmd-<command path>-desc`, `opt-<command path>-<option>` and `-desc`, and
`choice-<...>` for fixed choices; the path joins a subcommand to its group with `-`
(`cmd-game-new`). English is the source (canonical names), so it is never translated.
"""

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.wording import command_words, locale_of

DISCORD_LOCALES = (discord.Locale.finnish, discord.Locale.german, discord.Locale.swedish)
FOLLOW_DISCORD = "Follow Discord"


def _path(command: Any) -> str:
    return str(command.qualified_name).replace(" ", "-")


def command_key(location: Where, data: Any, english: str) -> str | None:
    """The catalogue key of a string Discord asks to translate; None: not translated."""
    if location in (Where.command_name, Where.group_name):
        return f"cmd-{_path(data)}"
    if location in (Where.command_description, Where.group_description):
        return f"cmd-{_path(data)}-desc"
    if location is Where.parameter_name:
        return f"opt-{_path(data.command)}-{data.name}"
    if location is Where.parameter_description:
        return f"opt-{_path(data.command)}-{data.name}-desc" if english != "…" else None
    if location is Where.choice_name and english == FOLLOW_DISCORD:
        return "choice-follow-discord"  # the language names stay as each language writes itself
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale not in DISCORD_LOCALES:
            return None
        key = command_key(context.location, context.data, string.message)
        return command_words(locale_of(locale.value)).get(key) if key else None
