"""Decks and hands: a seat's deck built from a preconstructed list, and the draw up to the hand size."""

from bot.engine import Event, Seat, msg
from bot.games.doomtrooper.cards import card_def, token
from bot.games.doomtrooper.decks import load_deck
from bot.games.doomtrooper.state import DtState


def build_deck(state: DtState, seat: int, name: str) -> list[Event]:
    player = state.players[seat]
    player.deck_name = name
    cards: list[str] = []
    for code, count in load_deck(name).items():
        for _ in range(count):
            cards.append(token(code, state.next_handle))
            state.next_handle += 1
    state.rng.shuffle(cards)
    player.deck = cards
    events = [Event.public("dt-deck-chosen", who=Seat(seat), deck=msg(f"dt-deck-{name}"))]
    events += draw_up(state, seat)
    return events


def draw_up(state: DtState, seat: int) -> list[Event]:
    """Phase 1: draw until the hand holds the hand size (an empty deck skips it)."""
    player = state.players[seat]
    drawn = 0
    while len(player.hand) < hand_limit(state, seat) and player.deck:
        player.hand.append(player.deck.pop())
        drawn += 1
    if drawn == 0:
        return []
    return [Event.public("dt-drew", who=Seat(seat), n=drawn, left=len(player.deck))]


def hand_limit(state: DtState, seat: int) -> int:
    """The hand drawn up to: the hand size, raised by a card lying on the player (Manifest
    Destiny; copies do not add up)."""
    raised = [e.amount for x in state.players[seat].lasting for e in card_def(x.card).effects if e.kind == "hand_limit"]
    return state.options.hand_size + max(raised, default=0)
