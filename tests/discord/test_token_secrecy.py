"""The Discord token is used, and never written anywhere: not in logs, errors, output or messages."""

import asyncio
import logging
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.discord_app import BotwarBot, sync_commands
from bot.settings import Settings
from tests.conftest import FakeClock
from tests.discord.conftest import ALICE, BOB, Harness
from tests.discord.fake_discord import FakeDiscord

TOKEN = "MTIzNDU2Nzg5.secret-Gx7-TOKEN-4f8a9e"


async def test_the_token_never_reaches_logs_errors_or_messages(
    fake: FakeDiscord,
    tmp_path: Path,
    clock: FakeClock,
    with_highcard: None,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    settings = Settings(discord_token=SecretStr(TOKEN), database=tmp_path / "t.db", log_level="DEBUG")
    bot = BotwarBot(settings, clock=clock, run_loops=False, guild_ready_timeout=0.05)
    task = asyncio.create_task(bot.start(TOKEN))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        h = Harness(fake, Path(settings.database), clock)
        h.bot = bot
        await h.command("game", "new", user=ALICE, game="highcard")
        await h.command("game", "join", user=BOB, match=1)
        fake.fail("POST", "/messages", 500, times=2, message="boom")
        await h.command("game", "start", user=ALICE, match=1)
        await h.command("act", user=ALICE, match=1, action="play nothing")
        await h.deliver()
        clock.advance(1)
        await h.deliver()
    finally:
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)
    fake.fail("GET", "/users/@me", 401, message="401: Unauthorized", code=0)
    assert await sync_commands(settings, 1) == 1

    assert f"Bot {TOKEN}" in fake.authorizations, "the token was really used"
    printed = capsys.readouterr()
    assert "Discord refused the token" in printed.err
    logged = caplog.text + "".join(str(r.args) for r in caplog.records)
    assert len(caplog.records) > 50, "debug logging really ran"
    for where, text in {
        "logs": logged,
        "output": printed.out + printed.err,
        "settings": repr(settings) + str(settings),
        "messages": "".join(str(m.payload) for m in fake.messages),
    }.items():
        assert TOKEN not in text, f"the token leaked into {where}"
        assert TOKEN.split(".")[-1] not in text, f"part of the token leaked into {where}"
