"""Conservation laws: every card of a match is in exactly one place."""

from collections import Counter

from bot.games.doomtrooper.state import DtState


def violations(state: DtState) -> list[str]:
    found: list[str] = []
    places: Counter[str] = Counter()
    for seat, p in enumerate(state.players):
        places.update(p.deck + p.hand + p.discard)
        for w in p.warriors:
            places.update([w.card, *w.attached])
        if p.promotion < 0 or p.destiny < 0:
            found.append(f"seat {seat} has negative points")
        if (
            p.deck_name
            and sum(1 for _ in p.deck)
            + len(p.hand)
            + len(p.discard)
            + sum(1 + len(w.attached) for w in p.warriors)
            + sum(1 for c, s in (state.combat.played.items() if state.combat else []) if s == seat)
            != 60
        ):
            found.append(f"seat {seat} does not hold 60 cards")
    if state.combat is not None:
        places.update(list(state.combat.played))
    found += [f"{card} is in {n} places" for card, n in places.items() if n > 1]
    handles = [w.handle for p in state.players for w in p.warriors]
    if len(handles) != len(set(handles)):
        found.append("two warriors share a place")
    if state.phase == "modify" and state.combat is None:
        found.append("step 4 without a combat")
    return found
