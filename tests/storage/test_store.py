"""The store's promises, kept alike by SQLite and PostgreSQL: every test here runs on both
(tests/conftest.py, `both_backends`). Compare-and-set, interactions, the outbox, users, the
log, exact read-back, batches, reopening, and two connections racing."""

import asyncio
from collections.abc import Callable

import pytest

from storage import (
    DeadlineRecord,
    DuplicateInteraction,
    GuildRecord,
    LogRecord,
    MatchChange,
    MatchNotFound,
    NewMatch,
    OutboxMessage,
    SeatRecord,
    UserRecord,
    VersionConflict,
)
from tests.conftest import AnyStore

pytestmark = pytest.mark.both_backends


def new_match(**extra: object) -> NewMatch:
    return NewMatch(
        game="highcard",
        options={},
        settings={},
        seed=7,
        creator=SeatRecord(seat=0, user_id="u1", name="Ann"),
        **extra,
    )


def change(match_id: int, version: int, state: str, **extra: object) -> MatchChange:
    return MatchChange(match_id=match_id, expected_version=version, status="active", state=state, **extra)


async def test_reopen_keeps_matches_and_does_not_reapply_migrations(new_store: Callable[[], AnyStore]) -> None:
    async with new_store() as store:
        created = await store.create_match(new_match(channel_id="c9"), now=1.0)
        await store.apply_change(change(created.id, 0, '{"x": 1}'), now=2.0)
    again = new_store()
    await again.open()
    match = await again.get_match(created.id)
    assert (match.state, match.version, match.status, match.channel_id) == ('{"x": 1}', 1, "active", "c9")
    assert [s.name for s in match.seats] == ["Ann"]
    await again.close()


async def test_compare_and_set_refuses_a_stale_version(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    await store.apply_change(change(created.id, 0, "first"), now=2.0)
    with pytest.raises(VersionConflict, match="moved on"):
        await store.apply_change(
            change(
                created.id,
                0,
                "second",
                outbox=[OutboxMessage(idem_key="k1", kind="channel", recipient=None, body={"text": "lost"})],
            ),
            now=3.0,
        )
    match = await store.get_match(created.id)
    assert (match.state, match.version) == ("first", 1)
    assert await store.undelivered_outbox(50) == [], "a refused change writes nothing"


async def test_unknown_match_is_a_clear_error(store: AnyStore) -> None:
    with pytest.raises(MatchNotFound, match="no match #404"):
        await store.get_match(404)
    with pytest.raises(MatchNotFound):
        await store.apply_change(change(404, 0, "x"), now=1.0)


async def test_duplicate_interaction_is_refused_once_handled(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    await store.apply_change(change(created.id, 0, "a", interaction_id="i-1"), now=2.0)
    with pytest.raises(DuplicateInteraction):
        await store.apply_change(change(created.id, 1, "b", interaction_id="i-1"), now=3.0)
    assert (await store.get_match(created.id)).state == "a"


async def test_concurrent_writers_in_one_process_never_lose_an_update(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)

    async def bump(worker: int) -> int:
        wins = 0
        for _ in range(20):
            while True:
                match = await store.get_match(created.id)
                count = int(match.state or "0")
                try:
                    await store.apply_change(change(created.id, match.version, str(count + 1)), now=2.0)
                    wins += 1
                    break
                except VersionConflict:
                    await asyncio.sleep(0)
        return wins

    results = await asyncio.gather(*(bump(w) for w in range(8)))
    match = await store.get_match(created.id)
    assert sum(results) == 160 and match.state == "160" and match.version == 160


async def test_a_refused_change_in_a_shared_commit_leaves_nothing_behind(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)

    def racer(name: str) -> MatchChange:
        return change(
            created.id,
            0,
            name,
            interaction_id=f"click-{name}",
            log=[LogRecord(seq=0, seat=0, action=name, source="player", created_at=2.0)],
            outbox=[OutboxMessage(idem_key=name, kind="channel", recipient=None, body={"text": name})],
        )

    # Queued at once, so the writer usually runs both in one transaction (test_writer.py
    # proves the grouping): the second fails its compare-and-set after writing its
    # interaction id, which its savepoint takes back.
    outcomes = await asyncio.gather(
        store.apply_change(racer("a"), now=2.0), store.apply_change(racer("b"), now=2.0), return_exceptions=True
    )
    assert outcomes[0] == 1 and isinstance(outcomes[1], VersionConflict)
    assert await store.interaction_seen("click-a") and not await store.interaction_seen("click-b")
    assert [e.action for e in await store.action_log(created.id)] == ["a"]
    assert [m.idem_key for m in await store.undelivered_outbox(50)] == ["a"]


async def test_two_connections_on_one_database_one_wins(new_store: Callable[[], AnyStore]) -> None:
    first, second = new_store(), new_store()
    await first.open()
    await second.open()
    created = await first.create_match(new_match(), now=1.0)
    outcomes = await asyncio.gather(
        first.apply_change(change(created.id, 0, "from-first"), now=2.0),
        second.apply_change(change(created.id, 0, "from-second"), now=2.0),
        return_exceptions=True,
    )
    conflicts = [o for o in outcomes if isinstance(o, VersionConflict)]
    assert len(conflicts) == 1
    assert (await first.get_match(created.id)).version == 1
    await first.close()
    await second.close()


async def test_outbox_delivery_retry_and_giving_up(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    messages = [OutboxMessage(idem_key=f"m1:{tag}", kind="dm", recipient="u1", body={"text": tag}) for tag in "abcd"]
    await store.apply_change(change(created.id, 0, "s", outbox=messages), now=5.0)
    pending = await store.undelivered_outbox(50)
    assert [(m.idem_key, m.next_attempt_at) for m in pending] == [(f"m1:{t}", 5.0) for t in "abcd"]
    await store.mark_delivered([pending[0].id, pending[2].id], now=6.0)
    await store.mark_failed(pending[1].id, "503", retry_at=60.0, now=6.0)
    await store.mark_failed(pending[3].id, "404 Unknown Channel", retry_at=None, now=6.0)
    # Retried later: still undelivered, with its attempt counted; given up: done.
    assert [(m.idem_key, m.attempts, m.next_attempt_at) for m in await store.undelivered_outbox(50)] == [
        ("m1:b", 1, 60.0)
    ]
    assert await store.undelivered_outbox(0) == []


async def test_a_user_round_trips_and_each_update_writes_only_its_fields(store: AnyStore) -> None:
    assert await store.get_user("u5") is None
    await store.update_user("u5", {"dms_closed": True, "welcomed": True, "dm_failures": 3, "dm_retry_at": 7.5}, now=1.0)
    user = UserRecord(user_id="u5", dms_closed=True, welcomed=True, dm_failures=3, dm_retry_at=7.5)
    assert await store.get_user("u5") == user
    await store.update_user("u5", {"language": "fi"}, now=2.0)
    await store.update_user("u5", {"dms_closed": False, "dm_failures": 0, "dm_retry_at": None}, now=3.0)
    assert await store.get_user("u5") == user.model_copy(
        update={"dms_closed": False, "dm_failures": 0, "dm_retry_at": None, "language": "fi"}
    ), "a DM-state write leaves the chosen language alone"
    with pytest.raises(ValueError, match="no field 'user_id; drop'"):
        await store.update_user("u5", {"user_id; drop": 1}, now=4.0)  # type: ignore[typeddict-unknown-key]


async def test_a_servers_locale_and_chosen_language_are_written_apart(store: AnyStore) -> None:
    await store.update_guild("g1", {"language": "sv"}, now=1.0)
    await store.update_guild("g1", {"locale": "de"}, now=2.0)
    assert await store.get_guild("g1") == GuildRecord(guild_id="g1", locale="de", language="sv")


async def test_the_log_keeps_the_decision_each_action_answered(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    entry = LogRecord(seq=0, seat=1, action="play c3", source="player", created_at=2.0, decision_id="abc123def0")
    await store.apply_change(change(created.id, 0, "s1", log=[entry]), now=2.0)
    assert await store.action_log(created.id) == [entry]
    assert await store.answered(created.id, 1, "abc123def0")
    assert not await store.answered(created.id, 0, "abc123def0")
    assert not await store.answered(created.id, 1, "fffffffff0")
    default = LogRecord(seq=1, seat=0, action="play c1", source="deadline", created_at=3.0, decision_id="0123456789")
    await store.apply_change(change(created.id, 1, "s2", log=[default]), now=3.0)
    assert not await store.answered(created.id, 0, "0123456789"), "a default is not the player's answer"


async def test_a_match_reads_back_exactly_with_its_seats_and_deadlines(store: AnyStore) -> None:
    created = await store.create_match(new_match(), now=1.0)
    seats = [SeatRecord(seat=0, user_id="u1", name="Ann"), SeatRecord(seat=1, user_id=None, name="AI 1", is_ai=True)]
    deadlines = [
        DeadlineRecord(match_id=created.id, seat=1, decision_id="d1", due_at=1800000000.1234567, remind_at=1.5),
        DeadlineRecord(match_id=created.id, seat=0, decision_id="d0", due_at=1799999999.0000001, remind_at=None),
    ]
    await store.apply_change(change(created.id, 0, "s", seats=seats, deadlines=deadlines), now=2.0)
    match = await store.get_match(created.id)
    assert match.seats == seats
    assert match.deadlines == sorted(deadlines, key=lambda d: d.seat)
    assert match.deadlines[1].due_at == 1800000000.123
    assert await store.due_deadlines(now=1.9e9) == sorted(deadlines, key=lambda d: d.due_at)


async def test_a_batch_commits_the_current_changes_and_skips_the_stale_ones(store: AnyStore) -> None:
    a, b, c = [await store.create_match(new_match(), now=1.0) for _ in range(3)]
    await store.apply_change(change(b.id, 0, "b moved on"), now=2.0)
    message = OutboxMessage(idem_key="k", kind="channel", recipient=None, body={"text": "t"})
    results = await store.apply_changes(
        [
            change(a.id, 0, "a1", outbox=[message.model_copy(update={"idem_key": "ka"})]),
            change(b.id, 0, "b-stale", outbox=[message.model_copy(update={"idem_key": "kb"})]),
            change(c.id, 0, "c1", log=[LogRecord(seq=0, seat=0, action="x", source="deadline", created_at=3.0)]),
        ],
        now=3.0,
    )
    assert results == [1, None, 1]
    assert [(await store.get_match(m.id)).state for m in (a, b, c)] == ["a1", "b moved on", "c1"]
    assert [o.idem_key for o in await store.undelivered_outbox(50)] == ["ka"]
    assert [e.action for e in await store.action_log(c.id)] == ["x"]
    with pytest.raises(ValueError, match="one change per match"):
        await store.apply_changes([change(a.id, 1, "x"), change(a.id, 2, "y")], now=4.0)
