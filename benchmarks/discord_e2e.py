"""Slash command to first response, through the real discord.py client and the fake Discord.

50 players (25 two-player matches of the test game) send commands at the same moment:
a round of `/hand` then a round of `/act` with their default choice, repeated. The time
is from the gateway dispatch of INTERACTION_CREATE to the fake receiving the bot's first
response (the interaction callback).
"""

import asyncio
import tempfile
import time
from pathlib import Path

import discord
import yarl

from bot.games import GAMES
from bot.service import User
from tests.conftest import FakeClock
from tests.discord.conftest import HANDLER_TASKS, Harness
from tests.discord.fake_discord import FakeDiscord, until
from tests.support.highcard import HIGHCARD


async def first_response_ms(players: int, rounds: int) -> list[float]:
    fake = FakeDiscord()
    await fake.start()
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = f"{fake.base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{fake.port}/ws")
    GAMES.setdefault("highcard", HIGHCARD)
    try:
        with tempfile.TemporaryDirectory() as folder:
            h = Harness(fake, Path(folder) / "e2e.db", FakeClock())
            await h.start()
            try:
                return await _measure(h, players, rounds)
            finally:
                await h.stop()
    finally:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
        GAMES.pop("highcard", None)
        await fake.stop()


async def handlers_done() -> None:
    busy = [t for t in asyncio.all_tasks() if t.get_name().startswith(HANDLER_TASKS) and not t.done()]
    if busy:
        await asyncio.wait(busy, timeout=30)


async def _measure(h: Harness, players: int, rounds: int) -> list[float]:
    users = [1000 + n for n in range(players)]
    match_of: dict[int, int] = {}
    for first in range(0, players, 2):
        await h.command("game", "new", user=users[first], game="highcard", options="rounds=4")
        match_id = len(match_of) // 2 + 1
        await h.command("game", "join", user=users[first + 1], match=match_id)
        await h.command("game", "start", user=users[first], match=match_id)
        match_of[users[first]] = match_of[users[first + 1]] = match_id
    latencies: list[float] = []
    for _ in range(rounds):
        for command in ("hand", "act"):
            payloads = []
            for user in users:
                options: dict[str, object] = {"match": match_of[user]}
                if command == "act":
                    view = await h.service.view(match_of[user], User(str(user), ""))
                    if view.decision is None:
                        continue
                    options["action"] = view.decision["default"]
                values = [{"name": k, "type": 4 if isinstance(v, int) else 3, "value": v} for k, v in options.items()]
                data = {"id": "1", "name": command, "type": 1, "options": values}
                payloads.append(h._base(2, user, data, dm=False, manager=False))
            sent_at: dict[str, float] = {}
            for payload in payloads:
                sent_at[payload["token"]] = time.perf_counter()
                await h.fake.dispatch("INTERACTION_CREATE", payload)

            def all_answered(tokens: dict[str, float] = sent_at) -> bool:
                return all(t in h.fake.answered_at for t in tokens)

            await until(all_answered, timeout=60)
            latencies += [(h.fake.answered_at[t] - sent) * 1000 for t, sent in sent_at.items()]
            await handlers_done()  # their followups finish before the next burst
    return latencies
