"""The contract every game implements. Rules are pure: no I/O, no clock, no discord."""

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict

from bot.engine.catalogue import Catalogue
from bot.engine.decisions import Decision, PlayerId
from bot.engine.decks import DeckBuilding
from bot.engine.events import Event, Msg, Say, msg
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng


class GameState(BaseModel):
    """Fields every game state has. Subclasses add the game's own fields.

    The whole state round-trips through JSON exactly; the RNG lives inside it.
    """

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    num_players: int
    rng: Rng
    step: int = 0
    """How many actions have been applied since setup."""
    moves: list[int] = []
    """How many actions each seat has taken (index: seat; a seat past the end has taken none).
    It stamps each pending decision's occurrence (bot.engine.match.open_decisions)."""

    def moves_of(self, player: int) -> int:
        return self.moves[player] if player < len(self.moves) else 0

    def count_move(self, player: int) -> None:
        if player >= len(self.moves):
            self.moves = [*self.moves, *[0] * (player + 1 - len(self.moves))]
        self.moves[player] += 1


class GameOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


StateT = TypeVar("StateT", bound=GameState)
OptionsT = TypeVar("OptionsT", bound=GameOptions)

View = dict[str, Any]
"""What one seat (or a spectator, None) may see, as plain JSON data."""


class Game(ABC, Generic[StateT, OptionsT]):
    """A game's rules. Instances are stateless; all state is in `StateT`.

    The engine (bot.engine.match) is the only caller of `apply` and `setup`; it checks
    that the player is pending and that `is_legal` accepts the action (by default: it is
    one of their listed choices) first, so `apply` may assume a legal action.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: type[OptionsT]
    State: type[StateT]
    catalogue_dir: ClassVar[str | None] = None
    """Where the game's `<locale>/<name>.ftl` catalogues are; None: bot/locales (every real
    game; a test game keeps its own)."""
    catalogue: ClassVar[Catalogue | None] = None
    """Optional: the game's named things (cards, bots, parts, board elements) and their sheets,
    to look up while playing (bot/engine/catalogue.py); None: nothing to look up."""
    deck_building: ClassVar[DeckBuilding | None] = None
    """Optional: the list format, building rules and preconstructed decks of a game whose
    players bring decks they build (bot/engine/decks.py); None: decks are the game's own."""

    @abstractmethod
    def setup(self, num_players: int, options: OptionsT, rng: Rng) -> StateT:
        """The starting position. `rng` is the state's RNG; store it in the state."""

    @abstractmethod
    def pending(self, state: StateT) -> list[Decision]:
        """Every open decision, at most one per player. Empty when the match is over."""

    @abstractmethod
    def apply(self, state: StateT, player: PlayerId, action: str) -> list[Event]:
        """Carry out a legal action, mutating `state` (the engine passes a private copy)."""

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """None while the match goes on."""

    @abstractmethod
    def view(self, state: StateT, viewer: PlayerId | None) -> View:
        """Everything `viewer` may know; None is a spectator. The ONLY place hiding happens."""

    @abstractmethod
    def secrets(self, state: StateT, viewer: PlayerId | None) -> set[str]:
        """Tokens (card ids, etc.) `viewer` must never see; used by the hidden-info property tests."""

    @abstractmethod
    def render(self, view: View, say: Say) -> str:
        """Plain text of a view for the terminal and Discord (no markup beyond Markdown), in the
        reader's words: every sentence and label goes through `say` (a message of the game's
        catalogue), so the table reads in the reader's language."""

    @abstractmethod
    def card_name(self, card: str) -> Msg:
        """The name of the card with token `card` (as `Card(card)` arguments carry it), as a
        message of the game's catalogue, so each reader sees it in their language."""

    def invariant_violations(self, state: StateT) -> list[str]:
        """Broken conservation laws of `state` (a card in two places, a negative count...).

        Checked after every action by the contract and fuzz tests. Empty means sound.
        """
        return []

    def render_image(self, view: View, say: Say) -> bytes | None:
        """A PNG picture of a view (a board), its legend in the reader's words; None for games
        that are text only."""
        return None

    def check_syntax(self, action: str) -> None:
        """Raise MalformedAction when `action` cannot be any action of this game."""

    def is_legal(self, state: StateT, decision: Decision, action: str) -> bool:
        """Whether `decision`'s player may take `action` (already syntax-checked) now.

        By default: it is one of the decision's listed choices, and games leave it so. A game
        may override it to accept *composite* actions as well: one action standing for a
        sequence of listed choices taken in turn (RoboRally's `program c490 c380 ...` is a
        `set` per empty register and then `lock`), where listing every sequence would blow
        up the choice list. The override must accept every listed choice, and a composite
        only when each of its steps would be a listed choice at that point; `apply` then
        carries out the steps, and `explain_illegal` says why a refused composite is
        illegal. At least one composite should be listed among the choices as an example,
        so players and front ends can discover the form.
        """
        return decision.choice_for(action) is not None

    def explain_illegal(self, state: StateT, player: PlayerId, action: str) -> Msg:
        """Why a well-formed action is not legal now, as a message. Override for specific reasons."""
        return msg("error-not-a-choice", action=action)

    def can_join(self, state: StateT) -> bool:
        """Whether a new player may take a seat in this running match now (late joiners).

        False by default: most games fix their seats at the start. A game that lets players
        join a running match overrides this and `join`; the service then offers a new seat
        (numbered `state.num_players`) while the match runs, up to `max_players`.
        """
        return False

    def join(self, state: StateT) -> list[Event]:
        """Seat a new player in a running match, mutating `state` (a private copy).

        The engine (bot.engine.match.join_match) has already checked `can_join` and raised
        `state.num_players` by one: the newcomer is seat `state.num_players - 1`. The game
        adds what the seat needs (its bot, its hand, its place in the turn order) and returns
        the events that announce it. Randomness comes from `state.rng`, as in `apply`.
        """
        raise NotImplementedError(f"{self.name} does not take late joiners")

    def ai_action(self, state: StateT, player: PlayerId, rng: Rng) -> str:
        """The AI's choice for `player`'s pending decision. Default: a random legal choice.

        `rng` is a private generator (not the state's), so thinking never changes the game.
        An AI must decide only from what `player` may know.
        """
        decision = next(d for d in self.pending(state) if d.player == player)
        return rng.choice(decision.choices).action
