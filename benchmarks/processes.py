"""Several bot processes on one PostgreSQL database, beside one process on SQLite:
`python -m benchmarks.processes [--stored N] [--processes 1 2 4] [--url postgresql://…]`.

One database of N stored Stak Bots matches (half finished, half active) is built with the
scale benchmark's builder (benchmarks/scale.py) as an SQLite file, then copied into
PostgreSQL with `python -m bot migrate`'s copy (storage/copy.py), so both back ends hold the
same matches. Then, for each count P, P worker processes (this module's `worker`) each run
a GameService on the store and PLAYERS / P players at once, every player acting on its own
share of the active matches as in the sustained figure of docs/performance.md (read the
match, find the seat to act, act), for a fixed time. The same workers run once on the
SQLite file with one process. Reported: accepted actions per second in all, and each
action's p50 and p99.

Without --url a throwaway PostgreSQL server is started (tests/support/postgres.py) with the
durable settings a production server has (fsync and synchronous_commit on), so its commits
wait for the disk as SQLite's FULL ones do.
"""

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import asyncpg

from benchmarks.run import percentile
from benchmarks.scale import NOW, RunningClock, build_stored
from bot.service import GameService, User
from storage.copy import copy_database
from storage.factory import store_for

PLAYERS = 48
"""Players acting at once in all, split evenly between the processes."""


async def act_once(service: GameService, match_id: int, users: tuple[User, User]) -> bool:
    for user in users:
        view = await service.view(match_id, user)
        if view.decision:
            await service.act(match_id, user, str(view.decision["default"]))
            return True
    return False


async def worker(database: str, shares: list[list[list[object]]], seconds: float, start_at: float) -> dict[str, object]:
    """One process: a player per share, each acting on its matches in turn until the time is up."""
    store = store_for(database)
    await store.open()
    service = GameService(store, RunningClock(NOW))
    latencies: list[float] = []
    refused = 0
    await asyncio.sleep(max(0.0, start_at - time.time()))  # every process starts together
    deadline = time.perf_counter() + seconds

    async def player(share: list[list[object]]) -> None:
        nonlocal refused
        while time.perf_counter() < deadline:
            for match_id, first, second in share:
                if time.perf_counter() >= deadline:
                    return
                users = (User(str(first), "A"), User(str(second), "B"))
                started = time.perf_counter()
                try:
                    if await act_once(service, int(str(match_id)), users):
                        latencies.append((time.perf_counter() - started) * 1000)
                except Exception:  # a finished match or a lost race: only accepted actions count
                    refused += 1

    started = time.perf_counter()
    await asyncio.gather(*(player(share) for share in shares if share))
    elapsed = time.perf_counter() - started
    await store.close()
    return {"accepted": len(latencies), "refused": refused, "elapsed": elapsed, "latencies": latencies}


async def run_processes(database: str, matches: list[list[object]], processes: int, seconds: float) -> dict[str, float]:
    shares = [matches[i::PLAYERS] for i in range(PLAYERS)]
    per_process = [shares[p::processes] for p in range(processes)]
    start_at = time.time() + 3.0  # time for every process to import and connect
    children = []
    with tempfile.TemporaryDirectory() as folder:
        for number, share in enumerate(per_process):
            path = Path(folder) / f"share{number}.json"
            path.write_text(json.dumps(share))
            child = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "benchmarks.processes",
                "worker",
                database,
                str(path),
                str(seconds),
                str(start_at),
                stdout=asyncio.subprocess.PIPE,
            )
            children.append(child)
        outputs = [await child.communicate() for child in children]
    results = []
    for child, (out, _) in zip(children, outputs, strict=True):
        if child.returncode != 0:
            raise RuntimeError(f"a benchmark worker failed ({child.returncode})")
        results.append(json.loads(out))
    latencies = [x for r in results for x in r["latencies"]]
    elapsed = max(r["elapsed"] for r in results)
    return {
        "actions_per_s": sum(r["accepted"] for r in results) / elapsed,
        "p50_ms": percentile(latencies, 0.5) if latencies else 0.0,
        "p99_ms": percentile(latencies, 0.99) if latencies else 0.0,
        "refused": float(sum(r["refused"] for r in results)),
    }


async def main(stored: int, counts: list[int], seconds: float, url: str | None) -> None:
    from tests.support.postgres import TestServer  # a throwaway server only when none is given

    server = None
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        # Fewer template matches for a small run (the test suite's), as the scale benchmark's quick mode.
        built = await build_stored(Path(folder) / "bench.db", stored, "stakbots", quick=stored < 1000)
        print(f"built {stored} stored matches in SQLite in {time.perf_counter() - started:.0f} s", flush=True)
        if url is None:
            server = TestServer()
            server.start(durable=True)
            url = server.url()
        try:
            conn = await asyncpg.connect(url)
            version = await conn.fetchval("SHOW server_version")
            await conn.close()
            started = time.perf_counter()
            copied = await copy_database(built.path, url)
            print(f"copied into PostgreSQL {version} in {time.perf_counter() - started:.0f} s: {copied}", flush=True)
            matches = [[m, *built.users_of(m)] for m in built.active]
            figures = await run_processes(str(built.path), matches, 1, seconds)
            print(_line("SQLite (FULL)", 1, stored, figures), flush=True)
            for count in counts:
                figures = await run_processes(url, matches, count, seconds)
                print(_line(f"PostgreSQL {version}", count, stored, figures), flush=True)
        finally:
            if server is not None:
                server.stop()


def _line(what: str, processes: int, stored: int, figures: dict[str, float]) -> str:
    return (
        f"- {what}, {processes} process{'es' if processes > 1 else ''}, {stored} stored: "
        f"{figures['actions_per_s']:.0f} accepted actions/s from {PLAYERS} players, "
        f"action p50 {figures['p50_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms "
        f"({figures['refused']:.0f} refused)"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        shares = json.loads(Path(sys.argv[3]).read_text())
        print(json.dumps(asyncio.run(worker(sys.argv[2], shares, float(sys.argv[4]), float(sys.argv[5])))))
        sys.exit(0)
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stored", type=int, default=100_000)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--url", default=None, help="an empty PostgreSQL database (default: a throwaway server)")
    args = parser.parse_args()
    print(
        f"`python -m benchmarks.processes --stored {args.stored}`, Python {sys.version.split()[0]}, "
        f"{os.cpu_count()} cores",
        flush=True,
    )
    asyncio.run(main(args.stored, args.processes, args.seconds, args.url))
