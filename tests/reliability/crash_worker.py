"""Worker for the crash tests: `python -m tests.reliability.crash_worker DB SINK [finish]`, or
`python -m tests.reliability.crash_worker --zygote DB SINK` (see `zygote`).

DB is an SQLite file or a PostgreSQL URL (then with leases of LEASE seconds, so that a
killed worker's claims pass to the other worker quickly).

Plays every active match (human seats answered by the AI through service.act, so each
move is a normal player action), processes deadlines on a clock running 1,000 times
faster than real time, and delivers the outbox by appending each message's idempotency
key to SINK before marking it delivered. Prints 'ready' once open; runs until killed or
until there is nothing left to do. With `finish`, every seat plays, so the matches end quickly.
"""

import asyncio
import contextlib
import os
import sys
import time
from pathlib import Path

from bot.engine import ai_choice
from bot.errors import USER_ERRORS
from bot.games import GAMES, get_game
from bot.service import GameService, User
from storage import PostgresStore, SqliteStore
from tests.support.highcard import HIGHCARD

SPEEDUP = 1000.0
ABSENT_SEAT = 1
"""This seat never acts, so its decisions always run into their deadlines."""
LEASE = 0.5


def fast_clock() -> float:
    return time.time() * SPEEDUP


async def deliver(service: GameService, sink_fd: int) -> int:
    sent = 0
    for message in await service.pending_messages(limit=200):
        os.write(sink_fd, f"{message.idem_key}\n".encode())
        await service.messages_delivered([message.id])
        sent += 1
    return sent


async def play_one_move(service: GameService, match_id: int, absent: int | None) -> bool:
    match = await service.store.get_match(match_id)
    if match.status != "active" or match.state is None:
        return False
    game = get_game(match.game)
    state = game.State.model_validate_json(match.state)
    for decision in game.pending(state):
        seat = match.seats[decision.player]
        if seat.is_ai or seat.user_id is None or decision.player == absent:
            continue
        action = ai_choice(game, state, decision.player)
        # A lost race with deadline processing (or with the other worker, on PostgreSQL) is a
        # refusal like any player's; the next round tries again.
        with contextlib.suppress(*USER_ERRORS):
            await service.act(match_id, User(seat.user_id, seat.name), action)
        return True
    return False


async def main(db: str, sink: Path, finish: bool, ready: str = "ready") -> None:
    GAMES.setdefault("highcard", HIGHCARD)
    store = PostgresStore(db, lease_seconds=LEASE, pool_size=4) if db.startswith("postgresql://") else SqliteStore(db)
    async with store:
        service = GameService(store, fast_clock)
        sink_fd = os.open(sink, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        print(ready, flush=True)
        idle_rounds = 0
        while idle_rounds < 50:
            matches = await service.list_matches()
            busy = False
            for match in matches:
                busy |= await play_one_move(service, match.id, None if finish else ABSENT_SEAT)
            report = await service.process_deadlines()
            sent = await deliver(service, sink_fd)
            busy |= bool(report.defaulted or report.reminded or sent)
            idle_rounds = 0 if busy or matches else idle_rounds + 1
            if not matches:
                await asyncio.sleep(0.01)


def zygote(db: str, sink: Path) -> None:
    """One warm process that forks a worker for every line `run` on standard input: the child
    prints `ready PID` once open and works until it is killed (or done); this process reaps it
    and prints `exit STATUS` (negative: the signal that ended it). Importing the bot costs
    about a second, forking a few milliseconds, and the crash test starts hundreds of workers."""
    for line in sys.stdin:
        if line.strip() != "run":
            break
        sys.stdout.flush()
        child = os.fork()
        if child == 0:
            code = 1
            try:
                asyncio.run(main(db, sink, False, ready=f"ready {os.getpid()}"))
                code = 0
            finally:
                sys.stdout.flush()
                os._exit(code)  # never run the parent's clean-up in the child
        _, status = os.waitpid(child, 0)
        print(f"exit {os.waitstatus_to_exitcode(status)}", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--zygote":
        zygote(sys.argv[2], Path(sys.argv[3]))
    else:
        asyncio.run(main(sys.argv[1], Path(sys.argv[2]), sys.argv[3:] == ["finish"]))
