"""Physical cards: ids like c042 name one card of the shoe; the face follows from the number."""

SUITS = "shdc"
SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣", "j": "🃏"}
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
DECK_SIZE = 54


def card_id(index: int) -> str:
    return f"c{index:03d}"


def suit(card: str) -> str:
    """One of s, h, d, c, or j for a joker."""
    within = int(card[1:]) % DECK_SIZE
    return "j" if within >= 52 else SUITS[within // 13]


def value(card: str) -> int:
    """2-10 for number cards, 11-14 for J Q K A, 0 for a joker."""
    within = int(card[1:]) % DECK_SIZE
    return 0 if within >= 52 else within % 13 + 2


def is_number(card: str) -> bool:
    """A number card 2-10, the only cards that attack or defend without a system."""
    return suit(card) != "j" and value(card) <= 10


def face(card: str) -> str:
    if suit(card) == "j":
        return "🃏"
    return f"{RANKS[value(card) - 2]}{SYMBOLS[suit(card)]}"


def show(card: str) -> str:
    return f"{card}:{face(card)}"
