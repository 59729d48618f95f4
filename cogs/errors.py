"""Turn any failure into one short ephemeral sentence; unexpected ones are logged, never shown."""

import logging

import discord
from discord import app_commands

from bot.errors import USER_ERRORS, refusal
from bot.wording import DEFAULT_LOCALE, locale_of
from cogs.common import reader_locale, words
from cogs.limits import fit_content

log = logging.getLogger(__name__)


def sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return words(DEFAULT_LOCALE).line("discord-unexpected")
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def error_text(error: BaseException, locale: str = DEFAULT_LOCALE) -> str | None:
    """The sentence for an error the user caused, in `locale`, or None for a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, USER_ERRORS):
        return sentence(refusal(error, locale))
    if isinstance(error, app_commands.NoPrivateMessage):
        return words(locale).line("discord-guild-only")
    if isinstance(error, app_commands.MissingPermissions):
        return words(locale).line("discord-managers-only")
    if isinstance(error, app_commands.CheckFailure):
        return sentence(str(error)) if str(error) else words(locale).line("discord-managers-only")
    return None


async def send_ephemeral(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


ALREADY_ANSWERED = (40060, 10062)
"""Discord's codes for an interaction that was answered already, or has expired."""


def already_answered(error: BaseException) -> bool:
    """The interaction was delivered twice (or too late): the first delivery answered it."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    return isinstance(error, discord.HTTPException) and error.code in ALREADY_ANSWERED


async def _locale(interaction: discord.Interaction) -> str:
    """The reader's language; the client's when even that read fails (the store may be why)."""
    try:
        return await reader_locale(interaction)
    except Exception:
        return locale_of(str(interaction.locale))


async def reply_error(interaction: discord.Interaction, error: BaseException) -> None:
    if already_answered(error):
        log.info("interaction %s was answered already (delivered twice); nothing more to say", interaction.id)
        return
    locale = await _locale(interaction)
    try:
        text = error_text(error, locale)
    except Exception:  # a refusal that cannot be worded (a bug): the user still gets an answer
        log.exception("could not word the error of interaction %s", interaction.id)
        text = None
    if text is None:
        log.error("unexpected error handling interaction %s", interaction.id, exc_info=error)
        text = words(locale).line("discord-unexpected")
    try:
        await send_ephemeral(interaction, fit_content(text, locale))
    except discord.HTTPException as failed:
        if already_answered(failed):
            log.info("interaction %s was answered already (delivered twice); nothing more to say", interaction.id)
            return
        log.warning("could not tell the user about an error (interaction %s)", interaction.id, exc_info=True)
