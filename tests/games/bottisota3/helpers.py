"""Build exact positions for scenario tests."""

from bot.engine import Rng
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import DECK_SIZE, card_id, face
from bot.games.bottisota3.state import Bot, BotState

ALL_CARDS = [card_id(i) for i in range(DECK_SIZE * 2)]


def card(name: str, copy: int = 0) -> str:
    """The id of a card by face, e.g. card('7♣'); copy picks the deck."""
    return next(c for c in ALL_CARDS[copy * DECK_SIZE :] if face(c) == name)


def kind(name: str) -> int:
    return next(i for i, spec in enumerate(BOTS) if spec.name == name)


def position(bots: list[tuple[str, list[str]]], deck: list[str] | None = None) -> BotState:
    """Bots by name with their hands; the deck top is the last card of `deck`."""
    hands = {c for _, hand in bots for c in hand}
    rest = [c for c in ALL_CARDS if c not in hands and c not in (deck or [])]
    return BotState(
        num_players=len(bots),
        rng=Rng.from_seed(1),
        bots=[Bot(kind=kind(name), condition=BOTS[kind(name)].cards, hand=hand) for name, hand in bots],
        deck=rest + (deck or []),
    )
