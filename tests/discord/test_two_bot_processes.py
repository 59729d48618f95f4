"""Two real bot processes against the fake Discord and one PostgreSQL; one killed mid-turn.

Process A holds shard 0 (Discord sends it every DM interaction: the players' button
clicks), process B shard 1 (the server's: the lobby commands and /act), so the moves of one
match arrive at both. Both run their deadline loop, dispatcher and housekeeping on the one
database. In "played" matches Alice clicks in her DMs (to A) and Bob plays with /act (to B);
in "absent" matches nobody plays after the start, so every decision runs into its deadline.
A is killed with SIGKILL while it handles a round of clicks, and started again; a click that
got no answer is clicked again, as a player would. Then, once every match is over:

- no action lost: every move a player was told was made is in the log, and each decision
  of each seat is in the log once (no move and no deadline applied twice);
- every deadline fired once: each default is logged once, and the absent matches finished;
- no message delivered twice: every outbox message is delivered and shows in Discord once
  (a resend after the kill is allowed, and Discord shows it once by its nonce);
- every match's state is the replay of its log.
"""

import asyncio
import dataclasses
import functools
import json
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.engine import LoggedAction, ai_choice, open_decisions, replay
from bot.games import get_game
from cogs.delivery import nonce_for
from storage import PostgresStore
from tests.conftest import FakeClock
from tests.discord.conftest import ALICE, BOB, CAROL, MANAGER, Harness
from tests.discord.fake_discord import FakeDiscord, Sent, until
from tests.support.highcard import HIGHCARD

ROOT = Path(__file__).resolve().parents[2]
PLAYED = 4
ABSENT = 2
WAIT = 30.0
"""Seconds any one step may take before the test fails (the machine may be busy)."""


async def start_bot(fake: FakeDiscord, url: str, shard: int, origin: float) -> asyncio.subprocess.Process:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.discord.bot_process",
        str(fake.port),
        url,
        str(shard),
        str(origin),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdout is not None
    assert (await asyncio.wait_for(process.stdout.readline(), timeout=60)) == b"ready\n"
    return process


async def answered(fake: FakeDiscord, payload: dict[str, Any]) -> list[Sent]:
    """Send an interaction and wait for its answer (the followup or edit after the defer)."""
    await fake.dispatch("INTERACTION_CREATE", payload)
    return list(await until(lambda: fake.replies(payload["token"]), timeout=WAIT))


def said(replies: list[Sent]) -> str:
    return "\n".join(r.text for r in replies)


def any_answered(fake: FakeDiscord, payloads: list[dict[str, Any]]) -> bool:
    """Whether a bot has taken up (deferred) any of these interactions."""
    return any(fake.callback(p["token"]) for p in payloads)


def decision_message(fake: FakeDiscord, user: int, match_id: int, seat: int, decision_id: str) -> Sent | None:
    """The latest message in the user's DMs with the decision's buttons: a DM the dispatcher
    delivered, or the answer to their last click (it carries the next decision, no DM then)."""
    ref = f"bw:m:{match_id}:s:{seat}:d:{decision_id}:"
    dm_channel = next(c for c, u in fake.dm_channels.items() if u == user)
    found = [m for m in fake.messages if m.custom_ids and m.custom_ids[0].startswith(ref)]
    return dataclasses.replace(found[-1], channel_id=dm_channel) if found else None


async def create_match(h: Harness, match_id: int, players: tuple[int, int], hours: float) -> int:
    """Match `match_id` (the database is new: matches are numbered from 1 as they are made)."""
    game = h.command_payload
    await answered(h.fake, game("game", "new", user=players[0], game="highcard"))
    await answered(h.fake, game("game", "join", user=players[1], match=match_id))
    await answered(
        h.fake,
        game("game", "settings", user=players[0], match=match_id, hours=hours, reminder_hours=0.0, ai_takeover_after=0),
    )
    await answered(h.fake, game("game", "start", user=players[0], match=match_id))
    assert h.fake.threads, "the match got its thread"
    return match_id


def act_payload(h: Harness, user: int, match_id: int, action: str) -> dict[str, Any]:
    return h.command_payload("act", user=user, match=match_id, action=action)


async def current_decision(store: PostgresStore, match_id: int, seat: int) -> tuple[str, str] | None:
    """(decision id, an action) for the seat's pending decision, read as the players' client would see it."""
    match = await store.get_match(match_id)
    if match.status != "active" or match.state is None:
        return None
    state = HIGHCARD.State.model_validate_json(match.state)
    for decision in open_decisions(HIGHCARD, state):
        if decision.player == seat:
            return decision.id, ai_choice(HIGHCARD, state, seat)
    return None


@pytest.mark.usefixtures("with_highcard")
async def test_two_bot_processes_one_killed_mid_turn_lose_and_repeat_nothing(fake: FakeDiscord, pg_url: str) -> None:
    origin = time.time()
    processes = {"A": await start_bot(fake, pg_url, 0, origin), "B": await start_bot(fake, pg_url, 1, origin)}
    h = Harness(fake, Path("unused.db"), FakeClock())
    made: list[str] = []  # interaction ids whose answer said the move was made
    retried = 0
    try:
        async with PostgresStore(pg_url) as store:
            played = [await create_match(h, n, (ALICE, BOB), hours=1.0) for n in range(1, PLAYED + 1)]
            absent = [
                await create_match(h, n, (CAROL, MANAGER), hours=0.01) for n in range(PLAYED + 1, PLAYED + ABSENT + 1)
            ]

            async def play(match_id: int, payload: dict[str, Any]) -> None:
                if "You play" in said(await answered(fake, payload)):
                    made.append(payload["id"])

            killed = False
            while True:
                running = [m for m in played if (await store.get_match(m)).status == "active"]
                if not running:
                    break
                moves = []
                for match_id in running:
                    alice = await current_decision(store, match_id, 0)
                    if alice is not None:
                        # Her decision's DM, as the dispatcher (of either process) delivered it.
                        dm = await until(functools.partial(decision_message, fake, ALICE, match_id, 0, alice[0]), WAIT)
                        moves.append((match_id, h.click_payload(dm, dm.custom_ids[0], user=ALICE)))
                    bob = await current_decision(store, match_id, 1)
                    if bob is not None:
                        moves.append((match_id, act_payload(h, BOB, match_id, bob[1])))
                if not killed and len(running) == PLAYED and moves:
                    # Mid-turn: A is handling this round's clicks when it is killed.
                    clicks = [p for _, p in moves if p["type"] == 3]
                    for payload in clicks:
                        await fake.dispatch("INTERACTION_CREATE", payload)
                    await until(functools.partial(any_answered, fake, clicks), timeout=WAIT)
                    processes["A"].send_signal(signal.SIGKILL)
                    await processes["A"].wait()
                    killed = True
                    processes["A"] = await start_bot(fake, pg_url, 0, origin)
                    for payload in clicks:
                        if "You play" in said(fake.replies(payload["token"])):
                            made.append(payload["id"])
                        elif not fake.replies(payload["token"]):
                            # No answer: the player clicks the same button again.
                            again = dict(payload, id=str(next(h.ids)))
                            again["token"] = f"token-{again['id']}"
                            moves.append((0, again))
                            retried += 1
                    moves = [(m, p) for m, p in moves if p["type"] != 3 or p not in clicks]
                await asyncio.gather(*(play(m, p) for m, p in moves))
            # The absent matches end by their deadlines; everything queued is delivered.
            deadline = time.monotonic() + 60
            while not await _all_settled(pg_url):
                assert time.monotonic() < deadline, "the matches did not finish or the outbox did not drain"
                await asyncio.sleep(0.2)
            rows = await _database(pg_url)
    finally:
        for process in processes.values():
            if process.returncode is None:
                process.send_signal(signal.SIGKILL)
                await process.wait()

    assert killed
    # No action lost, none applied twice.
    logged = Counter((e["match_id"], e["seat"], e["decision_id"]) for e in rows["log"])
    assert all(n == 1 for n in logged.values()), "a decision was answered twice"
    handled = {r["interaction_id"] for r in rows["interactions"]}
    assert set(made) <= handled, "a move a player was told was made is not in the store"
    players = [e for e in rows["log"] if e["source"] == "player"]
    assert len(players) == len(handled), "every handled interaction is one logged move"
    # Every deadline fired once, and the absent matches ended by them.
    defaults = [e for e in rows["log"] if e["source"] == "deadline"]
    assert {e["match_id"] for e in defaults} >= set(absent)
    assert all(m["status"] == "finished" for m in rows["matches"])
    for match in rows["matches"]:
        log = [e for e in rows["log"] if e["match_id"] == match["id"]]
        assert [e["seq"] for e in log] == list(range(len(log)))
        rebuilt = replay(
            get_game(match["game"]),
            2,
            json.loads(match["options"]),
            match["seed"],
            [LoggedAction(player=e["seat"], action=e["action"]) for e in log],
        )
        assert rebuilt.model_dump_json() == match["state"], f"match {match['id']}: state is not its log's replay"
    # Every message delivered, and shown once.
    nonces = Counter(m.nonce for m in fake.messages if m.route == "message" and m.nonce is not None)
    assert all(n == 1 for n in nonces.values()), "a message shows twice in Discord"
    assert {nonce_for(r["idem_key"]) for r in rows["outbox"]} <= set(nonces), "a message never reached Discord"
    print(
        f"\ntwo bot processes: {len(players)} moves ({len(made)} answered), {len(defaults)} defaults, "
        f"{len(rows['outbox'])} messages, {len(fake.resent)} sent again "
        "(after the kill, or a lease run out on a busy machine) and shown once, "
        f"{retried} clicks unanswered at the kill and clicked again"
    )


async def _all_settled(url: str) -> bool:
    conn = await asyncpg.connect(url)
    try:
        open_matches, pending = await conn.fetchrow(
            "SELECT (SELECT COUNT(*) FROM matches WHERE status <> 'finished'), "
            "(SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL)"
        )
    finally:
        await conn.close()
    return bool(open_matches == 0 and pending == 0)


async def _database(url: str) -> dict[str, list[Any]]:
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction(isolation="repeatable_read", readonly=True):
            return {
                "matches": await conn.fetch("SELECT id, game, options, seed, state, status FROM matches ORDER BY id"),
                "log": await conn.fetch(
                    "SELECT match_id, seq, seat, action, source, decision_id FROM action_log ORDER BY match_id, seq"
                ),
                "interactions": await conn.fetch("SELECT interaction_id FROM interactions"),
                "outbox": await conn.fetch("SELECT idem_key FROM outbox"),
            }
    finally:
        await conn.close()
