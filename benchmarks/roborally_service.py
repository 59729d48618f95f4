"""RoboRally whole turns through the service, as eight Discord players play them.

A real SqliteStore (the default durability) in a temporary folder, one match of 8 human
seats. Every turn each seat reads its decision (`service.view`, as `/hand`, the `/act`
autocompletion and the select menus do) and submits its programming through `service.act`,
the eight seats at once (`asyncio.gather`), reading its next decision from the reply to
each action, until the last lock-in resolves the turn. Two ways to program:

- `program`: one action per robot per turn (`program c490 c380 ...`: cards for the empty
  registers in order, then lock in), as a player types it with `/act`;
- `registers`: one action per register and one lock-in, as the select menus send them,
  each click preceded by a read of the current decision (the menus resolve it against it).

A robot waiting to re-enter gets its decision only when the one before it has entered (its
player is told by DM): seats that had nothing to do look again once the others are done.
A seat whose action lost a race (`VersionConflict` or a stale decision) looks again and
retries, as the reply tells a player to; these are counted as lost races. The service
queues the actions of one match, so they commit one after another (about one write per
commit here); group commit helps when several matches act at once. Nothing here asserts a
time.
"""

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.report import Clock, Report
from bot.engine import Rng
from bot.errors import StaleDecision
from bot.service import GameService, User
from storage import SqliteStore, VersionConflict

PLAYERS = 8
OPTIONS = {"turn_limit": 500, "lives": 9}
"""Long matches: a turn of 8 robots, not the setup of a new match, is what is measured."""


def program_action(decision: dict[str, Any], rng: Rng) -> str | None:
    """A random legal program for the empty registers, or None when the game has no `program` action."""
    if not any(c["action"].startswith("program") for c in decision["choices"]):
        return None
    by_register: dict[str, list[str]] = {}
    for choice in decision["choices"]:
        if choice["action"].startswith("set "):
            _, register, card = choice["action"].split()
            by_register.setdefault(register, []).append(card)
    cards: list[str] = []
    for register in sorted(by_register):
        legal = [c for c in by_register[register] if c not in cards]
        if legal:
            cards.append(rng.choice(legal))
    return "program " + " ".join(cards) if cards else "lock"


def register_action(decision: dict[str, Any], rng: Rng) -> str:
    sets = [c["action"] for c in decision["choices"] if c["action"].startswith("set ")]
    return rng.choice(sets) if sets else "lock"


class Table:
    """One match of 8 seats and the counters of the run."""

    def __init__(self, service: GameService, mode: str, seed: int) -> None:
        self.service = service
        self.mode = mode
        self.seed = seed
        self.users = [User(f"robot{seat}", f"Robot {seat + 1}") for seat in range(PLAYERS)]
        self.match_id = 0
        self.rngs = [Rng.from_seed(seed * 100 + seat) for seat in range(PLAYERS)]
        self.actions = 0
        self.conflicts = 0
        self.current = 0
        """The turn being played."""
        self.seen = 0
        """The latest turn named by a decision a seat was shown (the harness's own bookkeeping,
        so that it need not read the store between turns)."""
        self.over = False

    async def new_match(self) -> None:
        creator = self.users[0]
        match = await self.service.create_match("roborally", creator, dict(OPTIONS), seed=self.seed)
        for user in self.users[1:]:
            await self.service.join(match.id, user)
        await self.service.start(match.id, creator)
        self.match_id = match.id
        self.seed += 1
        self.current, self.over = await self.turn()
        self.seen = self.current

    async def turn(self) -> tuple[int, bool]:
        """(the turn number, whether the match is over) as the store holds it."""
        match = await self.service.store.get_match(self.match_id)
        assert match.state is not None
        return int(json.loads(match.state)["turn"]), match.status != "active"

    async def seat_plays(self, seat: int, turn: int) -> bool:
        """Act while this seat has a decision of this turn; False if it had none to begin with.

        The seat reads its decision (`service.view`: the `/hand` command, or a select menu
        resolving a click), acts, and reads its next decision from the reply to the action,
        as the player does. A click on a select menu reads the decision again first.
        """
        user, rng = self.users[seat], self.rngs[seat]
        decision = self.note((await self.service.view(self.match_id, user)).decision)
        acted = False
        while decision is not None and decision["prompt"].startswith(f"Turn {turn}:"):
            if decision["kind"] != "program":
                action = str(decision["default"])
            elif self.mode == "program":
                action = program_action(decision, rng) or register_action(decision, rng)
            else:
                action = register_action(decision, rng)
            try:
                result = await self.service.act(self.match_id, user, action, decision_id=decision["id"])
                self.actions += 1
                acted = True
                self.over = result.match.status != "active"
                decision = self.note(result.view.decision)
            except (VersionConflict, StaleDecision):
                self.conflicts += 1  # another seat's action came first: look again
                decision = self.note((await self.service.view(self.match_id, user)).decision)
                continue
            if self.mode == "registers" and decision is not None:
                decision = self.note((await self.service.view(self.match_id, user)).decision)
        return acted

    def note(self, decision: dict[str, Any] | None) -> dict[str, Any] | None:
        if decision is not None:
            self.seen = max(self.seen, int(decision["prompt"].split(":")[0].removeprefix("Turn ")))
        return decision

    async def play_turn(self) -> None:
        if self.over:
            await self.new_match()
        turn = self.current
        waiting = list(range(PLAYERS))
        while True:
            acted = await asyncio.gather(*(self.seat_plays(seat, turn) for seat in waiting))
            if self.seen > turn and not self.over:
                self.current = self.seen  # a reply already showed the next turn's decision
                return
            self.current, self.over = await self.turn()
            if self.current != turn or self.over:
                return
            if not any(acted):
                raise RuntimeError(f"turn {turn}: nobody could act and the turn did not resolve")
            # A robot waiting to re-enter gets its decision only after the one before it entered
            # (its player is told by DM): the seats that had nothing to do look again.
            waiting = [seat for seat, done in zip(waiting, acted, strict=True) if not done]


async def measure(mode: str, turns: int, seed: int = 1) -> tuple[float, float, float, float]:
    """(turns/s, actions a turn, conflicts a turn, writes per commit) for `turns` whole turns."""
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "roborally.db")
        await store.open()
        try:
            table = Table(GameService(store, Clock()), mode, seed)
            await table.new_match()
            await table.play_turn()  # warm up: course tables, caches
            table.actions = table.conflicts = 0
            commits, writes = store.commits, store.writes
            started = time.perf_counter()
            for _ in range(turns):
                await table.play_turn()
            elapsed = time.perf_counter() - started
            grouped = (store.writes - writes) / max(1, store.commits - commits)
        finally:
            await store.close()
    return turns / elapsed, table.actions / turns, table.conflicts / turns, grouped


async def bench_roborally_service(report: Report, turns: int) -> None:
    """Whole RoboRally turns through GameService with 8 robots (target >= 60/s at FULL durability)."""
    rate, actions, conflicts, grouped = await measure("program", turns)
    report.add(
        "roborally_service_turns_per_s",
        rate,
        f"- roborally: {rate:.1f} whole turns/s through the service with 8 robots, each programmed "
        f"by one action ({actions:.1f} actions and {conflicts:.1f} lost races a turn, "
        f"{grouped:.1f} writes per commit; target >= 60)",
    )
    rate, actions, conflicts, grouped = await measure("registers", max(2, turns // 3))
    report.add(
        "roborally_service_register_turns_per_s",
        rate,
        f"- roborally: {rate:.1f} whole turns/s through the service with 8 robots programmed one "
        f"register at a time as the select menus do ({actions:.1f} actions and {conflicts:.1f} lost "
        f"races a turn, {grouped:.1f} writes per commit)",
    )


if __name__ == "__main__":
    asyncio.run(bench_roborally_service(Report(mode="full"), int(sys.argv[1]) if len(sys.argv) > 1 else 60))
