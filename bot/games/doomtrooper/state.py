"""The state of a Doomtrooper match (JSON round-trippable)."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.engine import GameOptions, GameState

DECK_NAMES = ("bauhaus", "capitol", "brotherhood", "legion")


class SeatDeck(BaseModel):
    """A seat's own deck, frozen into the match options when it starts (decklists.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    cards: dict[str, int]
    """Card code -> copies."""
    preset: str = ""
    """One of DECK_NAMES when the seat chose a preconstructed deck."""


class Options(GameOptions):
    goal: int = Field(25, ge=1, le=200)
    """Promotion points that win the match."""
    decks: str = ""
    """Deck per seat in seat order, separated by '/' (e.g. 'bauhaus/legion'; ',' works outside
    option text); seats without one pick at the start."""
    hand_size: int = Field(7, ge=3, le=10)
    lists: dict[int, SeatDeck] = {}
    """Seats playing a deck chosen when joining (a saved one or a preconstructed one), frozen
    at the start: seat -> its cards. Set by the service, not typed; it overrides `decks`."""


class Warrior(BaseModel):
    handle: str
    """'w<n>': the public name of this warrior's place on the table, stable while it is in play."""
    card: str
    wounded: bool = False
    cover: bool = False
    unpaid: bool = False
    """Played in cover: its value is paid when it leaves cover."""
    attached: list[str] = []
    left_cover_turn: int = -1


class PlayerMission(BaseModel):
    card: str
    target: int
    """The seat the mission names."""


class Lasting(BaseModel):
    """A played card lying on a player (Doomed), its effects triggered at their turns' start."""

    card: str
    owner: int
    """The seat that played it (its discard pile takes it)."""


class Player(BaseModel):
    deck_name: str = ""
    deck: list[str] = []
    """The last element is drawn first."""
    hand: list[str] = []
    discard: list[str] = []
    warriors: list[Warrior] = []
    promotion: int = 0
    destiny: int = 5
    turns_taken: int = 0
    had_warrior: bool = False
    bare_turns: int = 0
    out: bool = False
    auto_combat: bool = False
    """Standing instruction: pass in combat unless holding a card that changes combat values."""
    auto_points: bool = False
    """Standing instruction: every point earned goes to promotion."""
    missions: list[PlayerMission] = []
    """Missions this player assigned to a player (another or themselves), open until fulfilled."""
    lasting: list[Lasting] = []
    """Cards played on this player that stay (Doomed)."""


class Mod(BaseModel):
    """A combat-long change: `amount` to `stats` of the warrior `target` (a handle)."""

    card: str
    target: str
    stats: str
    amount: int
    source: Literal["art", "ds", "other"] = "other"


class Combat(BaseModel):
    attacker: str
    defender: str
    attacker_seat: int
    defender_seat: int
    tactic: str = ""
    mods: list[Mod] = []
    to_act: int = 0
    passes: int = 0
    played: dict[str, int] = {}
    """Cards played in step 4, and who played them (they are discarded when the combat ends)."""
    defender_was_covered: bool = False
    weapons: dict[str, str] = {}
    """The weapon each fighting warrior's player chose for the tactic (handle -> card)."""


class PointsDue(BaseModel):
    seat: int
    amount: int
    victim: str


Phase = Literal["choose_deck", "actions", "tactic", "weapon", "modify", "points", "discard", "over"]


class DtState(GameState):
    options: Options
    players: list[Player]
    current: int = 0
    turn: int = 1
    phase: Phase = "actions"
    actions_left: int = 3
    acted: bool = False
    equipping: bool = False
    initiative_played: bool = False
    attacked: bool = False
    bonus_attack: bool = False
    """Initiative's extra action was kept for a second attack after this one."""
    attack_only: bool = False
    """The second attack of an Initiative turn: only an attack (or ending) is left."""
    optional_discard_done: bool = False
    combat: Combat | None = None
    points_due: list[PointsDue] = []
    next_handle: int = 1
    finished: str = ""
    winners: list[int] = []
