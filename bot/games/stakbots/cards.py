"""Our own 60-card deck: 16 bot types with copies, rank and power (see docs/games/stakbots.md)."""

from typing import NamedTuple


class BotType(NamedTuple):
    name: str
    copies: int
    rank: int
    power: int
    """Printed power; Leader's 0 means 'X' (computed from its Stak)."""
    ability: bool
    entry: bool
    text: str


SHOT_DAMAGE = 4

TYPES: list[BotType] = [
    BotType("Core", 8, 1, 5, False, False, "no text"),
    BotType("Stomp", 3, 4, 4, True, False, "keeps attacking the attacked Stak until stopped or scrapped"),
    BotType("Bash", 4, 3, 3, True, False, "the bottom card of a Stak it damages is scrapped"),
    BotType("Spike", 4, 3, 3, True, False, "the card beneath a card it damages is scrapped"),
    BotType("Clumsy", 4, 1, 6, False, True, "entry: the bottom card of this Stak is scrapped"),
    BotType("Shot", 4, 3, 2, False, True, f"entry: any top card takes {SHOT_DAMAGE} damage"),
    BotType("Reaper", 3, 5, 1, False, True, "entry: scrap any top card"),
    BotType("Fatal", 3, 4, 2, True, False, "every card it damages is scrapped"),
    BotType("Sidekick", 4, 2, 4, False, True, "entry: this card falls one place"),
    BotType("Leader", 3, 3, 0, True, False, "power X = face-up cards from the top down to the first face-down one"),
    BotType("Bountiful", 4, 2, 2, False, True, "entry: draw a card"),
    BotType("Expel", 4, 2, 3, False, True, "entry: a chosen player scraps a card from their hand"),
    BotType("Tranq", 3, 3, 2, False, True, "entry: flip any face-up card face down"),
    BotType("Begone", 3, 3, 3, False, True, "entry: any top card returns to its owner's hand"),
    BotType("Trip", 3, 2, 3, False, True, "entry: any top card falls one place"),
    BotType("Pit", 3, 3, 2, False, True, "entry: any top card goes face up to the bottom of its Stak"),
]
BY_NAME = {t.name: t for t in TYPES}

# Card n of the deck is DECK[n]; its id is card_id(n).
DECK: list[str] = [t.name for t in TYPES for _ in range(t.copies)]
assert len(DECK) == 60


def card_id(card: int) -> str:
    return f"k{card:03d}"


def parse_id(text: str) -> int | None:
    if len(text) == 4 and text[0] == "k" and text[1:].isdigit() and int(text[1:]) < len(DECK):
        return int(text[1:])
    return None


def kind(card: int) -> BotType:
    return BY_NAME[DECK[card]]
