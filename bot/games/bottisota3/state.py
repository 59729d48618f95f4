"""The match state."""

from pydantic import BaseModel

from bot.engine.game import GameOptions, GameState

HAND_MAX = 5


class BotOptions(GameOptions):
    decks: int = 2
    turn_limit: int = 400
    """Safeguard: after this many turns the bot in best condition wins."""


class Bot(BaseModel):
    kind: int
    condition: int
    hand: list[str] = []
    installed: list[str] = []
    melee: int | None = None
    """Melee group number, None when alone."""


class Attack(BaseModel):
    attacker: int
    target: int
    card: str
    kind: str = "shoot"


class BotState(GameState):
    bots: list[Bot]
    deck: list[str]
    discard: list[str] = []
    turn: int = 1
    active: int = 0
    auto_defend: list[int] = []
    """Seats whose defences are made at once with the default (standing instruction)."""
    used: dict[str, int] = {}
    """Weapon uses this turn by kind: shoot, missile, strike."""
    attack: Attack | None = None
    eliminated: list[int] = []
    next_group: int = 0
    finished_reason: str | None = None
    winners: list[int] = []
    turn_limit: int = 400
