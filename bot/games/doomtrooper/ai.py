"""placeholder"""

from bot.engine import Decision, Rng
from bot.games.doomtrooper.state import DtState


def choose(state: DtState, seat: int, decision: Decision, rng: Rng) -> str:
    return rng.choice(decision.choices).action
