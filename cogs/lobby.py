"""/game ...: create, join, leave, start, add AI, kick, cancel, list, status and settings of matches."""

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import LobbyError
from bot.games import get_game
from bot.options_text import parse_options_text
from bot.service import MatchSummary
from bot.text import markdown_safe
from bot.wording import Wording
from cogs.app import BotwarApp
from cogs.autocomplete import channel_matches, game_names, match_choice, my_matches
from cogs.common import is_manager, reader_locale, user_of, words
from cogs.decks import playable_decks
from cogs.delivery import DMS_CLOSED
from cogs.embeds import view_embed
from cogs.limits import CONTENT, cut_lines

log = logging.getLogger(__name__)


class Lobby(commands.Cog):
    game = app_commands.Group(name="game", description="Create, join and run matches", guild_only=True)

    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        return True

    @game.command(name="new", description="Open a new match in this channel")
    @app_commands.describe(
        game="Which game",
        options="Game options as name=value, e.g. 'recycling=yes' in Stak Bots",
        ai_players="AI players to seat right away",
        deck="The deck you bring (Doomtrooper): one of yours from /deck, or a preconstructed one",
    )
    @app_commands.autocomplete(game=game_names)
    @app_commands.autocomplete(deck=playable_decks)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        ai_players: app_commands.Range[int, 0, 10] = 0,
        deck: str | None = None,
    ) -> None:
        chosen = get_game(game)
        parsed = parse_options_text(options)
        if ai_players > chosen.max_players - 1:
            raise LobbyError("error-too-many-ai", game=chosen.title, max=chosen.max_players)
        user = user_of(interaction)
        match = await self.bot.service.create_match(
            chosen.name,
            user,
            parsed,
            channel_id=str(interaction.channel_id),
            deck=deck,
        )
        for _ in range(ai_players):
            match = await self.bot.service.add_ai(match.id, user)
        # Refusals above answer ephemerally; from here on only the thread (a slow request) remains.
        await interaction.response.defer(thinking=True)
        thread = await self._open_thread(interaction, match)
        said = await self._public(interaction)
        opened = said.line(
            "discord-opened",
            mention=interaction.user.mention,
            game=chosen.title,
            match=str(match.id),
            seated=len(match.seats),
            max=chosen.max_players,
        )
        where = " " + said.line("discord-play-in", thread=thread) if thread else ""
        await interaction.followup.send(opened + where)
        await self._tell_deck(interaction, match.id, deck)
        await self._check_dms(interaction)

    @game.command(name="join", description="Take a seat in a match (a running one too, if its game takes late joiners)")
    @app_commands.describe(deck="The deck you bring (Doomtrooper); join again with another to change it")
    @app_commands.autocomplete(match=channel_matches)
    @app_commands.autocomplete(deck=playable_decks)
    async def join(self, interaction: discord.Interaction, match: int, deck: str | None = None) -> None:
        seated = deck and await self.bot.service.seat_number(match, user_of(interaction)) is not None
        record = await self.bot.service.join(match, user_of(interaction), deck)
        if seated:  # only the deck they bring changed: no news for the channel
            said = words(await reader_locale(interaction))
            line = said.line("discord-deck-brought", deck=markdown_safe((deck or "").strip()), match=str(record.id))
            await interaction.response.send_message(line, ephemeral=True)
            return
        if record.status == "active":  # a late joiner: their table goes out by DM
            self.bot.dispatcher.wake()
        said = await self._public(interaction)
        await interaction.response.send_message(
            said.line("discord-joined", mention=interaction.user.mention, **_seats(record))
        )
        await self._tell_deck(interaction, record.id, deck)
        await self._check_dms(interaction)

    async def _tell_deck(self, interaction: discord.Interaction, match_id: int, deck: str | None) -> None:
        """Only the player reads which deck they bring (the table learns it at the start)."""
        if deck:
            said = words(await reader_locale(interaction))
            await interaction.followup.send(
                said.line("discord-deck-brought", deck=markdown_safe(deck.strip()), match=str(match_id)), ephemeral=True
            )

    @game.command(name="leave", description="Leave a match (the AI takes your seat in a running one)")
    @app_commands.autocomplete(match=my_matches)
    async def leave(self, interaction: discord.Interaction, match: int) -> None:
        # Ephemeral: the AI may take several turns; the thread announces the departure.
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.leave(match, user_of(interaction))
        self.bot.dispatcher.wake()
        said = words(await reader_locale(interaction))
        await interaction.followup.send(said.line("discord-left", match=str(record.id)), ephemeral=True)

    @game.command(name="start", description="Start a match (its creator or a server manager)")
    @app_commands.autocomplete(match=channel_matches)
    async def start(self, interaction: discord.Interaction, match: int) -> None:
        # Ephemeral: AI seats may play first; the thread announces the start to everyone.
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.start(match, user_of(interaction), is_admin=is_manager(interaction))
        thread = await self._open_thread(interaction, record)
        for seat in record.seats:
            if seat.user_id and not seat.is_ai and await self.bot.service.users.dms_closed(seat.user_id):
                await self.bot.dispatcher.announce_dms_closed(record.id, seat.user_id)
        self.bot.dispatcher.wake()
        said = words(await reader_locale(interaction))
        where = " " + said.line("discord-follow-in", thread=thread) if thread else ""
        await interaction.followup.send(said.line("discord-started", match=str(record.id)) + where, ephemeral=True)

    @game.command(name="addai", description="Seat an AI player (the creator)")
    @app_commands.autocomplete(match=channel_matches)
    async def addai(self, interaction: discord.Interaction, match: int) -> None:
        record = await self.bot.service.add_ai(match, user_of(interaction))
        if record.status == "active":  # seated in a running match: the thread hears of it
            self.bot.dispatcher.wake()
        said = await self._public(interaction)
        await interaction.response.send_message(said.line("discord-ai-joined", **_seats(record)))

    @game.command(name="cancel", description="Cancel a match (its creator or a server manager)")
    @app_commands.autocomplete(match=channel_matches)
    async def cancel(self, interaction: discord.Interaction, match: int) -> None:
        record = await self.bot.service.cancel(match, user_of(interaction), is_admin=is_manager(interaction))
        self.bot.dispatcher.wake()
        said = await self._public(interaction)
        await interaction.response.send_message(said.line("discord-cancelled", match=str(record.id)))

    @game.command(name="kick", description="Remove a player (its creator or a server manager); the AI takes the seat")
    @app_commands.describe(player="The member to remove")
    @app_commands.autocomplete(match=channel_matches)
    async def kick(self, interaction: discord.Interaction, match: int, player: discord.Member) -> None:
        # Ephemeral like /game leave: the match thread announces the removal to everyone.
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.remove_player(
            match, user_of(interaction), str(player.id), is_admin=is_manager(interaction)
        )
        self.bot.dispatcher.wake()
        said = words(await reader_locale(interaction))
        removed = said.line("discord-removed", name=markdown_safe(player.display_name), match=str(record.id))
        await interaction.followup.send(removed, ephemeral=True)

    @game.command(name="list", description="Matches in this channel")
    async def list_(self, interaction: discord.Interaction) -> None:
        matches = await self.bot.service.list_matches(channel_id=str(interaction.channel_id))
        locale = await reader_locale(interaction)
        lines = [match_choice(m, locale).name for m in matches] or [words(locale).line("discord-no-matches-here")]
        await interaction.response.send_message(cut_lines(lines, CONTENT, locale), ephemeral=True)

    @game.command(name="status", description="Where a match stands (the public view)")
    @app_commands.autocomplete(match=channel_matches)
    async def status(self, interaction: discord.Interaction, match: int) -> None:
        locale = await reader_locale(interaction)
        view = await self.bot.service.status(match, user_of(interaction), locale=locale, markdown=True)
        await interaction.response.send_message(embed=view_embed(view), ephemeral=True)

    @game.command(name="settings", description="Time per decision and AI takeover (creator or server manager)")
    @app_commands.describe(
        hours="Hours per decision",
        reminder_hours="Remind this many hours before a deadline (0: never)",
        ai_takeover_after="Missed deadlines in a row before the AI takes a seat (0: never)",
        reaction_hours="Hours a reaction window (a joker's bug) stays open",
    )
    @app_commands.autocomplete(match=channel_matches)
    async def settings(
        self,
        interaction: discord.Interaction,
        match: int,
        hours: float | None = None,
        reminder_hours: float | None = None,
        ai_takeover_after: int | None = None,
        reaction_hours: float | None = None,
    ) -> None:
        given = {
            "decision_hours": hours,
            "reminder_hours": reminder_hours,
            "ai_takeover_after": ai_takeover_after,
            "reaction_hours": reaction_hours,
        }
        changes = {k: v for k, v in given.items() if v is not None}
        record = await self.bot.service.update_settings(
            match, user_of(interaction), changes, is_admin=is_manager(interaction)
        )
        s = record.settings
        said = words(await reader_locale(interaction)).line(
            "discord-settings",
            match=str(record.id),
            hours=_number(s.decision_hours),
            reminder=_number(s.reminder_hours),
            takeover=s.ai_takeover_after,
            reaction=_number(s.reaction_hours),
        )
        await interaction.response.send_message(said, ephemeral=True)

    async def _public(self, interaction: discord.Interaction) -> Wording:
        """The words of a reply everyone in the channel reads: the server's language."""
        guild = str(interaction.guild_id) if interaction.guild_id is not None else None
        return words(await self.bot.service.languages.for_thread(guild))

    async def _open_thread(self, interaction: discord.Interaction, match: MatchSummary) -> str | None:
        """One public thread per match in the channel it was created in; returns its mention."""
        if match.thread_id:
            return f"<#{match.thread_id}>"
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            await self.bot.service.set_thread(match.id, str(channel.id))
            return channel.mention
        if not isinstance(channel, discord.TextChannel):
            return None
        try:
            thread = await channel.create_thread(
                name=f"{match.title} #{match.id}",
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.HTTPException:
            log.warning("could not create a thread for match %s; using the channel", match.id, exc_info=True)
            return None
        await self.bot.service.set_thread(match.id, str(thread.id))
        return thread.mention

    async def _check_dms(self, interaction: discord.Interaction) -> None:
        """A short welcome DM, once per user (and as the probe when their DMs were closed);
        if DMs are closed, say so privately and remember it (bot/users.py)."""
        users = self.bot.service.users
        user_id = str(interaction.user.id)
        if not await users.needs_welcome(user_id):
            return
        said = words(await reader_locale(interaction))
        try:
            await interaction.user.send(said.line("discord-welcome"))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            await users.dm_refused(user_id)
            await interaction.followup.send(said.line("discord-dms-closed-hint"), ephemeral=True)
            return
        await users.dm_delivered(user_id, welcome=True)


def _seats(match: MatchSummary) -> dict[str, str | int]:
    """The arguments of a lobby line: the match, how many are seated of how many, and who."""
    players = ", ".join(markdown_safe(s.name) for s in match.seats)
    return {"match": str(match.id), "seated": len(match.seats), "max": match.max_players, "players": players}


def _number(hours: float) -> int | str:
    """Hours as a catalogue argument: whole hours as numbers (plural forms), others as written."""
    return int(hours) if float(hours).is_integer() else str(hours)
