"""The benchmark suite runs in CI in its quick mode. Nothing here asserts a time: the
figures are reported (docs/performance.md holds the full-mode ones), only their presence
and sanity are checked, so a broken benchmark cannot rot unnoticed."""

import json
import re
import subprocess
import sys
from pathlib import Path

from benchmarks.deck_parse import SIZES as DECK_SIZES
from benchmarks.scale import QUICK_STORED
from bot.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
SCALE_FIGURES = (
    "build_s",
    "db_mb",
    "finished_match_bytes",
    "active_match_bytes",
    "start_s",
    "outbox_poll_ms",
    "outbox_poll_p99_ms",
    "list_p50_ms",
    "list_p99_ms",
    "list_user_p99_ms",
    "action_p50_ms",
    "action_p99_ms",
    "alone_actions_per_s",
    "actions_per_s",
    "sustained_p99_ms",
    "delivered_per_s",
    "backlog",
    "restart_s",
    "restart_reply_s",
    "catchup_s",
    "peak_rss_mb",
)
"""The benchmark at scale (benchmarks/scale.py), which the quick mode runs at QUICK_STORED stored matches."""


def test_the_quick_benchmarks_run_and_report_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.run", "--quick", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    print(done.stdout)
    figures = json.loads(out.read_text())
    expected = {
        "action_p50_ms",
        "action_p99_ms",
        "store_commit_p99_ms",
        "raw_commit_p99_ms",
        "actions_per_s",
        "slash_p99_ms",
        "restart_s",
        "max_rss_mb",
        *(f"{name}_matches_per_s" for name in GAMES),
        *(f"{name}_state_kb" for name in GAMES),
        "roborally_resolution_turns_per_s",
        "roborally_engine_turns_per_s",
        "roborally_service_turns_per_s",
        "roborally_service_register_turns_per_s",
        *(f"deck_parse_{size}_ms" for size in DECK_SIZES),
        "deck_parse_growth",
        "user_text_max_ms",
        *(f"stored_{QUICK_STORED}_{name}" for name in SCALE_FIGURES),
    }
    assert expected <= set(figures), sorted(expected - set(figures))
    may_be_zero = {f"stored_{QUICK_STORED}_backlog"}  # everything may have been delivered
    assert all(value > 0 for key, value in figures.items() if key not in may_be_zero)
    assert figures[f"stored_{QUICK_STORED}_backlog"] >= 0


def test_the_processes_benchmark_runs_on_both_back_ends() -> None:
    """benchmarks/processes.py at a small size: SQLite, then PostgreSQL with two processes."""
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.processes", "--stored", "100", "--processes", "2", "--seconds", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    print(done.stdout)
    lines = [line for line in done.stdout.splitlines() if "accepted actions/s" in line]
    assert [re.sub(r" [\d.]+$", "", line.split(",")[0]) for line in lines] == ["- SQLite (FULL)", "- PostgreSQL"]
    assert all(float(line.split(": ")[1].split()[0]) > 0 for line in lines), "every run accepted actions"
