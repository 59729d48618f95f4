"""Every card of the game, one lookup: `CARDS` (code -> CardDef).

Names and numbers (Fight, Shoot, Armor, Value, faction, deck limit) are facts of the
Unlimited base set; the printed numbers are used. Every text here is our own summary.
The definitions live in modules by type; this module keeps the cards of the four
preconstructed decks (part 1) and joins the rest.
A card token in play is `k<code>_<n>`: the card's set code and a number unique in the match.
"""

import re

from bot.games.doomtrooper.carddef import (
    CORPORATIONS,
    CardDef,
    CardType,
    Target,
    Timing,
    art,
    gift,
    sp,
)
from bot.games.doomtrooper.cards_art import ART
from bot.games.doomtrooper.cards_equipment import EQUIPMENT
from bot.games.doomtrooper.cards_fortifications import FORTIFICATIONS
from bot.games.doomtrooper.cards_memberships import MEMBERSHIPS
from bot.games.doomtrooper.cards_missions import FORT_MISSIONS, MISSIONS
from bot.games.doomtrooper.cards_specials import FORT_SPECIALS, MORE_SPECIALS, REACTIONS, REFITS, SPECIALS
from bot.games.doomtrooper.cards_symmetry import MORE_SYMMETRY, SYMMETRY
from bot.games.doomtrooper.cards_warriors import WARRIORS
from bot.games.doomtrooper.effects import Effect, modify, per_destiny

__all__ = ["CARDS", "CORPORATIONS", "CardDef", "CardType", "Target", "Timing", "card_def", "code_of", "token"]

_ALL: tuple[CardDef, ...] = (
    # Specials
    sp(
        "01105",
        "Evasive Action",
        "general",
        "In combat, on a fighting warrior: +2 Armor until the combat ends.",
        (modify("A", 2, who="target"),),
        "combat",
        "combatant",
    ),
    sp(
        "01195",
        "Lucky Shot",
        "general",
        "In combat, on a fighting warrior: +2 Shoot until the combat ends. Copies add up.",
        (modify("S", 2, who="target"),),
        "combat",
        "combatant",
    ),
    sp(
        "01237",
        "Powerful Blow",
        "general",
        "In combat, on a fighting warrior: +2 Fight until the combat ends.",
        (modify("F", 2, who="target"),),
        "combat",
        "combatant",
    ),
    sp(
        "01310",
        "Take Cover",
        "general",
        "In combat, on your defending warrior: it goes into cover at once (+3 Armor) and stays there afterwards.",
        (Effect("take_cover", who="target"),),
        "defending",
        "own_combatant",
    ),
    sp(
        "01235",
        "Positive Karma",
        "general",
        "Any time: you gain 10 destiny points.",
        (Effect("gain_destiny", who="you", amount=10),),
        "anytime",
        "none",
    ),
    sp(
        "01194",
        "Lost Paperwork",
        "general",
        "Any time, on a player: they lose 3 promotion points (never below zero).",
        (Effect("lose_promotion", who="target_player", amount=3),),
        "anytime",
        "player",
    ),
    sp(
        "01084",
        "Doomed",
        "general",
        "Any time, on a player: the card stays on them. At the start of each of their turns they lose 3 destiny "
        "points; if they have none left then, the card is discarded instead.",
        (
            Effect("discard_self", who="target_player", trigger="turn_start", condition="no_destiny"),
            Effect("lose_destiny", who="target_player", amount=3, trigger="turn_start"),
        ),
        "anytime",
        "player",
    ),
    sp(
        "01217",
        "Negative Karma",
        "general",
        "Any time, on a player: they lose all their destiny points.",
        (Effect("empty_destiny", who="target_player"),),
        "anytime",
        "player",
    ),
    sp(
        "01080",
        "Discovered",
        "general",
        "Any time, on a warrior in cover: it is turned face up and leaves cover.",
        (Effect("uncover", who="target"),),
        "anytime",
        "covered",
    ),
    sp(
        "01197",
        "Malfunction!",
        "general",
        "Any time, on a warrior: one of its equipment cards, chosen by you, is discarded.",
        (Effect("discard_equipment", who="target"),),
        "anytime",
        "equipped",
    ),
    sp(
        "01168",
        "Initiative",
        "general",
        "At the start of your turn, before any action: you get one more action this turn (it may be an attack). "
        "One per turn.",
        (Effect("extra_action", who="you", amount=1),),
        "turn_start",
        "none",
    ),
    # Missions
    CardDef(
        "01130",
        "Flush Out the Coward",
        "mission",
        "general",
        "Mission for one of your warriors: when it kills a warrior in cover, you earn twice the victim's value.",
        effects=(Effect("mission_points", trigger="kills", condition="victim_covered", times=2),),
        target="own_warrior",
    ),
    CardDef(
        "01075",
        "Destroy Kohort",
        "mission",
        "general",
        "Mission on another player: when one of your Doomtroopers kills that player's last Dark Legion "
        "warrior in play, you earn 5 points more.",
        effects=(Effect("mission_points", who="you", trigger="kills", condition="last_of_cohort", amount=5),),
        target="opponent",
    ),
    CardDef(
        "01076",
        "Destroy Squad",
        "mission",
        "legion",
        "Mission on another player: when one of your Dark Legion warriors kills that player's last non-Legion warrior "
        "in play, you earn 5 points more.",
        effects=(Effect("mission_points", who="you", trigger="kills", condition="last_of_squad", amount=5),),
        target="opponent",
    ),
    CardDef(
        "01288",
        "Snub the Cardinal",
        "mission",
        "legion",
        "Mission on yourself: when one of your warriors kills another player's Brotherhood warrior, you earn 3 "
        "promotion points more.",
        limit=1,
        effects=(
            Effect(
                "mission_points", who="you", trigger="kills", condition="victim_brotherhood", amount=3, promotion=True
            ),
        ),
        target="self",
    ),
    CardDef(
        "01299",
        "Suicide Mission",
        "mission",
        "general",
        "Mission for one of your warriors: when it is killed, you earn its value in promotion points, and 3 more "
        "if it killed its opponent in that same combat.",
        effects=(
            Effect("mission_points", trigger="killed", times=1, promotion=True),
            Effect("mission_points", trigger="killed", condition="killed_too", amount=3, promotion=True),
        ),
        target="own_warrior",
    ),
    # Art
    art(
        "01091",
        "Elemental Ball",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Fight.",
        (per_destiny("F", 2, 2),),
        "caster",
    ),
    art(
        "01092",
        "Elemental Bolt",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Shoot.",
        (per_destiny("S", 2, 2),),
        "caster",
    ),
    art(
        "01094",
        "Elemental Wall",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Armor.",
        (per_destiny("A", 2, 2),),
        "caster",
    ),
    art(
        "01297",
        "Strike",
        "kinetics",
        "personal",
        "Personal combat spell: for every destiny point, the caster gains +1 Shoot.",
        (per_destiny("S", 1, 1),),
        "caster",
    ),
    art(
        "01281",
        "Shield",
        "kinetics",
        "personal",
        "Personal combat spell: for every destiny point, the caster gains +1 Armor.",
        (per_destiny("A", 1, 1),),
        "caster",
    ),
    art(
        "01240",
        "Presence",
        "premonition",
        "combat",
        "Combat spell on your warrior fighting a Dark Legion warrior: for every destiny point it gains +1 Armor.",
        (per_destiny("A", 1, 1, who="target"),),
        "own_combatant",
        legion_only=True,
    ),
    art(
        "01238",
        "Premonition",
        "premonition",
        "combat",
        "Combat spell while one of your warriors defends: another of your warriors becomes the defender.",
        (Effect("change_defender", who="target"),),
        "own_warrior",
    ),
    # Dark Symmetry gifts
    gift("01066", "Dark Fire", "Gift: +1 Fight.", (modify("F", 1),)),
    gift("01257", "Resist Pain", "Gift: +1 Armor.", (modify("A", 1),)),
    gift(
        "01024",
        "Blindness",
        "Gift: this warrior's combat opponents have -2 Fight and -2 Shoot.",
        (modify("FS", -2, who="opponent"),),
        tags=("blinding",),
    ),
    gift("01316", "Terror", "Gift: this warrior's combat opponents have -1 Armor.", (modify("A", -1, who="opponent"),)),
    gift("01149", "Hand of Death", "Gift of Ilian: +2 Fight and +2 Shoot.", (modify("FS", 2),), "ilian"),
    gift(
        "01163",
        "Indigestion",
        "Gift of Algeroth: this warrior's combat opponents have -2 Armor.",
        (modify("A", -2, who="opponent"),),
        "algeroth",
    ),
    gift(
        "01078",
        "Dimensional Warp",
        "Gift of Algeroth: a warrior this one wounds is killed outright.",
        (Effect("kill_on_wound"),),
        "algeroth",
    ),
)

CARDS: dict[str, CardDef] = {
    c.code: c
    for c in (
        *WARRIORS,
        *EQUIPMENT,
        *ART,
        *SYMMETRY,
        *MISSIONS,
        *FORT_MISSIONS,
        *SPECIALS,
        *FORT_SPECIALS,
        *MORE_SPECIALS,
        *REACTIONS,
        *REFITS,
        *MORE_SYMMETRY,
        *FORTIFICATIONS,
        *MEMBERSHIPS,
        *_ALL,
    )
}
TOKEN = re.compile(r"k(\d{5})_(\d+)")


def token(code: str, n: int) -> str:
    return f"k{code}_{n}"


def code_of(card: str) -> str:
    found = TOKEN.fullmatch(card)
    if found is None or found.group(1) not in CARDS:
        raise ValueError(f"{card!r} is not a Doomtrooper card")
    return found.group(1)


def card_def(card: str) -> CardDef:
    """The definition behind a token (or a bare code)."""
    return CARDS[card] if card in CARDS else CARDS[code_of(card)]


def side_of(faction: str) -> str:
    return "legion" if faction == "legion" else "doomtrooper"
