"""Hostile typed input never stalls or breaks the bot (issue #27).

Every game's typed actions go through the service (a real SQLite store) at random points of
random matches: hostile strings (very long, unicode, direction marks, zero-width, Markdown,
mentions, numbers of 5,000 digits, control characters, NUL) and legal actions with such a
piece spliced in. Each is refused with one clear sentence in every language, and the match
is left as it was; nothing else (no `MissingWording`, no `ValueError` from `int`) escapes.
The terminal gets the same strings at its prompt and goes on.
"""

import asyncio
import re
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from random import Random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Decision
from bot.engine.typed import MAX_DIGITS
from bot.errors import USER_ERRORS, refusal
from bot.games import GAMES, get_game
from bot.service import GameService, User
from bot.wording import LOCALES
from storage import MatchRecord, SqliteStore
from tests.conftest import FakeClock
from tests.frontends.test_terminal import Script, terminal
from tests.support.hostile import HOSTILE, HUGE_NUMBER, assert_one_sentence

OUTSIDER = User("outsider", "Eve")
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

MUTATIONS: list[Callable[[str], str]] = [
    lambda action: re.sub(r"\d+", HUGE_NUMBER, action, count=1),
    lambda action: re.sub(r"\d+(?=\D*$)", HUGE_NUMBER, action),
    lambda action: f"{action} {HUGE_NUMBER}",
    lambda action: re.sub(r"\d+", "9" * MAX_DIGITS, action, count=1),  # the largest number typed
    lambda action: re.sub(r"\d+(?=\D*$)", "9" * MAX_DIGITS, action),
    lambda action: re.sub(r"\d+(?=\D*$)", "0", action),
    lambda action: f"{action.rsplit(' ', 1)[0]} {'x' * 6000}",
    lambda action: f"{action} {'ä' * 300}",
    lambda action: action.translate(ARABIC_DIGITS),
    lambda action: action.replace(" ", "\x00", 1),
    lambda action: f"\u202e{action}",
    lambda action: action.upper(),
]
"""Ways to splice something hostile into a legal action."""

TYPED = [
    "pick none",  # Doomtrooper's pick with no pick open (issue #27)
    "play k01001_1 buy " + HUGE_NUMBER,
    "cast k01001_1 w1 p1 " + HUGE_NUMBER,
    "points " + HUGE_NUMBER,
    "attack w" + HUGE_NUMBER + " p2",
    "install c" + HUGE_NUMBER,
    "set 1 c" + HUGE_NUMBER,
]
"""Action shapes of the games with a huge number where the syntax takes any number of digits."""

HOSTILE_TEXT = st.one_of(
    st.sampled_from(HOSTILE + TYPED),
    st.text(max_size=60),
    st.builds(
        lambda piece, times: piece * times,
        st.sampled_from(["x", "ä", "9", "٣", "🤖", "\u200b", "<@1>", "\x00", "\n"]),
        st.integers(min_value=100, max_value=6000),
    ),
)


class Table:
    """A service on a temporary SQLite store, driven from synchronous hypothesis examples."""

    def __init__(self, folder: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.store = SqliteStore(folder / "fuzz.db")
        self.run(self.store.open())
        self.service = GameService(self.store, FakeClock())

    def run(self, coroutine: Any) -> Any:
        return self.loop.run_until_complete(coroutine)

    def close(self) -> None:
        self.run(self.store.close())
        self.loop.close()

    def match(self, match_id: int) -> MatchRecord:
        found: MatchRecord = self.run(self.store.get_match(match_id))
        return found

    def pending(self, match_id: int, game_name: str) -> list[Decision]:
        match = self.match(match_id)
        if match.status != "active" or match.state is None:
            return []
        game = get_game(game_name)
        return list(game.pending(game.State.model_validate_json(match.state)))

    def attempt(self, match_id: int, game_name: str, user: User, text: str) -> None:
        """`user` types `text`: refused in one sentence in every language, the match unchanged,
        or accepted because it is a legal action."""
        before = self.match(match_id)
        try:
            self.run(self.service.act(match_id, user, text))
        except USER_ERRORS as error:
            for locale in LOCALES:
                assert_one_sentence(refusal(error, locale))
            after = self.match(match_id)
            assert (after.version, after.state, after.seats) == (before.version, before.state, before.seats)
            return
        game = get_game(game_name)
        state = game.State.model_validate_json(before.state or "")
        seat = before.seat_of(user.id)
        decision = next(d for d in game.pending(state) if seat is not None and d.player == seat.seat)
        assert game.is_legal(state, decision, " ".join(text.split())), f"accepted {text[:80]!r}"


@pytest.fixture
def table() -> Iterator[Table]:
    with tempfile.TemporaryDirectory() as folder:
        table = Table(Path(folder))
        try:
            yield table
        finally:
            table.close()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hostile_actions_are_refused_in_one_sentence_and_change_nothing(name: str, table: Table) -> None:
    game = get_game(name)
    users = [User(f"u{i}", f"P{i}") for i in range(game.max_players)]

    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        seed=st.integers(min_value=0, max_value=2**31),
        players=st.integers(min_value=game.min_players, max_value=min(game.max_players, 4)),
        depth=st.integers(min_value=0, max_value=80),
        texts=st.lists(HOSTILE_TEXT, min_size=1, max_size=4),
        mutations=st.lists(st.sampled_from(range(len(MUTATIONS))), min_size=1, max_size=4),
    )
    def hostile_typing(seed: int, players: int, depth: int, texts: list[str], mutations: list[int]) -> None:
        match = table.run(table.service.create_started_match(name, users[:players], 0, seed=seed))
        moves = Random(seed)
        for _ in range(depth):  # somewhere into the match, by legal moves
            pending = table.pending(match.id, name)
            if not pending:
                break
            decision = moves.choice(pending)
            action = moves.choice(decision.choices).action
            table.run(table.service.act(match.id, users[decision.player], action))
        pending = table.pending(match.id, name)
        on_turn = users[pending[0].player] if pending else users[0]
        spliced = [MUTATIONS[m](d.choices[m % len(d.choices)].action) for m in mutations for d in pending[:1]]
        for text in [*texts, *spliced]:
            table.attempt(match.id, name, on_turn, text)
        table.attempt(match.id, name, users[-1] if players == len(users) else users[players - 1], texts[0])
        table.attempt(match.id, name, OUTSIDER, texts[0])

    hostile_typing()


async def test_the_terminal_refuses_hostile_lines_in_one_sentence_and_goes_on(tmp_path: Path) -> None:
    typed = [*HOSTILE, *TYPED, *(f"rules {text}" for text in HOSTILE)]
    script = Script(iter([*typed, "quit"]))
    match = await terminal(tmp_path / "t.db", "stakbots", 2, 1, 5, script)
    refusals = [line.removeprefix("✗ ") for line in script.lines if line.startswith("✗ ")]
    assert len(refusals) == len(typed), script.text[-2000:]
    for text in refusals:
        assert_one_sentence(text)
    assert script.prompts == len(typed) + 1, "the session asked again after every refusal"
    async with SqliteStore(tmp_path / "t.db") as store:
        log = await store.action_log(match.id)
    assert match.status == "active" and all(entry.source == "ai" for entry in log), "nothing typed was played"
