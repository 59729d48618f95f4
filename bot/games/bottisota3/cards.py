"""Physical cards: ids like c042 name one card of the shoe; the face follows from the number.

A shoe of `decks` decks has 54 * decks cards. When the discard pile is shuffled back into the
draw pile every card gets a fresh id (its number plus the shoe size, so the face is unchanged):
a card seen on the table and later hidden in the deck or a hand is then a different token.
"""

SUITS = "shdc"
SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣", "j": "🃏"}
SUIT_NAMES = {"s": "spade", "h": "heart", "d": "diamond", "c": "club", "j": "joker"}
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
DECK_SIZE = 54
ATTACK_SUITS = "scd"


def card_id(number: int) -> str:
    return f"c{number:03d}"


def number(card: str) -> int:
    return int(card[1:])


def suit(card: str) -> str:
    """One of s, h, d, c, or j for a joker."""
    within = number(card) % DECK_SIZE
    return "j" if within >= 52 else SUITS[within // 13]


def value(card: str) -> int:
    """2-10 for number cards, 11-14 for J Q K A, 0 for a joker."""
    within = number(card) % DECK_SIZE
    return 0 if within >= 52 else within % 13 + 2


def is_number(card: str) -> bool:
    """A number card 2-10: the only cards with any attack or defence power."""
    return suit(card) != "j" and value(card) <= 10


def is_attack_card(card: str) -> bool:
    """Spades, clubs and diamonds 2-10."""
    return is_number(card) and suit(card) in ATTACK_SUITS


def is_joker(card: str) -> bool:
    return suit(card) == "j"


def face(card: str) -> str:
    if is_joker(card):
        return "🃏"
    return f"{RANKS[value(card) - 2]}{SYMBOLS[suit(card)]}"


def faces(cards: list[str]) -> str:
    return ", ".join(face(c) for c in cards) or "nothing"


def show(card: str) -> str:
    """Id and face, for cards the viewer may see (own hand, installed systems, the table)."""
    return f"{card}:{face(card)}"


def physical(card: str, decks: int) -> int:
    """Which physical card of the shoe this id names, whatever its generation."""
    return number(card) % (DECK_SIZE * decks)


def remint(card: str, decks: int) -> str:
    """The same physical card under a new id (used when the discard pile is reshuffled)."""
    return card_id(number(card) + DECK_SIZE * decks)


def worth(card: str) -> int:
    """How much a player usually wants to keep a card (used for default discards)."""
    return 15 if is_joker(card) else value(card)
