"""The card-effect language: typed data that one interpreter (interpreter.py) applies.

A card carries a tuple of `Effect`s. Each effect has a kind (what it does), a `who` (whom it
touches) and optional stats, amounts and tags. When a card's effects apply, and on what, is
data of the card itself (its type, timing and target, see cards.py):

- equipment, gifts and warriors' own texts are *static*: they hold while the card is in play;
- specials and Art spells are *played*: their effects happen once, or last until the combat ends.
"""

from dataclasses import dataclass
from typing import Literal

Kind = Literal[
    "modify",  # add `amount` to `stats` (F, S, A or V letters) of `who`
    "modify_per_destiny",  # Art: for every `per` destiny points spent, add `amount` to `stats`
    "gain_destiny",  # `who` (a player) gains `amount` destiny points
    "lose_promotion",  # `who` (a player) loses `amount` promotion points, never below zero
    "empty_destiny",  # `who` (a player) loses every destiny point
    "kill_on_wound",  # a warrior wounded by `who` is killed outright
    "immunity",  # `who` is immune to `immune` ("ds", "ds-gifts" or "art")
    "discard_equipment",  # one equipment card of the target warrior, chosen by the player, is discarded
    "uncover",  # the target warrior in cover is flipped face up: it leaves cover
    "take_cover",  # your defending warrior goes into cover at once and stays there
    "extra_action",  # the player gets `amount` more actions this turn
    "change_defender",  # the defender becomes another of your warriors
    "attack_any",  # `who` may attack any warrior, whatever the affiliations
    "mission_points",  # a mission: on `trigger` with `condition` met, earn `amount` + `times` x the victim's value
]

Trigger = Literal["", "kills"]
"""'kills': the mission's warrior (or, for a player's mission, one of your warriors) kills a warrior."""

MissionCondition = Literal["", "victim_covered", "last_of_cohort", "last_of_squad"]
"""'victim_covered': the victim was in cover; 'last_of_cohort'/'last_of_squad': the victim was
the last Dark Legion (or non-Legion) warrior in play of the player the mission names, and the
killer is a Doomtrooper (or a Dark Legion warrior)."""

Who = Literal[
    "bearer",  # the warrior the card is on (or the warrior card itself)
    "opponent",  # the combat opponent of the bearer
    "target",  # the warrior the card is played on
    "caster",  # the warrior casting the spell
    "target_player",  # the player the card is played on
    "you",  # the player of the card
    "yours_tagged",  # each of your warriors carrying the tag in `tag`
]

Stat = Literal["F", "S", "A", "V"]


@dataclass(frozen=True, slots=True)
class Effect:
    kind: Kind
    who: Who = "bearer"
    stats: str = ""
    """Letters of the stats touched, e.g. 'FS'."""
    amount: int = 0
    per: int = 0
    """modify_per_destiny: destiny points per step."""
    immune: str = ""
    tag: str = ""
    """yours_tagged: the tag the warriors carry ('infantry', 'venusian-ranger'...)."""
    trigger: Trigger = ""
    condition: MissionCondition = ""
    times: int = 0
    """mission_points: how many times the victim's value is earned."""

    def __post_init__(self) -> None:
        if any(s not in "FSAV" for s in self.stats):
            raise ValueError(f"unknown stat in {self.stats!r}")
        if self.kind == "modify_per_destiny" and self.per <= 0:
            raise ValueError("modify_per_destiny needs a positive 'per'")
        if self.kind == "immunity" and self.immune not in ("ds", "ds-gifts", "art"):
            raise ValueError(f"unknown immunity {self.immune!r}")
        if self.kind == "mission_points" and (self.trigger != "kills" or not (self.amount or self.times)):
            raise ValueError("a mission needs a trigger and a reward")


def modify(stats: str, amount: int, who: Who = "bearer") -> Effect:
    return Effect("modify", who=who, stats=stats, amount=amount)


def per_destiny(stats: str, amount: int, per: int, who: Who = "caster") -> Effect:
    return Effect("modify_per_destiny", who=who, stats=stats, amount=amount, per=per)


def immunity(kind: str, who: Who = "bearer", tag: str = "") -> Effect:
    return Effect("immunity", who=who, immune=kind, tag=tag)
