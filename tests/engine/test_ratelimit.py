"""The sliding-window rate limiter, on a virtual clock: never more than the limit in any
window, and a full burst at once."""

import asyncio

import pytest

from bot.ratelimit import RateLimiter


class VirtualTime:
    def __init__(self) -> None:
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


def busiest_window(times: list[float], period: float) -> int:
    return max(sum(1 for t in times if start <= t < start + period) for start in times)


async def test_no_window_of_one_second_holds_more_than_the_limit() -> None:
    time = VirtualTime()
    limiter = RateLimiter(50, 1.0, clock=time.clock, sleep=time.sleep)
    stamps = []

    async def send() -> None:
        await limiter.acquire()
        stamps.append(time.now)

    await asyncio.gather(*(send() for _ in range(260)))
    assert busiest_window(stamps, 1.0) == 50, "the budget is used fully and never exceeded"
    assert stamps[:50] == [0.0] * 50, "a burst of the whole budget goes at once"
    assert max(stamps) == pytest.approx(5.0), "260 requests take five more windows, no more"


def test_a_limit_must_allow_something() -> None:
    with pytest.raises(ValueError, match="limit >= 1"):
        RateLimiter(0, 1.0)


async def test_each_request_first_takes_its_turn_from_the_shared_budget() -> None:
    """With several processes the store's budget (shared) says how long a request waits first."""
    time = VirtualTime()
    asked: list[tuple[int, float]] = []

    async def shared(limit: int, period: float) -> float:
        asked.append((limit, period))
        return 0.25 * (len(asked) - 1)  # the budget hands out later and later turns

    limiter = RateLimiter(50, 1.0, clock=time.clock, sleep=time.sleep, shared=shared)
    stamps = []
    for _ in range(3):
        await limiter.acquire()
        stamps.append(time.now)
    assert asked == [(50, 1.0)] * 3
    assert stamps == [0.0, 0.25, 0.75]
