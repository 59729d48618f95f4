"""The outbox bodies fit Discord's limits without losing a line of a long turn; what building
them costs an action (each state decided once, each reader's view rendered once)."""

import asyncio
from collections import Counter

import pytest

from bot.engine import Decision, Event, LoggedAction, Seat, View, replay
from bot.games import GAMES
from bot.messages import TEXT_LIMIT, VIEW_LIMIT, MessageBuilder, render_body
from bot.service import GameService, User
from bot.text import clip
from storage import MatchChange, SeatRecord, SqliteStore, VersionConflict
from tests.support.highcard import HIGHCARD, HighCard, HighCardState

pytestmark = pytest.mark.both_backends


def builder() -> MessageBuilder:
    seats = [SeatRecord(seat=0, user_id="u1", name="Ann"), SeatRecord(seat=1, user_id="u2", name="Bo")]
    return MessageBuilder(HighCard(), match_id=4, version=9, seats=seats)


@pytest.mark.usefixtures("with_highcard")
def test_a_long_turn_is_posted_in_order_in_several_parts() -> None:
    events = [Event.public("round-won", round=r, winner=Seat(r % 2), card=r) for r in range(1, 121)]
    lines = [f"Round {r}: {['Ann', 'Bo'][r % 2]} wins with a {r}." for r in range(1, 121)]
    messages = builder()
    messages.public_events(events * 4)
    posts = [render_body(p.body)["text"] for p in messages.messages]
    assert len(posts) > 1 and all(p.kind == "channel" for p in messages.messages)
    assert all(len(p) <= TEXT_LIMIT for p in posts)
    assert "\n".join(posts).split("\n") == lines * 4
    assert [p.idem_key for p in messages.messages][:2] == ["m4v9:events", "m4v9:events2"]


@pytest.mark.usefixtures("with_highcard")
def test_a_decision_says_when_it_is_due_and_says_nothing_of_a_deadline_it_has_not() -> None:
    state = HIGHCARD.setup(2, HIGHCARD.Options(), replay(HIGHCARD, 2, {}, 3, []).rng)
    decision = next(d for d in HIGHCARD.pending(state) if d.player == 0)
    seat = SeatRecord(seat=0, user_id="u1", name="Ann")
    asked = "**Your decision:** Round 1: play a card"
    for due, says in ((1_800_000_000.0, f"{asked} (due <t:1800000000:R>)"), (None, asked)):
        messages = builder()
        messages.private(seat, state, [], decision, due)
        text = render_body(messages.messages[-1].body)["text"]
        assert text.endswith(says) and "no deadline" not in text, text


def test_clipping_a_board_closes_its_code_block() -> None:
    board = "Course\n```\n" + "\n".join(". " * 12 for _ in range(400)) + "\n```\nYour hand: c490"
    clipped = clip(board, VIEW_LIMIT)
    assert len(clipped) <= VIEW_LIMIT and clipped.endswith("…\n```") and clipped.count("```") == 2
    assert clip("short", 10) == "short" and clip("x" * 20, 10) == "x" * 9 + "…"


# -- what one action costs: each state's pending decisions and each reader's view made once ------


class Counting(HighCard):
    """High Card that counts how often the service derives things from each state."""

    def __init__(self) -> None:
        self.pending_of: Counter[str] = Counter()
        self.view_of: Counter[tuple[str, int | None]] = Counter()

    def pending(self, state: HighCardState) -> list[Decision]:
        self.pending_of[state.model_dump_json()] += 1
        return super().pending(state)

    def view(self, state: HighCardState, viewer: int | None) -> View:
        self.view_of[state.model_dump_json(), viewer] += 1
        return super().view(state, viewer)


ANN, BOB, CID = User("u1", "Ann"), User("u2", "Bob"), User("u3", "Cid")


async def start(service: GameService, *users: User) -> int:
    match = await service.create_match("highcard", users[0], {}, seed=5)
    for user in users[1:]:
        await service.join(match.id, user)
    await service.start(match.id, users[0])
    return match.id


async def test_each_state_is_decided_once_and_each_reader_shown_it_once(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Counting()
    monkeypatch.setitem(GAMES, "highcard", game)
    match_id = await start(service, ANN, BOB)
    for _ in range(3):
        for user in (ANN, BOB):
            view = await service.view(match_id, user)  # as a select menu does before acting
            assert view.decision is not None
            result = await service.act(match_id, user, view.decision["default"], decision_id=view.decision["id"])
            await service.view(match_id, user)  # the reply's state again: nothing is redone
            assert result.view.text
    assert (await service.status(match_id, ANN)).text
    # Seven states (the start and six moves): the service asked for each one's decisions once,
    # however many requests read it (the check, the apply, the messages, the replies, the views).
    assert len(game.pending_of) == 7 and set(game.pending_of.values()) == {1}
    assert max(game.view_of.values()) == 1, "a reader's view of a state is rendered once"


@pytest.mark.usefixtures("with_highcard")
async def test_actions_on_one_match_take_turns_instead_of_failing(service: GameService, store: SqliteStore) -> None:
    match_id = await start(service, ANN, BOB, CID)
    for _ in range(3):  # three rounds, the three seats acting at once every round
        views = [await service.view(match_id, user) for user in (ANN, BOB, CID)]
        results = await asyncio.gather(
            *(
                service.act(match_id, user, view.decision["default"], decision_id=view.decision["id"])
                for user, view in zip((ANN, BOB, CID), views, strict=True)
                if view.decision is not None
            )
        )
        assert len(results) == 3
    match = await store.get_match(match_id)
    log = await store.action_log(match_id)
    assert match.status == "finished" and len(log) == 9
    rebuilt = replay(
        HIGHCARD, 3, match.options, match.seed, [LoggedAction(player=e.seat, action=e.action) for e in log]
    )
    assert rebuilt.model_dump_json() == match.state


@pytest.mark.usefixtures("with_highcard")
async def test_an_action_built_on_a_change_that_failed_starts_again(
    service: GameService, store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The next action works from the match as the change ahead of it leaves it, but writes
    only once that change committed; when it did not, the action is redone from the store."""
    match_id = await start(service, ANN, BOB)
    apply_change = store.apply_change
    failed: list[int] = []

    async def first_write_fails(change: MatchChange, now: float) -> int:
        if not failed:
            failed.append(change.expected_version)
            await asyncio.sleep(0.05)  # the second action is queued and worked out meanwhile
            raise VersionConflict()
        return await apply_change(change, now)

    monkeypatch.setattr(store, "apply_change", first_write_fails)
    ann, bob = (await service.view(match_id, ANN)).decision, (await service.view(match_id, BOB)).decision
    assert ann is not None and bob is not None
    outcomes = await asyncio.gather(
        service.act(match_id, ANN, ann["default"]), service.act(match_id, BOB, bob["default"]), return_exceptions=True
    )
    assert isinstance(outcomes[0], VersionConflict)
    assert not isinstance(outcomes[1], BaseException)
    log = await store.action_log(match_id)
    assert [(e.seat, e.action) for e in log] == [(1, bob["default"])], "only Bob's move was written"
    match = await store.get_match(match_id)
    assert outcomes[1].match.version == match.version == failed[0] + 1
    rebuilt = replay(HIGHCARD, 2, match.options, match.seed, [LoggedAction(player=1, action=bob["default"])])
    assert rebuilt.model_dump_json() == match.state
