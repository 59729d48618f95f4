"""Installable systems (J, Q, K), a bot's total kit, attack power and which cards defend."""

from typing import NamedTuple

from bot.games.bottisota3.bots import BOTS, FORMS, Gear, flags
from bot.games.bottisota3.cards import face, is_attack_card, is_joker, is_number, suit, value
from bot.games.bottisota3.state import Attack, Bot, BotState


class System(NamedTuple):
    finnish: str
    english: str
    gear: Gear


INSTALLS: dict[str, System] = {
    "J♠": System("Ohjusalusta", "missile platform", Gear(missiles=1)),
    "Q♠": System("Tuplaohjusalusta", "double missile platform", Gear(missiles=2)),
    "K♠": System("Ohjustorjunta", "missile defence", Gear(flags=flags("missile_defence"))),
    "J♣": System("Posahdustykki (Turbosarjapyssy)", "blast gun", Gear(blasts=1)),
    "Q♣": System("Megatykki (Megagigapyssy)", "mega gun", Gear(megas=1)),
    "K♣": System("Tähtäinjärjestelmä", "targeting system", Gear(flags=flags("targeting"))),
    "J♦": System("Mättöisku + tartuntakoura", "strike + grab claw", Gear(strikes=1, flags=flags("grab_claw"))),
    "Q♦": System("Mättöisku + Taistelija", "strike + fighter", Gear(strikes=1, flags=flags("fighter"))),
    "K♦": System("Mättöisku + Nopea", "strike + fast", Gear(strikes=1, flags=flags("fast"))),
    "J♥": System("Extrasuoja + Hidas", "extra shield + slow", Gear(flags=flags("extra_shield", "slow"))),
    "Q♥": System("Häivekenttä", "stealth field", Gear(flags=flags("stealth_field"))),
    "K♥": System("Suojakenttä", "shield field", Gear(flags=flags("shield_field"))),
}

FIELDS = frozenset({"shield_field", "stealth_field", "super_field", "ego_field", "demil_field"})
"""Everything named 'kenttä': a field virus switches them all off."""

GUN_WEAPONS = ("gun", "blast", "mega")
RANGED = (*GUN_WEAPONS, "missile", "electric")
"""Tykit ja ohjukset: what Häivekenttä and the demilitarisation field are about."""
MISSILES = ("missile", "electric")
WEAPON_VERBS = {
    "gun": "shoot",
    "blast": "blast",
    "mega": "mega",
    "missile": "missile",
    "strike": "strike",
    "bomb": "bomb",
}
VERB_WEAPONS = {verb: weapon for weapon, verb in WEAPON_VERBS.items()}


class Kit(NamedTuple):
    guns: int
    blasts: int
    megas: int
    missiles: int
    strikes: int
    bombs: int
    mines: int
    flags: frozenset[str]
    speed: int
    """-1 slow, 0 normal, 1 fast (Hidas and Nopea cancel)."""
    armour: int
    melee_suits: str

    def count(self, weapon: str) -> int:
        return {
            "gun": self.guns,
            "blast": self.blasts,
            "mega": self.megas,
            "missile": self.missiles,
            "strike": self.strikes,
            "bomb": self.bombs,
        }[weapon]


def installable(card: str) -> bool:
    return face(card) in INSTALLS


def bot_kit(bot: Bot, virus: bool) -> Kit:
    spec = BOTS[bot.kind]
    parts = [spec.gear, *(INSTALLS[face(c)].gear for c in bot.installed if installable(c))]
    if bot.form:
        parts.append(FORMS[bot.form])
    names = frozenset().union(*(p.flags for p in parts))
    if virus:
        names -= FIELDS
    suits = "d" + ("s" if names & {"fighter", "megabrawler"} else "") + ("c" if "megabrawler" in names else "")
    return Kit(
        guns=sum(p.guns for p in parts),
        blasts=sum(p.blasts for p in parts),
        megas=sum(p.megas for p in parts),
        missiles=sum(p.missiles for p in parts),
        strikes=sum(p.strikes for p in parts),
        bombs=sum(p.bombs for p in parts),
        mines=sum(p.mines for p in parts),
        flags=names,
        speed=("fast" in names) - ("slow" in names),
        armour=spec.armour,
        melee_suits=suits,
    )


def kit(state: BotState, seat: int) -> Kit:
    return bot_kit(state.bots[seat], state.virus is not None)


def power(card: str, weapon: str, suits: str = "d") -> int:
    """The power of a card used as `weapon`; zero when it is the wrong type (or a face, ace, joker)."""
    if not is_number(card):
        return 0
    allowed = {
        "gun": "c",
        "blast": "c",
        "missile": "s",
        "bomb": "s",
        "mine": "s",
        "strike": suits,
    }.get(weapon, "scd")  # mega, electric, ego, noise and reflections take any attack card
    return value(card) if suit(card) in allowed else 0


def defends(attack: Attack, card: str, defender: Kit, plain: bool = False) -> bool:
    """Whether `card` stops `attack`. `plain`: the basic rule only (an Extrasuoja re-draw)."""
    if not is_number(card) or is_joker(card):
        return False  # zero power does nothing, even as a trump
    high = value(card) >= attack.power
    same = suit(card) == suit(attack.card) and is_attack_card(attack.card)
    if suit(card) == "h" or (same and high):
        return True
    if plain:
        return False
    trumps = "super_field" in defender.flags or ("missile_defence" in defender.flags and attack.weapon in MISSILES)
    any_suit = "shield_field" in defender.flags or ("stealth_field" in defender.flags and attack.weapon in RANGED)
    parry = attack.weapon == "strike" and suit(card) in defender.melee_suits
    return trumps or (high and (any_suit or parry))
