"""The specials of part 2, in our own words (the four decks' specials are in cards.py; see it for
the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, Target, sp
from bot.games.doomtrooper.effects import Effect, Kind, Trigger, immunity, modify

ASPECTS = ("changeling", "elements", "exorcism", "kinetics", "manipulation", "mentalism", "premonition")


def _empathy(code: str, name: str, aspect: str) -> CardDef:
    return sp(
        code,
        name,
        "brotherhood",
        f"One action, on a Brotherhood warrior of yours, where it stays: while it lives all your Brotherhood "
        f"warriors cast the Art of {aspect.capitalize()}.",
        (Effect("attach"), Effect("empathy", tag=aspect)),
        "action",
        "own_brotherhood",
        actions=1,
    )


def _essence(code: str, name: str, tag: str, whom: str, wound: bool = True) -> CardDef:
    hurt = " and is wounded" if wound else ""
    return sp(
        code,
        name,
        "brotherhood",
        f"Any time, with a Brotherhood warrior in your squad: every {whom} in play loses all its Dark Symmetry "
        f"cards{hurt}.",
        (Effect("purge", tag=tag, amount=1 if wound else 0, condition="have_brotherhood"),),
        "anytime",
        "none",
    )


SPECIALS: tuple[CardDef, ...] = (
    sp(
        "01006",
        "Ambush",
        "general",
        "In combat: the defender strikes first; if it wounds the attacker, no blow comes back.",
        (Effect("first_strike", who="defender"),),
        "combat",
        "none",
    ),
    sp(
        "01302",
        "Surprise Attack",
        "general",
        "In combat: the attacker strikes first; if it wounds the defender, no blow comes back.",
        (Effect("first_strike", who="attacker"),),
        "combat",
        "none",
    ),
    sp(
        "01306",
        "Tactical Advantage",
        "general",
        "In combat: the tactic changes, Fight to Shoot or Shoot to Fight.",
        (Effect("switch_tactic"),),
        "combat",
        "none",
    ),
    sp(
        "01309",
        "Take Aim",
        "general",
        "In combat, on a fighting warrior: +1 Fight and +1 Shoot until the combat ends.",
        (modify("FS", 1, who="target"),),
        "combat",
        "combatant",
    ),
    sp(
        "01259",
        "Retreat!",
        "general",
        "In combat: your fighter withdraws and the combat ends; the other side earns half its value (rounded "
        "up) in promotion points.",
        (Effect("retreat", who="target"),),
        "combat",
        "my_fighter",
    ),
    sp(
        "01012",
        "Automatic Fire",
        "general",
        "In combat, on a machine gun a fighter carries: its bonus counts twice in this combat.",
        (Effect("double_weapon", who="target"),),
        "combat",
        "weapon_mg",
    ),
    sp(
        "01086",
        "Dull Blade",
        "general",
        "In combat, on a fighter's fight weapon (not a fight/shoot one): it counts for nothing in this combat.",
        (Effect("void_card", who="target"),),
        "combat",
        "weapon_fight",
    ),
    sp(
        "01226",
        "Out of Ammo",
        "general",
        "In combat, on the opposing fighter's shoot or fight/shoot weapon: it counts for nothing in this combat.",
        (Effect("void_card", who="target"),),
        "combat",
        "weapon_shoot_opponent",
    ),
    sp(
        "01029",
        "Botched Orders",
        "general",
        "Any time: one mission in play, of your choice, is discarded.",
        (Effect("discard_missions", who="target"),),
        "anytime",
        "mission",
    ),
    sp(
        "01074",
        "Desperate Measures",
        "general",
        "Any time: every mission in play is discarded.",
        (Effect("discard_missions"),),
        "anytime",
        "none",
    ),
    sp(
        "01056",
        "Corporate Shenanigans",
        "general",
        "Any time: every player loses half their promotion points (rounded down) and all their destiny points.",
        (Effect("halve_all"),),
        "anytime",
        "none",
        limit=0,
    ),
    sp(
        "01058",
        "Cowardice",
        "general",
        "Any time, on a player: all their warriors dive into cover; each one already in cover is discarded "
        "unless they pay 5 destiny for it.",
        (Effect("cowardice", who="target_player"),),
        "anytime",
        "player",
    ),
    sp(
        "01073",
        "Demoted",
        "general",
        "Any time, on a warrior: -2 Value for good (copies add up); at 0 it is discarded.",
        (Effect("demote", who="target", amount=2),),
        "anytime",
        "warrior",
    ),
    sp(
        "01132",
        "Forced March",
        "general",
        "Any time, on a player: they have one action fewer in their next turn.",
        (Effect("fewer_actions", who="target_player", amount=1),),
        "anytime",
        "player",
    ),
    sp(
        "01154",
        "Hidden in the Shadows",
        "general",
        "Any time, on a warrior: +3 Armor until your next turn begins.",
        (Effect("status", who="target", tag="shadows"),),
        "anytime",
        "warrior",
    ),
    sp(
        "01296",
        "Strength of Will",
        "general",
        "Any time: until your next turn Dark Symmetry cards do not touch your non-Legion warriors.",
        (Effect("team_status", tag="ds-immune"),),
        "anytime",
        "none",
    ),
    sp(
        "01262",
        "Reversal of Fortune",
        "general",
        "Any time, on another player: you swap destiny points with them.",
        (Effect("swap_destiny", who="target_player"),),
        "anytime",
        "opponent",
    ),
    sp(
        "01326",
        "Twist of Fate",
        "general",
        "Any time you hold 5 promotion points or more: flip a coin; heads, you gain 20 destiny; tails, you lose "
        "5 promotion points.",
        (Effect("gamble", amount=20),),
        "anytime",
        "none",
    ),
    sp(
        "01254",
        "Repentance",
        "brotherhood",
        "Any time: every Heretic in play is discarded.",
        (Effect("purge_warriors", tag="heretic"),),
        "anytime",
        "none",
    ),
    _essence("01096", "Essence of Clarity", "follower-muawijhe", "follower of Muawijhe"),
    _essence("01097", "Essence of Integrity", "follower-semai", "follower of Semai"),
    _essence("01098", "Essence of Morality", "follower-demnogonis", "follower of Demnogonis"),
    _essence("01099", "Essence of Purity", "follower-ilian", "follower of Ilian"),
    _essence("01100", "Essence of Rectitude", "heretic", "Heretic", wound=False),
    _essence("01101", "Essence of Virtue", "follower-algeroth", "follower of Algeroth"),
    sp(
        "01124",
        "Fallen From Favor",
        "legion",
        "Any time, on a Dark Legion warrior: one of its Dark Symmetry gifts, of your choice, is discarded.",
        (Effect("discard_equipment", who="target"),),
        "anytime",
        "legion_gift",
    ),
    sp(
        "01266",
        "Sabotage!",
        "general",
        "Any time, naming an organisation by one of its warriors in play: all its warriors discard their equipment.",
        (Effect("sabotage", who="target"),),
        "anytime",
        "warrior",
    ),
    sp(
        "01037",
        "Chasm!",
        "general",
        "Any time: until your next turn only Shoot combats are fought; a Fight under way ends at once.",
        (Effect("battlefield", tag="chasm"),),
        "anytime",
        "none",
    ),
    sp(
        "01151",
        "Heavy Fog",
        "general",
        "Any time: until your next turn only Fight combats are fought; a Shoot under way ends at once.",
        (Effect("battlefield", tag="fog"),),
        "anytime",
        "none",
    ),
    sp(
        "01057",
        "Corrupt Shield",
        "legion",
        "Any time, on a Dark Legion warrior, where it stays: the warrior is immune to the Art.",
        (Effect("attach"), immunity("art")),
        "anytime",
        "legion_warrior",
    ),
    sp(
        "01041",
        "Chosen",
        "legion",
        "Any time, on a Dark Legion warrior, where it stays: gifts of any Apostle may be given to it.",
        (Effect("attach"), Effect("any_gift")),
        "anytime",
        "legion_warrior",
    ),
    sp(
        "01203",
        "Mental Constitution",
        "general",
        "Any time, on a Doomtrooper, where it stays: the warrior is immune to Dark Symmetry and Art cards.",
        (Effect("attach"), immunity("ds"), immunity("art")),
        "anytime",
        "doomtrooper",
    ),
    sp(
        "01255",
        "Reputation",
        "general",
        "Three actions, on a warrior of yours, where it stays: +3 Value.",
        (Effect("attach"), modify("V", 3)),
        "action",
        "warrior",
        actions=3,
    ),
    sp(
        "01212",
        "Mystical Training",
        "brotherhood",
        "Three actions, on a Brotherhood warrior of yours, where it stays: it casts every aspect of the Art.",
        (Effect("attach"), Effect("grant_aspects", tag="all")),
        "action",
        "own_brotherhood",
        actions=3,
    ),
    _empathy("01036", "Changeling Empathy", "changeling"),
    _empathy("01093", "Elemental Empathy", "elements"),
    _empathy("01120", "Exorcism Empathy", "exorcism"),
    _empathy("01183", "Kinetic Empathy", "kinetics"),
    _empathy("01199", "Manipulative Empathy", "manipulation"),
    _empathy("01204", "Mentalism Empathy", "mentalism"),
    _empathy("01239", "Premonition Empathy", "premonition"),
    sp(
        "01026",
        "Blood Lust",
        "general",
        "At the start of your turn, before any action: one more attack this turn, declared after the first.",
        (Effect("bonus_attack"),),
        "turn_start",
        "none",
    ),
    sp(
        "01027",
        "Bogged Down",
        "general",
        "In your turn, on another player: they miss their next turn.",
        (Effect("skip_turn", who="target_player"),),
        "own_turn",
        "opponent",
        limit=1,
    ),
    sp(
        "01265",
        "Ruthless Efficiency",
        "general",
        "In your turn: when it ends you take another turn at once.",
        (Effect("extra_turn"),),
        "own_turn",
        "none",
        limit=1,
    ),
    sp(
        "01023",
        "Blind Fury",
        "general",
        "In your turn, before attacking, on your warrior that is not a personality: until its next combat ends "
        "it may attack any warrior, whatever the affiliations.",
        (Effect("status", who="target", tag="fury"),),
        "own_turn",
        "own_commoner",
    ),
    sp(
        "01133",
        "Fortune of War",
        "general",
        "Any time, on yourself, for the rest of the game: you never have to discard down to three cards.",
        (Effect("keep_hand"),),
        "anytime",
        "none",
    ),
    sp(
        "01215",
        "Necromutant Frenzy",
        "legion",
        "Any time, for the rest of the game: in a Fight a Necromutant strikes first (not against another Necromutant).",
        (Effect("frenzy"),),
        "anytime",
        "none",
    ),
)


def _training(code: str, name: str, stat: str, word: str) -> CardDef:
    return sp(
        code,
        name,
        "general",
        f"Three actions, on a warrior of yours, where it stays: in each of its combats, +1 {word} for every 2 "
        "destiny you spend (once a combat).",
        (Effect("attach"), Effect("modify_per_destiny", stats=stat, amount=1, per=2, trigger="use")),
        "action",
        "warrior",
        actions=3,
        tags=("reusable",),
    )


MORE_SPECIALS: tuple[CardDef, ...] = (
    sp(
        "01181",
        "Joy of Victory",
        "general",
        "After your attacker lived through its combat (played in that turn's discard phase): you gain 5 destiny, "
        "and it is healed if it was wounded in that combat.",
        (Effect("joy", amount=5),),
        "after_attack",
        "none",
    ),
    sp(
        "01028",
        "Born with a Silver Spoon",
        "general",
        "In your turn, after a corporate Doomtrooper joined your squad this turn: 5 destiny buy 3 promotion points.",
        (Effect("silver_spoon", amount=3, times=5),),
        "own_turn",
        "none",
    ),
    sp(
        "01140",
        "Gale Force Winds",
        "general",
        "Any time: every airship in play is discarded, and it stays on you: none may be played while it lies. At "
        "the start of each of your turns it costs 3 destiny, or it is discarded.",
        (
            Effect("ground"),
            Effect("discard_self", trigger="turn_start", condition="short_destiny", amount=3),
            Effect("lose_destiny", amount=3, trigger="turn_start"),
        ),
        "anytime",
        "none",
    ),
    sp(
        "01135",
        "Framed!",
        "general",
        "Any time, on a player: they lose 1 promotion point for every 5 destiny you spend (never below zero).",
        (Effect("lose_promotion", who="target_player", amount=1, per=5),),
        "anytime",
        "player",
    ),
    sp(
        "01167",
        "Influence",
        "general",
        "Any time, on a player: they lose 1 destiny point for every destiny point you spend (never below zero).",
        (Effect("drain_destiny", who="target_player", amount=1, per=1),),
        "anytime",
        "player",
    ),
    _training("01200", "Martial Training", "F", "Fight"),
    _training("01104", "Evasion Training", "A", "Armor"),
    _training("01279", "Sharpshooter", "S", "Shoot"),
    sp(
        "01295",
        "Strategic Restructuring",
        "general",
        "In your turn, outside combat: one of your cards in play returns to your hand (a warrior's cards are "
        "discarded).",
        (Effect("recall", who="target"),),
        "own_turn",
        "own_card",
    ),
    sp(
        "01173",
        "Inspired",
        "general",
        "In your turn: three more actions (the attack is still one).",
        (Effect("extra_action", who="you", amount=3),),
        "own_turn",
        "none",
    ),
    sp(
        "01121",
        "Expedite Request",
        "general",
        "In your turn, free: search your deck for one card and put it into your hand; then the deck is shuffled.",
        (Effect("search", who="you", tag="deck"),),
        "own_turn",
        "none",
        limit=1,
    ),
    sp(
        "01083",
        "Divine Inspiration",
        "general",
        "In your turn, as three actions: put any one card of your deck or discard pile into your hand; the deck "
        "is shuffled.",
        (Effect("search", who="you", tag="collection"),),
        "action",
        "none",
        actions=3,
        limit=1,
    ),
    sp(
        "01143",
        "Gift of Fate",
        "general",
        "In your turn, free: a card of your discard pile returns to your hand; for 8 destiny a second one does too.",
        (Effect("recover", who="you", amount=8),),
        "own_turn",
        "discard_pile",
        limit=1,
    ),
    sp(
        "01198",
        "Manifest Destiny",
        "general",
        "At the start of your turn, before any action: it lies on you for the rest of the game, and you draw up "
        "to 3 cards more than the hand size (10 in a standard match).",
        (Effect("hand_limit", who="you", amount=3),),
        "turn_start",
        "none",
    ),
    sp(
        "01258",
        "Retraining",
        "general",
        "As one action, once a game: buy promotion points for 5 destiny each, or sell promotion points for 5 "
        "destiny each, as many as you like.",
        (Effect("exchange", who="you", amount=5),),
        "action",
        "trade",
        actions=1,
        limit=1,
    ),
    sp(
        "01329",
        "Undercover Agents",
        "general",
        "As one action: for every 3 destiny, one mission or special lying face up in play, chosen by you, is "
        "discarded.",
        (Effect("undercover", who="you", per=3),),
        "action",
        "lying",
        actions=1,
    ),
    sp(
        "01127",
        "File Transfer",
        "general",
        "Any time, on a mission in play not yet fulfilled: it moves to another warrior in play that may carry it "
        "(or, on a player, to another player it may name); it stays its player's card.",
        (Effect("transfer", who="target"),),
        "anytime",
        "mission",
    ),
    sp(
        "01276",
        "Secret Mission",
        "general",
        "As one action: a mission from your hand (one rewarded for a kill or a death) is played face down with "
        "this card; the others see only that you hold a secret mission until it is fulfilled and both are shown.",
        (Effect("secret_mission", who="you"),),
        "action",
        "hand_mission",
        actions=1,
    ),
    sp(
        "01252",
        "Reinforcements!",
        "general",
        "In combat, on your fighter: for every 7 destiny one more of your face-up warriors that may attack the "
        "opponent (same side: never Doomtroopers with the Dark Legion) joins its group; the group's Fight and Shoot "
        "add up, and the other side picks which member its blow falls on.",
        (Effect("reinforce", amount=7),),
        "combat",
        "my_fighter",
    ),
)

FORT_SPECIALS: tuple[CardDef, ...] = (
    sp(
        "01088",
        "Earthquake",
        "general",
        "Any time: every citadel and city in play is discarded.",
        (Effect("raze", tag="city"), Effect("raze", tag="citadel")),
        "anytime",
        "none",
    ),
    sp(
        "01303",
        "Surprise Invasion!",
        "general",
        "One action: a fortification in play, of your choice, is discarded.",
        (Effect("raze", who="target"),),
        "action",
        "fortification",
        actions=1,
    ),
)


def _reaction(code: str, name: str, faction: str, text: str, kind: Kind, trigger: Trigger, limit: int = 5) -> CardDef:
    """A card played right after an event, in anyone's turn: armed in advance, fired by the engine."""
    target: Target = "player" if kind == "bamboozle" else "none"
    return sp(code, name, faction, text, (Effect(kind, trigger=trigger),), "reaction", target, limit=limit)


REACTIONS: tuple[CardDef, ...] = (
    _reaction(
        "01014",
        "Bamboozled!",
        "general",
        "Reaction (armed in advance, against one player or anyone): when that player earns promotion points, "
        "they keep none of them and you gain 2 destiny for each. One per deck.",
        "bamboozle",
        "promotion_earned",
        limit=1,
    ),
    _reaction(
        "01207",
        "Miscommunication",
        "general",
        "Reaction (armed in advance): when another player plays a special card, it does nothing and is "
        "discarded; what they paid for it is lost.",
        "miscommunicate",
        "special_played",
    ),
    _reaction(
        "01213",
        "Narrow Escape!",
        "general",
        "Reaction (armed in advance): when one of your warriors is killed, it lives on as it was before the combat.",
        "narrow_escape",
        "own_killed",
    ),
    _reaction(
        "01234",
        "Portents of Victory",
        "general",
        "Reaction (armed in advance): when one of your warriors earns promotion points, you gain 2 destiny for each.",
        "portents",
        "warrior_earned",
    ),
    _reaction(
        "01293",
        "Spy in the Ranks",
        "general",
        "Reaction (armed in advance): when another player's warrior fulfils the mission lying on it, you earn "
        "the reward and that kill's points instead, and the warrior is discarded.",
        "spy",
        "warrior_mission",
    ),
    _reaction(
        "01304",
        "Sworn Vengeance",
        "mishima",
        "Reaction (armed in advance): when a Mishima warrior is killed in combat, its killer is wounded; if "
        "that kills it, you earn its value. Only the first copy counts.",
        "vengeance",
        "mishima_killed",
    ),
)

REFITS: tuple[CardDef, ...] = (
    sp(
        "01090",
        "Efficiency Training",
        "general",
        "One action: then, until you take another action, move equipment freely between your face-up "
        "warriors (each must be allowed to carry what it gets).",
        (Effect("refit"),),
        "action",
        "none",
        actions=1,
    ),
    sp(
        "01260",
        "Revelation",
        "brotherhood",
        "Any time, on a face-up non-Legion warrior of yours: until your next turn it may cast one Art spell of "
        "any aspect (you play the spell from your hand and pay its cost).",
        (Effect("status", who="target", tag="revealed"),),
        "anytime",
        "own_doomtrooper",
    ),
)

NOT_YET: dict[str, str] = {}
"""Specials of the base set that are not playable yet, and why."""
