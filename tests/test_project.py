"""Project hygiene that CI enforces through the one test command: lint, types, README."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_readme_has_exactly_two_commands_and_ci_runs_the_test_one() -> None:
    blocks = re.findall(r"```sh\n(.*?)\n```", (ROOT / "README.md").read_text(), flags=re.S)
    assert len(blocks) == 2, blocks
    assert "pytest" in blocks[1] and "python -m bot" in blocks[0]
    assert blocks[1] in (ROOT / ".ci" / "run").read_text()


def test_the_engine_never_imports_discord() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for folder in ("bot/engine", "bot/games", "storage")
        for path in (ROOT / folder).rglob("*.py")
        if re.search(r"^\s*(import|from)\s+discord", path.read_text(), flags=re.M)
    ]
    assert offenders == []
