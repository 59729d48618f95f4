"""Installable systems (J, Q, K) and the weapon counts and defence rules they change."""

from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face, is_number, suit, value
from bot.games.bottisota3.state import Attack, Bot

WEAPON_SUIT = {"shoot": "c", "missile": "s", "strike": "d"}

INSTALLS: dict[str, tuple[str, dict[str, int]]] = {
    "J♠": ("Ohjusalusta (missile platform)", {"missile": 1}),
    "Q♠": ("Tuplaohjusalusta (double missile platform)", {"missile": 2}),
    "K♠": ("Ohjustorjunta (missile defence)", {}),
    "Q♥": ("Häivekenttä (stealth field)", {}),
    "K♥": ("Suojakenttä (shield field)", {}),
    "J♦": ("Mättöisku (melee strike)", {"strike": 1}),
    "Q♦": ("Mättöisku + Taistelija (strike, fighter)", {"strike": 1}),
    "K♦": ("Mättöisku (melee strike; speed not modelled)", {"strike": 1}),
}


def installable(card: str) -> bool:
    return face(card) in INSTALLS


def system_name(card: str) -> str:
    return INSTALLS[face(card)][0]


def has(bot: Bot, name: str) -> bool:
    return any(face(c) == name for c in bot.installed)


def weapons(bot: Bot, kind: str) -> int:
    spec = BOTS[bot.kind]
    base = {"shoot": spec.guns, "missile": 0, "strike": spec.strikes}[kind]
    return base + sum(INSTALLS[face(c)][1].get(kind, 0) for c in bot.installed)


def melee_suits(bot: Bot) -> str:
    suits = BOTS[bot.kind].melee_suits
    return suits + "s" if has(bot, "Q♦") and "s" not in suits else suits


def attack_value(kind: str, card: str, suits: str = "d") -> int:
    """The power of a card used as `kind`; zero when it is the wrong type."""
    allowed = suits if kind == "strike" else WEAPON_SUIT[kind]
    return value(card) if suit(card) in allowed and is_number(card) else 0


def defends(attack: Attack, card: str, defender: Bot) -> bool:
    """Whether `card` stops `attack` for `defender`, counting its fields."""
    if has(defender, "K♥"):
        return suit(card) != "j"
    ranged = attack.kind in ("shoot", "missile")
    if (ranged and has(defender, "Q♥")) or (attack.kind == "missile" and has(defender, "K♠")):
        return suit(card) != "j"
    if not is_number(card):
        return False
    if suit(card) == "h":
        return True
    parry = attack.kind == "strike" and suit(card) in melee_suits(defender)
    return (suit(card) == suit(attack.card) or parry) and value(card) >= value(attack.card)
