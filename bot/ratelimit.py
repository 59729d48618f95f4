"""A sliding-window rate limiter: at most `limit` acquisitions in any `period` seconds.

Discord allows a bot 50 requests per second across all routes (its global limit). A token
bucket with a burst of 50 would let 100 through in some one-second window; a window over
the last `limit` acquisition times never does, and still lets a burst of `limit` go at once.

The limit is per bot, not per process: with several processes (on PostgreSQL) each request
also takes its turn from a budget they all share (`shared`, the store's send budget) first.
"""

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable

DISCORD_GLOBAL_LIMIT = 50
"""Requests per second Discord allows a bot across all routes."""

SharedBudget = Callable[[int, float], Awaitable[float]]
"""Takes one request of `limit` per `period` from the budget all processes share; returns the
seconds to wait before sending it (GameService.take_send_budget)."""


class RateLimiter:
    def __init__(
        self,
        limit: int = DISCORD_GLOBAL_LIMIT,
        period: float = 1.0,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        shared: SharedBudget | None = None,
    ) -> None:
        if limit < 1 or period <= 0:
            raise ValueError("a rate limit needs limit >= 1 and period > 0")
        self.limit = limit
        self.period = period
        self._clock = clock
        self._sleep = sleep
        self._shared = shared
        self._times: deque[float] = deque()
        self._lock = asyncio.Lock()

    async def acquire(self) -> None:
        """Wait until one more request fits the budget, and count it."""
        async with self._lock:  # first come, first served
            if self._shared is not None:
                wait = await self._shared(self.limit, self.period)
                if wait > 0:
                    await self._sleep(wait)
            while True:
                now = self._clock()
                while self._times and self._times[0] <= now - self.period:
                    self._times.popleft()
                if len(self._times) < self.limit:
                    self._times.append(now)
                    return
                await self._sleep(self._times[0] + self.period - now)
