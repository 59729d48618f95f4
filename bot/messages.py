"""Build the outbox messages a committed change causes.

Every text a player or the thread will read is made here from views and events that
bot.engine.visibility has already filtered, so nothing else can leak a hidden card.

Body fields (what front ends may rely on):
  kind      'events' | 'status' | 'decision' | 'reminder' | 'finished' | 'notice'
  match_id  the match
  text      Markdown with display names filled in
  view      the recipient's rendered table, or None
  decision  {'id', 'kind', 'prompt', 'default', 'choices': [{'action', 'label', 'group'}]} or None
  deadline  unix time the recipient's decision is due, or None
  events    (DMs only) the recipient's private event lines
"""

from collections.abc import Sequence
from typing import Any

from bot.engine import Decision, Event, PlayerId, events_for, name_seats, public_events, view_for
from bot.engine.game import Game, GameState
from bot.engine.outcome import Outcome
from bot.engine.snapshot import Snapshot
from bot.text import clip, split_message
from storage.records import DeadlineRecord, OutboxMessage, SeatRecord

TEXT_LIMIT = 1900
VIEW_LIMIT = 2150
"""A body's text and view share one embed description (4,096 characters); see cogs/embeds.py."""


def decision_body(decision: Decision, names: Sequence[str]) -> dict[str, Any]:
    return {
        "id": decision.id,
        "kind": decision.kind,
        "prompt": name_seats(decision.prompt, names),
        "default": decision.default,
        "choices": [
            {"action": c.action, "label": name_seats(c.label, names), "group": c.group} for c in decision.choices
        ],
    }


def deadline_text(due_at: float | None) -> str:
    # Discord renders <t:...:R> as a relative time in the reader's own time zone.
    return f"<t:{int(due_at)}:R>" if due_at else "no deadline"


class MessageBuilder:
    """Messages for one committed change of one match."""

    def __init__(
        self,
        game: Game[Any, Any],
        match_id: int,
        version: int,
        seats: Sequence[SeatRecord],
        known: Snapshot | None = None,
    ) -> None:
        """`known` may pass the snapshot of the state the messages show: its renderings are
        remembered, so the reply and later reads of that state need not render it again."""
        self.game = game
        self.match_id = match_id
        self.version = version
        self.seats = seats
        self.names = [s.name for s in seats]
        self.known = known
        self.messages: list[OutboxMessage] = []

    def _render(self, state: GameState, viewer: PlayerId | None) -> str:
        """The text of `viewer`'s view of `state` (None: the thread's), each reader's rendered once."""
        if self.known is not None and self.known.state is state:
            return self.known.render(viewer, self.names)
        return self.game.render(view_for(self.game, state, viewer), self.names)

    def _add(self, tag: str, recipient: str | None, body: dict[str, Any]) -> None:
        body = {"match_id": self.match_id, "view": None, "decision": None, "deadline": None, **body}
        body["text"] = clip(body["text"], TEXT_LIMIT)
        key = f"m{self.match_id}v{self.version}:{tag}"
        channel_or_dm = "dm" if recipient else "channel"
        self.messages.append(OutboxMessage(idem_key=key, kind=channel_or_dm, recipient=recipient, body=body))

    def public_events(self, events: Sequence[Event]) -> None:
        lines = [name_seats(e.text, self.names) for e in public_events(events)]
        if not lines:
            return
        # A long resolution (a RoboRally turn of eight robots) goes out as several posts, in order.
        for number, part in enumerate(split_message("\n".join(lines), TEXT_LIMIT)):
            self._add("events" if number == 0 else f"events{number + 1}", None, {"kind": "events", "text": part})

    def status(self, state: GameState, pending: Sequence[Decision], deadlines: Sequence[DeadlineRecord]) -> None:
        due = {d.seat: d.due_at for d in deadlines}
        waiting = [
            # Whom a reaction is offered to is hidden: no name, and no deadline (an AI seat has none).
            f"• a reaction — {name_seats(d.prompt, self.names)}"
            if d.reaction
            else f"• **{self.names[d.player]}** — {name_seats(d.prompt, self.names)} "
            f"({'AI' if self.seats[d.player].is_ai else deadline_text(due.get(d.player))})"
            for d in pending
        ]
        view = self._render(state, None)
        text = "Waiting for:\n" + "\n".join(waiting) if waiting else "Nobody has a decision to make."
        self._add("status", None, {"kind": "status", "text": text, "view": clip(view, VIEW_LIMIT)})

    def private(
        self,
        seat: SeatRecord,
        state: GameState,
        events: Sequence[Event],
        decision: Decision | None,
        due_at: float | None,
    ) -> None:
        """One DM for `seat`: its private events and, if given, its new decision with its own view."""
        if seat.user_id is None or seat.is_ai:
            return
        lines = [name_seats(e.text, self.names) for e in events_for(events, seat.seat) if e.audience is not None]
        if decision is None and not lines:
            return
        body: dict[str, Any] = {
            "kind": "decision" if decision else "events",
            "text": "\n".join(lines),
            "events": lines,
        }
        if decision is not None:
            body["view"] = clip(self._render(state, seat.seat), VIEW_LIMIT)
            body["decision"] = decision_body(decision, self.names)
            body["deadline"] = due_at
            prompt = f"**Your decision:** {body['decision']['prompt']} (due {deadline_text(due_at)})"
            body["text"] = "\n".join([*lines, prompt])
        self._add(f"dm{seat.seat}", seat.user_id, body)

    def finished(self, outcome: Outcome, state: GameState) -> None:
        winners = ", ".join(self.names[w] for w in outcome.winners) or "nobody"
        view = self._render(state, None)
        text = f"🏁 **Match over.** Winner: {winners}. {name_seats(outcome.reason, self.names)}"
        self._add("finished", None, {"kind": "finished", "text": text, "view": clip(view, VIEW_LIMIT)})

    def notice(self, tag: str, text: str, recipient: str | None = None) -> None:
        self._add(tag, recipient, {"kind": "notice", "text": text})
