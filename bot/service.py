"""The front-end-neutral service: matches, seats, actions, deadlines, AI and the outbox.

The terminal and Discord both call this; neither reaches into the engine or the store.
Every accepted change is one store transaction: compare-and-set on the match version,
new state, log rows, deadlines and outbox messages together.
"""

import asyncio
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from pydantic import BaseModel, ValidationError

from bot.decks import Decks
from bot.engine import (
    JOIN,
    Decision,
    Event,
    GameState,
    Many,
    Msg,
    Seat,
    ai_choice,
    apply_action,
    can_join,
    decision_for,
    events_for,
    join_match,
    msg,
    new_state,
    open_decisions,
    view_for,
)
from bot.engine.game import Game
from bot.engine.outcome import Outcome
from bot.engine.snapshot import Snapshot, snapshot, stored
from bot.errors import BadOptions, LobbyError, NotAllowed, NotAPlayer, NotHere, StaleDecision, not_active
from bot.games import all_games, get_game
from bot.languages import Languages
from bot.messages import MessageBuilder, decision_data, decision_words
from bot.readmodels import (
    ActResult,
    MatchResult,
    MatchSettings,
    MatchSummary,
    OutgoingMessage,
    PlayerView,
    SeatSummary,
    User,
)
from bot.users import Users
from bot.wording import DEFAULT_LOCALE, wording_for
from storage import (
    DeadlineRecord,
    LogRecord,
    MatchChange,
    MatchRecord,
    MatchStore,
    NewMatch,
    OutboxRecord,
    SeatRecord,
    VersionConflict,
)
from storage.records import ActionSource

__all__ = [
    "ActResult",
    "DeadlineReport",
    "GameService",
    "MatchSettings",
    "MatchSummary",
    "OutgoingMessage",
    "PlayerView",
    "User",
    "check_options",
]

AnyGame = Game[Any, Any]
HOUR = 3600.0
OFFLINE_GRACE = 300.0
"""A deadline handled later than this after it passed is reported as caught up after downtime."""
EXPIRY_BATCH = 50
"""Expired decisions handled per transaction when catching up (see process_deadlines); small
enough that commands wait at most a few milliseconds behind a batch's Python work."""
MAX_EXPIRY_BATCHES = 4000
OUTBOX_WINDOW = 500
"""Undelivered messages looked at per delivery poll (the oldest first)."""
DEFAULT_RETENTION_HOURS = 24.0
"""Delivered messages and interaction ids are kept this long (BOTWAR_RETENTION_HOURS)."""
PRUNE_BATCH = 500
MAX_PRUNE_BATCHES = 200
VACUUM_PAGES = 2000
"""Free pages (4 KB each) given back to the file system per slice of a prune pass."""


def delivery_channel(message: OutboxRecord) -> str:
    """Where a message goes, as a key: a user's DMs, or the match's thread (or channel)."""
    return f"dm:{message.recipient}" if message.kind == "dm" else f"match:{message.match_id}"


class Logged(NamedTuple):
    """One action for the match's log: who, what, how it came, and the decision it answered."""

    seat: int
    action: str
    source: ActionSource
    decision_id: str | None


class _Expiry(NamedTuple):
    """A missed deadline's default, ready to write, and what the catch-up report counts."""

    change: MatchChange
    caught_up: bool
    """The deadline passed while the bot was offline."""
    taken_over: bool


def _deadline_is_for(match: MatchRecord, deadline: DeadlineRecord, decision: Decision | None) -> bool:
    """Whether `deadline` (read a moment ago) still times the seat's `decision`.

    A decision's id changes when its decision changes, and every change rewrites the seat's
    deadline, so a mismatch means another change got in first, unless the match still holds
    this very row: then its id was made by an older version of the id scheme (prompts became
    messages, docs/wording.md) and the row is adopted, so no match stalls on an upgrade.
    """
    if decision is None:
        return False
    if decision.id == deadline.decision_id:
        return True
    live = next((d for d in match.deadlines if d.seat == deadline.seat), None)
    return live is not None and live.decision_id == deadline.decision_id and live.due_at == deadline.due_at


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


def outgoing(message: OutboxRecord) -> OutgoingMessage:
    return OutgoingMessage(
        id=message.id,
        match_id=message.match_id,
        kind=message.kind,
        recipient=message.recipient,
        body=message.body,
        attempts=message.attempts,
        idem_key=message.idem_key,
        channel=delivery_channel(message),
    )


@dataclass
class _MatchQueue:
    """Actions on one match, one at a time (see GameService.act)."""

    lock: asyncio.Lock
    users: int = 0
    """Actions waiting or under way; the queue is dropped when none are left."""
    ahead: "tuple[MatchRecord, asyncio.Task[int]] | None" = None
    """The match as the last submitted change leaves it, and the task committing that change."""


@dataclass
class DeadlineReport:
    reminded: int = 0
    defaulted: int = 0
    taken_over: int = 0
    caught_up: int = 0


class GameService:
    def __init__(self, store: MatchStore, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self.users = Users(store, clock)
        self.languages = Languages(store, clock)
        self.decks = Decks(store, clock)
        self._queues: dict[int, _MatchQueue] = {}

    # -- lobby -----------------------------------------------------------------------------

    async def create_match(
        self,
        game_name: str,
        creator: User,
        options: dict[str, Any] | None = None,
        *,
        settings: dict[str, Any] | None = None,
        seed: int | None = None,
        channel_id: str | None = None,
        deck: str | None = None,
    ) -> MatchSummary:
        """A lobby with `creator` in seat 0, in the server the creator asks from; `deck` is the
        deck they bring (games with decks)."""
        chosen = await self.decks.choose(game_name, creator, deck) if deck else None
        new = self._new_match(game_name, creator, options, settings, seed, channel_id, chosen)
        return summarize(await self.store.create_match(new, self.clock()))

    def _new_match(
        self,
        game_name: str,
        creator: User,
        options: dict[str, Any] | None,
        settings: dict[str, Any] | None = None,
        seed: int | None = None,
        channel_id: str | None = None,
        deck: str | None = None,
    ) -> NewMatch:
        game = get_game(game_name)
        parsed_options = _validate(game.Options, options or {}, "option")
        parsed_settings = _validate(MatchSettings, settings or {}, "setting")
        return NewMatch(
            game=game.name,
            options=parsed_options.model_dump(),
            settings=parsed_settings.model_dump(),
            seed=secrets.randbits(63) if seed is None else seed,
            creator=SeatRecord(seat=0, user_id=creator.id, name=creator.name, deck=deck),
            guild_id=creator.guild_id,
            channel_id=channel_id,
        )

    async def create_started_match(
        self,
        game_name: str,
        players: Sequence[User],
        ai_players: int,
        options: dict[str, Any] | None = None,
        *,
        seed: int | None = None,
        decks: Sequence[str | None] = (),
    ) -> MatchSummary:
        """A match started at once by `players[0]` with `players` and `ai_players` AI seats (the terminal's).

        `decks` holds the deck each of `players` brings, in order (None: the game's own way).

        Everything a person can get wrong is checked first, with the game's player range in
        the refusal. The match is created and started in one transaction: a start that fails,
        or a process killed meanwhile, leaves nothing behind.
        """
        game = get_game(game_name)
        total = len(players) + ai_players
        if not game.min_players <= total <= game.max_players:
            raise LobbyError(
                "error-player-count", game=game.title, min=game.min_players, max=game.max_players, count=total
            )
        if not players or ai_players < 0:
            raise LobbyError("error-no-player-seat")
        chosen = [await self.decks.choose(game.name, u, d) if d else None for u, d in zip(players, decks, strict=False)]
        chosen += [None] * (len(players) - len(chosen))
        new = self._new_match(game.name, players[0], options, seed=seed, deck=chosen[0])
        seats = [
            new.creator,
            *(SeatRecord(seat=n, user_id=u.id, name=u.name, deck=chosen[n]) for n, u in enumerate(players[1:], 1)),
            *(
                SeatRecord(seat=len(players) + n, user_id=None, name=f"AI {n + 1}", is_ai=True)
                for n in range(ai_players)
            ),
        ]
        now = self.clock()
        # The decks are read first: `setup` runs inside the store's transaction, where nothing waits.
        frozen = await self.decks.freeze(new.lobby(0, now).model_copy(update={"seats": seats}))

        def setup(lobby: MatchRecord) -> MatchChange:
            return self._start_change(lobby, seats, game, frozen, now)

        return summarize(await self._play_ai(await self.store.create_match(new, now, setup)))

    async def join(self, match_id: int, user: User, deck: str | None = None) -> MatchSummary:
        """Take a seat; `deck` is the deck brought (games with decks). A player already seated
        may join again with a deck to change the one they bring. In a running match of a game
        that takes late joiners, a seat there (see `join_running`)."""
        if (await self._reach(match_id, user)).status == "active":
            return await self.join_running(match_id, user)
        match = await self._lobby(match_id, user)
        chosen = await self.decks.choose(match.game, user, deck) if deck else None
        seat = match.seat_of(user.id)
        if seat is not None:
            if chosen is None:
                raise LobbyError("error-already-in", match=str(match_id))
            seats = [s.model_copy(update={"deck": chosen}) if s.seat == seat.seat else s for s in match.seats]
            return summarize(await self._lobby_change(match, seats))
        game = get_game(match.game)
        if len(match.seats) >= game.max_players:
            raise LobbyError("error-match-full", match=str(match_id), max=game.max_players)
        seats = [*match.seats, SeatRecord(seat=len(match.seats), user_id=user.id, name=user.name, deck=chosen)]
        return summarize(await self._lobby_change(match, seats))

    async def add_ai(self, match_id: int, by: User) -> MatchSummary:
        """An AI seat in the lobby, or (the creator's call) in a running match that takes late joiners."""
        match = await self._reach(match_id, by)
        game = get_game(match.game)
        if match.status != "active":
            match = await self._lobby(match_id, by)
        self._require_creator(match, by)
        if len(match.seats) >= game.max_players:
            raise LobbyError("error-match-full", match=str(match_id), max=game.max_players)
        number = sum(1 for s in match.seats if s.is_ai) + 1
        seat = SeatRecord(seat=len(match.seats), user_id=None, name=f"AI {number}", is_ai=True)
        if match.status == "active":
            return summarize(await self._seat_late_joiner(match, seat))
        return summarize(await self._lobby_change(match, [*match.seats, seat]))

    async def join_running(self, match_id: int, user: User) -> MatchSummary:
        """Seat `user` in a running match whose game takes late joiners now (Game.can_join).

        The game seats them (bot.engine.join_match), the join is logged (JOIN) so the log still
        replays to the state, the thread is told, and the newcomer gets their table by DM like
        everyone at the start; their first decision comes like any other.
        """
        match = await self._reach(match_id, user)
        if match.status != "active":
            raise not_active(match_id, match.status)
        if match.seat_of(user.id) is not None:
            raise LobbyError("error-already-in", match=str(match_id))
        game = get_game(match.game)
        if len(match.seats) >= game.max_players:
            raise LobbyError("error-match-full", match=str(match_id), max=game.max_players)
        seat = SeatRecord(seat=len(match.seats), user_id=user.id, name=user.name)
        return summarize(await self._seat_late_joiner(match, seat))

    async def _seat_late_joiner(self, match: MatchRecord, seat: SeatRecord) -> MatchRecord:
        game = get_game(match.game)
        assert match.state is not None
        before = snapshot(game, match.state)
        if not can_join(game, before.state):
            raise LobbyError("error-no-late-join", match=str(match.id), game=game.title)
        new, events = join_match(game, before.state, before.text)
        assert new.num_players == seat.seat + 1
        seats = [*match.seats, seat]
        note = Event.public("seat-joined", who=Seat(seat.seat))
        logged = [Logged(seat.seat, JOIN, "player", None)]
        match = await self._commit(
            match, game, before.state, new, [note, *events], logged, seats, old_pending=before.pending, joined=seat.seat
        )
        return await self._play_ai(match)

    async def leave(self, match_id: int, user: User) -> MatchSummary:
        """In the lobby the seat is freed; in a running match the AI takes it over."""
        match = await self._reach(match_id, user)
        seat = self._seat(match, user)
        if match.status == "lobby" and match.creator_id == user.id:
            raise LobbyError("error-creator-leaves")
        return summarize(await self._vacate(match, seat, msg("seat-left", who=Seat(seat.seat))))

    async def remove_player(self, match_id: int, by: User, player_id: str, *, is_admin: bool = False) -> MatchSummary:
        """The creator or a server manager removes a player: their seat is freed or taken by the AI."""
        match = await self._reach(match_id, by)
        if not is_admin:
            self._require_creator(match, by)
        seat = match.seat_of(player_id)
        if seat is None:
            raise NotAPlayer("error-member-not-player", match=str(match_id))
        if match.status == "lobby" and player_id == match.creator_id:
            raise LobbyError("error-creator-removed")
        why = msg("seat-removed", who=Seat(seat.seat), by=by.name)
        return summarize(await self._vacate(match, seat, why))

    async def _vacate(self, match: MatchRecord, seat: SeatRecord, why: Msg) -> MatchRecord:
        if match.status == "lobby":
            rest = [s for s in match.seats if s.seat != seat.seat]
            return await self._lobby_change(match, [s.model_copy(update={"seat": i}) for i, s in enumerate(rest)])
        if match.status != "active":
            raise not_active(match.id, match.status)
        if seat.is_ai:
            raise LobbyError("error-already-ai", name=seat.name)
        seats = [s.model_copy(update={"is_ai": True}) if s.seat == seat.seat else s for s in match.seats]
        game, state = self._load(match)
        note = Event.public("seat-to-ai", why=why, who=Seat(seat.seat))
        match = await self._commit(match, game, state, state, [note], [], seats)
        return await self._play_ai(match)

    async def start(self, match_id: int, by: User, *, is_admin: bool = False) -> MatchSummary:
        match = await self._lobby(match_id, by)
        if not is_admin:
            self._require_creator(match, by)
        game = get_game(match.game)
        if len(match.seats) < game.min_players:
            raise LobbyError("error-too-few", game=game.title, min=game.min_players, joined=len(match.seats))
        # Each seat's chosen deck is read now and frozen into the options: later edits of a
        # saved deck never change a running match, and replay sets the same match up.
        options = await self.decks.freeze(match)
        now = self.clock()
        match = await self._write(match, self._start_change(match, list(match.seats), game, options, now), now)
        return summarize(await self._play_ai(match))

    def _start_change(
        self, match: MatchRecord, seats: list[SeatRecord], game: AnyGame, options: dict[str, Any] | None, now: float
    ) -> MatchChange:
        """The change that starts the lobby `match` with `seats`; `options` has the decks frozen in (or None)."""
        state = new_state(game, len(seats), match.options if options is None else options, match.seed)
        start = Event.public("match-begins", game=game.title, players=Many(tuple(Seat(s.seat) for s in seats)))
        change = self._prepare(match, game, None, state, [start], [], seats, now)
        if options is not None:
            change.options = options
        return change

    async def cancel(self, match_id: int, by: User, *, is_admin: bool = False) -> MatchSummary:
        match = await self._reach(match_id, by)
        if not is_admin:
            self._require_creator(match, by)
        if match.status not in ("lobby", "active"):
            raise not_active(match_id, match.status)
        builder = MessageBuilder(get_game(match.game), match.id, match.version + 1, match.seats)
        builder.notice("cancelled", msg("match-cancelled", match=str(match.id), by=by.name))
        change = MatchChange(
            match_id=match.id,
            expected_version=match.version,
            status="cancelled",
            state=match.state,
            deadlines=[],
            outbox=builder.messages,
        )
        return summarize(await self._write(match, change))

    async def update_settings(
        self, match_id: int, by: User, changes: dict[str, Any], *, is_admin: bool = False
    ) -> MatchSummary:
        match = await self._reach(match_id, by)
        if not is_admin:
            self._require_creator(match, by)
        if match.status not in ("lobby", "active"):
            raise not_active(match_id, match.status)
        settings = _validate(MatchSettings, {**match.settings, **changes}, "setting")
        change = MatchChange(
            match_id=match.id,
            expected_version=match.version,
            status=match.status,
            state=match.state,
            settings=settings.model_dump(),
        )
        return summarize(await self._write(match, change))

    async def set_thread(self, match_id: int, thread_id: str) -> MatchSummary:
        match = await self.store.get_match(match_id)
        change = MatchChange(
            match_id=match.id,
            expected_version=match.version,
            status=match.status,
            state=match.state,
            thread_id=thread_id,
        )
        return summarize(await self._write(match, change))

    # -- play ------------------------------------------------------------------------------

    async def act(
        self,
        match_id: int,
        user: User,
        action: str,
        *,
        decision_id: str | None = None,
        interaction_id: str | None = None,
        locale: str = DEFAULT_LOCALE,
        markdown: bool = False,
    ) -> ActResult:
        """Take `user`'s action; the result's events and view are in `locale` (the reader's), for
        Markdown with `markdown` (see `view`)."""
        # Actions on one match take turns here instead of racing: an action that read the match
        # before another one committed would do all its work only to lose the compare-and-set
        # (VersionConflict). Other processes and the deadline handler still meet the check.
        # The next action need not wait for this one's commit (its fsync) to do its own work:
        # it starts from the match as this one's change leaves it, and submits its change only
        # once that commit succeeded; if it failed, it starts again from the store. Nothing is
        # written, and no answer given, from a match that was not committed.
        queue = self._queues.setdefault(match_id, _MatchQueue(asyncio.Lock()))
        queue.users += 1
        try:
            async with queue.lock:
                match, seat, game, before, new, events = await self._queued_apply(
                    queue, match_id, user, action, decision_id
                )
                seats = [
                    s.model_copy(update={"misses": 0}) if s.seat == seat.seat and s.misses else s for s in match.seats
                ]
                shown = list(events)  # what the reply reports: this action's events, then the AI's
                answered = before.decision_for(seat.seat)
                logged = [Logged(seat.seat, " ".join(action.split()), "player", answered.id if answered else None)]
                # A Discord interaction is answered with the events and the new table: no DM then.
                replied = seat.seat if interaction_id is not None else None
                now = self.clock()
                change = self._prepare(
                    match,
                    game,
                    before.state,
                    new,
                    events,
                    logged,
                    seats,
                    now,
                    interaction_id=interaction_id,
                    actor=seat.seat,
                    old_pending=before.pending,
                    replied=replied,
                )
                # Awaited shielded: a change handed to the store commits even if this request is cancelled.
                write = asyncio.ensure_future(self.store.apply_change(change, now))
                # The compare-and-set makes the committed version exactly one more.
                final = self._applied(match, change, match.version + 1, now)
                with_ai = any(s.is_ai for s in seats)
                if with_ai:
                    # AI seats move on from the committed match, before the next action.
                    queue.ahead = None
                    committed = await asyncio.shield(write)
                    final = await self._play_ai(final, replied=replied, seen=shown)
                else:
                    queue.ahead = (final, write)
            if not with_ai:
                committed = await asyncio.shield(write)
            if committed != match.version + 1:
                raise RuntimeError(f"match #{match_id}: the store wrote version {committed}, not {match.version + 1}")
        finally:
            queue.users -= 1
            if not queue.users:
                del self._queues[match_id]
        words = wording_for(get_game(match.game), locale, markdown=markdown)
        names = [s.name for s in match.seats]
        mine = [words.text(e.msg, names, seat.seat) for e in events_for(shown, seat.seat)]
        # The reply shows the state just committed (or the AI's next): its snapshot is remembered.
        view = self._view(final, seat.seat, locale, markdown)
        return ActResult(match=view.match, events=mine, view=view)

    async def _queued_apply(
        self, queue: _MatchQueue, match_id: int, user: User, action: str, decision_id: str | None
    ) -> tuple[MatchRecord, SeatRecord, AnyGame, Snapshot, GameState, list[Event]]:
        """Apply `action` to the match as the change ahead in the queue leaves it (or as stored).

        Refusals wait for that change too: a refusal based on a change that then failed to
        commit would be wrong, so the action is worked out again from the store.
        """
        ahead = queue.ahead
        match = ahead[0] if ahead is not None else await self.store.get_match(match_id)
        while True:
            refused: Exception | None = None
            try:
                _check_reach(match, user)
                if match.status != "active" or match.state is None:
                    raise not_active(match_id, match.status, moves=True)
                seat = self._seat(match, user)
                game = get_game(match.game)
                # The parsed state and its pending decisions are shared by every request reading
                # this state (bot.engine.snapshot): computed once, for the check, the apply and
                # the messages alike.
                before = snapshot(game, match.state)
                if decision_id is not None:
                    current = before.decision_for(seat.seat)
                    if current is None or current.id != decision_id:
                        raise StaleDecision()
                new, events = apply_action(game, before.state, seat.seat, action, before.pending, before.text)
            except Exception as error:
                refused = error
            if ahead is not None:
                try:
                    await asyncio.shield(ahead[1])  # the change this one builds on is committed
                except Exception:  # it was not (its own player is told): start again from the store
                    ahead = queue.ahead = None
                    match = await self.store.get_match(match_id)
                    continue
            if refused is not None:
                raise refused
            return match, seat, game, before, new, events

    async def view(
        self, match_id: int, user: User, *, locale: str = DEFAULT_LOCALE, markdown: bool = False
    ) -> PlayerView:
        """The user's own view (hand, decision) in `locale`; a non-player gets the spectator view.
        `markdown`: the front end reads the text and prompt as Markdown (Discord), so what players
        wrote is escaped in them; the choices' labels, for buttons and menus, are as written."""
        match = await self._reach(match_id, user)
        seat = match.seat_of(user.id)
        return self._view(match, seat.seat if seat else None, locale, markdown)

    async def status(
        self, match_id: int, user: User, *, locale: str = DEFAULT_LOCALE, markdown: bool = False
    ) -> PlayerView:
        """The public view of a match, as anyone in its server may see it."""
        return self._view(await self._reach(match_id, user), None, locale, markdown)

    async def status_image(self, match_id: int, *, locale: str = DEFAULT_LOCALE) -> bytes | None:
        """A PNG of the public view as the match stands now, its legend in `locale`, for games
        with a board; else None."""
        match = await self.store.get_match(match_id)
        if match.state is None:
            return None
        game, state = self._load(match)
        view = view_for(game, state, None)
        # Drawing takes milliseconds of CPU; keep the event loop free meanwhile.
        say = wording_for(game, locale).say([s.name for s in match.seats])
        return await asyncio.to_thread(game.render_image, view, say)

    async def list_matches(
        self,
        *,
        user: User | None = None,
        channel_id: str | None = None,
        include_finished: bool = False,
        limit: int = 25,
    ) -> list[MatchSummary]:
        """Open and running matches (and finished ones if asked), newest first. A `user` asking
        from a server sees only that server's matches; from a DM, all of theirs."""
        statuses: tuple[Any, ...] = ("lobby", "active", "finished") if include_finished else ("lobby", "active")
        found = await self.store.list_matches(
            user_id=user.id if user else None,
            channel_id=channel_id,
            guild_id=user.guild_id if user else None,
            statuses=statuses,
            limit=limit,
        )
        return [summarize(m) for m in found]

    async def match(self, match_id: int) -> MatchSummary:
        return summarize(await self.store.get_match(match_id))

    async def suggest(self, match_id: int, user: User) -> str:
        """The action the AI would take for `user`'s open decision (the terminal's 'ai' command)."""
        match = await self._reach(match_id, user)
        seat = self._seat(match, user)
        if match.status != "active" or match.state is None:
            raise not_active(match_id, match.status, moves=True)
        game = get_game(match.game)
        current = snapshot(game, match.state)
        if current.decision_for(seat.seat) is None:
            raise NotAPlayer("error-no-decision")
        return ai_choice(game, current.state, seat.seat)

    # -- automation ------------------------------------------------------------------------

    async def run_ai(self, match_id: int) -> MatchSummary:
        """Let AI seats act until a human must decide or the match ends (e.g. after a restart)."""
        return summarize(await self._play_ai(await self.store.get_match(match_id)))

    async def process_deadlines(self) -> DeadlineReport:
        """Send due reminders, then apply defaults (or hand seats to the AI) for expired decisions.

        Safe to run after downtime: everything overdue is handled once, in order of due time.
        """
        report = DeadlineReport()
        now = self.clock()
        for deadline in await self.store.due_reminders(now):
            if await self._remind(deadline, now):
                report.reminded += 1
        # A played default starts a fresh deadline in the future, so each batch shrinks the
        # overdue set; the bound only guards against a bug turning this into a busy loop.
        for _ in range(MAX_EXPIRY_BATCHES):
            due = await self.store.due_deadlines(now, limit=EXPIRY_BATCH)
            if not due or await self._expire_batch(due, now, report) == 0:
                break
            await asyncio.sleep(0)  # let waiting commands in between batches
        return report

    async def _expire_batch(self, due: list[DeadlineRecord], now: float, report: DeadlineReport) -> int:
        """Play the default for up to one expired decision per match, all in one transaction.

        A match whose player acted meanwhile is skipped (its deadline is no longer due). A
        second expired seat of the same match waits for the next batch. Returns how many
        deadlines were dealt with, played or dropped as stale.
        """
        firsts: dict[int, DeadlineRecord] = {}
        for deadline in due:
            firsts.setdefault(deadline.match_id, deadline)
        matches = await self.store.get_matches(list(firsts))
        prepared: list[tuple[MatchRecord, _Expiry]] = []
        stale = []
        for match_id, deadline in firsts.items():
            match = matches.get(match_id)
            expiry = self._expiry(match, deadline, now) if match is not None else None
            if expiry is None:
                stale.append(deadline)
            else:
                assert match is not None
                prepared.append((match, expiry))
        if stale:
            # Deadlines are rewritten with every change, so this only mops up after a bug.
            await self.store.drop_deadlines(stale)
        versions = await self.store.apply_changes([expiry.change for _, expiry in prepared], now)
        for (match, expiry), version in zip(prepared, versions, strict=True):
            if version is None:
                continue  # the player acted meanwhile
            report.defaulted += 1
            report.caught_up += expiry.caught_up
            report.taken_over += expiry.taken_over
            updated = self._applied(match, expiry.change, version, now)
            if any(seat.is_ai for seat in updated.seats):
                await self._play_ai(updated)
        return len(stale) + sum(v is not None for v in versions)

    # -- delivery (front ends deliver the outbox; they never read the store themselves) ---

    async def pending_messages(self, limit: int = 50, *, match_id: int | None = None) -> list[OutgoingMessage]:
        """Up to `limit` messages due now, each channel's in the order they were written.

        A channel whose oldest undelivered message waits for a retry gets nothing newer
        meanwhile, so no channel ever reads its messages out of order. With `match_id`, only
        that match's messages (the terminal delivers its own match, never a Discord one).
        """
        now = self.clock()
        waiting: set[str] = set()
        due: list[OutgoingMessage] = []
        for record in await self.store.undelivered_outbox(OUTBOX_WINDOW):
            if match_id is not None and record.match_id != match_id:
                continue
            channel = delivery_channel(record)
            if channel in waiting:
                continue
            if record.next_attempt_at > now:
                waiting.add(channel)
                continue
            due.append(outgoing(record))
            if len(due) == limit:
                break
        return due

    async def watch_messages(self, wake: Callable[[], None]) -> None:
        """Call `wake` when another process sharing the store queues messages (LISTEN/NOTIFY on
        PostgreSQL), so a dispatcher need not poll for them."""
        await self.store.watch_outbox(wake)

    async def take_send_budget(self, limit: int, period: float) -> float:
        """One Discord request from the budget every process of the bot shares: the seconds to
        wait before sending it (storage's take_send_budget; 0.0 on SQLite, one process)."""
        return await self.store.take_send_budget(limit, period)

    async def messages_delivered(self, message_ids: Sequence[int]) -> None:
        await self.store.mark_delivered(message_ids, self.clock())

    async def message_failed(self, message_id: int, error: str, retry_in_seconds: float | None) -> None:
        """Retry the message later, or give it up for good with `retry_in_seconds=None`."""
        now = self.clock()
        retry_at = None if retry_in_seconds is None else now + retry_in_seconds
        await self.store.mark_failed(message_id, error, retry_at, now)

    async def prune(self, retention_seconds: float) -> int:
        """Forget delivered messages and handled interaction ids older than the retention.

        Small batches, each its own short write, so play goes on in between; then free pages
        go back to the file system. Matches, outcomes and action logs are kept.
        """
        before = self.clock() - retention_seconds
        pruned = 0
        for _ in range(MAX_PRUNE_BATCHES):
            deleted = await self.store.prune(before, PRUNE_BATCH)
            pruned += deleted
            if deleted == 0:
                break
            await asyncio.sleep(0)
        # Free pages go back in slices, each a short pause of the writer, until none are left.
        while await self.store.release_free_pages(VACUUM_PAGES) == VACUUM_PAGES:
            await asyncio.sleep(0)
        return pruned

    async def match_thread(self, match_id: int) -> tuple[str | None, str]:
        """Where a match posts (its thread, else its channel; None for a terminal match) and in
        which language (its server's)."""
        match = await self.store.get_match(match_id)
        return match.thread_id or match.channel_id, await self.languages.for_thread(match.guild_id)

    async def seat_number(self, match_id: int, user: User) -> int | None:
        seat = (await self._reach(match_id, user)).seat_of(user.id)
        return seat.seat if seat is not None else None

    async def answered(self, match_id: int, user: User, decision_id: str) -> bool:
        """Whether `user` took an action on decision `decision_id` of the match (a click on it
        after a crash between the save and the reply finds it answered)."""
        seat = (await self._reach(match_id, user)).seat_of(user.id)
        return seat is not None and await self.store.answered(match_id, seat.seat, decision_id)

    async def counts(self) -> dict[str, int]:
        return await self.store.counts()

    # -- internals -------------------------------------------------------------------------

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

    async def _remind(self, deadline: DeadlineRecord, now: float) -> bool:
        match = await self.store.get_match(deadline.match_id)
        seat = match.seats[deadline.seat]
        if match.status != "active" or seat.user_id is None or seat.is_ai:
            return False
        game, state = self._load(match)
        decision = decision_for(game, state, deadline.seat)
        if not _deadline_is_for(match, deadline, decision):
            return False
        assert decision is not None
        builder = MessageBuilder(game, match.id, match.version, match.seats)
        builder.private(seat, state, [], decision, deadline.due_at)
        message = builder.messages[0]
        message.idem_key += f":remind:{deadline.decision_id}"
        message.body["kind"] = "reminder"
        await self.store.record_reminder(deadline, message, now)
        return True

    def _expiry(self, match: MatchRecord, deadline: DeadlineRecord, now: float) -> "_Expiry | None":
        """The change that plays the default for an expired decision; None if stale."""
        if match.status != "active":
            return None
        game, state = self._load(match)
        pending = open_decisions(game, state)
        decision = next((d for d in pending if d.player == deadline.seat), None)
        if not _deadline_is_for(match, deadline, decision):
            return None
        assert decision is not None
        seat = match.seats[deadline.seat]
        new, events = apply_action(game, state, seat.seat, decision.default, pending)
        logged = [Logged(seat.seat, decision.default, "deadline", decision.id)]
        if decision.reaction:
            # Letting a reaction window pass is an answer, not a miss; and the thread must not
            # learn whom it was offered to, so only the seat itself is told.
            seats = list(match.seats)
            events = [Event.private("reaction-closed", seat.seat), *events]
            caught_up = takeover = False
        else:
            settings = MatchSettings.model_validate(match.settings)
            misses = seat.misses + 1
            takeover = settings.ai_takeover_after > 0 and misses >= settings.ai_takeover_after
            caught_up = now - deadline.due_at > OFFLINE_GRACE
            note = Event.public(
                "deadline-missed",
                who=Seat(seat.seat),
                offline="yes" if caught_up else "no",
                takeover=misses if takeover else 0,
            )
            seats = [
                s.model_copy(update={"misses": misses, "is_ai": s.is_ai or takeover}) if s.seat == seat.seat else s
                for s in match.seats
            ]
            events = [note, *events]
        change = self._prepare(match, game, state, new, events, logged, seats, now, old_pending=pending)
        return _Expiry(change, caught_up, takeover)

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
        change = self._prepare(
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

    def _prepare(
        self,
        match: MatchRecord,
        game: AnyGame,
        old: GameState | None,
        new: GameState,
        events: list[Event],
        logged: list[Logged],
        seats: list[SeatRecord],
        now: float,
        *,
        interaction_id: str | None = None,
        actor: int | None = None,
        old_pending: list[Decision] | None = None,
        replied: int | None = None,
        joined: int | None = None,
    ) -> MatchChange:
        """Everything one change writes: state, log, deadlines and the messages it causes.

        `old` is the match's own state (or None before the start). `old_pending` is its
        pending decisions when the caller has them already. `actor` sees their next decision
        in the reply to their own action; `replied` is the seat whose front end answers them
        with the events and the new table (a Discord interaction), so no DM repeats them.
        `joined` is a late joiner's seat: they get their table as everyone did at the start.
        """
        settings = MatchSettings.model_validate(match.settings)
        version = match.version + 1
        if old_pending is None:
            old_pending = []
            if old is not None:
                known = snapshot(game, match.state) if match.state is not None else None
                old_pending = known.pending if known is not None and known.state is old else open_decisions(game, old)
        was_pending = {d.player: d.id for d in old_pending}
        # The new state as the store will hold it, remembered under its JSON text with its
        # pending decisions, outcome and rendered views, for the reply and the next reads. (The
        # next action parses its copy from that text and checks it equals `new`: the proof
        # that the stored JSON round-trips.)
        after = stored(game, new)
        pending = after.pending
        outcome = after.outcome
        deadlines = sorted(self._deadlines(match, settings, seats, pending, now), key=_by_seat)
        due = {d.seat: d.due_at for d in deadlines}

        builder = MessageBuilder(game, match.id, version, seats, after)
        builder.public_events(events)
        private = [e for e in events if e.audience is not None]  # DMs carry only these
        for seat in seats:
            if seat.seat == replied:
                continue  # their reply showed what this DM would: the events and the new table
            decision = after.decision_for(seat.seat)
            changed = decision is not None and was_pending.get(seat.seat) != decision.id
            # The actor sees their next decision in the reply to their own action.
            fresh = decision if changed and seat.seat != actor else None
            # At the start every player gets their hand at once, with their decision if any.
            builder.private(
                seat,
                after.state,
                private,
                fresh,
                due.get(seat.seat),
                opening=old is None,
                joined=seat.seat == joined,
            )
        if outcome is not None:
            builder.finished(outcome, after.state)
        elif set(was_pending) != {d.player for d in pending}:
            builder.status(after.state, pending, deadlines)

        first_seq = old.step if old is not None else 0
        log = [
            LogRecord(
                seq=first_seq + i,
                seat=entry.seat,
                action=entry.action,
                source=entry.source,
                created_at=now,
                decision_id=entry.decision_id,
            )
            for i, entry in enumerate(logged)
        ]
        return MatchChange(
            match_id=match.id,
            expected_version=match.version,
            status="finished" if outcome is not None else "active",
            state=after.text,
            outcome=outcome.model_dump() if outcome is not None else None,
            # Unchanged seats and deadlines are not rewritten: fewer statements per action.
            seats=seats if seats != match.seats else None,
            log=log,
            deadlines=deadlines if deadlines != match.deadlines else None,
            outbox=builder.messages,
            interaction_id=interaction_id,
        )

    def _deadlines(
        self,
        match: MatchRecord,
        settings: MatchSettings,
        seats: list[SeatRecord],
        pending: list[Decision],
        now: float,
    ) -> list[DeadlineRecord]:
        """Keep a seat's deadline while its decision is unchanged; start a fresh one otherwise."""
        existing = {d.seat: d for d in match.deadlines}
        result = []
        for decision in pending:
            if seats[decision.player].is_ai:
                continue
            kept = existing.get(decision.player)
            if kept is not None and kept.decision_id == decision.id:
                result.append(kept)
                continue
            if decision.reaction:  # short, and no reminder: waiting must not stall the match
                due = now + min(settings.reaction_hours, settings.decision_hours) * HOUR
                remind = None
            else:
                due = now + settings.decision_hours * HOUR
                remind = due - settings.reminder_hours * HOUR if settings.reminder_hours else None
            result.append(
                DeadlineRecord(
                    match_id=match.id,
                    seat=decision.player,
                    decision_id=decision.id,
                    due_at=due,
                    remind_at=remind if remind is not None and remind > now else None,
                )
            )
        return result

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

    async def _reach(self, match_id: int, user: User) -> MatchRecord:
        """The match a user's request names, if the request may reach it (see `_check_reach`)."""
        match = await self.store.get_match(match_id)
        _check_reach(match, user)
        return match

    async def _lobby(self, match_id: int, user: User) -> MatchRecord:
        match = await self._reach(match_id, user)
        if match.status != "lobby":
            raise LobbyError("error-started" if match.status == "active" else "error-ended", match=str(match_id))
        return match

    async def _lobby_change(self, match: MatchRecord, seats: list[SeatRecord]) -> MatchRecord:
        change = MatchChange(match_id=match.id, expected_version=match.version, status="lobby", state=None, seats=seats)
        return await self._write(match, change)

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


def _check_reach(match: MatchRecord, user: User) -> None:
    """A request reaches a match from the match's own server (so a manager's rights count only
    there), or from a DM (or the terminal) by one of its players; else it is refused as if the
    match did not exist. Matches made at the terminal have no server, like its requests."""
    if user.guild_id == match.guild_id:
        return
    if user.guild_id is None and match.seat_of(user.id) is not None:
        return
    raise NotHere(match.id, in_server=user.guild_id is not None)


def _by_seat(deadline: DeadlineRecord) -> int:
    return deadline.seat


def _validate(model: type[BaseModel], values: dict[str, Any], what: str) -> Any:
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
    parsed: BaseModel = _validate(game.Options, options, "option")
    return parsed.model_dump()
