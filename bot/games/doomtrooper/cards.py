"""The card data model and every card the preconstructed decks use.

Names and numbers (Fight, Shoot, Armor, Value, faction, deck limit) are facts of the
Unlimited base set; the printed numbers are used. Every text here is our own summary.
A card token in play is `k<code>_<n>`: the card's set code and a number unique in the match.
"""

import re
from dataclasses import dataclass
from typing import Literal

from bot.games.doomtrooper.effects import Effect, immunity, modify, per_destiny

CardType = Literal["warrior", "equipment", "special", "art", "symmetry", "mission"]
Timing = Literal["", "combat", "anytime", "turn_start", "defending"]
Target = Literal[
    "none", "self", "combatant", "player", "opponent", "covered", "equipped", "caster", "own_combatant", "own_warrior"
]
CORPORATIONS = ("bauhaus", "capitol", "cybertronic", "imperial", "mishima")


@dataclass(frozen=True)
class CardDef:
    code: str
    name: str
    type: CardType
    faction: str
    """'general', a corporation, 'brotherhood' or 'legion'."""
    text: str
    """What the card does, in our own words."""
    fight: int = 0
    shoot: int = 0
    armor: int = 0
    value: int = 0
    limit: int = 5
    personality: bool = False
    tags: frozenset[str] = frozenset()
    """Warriors: 'follower-<apostle>', what they count as ('venusian-ranger'...).
    Equipment: 'fight-weapon', 'shoot-weapon', 'armor-suit'."""
    effects: tuple[Effect, ...] = ()
    timing: Timing = ""
    target: Target = "none"
    give_to: str = ""
    """Equipment and gifts: '' any warrior, 'doomtrooper' any non-Legion warrior, a faction."""
    aspects: frozenset[str] = frozenset()
    """Warriors: the aspects of the Art they may cast ('all' for every aspect)."""
    aspect: str = ""
    """Art: its aspect. Gifts: the Apostle of a 'gift of', '' for a general gift."""
    spell: Literal["", "personal", "combat"] = ""
    needs_legion_opponent: bool = False

    @property
    def weapon(self) -> bool:
        return bool(self.tags & {"fight-weapon", "shoot-weapon"})

    @property
    def lasting(self) -> bool:
        """A played card that stays on its target player, its effects triggered at each turn's start."""
        return self.type == "special" and any(e.trigger == "turn_start" for e in self.effects)


def _w(
    code: str,
    name: str,
    faction: str,
    f: int,
    s: int,
    a: int,
    v: int,
    text: str = "No special ability.",
    *,
    personality: bool = False,
    tags: tuple[str, ...] = (),
    effects: tuple[Effect, ...] = (),
    aspects: tuple[str, ...] = (),
) -> CardDef:
    return CardDef(
        code,
        name,
        "warrior",
        faction,
        text,
        fight=f,
        shoot=s,
        armor=a,
        value=v,
        personality=personality,
        tags=frozenset(tags),
        effects=effects,
        aspects=frozenset(aspects),
    )


def _eq(
    code: str,
    name: str,
    faction: str,
    text: str,
    effects: tuple[Effect, ...],
    *,
    tags: tuple[str, ...] = (),
    give_to: str = "",
) -> CardDef:
    return CardDef(code, name, "equipment", faction, text, tags=frozenset(tags), effects=effects, give_to=give_to)


def _sp(
    code: str, name: str, faction: str, text: str, effects: tuple[Effect, ...], timing: Timing, target: Target
) -> CardDef:
    return CardDef(code, name, "special", faction, text, effects=effects, timing=timing, target=target)


def _gift(code: str, name: str, text: str, effects: tuple[Effect, ...], apostle: str = "") -> CardDef:
    return CardDef(code, name, "symmetry", "legion", text, effects=effects, aspect=apostle, give_to="legion")


def _art(
    code: str,
    name: str,
    aspect: str,
    spell: Literal["personal", "combat"],
    text: str,
    effects: tuple[Effect, ...],
    target: Target,
    *,
    legion_only: bool = False,
) -> CardDef:
    return CardDef(
        code,
        name,
        "art",
        "brotherhood",
        text,
        effects=effects,
        aspect=aspect,
        spell=spell,
        timing="combat",
        target=target,
        needs_legion_opponent=legion_only,
    )


_ALL: tuple[CardDef, ...] = (
    # Capitol warriors
    _w("01164", "Infantry", "capitol", 2, 3, 2, 2, tags=("infantry",)),
    _w("01301", "Sunset Striker", "capitol", 3, 3, 3, 3),
    _w("01273", "Sea Lion", "capitol", 3, 4, 4, 4),
    _w("01201", "Martian Banshee", "capitol", 1, 5, 3, 3),
    _w("01136", "Free Marine", "capitol", 4, 6, 4, 5, tags=("free-marine",)),
    _w(
        "01208",
        "Mitch Hunter",
        "capitol",
        4,
        7,
        7,
        7,
        "Personality; counts as an Infantry warrior. "
        "While he is in play, your Infantry are immune to Dark Symmetry cards.",
        personality=True,
        tags=("infantry",),
        effects=(immunity("ds", who="yours_tagged", tag="infantry"),),
    ),
    _w(
        "01018",
        "Big Bob Watts",
        "capitol",
        5,
        8,
        7,
        7,
        "Personality; counts as a Free Marine. "
        "While he is in play, your Free Marines are immune to Dark Symmetry cards.",
        personality=True,
        tags=("free-marine",),
        effects=(immunity("ds", who="yours_tagged", tag="free-marine"),),
    ),
    # Bauhaus warriors
    _w("01015", "Bauhaus Blitzer", "bauhaus", 3, 3, 3, 3),
    _w("01157", "Hussar", "bauhaus", 2, 2, 3, 2),
    _w("01085", "Dragoon", "bauhaus", 1, 3, 5, 3),
    _w(
        "01333",
        "Venusian Ranger",
        "bauhaus",
        4,
        3,
        4,
        4,
        "Immune to general Dark Symmetry gifts; a 'gift of' an Apostle still affects it.",
        tags=("venusian-ranger",),
        effects=(immunity("ds-gifts"),),
    ),
    _w(
        "01202",
        "Max Steiner",
        "bauhaus",
        4,
        7,
        9,
        8,
        "Personality; counts as a Venusian Ranger. "
        "While he is in play, your Venusian Rangers are immune to every Dark Symmetry card.",
        personality=True,
        tags=("venusian-ranger",),
        effects=(immunity("ds-gifts"), immunity("ds", who="yours_tagged", tag="venusian-ranger")),
    ),
    # Brotherhood warriors
    _w("01211", "Mystic", "brotherhood", 4, 4, 4, 5, "Casts Art spells of every aspect.", aspects=("all",)),
    _w(
        "01267",
        "Sacred Warrior",
        "brotherhood",
        3,
        3,
        3,
        3,
        "Casts Art spells of Premonition and Exorcism.",
        aspects=("premonition", "exorcism"),
    ),
    _w(
        "01331",
        "Valkyrie",
        "brotherhood",
        3,
        3,
        3,
        3,
        "Casts Art spells of Changeling and Premonition.",
        aspects=("changeling", "premonition"),
    ),
    _w(
        "01008",
        "Archangel",
        "brotherhood",
        3,
        3,
        3,
        3,
        "Casts Art spells of Changeling and Elements. (Its airship clause has nothing to act on in these decks.)",
        aspects=("changeling", "elements"),
    ),
    _w(
        "01209",
        "Mortificator",
        "brotherhood",
        3,
        3,
        3,
        3,
        "Casts Art spells of Kinetics and Manipulation, and may attack any warrior in play, whatever its affiliation.",
        aspects=("kinetics", "manipulation"),
        effects=(Effect("attack_any"),),
    ),
    # Dark Legion warriors
    _w("01214", "Necromutant", "legion", 4, 4, 4, 4, "Follower of Algeroth.", tags=("follower-algeroth",)),
    _w("01035", "Centurion", "legion", 4, 4, 4, 5, "Follower of Algeroth.", tags=("follower-algeroth",)),
    _w("01328", "Undead Legionnaire", "legion", 3, 1, 2, 2, "Follower of Algeroth.", tags=("follower-algeroth",)),
    _w("01250", "Razide", "legion", 9, 2, 7, 7, "Follower of Algeroth.", tags=("follower-algeroth",)),
    _w(
        "01219",
        "Nepharite of Algeroth",
        "legion",
        11,
        5,
        6,
        8,
        "Follower of Algeroth, immune to the Art.",
        tags=("follower-algeroth", "nepharite"),
        effects=(immunity("art"),),
    ),
    _w("01061", "Curator", "legion", 3, 4, 3, 4, "Follower of Demnogonis.", tags=("follower-demnogonis",)),
    _w(
        "01021",
        "Blessed Legionnaire",
        "legion",
        2,
        2,
        1,
        3,
        "Follower of Demnogonis. A warrior it wounds is killed outright.",
        tags=("follower-demnogonis",),
        effects=(Effect("kill_on_wound"),),
    ),
    _w("01315", "Templar", "legion", 4, 7, 5, 6, "Follower of Ilian.", tags=("follower-ilian",)),
    _w("01040", "Child of Ilian", "legion", 1, 3, 2, 2, "Follower of Ilian.", tags=("follower-ilian",)),
    # Equipment
    _eq(
        "01033",
        "Capitol Sword of Honor",
        "capitol",
        "Capitol warriors only. Fight weapon: +1 Fight.",
        (modify("F", 1),),
        tags=("fight-weapon",),
        give_to="capitol",
    ),
    _eq(
        "01334",
        "Violator Sword",
        "bauhaus",
        "Bauhaus warriors only. Fight weapon: +2 Fight.",
        (modify("F", 2),),
        tags=("fight-weapon",),
        give_to="bauhaus",
    ),
    _eq("01186", "L&A Plasma Carbine", "general", "Shoot weapon: +3 Shoot.", (modify("S", 3),), tags=("shoot-weapon",)),
    _eq(
        "01286",
        'SMG Mk. III "Interceptor"',
        "imperial",
        "Shoot weapon: +2 Shoot.",
        (modify("S", 2),),
        tags=("shoot-weapon",),
    ),
    _eq(
        "01069",
        "Deathlockdrum",
        "general",
        "Shoot weapon: +3 Shoot, and the opponent's Shoot is lowered by 2.",
        (modify("S", 3), modify("S", -2, who="opponent")),
        tags=("shoot-weapon",),
    ),
    _eq(
        "01001",
        'AC-40 "Justifier"',
        "brotherhood",
        "Fight and shoot weapon: +3 Fight and +3 Shoot.",
        (modify("FS", 3),),
        tags=("fight-weapon", "shoot-weapon"),
    ),
    _eq(
        "01185",
        "Kratach",
        "legion",
        "Dark Legion warriors only. Shoot weapon: +3 Shoot.",
        (modify("S", 3),),
        tags=("shoot-weapon",),
        give_to="legion",
    ),
    _eq(
        "01332",
        "Vassht",
        "legion",
        "Dark Legion warriors only. Fight weapon: +2 Fight. Its bearer may never be given another fight weapon.",
        (modify("F", 2),),
        tags=("fight-weapon", "vassht"),
        give_to="legion",
    ),
    _eq("01050", "Combat Armor", "general", "+1 Armor.", (modify("A", 1),)),
    _eq(
        "01053",
        "Composite Armor",
        "general",
        "A suit of armour: +4 Armor. A warrior wears one suit at most.",
        (modify("A", 4),),
        tags=("armor-suit",),
    ),
    _eq(
        "01020",
        "Blessed Armor",
        "brotherhood",
        "A suit of armour for any non-Legion warrior: its wearer is immune to every Dark Symmetry card. "
        "One suit at most.",
        (immunity("ds"),),
        tags=("armor-suit",),
        give_to="doomtrooper",
    ),
    _eq(
        "01230",
        "Portable Force Shield",
        "general",
        "+6 Armor. A warrior carries one at most.",
        (modify("A", 6),),
        tags=("force-shield",),
    ),
    # Specials
    _sp(
        "01105",
        "Evasive Action",
        "general",
        "In combat, on a fighting warrior: +2 Armor until the combat ends.",
        (modify("A", 2, who="target"),),
        "combat",
        "combatant",
    ),
    _sp(
        "01195",
        "Lucky Shot",
        "general",
        "In combat, on a fighting warrior: +2 Shoot until the combat ends. Copies add up.",
        (modify("S", 2, who="target"),),
        "combat",
        "combatant",
    ),
    _sp(
        "01237",
        "Powerful Blow",
        "general",
        "In combat, on a fighting warrior: +2 Fight until the combat ends.",
        (modify("F", 2, who="target"),),
        "combat",
        "combatant",
    ),
    _sp(
        "01310",
        "Take Cover",
        "general",
        "In combat, on your defending warrior: it goes into cover at once (+3 Armor) and stays there afterwards.",
        (Effect("take_cover", who="target"),),
        "defending",
        "own_combatant",
    ),
    _sp(
        "01235",
        "Positive Karma",
        "general",
        "Any time: you gain 10 destiny points.",
        (Effect("gain_destiny", who="you", amount=10),),
        "anytime",
        "none",
    ),
    _sp(
        "01194",
        "Lost Paperwork",
        "general",
        "Any time, on a player: they lose 3 promotion points (never below zero).",
        (Effect("lose_promotion", who="target_player", amount=3),),
        "anytime",
        "player",
    ),
    _sp(
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
    _sp(
        "01217",
        "Negative Karma",
        "general",
        "Any time, on a player: they lose all their destiny points.",
        (Effect("empty_destiny", who="target_player"),),
        "anytime",
        "player",
    ),
    _sp(
        "01080",
        "Discovered",
        "general",
        "Any time, on a warrior in cover: it is turned face up and leaves cover.",
        (Effect("uncover", who="target"),),
        "anytime",
        "covered",
    ),
    _sp(
        "01197",
        "Malfunction!",
        "general",
        "Any time, on a warrior: one of its equipment cards, chosen by you, is discarded.",
        (Effect("discard_equipment", who="target"),),
        "anytime",
        "equipped",
    ),
    _sp(
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
    _art(
        "01091",
        "Elemental Ball",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Fight.",
        (per_destiny("F", 2, 2),),
        "caster",
    ),
    _art(
        "01092",
        "Elemental Bolt",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Shoot.",
        (per_destiny("S", 2, 2),),
        "caster",
    ),
    _art(
        "01094",
        "Elemental Wall",
        "elements",
        "personal",
        "Personal combat spell: for every 2 destiny points, the caster gains +2 Armor.",
        (per_destiny("A", 2, 2),),
        "caster",
    ),
    _art(
        "01297",
        "Strike",
        "kinetics",
        "personal",
        "Personal combat spell: for every destiny point, the caster gains +1 Shoot.",
        (per_destiny("S", 1, 1),),
        "caster",
    ),
    _art(
        "01281",
        "Shield",
        "kinetics",
        "personal",
        "Personal combat spell: for every destiny point, the caster gains +1 Armor.",
        (per_destiny("A", 1, 1),),
        "caster",
    ),
    _art(
        "01240",
        "Presence",
        "premonition",
        "combat",
        "Combat spell on your warrior fighting a Dark Legion warrior: for every destiny point it gains +1 Armor.",
        (per_destiny("A", 1, 1, who="target"),),
        "own_combatant",
        legion_only=True,
    ),
    _art(
        "01238",
        "Premonition",
        "premonition",
        "combat",
        "Combat spell while one of your warriors defends: another of your warriors becomes the defender.",
        (Effect("change_defender", who="target"),),
        "own_warrior",
    ),
    # Dark Symmetry gifts
    _gift("01066", "Dark Fire", "Gift: +1 Fight.", (modify("F", 1),)),
    _gift("01257", "Resist Pain", "Gift: +1 Armor.", (modify("A", 1),)),
    _gift(
        "01024",
        "Blindness",
        "Gift: this warrior's combat opponents have -2 Fight and -2 Shoot.",
        (modify("FS", -2, who="opponent"),),
    ),
    _gift(
        "01316", "Terror", "Gift: this warrior's combat opponents have -1 Armor.", (modify("A", -1, who="opponent"),)
    ),
    _gift("01149", "Hand of Death", "Gift of Ilian: +2 Fight and +2 Shoot.", (modify("FS", 2),), "ilian"),
    _gift(
        "01163",
        "Indigestion",
        "Gift of Algeroth: this warrior's combat opponents have -2 Armor.",
        (modify("A", -2, who="opponent"),),
        "algeroth",
    ),
    _gift(
        "01078",
        "Dimensional Warp",
        "Gift of Algeroth: a warrior this one wounds is killed outright.",
        (Effect("kill_on_wound"),),
        "algeroth",
    ),
)

CARDS: dict[str, CardDef] = {c.code: c for c in _ALL}
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
