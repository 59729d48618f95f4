"""The pieces Bottisota-2's messages are built from (bot/locales/en/bottisota2.ftl)."""

from bot.engine import Arg, Card, Msg, Seat, Square, msg
from bot.games.bottisota2.arena import Arena
from bot.games.bottisota2.parts import PART_OF
from bot.games.bottisota2.roster import MODELS


def seat(k: int) -> Seat:
    return Seat(k)


def area(arena: Arena, i: int) -> Square:
    return Square(arena.labels[i])


def model_name(key: str) -> Msg:
    return msg(f"b2-model-{key}")


def weapon_arg(slot: str) -> Arg:
    """A weapon by its slot: the model's weapon key, or an installed part's card token."""
    if slot in PART_OF:
        return Card(slot)
    return msg(f"b2-weapon-{slot}")


def card_name(card: str) -> Msg:
    if card in PART_OF:
        return msg(f"b2-part-{PART_OF[card].key}")
    if card in MODELS:
        return model_name(card)
    raise ValueError(f"{card!r} is no Bottisota-2 card")


FAULT_KEYS = ("aim", "slow", "armour", "part", "extra")


def fault_name(fault: str) -> Msg:
    return msg(f"b2-fault-{fault}")


def salvage_name(what: str) -> Msg:
    """What a salvaged part repairs: a damage point, or a fault."""
    return msg("b2-salvage-damage") if what == "damage" else fault_name(what)
