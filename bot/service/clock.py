"""The match clock: reminders before a deadline, the default for a missed one, and the AI taking
over a seat after missed deadlines in a row."""

import asyncio
from dataclasses import dataclass
from typing import NamedTuple

from bot.engine import (
    Decision,
    Event,
    Seat,
    apply_action,
    decision_for,
    open_decisions,
)
from bot.messages import MessageBuilder
from bot.readmodels import (
    MatchSettings,
)
from bot.service.changes import Logged, prepare_change
from bot.service.core import MatchCore
from storage import (
    DeadlineRecord,
    MatchChange,
    MatchRecord,
)

OFFLINE_GRACE = 300.0
"""A deadline handled later than this after it passed is reported as caught up after downtime."""
EXPIRY_BATCH = 50
"""Expired decisions handled per transaction when catching up (see process_deadlines); small
enough that commands wait at most a few milliseconds behind a batch's Python work."""
MAX_EXPIRY_BATCHES = 4000


class _Expiry(NamedTuple):
    """A missed deadline's default, ready to write, and what the catch-up report counts."""

    change: MatchChange
    caught_up: bool
    """The deadline passed while the bot was offline."""
    taken_over: bool


@dataclass
class DeadlineReport:
    reminded: int = 0
    defaulted: int = 0
    taken_over: int = 0
    caught_up: int = 0


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


class Clock(MatchCore):
    """Deadlines: reminded, expired, taken over."""

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
        change = prepare_change(match, game, state, new, events, logged, seats, now, old_pending=pending)
        return _Expiry(change, caught_up, takeover)
