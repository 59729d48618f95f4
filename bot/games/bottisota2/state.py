"""The match state (round-trips through JSON exactly) and each bot's effective attributes."""

from typing import Literal

from pydantic import BaseModel, Field

from bot.engine import GameOptions, GameState
from bot.games.bottisota2.arena import Arena, designed, parsed, random_arena
from bot.games.bottisota2.parts import PART_OF
from bot.games.bottisota2.roster import MODELS, Model, Weapon


class Options(GameOptions):
    arena: Literal["auto", "pit", "hall", "foundry", "random"] = "auto"
    """auto: the designed arena for the player count."""
    round_limit: int = Field(default=20, ge=3, le=99)
    replacements: int = Field(default=0, ge=0, le=3)
    """New bots each player gets after losing one."""
    bots: Literal["random", "choose"] = "random"
    """random: each player gets a drawn model; choose: each picks a model first (the drawn one
    when they let the deadline pass)."""


class Bot(BaseModel):
    model: str
    area: int = -1
    alive: bool = True
    out: bool = False
    """Destroyed with no replacement left."""
    lives: int = 0
    choosing: bool = False
    """Still to pick its model (option bots=choose); until then `model` is the drawn one."""
    joining: bool = False
    """A late joiner's bot not yet placed."""
    pick: str = ""
    """The model picked while the others are still choosing (secret until all are in)."""
    salvage: int = 0
    """Parts of bots it destroyed still to spend on repairs (the destroyer's choice)."""
    damage: int = 0
    faults: list[str] = []
    """aim, slow, armour, part, extra: one per fault rolled."""
    hand: list[str] = []
    installed: list[str] = []
    ammo: dict[str, int] = {}
    # movement
    mode: str = ""
    """'' not decided; dash, normal, hunt, hunt-dash, stay, dock; 'done' once moved."""
    points: int = 0
    steps: int = 0
    heading: int = -1
    """Direction of the last step (fliers in flight obstacles leave ahead of it)."""
    moved: bool = False
    used: list[str] = []
    """Weapon slots fired or dropped this round, once per shot."""
    drops: list[str] = []
    """Bombs waiting for the end of this move: 'slot:area:seat' (seat -1: explodes)."""
    # shooting and melee
    decl: list[str] = []
    """Declared shots 'slot>seat' or 'slot>@area', kept hidden until every shooter is in."""
    declared: bool = False
    melee_target: int = -1
    no_melee: list[int] = []
    melee_ok: list[int] = []
    # maintenance
    maint: str = ""
    """'' nothing yet, repair (points being spent), remove."""
    maint_points: int = 0
    revealed_hand: list[str] = []
    """Cards of the hand that every seat has seen (none so far: hands stay secret)."""


class Mine(BaseModel):
    area: int
    owner: int
    magnetic: bool
    hit: int
    mod: int


class B2State(GameState):
    options: Options = Options()
    arena_name: str
    arena_seed: int = 0
    arena_text: str = ""
    """An arena given as text (scenarios); overrides arena_name."""
    bots: list[Bot]
    deck: list[str]
    discard: list[str] = []
    recycled: list[str] = []
    """Cards shuffled back from the face-up discard pile into the deck and not drawn since:
    everyone saw them, so they are no secret (the deck's order is)."""
    round: int = 0
    phase: str = "place"
    """place, move, shoot, melee, maint, over."""
    starter: int = 0
    queue: list[int] = []
    """Seats still to act in a sequential phase (place, move), first is on turn."""
    waiting: list[int] = []
    """Seats still to decide in a simultaneous phase (shoot, melee, maint)."""
    hunters: list[int] = []
    mines: list[Mine] = []
    forced: list[int] = []
    """Dice a scenario fixes: used before the RNG."""
    finished: str = ""
    """'' while playing; last, draw, limit, none."""
    winners: list[int] = []


def arena_of(state: B2State) -> Arena:
    if state.arena_text:
        return parsed(state.arena_text)
    if state.arena_name == "random":
        return random_arena(state.num_players, state.arena_seed)
    return designed(state.arena_name)


def model_of(bot: Bot) -> Model:
    return MODELS[bot.model]


def effects(bot: Bot) -> list[str]:
    return [PART_OF[t].effect for t in bot.installed]


def armour(bot: Bot) -> int:
    fx = effects(bot)
    value = model_of(bot).armour - fx.count("armour") - fx.count("heavy") + bot.faults.count("armour")
    return max(2, min(7, value))


def shield(bot: Bot) -> int:
    m = model_of(bot)
    if m.shield:
        return m.shield
    return 5 if "shield" in effects(bot) else 0


def speed_class(bot: Bot) -> int:
    fx = effects(bot)
    return model_of(bot).speed + fx.count("turbo") - fx.count("heavy") - bot.faults.count("slow")


def speeds(bot: Bot) -> tuple[int, int]:
    m = model_of(bot)
    extra = effects(bot).count("engine")
    return m.dash + extra, m.normal + extra


def aim(bot: Bot) -> int:
    return effects(bot).count("sight") - bot.faults.count("aim")


def melee_level(bot: Bot) -> int:
    return model_of(bot).melee + effects(bot).count("spikes") - bot.faults.count("aim")


def weapons(bot: Bot) -> list[tuple[str, Weapon]]:
    """(slot, weapon): the model's weapons by key, then installed weapon parts by card token."""
    out = [(w.key, w) for w in model_of(bot).weapons]
    for t in bot.installed:
        w = PART_OF[t].weapon
        if w is not None:
            out.append((t, w))
    return out


def weapon_in(bot: Bot, slot: str) -> Weapon:
    return dict(weapons(bot))[slot]


def flies(bot: Bot) -> bool:
    return model_of(bot).move == "flying"


def airborne(bot: Bot) -> bool:
    """Fliers and hoverers: over structures for line of fire, over mines and acid."""
    return model_of(bot).move in ("flying", "hover")


def ground(bot: Bot) -> bool:
    return model_of(bot).move in ("wheels", "tracks", "legs")


def hand_limit_count(bot: Bot) -> int:
    return len(bot.hand) + len(bot.installed)
