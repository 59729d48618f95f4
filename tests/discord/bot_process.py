"""One real bot process for tests/discord/test_two_bot_processes.py:
`python -m tests.discord.bot_process PORT DATABASE SHARD ORIGIN`.

The production client (bot.discord_app.make_bot, with its deadline loop, dispatcher and
housekeeping running) on shard SHARD of 2, talking to the fake Discord that the test runs on
127.0.0.1:PORT, on the PostgreSQL DATABASE. Two things differ from `python -m bot`, both so
that the test takes seconds: claims and leases last LEASE seconds instead of a minute, and
the game clock runs SPEEDUP times faster than real time from ORIGIN (the same in both
processes, so they agree on when a deadline falls due). Prints 'ready' once connected.
"""

import asyncio
import sys
import time

import discord
import yarl

from bot.discord_app import make_bot
from bot.games import GAMES
from bot.service import GameService
from bot.settings import Settings
from storage import PostgresStore
from tests.support.highcard import HIGHCARD

SPEEDUP = 10.0
LEASE = 3.0


async def main(port: int, database: str, shard: int, origin: float) -> None:
    GAMES.setdefault("highcard", HIGHCARD)
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/ws")
    store = PostgresStore(database, lease_seconds=LEASE, pool_size=4)
    await store.open()

    def clock() -> float:
        return origin + (time.time() - origin) * SPEEDUP

    settings = Settings(
        database=database, shards=str(shard), shard_count=2, deadline_poll_seconds=1, outbox_poll_seconds=0.5
    )
    bot = make_bot(settings, service=GameService(store, clock), guild_ready_timeout=0.05)

    async def at_once(shard_id: int | None, *, initial: bool = False) -> None:
        """The fake gateway has no identify rate limit (Discord's: 5 s between shards)."""

    bot.before_identify_hook = at_once  # type: ignore[method-assign]
    running = asyncio.create_task(bot.start("fake-token"))
    await asyncio.wait_for(bot.wait_until_ready(), 60)
    print("ready", flush=True)
    await running  # until the test kills this process


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])))
