"""/deck ... (build your own Doomtrooper decks) and /card (look a card up). Replies only you see.

Deck building lives in the service (`service.decks`, bot/decks.py); this cog only reads the
options and shows the read models. A deck is chosen for a match with `/game new … deck:` or
`/game join … deck:` (cogs/lobby.py).
"""

import discord
from discord import app_commands
from discord.ext import commands

from bot.decks import card_names, card_sheet, deck_suggestions
from bot.readmodels import DeckView
from bot.text import clip, markdown_safe
from cogs.app import BotwarApp
from cogs.common import app_of, reader_locale, user_of, words
from cogs.limits import CONTENT, choices, cut_lines, fit_embed

CODE_BLOCK = 1900
"""Characters of an exported list in one reply's code block (a message holds 2,000)."""


async def cards(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return choices((n, n) for n in card_names(current))


async def my_decks(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's saved decks (for /deck commands)."""
    names = await app_of(interaction).service.decks.names(user_of(interaction))
    key = current.strip().lower()
    return choices((n, n) for n in names if key in n.lower())


async def playable_decks(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's saved decks, then the preconstructed ones (to bring to a match)."""
    names = await app_of(interaction).service.decks.names(user_of(interaction))
    return choices((n, n) for n in deck_suggestions(current, names))


def deck_embed(deck: DeckView, locale: str, note: str | None = None) -> discord.Embed:
    said = words(locale)
    title = said.line("discord-deck-title", deck=markdown_safe(deck.name), count=deck.count)
    body = "\n".join(deck.lines) or said.line("discord-deck-empty")
    if deck.legal:
        verdict = said.line("discord-deck-legal", deck=deck.name)  # in a code span: as written
    else:
        verdict = said.line("discord-deck-not-legal") + "\n" + "\n".join(f"- {p}" for p in deck.problems)
    description = "\n\n".join(p for p in (note, body, verdict) if p)
    colour = discord.Colour.green() if deck.legal else discord.Colour.orange()
    return fit_embed(discord.Embed(title=title, description=description, colour=colour))


class Decks(commands.Cog):
    deck = app_commands.Group(name="deck", description="Build your own Doomtrooper decks (only you see the replies)")

    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @deck.command(name="new", description="Start a new, empty deck")
    @app_commands.describe(deck="The deck's name")
    async def new(self, interaction: discord.Interaction, deck: str) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.new(user_of(interaction), deck, locale=locale)
        note = words(locale).line("discord-deck-created", deck=markdown_safe(view.name))
        await interaction.response.send_message(embed=deck_embed(view, locale, note), ephemeral=True)

    @deck.command(name="add", description="Add copies of a card to a deck")
    @app_commands.describe(
        card="The card's name", copies="How many (1-5)", deck="Which deck (the one you changed last)"
    )
    @app_commands.autocomplete(card=cards, deck=my_decks)
    async def add(
        self,
        interaction: discord.Interaction,
        card: str,
        copies: app_commands.Range[int, 1, 5] = 1,
        deck: str | None = None,
    ) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.add(user_of(interaction), card, copies, deck, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="remove", description="Take copies of a card out of a deck")
    @app_commands.describe(
        card="The card's name", copies="How many (1-5)", deck="Which deck (the one you changed last)"
    )
    @app_commands.autocomplete(card=cards, deck=my_decks)
    async def remove(
        self,
        interaction: discord.Interaction,
        card: str,
        copies: app_commands.Range[int, 1, 5] = 1,
        deck: str | None = None,
    ) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.remove(user_of(interaction), card, copies, deck, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="show", description="Show a deck, and whether it may be played")
    @app_commands.describe(deck="Which deck (the one you changed last)")
    @app_commands.autocomplete(deck=my_decks)
    async def show(self, interaction: discord.Interaction, deck: str | None = None) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.show(user_of(interaction), deck, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="list", description="Your decks")
    async def list_(self, interaction: discord.Interaction) -> None:
        locale = await reader_locale(interaction)
        said = words(locale)
        decks = await self.bot.service.decks.list_decks(user_of(interaction), locale=locale)
        lines = [
            said.line(
                "discord-deck-list-line", deck=markdown_safe(d.name), count=d.count, legal="yes" if d.legal else "no"
            )
            for d in decks
        ] or [said.line("discord-deck-list-none")]
        await interaction.response.send_message(cut_lines(lines, CONTENT, locale), ephemeral=True)

    @deck.command(name="import", description="Fill a deck from a list: one 'n Card Name' per line or separated by ;")
    @app_commands.describe(text="The list, e.g. '5 Infantry; 3 Sea Lion'", deck="Which deck (created if need be)")
    @app_commands.autocomplete(deck=my_decks)
    async def import_(self, interaction: discord.Interaction, text: str, deck: str | None = None) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.import_text(user_of(interaction), text, deck, locale=locale)
        note = words(locale).line("discord-deck-imported", deck=markdown_safe(view.name), count=view.count)
        await interaction.response.send_message(embed=deck_embed(view, locale, note), ephemeral=True)

    @deck.command(name="export", description="A deck as text, one 'n Card Name' per line")
    @app_commands.describe(deck="Which deck (the one you changed last)")
    @app_commands.autocomplete(deck=my_decks)
    async def export(self, interaction: discord.Interaction, deck: str | None = None) -> None:
        locale = await reader_locale(interaction)
        name, text = await self.bot.service.decks.export(user_of(interaction), deck)
        said = words(locale)
        body = text.replace("```", "'''") or said.line("discord-deck-empty")
        reply = said.line("discord-deck-export", deck=markdown_safe(name)) + f"\n```\n{clip(body, CODE_BLOCK)}\n```"
        await interaction.response.send_message(reply, ephemeral=True)

    @deck.command(name="delete", description="Delete one of your decks")
    @app_commands.describe(deck="Which deck")
    @app_commands.autocomplete(deck=my_decks)
    async def delete(self, interaction: discord.Interaction, deck: str) -> None:
        locale = await reader_locale(interaction)
        name = await self.bot.service.decks.delete(user_of(interaction), deck)
        deleted = words(locale).line("discord-deck-deleted", deck=markdown_safe(name))
        await interaction.response.send_message(deleted, ephemeral=True)

    @app_commands.command(name="card", description="Look a Doomtrooper card up (only you see it)")
    @app_commands.describe(card="The card's name")
    @app_commands.autocomplete(card=cards)
    async def card(self, interaction: discord.Interaction, card: str) -> None:
        sheet = card_sheet(card, await reader_locale(interaction))
        embed = discord.Embed(title=sheet.name, colour=discord.Colour.dark_red())
        for label, value in sheet.fields:
            embed.add_field(name=label, value=value, inline=len(value) < 40)
        for label, value in sheet.rulings:  # as many as fit: fit_embed drops the last ones
            embed.add_field(name=label, value=value, inline=False)
        embed.set_footer(text=sheet.code)
        await interaction.response.send_message(embed=fit_embed(embed), ephemeral=True)
