"""What happens when a player's turn starts, before the draw: upkeep, statuses that end, disease,
and the cards lying on the player."""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.memberships import shed_gifts
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.rules import value
from bot.games.doomtrooper.state import DtState, Lasting
from bot.games.doomtrooper.table import discard_card, remove_warrior


def start_of_turn(state: DtState, seat: int) -> list[Event]:
    """Trigger 'turn_start': the cards lying on the player whose turn starts, in the order played;
    each effect of a card in turn, while the card stays."""
    me = state.players[seat]
    for x in list(me.sites):
        for e in card_def(x).effects:
            if e.kind == "secret_hq" and me.destiny >= e.amount:
                me.destiny -= e.amount
            elif e.kind == "secret_hq":
                me.sites.remove(x)
                me.discard.append(x)
    for p in state.players:
        for w in p.warriors:
            w.statuses = {k: v for k, v in w.statuses.items() if v != seat}
            w.walls = {k: v for k, v in w.walls.items() if v != seat}
    state.global_status = {k: v for k, v in state.global_status.items() if v != seat}
    events = disease(state, seat)
    player = state.players[seat]
    for lying in list(player.lasting):
        for e in card_def(lying.card).effects:
            if e.trigger != "turn_start" or lying not in player.lasting:
                continue
            if e.condition == "no_destiny" and player.destiny > 0:
                continue
            if e.condition == "short_destiny" and player.destiny >= e.amount:
                continue
            if e.kind == "discard_self":
                player.lasting.remove(lying)
                discard_card(state, lying.owner, lying.card)
                events.append(Event.public("dt-card-off-player", card=Card(lying.card), who=Seat(seat)))
            elif e.kind == "lose_destiny":
                lost = min(e.amount, player.destiny)
                player.destiny -= lost
                events.append(Event.public("dt-lose-destiny-n", who=Seat(seat), n=lost, card=Card(lying.card)))
        events += _visitation_wanes(state, seat, lying)
    return events


def _visitation_wanes(state: DtState, seat: int, lying: Lasting) -> list[Event]:
    """The Dark Visitation loses `per` markers at its player's turn start (discarded at none); the
    Doomtroopers it no longer reaches lose their gifts."""
    player = state.players[seat]
    events: list[Event] = []
    for e in card_def(lying.card).effects:
        if e.kind != "visitation" or lying not in player.lasting:
            continue
        lying.markers = max(0, lying.markers - e.times)
        events.append(Event.public("dt-markers-left", card=Card(lying.card), n=lying.markers))
        if lying.markers == 0:
            player.lasting.remove(lying)
            discard_card(state, lying.owner, lying.card)
            events.append(Event.public("dt-card-off-player", card=Card(lying.card), who=Seat(seat)))
        events += shed_gifts(state)
    return events


def disease(state: DtState, seat: int) -> list[Event]:
    """At the start of `seat`'s turn each diseased warrior of theirs loses 1 Value; at 0 it is discarded."""
    events: list[Event] = []
    for w in list(state.players[seat].warriors):
        if not w.diseased:
            continue
        w.markers += 1
        events.append(Event.public("dt-disease", warrior=named(state, w.handle), n=value(state, w.handle, "V")))
        if value(state, w.handle, "V") <= 0:
            events.append(Event.public("dt-disease-kills", warrior=named(state, w.handle)))
            events += remove_warrior(state, w.handle)
    return events
