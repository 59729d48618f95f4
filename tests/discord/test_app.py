"""The bot as `python -m bot` runs it: it opens its own store, runs its loops; and `sync` registers commands."""

import asyncio
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.discord_app import BotwarBot, sync_commands
from bot.settings import Settings
from tests.conftest import FakeClock
from tests.discord.conftest import ALICE, BOB, Harness
from tests.discord.fake_discord import FakeDiscord, until


async def test_the_running_bot_delivers_on_its_own(
    fake: FakeDiscord, tmp_path: Path, clock: FakeClock, with_highcard: None
) -> None:
    settings = Settings(database=tmp_path / "own.db", outbox_poll_seconds=5, deadline_poll_seconds=60)
    bot = BotwarBot(settings, clock=clock, guild_ready_timeout=0.05)
    task = asyncio.create_task(bot.start("fake-token"))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        h = Harness(fake, Path(settings.database), clock)
        h.bot = bot
        await h.command("game", "new", user=ALICE, game="highcard")
        await h.command("game", "join", user=BOB, match=1)
        await h.command("game", "start", user=ALICE, match=1)
        # No manual delivery: the action woke the dispatcher.
        await until(
            lambda: any(m.custom_ids for m in fake.dms_to(ALICE)) and any(m.custom_ids for m in fake.dms_to(BOB))
        )
    finally:
        # Bounded, so that a shutdown that hangs fails this test instead of the whole run.
        await asyncio.wait_for(bot.close(), 30)
        await asyncio.wait_for(asyncio.gather(task, return_exceptions=True), 30)


async def test_sync_registers_the_commands(
    fake: FakeDiscord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = Settings(discord_token=SecretStr("fake-token"), database=tmp_path / "sync.db")
    assert await sync_commands(settings, 123) == 0
    names = {c["name"] for c in fake.commands_synced}
    assert names == {"game", "hand", "act", "rules", "botwar", "settings"}
    assert ("PUT", "/api/v10/applications/900000000000000001/guilds/123/commands") in fake.requests
    assert "synced 6 commands" in capsys.readouterr().out
    assert await sync_commands(settings, None) == 0
    assert ("PUT", "/api/v10/applications/900000000000000001/commands") in fake.requests
