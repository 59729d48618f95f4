"""The state of a RoboRally match (JSON round-trippable; the course is referenced by name)."""

from pydantic import BaseModel, Field, field_validator

from bot.engine import GameOptions, GameState

STAGES = ("program", "locked", "power", "enter", "wait", "idle", "out")
"""program: editing registers; locked: done; power: powered down, choose to stay down or power on;
enter: placing the re-entering robot; wait: re-entering after another robot; idle: nothing to decide
this turn (powered down); out: no lives left."""


class Options(GameOptions):
    course: str = "sprint"
    """A course from bot/games/roborally/boards/courses.txt."""
    lives: int = Field(3, ge=0, le=9)
    """Life tokens: each re-entry after destruction costs one; destroyed with none left is out."""
    option_cards: bool = True
    """Crash and Burn: a double-wrench square may give an option card instead of 2 repairs."""
    reentry_damage: bool = True
    """Crash and Burn: a robot re-enters with 2 damage."""
    forced_shutdown: bool = False
    """Crash and Burn: a robot with 3 or more damage at a turn's end is powered down for the next turn."""
    turn_limit: int = Field(40, ge=1, le=500)
    """After this many turns the match ends: most checkpoints, then the shortest path to the next one."""
    starting_options: int = Field(0, ge=0, le=3)
    """Option cards dealt to every robot at the start (0 in the rules; for practice and testing)."""

    @field_validator("course")
    @classmethod
    def _known_course(cls, value: str) -> str:
        from bot.games.roborally.board import load_course

        load_course(value)
        return value


class Robot(BaseModel):
    pos: int = -1
    """Square index (y * width + x), -1 while off the course."""
    facing: int = 0
    damage: int = 0
    lives: int = 3
    next_cp: int = 0
    """Index of the next checkpoint to reach; equal to the number of checkpoints when finished."""
    archive: int = -1
    archive_stamp: int = 0
    stage: str = "program"
    down: bool = False
    """Powered down this turn."""
    announce: bool = False
    """Power down announced for the next turn."""
    destroyed: bool = False
    """Destroyed and waiting to re-enter next turn."""
    out: bool = False
    spared: bool = False
    """Superior Archive was used up at destruction: re-enter without the Crash and Burn damage."""
    locked: int = 0
    """How many registers (counted from the fifth) are locked by damage this turn."""
    hand: list[int] = []
    registers: list[int] = [0, 0, 0, 0, 0]
    options: list[str] = []
    coat: int = 0
    shots: int = 0
    # Standing choices for option cards (see docs/games/roborally.md).
    alt: int = 0
    """Bit r: Brakes / Fourth Gear / Reverse Gear used in register r."""
    aim: list[int] = [0, 0, 0, 0, 0]
    shield: list[int] = [0, 0, 0, 0, 0]
    weapon: list[str] = ["", "", "", "", ""]
    abort_from: int = 0
    reserve: int = 0
    reserve_at: int = 0
    keep: int = 0
    flywheel: int = 0
    marked: list[int] = []
    recompiled: bool = False
    fire_mode: str = "command"
    gyro: bool = True
    wrench: str = "option"
    sacrifice: str = ""


class RoboState(GameState):
    options: Options
    course: str
    turn: int = 0
    robots: list[Robot]
    deck: list[int] = []
    """Undealt program cards; the last element is the top."""
    discard: list[int] = []
    option_deck: list[str] = []
    """The last element is the top."""
    stamp: int = 0
    last: list[list[int]] = []
    """The programs revealed in turn `last_turn` (public), per seat; 0 for an empty register."""
    last_turn: int = 0
    """The turn whose programs `last` shows: the last one in which a robot revealed a card
    (0 in a match stored before this field: then the turn before `turn`)."""
    finished: str | None = None
    """Why the match ended: 'final-checkpoint', 'turn-limit' or 'all-out' (English text in a
    match stored before reasons were messages)."""
    winners: list[int] = []
    ranking: list[list[int]] | None = None
