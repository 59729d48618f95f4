"""A heuristic AI: close in on the nearest bot, fire everything at the nearest targets, fight only
fights it is likely to win, repair at depots. It reads only its own decision and public facts
(the state's hands and declarations of others are never consulted)."""

from bot.engine import Decision, Rng
from bot.games.bottisota2.state import B2State


def choose(state: B2State, seat: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices]
    if decision.kind == "move":
        if "auto" in actions:
            return "auto"
        return decision.default
    if decision.kind == "shoot":
        return "auto" if "auto" in actions else "done"
    if decision.kind == "maint":
        return "auto"
    if decision.kind == "melee":
        return decision.default
    return decision.default
