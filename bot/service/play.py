"""Play: a player's action (one at a time per match), what a player or spectator sees, and the
matches a user or channel has."""

import asyncio
from typing import Any

from bot.engine import (
    Event,
    GameState,
    ai_choice,
    apply_action,
    events_for,
    view_for,
)
from bot.engine.match import AnyGame
from bot.engine.snapshot import Snapshot, snapshot
from bot.errors import NotAPlayer, StaleDecision, not_active
from bot.games import get_game
from bot.readmodels import (
    ActResult,
    MatchSummary,
    PlayerView,
    User,
)
from bot.service.changes import Logged, prepare_change
from bot.service.core import MatchCore, MatchQueue, check_reach, summarize
from bot.wording import DEFAULT_LOCALE, wording_for
from storage import (
    MatchRecord,
    SeatRecord,
)


class Play(MatchCore):
    """Actions and views."""

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
        queue = self._queues.setdefault(match_id, MatchQueue(asyncio.Lock()))
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
                change = prepare_change(
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
        self, queue: MatchQueue, match_id: int, user: User, action: str, decision_id: str | None
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
                check_reach(match, user)
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

    async def run_ai(self, match_id: int) -> MatchSummary:
        """Let AI seats act until a human must decide or the match ends (e.g. after a restart)."""
        return summarize(await self._play_ai(await self.store.get_match(match_id)))

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
