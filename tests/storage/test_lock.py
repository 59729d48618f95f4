"""The lock a serving process holds on an SQLite file (storage/lock.py); real processes take it
in tests/discord/test_one_process_per_file.py."""

import os
from pathlib import Path

import pytest

from bot.cli import main
from storage.errors import AlreadyServing, StoreUnavailable
from storage.factory import serving_lock
from tests.frontends.test_cli import one_line_error


def test_a_second_holder_is_refused_with_the_first_ones_pid_until_it_lets_go(tmp_path: Path) -> None:
    database = tmp_path / "botwar.db"
    with serving_lock(f"sqlite:///{database}"):
        assert (tmp_path / "botwar.db.lock").read_text() == f"{os.getpid()}\n"
        with pytest.raises(AlreadyServing) as refused, serving_lock(database):
            pass
        assert refused.value.holder == os.getpid()
        assert f"is already running on the database {database} (it holds {database}.lock)" in str(refused.value)
    with serving_lock(database):  # let go: taken again at once
        pass


def test_postgresql_needs_no_lock_and_a_missing_folder_is_one_sentence(tmp_path: Path) -> None:
    with serving_lock("postgresql://bot@db/botwar"), serving_lock("postgresql://bot@db/botwar"):
        pass
    missing = r"the folder for the database, .*nowhere, does not exist"
    with pytest.raises(StoreUnavailable, match=missing), serving_lock(tmp_path / "nowhere" / "botwar.db"):
        pass


def test_migrate_refuses_a_file_a_bot_is_serving(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "botwar.db"
    database.touch()
    with serving_lock(database):
        assert main(["migrate", "--from", str(database), "--to", "postgresql://bot@127.0.0.1:9/none"]) == 2
    line = one_line_error(capsys.readouterr().err)
    assert line.startswith(f"botwar: another botwar process (pid {os.getpid()}) is already running on the database")
