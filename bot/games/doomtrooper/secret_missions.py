"""Secret missions lying face down in play (Secret Mission): read when missions are fulfilled,
shown when one is, lost with their warrior."""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.state import DtState, PlayerMission


def reveal(state: DtState, seat: int, mission: str) -> list[Event]:
    """A secret mission is fulfilled: it and its Secret Mission card are shown; the Secret Mission
    card goes to the discard pile (the mission goes the way of a fulfilled mission)."""
    me = state.players[seat]
    sm = next((x for x in me.secret_missions if x.card == mission), None)
    if sm is None:
        return []
    me.secret_missions.remove(sm)
    me.discard.append(sm.cover)
    return [Event.public("dt-secret-mission-shown", who=Seat(seat), card=Card(mission), cover=Card(sm.cover))]


def secrets_on(state: DtState, seat: int, handle: str) -> list[str]:
    """The secret missions of `seat` on its warrior `handle`."""
    return [sm.card for sm in state.players[seat].secret_missions if sm.warrior == handle]


def secret_player_missions(state: DtState, seat: int) -> list[PlayerMission]:
    """`seat`'s secret missions on players, read as the missions on players they are."""
    return [
        PlayerMission(card=sm.card, target=sm.target) for sm in state.players[seat].secret_missions if sm.target >= 0
    ]


def lose_secrets(state: DtState, seat: int, handle: str) -> list[Event]:
    """A warrior carrying secret missions leaves play: they are discarded with it, shown."""
    me = state.players[seat]
    events: list[Event] = []
    for sm in [x for x in me.secret_missions if x.warrior == handle]:
        me.secret_missions.remove(sm)
        me.discard += [sm.card, sm.cover]
        events.append(Event.public("dt-secret-mission-lost", who=Seat(seat), card=Card(sm.card), cover=Card(sm.cover)))
    return events
