"""Late joiners: a player (or an AI seat) joins a running match of a game that takes them
(Bottisota-2), through the service, with the join logged so the log still replays."""

from typing import Any

import pytest

from bot.engine import JOIN, LoggedAction, replay
from bot.errors import LobbyError
from bot.games import get_game
from bot.messages import render_body
from bot.service import GameService, User
from storage import SqliteStore

ANN, BOB, CID = User("u1", "Ann"), User("u2", "Bob"), User("u3", "Cid")


async def outbox(store: SqliteStore) -> list[dict[str, Any]]:
    rows = await store.undelivered_outbox(1000)
    return [{"kind": r.kind, "to": r.recipient, **render_body(r.body)} for r in rows]


async def running(service: GameService, options: dict[str, Any] | None = None) -> int:
    """Ann and Bob in a Bottisota-2 match, placed and into round 1."""
    match = await service.create_match("bottisota2", ANN, options or {}, seed=5, channel_id="c1")
    await service.join(match.id, BOB)
    await service.start(match.id, ANN)
    await play_defaults(service, match.id, [ANN, BOB], until=lambda state: state.round >= 1)
    return match.id


async def play_defaults(service: GameService, match_id: int, users: list[User], until: Any, most: int = 400) -> None:
    """Every human takes their default until `until(state)` holds."""
    for _ in range(most):
        record = await service.store.get_match(match_id)
        assert record.state is not None
        state = get_game("bottisota2").State.model_validate_json(record.state)
        if until(state) or record.status != "active":
            return
        for user in users:
            view = await service.view(match_id, user)
            if view.decision is not None:
                await service.act(match_id, user, view.decision["default"])
                break
        else:
            raise AssertionError("nobody to ask")
    raise AssertionError("the match did not get there")


async def test_a_player_joins_a_running_match_and_is_placed_before_the_next_round(
    service: GameService, store: SqliteStore
) -> None:
    match_id = await running(service)
    await store.mark_delivered([r.id for r in await store.undelivered_outbox(1000)], 0)
    summary = await service.join(match_id, CID)
    assert summary.status == "active" and [s.name for s in summary.seats] == ["Ann", "Bob", "Cid"]
    said = await outbox(store)
    thread = [line for m in said if m["to"] is None for line in str(m.get("text", "")).split("\n")]
    assert any("Cid joins the running match." in line for line in thread)
    assert any("Cid's bot is placed on an empty area just before round 2." in line for line in thread)
    dms = [m for m in said if m["to"] == CID.id]
    assert dms and dms[0]["text"].startswith(f"You joined match #{match_id} of Bottisota-2.")
    # the table the newcomer gets shows no one's hand but theirs
    view = await service.view(match_id, CID)
    assert view.seat == 2 and view.decision is None and "joins next round" in view.text
    # the log replays, the join included
    record = await store.get_match(match_id)
    log = await store.action_log(match_id)
    assert [e.action for e in log].count(JOIN) == 1 and next(e for e in log if e.action == JOIN).seat == 2
    moves = [LoggedAction(player=e.seat, action=e.action) for e in log]
    game = get_game("bottisota2")
    assert replay(game, 2, record.options, record.seed, moves).model_dump_json() == record.state
    # before round 2 Cid places the new bot on an empty area
    await play_defaults(service, match_id, [ANN, BOB], until=lambda s: s.phase == "place" or s.finished)
    record = await store.get_match(match_id)
    if record.status == "active":
        decision = (await service.view(match_id, CID)).decision
        assert decision is not None and decision["choices"][0]["action"].startswith("place ")
        await service.act(match_id, CID, decision["default"])
        state = game.State.model_validate_json((await store.get_match(match_id)).state or "")
        assert state.bots[2].alive and state.bots[2].area >= 0 and state.round == 2


async def test_the_creator_seats_an_ai_in_a_running_match(service: GameService, store: SqliteStore) -> None:
    match_id = await running(service)
    with pytest.raises(Exception, match="creator"):
        await service.add_ai(match_id, BOB)
    summary = await service.add_ai(match_id, ANN)
    assert [s.is_ai for s in summary.seats] == [False, False, True]
    with pytest.raises(LobbyError, match="already in match"):
        await service.join(match_id, BOB)


async def test_a_running_match_fills_up(service: GameService) -> None:
    match_id = await running(service)
    for n in range(10):
        await service.join(match_id, User(f"x{n}", f"P{n}"))
    with pytest.raises(LobbyError, match="full"):
        await service.join(match_id, User("x99", "Late"))


@pytest.mark.usefixtures("with_highcard")
async def test_a_game_without_late_joiners_refuses_them(service: GameService) -> None:
    match = await service.create_match("highcard", ANN, {}, seed=1)
    await service.join(match.id, BOB)
    await service.start(match.id, ANN)
    with pytest.raises(LobbyError, match="already started, and High Card takes no new players now"):
        await service.join(match.id, CID)


async def test_with_bots_choose_the_joiner_picks_first(service: GameService) -> None:
    match_id = await running(service, {"bots": "choose"})
    await service.join(match_id, CID)
    decision = (await service.view(match_id, CID)).decision
    assert decision is not None and decision["default"] == "keep"
    assert "pick bastion" in [c["action"] for c in decision["choices"]]
    await service.act(match_id, CID, "pick bastion")
    record = await service.store.get_match(match_id)
    state = get_game("bottisota2").State.model_validate_json(record.state or "")
    assert state.bots[2].model == "bastion" and not state.bots[2].choosing
