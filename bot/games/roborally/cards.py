"""Program cards (84, each with a unique priority) and the Crash and Burn option cards.

A program card is identified by its priority; its token (the id players type) is 'c' + priority,
e.g. 'c490'. Public texts name revealed cards without the token ('Move 1 (490)').
"""

from typing import NamedTuple

UTURN, LEFT, RIGHT, BACK, MOVE1, MOVE2, MOVE3 = range(7)
KIND_NAMES = ("U-turn", "Rotate left", "Rotate right", "Back up", "Move 1", "Move 2", "Move 3")
KIND_KEYS = ("uturn", "left", "right", "back", "move1", "move2", "move3")
KIND_SHORT = ("U", "L", "R", "B", "1", "2", "3")
MOVING_KINDS = frozenset({BACK, MOVE1, MOVE2, MOVE3})


def _deck() -> list[tuple[int, int]]:
    cards = [(p, UTURN) for p in range(10, 61, 10)]
    cards += [(p, LEFT) for p in range(70, 411, 20)]
    cards += [(p, RIGHT) for p in range(80, 421, 20)]
    cards += [(p, BACK) for p in range(430, 481, 10)]
    cards += [(p, MOVE1) for p in range(490, 661, 10)]
    cards += [(p, MOVE2) for p in range(670, 781, 10)]
    cards += [(p, MOVE3) for p in range(790, 841, 10)]
    return cards


DECK: list[int] = sorted(p for p, _ in _deck())
"""Every priority, ascending."""
KIND: list[int] = [-1] * 841
"""KIND[priority] is the card's kind (-1: no such card)."""
for _priority, _kind in _deck():
    KIND[_priority] = _kind
assert len(DECK) == 84 and len(set(DECK)) == 84


_TOKENS = [f"c{card:03d}" for card in range(841)]


def token(card: int) -> str:
    # Zero-padded so that no token is a substring of another ("c10" inside "c100").
    return _TOKENS[card] if 0 <= card <= 840 else f"c{card:03d}"


def parse_token(text: str) -> int | None:
    if len(text) >= 3 and text[0] == "c" and text[1:].isdigit():
        card = int(text[1:])
        if card <= 840 and KIND[card] >= 0:
            return card
    return None


_CARD_NAMES = [f"{KIND_NAMES[KIND[card]]} ({card})" for card in range(841)]


def card_name(card: int) -> str:
    """Public description of a card, without its token."""
    return _CARD_NAMES[card]


def moves(card: int) -> bool:
    return KIND[card] in MOVING_KINDS


class OptionCard(NamedTuple):
    key: str
    german: str
    english: str
    when: str
    text: str


OPTIONS: list[OptionCard] = [
    OptionCard(
        "conditional",
        "Befehl in Reserve",
        "Conditional Program",
        "programming",
        "Place a sixth card face down as a reserve; it replaces the card of a chosen register just before "
        "that register is revealed.",
    ),
    OptionCard("brakes", "Bremsen", "Brakes", "movement", "A Move 1 may be carried out as standing still."),
    OptionCard(
        "double",
        "Doppellaser",
        "Double-Barreled Laser",
        "robot laser",
        "Your main laser deals 2 damage per hit (combines with High-Power Laser and Fire Control).",
    ),
    OptionCard(
        "superior",
        "Duplicat de Luxe",
        "Superior Archive",
        "re-entry",
        "Re-enter without the 2 damage of the Crash and Burn re-entry rule; the card is returned once used.",
    ),
    OptionCard(
        "recompile",
        "Ersatz-Programm",
        "Recompile",
        "dealing",
        "Once a turn, before programming, return any number of hand cards for as many new ones; costs 1 damage.",
    ),
    OptionCard(
        "highpower",
        "Hochleistungslaser",
        "High-Power Laser",
        "robot laser",
        "Your main laser shoots through one wall and one robot; both robots hit take damage.",
    ),
    OptionCard(
        "gyro",
        "Kreiselstabilisator",
        "Gyroscopic Stabilizer",
        "board elements",
        "Belts and gears do not rotate your robot (switchable).",
    ),
    OptionCard(
        "arm",
        "Mechanischer Arm",
        "Mechanical Arm",
        "checkpoints",
        "At a register's end, reach your next checkpoint from an orthogonally adjacent square; no repair there.",
    ),
    OptionCard(
        "abort",
        "Notschalter",
        "Abort Switch",
        "movement",
        "From a chosen register on, each revealed card is swapped for the top card of the deck.",
    ),
    OptionCard(
        "ram",
        "Rammbock",
        "Ramming Gear",
        "movement",
        "A robot your robot pushes (or bumps into without moving it) takes 1 damage.",
    ),
    OptionCard("reverse", "Rückwärtsbeschleunigung", "Reverse Gear", "movement", "A Back up may move 2 squares."),
    OptionCard(
        "flywheel",
        "Schwungrad",
        "Flywheel",
        "programming",
        "Keep one unused program card for the next turn (added to the cards dealt).",
    ),
    OptionCard(
        "breaker",
        "Stromkreisunterbrecher",
        "Circuit Breaker",
        "power down",
        "Ignore the Crash and Burn forced shutdown; while powered down your robot takes no damage.",
    ),
    OptionCard("fourth", "Vierter Gang", "Fourth Gear", "movement", "A Move 3 may move 4 squares."),
    OptionCard(
        "firecontrol",
        "Zielkontrolle",
        "Fire Control",
        "robot laser",
        "When your main laser damages a robot, also block its next command or make it return an option card.",
    ),
    OptionCard("memory", "Zusätzlicher Speicherplatz", "Extra Memory", "dealing", "You are dealt one extra card."),
    OptionCard("rear", "Hecklaser", "Rear-Firing Laser", "robot laser", "Your main laser also fires backwards."),
    OptionCard(
        "pressor",
        "Hochdruckstrahl",
        "Pressor Beam",
        "weapon",
        "Instead of the main laser: the robot hit is pushed 1 square away, no damage.",
    ),
    OptionCard(
        "howitzer",
        "Turbo-Blaster",
        "Mini Howitzer",
        "weapon",
        "Instead of the main laser: 1 damage and the robot hit is pushed 1 square away; 5 shots.",
    ),
    OptionCard(
        "radio",
        "Fernsteuerung",
        "Radio Control",
        "weapon",
        "Once a turn, instead of the main laser: the nearest robot in your line of fire within 6 squares "
        "(through walls and robots) carries out your command right after you.",
    ),
    OptionCard(
        "scrambler",
        "Zufallsgenerator",
        "Scrambler",
        "weapon",
        "Instead of the main laser: the robot hit has its next register's card (not the fifth) swapped for "
        "the top card of the deck.",
    ),
    OptionCard(
        "tractor",
        "Traktorstrahl",
        "Tractor Beam",
        "weapon",
        "Instead of the main laser: the robot hit is pulled 1 square towards you, no damage; not at range 1.",
    ),
    OptionCard(
        "coat",
        "Schutzhaut",
        "Ablative Coat",
        "damage",
        "Absorbs the next 3 damage points, then is returned.",
    ),
    OptionCard(
        "pdshield",
        "Schutzschilde",
        "Power-Down Shield",
        "power down",
        "While powered down, each side blocks the first damage point from that side in every register.",
    ),
    OptionCard(
        "turret",
        "Drehscheibe",
        "Turret",
        "robot laser",
        "Aim your main laser and weapon modules front, right, back or left, chosen per register.",
    ),
    OptionCard(
        "shield",
        "Schutzschirm",
        "Directional Shield",
        "damage",
        "Blocks every hit from one side, chosen per register (front by default).",
    ),
]
OPTION = {o.key: o for o in OPTIONS}
WEAPONS = ("pressor", "howitzer", "radio", "scrambler", "tractor")
HOWITZER_SHOTS = 5
COAT_TOKENS = 3
