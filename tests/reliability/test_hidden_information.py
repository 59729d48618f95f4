"""No hidden card ever reaches the wrong person, through any message the service sends.

Whole matches of every game run through the service with every seat human (answered by
the AI). After each commit, each new outbox message is checked against the secrets of its
reader in the state at that moment: the thread reads as a spectator, a DM as its seat.
"""

import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import ai_choice
from bot.games import GAMES, get_game
from bot.games.bottisota2.words import model_name
from bot.messages import render_body
from bot.service import GameService, User
from bot.wording import wording_for
from storage import SqliteStore
from tests.games.doomtrooper.test_hidden import LOOKERS
from tests.support.highcard import HIGHCARD

ALL_GAMES = sorted({*GAMES, "highcard"})


def leaks(text: str, secrets: set[str]) -> list[str]:
    return [t for t in secrets if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]


def cards_named(data: Any) -> set[str]:
    """The card tokens a stored body's messages reference (`{"card": token}` arguments)."""
    if isinstance(data, dict):
        found = {data["card"]} if isinstance(data.get("card"), str) else set()
        return found.union(*(cards_named(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(cards_named(v) for v in data))
    return set()


Choose = Callable[[Any, Any, int], str]
"""How a seat answers its decision: (game, state, seat) -> action. The AI by default."""


async def check_match(
    service: GameService,
    store: SqliteStore,
    name: str,
    seed: int,
    max_actions: int,
    options: dict[str, Any] | None = None,
    choose: Choose = ai_choice,
) -> int:
    game = get_game(name)
    players = game.max_players if game.max_players <= 4 else 4
    users = [User(f"u{i}", f"P{i}") for i in range(players)]
    match = await service.create_match(name, users[0], options, seed=seed, channel_id="c1")
    for user in users[1:]:
        await service.join(match.id, user)
    await service.start(match.id, users[0])
    checked = 0
    before = None
    for _ in range(max_actions):
        record = await store.get_match(match.id)
        assert record.state is not None
        state = game.State.model_validate_json(record.state)
        for message in await service.pending_messages(limit=500):
            reader = None if message.recipient is None else int(message.recipient[1:])
            secrets = game.secrets(state, reader)
            shown = render_body(message.body)
            found = leaks(repr(shown), secrets)
            assert not found, f"{name}: {found} shown to {message.recipient or 'the thread'}: {shown}"
            # Words name cards, not tokens: the data behind them may name only a card the reader
            # saw before this action or sees after it (a card turned up, a face-up card taken back).
            hidden = secrets & (game.secrets(before, reader) if before is not None else secrets)
            named = cards_named(message.body) & hidden
            assert not named, f"{name}: {named} named to {message.recipient or 'the thread'}: {message.body}"
            await service.messages_delivered([message.id])
            checked += 1
        before = state
        if record.status != "active":
            return checked
        decision = game.pending(state)[0]
        await service.act(match.id, users[decision.player], choose(game, state, decision.player))
    return checked


@pytest.mark.parametrize("name", ALL_GAMES)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**31))
async def test_no_message_shows_a_card_to_the_wrong_reader(name: str, seed: int, tmp_path_factory: Any) -> None:
    GAMES.setdefault("highcard", HIGHCARD)
    try:
        async with SqliteStore(tmp_path_factory.mktemp("hidden") / "h.db") as store:
            checked = await check_match(GameService(store), store, name, seed, max_actions=400)
        assert checked > 0
    finally:
        if "highcard" in GAMES and GAMES["highcard"] is HIGHCARD:
            del GAMES["highcard"]


"""A legal Doomtrooper deck of the cards that show hidden cards to one player (part 2)."""


def eager(game: Any, state: Any, seat: int) -> str:
    """Plays, casts, uses and picks first (the looks), else the AI: deterministic in the state."""
    decision = next(d for d in game.pending(state) if d.player == seat)
    plays = [c.action for c in decision.choices if c.action.split()[0] in ("cast", "use", "play", "pick")]
    if plays and state.step % 3:
        return str(plays[(state.step * 7919) % len(plays)])
    return ai_choice(game, state, seat)


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**31))
async def test_doomtrooper_looks_reach_the_looker_alone(seed: int, tmp_path_factory: Any) -> None:
    """Doomtrooper decks full of looks at hands and decks, searches and secret missions, played
    through the service: no message (thread, DM, waiting prompts) shows a card to the wrong reader."""
    deck = {"name": "lookers", "cards": LOOKERS}
    options = {"lists": {seat: deck for seat in range(4)}}
    async with SqliteStore(tmp_path_factory.mktemp("looks") / "h.db") as store:
        checked = await check_match(GameService(store), store, "doomtrooper", seed, 300, options, eager)
    assert checked > 0


async def test_with_bots_choose_the_thread_never_names_a_drawn_bot(tmp_path: Any) -> None:
    """Bottisota-2 with bots=choose: the waiting post, the thread's table and /game status say
    who is still choosing, never the model drawn for them (their default pick); each player's
    own DM names theirs."""
    game = get_game("bottisota2")
    async with SqliteStore(tmp_path / "h.db") as store:
        service = GameService(store)
        users = [User(f"u{i}", f"P{i}") for i in range(3)]
        match = await service.create_match("bottisota2", users[0], {"bots": "choose"}, seed=4, channel_id="c1")
        for user in users[1:]:
            await service.join(match.id, user)
        await service.start(match.id, users[0])
        await service.act(match.id, users[0], "keep")  # chosen, still secret until every pick is in
        record = await store.get_match(match.id)
        assert record.state is not None
        state = game.State.model_validate_json(record.state)
        drawn = [wording_for(game).text(model_name(b.model), []) for b in state.bots]
        messages = await service.pending_messages(limit=500)
        thread = [render_body(m.body) for m in messages if m.recipient is None]
        assert any(body["kind"] == "status" for body in thread)
        public = [f"{body['text']}\n{body['view']}" for body in thread]
        public.append((await service.status(match.id, users[0])).text)
        assert not [(model, text) for model in drawn for text in public if model in text]
        for seat, user in enumerate(users[1:], 1):
            own = [render_body(m.body) for m in messages if m.recipient == user.id]
            assert any(drawn[seat] in f"{body['text']}\n{body['view']}" for body in own)
