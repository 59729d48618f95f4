"""What every part of the service shares: the store and clock, the per-match action queues,
reaching a match from a request, committing a change, the AI's moves and a player's view."""

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.decks import Decks
from bot.engine import (
    Decision,
    Event,
    GameState,
    ai_choice,
    apply_action,
    msg,
)
from bot.engine.match import AnyGame
from bot.engine.outcome import Outcome
from bot.engine.snapshot import snapshot
from bot.errors import BadOptions, NotAllowed, NotAPlayer, NotHere
from bot.games import all_games, get_game
from bot.languages import Languages
from bot.messages import decision_data, decision_words
from bot.readmodels import (
    MatchResult,
    MatchSettings,
    MatchSummary,
    PlayerView,
    SeatSummary,
    User,
)
from bot.service.changes import Logged, prepare_change
from bot.users import Users
from bot.wording import DEFAULT_LOCALE, wording_for
from storage import (
    MatchChange,
    MatchRecord,
    MatchStore,
    SeatRecord,
    VersionConflict,
)


def summarize(match: MatchRecord) -> MatchSummary:
    """The read model of a stored match that front ends get (bot/readmodels.py)."""
    game = all_games().get(match.game)
    names = [s.name for s in match.seats]
    outcome = None
    if match.outcome is not None:
        winners = tuple(int(w) for w in match.outcome.get("winners", []))
        outcome = MatchResult(
            winners=winners,
            winner_names=tuple(names[w] for w in winners if 0 <= w < len(names)),
            reason=wording_for(game).text(Outcome.model_validate(match.outcome).reason, names) if game else "",
        )
    return MatchSummary(
        id=match.id,
        game=match.game,
        title=game.title if game is not None else match.game,
        min_players=game.min_players if game is not None else len(match.seats),
        max_players=game.max_players if game is not None else len(match.seats),
        status=match.status,
        seats=tuple(SeatSummary(s.seat, s.name, s.user_id, s.is_ai) for s in match.seats),
        creator_id=match.creator_id,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        thread_id=match.thread_id,
        settings=MatchSettings.model_validate(match.settings),
        outcome=outcome,
        version=match.version,
        created_at=match.created_at,
        updated_at=match.updated_at,
    )


@dataclass
class MatchQueue:
    """Actions on one match, one at a time (see GameService.act)."""

    lock: asyncio.Lock
    users: int = 0
    """Actions waiting or under way; the queue is dropped when none are left."""
    ahead: "tuple[MatchRecord, asyncio.Task[int]] | None" = None
    """The match as the last submitted change leaves it, and the task committing that change."""


class MatchCore:
    """The store, the clock and what the parts of GameService (bot/service/__init__.py) share."""

    def __init__(self, store: MatchStore, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self.users = Users(store, clock)
        self.languages = Languages(store, clock)
        self.decks = Decks(store, clock)
        self._queues: dict[int, MatchQueue] = {}

    async def _reach(self, match_id: int, user: User) -> MatchRecord:
        """The match a user's request names, if the request may reach it (see `check_reach`)."""
        match = await self.store.get_match(match_id)
        check_reach(match, user)
        return match

    async def _write(self, match: MatchRecord, change: MatchChange, now: float | None = None) -> MatchRecord:
        """Commit `change` and return the match as it now stands, without reading it back."""
        now = self.clock() if now is None else now
        return self._applied(match, change, await self.store.apply_change(change, now), now)

    @staticmethod
    def _applied(match: MatchRecord, change: MatchChange, version: int, now: float) -> MatchRecord:
        """The match as it stands after `change` was committed as `version`."""
        update: dict[str, Any] = {
            "status": change.status,
            "state": change.state,
            "version": version,
            "updated_at": now,
            "outcome": change.outcome if change.outcome is not None else match.outcome,
        }
        for name in ("seats", "deadlines", "thread_id", "settings", "options"):
            value = getattr(change, name)
            if value is not None:
                update[name] = value
        return match.model_copy(update=update)

    async def _commit(
        self,
        match: MatchRecord,
        game: AnyGame,
        old: GameState | None,
        new: GameState,
        events: list[Event],
        logged: list[Logged],
        seats: list[SeatRecord],
        *,
        actor: int | None = None,
        old_pending: list[Decision] | None = None,
        replied: int | None = None,
        joined: int | None = None,
    ) -> MatchRecord:
        now = self.clock()
        change = prepare_change(
            match,
            game,
            old,
            new,
            events,
            logged,
            seats,
            now,
            actor=actor,
            old_pending=old_pending,
            replied=replied,
            joined=joined,
        )
        return await self._write(match, change, now)

    async def _play_ai(
        self,
        match: MatchRecord,
        max_actions: int = 5000,
        *,
        replied: int | None = None,
        seen: list[Event] | None = None,
    ) -> MatchRecord:
        """AI seats act, one committed action at a time, until a human must decide.

        Called for a human's action whose reply shows the outcome: `replied` is their seat
        (no DMs to them meanwhile), and the AI's events are added to `seen` for that reply.
        """
        for _ in range(max_actions):
            if match.status != "active" or not any(s.is_ai for s in match.seats):
                return match
            assert match.state is not None
            game = get_game(match.game)
            before = snapshot(game, match.state)
            ai_seats = {s.seat for s in match.seats if s.is_ai}
            decision = next((d for d in before.pending if d.player in ai_seats), None)
            if decision is None:
                return match
            action = ai_choice(game, before.state, decision.player)
            new, events = apply_action(game, before.state, decision.player, action, before.pending, before.text)
            logged = [Logged(decision.player, action, "ai", decision.id)]
            try:
                match = await self._commit(
                    match,
                    game,
                    before.state,
                    new,
                    events,
                    logged,
                    list(match.seats),
                    actor=decision.player,
                    old_pending=before.pending,
                    replied=replied,
                )
                if seen is not None:
                    seen.extend(events)
            except VersionConflict:
                match = await self.store.get_match(match.id)  # a human moved meanwhile; look again
        return match

    def _view(
        self, match: MatchRecord, seat: int | None, locale: str = DEFAULT_LOCALE, markdown: bool = False
    ) -> PlayerView:
        """The text and decision come from the state's snapshot: parsed, decided and rendered once."""
        names = [s.name for s in match.seats]
        if match.state is None:
            game = get_game(match.game)
            words = wording_for(None, locale, markdown=markdown)
            table = msg(
                "lobby-table",
                game=game.title,
                match=str(match.id),
                status=match.status,
                players=", ".join(map(words.shown, names)),
                seated=len(names),
                max=game.max_players,
                min=game.min_players,
            )
            return PlayerView(summarize(match), seat, words.text(table, names), None, None, locale)
        current = snapshot(get_game(match.game), match.state)
        text = current.render(seat, wording_for(current.game, locale, markdown=markdown).say(names, seat))
        # A cancelled match keeps its last state, decisions and all: only a running one asks.
        decision = current.decision_for(seat) if seat is not None and match.status == "active" else None
        due = next((d.due_at for d in match.deadlines if d.seat == seat), None)
        shown = (
            decision_words(decision_data(decision), current.game, locale, names, seat, markdown=markdown)
            if decision
            else None
        )
        return PlayerView(summarize(match), seat, text, shown, due, locale)

    @staticmethod
    def _seat(match: MatchRecord, user: User) -> SeatRecord:
        seat = match.seat_of(user.id)
        if seat is None:
            raise NotAPlayer("error-not-player", match=str(match.id))
        return seat

    @staticmethod
    def _require_creator(match: MatchRecord, user: User) -> None:
        if match.creator_id != user.id:
            raise NotAllowed("error-creator-only")

    @staticmethod
    def _load(match: MatchRecord) -> tuple[AnyGame, GameState]:
        """The match's game and state. The state is shared (bot.engine.snapshot): never change it."""
        game = get_game(match.game)
        assert match.state is not None
        return game, snapshot(game, match.state).state


def check_reach(match: MatchRecord, user: User) -> None:
    """A request reaches a match from the match's own server (so a manager's rights count only
    there), or from a DM (or the terminal) by one of its players; else it is refused as if the
    match did not exist. Matches made at the terminal have no server, like its requests."""
    if user.guild_id == match.guild_id:
        return
    if user.guild_id is None and match.seat_of(user.id) is not None:
        return
    raise NotHere(match.id, in_server=user.guild_id is not None)


def validate(model: type[BaseModel], values: dict[str, Any], what: str) -> Any:
    try:
        return model.model_validate(values)
    except ValidationError as error:
        problems = []
        for problem in error.errors():
            where = ".".join(str(p) for p in problem["loc"]) or what
            message = "unknown " + what if problem["type"] == "extra_forbidden" else problem["msg"]
            problems.append(f"{what} '{where}': {message}")
        raise BadOptions("error-bad-options", problems="; ".join(problems)) from None


def check_options(game_name: str, options: dict[str, Any]) -> dict[str, Any]:
    """A game's options validated as create_match does (BadOptions names what is wrong)."""
    game = get_game(game_name)
    parsed: BaseModel = validate(game.Options, options, "option")
    return parsed.model_dump()
