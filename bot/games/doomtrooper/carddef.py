"""The card data model and the helpers that write cards as data.

Names and numbers (Fight, Shoot, Armor, Value, faction, deck limit) are facts of the
Unlimited base set; the printed numbers are used. Every text here is our own summary.
"""

from dataclasses import dataclass
from typing import Literal

from bot.games.doomtrooper.effects import Effect

CardType = Literal["warrior", "equipment", "special", "art", "symmetry", "mission", "fortification"]
Timing = Literal["", "combat", "anytime", "turn_start", "defending", "own_turn", "action", "after_attack", "reaction"]
"""'reaction': never played by hand; armed in advance (`arm CARD`) and fired by its trigger."""
Target = Literal[
    "none",
    "self",
    "combatant",
    "player",
    "opponent",
    "covered",
    "equipped",
    "caster",
    "own_combatant",
    "own_warrior",
    "any_warrior",
    "my_fighter",
    "weapon_fight",
    "weapon_shoot_opponent",
    "weapon_mg",
    "mission",
    "warrior",
    "legion_gift",
    "own_commoner",
    "own_brotherhood",
    "legion_warrior",
    "doomtrooper",
    "fortification",
    "own_card",
    "copy",
    "plan_player",  # Empathy: another player, in your own action phase (`cast CARD CASTER pN`)
    "joinable",  # a face-up Doomtrooper not yet a member of the card's `join` organisation (nor of `unless_tag`)
    "memberful",  # a face-up Doomtrooper with a membership it may lose (not Agent Nick Michaels)
    "freelancer",  # a face-up Doomtrooper of no organisation
    "taintable",  # a face-up Doomtrooper that is no Heretic yet and may become one
    "heretic",  # a face-up Heretic
    "gifted_heretic",  # a face-up Heretic with at least one Dark Symmetry gift
    "redeemable",  # Art: a Heretic made of a Doomtrooper by a card (Possess, Tainted!), not mutated for good
    "discard_pile",
    "lying",
    "trade",
    "hand_mission",
    "own_doomtrooper",
    "teleport",
    "ds_card",
    "enemy_warrior",
    "order_target",
    "command",
    "two_fighters",
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
    spell: Literal["", "personal", "combat", "anytime", "turn_start"] = ""
    needs_legion_opponent: bool = False
    actions: int = 0
    """Specials played as actions (timing 'action'), Art cast as actions (Empathy): how many they cost."""
    bestow: str = ""
    """Gifts: the tag a warrior needs to receive it ('nepharite'); with the card tag 'any-apostle'
    a 'gift of' goes to such a warrior whatever Apostle it follows."""
    site: str = ""
    """Missions: a tag that a site on your table must carry for the mission to be played
    ('cathedral', 'citadel-algeroth')."""
    mount: Literal["", "shoot", "fight"] = ""
    """Equipment fitted to a weapon the warrior carries: 'shoot' (a shoot or fight/shoot weapon),
    'fight' (a fight weapon that is not also a shoot weapon). It counts while such a weapon is in use."""

    @property
    def weapon(self) -> bool:
        return bool(self.tags & {"fight-weapon", "shoot-weapon"})

    @property
    def lasting(self) -> bool:
        """A played card that stays on its target player, its effects triggered at each turn's start."""
        return self.type == "special" and any(
            e.trigger == "turn_start" or e.kind in ("keep_hand", "frenzy", "ground", "visitation", "hand_limit")
            for e in self.effects
        )

    @property
    def attaches(self) -> bool:
        """A special that stays on the warrior it is played on."""
        return self.type == "special" and any(e.kind == "attach" for e in self.effects)


def w(
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


def eq(
    code: str,
    name: str,
    faction: str,
    text: str,
    effects: tuple[Effect, ...],
    *,
    tags: tuple[str, ...] = (),
    give_to: str = "",
    mount: Literal["", "shoot", "fight"] = "",
) -> CardDef:
    return CardDef(
        code, name, "equipment", faction, text, tags=frozenset(tags), effects=effects, give_to=give_to, mount=mount
    )


def sp(
    code: str,
    name: str,
    faction: str,
    text: str,
    effects: tuple[Effect, ...],
    timing: Timing,
    target: Target,
    *,
    actions: int = 0,
    limit: int = 5,
    tags: tuple[str, ...] = (),
) -> CardDef:
    return CardDef(
        code,
        name,
        "special",
        faction,
        text,
        effects=effects,
        timing=timing,
        target=target,
        actions=actions,
        limit=limit,
        tags=frozenset(tags),
    )


def gift(
    code: str,
    name: str,
    text: str,
    effects: tuple[Effect, ...],
    apostle: str = "",
    tags: tuple[str, ...] = (),
    bestow: str = "",
) -> CardDef:
    return CardDef(
        code,
        name,
        "symmetry",
        "legion",
        text,
        effects=effects,
        aspect=apostle,
        give_to="legion",
        tags=frozenset(tags),
        bestow=bestow,
    )


def art(
    code: str,
    name: str,
    aspect: str,
    spell: Literal["personal", "combat", "anytime", "turn_start"],
    text: str,
    effects: tuple[Effect, ...],
    target: Target,
    *,
    legion_only: bool = False,
    limit: int = 5,
    actions: int = 0,
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
        limit=limit,
        actions=actions,
    )
