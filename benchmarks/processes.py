"""Several bot processes on one PostgreSQL database, beside one process on SQLite:
`python -m benchmarks.processes [--stored N] [--processes 1 2 4] [--repeat R] [--sync FULL|NORMAL] [--url …]`.

One database of N stored Stak Bots matches (half finished, half active) is built with the
scale benchmark's builder (benchmarks/scale.py) as an SQLite file, then copied into
PostgreSQL with `python -m bot migrate`'s copy (storage/copy.py), so both back ends hold the
same matches. Every run starts from that same point: the SQLite file is copied and the
PostgreSQL database is created from the copied one as a template. Then P worker processes
(this module's `worker`) each run a GameService on the store and PLAYERS / P players at once,
every player acting on its own share of the active matches as in the sustained figure of
docs/performance.md (read the match, find the seat to act, act), for a fixed time. The
SQLite run has one process (SQLite is one process's database); the runs go back to back,
R times, so that a machine shared with other work shows as the spread of the repeats.

Reported per run: accepted actions per second in all, each action's p50 and p99, and the
CPU spent per action by the workers and by the PostgreSQL server (all its processes, read
from /proc: the server runs on this machine), so it shows where an action's time goes.

`--sync` is the durability setting the bot has (BOTWAR_DB_SYNC): FULL waits for the disk at
every commit (SQLite synchronous=FULL, PostgreSQL synchronous_commit on), NORMAL does not
(SQLite synchronous=NORMAL, PostgreSQL synchronous_commit off). Without --url a throwaway
PostgreSQL server is started (tests/support/postgres.py) with fsync on, as a production one.
"""

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import asyncpg

from benchmarks.report import percentile
from benchmarks.scale import NOW, RunningClock, build_stored
from bot.service import GameService, User
from storage.copy import copy_database
from storage.factory import store_for
from storage.sqlite import Synchronous

PLAYERS = 48
"""Players acting at once in all, split evenly between the processes."""
SOURCE = "botwar_bench_source"
"""The copied database every PostgreSQL run starts from (as a template)."""


async def act_once(service: GameService, match_id: int, users: tuple[User, User]) -> bool:
    for user in users:
        view = await service.view(match_id, user)
        if view.decision:
            await service.act(match_id, user, str(view.decision["default"]))
            return True
    return False


async def worker(
    database: str, shares: list[list[list[object]]], seconds: float, start_at: float, sync: Synchronous
) -> dict[str, object]:
    """One process: a player per share, each acting on its matches in turn until the time is up."""
    store = store_for(database, synchronous=sync)
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

    started, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(player(share) for share in shares if share))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    await store.close()
    return {"accepted": len(latencies), "refused": refused, "elapsed": elapsed, "cpu": cpu, "latencies": latencies}


def server_cpu_seconds(postmaster: int) -> float:
    """CPU seconds of a PostgreSQL server so far: the postmaster, its ended children (which it
    has waited for) and its live ones (backends, WAL writer, checkpointer)."""

    def times(pid: int, with_children: bool) -> tuple[int, float]:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        # After the name: state ppid … utime stime cutime cstime are fields 12-15 (0-based 11-14).
        ticks = int(fields[11]) + int(fields[12]) + (int(fields[13]) + int(fields[14]) if with_children else 0)
        return int(fields[1]), ticks / os.sysconf("SC_CLK_TCK")

    total = times(postmaster, True)[1]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != postmaster:
            try:
                parent, seconds = times(int(entry.name), False)
            except (OSError, IndexError):
                continue  # ended meanwhile
            if parent == postmaster:
                total += seconds
    return total


async def run_processes(
    database: str, matches: list[list[object]], processes: int, seconds: float, sync: Synchronous
) -> dict[str, float]:
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
                sync,
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
    accepted = sum(r["accepted"] for r in results)
    return {
        "actions_per_s": accepted / max(r["elapsed"] for r in results),
        "p50_ms": percentile(latencies, 0.5) if latencies else 0.0,
        "p99_ms": percentile(latencies, 0.99) if latencies else 0.0,
        "refused": float(sum(r["refused"] for r in results)),
        "accepted": float(accepted),
        "worker_cpu_ms": 1000 * sum(r["cpu"] for r in results) / max(accepted, 1),
    }


class Databases:
    """A fresh copy of the stored matches for every run, on each back end."""

    def __init__(self, sqlite_source: Path, url: str, folder: Path) -> None:
        self.sqlite_source = sqlite_source
        self.url = url
        self.folder = folder
        self.runs = 0
        self._names: dict[str, str] = {}

    def sqlite(self) -> str:
        self.runs += 1
        copy = self.folder / f"run{self.runs}.db"
        shutil.copyfile(self.sqlite_source, copy)
        return str(copy)

    async def postgres(self) -> str:
        self.runs += 1
        name = f"botwar_bench_run{self.runs}"
        await _admin(self.url, f"CREATE DATABASE {name} TEMPLATE {SOURCE}")
        url = _with_database(self.url, name)
        self._names[url] = name
        return url

    async def drop(self, url: str) -> None:
        if url in self._names:
            await _admin(self.url, f"DROP DATABASE {self._names.pop(url)} WITH (FORCE)")
        else:
            Path(url).unlink()


async def _admin(url: str, statement: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(statement)
    finally:
        await conn.close()


def _with_database(url: str, name: str) -> str:
    """`url` naming the database `name` instead (postgresql://user@host/db?options)."""
    head, _, tail = url.partition("?")
    return f"{head.rsplit('/', 1)[0]}/{name}" + (f"?{tail}" if tail else "")


async def main(stored: int, counts: list[int], seconds: float, repeat: int, sync: Synchronous, url: str | None) -> None:
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
        postmaster = server.postmaster_pid() if server is not None else None
        try:
            conn = await asyncpg.connect(url)
            version = await conn.fetchval("SHOW server_version")
            await conn.execute(f"CREATE DATABASE {SOURCE}")
            await conn.close()
            started = time.perf_counter()
            copied = await copy_database(built.path, _with_database(url, SOURCE))
            print(f"copied into PostgreSQL {version} in {time.perf_counter() - started:.0f} s: {copied}", flush=True)
            await _admin(_with_database(url, SOURCE), "VACUUM ANALYZE")  # as autovacuum would have by now
            databases = Databases(built.path, url, Path(folder))
            matches = [[m, *built.users_of(m)] for m in built.active]
            rates: dict[str, list[float]] = {}
            for _ in range(repeat):
                for what, count in [(f"SQLite ({sync})", 1), *((f"PostgreSQL {version}", c) for c in counts)]:
                    database = databases.sqlite() if what.startswith("SQLite") else await databases.postgres()
                    before = server_cpu_seconds(postmaster) if postmaster else 0.0
                    figures = await run_processes(database, matches, count, seconds, sync)
                    if postmaster is not None and not what.startswith("SQLite"):
                        spent = server_cpu_seconds(postmaster) - before
                        figures["server_cpu_ms"] = 1000 * spent / max(figures["accepted"], 1)
                    await databases.drop(database)
                    rates.setdefault(f"{what.split()[0]} {count}", []).append(figures["actions_per_s"])
                    print(_line(what, count, stored, figures), flush=True)
            if repeat > 1:
                for what, values in rates.items():
                    print(
                        f"  {what} process(es): median {statistics.median(values):.0f}/s, "
                        f"{min(values):.0f}-{max(values):.0f}/s over {len(values)} runs",
                        flush=True,
                    )
        finally:
            if server is not None:
                server.stop()


def _line(what: str, processes: int, stored: int, figures: dict[str, float]) -> str:
    server = f", server {figures['server_cpu_ms']:.2f}" if "server_cpu_ms" in figures else ""
    return (
        f"- {what}, {processes} process{'es' if processes > 1 else ''}, {stored} stored: "
        f"{figures['actions_per_s']:.0f} accepted actions/s from {PLAYERS} players, "
        f"action p50 {figures['p50_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms "
        f"({figures['refused']:.0f} refused; CPU ms per action: workers {figures['worker_cpu_ms']:.2f}{server})"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        shares = json.loads(Path(sys.argv[3]).read_text())
        sync: Synchronous = "NORMAL" if sys.argv[6] == "NORMAL" else "FULL"
        print(json.dumps(asyncio.run(worker(sys.argv[2], shares, float(sys.argv[4]), float(sys.argv[5]), sync))))
        sys.exit(0)
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stored", type=int, default=100_000)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--repeat", type=int, default=1, help="run every configuration this many times, back to back")
    parser.add_argument("--sync", choices=["FULL", "NORMAL"], default="FULL", help="BOTWAR_DB_SYNC for both stores")
    parser.add_argument("--url", default=None, help="a PostgreSQL server to use (default: a throwaway one)")
    args = parser.parse_args()
    print(
        f"`python -m benchmarks.processes --stored {args.stored} --sync {args.sync}`, "
        f"Python {sys.version.split()[0]}, {os.cpu_count()} cores",
        flush=True,
    )
    asyncio.run(main(args.stored, args.processes, args.seconds, args.repeat, args.sync, args.url))
