"""The bot list: starting condition and built-in weapons."""

from typing import NamedTuple


class BotSpec(NamedTuple):
    name: str
    english: str
    cards: int
    guns: int
    strikes: int
    armour: int = 0
    """Panssari X: attacks this strong or weaker are stopped."""
    melee_suits: str = "d"
    """Suits usable to strike and to parry strikes: Taistelija adds spades, Megamättäjä all."""


BOTS: list[BotSpec] = [
    BotSpec("Antibotti", "Antibot", 3, 1, 1),
    BotSpec("Egoisti", "Egoist", 5, 1, 1, melee_suits="dsc"),
    BotSpec("Pasifisti", "Pacifist", 5, 0, 4, melee_suits="ds"),
    BotSpec("Pora", "Drill", 5, 1, 4, melee_suits="ds"),
    BotSpec("Ruostuttaja", "Rustmaker", 5, 2, 1, armour=2, melee_suits="dsc"),
    BotSpec("Sadonkorjaaja", "Harvester", 5, 1, 2, armour=3, melee_suits="dsc"),
    BotSpec("Siivuri", "Slicer", 5, 1, 2, armour=4, melee_suits="ds"),
    BotSpec("Skitsodroidi", "Schizodroid", 4, 1, 3),
    BotSpec("Teekuppi", "Teacup", 5, 2, 0),
    BotSpec("Torkkubotti", "Snoozebot", 5, 3, 3),
    BotSpec("Vinkubotti", "Whinebot", 5, 0, 1, melee_suits="ds"),
]
