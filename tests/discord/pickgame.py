"""A test game with 30 grouped choices, to drive select menus end to end: each player picks
`rounds` times from the same choices (a decision that comes back looking the same)."""

from pathlib import Path

from bot.engine import Choice, Decision, Event, Game, GameOptions, GameState, Msg, Outcome, Rng, Say, Seat, View, msg


class PickOptions(GameOptions):
    rounds: int = 1


class PickState(GameState):
    picks: list[int | None]
    left: list[int]
    """Picks each player has still to make."""


class Pick(Game[PickState, PickOptions]):
    name = "pick"
    title = "Pick"
    description = "Everyone picks a number from 1 to 30; the highest wins."
    min_players = 2
    max_players = 2
    Options = PickOptions
    State = PickState
    catalogue_dir = str(Path(__file__).parent.parent / "support" / "locales")

    def setup(self, num_players: int, options: PickOptions, rng: Rng) -> PickState:
        return PickState(
            num_players=num_players, rng=rng, picks=[None] * num_players, left=[options.rounds] * num_players
        )

    def pending(self, state: PickState) -> list[Decision]:
        low, high = msg("pick-group-low"), msg("pick-group-high")
        choices = [
            Choice(action=f"pick {n}", label=msg("pick-number", number=n), group=low if n <= 15 else high)
            for n in range(1, 31)
        ]
        return [
            Decision(player=p, kind="pick", prompt=msg("pick-prompt"), choices=choices, default="pick 1")
            for p in range(state.num_players)
            if state.left[p] > 0
        ]

    def apply(self, state: PickState, player: int, action: str) -> list[Event]:
        state.picks[player] = max(state.picks[player] or 0, int(action.split()[1]))
        state.left[player] -= 1
        return [Event.public("pick-picked", who=Seat(player))]

    def outcome(self, state: PickState) -> Outcome | None:
        if any(state.left):
            return None
        best = max(p or 0 for p in state.picks)
        return Outcome(winners=[i for i, p in enumerate(state.picks) if p == best], reason=msg("pick-outcome"))

    def card_name(self, card: str) -> Msg:
        raise ValueError("Pick has no cards")

    def view(self, state: PickState, viewer: int | None) -> View:
        return {"done": [p is not None for p in state.picks]}

    def secrets(self, state: PickState, viewer: int | None) -> set[str]:
        return set()

    def render(self, view: View, say: Say) -> str:
        picked = ", ".join(n for n, done in zip(say.names, view["done"], strict=False) if done)
        return say(msg("pick-table", picked=picked))

    def check_syntax(self, action: str) -> None:
        pass

    def explain_illegal(self, state: PickState, player: int, action: str) -> Msg:
        return msg("pick-illegal")

    def ai_action(self, state: PickState, player: int, rng: Rng) -> str:
        return "pick 1"


PICK = Pick()
