"""Wounds and deaths: a wounded warrior dies at the next wound; a dying one fires its triggers, owes
its killer its value and leaves play (or, possessed, changes sides)."""

from bot.engine import Event, Seat
from bot.games.doomtrooper.missions import when_killed
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.reactions import narrow_escape
from bot.games.doomtrooper.rules import effects_on, find, value
from bot.games.doomtrooper.state import DtState, PointsDue, Warrior
from bot.games.doomtrooper.table import discard_card, remove_warrior


def wound(
    state: DtState,
    handle: str,
    by_seat: int | None,
    killed_too: bool = False,
    exile: bool = False,
    dest: bool = False,
    possess: bool = False,
) -> list[Event]:
    """A wound: a healthy warrior is turned, a wounded (or frail) one dies (and `by_seat` earns its value)."""
    _seat, w = find(state, handle) or (0, None)
    assert w is not None
    if "invulnerable" in w.statuses:
        return []
    if w.wounded or effects_on(w, "frail"):
        return kill(state, handle, by_seat, killed_too, exile, dest, possess)
    w.wounded = True
    return [Event.public("dt-wounded", warrior=named(state, handle))]


def kill(
    state: DtState,
    handle: str,
    by_seat: int | None,
    killed_too: bool = False,
    exile: bool = False,
    dest: bool = False,
    possess: bool = False,
) -> list[Event]:
    """A warrior dies: its 'when killed' triggers fire (`killed_too`: it killed its opponent in
    the same combat), then it and its cards leave play (the warrior out of the game when `exile`)
    and `by_seat` is owed its value (all as destiny when `dest`: a Freelancer's kill)."""
    _seat, w = find(state, handle) or (0, None)
    assert w is not None
    saved = narrow_escape(state, handle)
    if saved is not None:
        return saved
    events = [Event.public("dt-killed", warrior=named(state, handle))]
    events += when_killed(state, handle, killed_too)
    worth = value(state, handle, "V")
    if by_seat is not None and worth > 0:
        state.points_due.append(PointsDue(seat=by_seat, amount=worth, victim=w.card, destiny_only=dest))
    if possess and by_seat is not None:
        return events + possessed(state, handle, by_seat)
    events += remove_warrior(state, handle, exile)
    return events


def possessed(state: DtState, handle: str, by_seat: int) -> list[Event]:
    """Possess: the killed Doomtrooper is not discarded; its cards are, and it joins `by_seat`'s
    cohort healthy and face up, a Heretic of the Dark Legion (its card still its owner's)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    for card in w.attached:
        discard_card(state, w.lent.get(card, seat), card)
    events = [Event.public("dt-attachments-discarded", owner=Seat(seat), n=len(w.attached))] if w.attached else []
    events.append(Event.public("dt-possessed", warrior=named(state, handle), who=Seat(by_seat)))
    player.warriors.remove(w)
    home = w.owner if w.owner >= 0 else seat
    turned = Warrior(handle=w.handle, card=w.card, owner=-1 if home == by_seat else home)
    state.players[by_seat].warriors.append(turned)
    state.players[by_seat].had_warrior = True
    if not player.warriors:
        player.bare_turns = 0
    elif all(x.cover for x in player.warriors):
        events.append(Event.public("dt-must-uncover", who=Seat(seat)))
    return events
