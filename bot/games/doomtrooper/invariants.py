"""Conservation laws: every card of a match is in exactly one place."""

from collections import Counter

from bot.games.doomtrooper.state import DtState


def violations(state: DtState) -> list[str]:
    found: list[str] = []
    places: Counter[str] = Counter()
    played = state.combat.played if state.combat is not None else {}
    for seat, p in enumerate(state.players):
        held = p.deck + p.hand + p.discard + p.removed + p.sites + [m.card for m in p.missions]
        held += [x for sm in p.secret_missions for x in (sm.card, sm.cover)]
        held += [x.card for q in state.players for x in q.lasting if x.owner == seat]
        for w in p.warriors:
            held += [a for a in w.attached if a not in w.lent] + ([w.card] if w.owner < 0 else [])
        held += [w.card for q in state.players for w in q.warriors if w.owner == seat]
        held += [a for q in state.players for w in q.warriors for a, s in w.lent.items() if s == seat]
        places.update(held)
        if p.promotion < 0 or p.destiny < 0:
            found.append(f"seat {seat} has negative points")
        in_combat = sum(1 for owner in played.values() if owner == seat)
        own = state.options.lists.get(seat)
        size = sum(own.cards.values()) if own is not None else 60
        if p.deck_name and len(held) + in_combat != size:
            found.append(f"seat {seat} does not hold its {size} cards")
    places.update(list(played))
    found += [f"{card} is in {n} places" for card, n in places.items() if n > 1]
    handles = [w.handle for p in state.players for w in p.warriors]
    if len(handles) != len(set(handles)):
        found.append("two warriors share a place")
    if state.phase == "modify" and state.combat is None:
        found.append("step 4 without a combat")
    return found
