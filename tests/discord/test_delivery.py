"""Delivery that keeps up: channels side by side, each in order, within Discord's global budget.

Driven through the real discord.py client against the fake Discord, which takes a few
milliseconds per request like a real one far away.
"""

import sqlite3

from bot.ratelimit import RateLimiter
from cogs.delivery import nonce_for
from tests.discord.conftest import Harness

PLAYERS = [3000 + n for n in range(12)]


async def six_matches(h: Harness) -> None:
    """Six two-player matches, each in its own thread, each player with their own DMs."""
    for number in range(6):
        first, second = PLAYERS[2 * number], PLAYERS[2 * number + 1]
        await h.command("game", "new", user=first, game="highcard")
        await h.command("game", "join", user=second, match=number + 1)
        await h.command("game", "start", user=first, match=number + 1)


def written_order(h: Harness) -> dict[int | str, list[str]]:
    """Each channel's nonces in the order the outbox wrote them (a DM channel by user id)."""
    conn = sqlite3.connect(h.database)
    try:
        rows = conn.execute("SELECT idem_key, kind, recipient, match_id FROM outbox ORDER BY id").fetchall()
        threads = dict(conn.execute("SELECT id, thread_id FROM matches").fetchall())
    finally:
        conn.close()
    order: dict[int | str, list[str]] = {}
    for key, kind, recipient, match_id in rows:
        channel: int | str = recipient if kind == "dm" else int(threads[match_id])
        order.setdefault(channel, []).append(nonce_for(key))
    return order


def received_order(h: Harness) -> dict[int | str, list[str]]:
    """Each channel's outbox nonces in the order the fake received them (welcome DMs left out)."""
    outbox = {nonce for nonces in written_order(h).values() for nonce in nonces}
    order: dict[int | str, list[str]] = {}
    for message in h.fake.messages:
        if message.route != "message" or message.nonce not in outbox or message.channel_id is None:
            continue
        user = h.fake.dm_channels.get(message.channel_id)
        channel: int | str = str(user) if user is not None else message.channel_id
        order.setdefault(channel, []).append(str(message.nonce))
    return order


async def test_channels_go_out_side_by_side_each_in_the_order_written(harness: Harness) -> None:
    h = harness
    await six_matches(h)
    h.fake.latency = 0.02
    delivered = 0
    while batch := await h.deliver():
        delivered += batch
    written = written_order(h)
    assert delivered == sum(len(nonces) for nonces in written.values()) >= 6 * 3
    assert received_order(h) == written, "every channel got every message once, in the order written"
    assert h.fake.max_in_flight > 1, "different channels were sent to at the same time"


class CountingLimiter(RateLimiter):
    def __init__(self) -> None:
        super().__init__()
        self.acquired = 0

    async def acquire(self) -> None:
        await super().acquire()
        self.acquired += 1


async def test_every_request_of_the_dispatcher_waits_for_the_global_budget(harness: Harness) -> None:
    """The budget itself is proven in tests/engine/test_ratelimit.py; here, nothing bypasses it."""
    h = harness
    assert h.bot is not None
    await six_matches(h)
    limiter = CountingLimiter()
    h.bot.dispatcher.limiter = limiter
    first_request = len(h.fake.requests)
    while await h.deliver():
        pass
    sends = [
        path
        for method, path in h.fake.requests[first_request:]
        if method == "POST" and (path.endswith("/messages") or path.endswith("/users/@me/channels"))
    ]
    assert len(sends) > 10
    assert limiter.acquired == len(sends)


async def test_a_429_discord_py_gives_up_on_is_retried_later_in_order(harness: Harness) -> None:
    h = harness
    await six_matches(h)
    thread = int(h.fake.threads[0]["id"])
    # discord.py waits out and retries a 429 itself, five tries in all; then it raises.
    h.fake.fail("POST", f"/channels/{thread}/messages", 429, times=5, retry_after=0.001, **{"global": False})
    while await h.deliver():
        pass
    assert thread not in received_order(h), "the thread's later posts wait behind the refused one"
    assert len(received_order(h)) == len(written_order(h)) - 1, "every other channel got its messages"
    h.clock.advance(1)
    while await h.deliver():
        pass
    assert await h.service.pending_messages() == []
    assert received_order(h) == written_order(h)


async def test_a_deleted_thread_is_given_up_without_holding_others_back(harness: Harness) -> None:
    h = harness
    await six_matches(h)
    thread = int(h.fake.threads[0]["id"])
    h.fake.fail("POST", f"/channels/{thread}/messages", 404, times=100, message="Unknown Channel", code=10003)
    while await h.deliver():
        pass
    assert await h.service.pending_messages() == [], "the lost thread's messages were given up, not retried"
    assert sum(1 for _, path in h.fake.requests if path.endswith(f"/channels/{thread}/messages")) == 2
    others = {channel for channel in written_order(h) if channel != thread}
    assert others <= set(received_order(h)), "every other channel got its messages"
