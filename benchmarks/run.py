"""botwar benchmarks: `python -m benchmarks.run [--quick] [--stored N [N ...]] [--json FILE] [--markdown FILE]`.

Figures are reported as numbers and ratios measured in the same run; nothing here asserts
a time. `--quick` shrinks every size so CI can run it in seconds (it includes the benchmark
at scale with a few hundred stored matches). `--stored N [N ...]` runs only the benchmark
at scale (benchmarks/scale.py), once for each number of stored matches.
"""

import argparse
import asyncio
import json
import os
import resource
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import aiosqlite

import storage.sqlite
from benchmarks.report import Clock, Report, percentile
from bot.engine.simulate import play_match
from bot.games import all_games, get_game
from bot.games.roborally.balance import engine_turn_speed, resolution_speed
from bot.service import GameService, User
from storage import MatchChange, SqliteStore


async def seed_matches(service: GameService, game: str, count: int, players: int) -> list[int]:
    ids = []
    for n in range(count):
        creator = User(f"u{n}a", f"A{n}")
        match = await service.create_match(game, creator, seed=n)
        for p in range(1, players):
            await service.join(match.id, User(f"u{n}p{p}", f"P{p}"))
        await service.start(match.id, creator)
        ids.append(match.id)
    return ids


async def first_decision(service: GameService, match_id: int) -> tuple[User, str] | None:
    match = await service.store.get_match(match_id)
    for seat in match.seats:
        assert seat.user_id is not None
        user = User(seat.user_id, seat.name)
        view = await service.view(match_id, user)
        if view.decision:
            return user, str(view.decision["default"])
    return None


async def bench_actions(report: Report, game: str, matches: int, samples: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "bench.db")
        await store.open()
        service = GameService(store, Clock())
        ids = await seed_matches(service, game, matches, 2)
        latencies, commits = [], []
        state_blob = ""
        commit = store.apply_change

        async def timed_commit(change: MatchChange, now: float) -> int:
            started = time.perf_counter()
            version = await commit(change, now)
            commits.append((time.perf_counter() - started) * 1000)
            return version

        store.apply_change = timed_commit  # type: ignore[method-assign]
        for n in range(samples):
            match_id = ids[n % len(ids)]
            move = await first_decision(service, match_id)
            if move is None:
                continue
            started = time.perf_counter()
            await service.act(match_id, *move)
            latencies.append((time.perf_counter() - started) * 1000)
            state_blob = (await store.get_match(match_id)).state or state_blob
        store.apply_change = commit  # type: ignore[method-assign]
        p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
        raw = raw_sqlite_commit_ms(Path(folder) / "raw.db", state_blob, samples)
        raw_p50, raw_p99 = percentile(raw, 0.5), percentile(raw, 0.99)
        c50, c99 = percentile(commits, 0.5), percentile(commits, 0.99)
        report.add("action_p50_ms", p50, f"- one action on {game} with {matches} stored matches: p50 {p50:.2f} ms")
        report.add("action_p99_ms", p99, f"- one action: p99 {p99:.2f} ms (target <= 15 ms)")
        report.add(
            "raw_commit_p99_ms",
            raw_p99,
            f"- raw sqlite3 commit of the same {len(state_blob)} B state: p50 {raw_p50:.3f} ms, p99 {raw_p99:.3f} ms",
        )
        report.add(
            "store_commit_p99_ms",
            c99,
            f"- the store's commit of one action (state, log, deadlines, outbox): p50 {c50:.3f} ms, p99 {c99:.3f} ms",
        )
        ratio = p99 / raw_p99 if raw_p99 else 0.0
        report.add("action_p99_vs_raw", ratio, f"- ratio action p99 / raw commit p99: {ratio:.1f}x (target <= 2x)")
        ratio = c99 / raw_p99 if raw_p99 else 0.0
        report.add("commit_p99_vs_raw", ratio, f"- ratio store commit p99 / raw commit p99: {ratio:.1f}x")
        hop = await aiosqlite_round_trip_us(2000)
        report.add("aiosqlite_hop_us", hop, f"- one aiosqlite round trip (SELECT 1): {hop:.0f} us")

        # Sustained throughput: many tasks acting on different matches at once.
        tasks = min(50, len(ids))
        deadline = time.perf_counter() + (1.0 if report.mode == "quick" else 5.0)
        done = 0

        async def worker(offset: int) -> None:
            nonlocal done
            n = offset
            while time.perf_counter() < deadline:
                match_id = ids[n % len(ids)]
                n += tasks
                move = await first_decision(service, match_id)
                if move is not None:
                    try:
                        await service.act(match_id, *move)
                        done += 1
                    except Exception:  # a finished match or a lost race; count only accepted actions
                        pass

        started = time.perf_counter()
        commits_before, writes_before = store.commits, store.writes
        await asyncio.gather(*(worker(i) for i in range(tasks)))
        rate = done / (time.perf_counter() - started)
        grouped = (store.writes - writes_before) / max(1, store.commits - commits_before)
        report.add(
            "actions_per_s",
            rate,
            f"- sustained: {rate:.0f} accepted actions/s from {tasks} tasks (target >= 500); "
            f"{grouped:.1f} writes per commit",
        )
        await store.close()


async def aiosqlite_round_trip_us(samples: int) -> float:
    """The floor under every store call: one trip to aiosqlite's database thread and back."""
    async with aiosqlite.connect(":memory:") as conn:
        started = time.perf_counter()
        for _ in range(samples):
            await conn.execute_fetchall("SELECT 1")
        return (time.perf_counter() - started) * 1e6 / samples


def raw_sqlite_commit_ms(path: Path, blob: str, samples: int) -> list[float]:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(f"PRAGMA synchronous = {storage.sqlite.SYNCHRONOUS}")  # the store's own setting
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, version INTEGER, state TEXT)")
    conn.execute("INSERT INTO t VALUES (1, 0, ?)", (blob,))
    times = []
    for version in range(samples):
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("UPDATE t SET state = ?, version = ? WHERE id = 1 AND version = ?", (blob, version + 1, version))
        conn.execute("COMMIT")
        times.append((time.perf_counter() - started) * 1000)
    conn.close()
    return times


async def bench_restart(report: Report, game: str, matches: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "restart.db"
        clock = Clock()
        store = SqliteStore(path)
        await store.open()
        await seed_matches(GameService(store, clock), game, matches, 2)
        await store.close()
        clock.now += 48 * 3600  # every deadline is overdue
        started = time.perf_counter()
        store = SqliteStore(path)
        await store.open()
        service = GameService(store, clock)
        handled = 0
        while True:
            report_ = await service.process_deadlines()
            if report_.defaulted == 0:
                break
            handled += report_.defaulted
        elapsed = time.perf_counter() - started
        await store.close()
        report.add(
            "restart_s",
            elapsed,
            f"- restart with {matches} matches, all deadlines overdue: ready and {handled} defaults applied "
            f"in {elapsed:.2f} s (target <= 5 s at 10,000)",
        )


def bench_games(report: Report, games: int) -> None:
    for name, game in sorted(all_games().items()):
        started = time.perf_counter()
        sizes, actions = [], 0
        for seed in range(games):
            result = play_match(game, game.max_players, seed)
            sizes.append(len(result.state.model_dump_json()))
            actions += len(result.log)
        elapsed = time.perf_counter() - started
        report.add(
            f"{name}_matches_per_s",
            games / elapsed,
            f"- {name}: {games / elapsed:.1f} AI matches/s at {game.max_players} players, "
            f"{actions / elapsed:.0f} actions/s",
        )
        report.add(
            f"{name}_state_kb",
            max(sizes) / 1024,
            f"- {name}: largest final state {max(sizes) / 1024:.1f} KB (target <= 16 KB)",
        )


def bench_roborally(report: Report, turns: int) -> None:
    resolved = resolution_speed(turns=turns)
    report.add(
        "roborally_resolution_turns_per_s",
        resolved,
        f"- roborally: {resolved:.0f} turns/s resolved with 8 robots (random programs; target >= 500)",
    )
    whole, actions = engine_turn_speed(turns=max(5, turns // 10))
    report.add(
        "roborally_engine_turns_per_s",
        whole,
        f"- roborally: {whole:.0f} whole turns/s through the engine with 8 robots ({actions / whole:.0f} "
        f"actions a turn: each register choice and lock-in applied and checked; {actions:.0f} actions/s)",
    )


async def bench_memory(report: Report, game: str, matches: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "mem.db")
        await store.open()
        await seed_matches(GameService(store, Clock()), game, matches, 2)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        size = (Path(folder) / "mem.db").stat().st_size / 1024 / 1024
        await store.close()
        report.add(
            "max_rss_mb",
            rss,
            f"- peak resident memory with {matches} stored matches: {rss:.0f} MB (database {size:.1f} MB)",
        )


async def bench_discord(report: Report, players: int, rounds: int) -> None:
    from benchmarks.discord_e2e import first_response_ms

    latencies = await first_response_ms(players, rounds)
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    report.add(
        "slash_p99_ms",
        p99,
        f"- slash command to first response, {players} players at once ({len(latencies)} commands): "
        f"p50 {p50:.1f} ms, p99 {p99:.1f} ms (target <= 100 ms)",
    )


async def run(quick: bool, stored: list[int] | None = None) -> Report:
    # Imported here: both import Report and Clock from this module.
    from benchmarks.deck_parse import bench_deck_parse
    from benchmarks.doomtrooper_balance import bench_doomtrooper
    from benchmarks.roborally_service import bench_roborally_service
    from benchmarks.scale import QUICK_STORED, bench_scale

    report = Report(mode="quick" if quick else "full")
    game = "stakbots" if "stakbots" in all_games() else next(iter(sorted(all_games())))
    get_game(game)
    if stored:
        await bench_scale(report, game, stored, quick=quick)
        return report
    await bench_actions(report, game, 50 if quick else 1000, 100 if quick else 2000)
    await bench_discord(report, 50, 2 if quick else 10)
    await bench_restart(report, game, 100 if quick else 10_000)
    bench_games(report, 3 if quick else 50)
    bench_roborally(report, 40 if quick else 1000)
    bench_doomtrooper(report, 4 if quick else 200)
    bench_deck_parse(report, 3 if quick else 31)
    await bench_roborally_service(report, 5 if quick else 100)
    await bench_memory(report, game, 200 if quick else 10_000)
    if quick:
        await bench_scale(report, game, [QUICK_STORED], quick=True)  # so that it cannot rot
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes, for CI")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    parser.add_argument("--markdown", type=Path, help="also write the report lines as a Markdown list")
    parser.add_argument("--sync", choices=["NORMAL", "FULL"], help="every store's durability (BOTWAR_DB_SYNC)")
    parser.add_argument(
        "--stored",
        type=int,
        nargs="+",
        metavar="N",
        help="only the benchmark at scale, with N stored matches (half finished); several sizes run in turn",
    )
    args = parser.parse_args(argv)
    if args.stored and min(args.stored) < 2:
        parser.error("--stored needs at least 2 matches")
    if args.sync:
        storage.sqlite.SYNCHRONOUS = args.sync  # every store of this run, and the raw commit
    mode = "quick" if args.quick else "full"
    flags = (" --quick" if args.quick else "") + (f" --sync {args.sync}" if args.sync else "")
    flags += f" --stored {' '.join(str(n) for n in args.stored)}" if args.stored else ""
    header = (
        f"`python -m benchmarks.run{flags}` ({mode} mode), Python {sys.version.split()[0]}, "
        f"SQLite {sqlite3.sqlite_version} with synchronous={storage.sqlite.SYNCHRONOUS}, {os.cpu_count()} cores"
    )
    print(header)
    report = asyncio.run(run(args.quick, args.stored))
    if args.json:
        args.json.write_text(json.dumps(report.figures, indent=2))
    if args.markdown:
        args.markdown.write_text(header + "\n\n" + "\n".join(report.lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
