"""The state of a Stak Bots match (JSON round-trippable)."""

from pydantic import BaseModel, Field

from bot.engine import GameOptions, GameState


class Options(GameOptions):
    stak_depth: int | None = Field(None, ge=3, le=12)
    """Cards per Stak; None: 9 for up to 4 players, 6 for 5-6. Capped so 2 hand cards and a supply remain."""
    reactive_play: bool = False
    recycling: bool = False
    setup_effects: bool = False
    borderless: bool = False
    turn_limit: int = Field(200, ge=1, le=10_000)


class Slot(BaseModel):
    card: int
    up: bool


class Effect(BaseModel):
    """An entry effect waiting on the stack; `seat` is whose Stak the card is on."""

    card: int
    seat: int


class Ask(BaseModel):
    """An open choice inside an effect or a reaction: kind is target, player, lose or react."""

    kind: str
    seat: int
    card: int
    """The effect's card (or, for react, the attacking card)."""
    options: list[str]
    target_seat: int = -1


class StakState(GameState):
    options: Options
    staks: list[list[Slot]]
    """Index 0 is the top."""
    hands: list[list[int]]
    supply: list[int]
    """The last element is drawn first."""
    scrap: list[int] = []
    damage: dict[int, int] = {}
    current: int = 0
    turn: int = 1
    fed: bool = False
    """Has any card reached the scrapheap this turn?"""
    attacker: int | None = None
    attack_stopped: bool = False
    stomping: int | None = None
    """Seat a Stomp attacker keeps attacking."""
    chain_count: int = 0
    """Entry effects resolved this turn; capped so Tranq ping-pong cannot loop forever."""
    effects: list[Effect] = []
    """The end of the list resolves first."""
    ask: Ask | None = None
    round_sizes: list[int] = []
    """Per seat, its Stak sizes summed over the starts of this round's turns (the turn-limit tiebreak)."""
    out: list[int] = []
    """Eliminated seats in order."""
    out_groups: list[list[int]] = []
    finished: str | None = None
    winners: list[int] = []
