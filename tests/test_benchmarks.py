"""The benchmark suite runs in CI in its quick mode. Nothing here asserts a time: the
figures are reported (docs/performance.md holds the full-mode ones), only their presence
and sanity are checked, so a broken benchmark cannot rot unnoticed."""

import json
import subprocess
import sys
from pathlib import Path

from bot.games import GAMES

ROOT = Path(__file__).resolve().parents[1]


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
    }
    assert expected <= set(figures)
    assert all(value > 0 for value in figures.values())
