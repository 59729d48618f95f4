"""Cards leave play or move on the table, told by events: warriors and the cards on them, promotion
lost, a combat called off. No effect kind is known here."""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.rules import find, orphan_mounts, warrior
from bot.games.doomtrooper.secret_missions import lose_secrets
from bot.games.doomtrooper.state import DtState


def discard_card(state: DtState, seat: int, card: str) -> None:
    state.players[seat].discard.append(card)


def remove_warrior(state: DtState, handle: str, exile: bool = False) -> list[Event]:
    """A warrior leaves play: it and all its cards go to its owner's discard pile (the warrior
    itself out of the game when `exile`)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    player.warriors.remove(w)
    for card in w.attached:
        discard_card(state, w.lent.get(card, seat), card)
    events: list[Event] = lose_secrets(state, seat, handle)
    home = w.owner if w.owner >= 0 else seat  # a possessed or raised warrior's card goes back to its owner
    if exile or "annihilate" in w.marks:
        state.players[home].removed.append(w.card)
        events.append(Event.public("dt-exiled", card=Card(w.card), owner=Seat(home)))
    else:
        discard_card(state, home, w.card)
    if w.attached:
        events.append(Event.public("dt-attachments-discarded", owner=Seat(seat), n=len(w.attached)))
    if not player.warriors:
        player.bare_turns = 0
    elif all(x.cover for x in player.warriors):
        events.append(Event.public("dt-must-uncover", who=Seat(seat)))
    return events


def discard_attached(state: DtState, seat: int, handle: str, card: str) -> list[Event]:
    """A card lying on a warrior is discarded; mounts left without a weapon to fit go with it."""
    w = warrior(state, handle)
    w.attached.remove(card)
    discard_card(state, w.lent.pop(card, seat), card)
    events = [Event.public("dt-equipment-discarded", card=Card(card), warrior=named(state, handle))]
    for extra in orphan_mounts(w):
        w.attached.remove(extra)
        discard_card(state, seat, extra)
        events.append(Event.public("dt-equipment-discarded", card=Card(extra), warrior=named(state, handle)))
    return events


def move_equipment(state: DtState, card: str, dest: str) -> list[Event]:
    """An equipment card moves from its warrior to warrior `dest` (or, with no `dest`, to its
    player's hand); mounts left without a weapon to fit on are discarded."""
    seat, holder = next((s, w) for s, p in enumerate(state.players) for w in p.warriors if card in w.attached)
    holder.attached.remove(card)
    if dest:
        warrior(state, dest).attached.append(card)
        events = [
            Event.public("dt-equipment-moved", card=Card(card), old=named(state, holder.handle), new=named(state, dest))
        ]
    else:
        state.players[seat].hand.append(card)
        events = [Event.public("dt-equipment-to-hand", card=Card(card), who=Seat(seat))]
    for extra in orphan_mounts(holder):
        holder.attached.remove(extra)
        discard_card(state, seat, extra)
        events.append(Event.public("dt-equipment-discarded", card=Card(extra), warrior=named(state, holder.handle)))
    return events


def lose_promotion(state: DtState, seat: int, amount: int) -> int:
    player = state.players[seat]
    lost = min(amount, player.promotion)
    player.promotion -= lost
    return lost


def pay_on_leaving(state: DtState, handle: str) -> list[Event]:
    """A warrior played in cover leaves it: pay its value now, or lose it and the points."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    cost = card_def(w.card).value
    w.unpaid = False
    if player.destiny >= cost:
        player.destiny -= cost
        return [Event.public("dt-paid-on-leaving", who=Seat(seat), warrior=named(state, handle), n=cost)]
    short = cost - player.destiny
    player.destiny = 0
    lost = lose_promotion(state, seat, short)
    events = [Event.public("dt-cannot-pay", who=Seat(seat), warrior=named(state, handle), n=cost, lost=lost)]
    events += remove_warrior(state, handle)
    return events


def end_combat(state: DtState, key: str = "dt-combat-called-off") -> list[Event]:
    """The combat ends at once, without resolution: the cards played in it are discarded."""
    c = state.combat
    if c is None:
        return []
    for played, holder in c.played.items():
        state.players[holder].discard.append(played)
    state.combat = None
    return [Event.public(key)]
