"""The bot as `python -m bot` runs it: it opens its own store, runs its loops; and `sync` registers commands."""

import asyncio
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.discord_app import BotwarBot, ShardedBotwarBot, make_bot, sync_commands
from bot.settings import Settings, SettingsError, load_settings
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
    assert names == {"game", "hand", "act", "rules", "botwar", "settings", "deck", "card"}
    assert ("PUT", "/api/v10/applications/900000000000000001/guilds/123/commands") in fake.requests
    assert "synced 8 commands" in capsys.readouterr().out
    assert await sync_commands(settings, None) == 0
    assert ("PUT", "/api/v10/applications/900000000000000001/commands") in fake.requests


async def test_a_sharded_bot_on_postgresql_delivers_on_its_own(
    fake: FakeDiscord, pg_url: str, clock: FakeClock, with_highcard: None
) -> None:
    settings = Settings(database=pg_url, shards="0-1", shard_count=2, outbox_poll_seconds=60, deadline_poll_seconds=60)
    bot = make_bot(settings, clock=clock, guild_ready_timeout=0.05)
    assert isinstance(bot, ShardedBotwarBot) and bot.shard_ids == [0, 1]

    async def at_once(shard_id: int | None, *, initial: bool = False) -> None:
        """The fake gateway has no identify rate limit (Discord's: 5 s between shards)."""

    bot.before_identify_hook = at_once  # type: ignore[method-assign]
    task = asyncio.create_task(bot.start("fake-token"))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        h = Harness(fake, Path("unused.db"), clock)
        h.bot = bot
        await h.command("game", "new", user=ALICE, game="highcard")
        await h.command("game", "join", user=BOB, match=1)
        await h.command("game", "start", user=ALICE, match=1)
        # No poll within the test: the commit's NOTIFY (or the action itself) woke the dispatcher.
        await until(
            lambda: any(m.custom_ids for m in fake.dms_to(ALICE)) and any(m.custom_ids for m in fake.dms_to(BOB))
        )
    finally:
        await asyncio.wait_for(bot.close(), 30)
        await asyncio.wait_for(asyncio.gather(task, return_exceptions=True), 30)


def test_shard_settings_are_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOTWAR_SHARDS", "0,2,4-5")
    monkeypatch.setenv("BOTWAR_SHARD_COUNT", "6")
    settings = load_settings(None)
    assert (settings.shards, settings.shard_count) == ((0, 2, 4, 5), 6)
    bot = make_bot(settings)
    assert isinstance(bot, ShardedBotwarBot) and (bot.shard_ids, bot.shard_count) == ([0, 2, 4, 5], 6)
    monkeypatch.delenv("BOTWAR_SHARDS")
    assert isinstance(make_bot(load_settings(None)), ShardedBotwarBot), "every shard in one process"
    monkeypatch.delenv("BOTWAR_SHARD_COUNT")
    assert not isinstance(make_bot(load_settings(None)), ShardedBotwarBot)
    for shards, count, problem in [
        ("0-3", None, "needs BOTWAR_SHARD_COUNT"),
        ("6-7", "8", "BOTWAR_SHARDS"),
        ("5-9", "8", "shard 9 does not exist"),
        ("0,0", "2", "each shard once"),
        ("x", "2", "not a shard number"),
    ]:
        monkeypatch.setenv("BOTWAR_SHARDS", shards)
        if count is None:
            monkeypatch.delenv("BOTWAR_SHARD_COUNT", raising=False)
        else:
            monkeypatch.setenv("BOTWAR_SHARD_COUNT", count)
        if problem == "BOTWAR_SHARDS":
            assert load_settings(None).shards == (6, 7)
            continue
        with pytest.raises(SettingsError, match=problem):
            load_settings(None)
