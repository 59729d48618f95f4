"""The lobby: creating matches, seats (players, AI, late joiners, leaving, removing), starting,
cancelling, and a match's settings and thread."""

import secrets
from collections.abc import Sequence
from typing import Any

from bot.engine import (
    JOIN,
    Event,
    Many,
    Msg,
    Seat,
    can_join,
    join_match,
    msg,
    new_state,
)
from bot.engine.match import AnyGame
from bot.engine.snapshot import snapshot
from bot.errors import LobbyError, NotAPlayer, not_active
from bot.games import get_game
from bot.messages import MessageBuilder
from bot.readmodels import (
    MatchSettings,
    MatchSummary,
    User,
)
from bot.service.changes import Logged, prepare_change
from bot.service.core import MatchCore, summarize, validate
from storage import (
    MatchChange,
    MatchRecord,
    NewMatch,
    SeatRecord,
)


class Lobby(MatchCore):
    """Matches before and around play: who sits where, and how a match starts and ends early."""

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
        parsed_options = validate(game.Options, options or {}, "option")
        parsed_settings = validate(MatchSettings, settings or {}, "setting")
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
        change = prepare_change(match, game, None, state, [start], [], seats, now)
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
        settings = validate(MatchSettings, {**match.settings, **changes}, "setting")
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

    async def _lobby(self, match_id: int, user: User) -> MatchRecord:
        match = await self._reach(match_id, user)
        if match.status != "lobby":
            raise LobbyError("error-started" if match.status == "active" else "error-ended", match=str(match_id))
        return match

    async def _lobby_change(self, match: MatchRecord, seats: list[SeatRecord]) -> MatchRecord:
        change = MatchChange(match_id=match.id, expected_version=match.version, status="lobby", state=None, seats=seats)
        return await self._write(match, change)
