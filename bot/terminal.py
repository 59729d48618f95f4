"""The terminal front end: play a match against AI seats through the service layer and store.

Only the local player's hidden information is printed. With several local players
(pass and play) each one's private messages are held until it is their turn.
"""

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.engine import ai_choice, get_game
from bot.errors import USER_ERRORS
from bot.service import DEFAULT_RETENTION_HOURS, GameService, PlayerView, User
from storage import MatchRecord, SqliteStore

InputFn = Callable[[str], Awaitable[str]]
OutputFn = Callable[[str], None]

HELP = (
    "Type the number of a choice or the action text itself. Other commands: "
    "'ai' lets the AI choose for you, 'view' shows the table again, 'help', 'quit' (the match is saved)."
)


async def console_input(prompt: str) -> str:
    return await asyncio.to_thread(input, prompt)


class TerminalSession:
    def __init__(self, service: GameService, read: InputFn, write: OutputFn) -> None:
        self.service = service
        self.read = read
        self.write = write
        self.held: dict[str, list[str]] = {}

    async def new_match(
        self, game_name: str, players: int, ai: int, seed: int | None, options: dict[str, object]
    ) -> int:
        humans = players - ai
        if humans < 1 or ai < 0:
            raise ValueError("at least one seat must be yours: use --ai smaller than --players")
        locals_ = [User(f"local:{i + 1}", "You" if humans == 1 else f"Player {i + 1}") for i in range(humans)]
        match = await self.service.create_match(game_name, locals_[0], options, seed=seed)
        for user in locals_[1:]:
            await self.service.join(match.id, user)
        for _ in range(ai):
            await self.service.add_ai(match.id, locals_[0])
        await self.service.start(match.id, locals_[0])
        self.write(f"Match #{match.id} started. {HELP}")
        return match.id

    async def play(self, match_id: int) -> MatchRecord:
        while True:
            match = await self.service.store.get_match(match_id)
            await self._deliver(match, None)
            if match.status != "active":
                return match
            user = self._next_local(match)
            if user is None:
                # Only AI seats are pending (e.g. after a restart); let them move.
                await self.service.run_ai(match_id)
                continue
            await self._deliver(match, user)
            if not await self._turn(match_id, user):
                self.write(f"Saved. Resume with: python -m bot play --resume {match_id}")
                return match

    def _next_local(self, match: MatchRecord) -> User | None:
        game = get_game(match.game)
        assert match.state is not None
        state = game.State.model_validate_json(match.state)
        for decision in game.pending(state):
            seat = match.seats[decision.player]
            if not seat.is_ai and seat.user_id is not None:
                return User(seat.user_id, seat.name)
        return None

    async def _turn(self, match_id: int, user: User) -> bool:
        """Ask `user` until one action is accepted. False when they quit."""
        view = await self.service.view(match_id, user)
        self._show(view, user)
        while True:
            view = await self.service.view(match_id, user)
            if view.decision is None:
                return True
            answer = (await self.read(f"{user.name}> ")).strip()
            if answer in ("quit", "exit"):
                return False
            if answer in ("help", "?", ""):
                self.write(HELP)
                continue
            if answer == "view":
                self._show(view, user)
                continue
            action = self._action_for(answer, view)
            if action is None:
                continue
            try:
                result = await self.service.act(match_id, user, action)
            except USER_ERRORS as error:
                self.write(f"✗ {error}")
                continue
            for line in result.events:
                self.write(f"  {line}")
            return True

    def _action_for(self, answer: str, view: PlayerView) -> str | None:
        assert view.decision is not None
        choices = view.decision["choices"]
        if answer == "ai":
            return self._ai_suggestion(view)
        if answer.isdigit():
            index = int(answer) - 1
            if 0 <= index < len(choices):
                return str(choices[index]["action"])
            self.write(f"✗ there is no choice {answer}; pick 1 to {len(choices)}")
            return None
        return answer

    def _ai_suggestion(self, view: PlayerView) -> str:
        game = get_game(view.match.game)
        assert view.match.state is not None and view.seat is not None
        return ai_choice(game, game.State.model_validate_json(view.match.state), view.seat)

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

    async def _deliver(self, match: MatchRecord, user: User | None) -> None:
        """Print the thread's messages, and the private ones addressed to `user`; hold other locals' DMs."""
        messages = await self.service.pending_messages(limit=500)
        for message in messages:
            text = message.body["text"]
            if message.kind == "channel":
                if message.body.get("kind") != "status":
                    self.write(f"# {text}")
                if message.body.get("kind") == "finished" and message.body.get("view"):
                    self.write(message.body["view"])
            elif message.recipient is not None:
                self.held.setdefault(message.recipient, []).extend(message.body.get("events", []))
        await self.service.messages_delivered([m.id for m in messages])
        if user is not None:
            for text in self.held.pop(user.id, []):
                self.write(f"(private) {text}")


async def run_terminal(
    game_name: str | None,
    players: int,
    ai: int,
    seed: int | None,
    db_path: Path,
    options: dict[str, object],
    resume: int | None = None,
    read: InputFn = console_input,
    write: OutputFn = print,
) -> MatchRecord:
    store = SqliteStore(db_path)
    await store.open()
    try:
        service = GameService(store)
        await service.prune(DEFAULT_RETENTION_HOURS * 3600)  # the terminal's database stays bounded too
        session = TerminalSession(service, read, write)
        if resume is not None:
            match_id = resume
        else:
            assert game_name is not None
            match_id = await session.new_match(game_name, players, ai, seed, options)
        final = await session.play(match_id)
        if final.outcome is not None:
            names = [s.name for s in final.seats]
            winners = ", ".join(names[w] for w in final.outcome["winners"]) or "nobody"
            write(f"Result: {winners} ({final.outcome['reason']})")
        return final
    finally:
        await store.close()
