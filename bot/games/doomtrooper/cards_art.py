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
)

NOT_YET: dict[str, str] = {
    "01079": "Discern Truth: questions about a hand (needs answers the engine cannot check).",
    "01095": "Empathy: another player's attack plans, told to the caster alone (needs a plan decision in the "
    "caster's turn and a private record of it).",
    "01119": "Exorcism: redeems Heretics made of Doomtroopers (no card makes one yet).",
    "01141": "Gaze: looks at a deck (needs cards shown to one player in the hidden-information model).",
    "01145": "Greater Domination: looks at a hand and discards from it (needs cards shown to one player).",
    "01180": "Item Vision: looks at a hand (needs cards shown to one player).",
    "01189": "Lesser Domination: looks at a hand and discards from it (needs cards shown to one player).",
    "01206": "Mind Wall: immunity to chosen Dark Symmetry cards until your next turn (waits).",
    "01313": "Teleportation: moves equipment between warriors (waits).",
    "01325": "True Path: extra cards at the draw (needs a decision before the draw).",
}
"""Art spells of the base set that are not playable yet, and why."""
