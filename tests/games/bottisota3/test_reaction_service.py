"""A reaction window through the service: the thread never learns who holds a joker, the
window closes after the short reaction time, and letting it pass is no missed deadline."""

import pytest

from bot.messages import render_body
from bot.service import HOUR, GameService, User
from storage import MatchChange, SqliteStore
from tests.conftest import FakeClock
from tests.games.bottisota3.helpers import card, position

pytestmark = pytest.mark.both_backends

ANN, BOB, CID = User("u1", "Ann"), User("u2", "Bob"), User("u3", "Cid")
JOKER = card("🃏")


async def window_for_cid(service: GameService, store: SqliteStore) -> int:
    """Ann repairs with A♥ in her turn; only Cid holds a joker."""
    match = await service.create_match("bottisota3", ANN, seed=1, channel_id="c1")
    await service.join(match.id, BOB)
    await service.join(match.id, CID)
    match = await service.start(match.id, ANN)
    state = position([("Pora", [card("A♥")]), ("Teekuppi", []), ("Siivuri", [JOKER])])
    state.bots[0].condition = 3
    await store.apply_change(
        MatchChange(match_id=match.id, expected_version=match.version, status="active", state=state.model_dump_json()),
        now=service.clock(),
    )
    await service.messages_delivered([m.id for m in await service.pending_messages(limit=1000)])
    await service.act(match.id, ANN, f"use {card('A♥')}")
    return match.id


async def test_the_thread_is_not_told_who_may_bug(service: GameService, store: SqliteStore, clock: FakeClock) -> None:
    match_id = await window_for_cid(service, store)
    match = await store.get_match(match_id)
    [deadline] = match.deadlines
    assert deadline.seat == 2 and deadline.due_at == pytest.approx(clock.now + 1 * HOUR)
    assert deadline.remind_at is None, "no reminder for a reaction"
    public = [render_body(m.body) for m in await service.pending_messages(limit=1000) if m.kind == "channel"]
    status = next(b for b in public if b["kind"] == "status")
    assert "a reaction" in status["text"] and "Cid" not in status["text"]
    assert "bug Ann's A♥ (repair kit), or let it go" in status["text"]
    assert all("Cid" not in b["text"] for b in public)
    dms = [m for m in await service.pending_messages(limit=1000) if m.kind == "dm"]
    assert [m.recipient for m in dms if m.body.get("decision")] == [CID.id], "Cid alone is asked, in private"


async def test_a_window_left_to_close_lets_the_card_go_without_a_miss(
    service: GameService, store: SqliteStore, clock: FakeClock
) -> None:
    match_id = await window_for_cid(service, store)
    await service.messages_delivered([m.id for m in await service.pending_messages(limit=1000)])
    clock.advance(1.01)
    report = await service.process_deadlines()
    assert report.defaulted == 1
    match = await store.get_match(match_id)
    assert match.seats[2].misses == 0 and not match.seats[2].is_ai
    messages = await service.pending_messages(limit=1000)
    public = [render_body(m.body)["text"] for m in messages if m.kind == "channel"]
    assert all("Cid" not in text and "missed" not in text for text in public)
    assert any("reaction window closed" in render_body(m.body)["text"] for m in messages if m.recipient == CID.id)
    assert (await service.view(match_id, ANN)).decision is not None, "Ann's turn goes on, the repair made"
