"""The service layer on a real SQLite store, driven with the platform's test game."""

import json
from typing import Any

import pytest

from bot.engine import IllegalAction, LoggedAction, MalformedAction, replay
from bot.errors import BadOptions, LobbyError, NotActive, NotAllowed, NotAPlayer, StaleDecision, refusal
from bot.games import UnknownGame, get_game
from bot.messages import render_body
from bot.service import GameService, User
from storage import DuplicateInteraction, MatchRecord, SqliteStore, VersionConflict
from tests.conftest import FakeClock

ANN, BOB, CID = User("u1", "Ann"), User("u2", "Bob"), User("u3", "Cid")
pytestmark = [pytest.mark.usefixtures("with_highcard"), pytest.mark.both_backends]


async def started(service: GameService, *users: User, ai: int = 0, settings: dict[str, Any] | None = None) -> int:
    match = await service.create_match("highcard", users[0], {}, settings=settings, seed=11, channel_id="c1")
    for user in users[1:]:
        await service.join(match.id, user)
    for _ in range(ai):
        await service.add_ai(match.id, users[0])
    await service.start(match.id, users[0])
    return match.id


async def outbox(store: SqliteStore) -> list[dict[str, Any]]:
    rows = await store.undelivered_outbox(1000)
    return [{"kind": r.kind, "to": r.recipient, **render_body(r.body)} for r in rows]


async def decision(service: GameService, match_id: int, user: User) -> dict[str, Any]:
    """The user's open decision; the caller knows there is one."""
    view = await service.view(match_id, user)
    assert view.decision is not None
    return view.decision


async def test_unknown_game_and_bad_options_are_refused(service: GameService) -> None:
    with pytest.raises(UnknownGame, match=r"error-unknown-game.*name='chess'"):
        await service.create_match("chess", ANN)
    with pytest.raises(BadOptions, match="option 'rounds'"):
        await service.create_match("highcard", ANN, {"rounds": 99})
    with pytest.raises(BadOptions, match="unknown option"):
        await service.create_match("highcard", ANN, {"colour": "red"})
    with pytest.raises(BadOptions, match="setting 'decision_hours'"):
        await service.create_match("highcard", ANN, settings={"decision_hours": -1})


async def test_refusals_and_tables_read_in_the_readers_language(service: GameService, store: SqliteStore) -> None:
    """A game's refusal is a message, rendered for the reader; an outbox body holds the table as
    data and renders it in the recipient's language when delivered (High Card has English and
    Finnish catalogues)."""
    match_id = await started(service, ANN, BOB)
    with pytest.raises(IllegalAction) as illegal:
        await service.act(match_id, BOB, "play h99")
    assert illegal.value.game == "highcard"
    assert (refusal(illegal.value), refusal(illegal.value, "fi")) == (
        "That card is not in your hand.",
        "Se kortti ei ole kädessäsi.",
    )
    with pytest.raises(MalformedAction) as malformed:
        await service.act(match_id, BOB, "bogus")
    assert refusal(malformed.value, "fi") == "Siirrot ovat muotoa 'play h07'."
    opening = next(r for r in await store.undelivered_outbox(100) if r.recipient == BOB.id)
    assert "table" in opening.body and "view" not in opening.body, "the table is stored as data"
    english, finnish = render_body(opening.body)["view"], render_body(opening.body, locale="fi")["view"]
    assert english.startswith("Round 1. Scores: Ann: 0, Bob: 0\nYour hand: ")
    assert finnish.startswith("Kierros 1. Pisteet: Ann: 0, Bob: 0\nKätesi: ")
    assert (await service.view(match_id, BOB, locale="fi")).text.startswith("Kierros 1.")


async def test_lobby_rules(service: GameService) -> None:
    match = await service.create_match("highcard", ANN, seed=1)
    with pytest.raises(LobbyError, match="already in match"):
        await service.join(match.id, ANN)
    with pytest.raises(LobbyError, match="needs at least 2 players"):
        await service.start(match.id, ANN)
    await service.join(match.id, BOB)
    with pytest.raises(NotAllowed):
        await service.start(match.id, BOB)
    await service.join(match.id, CID)
    await service.add_ai(match.id, ANN)
    with pytest.raises(LobbyError, match="full"):
        await service.join(match.id, User("u9", "Dee"))
    await service.leave(match.id, CID)
    lobby = await service.store.get_match(match.id)
    assert [(s.seat, s.name) for s in lobby.seats] == [(0, "Ann"), (1, "Bob"), (2, "AI 1")]
    await service.start(match.id, ANN)
    with pytest.raises(LobbyError, match="already started"):
        await service.join(match.id, CID)


async def test_act_applies_logs_and_hides_other_hands(service: GameService, store: SqliteStore) -> None:
    match_id = await started(service, ANN, BOB)
    view = await service.view(match_id, ANN)
    assert view.decision is not None and view.seat == 0
    card = view.decision["choices"][0]["action"]
    result = await service.act(match_id, ANN, card)
    assert result.events == [f"You play your {int(card.split()[1][1:])}."]
    assert result.view.decision is None, "Ann waits for Bob"
    with pytest.raises(IllegalAction):
        await service.act(match_id, BOB, card)
    with pytest.raises(MalformedAction):
        await service.act(match_id, BOB, "bogus")
    with pytest.raises(NotAPlayer):
        await service.act(match_id, CID, card)
    match = await store.get_match(match_id)
    messages = await outbox(store)
    game = get_game("highcard")
    state = game.State.model_validate_json(match.state)
    for message in messages:
        seat = next((s.seat for s in match.seats if s.user_id == message["to"]), None)
        text = json.dumps(message)
        for token in game.secrets(state, seat):
            assert token not in text, f"{token} leaked to {message['to']}"


async def test_whole_match_replays_from_the_log(service: GameService, store: SqliteStore) -> None:
    match_id = await started(service, ANN, BOB)
    while (match := await store.get_match(match_id)).status == "active":
        for user in (ANN, BOB):
            view = await service.view(match_id, user)
            if view.decision:
                await service.act(match_id, user, view.decision["choices"][-1]["action"])
    assert match.status == "finished" and match.outcome is not None
    log = await store.action_log(match_id)
    game = get_game("highcard")
    rebuilt = replay(game, 2, match.options, match.seed, [LoggedAction(player=e.seat, action=e.action) for e in log])
    assert rebuilt.model_dump_json() == match.state
    assert [e.seq for e in log] == list(range(len(log)))
    with pytest.raises(NotActive):
        await service.act(match_id, ANN, "play h01")
    kinds = [m["kind"] for m in await outbox(store)]
    assert kinds[-1] == "finished"


async def test_stale_decision_and_double_click(service: GameService) -> None:
    match_id = await started(service, ANN, BOB)
    view = await service.view(match_id, ANN)
    assert view.decision is not None
    with pytest.raises(StaleDecision):
        await service.act(match_id, ANN, view.decision["default"], decision_id="0000000000")
    await service.act(match_id, ANN, view.decision["default"], decision_id=view.decision["id"], interaction_id="i1")
    with pytest.raises(DuplicateInteraction):
        await service.act(match_id, BOB, (await decision(service, match_id, BOB))["default"], interaction_id="i1")


async def test_deadline_reminds_then_defaults_then_ai_takes_over(
    service: GameService, store: SqliteStore, clock: FakeClock
) -> None:
    match_id = await started(
        service, ANN, BOB, settings={"decision_hours": 10, "reminder_hours": 2, "ai_takeover_after": 2}
    )
    await service.act(match_id, ANN, (await decision(service, match_id, ANN))["default"])
    clock.advance(8.5)
    report = await service.process_deadlines()
    assert (report.reminded, report.defaulted) == (1, 0)
    assert (await service.process_deadlines()).reminded == 0, "one reminder per decision"
    clock.advance(2)
    report = await service.process_deadlines()
    assert (report.defaulted, report.taken_over) == (1, 0)
    match = await store.get_match(match_id)
    assert match.seats[1].misses == 1 and not match.seats[1].is_ai
    # Round 2: Ann acts, Bob misses again and the AI takes his seat and plays on.
    await service.act(match_id, ANN, (await decision(service, match_id, ANN))["default"])
    clock.advance(11)
    report = await service.process_deadlines()
    assert (report.defaulted, report.taken_over) == (1, 1)
    match = await store.get_match(match_id)
    assert match.seats[1].is_ai
    await service.act(match_id, ANN, (await decision(service, match_id, ANN))["default"])
    match = await store.get_match(match_id)
    assert match.status == "finished", "the AI answered for Bob at once"
    texts = [m["text"] for m in await outbox(store)]
    assert any("Reminder" in t for t in texts) and any("AI takes over" in t for t in texts)
    sources = [e.source for e in await store.action_log(match_id)]
    assert sources.count("deadline") == 2 and "ai" in sources


async def test_deadlines_passed_while_offline_are_caught_up_once(
    service: GameService, store: SqliteStore, clock: FakeClock
) -> None:
    match_id = await started(service, ANN, BOB)
    clock.advance(72)
    report = await service.process_deadlines()
    assert (report.defaulted, report.caught_up) == (2, 2)
    assert (await service.process_deadlines()).defaulted == 0
    texts = [m["text"] for m in await outbox(store)]
    assert any("while the bot was offline" in t for t in texts)
    assert (await store.get_match(match_id)).state is not None


async def test_a_player_who_leaves_is_replaced_by_the_ai(service: GameService, store: SqliteStore) -> None:
    match_id = await started(service, ANN, BOB)
    await service.leave(match_id, BOB)
    match = await store.get_match(match_id)
    assert match.seats[1].is_ai
    assert (await service.view(match_id, BOB)).decision is None
    assert all(d.seat != 1 for d in match.deadlines)


async def test_all_ai_match_plays_to_the_end(service: GameService, store: SqliteStore) -> None:
    match = await service.create_match("highcard", ANN, seed=3)
    await service.add_ai(match.id, ANN)
    await service.start(match.id, ANN)
    assert (await store.get_match(match.id)).status == "active"
    await service.leave(match.id, ANN)
    assert (await store.get_match(match.id)).status == "finished"


async def test_cancel_is_for_the_creator_or_an_admin(service: GameService, store: SqliteStore) -> None:
    match_id = await started(service, ANN, BOB)
    with pytest.raises(NotAllowed):
        await service.cancel(match_id, BOB)
    await service.cancel(match_id, BOB, is_admin=True)
    match = await store.get_match(match_id)
    assert match.status == "cancelled" and match.deadlines == []
    with pytest.raises(NotActive):
        await service.cancel(match_id, ANN)


async def test_racing_actions_one_wins_the_other_is_told(service: GameService, store: SqliteStore) -> None:
    match_id = await started(service, ANN, BOB)
    match = await store.get_match(match_id)
    original = store.get_match

    async def stale_read(match_id: int) -> MatchRecord:  # both writers read the same version before either commits
        return match

    store.get_match = stale_read  # type: ignore[method-assign]
    try:
        await service.act(match_id, ANN, (await decision(service, match_id, ANN))["default"])
    finally:
        store.get_match = original  # type: ignore[method-assign]
    bob = (await decision(service, match_id, BOB))["default"]
    store.get_match = stale_read  # type: ignore[method-assign]
    try:
        with pytest.raises(VersionConflict, match="moved on"):
            await service.act(match_id, BOB, bob)
    finally:
        store.get_match = original  # type: ignore[method-assign]
    assert (await store.get_match(match_id)).version == match.version + 1


async def test_one_pass_catches_up_more_overdue_deadlines_than_fit_in_a_batch(
    service: GameService, store: SqliteStore, clock: FakeClock
) -> None:
    from bot.service import EXPIRY_BATCH

    ids = []
    for n in range(EXPIRY_BATCH + 20):
        match = await service.create_match("highcard", User(f"a{n}", "A"), seed=n)
        await service.join(match.id, User(f"b{n}", "B"))
        await service.start(match.id, User(f"a{n}", "A"))
        ids.append(match.id)
    clock.advance(30)
    report = await service.process_deadlines()
    # Both seats of every match were overdue: each got its default exactly once.
    assert report.defaulted == report.caught_up == 2 * len(ids)
    assert report.reminded == 0, "no reminder for a deadline that has already passed"
    for match_id in (ids[0], ids[-1]):
        log = await store.action_log(match_id)
        assert [(e.seat, e.source) for e in log] == [(0, "deadline"), (1, "deadline")]
    assert (await service.process_deadlines()).defaulted == 0
