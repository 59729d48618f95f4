"""The Art spells of part 2, in our own words (the four decks' spells are in cards.py; see it for
the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, art
from bot.games.doomtrooper.effects import Effect, modify, per_destiny


def _exorcise(code: str, name: str, apostle: str) -> CardDef:
    return art(
        code,
        name,
        "exorcism",
        "combat",
        f"Combat spell on your fighter: every 2 destiny void one gift of {apostle.capitalize()} on its "
        "opponent for this combat; steps with no such gift left give +1 Armor.",
        (Effect("exorcise", who="target", per=2, tag=apostle, stats="A", amount=1),),
        "own_combatant",
    )


def _status(code: str, name: str, status: str, text: str) -> CardDef:
    return art(code, name, "mentalism", "anytime", text, (Effect("status", who="caster", tag=status),), "caster")


ART: tuple[CardDef, ...] = (
    art(
        "01229",
        "Phantasm",
        "kinetics",
        "personal",
        "Personal combat spell: the caster takes the printed values of another face-up warrior in play for this "
        "combat, for 4 destiny (a Brotherhood warrior), 6 (another Doomtrooper) or 10 (the Dark Legion).",
        (Effect("copy", who="target"),),
        "copy",
    ),
    art(
        "01122",
        "Explosion",
        "kinetics",
        "personal",
        "Personal combat spell: every 3 destiny give the caster +5 Fight and +5 Shoot.",
        (per_destiny("FS", 5, 3),),
        "caster",
    ),
    art(
        "01192",
        "Levitation",
        "kinetics",
        "personal",
        "Personal combat spell: every destiny point gives the caster +1 Fight, Shoot and Armor.",
        (per_destiny("FSA", 1, 1),),
        "caster",
    ),
    art(
        "01256",
        "Resist Elements",
        "elements",
        "personal",
        "Personal combat spell: the caster has +1 Armor, and +1 more for every 2 destiny.",
        (modify("A", 1, who="caster"), per_destiny("A", 1, 2)),
        "caster",
    ),
    art(
        "01112",
        "Exorcise Dark Influences",
        "exorcism",
        "combat",
        "Combat spell on your fighter: every destiny point voids one Dark Symmetry gift on its opponent for "
        "this combat.",
        (Effect("exorcise", who="target", per=1),),
        "own_combatant",
    ),
    _exorcise("01113", "Exorcise Disease", "demnogonis"),
    _exorcise("01114", "Exorcise Evil Thoughts", "muawijhe"),
    _exorcise("01115", "Exorcise Infection", "ilian"),
    _exorcise("01116", "Exorcise Poison", "semai"),
    _exorcise("01118", "Exorcise Wound", "algeroth"),
    art(
        "01146",
        "Greater Hypnosis",
        "changeling",
        "combat",
        "Combat spell: another face-up warrior in play (not the attacker's player's) becomes the defender, "
        "whatever its affiliation.",
        (Effect("redirect", who="target"),),
        "any_warrior",
    ),
    art(
        "01190",
        "Lesser Hypnosis",
        "manipulation",
        "combat",
        "Combat spell: another face-up warrior in play that the attacker may attack becomes the defender.",
        (Effect("redirect", who="target", tag="eligible"),),
        "any_warrior",
    ),
    art(
        "01191",
        "Lesser Telepathy",
        "premonition",
        "combat",
        "Combat spell: the combat's tactic changes, Fight to Shoot or Shoot to Fight.",
        (Effect("switch_tactic"),),
        "none",
    ),
    art(
        "01290",
        "Speed",
        "mentalism",
        "personal",
        "Personal combat spell: the caster strikes first; if it wounds its opponent, no blow comes back.",
        (Effect("first_strike", who="caster"),),
        "caster",
    ),
    _status(
        "01131",
        "Fly",
        "fly",
        "Any time, on the caster: until your next turn it cannot be attacked, and when it attacks it has +2 to "
        "every value.",
    ),
    _status(
        "01162",
        "Improve Self",
        "double",
        "Any time, on the caster: its printed Fight, Shoot, Armor and Value are doubled until your next turn.",
    ),
    _status(
        "01179",
        "Invulnerability",
        "invulnerable",
        "Any time, on the caster: it cannot be wounded or killed until your next turn.",
    ),
    _status(
        "01117",
        "Exorcise Self",
        "ds-immune",
        "Any time, on the caster: Dark Symmetry cards do not touch it until your next turn.",
    ),
    art(
        "01206",
        "Mind Wall",
        "changeling",
        "anytime",
        "Any time, for 1 destiny: the caster is immune to one Dark Symmetry card in play, named when cast, until "
        "your next turn. Cast it again to name another.",
        (Effect("wall", who="caster", per=1),),
        "ds_card",
    ),
    art(
        "01313",
        "Teleportation",
        "kinetics",
        "anytime",
        "Any time, for 1 destiny: one equipment card moves from a face-up non-Legion warrior to another of the "
        "same squad, or one of your own equipment cards goes back to your hand. Cast it again to move another.",
        (Effect("teleport", who="target", per=1),),
        "teleport",
    ),
    art(
        "01242",
        "Proficiency",
        "mentalism",
        "turn_start",
        "At the start of your turn, before any action: this turn every step of the caster's spells costs "
        "1 destiny less (at least 1).",
        (Effect("proficiency", who="caster"),),
        "caster",
    ),
    art(
        "01180",
        "Item Vision",
        "premonition",
        "anytime",
        "Any time, for 4 destiny: you look at another player's hand (the others see only that you looked).",
        (Effect("look_hand", who="target_player", per=4),),
        "opponent",
    ),
    art(
        "01141",
        "Gaze",
        "premonition",
        "anytime",
        "Any time, for 10 destiny: you look through another player's deck alone; then it is shuffled.",
        (Effect("look_deck", who="target_player", per=10),),
        "opponent",
    ),
    art(
        "01145",
        "Greater Domination",
        "manipulation",
        "anytime",
        "Any time: you look at another player's hand, and for every 5 destiny you discard two of its cards.",
        (Effect("dominate", who="target_player", per=5, amount=2),),
        "opponent",
        limit=1,
    ),
    art(
        "01189",
        "Lesser Domination",
        "changeling",
        "anytime",
        "Any time: for every 5 destiny one card of another player's hand, drawn at random, is discarded.",
        (Effect("random_discard", who="target_player", per=5),),
        "opponent",
        limit=1,
    ),
    art(
        "01079",
        "Discern Truth",
        "manipulation",
        "anytime",
        "Any time, for 3 destiny: ask another player whether they hold a card of a type you name; they answer "
        "you truthfully or pay 5 destiny to refuse.",
        (Effect("question", who="target_player", per=3, amount=5),),
        "opponent",
    ),
    art(
        "01325",
        "True Path",
        "premonition",
        "turn_start",
        "At the start of your turn, before any action: for every 3 destiny draw one card more; keep one of "
        "those cards and discard the rest.",
        (Effect("extra_draw", who="you", per=3),),
        "caster",
    ),
    art(
        "01052",
        "Command",
        "changeling",
        "anytime",
        "As your turn's attack, for 6 destiny: a face-up warrior of another player attacks a warrior you pick that "
        "it may attack; nobody earns its kills, you gain twice the Value of each warrior killed in destiny.",
        (Effect("command", amount=6),),
        "command",
    ),
    art(
        "01312",
        "Telepathic Message",
        "manipulation",
        "anytime",
        "In your turn: name another player and a face-up warrior; in that player's next turn, if they can attack "
        "it, they must, with a warrior of their choice.",
        (Effect("order", tag="attack_target"),),
        "order_target",
    ),
    art(
        "01298",
        "Suggestion",
        "manipulation",
        "anytime",
        "In your turn: name a face-up warrior of another player; if it can attack in its player's next turn, it "
        "must, and it is their attacker (they pick the defender).",
        (Effect("order", tag="attack_with"),),
        "enemy_warrior",
    ),
    art(
        "01147",
        "Greater Telepathy",
        "manipulation",
        "combat",
        "Combat spell: any two face-up warriors in play of two players become the attacker and the defender, "
        "whatever their affiliations, in the tactic you pick.",
        (Effect("swap_fighters"),),
        "two_fighters",
    ),
    art(
        "01095",
        "Empathy",
        "changeling",
        "anytime",
        "One action in your turn, for 10 destiny: another player tells you alone their attack for their next "
        "turn (attacker, defender and tactic, or no attack) and must keep to it if they can.",
        (Effect("plan", who="target_player", per=10),),
        "plan_player",
        actions=1,
    ),
)
