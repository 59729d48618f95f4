"""What the cogs need of the bot that runs them, as Protocols.

The cogs never import the bot module (bot/discord_app.py): it imports them, and hands them
itself (a cog's constructor, `interaction.client`). They reach the service, the settings of
their loops and the outbox dispatcher through these Protocols, so the arrow runs one way:
discord_app → cogs.
"""

from collections.abc import Sequence
from typing import Protocol

import discord

from bot.service import GameService


class LoopSettings(Protocol):
    """The settings the cogs' loops read (bot.settings.Settings has them)."""

    @property
    def deadline_poll_seconds(self) -> float: ...
    @property
    def outbox_poll_seconds(self) -> float: ...
    @property
    def send_timeout_seconds(self) -> float: ...
    @property
    def retention_hours(self) -> float: ...


class Delivery(Protocol):
    """The outbox dispatcher as the other cogs use it (cogs.delivery.Dispatcher)."""

    def wake(self) -> None:
        """Deliver now rather than at the next poll (called right after a change)."""
        ...

    async def announce_dms_closed(self, match_id: int, user_id: str) -> None: ...


class BotwarApp(Protocol):
    """The bot as every cog sees it."""

    @property
    def service(self) -> GameService: ...
    @property
    def settings(self) -> LoopSettings: ...
    @property
    def dispatcher(self) -> Delivery: ...


class DiscordApp(BotwarApp, Protocol):
    """The bot with the few client calls the dispatcher makes to reach threads and DMs."""

    @property
    def private_channels(self) -> Sequence[discord.abc.PrivateChannel]: ...

    def get_partial_messageable(
        self, id: int, *, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel: ...
