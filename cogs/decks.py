"""/deck ... (build your own decks, in the games played with them) and /card (look a card, or
anything else a game names, up). Replies only you see.

Deck building lives in the service (`service.decks`, bot/decks.py) and the lookups in
bot/lookup.py; this cog names no game and only reads the options and shows the read models.
Every command takes an optional `game`: /card searches every game with things to look up
without it, /deck means the one game with deck building. A deck is chosen for a match with
`/game new … deck:` or `/game join … deck:` (cogs/lobby.py).
"""

import discord
from discord import app_commands
from discord.ext import commands

from bot.decks import deck_game, deck_games
from bot.errors import USER_ERRORS
from bot.lookup import card_sheet, catalogue_games, names
from bot.readmodels import DeckView
from bot.text import clip, markdown_safe
from bot.wording import locale_of
from cogs.app import BotwarApp
from cogs.common import app_of, reader_locale, user_of, words
from cogs.limits import CONTENT, choices, cut_lines, fit_embed

CODE_BLOCK = 1900
"""Characters of an exported list in one reply's code block (a message holds 2,000)."""
GAME = "Which game (leave it empty while only one game has decks of your own)"
"""The `game` option of every /deck command."""


def _game(interaction: discord.Interaction) -> str | None:
    """The game the command's `game` option names so far (None: not given)."""
    game = getattr(interaction.namespace, "game", None)
    return game if isinstance(game, str) and game.strip() else None


def _client_locale(interaction: discord.Interaction) -> str:
    """Autocomplete runs at every keystroke: the client's language, without a read."""
    return locale_of(str(interaction.locale))


async def lookup_games(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The games with things to look up (/card)."""
    key = current.strip().lower()
    return choices((g.title, g.name) for g in catalogue_games() if key in f"{g.name} {g.title}".lower())


async def building_games(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The games with deck building (/deck)."""
    key = current.strip().lower()
    return choices((g.title, g.name) for g in deck_games() if key in f"{g.name} {g.title}".lower())


async def things(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Names of the things to look up (/card): of the game chosen, else of every game."""
    return choices((n, n) for n in names(current, _game(interaction), _client_locale(interaction)))


async def cards(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Names of the cards of the deck's game (/deck add and remove)."""
    try:
        game = deck_game(_game(interaction)).name
    except USER_ERRORS:
        return []
    return choices((n, n) for n in names(current, game, _client_locale(interaction)))


async def my_decks(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's saved decks (for /deck commands)."""
    try:
        saved = await app_of(interaction).service.decks.names(user_of(interaction), game=_game(interaction))
    except USER_ERRORS:
        return []
    key = current.strip().lower()
    return choices((n, n) for n in saved if key in n.lower())


async def playable_decks(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's saved decks, then the preconstructed ones (to bring to a match): of the
    match's game when the command names it, else of every game with deck building."""
    try:
        found = await app_of(interaction).service.decks.playable(user_of(interaction), current, _game(interaction))
    except USER_ERRORS:
        return []
    return choices((n, n) for n in found)


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
    deck = app_commands.Group(name="deck", description="Build your own decks (only you see the replies)")

    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    @deck.command(name="new", description="Start a new, empty deck")
    @app_commands.describe(deck="The deck's name", game=GAME)
    @app_commands.autocomplete(game=building_games)
    async def new(self, interaction: discord.Interaction, deck: str, game: str | None = None) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.new(user_of(interaction), deck, game=game, locale=locale)
        note = words(locale).line("discord-deck-created", deck=markdown_safe(view.name))
        await interaction.response.send_message(embed=deck_embed(view, locale, note), ephemeral=True)

    @deck.command(name="add", description="Add copies of a card to a deck")
    @app_commands.describe(
        card="The card's name", copies="How many (1-5)", deck="Which deck (the one you changed last)", game=GAME
    )
    @app_commands.autocomplete(card=cards, deck=my_decks, game=building_games)
    async def add(
        self,
        interaction: discord.Interaction,
        card: str,
        copies: app_commands.Range[int, 1, 5] = 1,
        deck: str | None = None,
        game: str | None = None,
    ) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.add(user_of(interaction), card, copies, deck, game=game, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="remove", description="Take copies of a card out of a deck")
    @app_commands.describe(
        card="The card's name", copies="How many (1-5)", deck="Which deck (the one you changed last)", game=GAME
    )
    @app_commands.autocomplete(card=cards, deck=my_decks, game=building_games)
    async def remove(
        self,
        interaction: discord.Interaction,
        card: str,
        copies: app_commands.Range[int, 1, 5] = 1,
        deck: str | None = None,
        game: str | None = None,
    ) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.remove(user_of(interaction), card, copies, deck, game=game, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="show", description="Show a deck, and whether it may be played")
    @app_commands.describe(deck="Which deck (the one you changed last)", game=GAME)
    @app_commands.autocomplete(deck=my_decks, game=building_games)
    async def show(self, interaction: discord.Interaction, deck: str | None = None, game: str | None = None) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.show(user_of(interaction), deck, game=game, locale=locale)
        await interaction.response.send_message(embed=deck_embed(view, locale), ephemeral=True)

    @deck.command(name="list", description="Your decks")
    @app_commands.describe(game=GAME)
    @app_commands.autocomplete(game=building_games)
    async def list_(self, interaction: discord.Interaction, game: str | None = None) -> None:
        locale = await reader_locale(interaction)
        said = words(locale)
        decks = await self.bot.service.decks.list_decks(user_of(interaction), game=game, locale=locale)
        lines = [
            said.line(
                "discord-deck-list-line", deck=markdown_safe(d.name), count=d.count, legal="yes" if d.legal else "no"
            )
            for d in decks
        ] or [said.line("discord-deck-list-none")]
        await interaction.response.send_message(cut_lines(lines, CONTENT, locale), ephemeral=True)

    @deck.command(name="import", description="Fill a deck from a list: one 'n Card Name' per line or separated by ;")
    @app_commands.describe(
        text="The list, e.g. '5 Infantry; 3 Sea Lion'", deck="Which deck (created if need be)", game=GAME
    )
    @app_commands.autocomplete(deck=my_decks, game=building_games)
    async def import_(
        self, interaction: discord.Interaction, text: str, deck: str | None = None, game: str | None = None
    ) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.decks.import_text(user_of(interaction), text, deck, game=game, locale=locale)
        note = words(locale).line("discord-deck-imported", deck=markdown_safe(view.name), count=view.count)
        await interaction.response.send_message(embed=deck_embed(view, locale, note), ephemeral=True)

    @deck.command(name="export", description="A deck as text, one 'n Card Name' per line")
    @app_commands.describe(deck="Which deck (the one you changed last)", game=GAME)
    @app_commands.autocomplete(deck=my_decks, game=building_games)
    async def export(self, interaction: discord.Interaction, deck: str | None = None, game: str | None = None) -> None:
        locale = await reader_locale(interaction)
        name, text = await self.bot.service.decks.export(user_of(interaction), deck, game=game)
        said = words(locale)
        body = text.replace("```", "'''") or said.line("discord-deck-empty")
        reply = said.line("discord-deck-export", deck=markdown_safe(name)) + f"\n```\n{clip(body, CODE_BLOCK)}\n```"
        await interaction.response.send_message(reply, ephemeral=True)

    @deck.command(name="delete", description="Delete one of your decks")
    @app_commands.describe(deck="Which deck", game=GAME)
    @app_commands.autocomplete(deck=my_decks, game=building_games)
    async def delete(self, interaction: discord.Interaction, deck: str, game: str | None = None) -> None:
        locale = await reader_locale(interaction)
        name = await self.bot.service.decks.delete(user_of(interaction), deck, game=game)
        deleted = words(locale).line("discord-deck-deleted", deck=markdown_safe(name))
        await interaction.response.send_message(deleted, ephemeral=True)

    @app_commands.command(name="card", description="Look a card up, or anything else a game names (only you see it)")
    @app_commands.describe(card="The card's name", game="Which game (leave it empty to search every game)")
    @app_commands.autocomplete(card=things, game=lookup_games)
    async def card(self, interaction: discord.Interaction, card: str, game: str | None = None) -> None:
        sheet = card_sheet(card, game, await reader_locale(interaction))
        embed = discord.Embed(title=sheet.name, colour=discord.Colour.dark_red())
        for label, value in sheet.fields:
            embed.add_field(name=label, value=value, inline=len(value) < 40)
        for label, value in sheet.rulings:  # as many as fit: fit_embed drops the last ones
            embed.add_field(name=label, value=value, inline=False)
        embed.set_footer(text=" · ".join(p for p in (sheet.game, sheet.code) if p))
        await interaction.response.send_message(embed=fit_embed(embed), ephemeral=True)
