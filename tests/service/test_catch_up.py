"""After downtime, overdue deadlines are caught up in the background: commands are answered
meanwhile, and every caught-up default still tells its thread."""

import asyncio

import pytest

from bot.messages import render_body
from bot.service import GameService, User
from storage import SqliteStore
from tests.conftest import FakeClock

MATCHES = 120
pytestmark = [pytest.mark.usefixtures("with_highcard"), pytest.mark.both_backends]


async def test_commands_are_answered_while_a_long_catch_up_runs(
    service: GameService, store: SqliteStore, clock: FakeClock
) -> None:
    players = []
    for n in range(MATCHES):
        ann, bob = User(f"a{n}", f"Ann {n}"), User(f"b{n}", f"Bob {n}")
        match = await service.create_match("highcard", ann, seed=n, channel_id=f"c{n}")
        await service.join(match.id, bob)
        await service.start(match.id, ann)
        players.append((match.id, ann))
    await service.messages_delivered([m.id for m in await service.pending_messages(limit=10_000)])
    clock.advance(48)  # the bot was down for two days: every decision is overdue

    catch_up = asyncio.create_task(service.process_deadlines())
    await asyncio.sleep(0)  # the catch-up has begun
    match_id, ann = players[-1]
    view = await service.view(match_id, ann)
    assert view.text, "a command was answered"
    assert not catch_up.done(), "while the catch-up was still at work"
    report = await catch_up

    assert report.defaulted >= MATCHES and report.caught_up == report.defaulted
    notes = [
        m
        for m in await service.pending_messages(limit=10_000)
        if m.kind == "channel" and "while the bot was offline; caught up now" in render_body(m.body)["text"]
    ]
    assert {m.match_id for m in notes} == {match_id for match_id, _ in players}
