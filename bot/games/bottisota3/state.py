"""The match state: bots, cards, the current turn and a stack of open tasks."""

from typing import Literal

from pydantic import BaseModel, Field

from bot.engine.game import GameOptions, GameState

HAND_MAX = 5
TOPICS = ("defend", "letgo", "fire", "cards", "nobug", "bugme", "boom")
"""Standing-instruction topics: `auto <topic> on|off` answers that topic's decisions without asking.

nobug: never asked in a reaction window; bugme: asked only about cards played against you;
boom: a 10♥ that must be thrown away self-destructs when that wins the match, else is discarded.
"""


REASONS = ("last-bot", "self-destruct", "all-destroyed", "turn-limit")
"""Why a match ended (`BotState.finished_reason`); the outcome words each as `b3-outcome-<reason>`."""
LEGACY_REASONS = {
    "last bot standing": "last-bot",
    "the last bots fell in a self-destruct: the self-destructor wins": "self-destruct",
    "all bots destroyed": "all-destroyed",
    "turn limit reached: best condition wins": "turn-limit",
}
"""The English reasons that matches finished before issue #14 stored, by their code."""


class BotOptions(GameOptions):
    decks: int = Field(2, ge=1, le=4)
    """Decks of 54 cards (with jokers) shuffled together."""
    bots_per_player: int = Field(1, ge=1, le=3)
    """Multi-bot variant: the next bot enters at the owner's next turn start after the previous is destroyed."""
    bot_selection: Literal["random", "pick"] = "random"
    turn_limit: int = Field(400, ge=10)
    """Safeguard: after this many turns the player in best condition wins."""


class Bot(BaseModel):
    kind: int
    condition: int
    status: Literal["waiting", "active", "destroyed"] = "active"
    """waiting: not yet entered (enters at its owner's turn start); destroyed: out of play."""
    hand: list[str] = []
    """In draw order: the card drawn first is first."""
    installed: list[str] = []
    melee: int | None = None
    """Melee group number, None when alone."""
    pins: int | None = None
    """The seat this bot pins in melee (a bot may pin only one)."""
    form: str = ""
    """Skitsodroidi: 'mill' or 'thinker'."""
    smoke: bool = False
    """Hidden in smoke (A♣) until its next turn start."""
    asleep: bool = False
    """Torkkubotti snoozing through this turn."""


class Attack(BaseModel):
    attacker: int
    target: int
    card: str
    weapon: str
    """gun, blast, mega, missile, electric, strike, bomb, mine, ego, noise."""
    power: int
    source: str = "turn"
    """turn, charge, reflect, active, kick, mine, ego, noise, electric: decides refunds and follow-ups."""
    reaimed: bool = False
    redrawn: bool = False
    defence: str = ""
    """The failed defence card (for an Extrasuoja re-draw)."""


class Task(BaseModel):
    """One open step. The top of `BotState.tasks` is done next; `seat` -1 means automatic."""

    kind: str
    seat: int = -1
    attack: Attack | None = None
    other: int = -1
    """The bot the task is about: the escaper for letgo/escape, the charger for follow/land/chargefire."""
    target: int = -1
    targets: list[int] = []
    count: int = 0
    used: dict[str, int] = {}
    source: str = ""
    serial: int = 0
    """Makes each decision's prompt (and so its id) fresh."""
    card: str = ""
    """The card the task is about: the card a reaction window may bug, an effect's card, a 10♥ to throw away."""


class TurnInfo(BaseModel):
    fresh: bool = True
    """Nothing has been done yet this turn (reprogramming then refills at once)."""
    tried_escape: bool = False
    charged: bool = False
    attacked: bool = False
    exchanged: bool = False
    target: int | None = None
    """All attacks of a turn go at one bot."""
    used: dict[str, int] = {}
    """Weapon uses this turn by weapon."""
    active_armour: list[int] = []
    """Bots whose A♦ makes this turn's strikes at them hit the striker too."""
    kicked: bool = False


class BotState(GameState):
    decks: int = 2
    bots: list[Bot]
    reserve: list[list[int]] = []
    """Bot kinds each seat has still to bring in (multi-bot variant)."""
    deck: list[str]
    """The draw pile; the top is the last card."""
    discard: list[str] = []
    turn: int = 1
    active: int = 0
    turn_info: TurnInfo = TurnInfo()
    tasks: list[Task] = []
    auto: dict[str, list[int]] = {}
    """Standing instructions: topic -> seats that answer it automatically."""
    virus: int | None = None
    """Seat whose field virus (10♣) keeps every field off until that seat's next turn start."""
    donated: str = ""
    """A card just donated by Torkkubotti: its receiver may not discard it in the trim that follows."""
    eliminated: list[int] = []
    next_group: int = 0
    serial: int = 0
    finished_reason: str | None = None
    """One of REASONS once the match is over (LEGACY_REASONS text in matches finished earlier)."""
    winners: list[int] = []
    turn_limit: int = 400
