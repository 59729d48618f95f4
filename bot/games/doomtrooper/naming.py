"""Warriors in words, for events, prompts and labels (a face-down warrior stays unnamed to the table)."""

from bot.engine import Card, Msg, Seat, msg
from bot.games.doomtrooper.rules import find
from bot.games.doomtrooper.state import DtState


def named(state: DtState, handle: str) -> Msg:
    """A warrior in words: its card when face up (or in combat), else 'a warrior in cover'."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    c = state.combat
    shown = not w.cover or (c is not None and handle in (c.attacker, c.defender))
    if shown:
        return msg("dt-warrior", card=Card(w.card), owner=Seat(seat))
    return msg("dt-covered-warrior", owner=Seat(seat), place=int(handle[1:]))


def stats_words(stats: str) -> Msg:
    """Stat letters in words ('FS': Fight and Shoot)."""
    return msg("dt-stats-" + stats.lower())


def own_named(state: DtState, handle: str) -> Msg:
    """One's own warrior by name, even in cover (only its player reads it: a label, a private event)."""
    found = find(state, handle)
    assert found is not None
    return msg("dt-warrior", card=Card(found[1].card), owner=Seat(found[0]))
