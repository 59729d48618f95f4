"""The RoboRally AI: a beam search over its hand's programs, simulated with the real movement code.

It plans only from what its seat may know: its own hand and registers, the board, and where the
robots stand. Other robots are left out of the simulation (their programs are hidden).
"""

from collections import OrderedDict

from bot.engine import Decision, Rng
from bot.games.roborally.board import Course
from bot.games.roborally.cards import KIND, MOVING_KINDS, token
from bot.games.roborally.resolve import Sim
from bot.games.roborally.state import RoboState
from bot.games.roborally.turn import course_of, free_registers

BEAM = 40
DEATH = 20_000
CHECKPOINT = 1_000
STEP = 12
DAMAGE = 40
_PLANS: "OrderedDict[tuple[object, ...], list[int]]" = OrderedDict()
_SIMS: dict[str, Sim] = {}


class Planner:
    """One robot alone on the course; transitions (register, square, facing, checkpoint, kind) are cached."""

    def __init__(self, course: Course, opts: list[str]) -> None:
        self.course = course
        self.sim = Sim(course, 1, log=False)
        self.sim.opts[0] = [o for o in opts if o in ("gyro",)]
        self.sim.lives[0] = 1
        self.cache: dict[tuple[int, int, int, int, int], tuple[int, int, int, int]] = {}

    def move(self, r: int, pos: int, facing: int, cp: int, card: int) -> tuple[int, int, int, int]:
        """(square or -1 if destroyed, facing, checkpoint index, damage taken) after register r."""
        key = (r, pos, facing, cp, KIND[card])
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        sim = self.sim
        sim.pos[0], sim.facing[0], sim.nextcp[0], sim.dmg[0] = pos, facing, cp, 0
        sim.occ[pos] = 0
        sim.out[0] = sim.destroyed[0] = False
        sim.lives[0] = 1
        sim.finished = []
        sim.prog[0] = [0, 0, 0, 0, 0]
        sim.r = r
        sim.run_card(0, card, r)
        if sim.pos[0] >= 0 and not sim.finished:
            sim.board_elements(r)
        end = sim.pos[0]
        taken = sim.dmg[0] if end >= 0 else 0
        if end >= 0:
            sim.occ[end] = -1
        result = (end, sim.facing[0], sim.nextcp[0], taken)
        self.cache[key] = result
        return result

    def value(self, pos: int, facing: int, cp: int) -> float:
        course = self.course
        if cp >= len(course.checkpoints):
            return 100 * CHECKPOINT
        dist = course.distance_to(course.checkpoints[cp])
        here = dist[pos]
        ahead = course.nb[pos * 4 + facing]
        bonus = 3 if ahead >= 0 and dist[ahead] < here and not course.walls[pos] >> facing & 1 else 0
        return cp * CHECKPOINT - STEP * min(here, 60) + bonus


def plan(state: RoboState, seat: int) -> list[int]:
    """The cards for registers 1-5 (locked ones included) that the search likes best."""
    rb = state.robots[seat]
    free = free_registers(rb)
    pool = sorted(rb.hand + [c for c in rb.registers[:free] if c], reverse=True)
    key = (
        state.course,
        state.turn,
        seat,
        tuple(pool),
        tuple(rb.registers[free:]),
        rb.pos,
        rb.facing,
        rb.next_cp,
        rb.damage,
        tuple(rb.options),
    )
    cached = _PLANS.get(key)
    if cached is not None:
        return cached
    course = course_of(state)
    planner = Planner(course, rb.options)
    by_kind: dict[int, list[int]] = {}
    for card in pool:
        by_kind.setdefault(KIND[card], []).append(card)
    kinds = sorted(by_kind)
    counts0 = tuple(len(by_kind[k]) for k in kinds)
    has_move = any(k in MOVING_KINDS for k in kinds)
    # A beam entry: (score, square, facing, checkpoint, damage, counts, kinds chosen)
    beam: list[tuple[float, int, int, int, int, tuple[int, ...], tuple[int, ...]]] = [
        (0.0, rb.pos, rb.facing, rb.next_cp, 0, counts0, ())
    ]
    finished: list[tuple[float, tuple[int, ...]]] = []
    for reg in range(5):
        r = reg + 1
        nxt: dict[
            tuple[int, int, int, tuple[int, ...]], tuple[float, int, int, int, int, tuple[int, ...], tuple[int, ...]]
        ] = {}
        for _, pos, facing, cp, dmg, counts, seq in beam:
            if reg >= free:
                options = [(-1, rb.registers[reg])] if rb.registers[reg] else [(-1, 0)]
            else:
                options = [(i, by_kind[k][0]) for i, k in enumerate(kinds) if counts[i]]
                if reg == 0 and has_move:
                    options = [(i, c) for i, c in options if KIND[c] in MOVING_KINDS]
                if not options:
                    options = [(-1, 0)]
            for i, card in options:
                if card:
                    end, face, ncp, taken = planner.move(r, pos, facing, cp, card)
                else:
                    end, face, ncp, taken = pos, facing, cp, 0
                new_counts = counts if i < 0 else (*counts[:i], counts[i] - 1, *counts[i + 1 :])
                new_seq = (*seq, KIND[card] if card else -1)
                total = dmg + taken
                if end < 0:
                    finished.append((-DEATH - reg * 100 - total * DAMAGE, new_seq))
                    continue
                if ncp >= len(course.checkpoints):
                    finished.append((100 * CHECKPOINT - reg * 10, new_seq))
                    continue
                score = planner.value(end, face, ncp) - total * DAMAGE
                k2 = (end, face, ncp, new_counts)
                old = nxt.get(k2)
                if old is None or old[0] < score:
                    nxt[k2] = (score, end, face, ncp, total, new_counts, new_seq)
        beam = sorted(nxt.values(), key=lambda e: -e[0])[:BEAM]
        if not beam:
            break
    candidates = [(e[0], e[6]) for e in beam] + finished
    best_seq = max(candidates, key=lambda e: e[0])[1] if candidates else ()
    result = list(rb.registers)
    spare = {k: list(v) for k, v in by_kind.items()}
    for reg in range(free):
        kind = best_seq[reg] if reg < len(best_seq) else -1
        if kind >= 0 and spare.get(kind):
            result[reg] = spare[kind].pop(0)
        else:
            result[reg] = 0
    # Registers the search left empty get any spare card (moving cards first in register 1).
    left = sorted((c for cards in spare.values() for c in cards), key=lambda c: (KIND[c] not in MOVING_KINDS, -c))
    for reg in range(free):
        if not result[reg] and left:
            result[reg] = left.pop(0)
    _PLANS[key] = result
    if len(_PLANS) > 256:
        _PLANS.popitem(last=False)
    return result


def choose(state: RoboState, seat: int, decision: Decision, rng: Rng) -> str:
    rb = state.robots[seat]
    legal = {c.action for c in decision.choices}
    if decision.kind == "power":
        return "stay down" if rb.damage >= 6 and "stay down" in legal else "power on"
    if decision.kind != "program":
        return decision.default
    if rb.damage >= 6 and not rb.announce and "powerdown yes" in legal:
        return "powerdown yes"
    target = plan(state, seat)
    free = free_registers(rb)
    for reg in range(free):
        if rb.registers[reg] and rb.registers[reg] != target[reg]:
            action = f"clear {reg + 1}"
            if action in legal:
                return action
    for reg in range(free):
        if not rb.registers[reg] and target[reg]:
            action = f"set {reg + 1} {token(target[reg])}"
            if action in legal:
                return action
    return "lock"
