"""A match created and completed in one transaction (`create_match(..., setup)`, the terminal's
started matches): stored whole or not at all, on both back ends."""

import pytest

from storage import DeadlineRecord, MatchChange, MatchRecord, NewMatch, OutboxMessage, SeatRecord, VersionConflict
from tests.conftest import AnyStore

pytestmark = pytest.mark.both_backends

NEW = NewMatch(
    game="highcard", options={}, settings={}, seed=7, creator=SeatRecord(seat=0, user_id="local:1", name="P1")
)
SEATS = [NEW.creator, SeatRecord(seat=1, user_id=None, name="AI 1", is_ai=True)]


def started(lobby: MatchRecord) -> MatchChange:
    return MatchChange(
        match_id=lobby.id,
        expected_version=lobby.version,
        status="active",
        state='{"step": 0}',
        seats=SEATS,
        deadlines=[DeadlineRecord(match_id=lobby.id, seat=0, decision_id="d1", due_at=500.0, remind_at=None)],
        outbox=[
            OutboxMessage(idem_key=f"m{lobby.id}v1:start", kind="channel", recipient=None, body={"match_id": lobby.id})
        ],
    )


async def test_the_setup_is_written_in_the_transaction_that_creates_the_match(store: AnyStore) -> None:
    seen: list[MatchRecord] = []

    def setup(lobby: MatchRecord) -> MatchChange:
        seen.append(lobby)
        return started(lobby)

    match = await store.create_match(NEW, 100.0, setup)
    assert seen == [NEW.lobby(match.id, 100.0)], "setup is given the lobby as it was stored"
    assert (match.status, match.version, match.state, match.seats) == ("active", 1, '{"step": 0}', SEATS)
    assert [d.decision_id for d in match.deadlines] == ["d1"]
    assert [m.idem_key for m in await store.undelivered_outbox(10)] == [f"m{match.id}v1:start"]
    assert await store.get_match(match.id) == match


@pytest.mark.parametrize("failure", ["setup raises", "the change is refused"])
async def test_a_setup_that_fails_leaves_nothing_behind(store: AnyStore, failure: str) -> None:
    def setup(lobby: MatchRecord) -> MatchChange:
        if failure == "setup raises":
            raise RuntimeError("no state for this match")
        return started(lobby).model_copy(update={"expected_version": lobby.version + 5})

    with pytest.raises(RuntimeError if failure == "setup raises" else VersionConflict):
        await store.create_match(NEW, 100.0, setup)
    assert await store.list_matches(statuses=("lobby", "active", "finished", "cancelled")) == []
    assert await store.undelivered_outbox(10) == []
    assert await store.due_deadlines(1000.0) == []
    # The store goes on: the next match is created as usual.
    assert (await store.create_match(NEW, 101.0)).status == "lobby"
