"""What one accepted change writes: the new state, its log, the deadlines and the messages it
causes (`prepare_change`), worked out without touching the store."""

from typing import NamedTuple

from bot.engine import (
    Decision,
    Event,
    GameState,
    open_decisions,
)
from bot.engine.match import AnyGame
from bot.engine.snapshot import snapshot, stored
from bot.messages import MessageBuilder
from bot.readmodels import (
    MatchSettings,
)
from storage import (
    DeadlineRecord,
    LogRecord,
    MatchChange,
    MatchRecord,
    SeatRecord,
)
from storage.records import ActionSource

HOUR = 3600.0


class Logged(NamedTuple):
    """One action for the match's log: who, what, how it came, and the decision it answered."""

    seat: int
    action: str
    source: ActionSource
    decision_id: str | None


def prepare_change(
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
    deadlines = sorted(deadlines_for(match, settings, seats, pending, now), key=by_seat)
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


def deadlines_for(
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


def by_seat(deadline: DeadlineRecord) -> int:
    return deadline.seat
