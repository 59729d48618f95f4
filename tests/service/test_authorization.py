"""Who may do what: non-players, creators, server managers, and where DMs go.

Every refusal must leave the match exactly as it was (same version, same state).
"""

import re
from typing import Any

import pytest

from bot.engine import apply_action, decision_for, new_state, open_decisions
from bot.errors import LobbyError, NotAllowed, NotAPlayer
from bot.games import GAMES, get_game
from bot.service import GameService, User
from storage import MatchRecord, SqliteStore

ANN, BOB, CID, EVE = User("u1", "Ann"), User("u2", "Bob"), User("u3", "Cid"), User("u9", "Eve")
ALL_GAMES = sorted([*GAMES, "highcard"])
pytestmark = [pytest.mark.usefixtures("with_highcard"), pytest.mark.both_backends]


async def started(service: GameService, game: str = "highcard", ai: int = 0) -> int:
    match = await service.create_match(game, ANN, seed=3, channel_id="c1")
    await service.join(match.id, BOB)
    minimum = get_game(game).min_players
    for _ in range(max(ai, minimum - 2)):
        await service.add_ai(match.id, ANN)
    await service.start(match.id, ANN)
    return match.id


async def unchanged(service: GameService, before: MatchRecord) -> None:
    after = await service.store.get_match(before.id)
    assert (after.version, after.state, after.status, after.seats) == (
        before.version,
        before.state,
        before.status,
        before.seats,
    )


def mentions(text: str, tokens: set[str]) -> set[str]:
    return {t for t in tokens if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)}


@pytest.mark.parametrize("name", ALL_GAMES)
async def test_a_non_player_can_neither_act_nor_see_any_hand(service: GameService, name: str) -> None:
    match_id = await started(service, name)
    before = await service.store.get_match(match_id)
    game = get_game(name)
    state = game.State.model_validate_json(before.state or "")
    pending = game.pending(state)
    assert pending
    with pytest.raises(NotAPlayer, match="not a player"):
        await service.act(match_id, EVE, pending[0].choices[0].action)
    await unchanged(service, before)
    seen = await service.view(match_id, EVE)
    assert seen.seat is None and seen.decision is None
    hidden = game.secrets(state, None)
    assert not mentions(seen.text, hidden)
    # A player's own view never shows what the other seats hide from them.
    mine = await service.view(match_id, BOB)
    assert mine.seat == 1 and not mentions(mine.text, game.secrets(state, 1))


async def test_only_the_creator_or_a_manager_may_cancel(service: GameService) -> None:
    match_id = await started(service)
    before = await service.store.get_match(match_id)
    for outsider in (BOB, EVE):
        with pytest.raises(NotAllowed, match="creator"):
            await service.cancel(match_id, outsider)
    await unchanged(service, before)
    assert (await service.cancel(match_id, EVE, is_admin=True)).status == "cancelled"


async def test_only_the_creator_or_a_manager_may_remove_a_player(service: GameService) -> None:
    match_id = await started(service, ai=0)
    before = await service.store.get_match(match_id)
    with pytest.raises(NotAllowed, match="creator"):
        await service.remove_player(match_id, BOB, ANN.id)
    with pytest.raises(NotAPlayer, match="not a player"):
        await service.remove_player(match_id, ANN, EVE.id)
    await unchanged(service, before)
    after = await service.remove_player(match_id, EVE, BOB.id, is_admin=True)
    assert after.seats[1].is_ai and after.seats[1].user_id == BOB.id
    with pytest.raises(LobbyError, match="already played by the AI"):
        await service.remove_player(match_id, ANN, BOB.id)


async def test_in_the_lobby_a_removed_player_frees_the_seat_but_the_creator_stays(service: GameService) -> None:
    match = await service.create_match("highcard", ANN, seed=1)
    await service.join(match.id, BOB)
    await service.join(match.id, CID)
    lobby = await service.remove_player(match.id, ANN, BOB.id)
    assert [(s.seat, s.name) for s in lobby.seats] == [(0, "Ann"), (1, "Cid")]
    with pytest.raises(LobbyError, match="creator cannot be removed"):
        await service.remove_player(match.id, CID, ANN.id, is_admin=True)


async def decision_owners(store: SqliteStore, match: MatchRecord) -> dict[str, int]:
    """Every decision id the match has ever offered, with the seat it was offered to."""
    game = get_game(match.game)
    state = new_state(game, len(match.seats), match.options, match.seed)
    owners = {d.id: d.player for d in open_decisions(game, state)}
    for entry in await store.action_log(match.id):
        state, _ = apply_action(game, state, entry.seat, entry.action)
        owners.update({d.id: d.player for d in open_decisions(game, state)})
    return owners


def owners_now(game: Any, match: MatchRecord) -> dict[str, int]:
    state = game.State.model_validate_json(match.state or "")
    return {d.id: d.player for d in open_decisions(game, state)}


async def dms(store: SqliteStore) -> list[tuple[str | None, dict[str, Any]]]:
    rows = await store.undelivered_outbox(10_000)
    return [(r.recipient, r.body) for r in rows if r.kind == "dm"]


@pytest.mark.parametrize("name", ALL_GAMES)
async def test_a_dm_only_ever_goes_to_the_owner_of_the_hand_it_shows(
    service: GameService, store: SqliteStore, name: str
) -> None:
    match_id = await started(service, name, ai=1)
    game = get_game(name)
    # The decision each user was shown last, by a DM or by the reply to their own action.
    shown: dict[str | None, str] = {}
    seen = 0

    async def read_new_dms() -> None:
        nonlocal seen
        fresh = (await dms(store))[seen:]
        seen += len(fresh)
        shown.update({recipient: body["decision"]["id"] for recipient, body in fresh if body.get("decision")})

    await read_new_dms()
    # Play a few moves so there are decisions, events and views in flight.
    for _ in range(6):
        match = await store.get_match(match_id)
        if match.status != "active":
            break
        state = game.State.model_validate_json(match.state or "")
        decision = next((d for d in game.pending(state) if not match.seats[d.player].is_ai), None)
        if decision is None:
            break
        owner = match.seats[decision.player]
        result = await service.act(match_id, User(owner.user_id or "", owner.name), decision.default)
        await read_new_dms()
        if result.view.decision is not None:
            assert owners_now(game, await store.get_match(match_id))[result.view.decision["id"]] == decision.player
            shown[owner.user_id] = result.view.decision["id"]
    match = await store.get_match(match_id)
    humans = {s.user_id: s.seat for s in match.seats if not s.is_ai}
    messages = await dms(store)
    assert messages, "players were sent their hands"
    owners = await decision_owners(store, match)
    for recipient, body in messages:
        assert recipient in humans, f"a DM went to {recipient!r}, who holds no seat"
        if body.get("decision"):
            # A decision is only ever offered to the seat it belongs to (the content of every
            # message is checked against its reader's secrets in tests/reliability).
            assert owners[body["decision"]["id"]] == humans[recipient]
    # Every player's newest decision shown is their current one, in turn-based and
    # simultaneous games alike.
    state = game.State.model_validate_json(match.state or "")
    for user_id, seat in humans.items():
        current = decision_for(game, state, seat)
        if current is not None:
            assert shown.get(user_id) == current.id
