"""The terminal front end: play a match against AI seats through the service.

Only the local player's hidden information is printed. With several local players
(pass and play) each one's private messages are held until it is their turn. The texts
the service writes for Discord carry Markdown (bold, code blocks, `<t:…:R>` times): the
terminal prints them as plain text (`plain`). Each event is printed once, from the
outbox, in the order it happened.

The terminal never opens the store: bot/cli.py (its composition root) hands it a service.
"""

import asyncio
import re
import shlex
import signal
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from babel.dates import format_datetime, format_timedelta

from bot.errors import USER_ERRORS, LobbyError, not_active, refusal
from bot.games import get_game
from bot.messages import render_body
from bot.readmodels import SeatSummary
from bot.rules import RulesNotFound, read_rules
from bot.service import DEFAULT_RETENTION_HOURS, GameService, MatchSummary, OutgoingMessage, PlayerView, User
from bot.text import whole_number
from bot.wording import DEFAULT_LOCALE, wording_for

InputFn = Callable[[str], Awaitable[str]]
OutputFn = Callable[[str], None]

COMMAND = ".venv/bin/python -m bot"
"""How the README's set-up runs the bot (the venv is not activated): every printed command starts so."""

HELP_COMMANDS = (
    ("1, 2, ...", "number"),
    ("ACTION", "action"),
    ("ai", "ai"),
    ("view", "view"),
    ("rules [TOPIC]", "rules"),
    ("join", "join"),
    ("help", "help"),
    ("quit", "quit"),
)
"""The commands as typed (in every language), and the key that says what each does."""


def help_text(locale: str = DEFAULT_LOCALE) -> str:
    said = wording_for(None, locale)
    lines = [said.line("terminal-help-title")]
    lines += [f"  {typed:<15} {said.line(f'terminal-help-{key}')}" for typed, key in HELP_COMMANDS]
    return "\n".join(lines)


LOCAL = "local:"
"""User ids of the people at this terminal: local:1, local:2, ..."""

_HEADING = re.compile(r"^#{1,6} (?P<title>.+)$")
_FENCE = re.compile(r"^\s*```[\w+-]*\s*$")
_TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")


def when(at: float, now: float, relative: bool = True, locale: str = DEFAULT_LOCALE) -> str:
    """A time as plain text in `locale`: 'in 4 hours (Tue 2 Jun 2026 14:05)', '10 minutes ago
    (...)', or just the date."""
    moment = format_datetime(datetime.fromtimestamp(at), "EEE d MMM y HH:mm", locale=locale)
    if not relative:
        return moment
    distance = format_timedelta(timedelta(seconds=at - now), add_direction=True, threshold=1.5, locale=locale)
    return f"{distance} ({moment})"


def plain(text: str, now: float, locale: str = DEFAULT_LOCALE) -> str:
    """`text` without Discord's markup: no code fences, bold or inline code marks, headings
    underlined instead of marked with #; times as plain times in `locale`."""
    lines: list[str] = []
    for line in text.split("\n"):
        if _FENCE.match(line):
            continue
        heading = _HEADING.match(line)
        if heading:
            lines += [heading["title"], "-" * len(heading["title"])]
        else:
            lines.append(line)
    text = "\n".join(lines).replace("**", "").replace("`", "")
    return _TIMESTAMP.sub(lambda m: when(int(m.group(1)), now, relative=m.group(2) in (None, "R"), locale=locale), text)


def play_command(game: str, db: str | Path | None = None) -> str:
    """The command that starts a new match of `game` (in the database the player named)."""
    where = f" --db {shlex.quote(str(db))}" if db is not None else ""
    return f"{COMMAND} play {game}{where}"


def resume_command(match_id: int | str, db: str | Path | None = None, images: Path | None = None) -> str:
    """The command that continues a saved match (with the same database and picture folder,
    when they were named)."""
    where = f" --db {shlex.quote(str(db))}" if db is not None else ""
    pictures = f" --images {shlex.quote(str(images))}" if images is not None else ""
    return f"{COMMAND} play --resume {match_id}{where}{pictures}"


async def console_input(prompt: str) -> str:
    """One line from the keyboard; EOFError on Ctrl-D, KeyboardInterrupt at once on Ctrl-C.

    Read on the event loop's own thread on purpose: nothing else runs while the terminal waits
    for its player, and only there can Ctrl-C interrupt the read. (asyncio.run's own Ctrl-C
    handler would just cancel the task, and a read in a worker thread would go on until Enter.)
    """
    if threading.current_thread() is not threading.main_thread():
        return input(prompt)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return input(prompt)
    finally:
        signal.signal(signal.SIGINT, previous)


class TerminalSession:
    def __init__(
        self,
        service: GameService,
        read: InputFn,
        write: OutputFn,
        *,
        db: str | Path | None = None,
        images: Path | None = None,
        locale: str = DEFAULT_LOCALE,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.service = service
        self.locale = locale
        self.said = wording_for(None, locale)
        """The terminal's own lines (bot/locales/<locale>/terminal.ftl)."""
        self.read = read
        self.raw_write = write
        self.db = db
        self.images = images
        self.clock = clock
        self.held: dict[str, list[str]] = {}
        self._pictured: tuple[int, int] | None = None
        """(match, version) of the last board picture saved."""

    def write(self, text: str) -> None:
        self.raw_write(plain(text, self.clock(), self.locale))

    async def new_match(
        self,
        game_name: str,
        players: int,
        ai: int,
        seed: int | None,
        options: dict[str, object],
        decks: Sequence[tuple[str, str | None]] = (),
    ) -> int:
        """`decks`: the deck each player at the keyboard brings, in order: (a name, a deck file's
        text), saved as that player's deck of that name, or (a preconstructed deck, None)."""
        game = get_game(game_name)
        if not game.min_players <= players <= game.max_players:
            raise LobbyError(
                "terminal-player-range", game=game.title, min=game.min_players, max=game.max_players, players=players
            )
        humans = players - ai
        if humans < 1 or ai < 0:
            raise LobbyError("terminal-ai-range", most=players - 1, players=players)
        # Named like anyone else: views print names ("Player 1's Antibotti"); events and
        # prompts still say "you" to the player reading them.
        locals_ = [User(f"{LOCAL}{i + 1}", self.said.line("terminal-player", number=i + 1)) for i in range(humans)]
        if len(decks) > humans:
            raise LobbyError("terminal-too-many-decks", decks=len(decks), players=humans)
        chosen: list[str | None] = []
        for user, (name, text) in zip(locals_, decks, strict=False):
            if text is not None:
                name = (await self.service.decks.import_text(user, text, name, game=game.name)).name
            chosen.append(name)
        match = await self.service.create_started_match(game.name, locals_, ai, options, seed=seed, decks=chosen)
        started = self.said.line("terminal-started", match=str(match.id), game=match.title)
        self.write(f"{started} {self.said.line('terminal-welcome')}")
        return match.id

    def saved(self, match_id: int) -> None:
        self.write(self.said.line("terminal-saved", command=resume_command(match_id, self.db, self.images)))

    def _not_playable(self, match: MatchSummary) -> str:
        if match.status == "finished" and match.outcome is not None:
            winners = match.outcome.winner_names
            return self.said.line(
                "terminal-over",
                match=str(match.id),
                game=match.title,
                count=len(winners),
                winners=", ".join(winners),
                reason=match.outcome.reason,
            )
        return refusal(not_active(match.id, match.status), self.locale)

    async def _finish_setup(self, match: MatchSummary) -> MatchSummary:
        """A lobby of the terminal's: left by an older version stopped while it set the match up
        in several steps (the setup is one transaction now). Started if every seat was taken,
        else cancelled, with a word on what happened."""
        creator = User(match.creator_id, match.seats[0].name)
        if len(match.seats) >= get_game(match.game).min_players:
            started = await self.service.start(match.id, creator)
            self.write(self.said.line("terminal-setup-finished", match=str(match.id)))
            return started
        cancelled = await self.service.cancel(match.id, creator)
        self.write(
            self.said.line("terminal-setup-lost", match=str(match.id), command=play_command(match.game, self.db))
        )
        return cancelled

    async def play(self, match_id: int) -> MatchSummary:
        match = await self.service.match(match_id)
        if not any(s.user_id and s.user_id.startswith(LOCAL) for s in match.seats):
            self.write(self.said.line("terminal-discord-match", match=str(match_id)))
            return match
        if match.status == "lobby":
            match = await self._finish_setup(match)
            if match.status != "active":
                return match
        if match.status != "active":
            self.write(self._not_playable(match))
            return match
        while True:
            await self._deliver(match, None)
            match = await self.service.match(match_id)
            if match.status != "active":
                return match
            turn = await self._next_local(match)
            if turn is None:
                # Only AI seats are pending (e.g. after a restart); let them move.
                moved = await self.service.run_ai(match_id)
                if moved.version == match.version:
                    self.write(self.said.line("terminal-nobody-to-ask", match=str(match_id)))
                    return moved
                continue
            user, view = turn
            await self._deliver(match, user)
            if not await self._turn(match, user, view):
                self.saved(match_id)
                return await self.service.match(match_id)

    async def _next_local(self, match: MatchSummary) -> tuple[User, PlayerView] | None:
        """The first seat played at this terminal that has a decision, with its view."""
        for seat in _local_seats(match):
            user = User(seat.user_id or "", seat.name)
            view = await self.service.view(match.id, user, locale=self.locale)
            if view.decision is not None:
                return user, view
        return None

    async def _turn(self, match: MatchSummary, user: User, view: PlayerView) -> bool:
        """Ask `user` until one action is accepted. False when they quit (also Ctrl-D, Ctrl-C)."""
        await self._picture(view.match)
        self._show(view, user)
        while True:
            view = await self.service.view(match.id, user, locale=self.locale)
            if view.decision is None:
                return True
            try:
                answer = " ".join((await self.read(f"{user.name}> ")).split())
            except (EOFError, KeyboardInterrupt):
                self.write("")  # the prompt's line stays open after ^D or ^C
                return False
            command, _, rest = answer.partition(" ")
            if answer in ("quit", "exit"):
                return False
            if answer in ("help", "?", ""):
                self.write(help_text(self.locale))
                continue
            if answer == "view":
                self._show(view, user)
                continue
            if command == "rules":
                self._rules(match.game, rest or None)
                continue
            if answer == "join":
                try:
                    await self._join(match.id)
                except USER_ERRORS as error:
                    self.write(f"✗ {refusal(error, self.locale)}")
                    continue
                await self._deliver(match, user)
                return True
            try:
                action = await self._action_for(answer, match.id, user, view)
                if action is None:
                    continue
                await self.service.act(match.id, user, action)
            except USER_ERRORS as error:
                self.write(f"✗ {refusal(error, self.locale)}")
                continue
            await self._deliver(match, user)
            return True

    async def _join(self, match_id: int) -> None:
        """One more person at this terminal joins the running match (games that take late joiners)."""
        match = await self.service.match(match_id)
        taken = {s.user_id for s in match.seats}
        number = next(n for n in range(1, len(match.seats) + 2) if f"{LOCAL}{n}" not in taken)
        user = User(f"{LOCAL}{number}", self.said.line("terminal-player", number=number))
        await self.service.join(match_id, user)

    async def _picture(self, match: MatchSummary) -> None:
        """With --images, save the board as it stands (once per version) and print the path."""
        if self.images is None or self._pictured == (match.id, match.version):
            return
        self._pictured = (match.id, match.version)
        image = await self.service.status_image(match.id, locale=self.locale)
        if image is None:
            return
        path = self.images / f"match-{match.id}-move-{match.version}.png"
        path.write_bytes(image)
        self.write(self.said.line("terminal-board-picture", path=str(path)))

    def _rules(self, game: str, topic: str | None) -> None:
        try:
            self.write(read_rules(game, topic, locale=self.locale))
        except RulesNotFound as missing:
            self.write(f"✗ {refusal(missing, self.locale)}")

    async def _action_for(self, answer: str, match_id: int, user: User, view: PlayerView) -> str | None:
        assert view.decision is not None
        choices = view.decision["choices"]
        if answer == "ai":
            return await self.service.suggest(match_id, user)
        number = whole_number(answer)
        if number is None:
            return answer
        if 1 <= number <= len(choices):
            return str(choices[number - 1]["action"])
        self.write("✗ " + self.said.line("terminal-no-choice", answer=answer, count=len(choices)))
        return None

    def _show(self, view: PlayerView, user: User) -> None:
        self.write("")
        self.write(view.text)
        if view.decision is None:
            return
        self.write(f"\n{user.name}: {view.decision['prompt']}")
        group = None
        for number, choice in enumerate(view.decision["choices"], start=1):
            if choice["group"] != group and choice["group"]:
                group = choice["group"]
                self.write(f"  [{group}]")
            self.write(f"  {number:>2}. {choice['label']}  ({choice['action']})")

    async def _deliver(self, match: MatchSummary, reader: User | None) -> None:
        """Print the match's public messages and `reader`'s private ones, in order; hold other locals'.

        With one person at the terminal, everything private is theirs and is printed at once.
        """
        locals_ = _local_seats(match)
        humans = {s.user_id for s in locals_ if s.user_id is not None}
        # One person at the terminal reads the thread as themselves: "You play …".
        alone = locals_[0].seat if len(locals_) == 1 else None
        messages = await self.service.pending_messages(limit=500, match_id=match.id)
        for message in messages:
            self._print(message, render_body(message.body, as_seat=alone, locale=self.locale), reader, humans)
        await self.service.messages_delivered([m.id for m in messages])
        if reader is not None:
            for line in self.held.pop(reader.id, []):
                self.write(f"  {self.said.line('terminal-private')} {line}")

    def _print(self, message: OutgoingMessage, body: dict[str, Any], reader: User | None, humans: set[str]) -> None:
        """Print `message`, whose words are `body`."""
        if message.kind == "channel":
            kind = body.get("kind")
            if kind == "status":
                return  # the thread's 'waiting for' post: the terminal asks instead
            if kind == "finished":
                if body.get("view"):
                    self.write("")
                    self.write(body["view"])
                self.write(body["text"])
                return
            for line in str(body["text"]).split("\n"):
                self.write(f"  {line}")
            return
        recipient = message.recipient
        if recipient is None or recipient not in humans:
            return
        lines = body["events"] if "events" in body else [body["text"]]
        if (reader is not None and recipient == reader.id) or len(humans) == 1:
            for line in lines:
                self.write(f"  {self.said.line('terminal-private')} {line}")
        else:
            self.held.setdefault(recipient, []).extend(lines)


def _local_seats(match: MatchSummary) -> list[SeatSummary]:
    """The seats played by people at this terminal (not the AI's, nor a Discord member's)."""
    return [s for s in match.seats if s.user_id is not None and s.user_id.startswith(LOCAL) and not s.is_ai]


async def run_terminal(
    service: GameService,
    game_name: str | None,
    players: int,
    ai: int,
    seed: int | None,
    options: dict[str, object],
    resume: int | None = None,
    read: InputFn = console_input,
    write: OutputFn = print,
    db: str | Path | None = None,
    images: Path | None = None,
    locale: str = DEFAULT_LOCALE,
    decks: Sequence[tuple[str, str | None]] = (),
) -> MatchSummary:
    """Start (or with `resume`, continue) a match and play it until it ends or the player quits.

    `db` is the database the player named (--db), repeated in the resume command; `images`
    is a folder where the board picture is saved at every turn (--images); `locale` is the
    language of events, prompts and choices (--lang, or LANG); `decks` are the decks the
    players at the keyboard bring (--deck, see TerminalSession.new_match).
    """
    session = TerminalSession(service, read, write, db=db, images=images, locale=locale, clock=service.clock)
    await service.prune(DEFAULT_RETENTION_HOURS * 3600)  # the terminal's database stays bounded too
    if resume is not None:
        match_id = resume
    else:
        assert game_name is not None
        match_id = await session.new_match(game_name, players, ai, seed, options, decks)
    try:
        return await session.play(match_id)
    except asyncio.CancelledError:  # Ctrl-C while the AI or the store was busy: asyncio.run cancels us
        session.write("")
        session.saved(match_id)
        raise
