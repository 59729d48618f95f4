"""The Discord front end: the bot class, `run_bot` and `sync_commands` (called by bot/cli.py).

This is the Discord side's composition root: setup_hook opens the store named by BOTWAR_DB
(storage/factory.py: SQLite or PostgreSQL; the only place on this side that picks one),
builds the GameService, loads the cogs, registers the dynamic buttons and starts the
deadline loop and the outbox dispatcher (woken by other processes' messages too, on
PostgreSQL). The cogs get this bot (typed by the Protocols in cogs/app.py) and never import
this module. Commands are synced
only on purpose (`python -m bot sync`), never on start.
"""

import asyncio
import logging
import sys
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.service import GameService
from bot.settings import Settings
from cogs.admin import Admin
from cogs.components import DYNAMIC_ITEMS
from cogs.deadlines import DeadlineLoop
from cogs.decks import Decks
from cogs.delivery import Dispatcher
from cogs.errors import reply_error
from cogs.housekeeping import Housekeeping
from cogs.languages import LanguageSettings
from cogs.lobby import Lobby
from cogs.play import Play
from cogs.rules import Rules
from cogs.seen import Seen
from cogs.translator import CatalogueTranslator
from storage import MatchStore
from storage.errors import StoreError
from storage.factory import serving_lock, store_for

log = logging.getLogger(__name__)


class BotwarTree(app_commands.CommandTree["BotwarBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await reply_error(interaction, error)


class BotwarBot(commands.Bot):
    """Tests inject a service (with a fake clock) and pass run_loops=False to drive loops by hand."""

    def __init__(
        self,
        settings: Settings,
        *,
        service: GameService | None = None,
        clock: Callable[[], float] | None = None,
        run_loops: bool = True,
        **options: Any,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=BotwarTree,
            # Nobody is pinged unless a send names them (docs/discord.md, "Mentions and names").
            allowed_mentions=discord.AllowedMentions.none(),
            **options,
        )
        self.settings = settings
        self._service = service
        self._clock = clock
        self._own_store: MatchStore | None = None
        self.run_loops = run_loops
        self.dispatcher = Dispatcher(self)
        self.deadlines = DeadlineLoop(self)
        self.housekeeping = Housekeeping(self)
        self._loops: list[asyncio.Task[None]] = []

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise RuntimeError("the bot is not set up yet")
        return self._service

    async def setup_hook(self) -> None:
        if self._service is None:
            self._own_store = store_for(self.settings.database, synchronous=self.settings.db_sync)
            await self._own_store.open()
            self._service = GameService(self._own_store, self._clock) if self._clock else GameService(self._own_store)
        await self.tree.set_translator(CatalogueTranslator())
        for cog in (Lobby(self), Play(self), Rules(), Admin(), Seen(self), LanguageSettings(self), Decks(self)):
            await self.add_cog(cog)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.run_loops:
            await self.service.watch_messages(self.dispatcher.wake)
            self._loops = [
                asyncio.create_task(self.deadlines.run_forever(), name="botwar-deadlines"),
                asyncio.create_task(self.dispatcher.run_forever(), name="botwar-outbox"),
                asyncio.create_task(self.housekeeping.run_forever(), name="botwar-housekeeping"),
            ]

    async def close(self) -> None:
        for task in self._loops:
            task.cancel()
        await asyncio.gather(*self._loops, return_exceptions=True)
        self._loops = []
        await super().close()
        if self._own_store is not None:
            await self._own_store.close()
            self._own_store = None


def _token(settings: Settings) -> str:
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set")
    return settings.discord_token.get_secret_value().strip()


CONNECTION_ERRORS = (OSError, aiohttp.ClientError, discord.GatewayNotFound, discord.HTTPException, TimeoutError)
"""No network, Discord down or unreachable: told in one line, not as a traceback."""
BAD_TOKEN = (
    "botwar: Discord refused the token in DISCORD_TOKEN; copy it again from the developer portal "
    "(your application, Bot, Reset Token) into .env"
)


def _cannot_reach(error: BaseException) -> str:
    return f"botwar: cannot reach Discord ({type(error).__name__}: {error}); check the network connection and retry"


class ShardedBotwarBot(BotwarBot, commands.AutoShardedBot):
    """The bot on the shards BOTWAR_SHARDS of BOTWAR_SHARD_COUNT (docs/deployment.md).

    Several processes, each with its own shards, share one PostgreSQL store: an interaction
    or a DM about any match is handled by whichever process receives it, and per-match work
    is claimed in the store (compare-and-set, outbox claims, deadline leases)."""


def make_bot(settings: Settings, **options: Any) -> BotwarBot:
    """The bot for `settings`: sharded when BOTWAR_SHARDS or BOTWAR_SHARD_COUNT say so."""
    if settings.shard_count is None:
        return BotwarBot(settings, **options)
    shards = list(settings.shards) if settings.shards is not None else list(range(settings.shard_count))
    return ShardedBotwarBot(settings, shard_ids=shards, shard_count=settings.shard_count, **options)


def run_bot(settings: Settings) -> int:
    """`python -m bot`: run until interrupted; returns the exit code.

    On SQLite the bot holds the database's lock while it runs (storage/lock.py): a second bot
    on the same file is refused before it logs in. A store that cannot open (a damaged file,
    a missing folder) is refused in one line too."""
    level = logging.getLevelNamesMapping().get(settings.log_level.upper(), logging.INFO)
    try:
        with serving_lock(settings.database):
            make_bot(settings).run(_token(settings), log_level=level, root_logger=True)
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 1
    except CONNECTION_ERRORS as error:
        print(_cannot_reach(error), file=sys.stderr)
        return 1
    except StoreError as error:
        print(f"botwar: {error}", file=sys.stderr)
        return 1
    return 0


async def sync_commands(settings: Settings, guild_id: int | None) -> int:
    """`python -m bot sync [--guild ID]`: register the slash commands; returns the exit code.

    Without --guild, BOTWAR_DEV_GUILD (if set) is used; with neither, commands are global.
    """
    guild_id = guild_id if guild_id is not None else settings.dev_guild_id
    bot = BotwarBot(settings, run_loops=False)
    async with bot:
        try:
            await bot.login(_token(settings))
            if guild_id is None:
                synced = await bot.tree.sync()
                where = "globally (may take up to an hour to show)"
            else:
                guild = discord.Object(guild_id)
                bot.tree.copy_global_to(guild=guild)
                synced = await bot.tree.sync(guild=guild)
                where = f"to server {guild_id} (instant)"
        except discord.LoginFailure:
            print(BAD_TOKEN, file=sys.stderr)
            return 1
        except discord.HTTPException as error:
            print(f"botwar: sync failed: {error}")
            return 1
        except CONNECTION_ERRORS as error:
            print(_cannot_reach(error), file=sys.stderr)
            return 1
    print(f"botwar: synced {len(synced)} commands {where}: " + ", ".join(sorted(c.name for c in synced)))
    return 0
