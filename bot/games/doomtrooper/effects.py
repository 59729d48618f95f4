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
    "lose_destiny",  # `who` (a player) loses `amount` destiny points, never below zero
    "discard_self",  # the card lying in play (on a player) is discarded
    "double",  # the bearer's printed `stats` count twice (vehicles)
    "no_weapons",  # the bearer uses no weapon in combat (vehicles)
    "modify_per_art",  # `amount` to `stats` for every Art card lying on the bearer (Mortis Sword)
    "heal",  # use: a wounded warrior of the user's side (the target) is healed
    "escape",  # use: the combat ends at once without wounds, for `amount` destiny points
    "mine",  # use: the bearer's combat opponent is killed and the bearer wounded; the combat ends
    "protect",  # use: the bearer cannot be wounded or killed in this combat
    "wound_after",  # use: the bearer takes one wound when the combat is over
    "coin_wound",  # use: a coin is flipped; on heads the bearer is wounded and the card discarded
    "disease",  # a weapon: if its opponent survives the combat, it is diseased (-1 Value per turn)
    "extra_attack",  # the bearer may attack once more in the same turn
    "not_attacked_by",  # warriors carrying the tag in `tag` may not attack the bearer
    "summon",  # when the bearer kills, a warrior tagged `tag` from your deck joins you for free
    "must_attack_legion",  # the bearer attacks only Dark Legion warriors while one it may attack is in view
    "legion_first",  # while any Dark Legion warrior is in play, the bearer attacks only Dark Legion warriors
    "attack_highest_legion",  # the bearer attacks only the Dark Legion warrior in play with the highest Value
    "frail",  # any wound kills the bearer
    "no_cover",  # the bearer (who='doomtroopers': every non-Legion warrior) never seeks cover by choice
    "shoot_only",  # a combat with the bearer is always a Shoot
    "loner",  # the bearer never shares your table with another warrior of its faction
    "destiny_only",  # the points of the bearer's kills are all destiny points
    "faction_fee",  # equipment only for the bearer's faction costs `amount` destiny points when given to it
    "pay_destiny",  # use: costs `amount` destiny points (listed first)
    "pay_action",  # use: costs `amount` actions (listed first)
    "wound",  # use: the target warrior is wounded
    "exile",  # a warrior the bearer kills is taken out of the game, not discarded
    "missions_first",  # your missions on other warriors earn nothing while the bearer carries an open mission
    "boast",  # the bearer attacks only in the turn after you announce it, unless you have a warrior tagged `tag`
    "buy_gifts",  # 'gifts of' any Apostle may be given to the bearer for `amount` destiny points each
    "any_gift",  # 'gifts of' any Apostle may be given to the bearer
    "free_gifts",  # gifts of the Apostle in `tag` are given to the bearer without an action
    "grant_aspects",  # your warriors tagged `tag` cast every aspect of the Art
    "spells_as_combat",  # the bearer casts personal combat spells as combat spells (on your fighter)
    "double_destiny",  # every destiny point the bearer spends on a spell counts twice
    "exorcise",  # Art: each step voids one gift (of Apostle `tag`) of the opponent; the rest add `amount`
    "redirect",  # Art: another warrior becomes the defender (`tag` 'eligible': one the attacker may attack)
    "switch_tactic",  # Art: the combat's tactic changes (Fight to Shoot or back)
    "first_strike",  # Art: the caster strikes first; if it wounds, its opponent does not strike back
    "status",  # Art: the target carries the status in `tag` until its caster's player's next turn
    "proficiency",  # Art: the caster's spells cost 1 destiny less per step this turn (never below 1)
    "force_cover",  # use: the target warrior is turned face down into cover
    "attack_faction",  # a mission's warrior may attack non-personality warriors of faction `tag`
    "attach",  # a special that stays on the warrior it is played on (its other effects are static)
    "empathy",  # while it lies on a warrior of yours, your Brotherhood warriors cast the aspect in `tag`
    "retreat",  # your fighter withdraws: the combat ends and the opponent earns half its value (rounded up)
    "double_weapon",  # the target weapon's bonuses count twice in this combat
    "void_card",  # the target card counts for nothing in this combat
    "discard_missions",  # the target mission (or, with no target, every mission in play) is discarded
    "halve_all",  # every player loses half their promotion points (rounded down) and all destiny
    "cowardice",  # the target player's warriors dive into cover; those already there are lost unless 5 destiny each
    "demote",  # the target warrior loses `amount` Value for good; at 0 it is discarded
    "team_status",  # each of your non-Legion warriors carries the status in `tag` until your next turn
    "swap_destiny",  # you and the target player swap destiny points
    "gamble",  # a coin: heads, you gain `amount` destiny; tails, you lose 5 promotion points
    "purge",  # every warrior in play tagged `tag` loses its gifts (and is wounded if `amount`)
    "purge_warriors",  # every warrior in play tagged `tag` is discarded
    "sabotage",  # every warrior of the target's faction discards its equipment
    "battlefield",  # until your next turn every combat is a Shoot (`tag` 'chasm') or a Fight ('fog')
    "bonus_attack",  # one more attack this turn, after the first
    "skip_turn",  # the target player misses their next turn
    "extra_turn",  # you take another turn after this one
    "fewer_actions",  # the target player has `amount` fewer actions in their next turn
    "keep_hand",  # for the rest of the game you never have to discard down to three
    "frenzy",  # for the rest of the game a Necromutant strikes first in a Fight (not against a Necromutant)
    "no_fight_attack",  # the bearer does not attack in a Fight (it may be attacked in one)
    "no_fortification",  # the bearer refuses the benefits of fortifications
    "ignore_fortifications",  # the bearer's attacks ignore the defender's fortifications
    "secret_hq",  # while you have no warrior in play, no one may attack you; upkeep `amount` destiny a turn
    "raze",  # the target fortification (or, with `tag`, every site so tagged) is discarded
    "dig",  # use: the first card tagged `tag` in your deck goes onto the bearer
    "perimeter",  # a mission on you: +1 promotion for each fortification title you bring into play
    "infiltrate",  # a mission on you: 6 promotion when a card of yours razes a city or citadel
    "drain_destiny",  # the target player loses `amount` destiny per step, never below zero
    "recall",  # the target card of yours in play returns to your hand (a warrior's cards are discarded)
    "scar",  # use: the target warrior loses `amount` Armor for good
    "age",  # use: the target warrior takes an age marker (every three: -1 to every value; Value 0 discards it)
    "storm",  # use: `per` destiny a step, each warrior in play takes a damage per step (wounded at its Armor)
    "copy",  # Art: the caster takes the printed values of the target warrior for this combat (priced by its side)
    "ground",  # every airship in play (equipment or warrior) is discarded; none may be played while the card lies
    "silver_spoon",  # after a corporate warrior joined your squad this turn: `times` destiny buy `amount` promotion
    "joy",  # after your attacker lived through its combat: `amount` destiny, and it is healed if wounded in it
    "winds",  # use, once a game: every warrior in play takes 1 damage per warrior of yours tagged `tag`
    "join",  # lying on a warrior: it is a member of organisation `tag` too ('home': its printed corporation)
    "lose_membership",  # lying on a warrior: it loses a membership, the last card-earned one first (that card goes)
    "mutate",  # lying on a Heretic: it is a member of the Dark Legion for good, no card redeems it
    "conjure",  # lying on a warrior: it casts every Art spell, paying `amount` destiny before each casting
    "redeem",  # Art: for `per` destiny a Heretic made of a Doomtrooper is one again (its gifts first, `amount` each)
    "possess",  # a Doomtrooper the bearer kills joins the killer's player's cohort as a Heretic
    "visitation",  # lying on you with `amount` markers, `times` off at each of your turn starts: Doomtroopers
    # of lower Value are Heretics
    "refit",  # until another action is taken, your equipment moves freely between your face-up warriors
    "wall",  # Art: the caster is immune to the named Dark Symmetry card until your next turn
    "teleport",  # Art: one equipment card moves to another warrior of the same squad, or back to your hand
    # Reactions (timing 'reaction'): armed in advance, fired by the engine at their trigger (reactions.py).
    "bamboozle",  # the player who just earned promotion keeps none of it; you gain 2 destiny per point
    "portents",  # your warrior just earned promotion: you gain 2 destiny per point
    "miscommunicate",  # the special just played by another player does nothing; its costs are lost
    "narrow_escape",  # your warrior just killed is not: it is back to its status before the combat
    "spy",  # an opposing warrior just fulfilled its mission: you earn the reward and its kill, it is discarded
    "vengeance",  # a Mishima warrior was just killed in combat: its killer is wounded (you earn it if it dies)
    "look_hand",  # the target player's hand is shown to you alone (state: Player.seen_hands)
    "look_deck",  # the target player's deck is shown to you alone, then shuffled (Player.seen_decks)
    "random_discard",  # per step, one card of the target player's hand, drawn by the seeded Rng, is discarded
    "dominate",  # per step you look at the target player's hand and discard `amount` cards of it you pick
    "search",  # a card of your deck (`tag` 'collection': or of your discard pile) into your hand; deck shuffled
    "recover",  # the target card of your discard pile to your hand; one more for `amount` destiny
    "extra_draw",  # per step one card more is drawn; you keep one of them and discard the rest
    "hand_limit",  # lies on you: you draw up to `amount` cards more than the hand size
    "exchange",  # once a game: `per` destiny buy a promotion point, or a promotion point sells for `per` destiny
    "undercover",  # per `per` destiny one mission or special lying in play (you pick) is discarded
    "transfer",  # the target mission goes to another warrior or player that may hold it
    "question",  # a fixed question about the target player's hand: answered truthfully, or refused for `amount`
    "secret_mission",  # a mission from your hand is played face down: shown with this card when fulfilled
    "plan",  # Art: the target player tells you alone their next turn's attack (or none), then keeps to it (Order)
    "order",  # a promise on another player's attacks (state.Order; `tag` its kind, 'choose': must or must not)
    "command",  # Art, the turn's attack, `amount` destiny: another player's warrior attacks a defender you pick
    "swap_fighters",  # Art: two warriors in play of two players become attacker and defender; you pick the tactic
    "raise_dead",  # use: a warrior from any discard pile joins your table, marked as `tag` (space-separated)
    "inspire",  # use: your non-Legion warriors in play are healed and marked as `tag` (space-separated)
    "reinforce",  # group combat: your warriors join your fighter's group (`amount` destiny each: combat_effects.call)
    "profane_all",  # a mission: its warrior kills a `tag` warrior of Value >= `amount`: all in play turn profane
]

Trigger = Literal[
    "",
    "kills",
    "killed",
    "turn_start",
    "use",
    "turn_end",
    "promotion_earned",
    "warrior_earned",
    "special_played",
    "own_killed",
    "warrior_mission",
    "mishima_killed",
]
"""When an effect happens, for cards that stay in play (missions, cards lying on a player);
'' for the rest (static effects hold, played effects happen when played):

- 'kills': the mission's warrior (or, for a player's mission, one of your warriors) kills a warrior;
- 'killed': the warrior the card lies on is killed;
- 'turn_start': the player the card lies on starts a turn (before drawing);
- 'use': equipment its player uses (`use CARD`), in step 4 or, for healing, in their own phase 2
  (a Necrovisual Link's look: `use CARD pN`, one action).

Reaction triggers (an armed reaction card fires on them, reactions.py): 'promotion_earned' (any
other player earns promotion points), 'warrior_earned' (a warrior of yours earns promotion points
by a kill or by attacking a player), 'special_played' (another player plays a special),
'own_killed' (a warrior of yours is killed), 'warrior_mission' (another player's warrior fulfils
the mission lying on it), 'mishima_killed' (a Mishima warrior is killed in combat)."""

Condition = Literal[
    "",
    "victim_covered",
    "last_of_cohort",
    "last_of_squad",
    "victim_brotherhood",
    "killed_too",
    "no_destiny",
    "opponent_legion",
    "attacking_legion",
    "opponent_airship",
    "tactic_fight",
    "defending",
    "wounded",
    "pair",
    "victim_healthy",
    "victim_faction",
    "victim_faction_commoner",
    "victim_personality",
    "victim_legion",
    "victim_tagged",
    "victim_double_value",
    "all_apostles",
    "all_corps",
    "have_brotherhood",
    "opponent_fortified",
    "opponent_unfortified",
    "victim_citadel",
    "short_destiny",
]
"""'victim_covered': the victim was in cover; 'last_of_cohort'/'last_of_squad': the victim was
the last Dark Legion (or non-Legion) warrior in play of the player the mission names, and the
killer is a Doomtrooper (or a Dark Legion warrior); 'victim_brotherhood': the victim was a
Brotherhood warrior of another player; 'killed_too': the killed warrior killed its opponent in
the same combat; 'no_destiny': the player the card lies on has no destiny points;
'opponent_legion' / 'opponent_airship': the bearer's combat opponent is a Dark Legion warrior
(or is or carries an airship); 'attacking_legion': the bearer attacks a Dark Legion warrior;
'tactic_fight': the combat is a Fight; 'defending': the bearer is the defender; 'wounded': the
bearer is wounded; 'pair': you have another warrior carrying the tag in `tag`."""

MissionCondition = Condition

Who = Literal[
    "bearer",  # the warrior the card is on (or the warrior card itself)
    "opponent",  # the combat opponent of the bearer
    "target",  # the warrior the card is played on
    "caster",  # the warrior casting the spell
    "target_player",  # the player the card is played on
    "you",  # the player of the card
    "yours_tagged",  # each of your warriors carrying the tag in `tag`
    "others_tagged",  # each of your other warriors carrying the tag in `tag`
    "doomtroopers",  # every non-Legion warrior in play
    "attacker",  # the attacker of the combat
    "defender",  # the defender of the combat
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
    condition: Condition = ""
    times: int = 0
    """mission_points: how many times the victim's value is earned."""
    promotion: bool = False
    """mission_points: the reward is promotion points only (not split with destiny)."""
    rate: int = 0
    """mission_points: each point not taken as promotion is worth `rate` destiny points."""
    if_tag: str = ""
    """A static effect that holds only while the bearer carries this tag ('clansman')."""
    unless_tag: str = ""
    """A static effect that holds only while the bearer does not carry this tag."""

    def __post_init__(self) -> None:
        if any(s not in "FSAV" for s in self.stats):
            raise ValueError(f"unknown stat in {self.stats!r}")
        if self.kind == "modify_per_destiny" and self.per <= 0:
            raise ValueError("modify_per_destiny needs a positive 'per'")
        if self.kind == "immunity" and self.immune not in ("ds", "ds-gifts", "art", "blindness"):
            raise ValueError(f"unknown immunity {self.immune!r}")
        if self.kind == "mission_points" and (
            self.trigger not in ("kills", "killed", "turn_end") or not (self.amount or self.times)
        ):
            raise ValueError("a mission needs a trigger and a reward")
        if self.kind in ("lose_destiny", "discard_self") and self.trigger != "turn_start":
            raise ValueError(f"{self.kind} happens only at the start of a turn")
        if self.kind in USED and self.trigger != "use":
            raise ValueError(f"{self.kind} happens only when the card is used")
        if self.kind in ("not_attacked_by", "summon", "winds", "grant_aspects") and not self.tag:
            raise ValueError(f"{self.kind} needs a tag")


USED = (
    "heal",
    "escape",
    "mine",
    "protect",
    "wound_after",
    "coin_wound",
    "pay_destiny",
    "pay_action",
    "wound",
    "winds",
    "force_cover",
    "raise_dead",
    "inspire",
)

"""Kinds that happen only when their equipment is used."""


def modify(stats: str, amount: int, who: Who = "bearer") -> Effect:
    return Effect("modify", who=who, stats=stats, amount=amount)


def per_destiny(stats: str, amount: int, per: int, who: Who = "caster") -> Effect:
    return Effect("modify_per_destiny", who=who, stats=stats, amount=amount, per=per)


def immunity(kind: str, who: Who = "bearer", tag: str = "") -> Effect:
    return Effect("immunity", who=who, immune=kind, tag=tag)
