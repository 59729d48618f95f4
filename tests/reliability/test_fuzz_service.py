"""Stateful fuzzing of every game through the service layer (hypothesis RuleBasedStateMachine).

Players send random legal, illegal and malformed actions, outsiders meddle, stale buttons
are clicked, deadlines pass and players leave. After every step: nothing but a clear user
error escaped, a refusal changed nothing, the stored state equals the replay of the log,
the game's own conservation laws hold, and the match is over exactly when it has an outcome.
"""

import asyncio
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from bot.engine import LoggedAction, open_decisions, replay
from bot.engine.match import replay_onto
from bot.errors import USER_ERRORS
from bot.games import GAMES, get_game
from bot.service import GameService, User
from storage import MatchRecord, SqliteStore
from tests.conftest import FakeClock
from tests.support.highcard import HIGHCARD

ALL_GAMES = sorted([*GAMES, "highcard"])
OUTSIDER = User("outsider", "Eve")
NOISE = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["", " ", "play", "attack 99", "end end", "scrap top top", "\x00", "ä" * 300]),
)


class ServiceFuzz(RuleBasedStateMachine):
    game_name = "highcard"

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.folder = tempfile.TemporaryDirectory()
        self.clock = FakeClock()
        self.store = SqliteStore(Path(self.folder.name) / "fuzz.db")
        self.run(self.store.open())
        self.service = GameService(self.store, self.clock)
        self.game = get_game(self.game_name)
        self.users = [User(f"u{i}", f"P{i}") for i in range(self.game.max_players)]
        self.match_id = 0
        self.refusals = 0
        self.replayed: tuple[list[LoggedAction], Any] | None = None
        """The log of the last consistency check and the state it replays to."""

    def run(self, coroutine: Any) -> Any:
        return self.loop.run_until_complete(coroutine)

    def teardown(self) -> None:
        self.run(self.store.close())
        self.loop.close()
        self.folder.cleanup()

    # -- helpers ---------------------------------------------------------------------------

    def match(self) -> MatchRecord:
        result: MatchRecord = self.run(self.store.get_match(self.match_id))
        return result

    def state(self, match: MatchRecord) -> Any:
        return self.game.State.model_validate_json(match.state or "")

    def attempt(self, coroutine: Any) -> bool:
        """Run a request; a refusal must be a user error and must change nothing."""
        before = self.match()
        try:
            self.run(coroutine)
        except USER_ERRORS as error:
            assert str(error), "every refusal says why"
            after = self.match()
            assert (after.version, after.state, after.seats) == (before.version, before.state, before.seats)
            self.refusals += 1
            return False
        return True

    def human_decisions(self) -> list[tuple[User, Any]]:
        match = self.match()
        if match.status != "active":
            return []
        pending = open_decisions(self.game, self.state(match))
        seats = match.seats
        return [(self.users[d.player], d) for d in pending if not seats[d.player].is_ai]

    # -- rules -----------------------------------------------------------------------------

    @precondition(lambda self: self.match_id == 0)
    @rule(players=st.integers(min_value=0, max_value=6), ais=st.integers(min_value=0, max_value=2))
    def start(self, players: int, ais: int) -> None:
        game = self.game
        ais = min(ais, game.max_players - 1)
        humans = max(1, min(game.max_players - ais, game.min_players - ais + players % 2))
        match = self.run(self.service.create_match(game.name, self.users[0], seed=players * 7 + ais, channel_id="c"))
        for user in self.users[1:humans]:
            self.run(self.service.join(match.id, user))
        for _ in range(ais):
            self.run(self.service.add_ai(match.id, self.users[0]))
        self.run(self.service.start(match.id, self.users[0]))
        self.match_id = match.id

    @precondition(lambda self: self.match_id != 0)
    @rule(pick=st.integers(min_value=0, max_value=10**6), choice=st.integers(min_value=0, max_value=10**6))
    def legal_move(self, pick: int, choice: int) -> None:
        options = self.human_decisions()
        if options:
            user, decision = options[pick % len(options)]
            action = decision.choices[choice % len(decision.choices)].action
            assert self.attempt(self.service.act(self.match_id, user, action, decision_id=decision.id))

    @precondition(lambda self: self.match_id != 0)
    @rule(seat=st.integers(min_value=0, max_value=7), noise=NOISE)
    def malformed_move(self, seat: int, noise: str) -> None:
        self.attempt(self.service.act(self.match_id, self.users[seat % len(self.users)], noise))

    @precondition(lambda self: self.match_id != 0)
    @rule(seat=st.integers(min_value=0, max_value=7), pick=st.integers(min_value=0, max_value=10**6))
    def someone_elses_move(self, seat: int, pick: int) -> None:
        """A listed action of one player, sent by another (or by an outsider)."""
        options = self.human_decisions()
        if options:
            _, decision = options[pick % len(options)]
            sender = self.users[seat % len(self.users)]
            if sender.id != self.users[decision.player].id:
                action = decision.choices[pick % len(decision.choices)].action
                self.attempt(self.service.act(self.match_id, sender, action))
                self.attempt(self.service.act(self.match_id, OUTSIDER, action))

    @precondition(lambda self: self.match_id != 0)
    @rule(pick=st.integers(min_value=0, max_value=10**6))
    def stale_button(self, pick: int) -> None:
        options = self.human_decisions()
        if options:
            user, decision = options[pick % len(options)]
            assert not self.attempt(self.service.act(self.match_id, user, decision.default, decision_id="0" * 10))

    @precondition(lambda self: self.match_id != 0)
    @rule(hours=st.sampled_from([1, 21, 25, 49]))
    def time_passes(self, hours: int) -> None:
        self.clock.advance(hours)
        self.run(self.service.process_deadlines())

    @precondition(lambda self: self.match_id != 0)
    @rule(seat=st.integers(min_value=1, max_value=7))
    def someone_leaves(self, seat: int) -> None:
        self.attempt(self.service.leave(self.match_id, self.users[seat % len(self.users)]))

    # -- invariants ------------------------------------------------------------------------

    @invariant()
    def store_is_consistent(self) -> None:
        if self.match_id == 0:
            return
        match = self.match()
        state = self.state(match)
        log = [LoggedAction(player=e.seat, action=e.action) for e in self.run(self.store.action_log(self.match_id))]
        # The log only grows: the replay goes on from the last check's, once that one's log is
        # found unchanged at its head, so checking after every step stays linear in the steps.
        seen, replayed = self.replayed if self.replayed is not None else ([], None)
        if replayed is None or log[: len(seen)] != seen:
            rebuilt = replay(self.game, len(match.seats), match.options, match.seed, log)
        else:
            rebuilt = replay_onto(self.game, replayed, log[len(seen) :])
        self.replayed = (log, rebuilt)
        assert rebuilt == state, "the stored state is the replay of its log"
        assert self.game.invariant_violations(state) == []
        over = self.game.outcome(state) is not None
        assert over == (match.status == "finished") == (not self.game.pending(state))
        assert (match.outcome is not None) == over


def machine_for(name: str) -> type[ServiceFuzz]:
    return type(f"ServiceFuzz_{name}", (ServiceFuzz,), {"game_name": name})


@pytest.mark.parametrize("name", ALL_GAMES)
def test_random_requests_never_break_a_match(name: str) -> None:
    GAMES.setdefault("highcard", HIGHCARD)
    try:
        machine = machine_for(name)
        machine.TestCase.settings = settings(
            max_examples=12,
            stateful_step_count=40,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        )
        machine.TestCase().runTest()
    finally:
        if GAMES.get("highcard") is HIGHCARD:
            del GAMES["highcard"]
