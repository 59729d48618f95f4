"""The outbox messages a committed change causes, and their words for a reader.

Every message a player or the thread will read is made here from views and events that
bot.engine.visibility has already filtered, so nothing else can leak a hidden card. A body
is stored as data: events, prompts and labels as messages (bot/engine/events.py), with the
seat names and the reader's seat. `render_body` turns it into words when it is delivered
(docs/wording.md), so each reader gets their own "you".

Stored body fields:
  kind      'events' | 'status' | 'decision' | 'hand' | 'reminder' | 'finished' | 'notice'
  match_id  the match;  game  its game's name;  names  the seats' display names
  reader    the recipient's seat (DMs), or None (the thread)
  say       the lines to read, as messages (events and notes)
  table     the recipient's view (what their seat may know, already filtered) as data,
            rendered into their words at delivery; or None
  view      (bodies stored before tables were data) the table already in words
  decision  {'id', 'kind', 'prompt', 'default', 'choices': [{'action', 'label', 'group'}]}
            with prompt, label and group as messages, or None
  deadline  unix time the recipient's decision is due, or None
  waiting   (status) [{'seat', 'prompt', 'ai', 'due', 'reaction'}]
  winners   (finished) the winning seats;  reason  (finished) why, as a message

`render_body` returns what front ends show: kind, match_id, text (Markdown, names filled
in), view, decision (prompt, labels and groups in words), deadline and, for DMs, events
(the reader's own lines). For a front end that reads Markdown (Discord), the players' names
(and other words they wrote) are escaped in the text, view, events and prompt; labels and
groups, which go on buttons and menus, keep them as written.
"""

from collections.abc import Sequence
from typing import Any

from bot.engine import Decision, Event, Msg, PlayerId, events_for, msg, public_events, view_for
from bot.engine.game import Game, GameState
from bot.engine.outcome import Outcome
from bot.engine.snapshot import Snapshot
from bot.games import get_game
from bot.text import clip
from bot.wording import DEFAULT_LOCALE, Wording, wording_for
from storage.records import DeadlineRecord, OutboxMessage, SeatRecord

TEXT_LIMIT = 1900
VIEW_LIMIT = 2150
"""A body's text and view share one embed description (4,096 characters); see cogs/embeds.py."""


def decision_data(decision: Decision) -> dict[str, Any]:
    return {
        "id": decision.id,
        "kind": decision.kind,
        "prompt": decision.prompt.to_json(),
        "default": decision.default,
        "choices": [
            {"action": c.action, "label": c.label.to_json(), "group": c.group.to_json() if c.group else None}
            for c in decision.choices
        ],
    }


def decision_words(
    data: dict[str, Any],
    game: Game[Any, Any],
    locale: str,
    names: Sequence[str],
    reader: PlayerId | None,
    *,
    markdown: bool = False,
) -> dict[str, Any]:
    """A stored decision with its prompt, labels and groups in words of `locale` for `reader`.
    `markdown`: the prompt is read as Markdown; labels and groups go on buttons and menus,
    which show names as written."""
    prompt = wording_for(game, locale, markdown=markdown).text(Msg.from_json(data["prompt"]), names, reader)
    words = wording_for(game, locale)

    def say(message: dict[str, Any] | None) -> str | None:
        return words.text(Msg.from_json(message), names, reader) if message is not None else None

    return {
        **data,
        "prompt": prompt,
        "choices": [
            {"action": c["action"], "label": say(c["label"]), "group": say(c["group"])} for c in data["choices"]
        ],
    }


def deadline_text(due_at: float | None, words: Wording, names: Sequence[str], reader: PlayerId | None) -> str:
    # Discord renders <t:...:R> as a relative time in the reader's own time zone and language.
    return f"<t:{int(due_at)}:R>" if due_at else words.text(msg("no-deadline"), names, reader)


def render_body(
    body: dict[str, Any], as_seat: PlayerId | None = None, locale: str = DEFAULT_LOCALE, *, markdown: bool = False
) -> dict[str, Any]:
    """A stored body in words of `locale`. A DM is read by its recipient; a thread post by
    everyone, or by `as_seat` where one player reads the thread alone (the terminal).
    `markdown`: the front end reads the texts as Markdown (Discord): what players wrote is escaped."""
    if "say" not in body:
        return body  # written before bodies were data: already in words
    game = get_game(body["game"])
    words = wording_for(game, locale, markdown=markdown)
    names: list[str] = body["names"]
    reader = body["reader"] if body["reader"] is not None else as_seat
    lines = [words.text(Msg.from_json(m), names, reader) for m in body["say"]]
    kind = body["kind"]
    table = body.get("table")
    view = clip(game.render(table, words.say(names, reader)), VIEW_LIMIT) if table is not None else body.get("view")
    shown: dict[str, Any] = {
        "kind": kind,
        "match_id": body["match_id"],
        "view": view,
        "decision": None,
        "deadline": body.get("deadline"),
    }
    if body["reader"] is not None:
        shown["events"] = lines
    if body.get("decision") is not None:
        shown["decision"] = decision_words(body["decision"], game, locale, names, reader, markdown=markdown)
        due = deadline_text(body.get("deadline"), words, names, reader)
        prompt = shown["decision"]["prompt"]
        asked = (
            msg("your-decision", prompt=prompt, due=due)
            if body.get("deadline")
            else msg("your-decision-open", prompt=prompt)
        )
        lines = [*lines, words.text(asked, names, reader)]
    if kind == "reminder":
        lines.insert(0, words.text(msg("reminder", match=str(body["match_id"])), names, reader))
    elif kind == "status":
        lines = [_status_line(item, words, names, reader) for item in body["waiting"]]
        lines.insert(0, words.text(msg("status-waiting" if lines else "status-nobody"), names, reader))
    elif kind == "finished":
        winners = [words.shown(names[w]) for w in body["winners"]]
        reason = words.text(Msg.from_json(body["reason"]), names, reader)
        lines.insert(
            0,
            words.text(msg("match-over", winners=len(winners), names=", ".join(winners), reason=reason), names, reader),
        )
    shown["text"] = clip("\n".join(lines), TEXT_LIMIT)
    return shown


def _status_line(item: dict[str, Any], words: Wording, names: Sequence[str], reader: PlayerId | None) -> str:
    prompt = words.text(Msg.from_json(item["prompt"]), names, reader)
    if item["reaction"]:
        # Whom a reaction is offered to is hidden: no name, and no deadline.
        return words.text(msg("status-reaction", prompt=prompt), names, reader)
    when = (
        words.text(msg("status-ai"), names, reader) if item["ai"] else deadline_text(item["due"], words, names, reader)
    )
    name = words.shown(names[item["seat"]])
    return words.text(msg("status-seat", name=name, prompt=prompt, when=when), names, reader)


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

    def _view(self, state: GameState, viewer: PlayerId | None) -> dict[str, Any]:
        """`viewer`'s view of `state` (None: the thread's), as data."""
        if self.known is not None and self.known.state is state:
            return self.known.view(viewer)
        return view_for(self.game, state, viewer)

    def _add(self, tag: str, recipient: str | None, reader: PlayerId | None, body: dict[str, Any]) -> None:
        body = {
            "match_id": self.match_id,
            "game": self.game.name,
            "names": self.names,
            "reader": reader,
            "say": [],
            "table": None,
            "decision": None,
            "deadline": None,
            **body,
        }
        key = f"m{self.match_id}v{self.version}:{tag}"
        channel_or_dm = "dm" if recipient else "channel"
        self.messages.append(OutboxMessage(idem_key=key, kind=channel_or_dm, recipient=recipient, body=body))

    def public_events(self, events: Sequence[Event]) -> None:
        shown = public_events(events)
        if not shown:
            return
        # A long resolution (a RoboRally turn of eight robots) goes out as several posts, in
        # order, each within a message's length in English (the words of the thread, its
        # players' names escaped for Discord: the longer of its forms).
        words = wording_for(self.game, markdown=True)
        parts: list[list[Msg]] = [[]]
        length = 0
        for event in shown:
            size = len(words.text(event.msg, self.names)) + 1
            if parts[-1] and length + size > TEXT_LIMIT:
                parts.append([])
                length = 0
            parts[-1].append(event.msg)
            length += size
        for number, part in enumerate(parts):
            tag = "events" if number == 0 else f"events{number + 1}"
            self._add(tag, None, None, {"kind": "events", "say": [m.to_json() for m in part]})

    def status(self, state: GameState, pending: Sequence[Decision], deadlines: Sequence[DeadlineRecord]) -> None:
        due = {d.seat: d.due_at for d in deadlines}
        waiting = [
            {
                "seat": None if d.reaction else d.player,
                "prompt": d.prompt.to_json(),
                "ai": self.seats[d.player].is_ai,
                "due": None if d.reaction else due.get(d.player),
                "reaction": d.reaction,
            }
            for d in pending
        ]
        self._add("status", None, None, {"kind": "status", "waiting": waiting, "table": self._view(state, None)})

    def private(
        self,
        seat: SeatRecord,
        state: GameState,
        events: Sequence[Event],
        decision: Decision | None,
        due_at: float | None,
        *,
        opening: bool = False,
        joined: bool = False,
    ) -> None:
        """One DM for `seat`: its private events and, if given, its new decision with its own
        view. `opening`: the match has just begun, and every player gets their table;
        `joined`: the seat has just joined the running match, and gets its table the same way."""
        if seat.user_id is None or seat.is_ai:
            return
        mine = [e.msg.to_json() for e in events_for(events, seat.seat) if e.audience is not None]
        if opening or joined:
            begun = "dm-joined" if joined else "dm-match-begins"
            key = f"{begun}-decision" if decision else f"{begun}-hand"
            mine.insert(0, msg(key, match=str(self.match_id), game=self.game.title).to_json())
            opening = True
        if decision is None and not mine:
            return
        kind = "decision" if decision else "hand" if opening else "events"
        body: dict[str, Any] = {"kind": kind, "say": mine}
        if decision is not None or opening:
            body["table"] = self._view(state, seat.seat)
        if decision is not None:
            body["decision"] = decision_data(decision)
            body["deadline"] = due_at
        self._add(f"dm{seat.seat}", seat.user_id, seat.seat, body)

    def finished(self, outcome: Outcome, state: GameState) -> None:
        body = {
            "kind": "finished",
            "winners": outcome.winners,
            "reason": outcome.reason.to_json(),
            "table": self._view(state, None),
        }
        self._add("finished", None, None, body)

    def notice(self, tag: str, message: Msg, recipient: str | None = None, reader: PlayerId | None = None) -> None:
        self._add(tag, recipient, reader, {"kind": "notice", "say": [message.to_json()]})
