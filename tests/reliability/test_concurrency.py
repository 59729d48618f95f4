"""Many writers, one truth: concurrent actions never lose an update.

Every seat of every match is its own task (or process) acting as soon as it may. The final
state of every match must equal a serial replay of its accepted actions, and every refused
attempt must have come back with a clear error.
"""

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from bot.engine import LoggedAction, replay
from bot.errors import USER_ERRORS
from bot.games import get_game
from bot.service import GameService, User
from storage import SqliteStore

ROOT = Path(__file__).resolve().parents[2]
MATCHES, PLAYERS, ROUNDS = 70, 4, 4


async def create_matches(path: Path) -> list[int]:
    async with SqliteStore(path) as store:
        service = GameService(store)
        ids = []
        for n in range(MATCHES):
            owner = User(f"m{n}s0", "S0")
            match = await service.create_match("highcard", owner, {"rounds": ROUNDS}, seed=n)
            for seat in range(1, PLAYERS):
                await service.join(match.id, User(f"m{n}s{seat}", f"S{seat}"))
            await service.start(match.id, owner)
            ids.append(match.id)
    return ids


async def play_seats(path: Path, groups: list[tuple[int, list[int]]]) -> Counter[str]:
    """Each (match, seats) group plays as one task; groups of one match race each other.

    Returns counts of accepted actions and of refusals by error type.
    """
    async with SqliteStore(path, busy_timeout_ms=30_000) as store:
        service = GameService(store)
        tally: Counter[str] = Counter()

        async def group_task(match_id: int, seats: list[int]) -> None:
            users = [User(f"m{match_id - 1}s{seat}", f"S{seat}") for seat in seats]
            while True:
                acted = False
                for user in users:
                    view = await service.view(match_id, user)
                    if view.match.status != "active":
                        return
                    if view.decision is None:
                        continue
                    try:
                        await service.act(match_id, user, view.decision["choices"][0]["action"])
                        tally["accepted"] += 1
                        acted = True
                    except USER_ERRORS as error:
                        assert str(error), "a refusal always says why"
                        tally[type(error).__name__] += 1
                if not acted:
                    await asyncio.sleep(0.02)

        await asyncio.gather(*(group_task(m, seats) for m, seats in groups))
    return tally


def split_seats(ids: list[int]) -> list[tuple[int, list[int]]]:
    """Two writers per match: even seats and odd seats."""
    return [(m, list(range(parity, PLAYERS, 2))) for m in ids for parity in (0, 1)]


async def assert_every_match_equals_its_serial_replay(path: Path, ids: list[int]) -> int:
    async with SqliteStore(path) as store:
        game = get_game("highcard")
        total = 0
        for match_id in ids:
            match = await store.get_match(match_id)
            log = await store.action_log(match_id)
            assert match.status == "finished"
            assert len(log) == PLAYERS * ROUNDS
            rebuilt = replay(
                game, PLAYERS, match.options, match.seed, [LoggedAction(player=e.seat, action=e.action) for e in log]
            )
            assert rebuilt.model_dump_json() == match.state
            total += len(log)
    return total


@pytest.mark.usefixtures("with_highcard")
async def test_a_thousand_concurrent_actions_in_one_process(tmp_path: Path) -> None:
    path = tmp_path / "c.db"
    ids = await create_matches(path)
    tally = await play_seats(path, split_seats(ids))
    total = await assert_every_match_equals_its_serial_replay(path, ids)
    assert tally["accepted"] == total == MATCHES * PLAYERS * ROUNDS >= 1000
    assert set(tally) <= {"accepted", "VersionConflict", "NotYourDecision", "IllegalAction", "NotActive"}
    print(f"\none process: {dict(tally)}")


@pytest.mark.usefixtures("with_highcard")
async def test_two_processes_on_one_file(tmp_path: Path) -> None:
    path = tmp_path / "c2.db"
    ids = await create_matches(path)
    groups = split_seats(ids)
    # Even seats in one process and odd seats in the other, so every match has writers in both.
    workers = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.reliability.concurrency_worker",
            str(path),
            json.dumps(groups[i::2]),
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
        )
        for i in range(2)
    ]
    outputs = [await asyncio.wait_for(w.communicate(), timeout=240) for w in workers]
    assert [w.returncode for w in workers] == [0, 0]
    tallies = [json.loads(out) for out, _ in outputs]
    total = await assert_every_match_equals_its_serial_replay(path, ids)
    accepted = sum(t.get("accepted", 0) for t in tallies)
    assert accepted == total == MATCHES * PLAYERS * ROUNDS
    print(f"\ntwo processes: {tallies}")
