"""The bots (our own roster) and their weapons, as data."""

from dataclasses import dataclass, field

MOVES = ("wheels", "tracks", "legs", "flying", "hover")
KINDS = ("gun", "explosion", "area", "missile", "mine", "magmine", "bomb", "bigbomb", "push", "pull")
"""gun: an ordinary shot; explosion: every bot in the area, the shooter too; area: the same but never
the shooter; missile: re-targets on a miss; mine / magmine: dropped while moving; bomb: dropped on
an overflown ground bot; bigbomb: an exploding bomb; push / pull: the beams."""


@dataclass(frozen=True)
class Weapon:
    key: str
    hit: int
    """Roll this or more to hit."""
    range: int
    shots: int = 1
    """Shots per round."""
    mod: int = 0
    """Added to the target's armour test (negative is better for the shooter)."""
    kind: str = "gun"
    charges: int = 0
    """0: unlimited; else shots before a reload."""
    indirect: bool = False

    @property
    def dropped(self) -> bool:
        return self.kind in ("mine", "magmine", "bomb", "bigbomb")


@dataclass(frozen=True)
class Model:
    key: str
    move: str
    dash: int
    normal: int
    armour: int
    faults_at: int
    explodes_at: int
    melee: int
    weapons: tuple[Weapon, ...]
    speed: int = 0
    """+1 fast, -1 slow, -2 double slow."""
    shield: int = 0
    """A shield field: roll this or more first (0: none)."""
    min_move: int = 0
    specials: tuple[str, ...] = field(default_factory=tuple)


W = Weapon
ROSTER: tuple[Model, ...] = (
    Model(
        "rambler", "wheels", 5, 3, 4, 3, 7, 1, (W("autogun", 4, 3, 3), W("grenade", 4, 2, 1, 0, "explosion", 2, True))
    ),
    Model("crusher", "tracks", 3, 2, 4, 4, 7, 1, (W("cannon", 4, 4, 1, -1), W("flamer", 3, 0, 1, 0, "area")), speed=-1),
    Model("stalker", "legs", 3, 2, 4, 3, 7, 2, (W("claw-gun", 5, 1, 1), W("pull-beam", 5, 2, 1, 0, "pull"))),
    Model(
        "hornet", "flying", 6, 4, 5, 3, 8, 1, (W("needler", 4, 2, 2), W("bomb-rack", 3, 0, 1, 0, "bomb", 2)), speed=1
    ),
    Model("drifter", "hover", 4, 3, 4, 3, 6, 1, (W("rail", 3, 5, 1, -1), W("push-beam", 4, 2, 1, 0, "push"))),
    Model("bastion", "tracks", 3, 2, 4, 4, 9, 2, (W("howitzer", 4, 5, 1, -1, "explosion", 0, True),), speed=-2),
    Model("sparrow", "flying", 5, 4, 4, 3, 7, 0, (W("swarm-rockets", 3, 3, 2, 0, "missile", 12),), speed=1, min_move=2),
    Model("sapper", "wheels", 4, 3, 4, 4, 8, 1, (W("smg", 3, 3, 2), W("mine-layer", 3, 0, 1, -1, "mine", 3))),
    Model("magnus", "legs", 3, 2, 4, 3, 7, 2, (W("shotgun", 4, 1, 2), W("mag-mines", 4, 0, 1, 0, "magmine", 2))),
    Model(
        "warden",
        "hover",
        4,
        2,
        5,
        3,
        5,
        1,
        (W("pulse", 4, 2, 1), W("push-beam", 4, 2, 1, 0, "push"), W("pull-beam", 4, 2, 1, 0, "pull")),
        shield=6,
    ),
    Model("vulture", "flying", 5, 3, 4, 4, 7, 1, (W("chaingun", 4, 2, 2), W("blast-bomb", 3, 0, 1, 0, "bigbomb", 1))),
    Model("juggernaut", "legs", 2, 2, 5, 2, 5, 3, (W("fist-gun", 4, 1, 1, -1),), speed=-1),
    Model(
        "courier",
        "wheels",
        6,
        4,
        4,
        3,
        8,
        0,
        (W("stinger", 3, 2, 2), W("arc", 4, 0, 1, -1, "area", 2)),
        speed=1,
        min_move=1,
    ),
)
MODELS = {m.key: m for m in ROSTER}
WEAPONS: dict[str, Weapon] = {}
for _model in ROSTER:
    for _w in _model.weapons:
        WEAPONS.setdefault(_w.key, _w)
