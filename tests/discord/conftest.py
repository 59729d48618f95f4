"""Fixtures: a started fake Discord and a harness that runs real discord.py bots against it."""

import asyncio
import io
import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import yarl

from bot.discord_app import BotwarBot
from bot.service import GameService
from bot.settings import Settings
from storage import SqliteStore
from tests.conftest import FakeClock
from tests.discord.fake_discord import (
    ALL_PERMISSIONS,
    APP_ID,
    CHANNEL_ID,
    GUILD_ID,
    MEMBER_PERMISSIONS,
    TIMESTAMP,
    FakeDiscord,
    Sent,
    until,
    user_payload,
)

ALICE, BOB, CAROL, MANAGER = 101, 102, 103, 104
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol", MANAGER: "Mona"}
OPTION_TYPES = {str: 3, int: 4, bool: 5, float: 10}


@dataclass(frozen=True)
class Member:
    """A member option value (type 6), resolved the way Discord sends it."""

    user_id: int


HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-dynamic-item")
HANDLER_TIMEOUT = 30.0
"""Seconds a handler may run before the test fails with its stack (instead of hanging)."""


class Harness:
    """One bot on one database; `restart()` replaces it with a fresh client on the same file."""

    def __init__(self, fake: FakeDiscord, database: Path, clock: FakeClock) -> None:
        self.fake = fake
        self.database = database
        self.clock = clock
        self.ids = itertools.count(5_000_000_000_000_000_000)
        self.store: SqliteStore | None = None
        self.bot: BotwarBot | None = None
        self._task: asyncio.Task[None] | None = None
        self.locales: dict[int, str] = {}
        """Each user's Discord client language (default en-US)."""
        self.guild_locale = "en-US"

    @property
    def service(self) -> GameService:
        assert self.bot is not None
        return self.bot.service

    async def start(self) -> BotwarBot:
        self.store = SqliteStore(self.database)
        await self.store.open()
        settings = Settings(database=self.database)
        service = GameService(self.store, self.clock)
        self.bot = BotwarBot(settings, service=service, run_loops=False, guild_ready_timeout=0.05)
        self._task = asyncio.create_task(self.bot.start("fake-token"))
        await asyncio.wait_for(self.bot.wait_until_ready(), 10)
        return self.bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
        if self.store is not None:
            await self.store.close()
        self.bot = self._task = self.store = None

    async def restart(self) -> BotwarBot:
        await self.stop()
        return await self.start()

    async def deliver(self) -> int:
        assert self.bot is not None
        return await self.bot.dispatcher.run_once()

    # -- interactions ----------------------------------------------------------------------

    def _base(
        self, kind: int, user: int, data: dict[str, Any], *, dm: bool, manager: bool, guild: int = GUILD_ID
    ) -> dict[str, Any]:
        """An interaction payload; `guild` another server's id sends it from there (its own channel)."""
        interaction_id = next(self.ids)
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"token-{interaction_id}",
            "version": 1,
            "data": data,
            "app_permissions": ALL_PERMISSIONS,
            "locale": self.locales.get(user, "en-US"),
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "authorizing_integration_owners": {},
        }
        who = user_payload(user, NAMES.get(user, f"user{user}"))
        if dm:
            payload["channel_id"] = str(900 + user)
            payload["channel"] = {"id": str(900 + user), "type": 1}
            payload["user"] = who
            payload["context"] = 1
        else:
            channel = CHANNEL_ID if guild == GUILD_ID else guild + 1
            payload["guild_id"] = str(guild)
            payload["guild_locale"] = self.guild_locale
            payload["channel_id"] = str(channel)
            payload["channel"] = {
                "id": str(channel),
                "type": 0,
                "guild_id": str(guild),
                "name": "games",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            }
            payload["member"] = {
                "user": who,
                "roles": [],
                "joined_at": TIMESTAMP,
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": ALL_PERMISSIONS if manager else MEMBER_PERMISSIONS,
            }
            payload["context"] = 0
        return payload

    async def send(self, payload: dict[str, Any]) -> list[Sent]:
        """Deliver an INTERACTION_CREATE and wait until the bot's handler has finished."""
        token = payload["token"]
        await self.fake.dispatch("INTERACTION_CREATE", payload)
        await until(lambda: self.fake.callback(token) or self.fake.replies(token))
        deadline = asyncio.get_running_loop().time() + HANDLER_TIMEOUT
        while busy := [t for t in asyncio.all_tasks() if t.get_name().startswith(HANDLER_TASKS) and not t.done()]:
            if asyncio.get_running_loop().time() > deadline:
                stacks = io.StringIO()
                for task in busy:
                    task.print_stack(file=stacks)
                raise AssertionError(f"handlers still running after {HANDLER_TIMEOUT} s:\n{stacks.getvalue()}")
            await asyncio.wait(busy, timeout=1)
        return self.fake.replies(token)

    async def command(
        self,
        name: str,
        sub: str | None = None,
        *,
        user: int = ALICE,
        dm: bool = False,
        manager: bool = False,
        guild: int = GUILD_ID,
        **options: Any,
    ) -> list[Sent]:
        return await self.send(
            self.command_payload(name, sub, user=user, dm=dm, manager=manager, guild=guild, **options)
        )

    def command_payload(
        self,
        name: str,
        sub: str | None = None,
        *,
        user: int = ALICE,
        dm: bool = False,
        manager: bool = False,
        guild: int = GUILD_ID,
        **options: Any,
    ) -> dict[str, Any]:
        """The INTERACTION_CREATE of a slash command (for bots in other processes: tests/discord/bot_process.py)."""
        values = [
            {"name": k, "type": 6, "value": str(v.user_id)}
            if isinstance(v, Member)
            else {"name": k, "type": OPTION_TYPES[type(v)], "value": v}
            for k, v in options.items()
        ]
        data: dict[str, Any] = {"id": "1", "name": name, "type": 1}
        members = [v.user_id for v in options.values() if isinstance(v, Member)]
        if members:
            data["resolved"] = {
                "users": {str(m): user_payload(m, NAMES.get(m, f"user{m}")) for m in members},
                "members": {
                    str(m): {"roles": [], "joined_at": TIMESTAMP, "deaf": False, "mute": False, "flags": 0}
                    for m in members
                },
            }
        data["options"] = [{"name": sub, "type": 1, "options": values}] if sub else values
        return self._base(2, user, data, dm=dm, manager=manager, guild=guild)

    async def click(
        self,
        message: Sent,
        custom_id: str,
        *,
        user: int,
        values: list[str] | None = None,
        interaction_id: int | None = None,
    ) -> list[Sent]:
        """A click on a component of a recorded message (a DM, a thread post or an ephemeral reply)."""
        return await self.send(
            self.click_payload(message, custom_id, user=user, values=values, interaction_id=interaction_id)
        )

    def click_payload(
        self,
        message: Sent,
        custom_id: str,
        *,
        user: int,
        values: list[str] | None = None,
        interaction_id: int | None = None,
    ) -> dict[str, Any]:
        """The INTERACTION_CREATE of a click (for bots in other processes: tests/discord/bot_process.py)."""
        component = next(c for row in message.components for c in row["components"] if c["custom_id"] == custom_id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        dm = message.channel_id is not None and message.channel_id in self.fake.dm_channels
        payload = self._base(3, user, data, dm=dm, manager=False)
        if dm:
            payload["channel_id"] = payload["channel"]["id"] = str(message.channel_id)
        if interaction_id is not None:
            payload["id"] = str(interaction_id)
            payload["token"] = f"token-{interaction_id}-{next(self.ids)}"
        payload["message"] = self.fake._message(message.channel_id or CHANNEL_ID, message.payload)
        return payload


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"{server.base}/api/v10")
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{server.port}/ws")
    )
    yield server
    await server.stop()
    assert not server.refused, f"Discord would have refused these requests: {server.refused}"


@pytest.fixture
async def harness(fake: FakeDiscord, tmp_path: Path, clock: FakeClock, with_highcard: None) -> AsyncIterator[Harness]:
    h = Harness(fake, tmp_path / "bot.db", clock)
    await h.start()
    yield h
    await h.stop()
