"""A heuristic player that uses only its own decision and public facts."""

from bot.engine.decisions import Decision
from bot.engine.rng import Rng
from bot.games.bottisota3.cards import value
from bot.games.bottisota3.state import BotState


def choose(state: BotState, decision: Decision, rng: Rng) -> str:
    if decision.kind == "defend":
        return decision.default
    actions = [c.action for c in decision.choices]

    def weakness(action: str) -> int:
        return state.bots[int(action.split()[-1][1:])].condition

    installs = [a for a in actions if a.startswith(("use", "install"))]
    if installs:
        return installs[0]
    attacks = [a for a in actions if a.split()[0] in ("shoot", "missile", "strike")]
    from_hand = [a for a in attacks if a.split()[1] != "deck"]
    if from_hand:
        return min(from_hand, key=lambda a: (weakness(a), -value(a.split()[1]), a))
    charges = [a for a in actions if a.startswith("charge")]
    if charges and not attacks:
        return min(charges, key=lambda a: (weakness(a), rng.below(100)))
    if attacks:
        return min(attacks, key=weakness)
    return "end"
