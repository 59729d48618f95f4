"""What cards lying on a warrior change in its memberships: organisations joined or lost, Heretics
made and redeemed, Dark Symmetry gifts shed by a warrior no longer of the Dark Legion."""

from bot.engine import Event, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.rules import find, legion_member, memberships, warrior
from bot.games.doomtrooper.state import DtState
from bot.games.doomtrooper.table import discard_attached


def membership_changes(state: DtState, d: CardDef, card: str, target: str) -> list[Event]:
    """What a card lying on a warrior changes in its memberships, told to the table: an
    organisation joined, a Heretic made, a membership lost (Insubordination: the last card-earned
    membership goes with its card, and the Insubordination with it; else it stays and the printed
    membership is lost)."""
    w = warrior(state, target)
    events: list[Event] = []
    for e in d.effects:
        if e.kind == "join" and e.tag == "legion":
            events.append(Event.public("dt-turns-heretic", warrior=named(state, target)))
        elif e.kind == "join":
            org = card_def(w.card).faction if e.tag == "home" else e.tag
            events.append(Event.public("dt-joins", warrior=named(state, target), faction=msg(f"dt-faction-{org}")))
        elif e.kind == "mutate":
            events.append(Event.public("dt-mutated", warrior=named(state, target)))
        elif e.kind == "lose_membership":
            events += _lose_membership(state, card, target)
    return events


def _lose_membership(state: DtState, card: str, target: str) -> list[Event]:
    seat, w = find(state, target) or (0, None)
    assert w is not None
    earned = [x for x in reversed(w.attached) if x != card and any(e.kind == "join" for e in card_def(x).effects)]
    events: list[Event] = []
    if earned:
        events += discard_attached(state, seat, target, earned[0])
        events += discard_attached(state, seat, target, card)
    events.append(Event.public("dt-loses-membership", warrior=named(state, target)))
    if not memberships(state, w):
        events.append(Event.public("dt-now-freelancer", warrior=named(state, target)))
    return events + shed_gifts(state)


def shed_gifts(state: DtState) -> list[Event]:
    """Dark Symmetry gifts lie only on members of the Dark Legion: a warrior that is no longer one
    (a Heretic no more) loses them."""
    events: list[Event] = []
    for s, p in enumerate(state.players):
        for w in p.warriors:
            if legion_member(state, w):
                continue
            for x in [x for x in w.attached if card_def(x).type == "symmetry"]:
                events += discard_attached(state, s, w.handle, x)
    return events


def redeem(state: DtState, seat: int, target: str) -> list[Event]:
    """Exorcism: the Heretic's Dark Symmetry cards are discarded (paid with the spell), then the
    card that made it a Heretic goes; a possessed one returns to its owner's squad."""
    holder, w = find(state, target) or (0, None)
    assert w is not None
    events: list[Event] = []
    for x in [x for x in w.attached if card_def(x).type == "symmetry"]:
        events += discard_attached(state, holder, target, x)
    for x in [x for x in w.attached if any(e.kind == "join" and e.tag == "legion" for e in card_def(x).effects)]:
        events += discard_attached(state, holder, target, x)
    if w.owner >= 0:
        home = w.owner
        while w.attached:
            events += discard_attached(state, holder, target, w.attached[0])
        state.players[holder].warriors.remove(w)
        w.owner = -1
        state.players[home].warriors.append(w)
        state.players[home].had_warrior = True
    events.append(Event.public("dt-redeemed", warrior=named(state, target)))
    return events
