"""A heuristic AI. It reads only what its seat may know: positions, bot models, installed parts,
damage and faults (all public), its own hand and its own declarations, never another's hand.

Movement picks the reachable area with the best balance of expected damage dealt and taken from
there (cover, depots when damaged, no enemy mines, melee only when stronger), then walks there
step by step. Shooting fires everything at the nearest targets; melee only fights even or
better fights; maintenance takes the sensible default.
"""

import heapq

from bot.engine import Decision, Rng
from bot.games.bottisota2.arena import Arena, line_of_fire
from bot.games.bottisota2.maintenance import at_depot_alone
from bot.games.bottisota2.melee import level
from bot.games.bottisota2.movement import min_move, step_cost
from bot.games.bottisota2.roster import Weapon
from bot.games.bottisota2.state import B2State, Bot, airborne, arena_of, armour, model_of, speeds, weapons

FEAR = 0.5
"""How much the expected damage taken at an area weighs against the damage dealt from it."""
CLOSE = 0.4
"""A pull toward the nearest enemy per area of distance, so that matches do not stall (at 0.15,
12-player matches on the Foundry mostly reached the round limit). Both grow bolder as the round
limit nears: fear falls to a fifth, the pull grows fourfold."""
DEPOT = 1.5
"""The pull of a depot for a damaged bot alone there."""


def choose(state: B2State, seat: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices]
    if decision.kind == "move":
        return _move(state, seat, actions, decision.default)
    if decision.kind == "shoot":
        return "auto" if "auto" in actions else "done"
    if decision.kind == "maint":
        return "auto"
    return decision.default


def _chance(need: int, modifier: int = 0) -> float:
    """The chance of a d6 test: 1 always fails and 6 always succeeds."""
    wins = sum(1 for v in range(1, 7) if v == 6 or (v != 1 and v + modifier >= need))
    return wins / 6


Profile = tuple[list[Weapon], int, bool]
"""A bot's shooting weapons, armour value and whether it flies or hovers."""


def _profiles(state: B2State) -> dict[int, Profile]:
    out: dict[int, Profile] = {}
    for i, b in enumerate(state.bots):
        if b.alive and b.area >= 0:
            guns = [w for _, w in weapons(b) if not w.dropped and w.kind not in ("push", "pull")]
            out[i] = (guns, armour(b), airborne(b))
    return out


def _threat(arena: Arena, shooter: Profile, src: int, target: Profile, dst: int, penalty: int) -> float:
    """Expected damage a shooter in area src deals to a target in area dst in one round of shots."""
    total = 0.0
    distance = arena.distance(src, dst)
    for w in shooter[0]:
        if distance > w.range or (w.kind == "explosion" and src == dst):
            continue
        if not line_of_fire(arena, src, dst, w.indirect or (shooter[2] and target[2])):
            continue
        total += w.shots * _chance(w.hit, -penalty) * (1 - _chance(target[1], w.mod))
    return total


def _reachable(state: B2State, seat: int, points: int, dash: bool) -> dict[int, tuple[int, list[int]]]:
    """Area -> (cost, path) the bot can reach this move (cheapest first; fliers keep their heading)."""
    arena = arena_of(state)
    bot = state.bots[seat]
    start = (0, bot.area, bot.heading, ())
    best: dict[int, tuple[int, list[int]]] = {bot.area: (0, [])}
    seen: set[tuple[int, int]] = set()
    heap: list[tuple[int, int, int, tuple[int, ...]]] = [start]
    probe = bot.model_copy()
    while heap:
        cost, here, heading, path = heapq.heappop(heap)
        if (here, heading) in seen:
            continue
        seen.add((here, heading))
        for d, nxt in arena.neighbours(here):
            probe.heading = heading
            found = step_cost(arena, probe, here, nxt)
            if found is None:
                continue
            c, against = found
            total = cost + c
            if total > points and not (dash and not path and not against):
                continue
            total = min(total, points) if not path else total
            new_path = (*path, nxt)
            if nxt not in best or best[nxt][0] > total:
                best[nxt] = (total, list(new_path))
            heapq.heappush(heap, (total, nxt, d, new_path))
    return best


def _score(state: B2State, seat: int, area: int, penalty: int, profiles: dict[int, Profile]) -> float:
    arena = arena_of(state)
    me = state.bots[seat]
    score = 0.0
    late = min(1.0, state.round / state.options.round_limit)
    fear = FEAR * (1 - 0.8 * late)
    close = CLOSE * (1 + 3 * late)
    enemies = [i for i, b in enumerate(state.bots) if i != seat and b.alive and b.area >= 0]
    for e in enemies:
        other = state.bots[e]
        score += _threat(arena, profiles[seat], area, profiles[e], other.area, penalty)
        score -= fear * _threat(arena, profiles[e], other.area, profiles[seat], area, 0)
        if other.area == area:
            score += 0.4 * (level(state, seat) - level(state, e))
    if enemies:
        nearest = min(arena.distance(area, state.bots[e].area) for e in enemies)
        score -= close * nearest
    damaged = me.damage >= max(1, _faults_at(me) - 1)
    if arena.terrain[area] == "depot" and damaged and not any(state.bots[e].area == area for e in enemies):
        score += DEPOT
    if arena.terrain[area] == "structure" and me.model not in ("hornet", "sparrow", "vulture"):
        score += 0.2
    if arena.terrain[area] in ("acid", "obstacle"):
        score -= 0.3
    if any(m.area == area and m.owner != seat for m in state.mines):
        score -= 1.0
    return score


def _faults_at(bot: Bot) -> int:
    return model_of(bot).faults_at


def _plan(state: B2State, seat: int, dash: bool) -> tuple[float, list[int]]:
    bot = state.bots[seat]
    points = speeds(bot)[0] if dash else speeds(bot)[1]
    options = _reachable(state, seat, points, dash)
    need = min_move(bot)
    profiles = _profiles(state)
    best: tuple[float, list[int]] | None = None
    for area, (_, path) in sorted(options.items()):
        if len(path) < need and any(len(p) >= need for _, p in options.values()):
            continue
        value = _score(state, seat, area, 1 if dash else 0, profiles) - (0.15 if dash else 0.0)
        if best is None or value > best[0]:
            best = (value, path)
    return best if best is not None else (0.0, [])


def _move(state: B2State, seat: int, actions: list[str], default: str) -> str:
    bot = state.bots[seat]
    arena: Arena = arena_of(state)
    if bot.mode == "":
        if "dock" in actions and bot.damage > 0 and at_depot_alone(state, seat):
            return "dock"
        normal = _plan(state, seat, False)
        dash = _plan(state, seat, True)
        if not normal[1] and not dash[1] and "stay" in actions and normal[0] >= dash[0]:
            return "stay"
        return "dash" if dash[0] > normal[0] + 0.1 else "normal"
    dash_mode = bot.mode == "dash"
    value, path = _plan_from_here(state, seat, dash_mode)
    del value
    if path:
        go = f"go {arena.labels[path[0]]}"
        if go in actions:
            return go
    return "stop" if "stop" in actions else default


def _plan_from_here(state: B2State, seat: int, dash: bool) -> tuple[float, list[int]]:
    """The best area from where the bot stands with the points it has left."""
    bot = state.bots[seat]
    options = _reachable(state, seat, bot.points, dash and bot.steps == 0)
    need = max(0, min_move(bot) - bot.steps)
    profiles = _profiles(state)
    best: tuple[float, list[int]] | None = None
    for area, (_, path) in sorted(options.items()):
        if len(path) < need and any(len(p) >= need for _, p in options.values()):
            continue
        value = _score(state, seat, area, 1 if dash else 0, profiles)
        if best is None or value > best[0]:
            best = (value, path)
    return best if best is not None else (0.0, [])
