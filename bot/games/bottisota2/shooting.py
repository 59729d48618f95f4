"""Shooting: targets in range and line of fire, hit rolls, special weapons, beams and magnetic mines."""

from bot.engine import Event, msg
from bot.games.bottisota2.arena import line_of_fire
from bot.games.bottisota2.damage import Frozen, destroy, passes, roll, take_hits
from bot.games.bottisota2.movement import trigger_mine
from bot.games.bottisota2.roster import Weapon
from bot.games.bottisota2.state import B2State, aim, airborne, arena_of, armour, flies, ground, shield, weapons
from bot.games.bottisota2.words import area, seat, weapon_arg


def to_hit_modifier(state: B2State, who: int) -> int:
    bot = state.bots[who]
    mod = aim(bot)
    if bot.mode == "dash":
        mod -= 1
    if flies(bot) and arena_of(state).terrain[bot.area] == "obstacle":
        mod -= 1
    return mod


def can_reach(state: B2State, who: int, w: Weapon, target_area: int, target: int | None) -> bool:
    arena = arena_of(state)
    bot = state.bots[who]
    if arena.distance(bot.area, target_area) > w.range:
        return False
    over = w.indirect or (target is not None and airborne(bot) and airborne(state.bots[target]))
    return line_of_fire(arena, bot.area, target_area, over)


def shots_left(state: B2State, who: int, slot: str, w: Weapon) -> int:
    bot = state.bots[who]
    left = w.shots - bot.used.count(slot) - sum(1 for d in bot.decl if d.split(">")[0] == slot)
    if w.charges:
        left = min(left, bot.ammo.get(slot, w.charges) - sum(1 for d in bot.decl if d.split(">")[0] == slot))
    return max(0, left)


def shot_options(state: B2State, who: int) -> list[tuple[str, str, int]]:
    """(slot, target, kind) still declarable: target a seat number, or '@' and an area index."""
    bot = state.bots[who]
    if not bot.alive or bot.mode == "dock" or bot.area < 0:
        return []
    out: list[tuple[str, str, int]] = []
    occupied = sorted({b.area for i, b in enumerate(state.bots) if b.alive and b.area >= 0 and i != who})
    for slot, w in weapons(bot):
        if w.dropped or shots_left(state, who, slot, w) <= 0:
            continue
        if w.kind in ("explosion", "area"):
            for a in occupied:
                if can_reach(state, who, w, a, None):
                    out.append((slot, f"@{a}", 1))
            continue
        for t, other in enumerate(state.bots):
            if t != who and other.alive and other.area >= 0 and can_reach(state, who, w, other.area, t):
                out.append((slot, str(t), 0))
    return out


def magnetic_mines(state: B2State, events: list[Event]) -> None:
    """At the start of shooting each magnetic mine slides onto a random bot in its area."""
    arena = arena_of(state)
    for mine in [m for m in state.mines if m.magnetic]:
        there = [i for i, b in enumerate(state.bots) if b.alive and b.area == mine.area]
        if not there:
            continue
        victim = (
            there[0]
            if len(there) == 1
            else there[roll(state, mine.owner, msg("b2-for-pick"), events, die=len(there)) - 1]
        )
        events.append(Event.public("b2-mine-slides", area=area(arena, mine.area), target=seat(victim)))
        trigger_mine(state, mine, victim, events, arena)


def resolve_all(state: B2State, events: list[Event]) -> None:
    n = state.num_players
    for who in sorted(range(n), key=lambda s: (s - state.starter) % n):
        bot = state.bots[who]
        decl, bot.decl = bot.decl, []
        if not bot.alive or not decl:
            continue
        resolve_shooter(state, who, decl, events)


def resolve_shooter(state: B2State, who: int, decl: list[str], events: list[Event]) -> None:
    """One shooter's declared shots, in order; armour and shield losses wait until it is done."""
    arena = arena_of(state)
    frozen: Frozen = {i: (armour(b), shield(b)) for i, b in enumerate(state.bots) if b.alive}
    beams: dict[int, list[tuple[str, Weapon]]] = {}
    mod = to_hit_modifier(state, who)
    for entry in decl:
        bot = state.bots[who]
        if not bot.alive:
            return
        slot, target = entry.split(">")
        w = dict(weapons(bot)).get(slot)
        if w is None:
            continue
        bot.used.append(slot)
        if w.charges:
            bot.ammo[slot] = bot.ammo.get(slot, w.charges) - 1
        if target.startswith("@"):
            where = int(target[1:])
            events.append(
                Event.public("b2-fires-area", who=seat(who), weapon=weapon_arg(slot), area=area(arena, where))
            )
            victims = [i for i, b in enumerate(state.bots) if b.alive and b.area == where]
            if w.kind == "area":
                victims = [v for v in victims if v != who]
            for v in victims:
                _shot(state, who, v, w, mod, events, frozen)
            continue
        t = int(target)
        tb = state.bots[t]
        if not tb.alive:
            events.append(Event.public("b2-target-gone", who=seat(who), weapon=weapon_arg(slot), target=seat(t)))
            continue
        events.append(Event.public("b2-fires", who=seat(who), weapon=weapon_arg(slot), target=seat(t)))
        if w.kind == "missile":
            _missile(state, who, t, w, mod, events, frozen)
        elif w.kind in ("push", "pull"):
            value = roll(state, who, msg("b2-for-hit", target=seat(t), need=w.hit, mod=mod), events)
            if passes(value, mod, w.hit):
                events.append(Event.public("b2-beam-hits", who=seat(who), target=seat(t), weapon=weapon_arg(slot)))
                beams.setdefault(t, []).append((slot, w))
            else:
                events.append(Event.public("b2-misses", who=seat(who), target=seat(t)))
        else:
            _shot(state, who, t, w, mod, events, frozen)
    for t, hits in beams.items():
        _beam_effects(state, who, t, hits, events, frozen)


def _shot(state: B2State, who: int, t: int, w: Weapon, mod: int, events: list[Event], frozen: Frozen) -> bool:
    if not state.bots[t].alive:
        return False
    value = roll(state, who, msg("b2-for-hit", target=seat(t), need=w.hit, mod=mod), events)
    if passes(value, mod, w.hit):
        events.append(Event.public("b2-hits", who=seat(who), target=seat(t)))
        take_hits(state, t, 1, w.mod, True, who, events, frozen)
        return True
    events.append(Event.public("b2-misses", who=seat(who), target=seat(t)))
    return False


def _missile(state: B2State, who: int, t: int, w: Weapon, mod: int, events: list[Event], frozen: Frozen) -> None:
    """A missile that misses turns to another bot in the target's area it has not tried, the shooter last."""
    where = state.bots[t].area
    n = state.num_players
    tried = [t]
    current = t
    while True:
        if _shot(state, who, current, w, mod, events, frozen):
            return
        there = [i for i, b in enumerate(state.bots) if b.alive and b.area == where and i not in tried]
        others = sorted((i for i in there if i != who), key=lambda s: (s - t) % n)
        if others:
            current = others[0]
        elif who in there:
            current = who
        else:
            events.append(Event.public("b2-missile-spent", who=seat(who)))
            return
        tried.append(current)
        events.append(Event.public("b2-missile-turns", who=seat(who), target=seat(current)))


def _beam_effects(
    state: B2State, who: int, t: int, hits: list[tuple[str, Weapon]], events: list[Event], frozen: Frozen
) -> None:
    kinds = {w.kind for _, w in hits}
    arena = arena_of(state)
    if kinds == {"push", "pull"}:
        n = roll(state, who, msg("b2-for-tearing", target=seat(t)), events)
        events.append(Event.public("b2-beams-tear", who=seat(who), target=seat(t), hits=n))
        take_hits(state, t, n, -2, True, who, events, frozen)
        return
    for _slot, w in hits:
        take_hits(state, t, 1, w.mod, True, who, events, frozen)
        tb = state.bots[t]
        if not tb.alive:
            return
        if w.kind == "push":
            for a, b in ((who, t), (t, who)):
                if b not in state.bots[a].no_melee:
                    state.bots[a].no_melee.append(b)
            events.append(Event.public("b2-pushed", who=seat(who), target=seat(t)))
        else:
            for a, b in ((who, t), (t, who)):
                if b not in state.bots[a].melee_ok:
                    state.bots[a].melee_ok.append(b)
            events.append(Event.public("b2-pulled", who=seat(who), target=seat(t)))
        hazard(state, t, who, events)
        if not tb.alive:
            return
        for mine in [m for m in state.mines if m.area == tb.area]:
            if tb.alive:
                trigger_mine(state, mine, t, events, arena)


def hazard(state: B2State, t: int, by: int | None, events: list[Event]) -> None:
    """Acid (ground bots) and flight obstacles (fliers) destroy a shoved or beaten bot on a 6."""
    arena = arena_of(state)
    bot = state.bots[t]
    if not bot.alive:
        return
    terrain = arena.terrain[bot.area]
    if terrain == "acid" and ground(bot):
        value = roll(state, t, msg("b2-for-acid"), events)
        if value == 6:
            destroy(state, t, by, events, msg("b2-cause-acid"), acid=True)
    elif terrain == "obstacle" and flies(bot):
        value = roll(state, t, msg("b2-for-collision"), events)
        if value == 6:
            destroy(state, t, by, events, msg("b2-cause-obstacle"))
