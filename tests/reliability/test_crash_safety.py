"""SIGKILL at random points, hundreds of times: nothing acknowledged is lost, nothing is half done.

After every kill the store must show, for every match: a state equal to the replay of its
action log (so each action is wholly before or after the crash), contiguous log sequence
numbers, no deadline handled twice (a double default would break the replay), and an
outbox where every message marked delivered reached the sink. Messages sent but not yet
marked delivered are sent again after the restart with the same idempotency key, which
Discord deduplicates through the nonce; the test counts them.
"""

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import sys
from collections import Counter
from contextlib import closing
from pathlib import Path

import pytest

from bot.engine import LoggedAction, replay
from bot.games import get_game
from bot.service import GameService, User
from storage import SqliteStore

ROOT = Path(__file__).resolve().parents[2]
KILLS_PER_STREAM = 100
STREAMS = 2  # two databases killed in parallel, one per core
MATCHES = 4


async def create_matches(db: Path, games: list[str]) -> None:
    async with SqliteStore(db) as store:
        service = GameService(store)
        for n in range(MATCHES):
            game = get_game(games[n % len(games)])
            owner = User(f"g{n}s0", "S0")
            settings = {"decision_hours": 0.01, "reminder_hours": 0.005, "ai_takeover_after": 0}
            match = await service.create_match(game.name, owner, settings=settings, seed=n)
            for seat in range(1, game.min_players + 1 if game.max_players > game.min_players else game.min_players):
                await service.join(match.id, User(f"g{n}s{seat}", f"S{seat}"))
            await service.start(match.id, owner)


async def check_invariants(db: Path, sink: Path) -> None:
    async with SqliteStore(db) as store:
        for match in await store.list_matches(statuses=("active", "finished"), limit=1000):
            game = get_game(match.game)
            log = await store.action_log(match.id)
            assert [e.seq for e in log] == list(range(len(log))), f"match {match.id}: log has gaps"
            rebuilt = replay(
                game,
                len(match.seats),
                match.options,
                match.seed,
                [LoggedAction(player=e.seat, action=e.action) for e in log],
            )
            assert rebuilt.model_dump_json() == match.state, f"match {match.id}: state is not its log's replay"
        sent = sink.read_text().split() if sink.exists() else []
        delivered = delivered_keys(db)
        missing = delivered - set(sent)
        assert not missing, f"marked delivered but never sent: {sorted(missing)[:5]}"


def delivered_keys(db: Path) -> set[str]:
    # Plain sqlite3, not the store: the oracle reads the file independently of the code under test.
    with closing(sqlite3.connect(db)) as conn:
        return {row[0] for row in conn.execute("SELECT idem_key FROM outbox WHERE delivered_at IS NOT NULL")}


async def kill_stream(folder: Path, games: list[str], seed: int) -> Counter[str]:
    db, sink = folder / "crash.db", folder / "sink.txt"
    await create_matches(db, games)
    chance = random.Random(seed)
    stats: Counter[str] = Counter()
    # Workers are forked from one warm process (crash_worker.zygote), not started afresh.
    zygote = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.reliability.crash_worker",
        "--zygote",
        str(db),
        str(sink),
        cwd=ROOT,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert zygote.stdin is not None and zygote.stdout is not None
    for _ in range(KILLS_PER_STREAM):
        zygote.stdin.write(b"run\n")
        await zygote.stdin.drain()
        ready = await asyncio.wait_for(zygote.stdout.readline(), timeout=60)
        assert ready.startswith(b"ready "), ready
        await asyncio.sleep(chance.uniform(0.0, 0.15))
        with contextlib.suppress(ProcessLookupError):  # it may have finished on its own
            os.kill(int(ready.split()[1]), signal.SIGKILL)
        ended = await asyncio.wait_for(zygote.stdout.readline(), timeout=60)
        assert ended.startswith(b"exit "), ended
        stats["kills"] += int(ended.split()[1]) == -signal.SIGKILL
        await check_invariants(db, sink)
    zygote.stdin.close()
    assert await asyncio.wait_for(zygote.wait(), timeout=60) == 0
    # One last run without a kill finishes every match and drains the outbox.
    worker = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.reliability.crash_worker",
        str(db),
        str(sink),
        "finish",
        cwd=ROOT,
        stdout=asyncio.subprocess.DEVNULL,
    )
    assert await asyncio.wait_for(worker.wait(), timeout=300) == 0
    await check_invariants(db, sink)
    await final_accounting(db, sink, stats)
    return stats


async def final_accounting(db: Path, sink: Path, stats: Counter[str]) -> None:
    async with SqliteStore(db) as store:
        matches = await store.list_matches(statuses=("lobby", "active", "finished"), limit=1000)
        assert [m.status for m in matches] == ["finished"] * MATCHES
        with closing(sqlite3.connect(db)) as conn:
            total, delivered = conn.execute("SELECT COUNT(*), COUNT(delivered_at) FROM outbox").fetchone()
        assert total == delivered, "every queued message is delivered in the end"
        sent = Counter(sink.read_text().split())
        assert set(sent) == delivered_keys(db), "nothing lost, nothing invented"
        for match in matches:
            stats["actions"] += len(await store.action_log(match.id))
            stats["deadline_defaults"] += sum(1 for e in await store.action_log(match.id) if e.source == "deadline")
        stats["messages"] += total
        stats["resent_same_key"] += sum(n - 1 for n in sent.values())


@pytest.mark.usefixtures("with_highcard")
async def test_sigkill_at_random_points_loses_nothing(tmp_path: Path) -> None:
    from bot.games import GAMES

    games = sorted(GAMES)
    folders = [tmp_path / f"stream{i}" for i in range(STREAMS)]
    for folder in folders:
        folder.mkdir()
    results = await asyncio.gather(*(kill_stream(f, games, i) for i, f in enumerate(folders)))
    total = sum(results, Counter())
    print(f"\ncrash safety over {games}: {dict(total)}")
    assert total["kills"] >= 150, "most runs must really be killed mid-flight"
    assert total["deadline_defaults"] > 0 and total["actions"] > 0
