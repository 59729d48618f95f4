"""The bot-parts deck (our own design): 32 cards, each with a token p01..p32."""

from dataclasses import dataclass

from bot.games.bottisota2.roster import Weapon


@dataclass(frozen=True)
class Part:
    key: str
    effect: str
    """weapon, armour, engine, turbo, shield, sight, spikes, heavy, doom, repair, patch, ammo."""
    weapon: Weapon | None = None

    @property
    def oneshot(self) -> bool:
        return self.effect in ("repair", "patch", "ammo")


PARTS: dict[str, Part] = {
    p.key: p
    for p in (
        Part("heavy-gun", "weapon", Weapon("heavy-gun", 4, 3, 1, -1)),
        Part("twin-mg", "weapon", Weapon("twin-mg", 4, 2, 2)),
        Part("rocket-pod", "weapon", Weapon("rocket-pod", 4, 3, 1, 0, "missile", 2)),
        Part("mortar", "weapon", Weapon("mortar", 4, 4, 1, 0, "explosion", 2, True)),
        Part("mine-pack", "weapon", Weapon("mine-pack", 3, 0, 1, -1, "mine", 2)),
        Part("tractor", "weapon", Weapon("tractor", 4, 2, 1, 0, "pull")),
        Part("repulsor", "weapon", Weapon("repulsor", 4, 2, 1, 0, "push")),
        Part("plating", "armour"),
        Part("engine", "engine"),
        Part("turbo", "turbo"),
        Part("shield", "shield"),
        Part("sight", "sight"),
        Part("spikes", "spikes"),
        Part("heavy-plating", "heavy"),
        Part("doom-charge", "doom"),
        Part("repair-kit", "repair"),
        Part("patch", "patch"),
        Part("ammo", "ammo"),
    )
}

DECK_LIST: tuple[str, ...] = (
    "heavy-gun",
    "heavy-gun",
    "twin-mg",
    "twin-mg",
    "rocket-pod",
    "mortar",
    "mine-pack",
    "tractor",
    "repulsor",
    "plating",
    "plating",
    "plating",
    "engine",
    "engine",
    "turbo",
    "shield",
    "shield",
    "sight",
    "sight",
    "spikes",
    "spikes",
    "heavy-plating",
    "doom-charge",
    "repair-kit",
    "repair-kit",
    "repair-kit",
    "repair-kit",
    "patch",
    "patch",
    "patch",
    "ammo",
    "ammo",
)
TOKENS: tuple[str, ...] = tuple(f"p{i + 1:02d}" for i in range(len(DECK_LIST)))
PART_OF: dict[str, Part] = {t: PARTS[k] for t, k in zip(TOKENS, DECK_LIST, strict=True)}


def part(token: str) -> Part:
    return PART_OF[token]
