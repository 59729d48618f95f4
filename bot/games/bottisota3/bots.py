"""The bot list: starting condition, built-in weapons and built-in systems.

Gear is what a bot or an installed system contributes: weapon counts and feature flags. Flags
name built-in systems (fast, slow, extra_shield, ...) and the bots' own specials (reflect,
green_laser, ...). NAMES lists the flags a table shows (Finnish and English, for the docs);
their words are the catalogue's b3-flag-<flag>.
"""

from typing import NamedTuple


class Gear(NamedTuple):
    guns: int = 0
    """Tykki: one club shot per gun and turn."""
    blasts: int = 0
    """Posahdus guns: a club shot that also attacks every bot in melee with the target."""
    megas: int = 0
    """Megatykki: one shot per turn with any attack card."""
    missiles: int = 0
    """Ohjusalusta: one spade missile per platform and turn."""
    strikes: int = 0
    """Mättöisku: one melee strike per strike and turn."""
    bombs: int = 0
    """Pommi: a spade attack at a bot in the same melee once per turn, and a mine when escaping."""
    mines: int = 0
    """Miina: a spade attack at a pursuer when an escape fails."""
    flags: frozenset[str] = frozenset()


class BotSpec(NamedTuple):
    name: str
    english: str
    cards: int
    gear: Gear
    armour: int = 0
    """Panssari X: attacks of this power or less are stopped without a defence."""


def flags(*names: str) -> frozenset[str]:
    return frozenset(names)


BOTS: list[BotSpec] = [
    BotSpec("Antibotti", "Antibot", 3, Gear(guns=1, strikes=1, flags=flags("reflect", "fast"))),
    BotSpec("Egoisti", "Egoist", 5, Gear(guns=1, strikes=1, flags=flags("megabrawler", "slow", "ego_field"))),
    BotSpec("Pasifisti", "Pacifist", 5, Gear(strikes=4, flags=flags("fighter", "demil_field"))),
    BotSpec("Pora", "Drill", 5, Gear(guns=1, strikes=4, flags=flags("fighter", "fast"))),
    BotSpec("Ruostuttaja", "Rustmaker", 5, Gear(guns=2, strikes=1, flags=flags("megabrawler", "rust_gun")), armour=2),
    BotSpec(
        "Sadonkorjaaja",
        "Harvester",
        5,
        Gear(
            guns=1,
            strikes=2,
            flags=flags("megabrawler", "emp", "slow", "super_field", "extra_shield", "fragile"),
        ),
        armour=3,
    ),
    BotSpec("Siivuri", "Slicer", 5, Gear(guns=1, strikes=2, flags=flags("fighter", "steal")), armour=4),
    BotSpec("Skitsodroidi", "Schizodroid", 4, Gear(flags=flags("schizo"))),
    BotSpec("Teekuppi", "Teacup", 5, Gear(guns=2, flags=flags("green_laser", "fast"))),
    BotSpec("Torkkubotti", "Snoozebot", 5, Gear(guns=3, strikes=3, flags=flags("donor", "snoozer"))),
    BotSpec("Vinkubotti", "Whinebot", 5, Gear(strikes=1, flags=flags("fighter", "kick", "noise"))),
]

FORMS: dict[str, Gear] = {
    # Skitsodroidi's two forms, chosen by the top card of the deck at the start of each of its turns.
    "mill": Gear(guns=1, strikes=3, flags=flags("fast")),
    "thinker": Gear(missiles=2, strikes=1, flags=flags("slow", "shield_field")),
}

NAMES: dict[str, str] = {
    # Built-in systems (Finnish, English).
    "fast": "Nopea (fast)",
    "slow": "Hidas (slow)",
    "extra_shield": "Extrasuoja (extra shield)",
    "stealth_field": "Häivekenttä (stealth field)",
    "shield_field": "Suojakenttä (shield field)",
    "super_field": "superkenttä (super field)",
    "missile_defence": "Ohjustorjunta (missile defence)",
    "targeting": "Tähtäinjärjestelmä (targeting system)",
    "fighter": "Taistelija (fighter)",
    "megabrawler": "Megamättäjä (megabrawler)",
    "racer": "Kaahaaja (racer)",
    "self_destruct": "Itsetuho (self-destruct)",
    "grab_claw": "tartuntakoura (grab claw)",
    # Bot specials.
    "reflect": "heijastussuoja (reflection shield)",
    "ego_field": "egokenttä (ego field)",
    "demil_field": "demilitarisointikenttä (demilitarisation field)",
    "rust_gun": "ruostepyssy (rust gun)",
    "emp": "EMP-sädetin (EMP gun)",
    "fragile": "herkkä (fragile)",
    "steal": "siivous (stealing strikes)",
    "schizo": "skitso (schizo)",
    "green_laser": "viherlaser (green laser)",
    "donor": "lahjoittaja (donor)",
    "snoozer": "torkkuja (snoozer)",
    "kick": "potkinta (kick hits itself too)",
    "noise": "vinkukohina (whine noise)",
}


def kind_by_name(name: str) -> int:
    return next(i for i, spec in enumerate(BOTS) if spec.name.lower() == name.lower())
