"""Two processes on one PostgreSQL database, one killed with SIGKILL again and again.

Both workers (tests/reliability/crash_worker.py) play the same matches, handle the same
deadlines and deliver the same outbox, each appending what it sends to a file of its own.
One of them is killed at a random moment every round and started again, while the other
goes on. After every kill, in one snapshot of the database: every match's state is the
replay of its log (no lost update, no default applied twice), logs have no gaps, and every
message marked delivered was sent. At the end every match is finished and every message
delivered; a message sent twice was sent by a process that was killed before it could mark
it delivered (a live process never sends what another one sent).
"""

import asyncio
import json
import random
import signal
import sys
from collections import Counter
from pathlib import Path

import asyncpg
import pytest

from bot.engine import LoggedAction, replay
from bot.games import GAMES, get_game
from bot.service import GameService, User
from storage import PostgresStore

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 9
MATCHES = 6


async def create_matches(url: str, games: list[str]) -> None:
    async with PostgresStore(url) as store:
        service = GameService(store)
        for n in range(MATCHES):
            game = get_game(games[n % len(games)])
            owner = User(f"g{n}s0", "S0")
            settings = {"decision_hours": 0.01, "reminder_hours": 0.005, "ai_takeover_after": 0}
            match = await service.create_match(game.name, owner, settings=settings, seed=n)
            for seat in range(1, game.min_players):
                await service.join(match.id, User(f"g{n}s{seat}", f"S{seat}"))
            await service.start(match.id, owner)


async def check_invariants(url: str, sinks: list[Path]) -> Counter[str]:
    """The oracle reads the database with plain SQL, in one snapshot, not through the store."""
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction(isolation="repeatable_read", readonly=True):
            matches = await conn.fetch("SELECT id, game, options, seed, state, status FROM matches ORDER BY id")
            seats = Counter(r[0] for r in await conn.fetch("SELECT match_id FROM seats"))
            logs: dict[int, list[asyncpg.Record]] = {}
            for row in await conn.fetch(
                "SELECT match_id, seq, seat, action, source, decision_id FROM action_log ORDER BY match_id, seq"
            ):
                logs.setdefault(row[0], []).append(row)
            delivered = {r[0] for r in await conn.fetch("SELECT idem_key FROM outbox WHERE delivered_at IS NOT NULL")}
    finally:
        await conn.close()
    stats: Counter[str] = Counter()
    for match in matches:
        log = logs.get(match["id"], [])
        assert [e["seq"] for e in log] == list(range(len(log))), f"match {match['id']}: log has gaps"
        defaults = [(e["seat"], e["decision_id"]) for e in log if e["source"] == "deadline"]
        assert len(defaults) == len(set(defaults)), f"match {match['id']}: a deadline fired twice"
        rebuilt = replay(
            get_game(match["game"]),
            seats[match["id"]],
            json.loads(match["options"]),
            match["seed"],
            [LoggedAction(player=e["seat"], action=e["action"]) for e in log],
        )
        assert rebuilt.model_dump_json() == match["state"], f"match {match['id']}: state is not its log's replay"
        stats["actions"] += len(log)
        stats["deadline_defaults"] += len(defaults)
        stats["finished"] += match["status"] == "finished"
    sent = {key for sink in sinks if sink.exists() for key in sink.read_text().split()}
    missing = delivered - sent
    assert not missing, f"marked delivered but never sent: {sorted(missing)[:5]}"
    stats["delivered"] = len(delivered)
    return stats


async def start_worker(url: str, sink: Path, *extra: str) -> asyncio.subprocess.Process:
    worker = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.reliability.crash_worker",
        url,
        str(sink),
        *extra,
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
    )
    assert worker.stdout is not None
    assert (await asyncio.wait_for(worker.stdout.readline(), timeout=60)) == b"ready\n"
    return worker


@pytest.mark.usefixtures("with_highcard")
async def test_two_processes_one_killed_again_and_again_lose_nothing(tmp_path: Path, pg_url: str) -> None:
    games = sorted(GAMES)
    await create_matches(pg_url, games)
    chance = random.Random(19)
    sinks: list[Path] = []
    killed: set[Path] = set()
    running: list[tuple[asyncio.subprocess.Process, Path] | None] = [None, None]
    kills = 0
    try:
        for round_number in range(ROUNDS):
            for slot in range(2):
                if running[slot] is None:
                    sink = tmp_path / f"sink-{round_number}-{slot}.txt"
                    sinks.append(sink)
                    running[slot] = (await start_worker(pg_url, sink), sink)
            await asyncio.sleep(chance.uniform(0.05, 0.5))
            slot = chance.randrange(2)
            victim = running[slot]
            assert victim is not None
            if victim[0].returncode is None:
                victim[0].send_signal(signal.SIGKILL)
                kills += 1
                killed.add(victim[1])
            await victim[0].wait()
            running[slot] = None
            await check_invariants(pg_url, sinks)
    finally:
        for entry in running:
            if entry is not None and entry[0].returncode is None:
                entry[0].send_signal(signal.SIGKILL)
                killed.add(entry[1])
                await entry[0].wait()

    # Two workers that are not killed finish every match and drain the outbox between them.
    finishing = [tmp_path / f"sink-finish-{n}.txt" for n in range(2)]
    sinks += finishing
    workers = [await start_worker(pg_url, sink, "finish") for sink in finishing]
    assert [await asyncio.wait_for(w.wait(), timeout=300) for w in workers] == [0, 0]
    stats = await check_invariants(pg_url, sinks)
    assert stats["finished"] == MATCHES

    conn = await asyncpg.connect(pg_url)
    try:
        total, delivered = await conn.fetchrow("SELECT COUNT(*), COUNT(delivered_at) FROM outbox")
    finally:
        await conn.close()
    assert total == delivered == stats["delivered"], "every queued message is delivered in the end"
    sends: Counter[str] = Counter()
    by_survivors: Counter[str] = Counter()
    for sink in sinks:
        keys = sink.read_text().split() if sink.exists() else []
        assert len(keys) == len(set(keys)), f"{sink.name}: one process sent a message twice"
        for key in keys:
            sends[key] += 1
            if sink not in killed:
                by_survivors[key] += 1
    assert len(sends) == total, "nothing lost, nothing invented"
    assert all(n == 1 for n in by_survivors.values()), "a process that lived on never sent what another one had sent"
    resent = sum(n - 1 for n in sends.values())
    print(f"\ntwo processes on PostgreSQL: {kills} kills, {dict(stats)}, {resent} resent by killed processes")
    assert kills >= ROUNDS // 2 and stats["deadline_defaults"] > 0, "most rounds kill a worker mid-flight"
