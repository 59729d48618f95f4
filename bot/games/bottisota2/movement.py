"""Movement: what a step costs, which steps are legal, mines, teleporters, bombs and hunting."""

from bot.engine import Event, msg
from bot.games.bottisota2.arena import Arena, walking
from bot.games.bottisota2.damage import destroy, passes, roll, take_hits
from bot.games.bottisota2.state import B2State, Bot, Mine, arena_of, flies, model_of, speeds, weapons
from bot.games.bottisota2.words import area, seat, weapon_arg


def min_move(bot: Bot) -> int:
    m = model_of(bot)
    return max(m.min_move, 1 if m.move == "flying" else 0)


def step_cost(arena: Arena, bot: Bot, a: int, b: int) -> tuple[int, bool] | None:
    """(cost, against a belt) of a step from a to its neighbour b, or None when impossible."""
    d = arena.direction(a, b)
    if d is None:
        return None
    move = model_of(bot).move
    edge = arena.edge(a, b)
    if edge == "wall":
        return None
    ahead = (bot.heading, (bot.heading + 1) % 6, (bot.heading + 5) % 6)
    if move == "flying" and arena.terrain[a] == "obstacle" and bot.heading >= 0 and d not in ahead:
        return None
    cost = 1
    against = False
    if move in ("wheels", "tracks") and arena.terrain[b] == "structure":
        cost = 2
    if edge == "opening" and move != "flying":
        cost += 1
    if move in ("wheels", "tracks", "legs"):
        for x in (a, b):
            if arena.terrain[x] == "belt":
                flow = arena.belt[x]
                if d == flow:
                    cost -= 1
                    break
                if d == (flow + 3) % 6:
                    cost += 2
                    against = True
                    break
    return max(0, cost), against


def legal_steps(state: B2State, who: int) -> list[tuple[int, int]]:
    """(area, cost) of every area the moving bot may step to now."""
    arena = arena_of(state)
    bot = state.bots[who]
    out = []
    for _, b in arena.neighbours(bot.area):
        found = step_cost(arena, bot, bot.area, b)
        if found is None:
            continue
        cost, against = found
        if cost <= bot.points:
            out.append((b, cost))
        elif bot.mode == "dash" and bot.steps == 0 and not against and bot.points > 0:
            out.append((b, bot.points))  # hard terrain: a dash always makes one area
    return out


def can_teleport(state: B2State, who: int) -> bool:
    arena = arena_of(state)
    bot = state.bots[who]
    return arena.terrain[bot.area] == "teleporter" and bot.points >= 1 and len(arena.of("teleporter")) > 1


def droppable(state: B2State, who: int) -> list[str]:
    """Weapon slots the bot may drop here now (mines and bombs with a shot and a charge left)."""
    bot = state.bots[who]
    out = []
    for slot, w in weapons(bot):
        if not w.dropped or bot.used.count(slot) >= w.shots:
            continue
        if w.charges and bot.ammo.get(slot, w.charges) <= 0:
            continue
        if w.kind == "bomb" and not _ground_bots(state, bot.area, who):
            continue
        out.append(slot)
    return out


def _ground_bots(state: B2State, where: int, but: int) -> list[int]:
    return [i for i, b in enumerate(state.bots) if b.alive and b.area == where and i != but and not flies(b)]


def drop(state: B2State, who: int, slot: str, events: list[Event]) -> None:
    bot = state.bots[who]
    w = dict(weapons(bot))[slot]
    arena = arena_of(state)
    bot.used.append(slot)
    if w.charges:
        bot.ammo[slot] = bot.ammo.get(slot, w.charges) - 1
    here = area(arena, bot.area)
    if w.kind in ("mine", "magmine"):
        state.mines.append(Mine(area=bot.area, owner=who, magnetic=w.kind == "magmine", hit=w.hit, mod=w.mod))
        events.append(Event.public("b2-mine-dropped", who=seat(who), weapon=weapon_arg(slot), area=here))
    elif w.kind == "bigbomb":
        bot.drops.append(f"{slot}:{bot.area}:-1")
        events.append(Event.public("b2-bomb-dropped", who=seat(who), weapon=weapon_arg(slot), area=here))
    else:
        targets = _ground_bots(state, bot.area, who)
        pick = targets[0] if len(targets) == 1 else targets[_pick(state, who, len(targets), events)]
        bot.drops.append(f"{slot}:{bot.area}:{pick}")
        events.append(
            Event.public("b2-bomb-aimed", who=seat(who), weapon=weapon_arg(slot), area=here, target=seat(pick))
        )


def _pick(state: B2State, who: int, n: int, events: list[Event]) -> int:
    """A random pick among n, rolled and announced as a die of n sides."""
    return roll(state, who, msg("b2-for-pick"), events, die=n) - 1


def teleport(state: B2State, who: int, events: list[Event]) -> None:
    arena = arena_of(state)
    bot = state.bots[who]
    others = [t for t in arena.of("teleporter") if t != bot.area]
    bot.points -= 1
    bot.steps += 1
    target = others[0] if len(others) == 1 else others[_pick(state, who, len(others), events)]
    start = bot.area
    bot.area = target
    bot.heading = -1
    events.append(Event.public("b2-teleports", who=seat(who), start=area(arena, start), end=area(arena, target)))
    enter(state, who, events)


def step(state: B2State, who: int, to: int, cost: int, events: list[Event]) -> None:
    arena = arena_of(state)
    bot = state.bots[who]
    start = bot.area
    d = arena.direction(start, to)
    bot.points = max(0, bot.points - cost)
    bot.steps += 1
    bot.heading = d if d is not None else -1
    bot.area = to
    events.append(Event.public("b2-moves", who=seat(who), start=area(arena, start), end=area(arena, to)))
    if flies(bot) and arena.edge(start, to) == "opening":
        value = roll(state, who, msg("b2-for-crash"), events)
        if value == 6:
            destroy(state, who, None, events, msg("b2-cause-opening"))
            return
    enter(state, who, events)


def enter(state: B2State, who: int, events: list[Event]) -> None:
    """Mines in the area the bot just entered go off against it."""
    bot = state.bots[who]
    arena = arena_of(state)
    for mine in [m for m in state.mines if m.area == bot.area]:
        if not bot.alive:
            return
        trigger_mine(state, mine, who, events, arena)


def trigger_mine(state: B2State, mine: Mine, who: int, events: list[Event], arena: Arena) -> None:
    bot = state.bots[who]
    if model_of(bot).move in ("flying", "hover") and not mine.magnetic:
        return
    events.append(
        Event.public(
            "b2-mine-triggers",
            who=seat(who),
            area=area(arena, mine.area),
            kind=msg("b2-mine-magnetic" if mine.magnetic else "b2-mine-plain"),
        )
    )
    value = roll(state, mine.owner, msg("b2-for-mine", target=seat(who), need=mine.hit), events)
    if passes(value, 0, mine.hit):
        state.mines.remove(mine)
        events.append(Event.public("b2-mine-hits", who=seat(who)))
        take_hits(state, who, 1, mine.mod, False, mine.owner, events)
    else:
        events.append(Event.public("b2-mine-misses", who=seat(who)))


def finish_move(state: B2State, who: int, events: list[Event]) -> None:
    """The bot stops: its bombs go off, then it has moved for this round."""
    bot = state.bots[who]
    bot.moved = True
    arena = arena_of(state)
    drops, bot.drops = bot.drops, []
    for entry in drops:
        slot, where, target = entry.split(":")
        w = dict(weapons(bot))[slot] if bot.alive and slot in dict(weapons(bot)) else None
        hit, mod = (w.hit, w.mod) if w is not None else (3, 0)
        here = int(where)
        tseat = int(target)
        if tseat < 0:
            events.append(Event.public("b2-bomb-explodes", who=seat(who), area=area(arena, here)))
            for victim in [i for i, b in enumerate(state.bots) if b.alive and b.area == here]:
                value = roll(state, who, msg("b2-for-hit", target=seat(victim), need=hit, mod=0), events)
                if passes(value, 0, hit):
                    take_hits(state, victim, 1, mod, True, who, events)
                else:
                    events.append(Event.public("b2-misses", who=seat(who), target=seat(victim)))
        else:
            victim_bot = state.bots[tseat]
            if not victim_bot.alive or victim_bot.area != here:
                events.append(Event.public("b2-bomb-lost", who=seat(who), target=seat(tseat)))
                continue
            value = roll(state, who, msg("b2-for-hit", target=seat(tseat), need=hit, mod=0), events)
            if passes(value, 0, hit):
                take_hits(state, tseat, 1, mod, True, who, events)
            else:
                events.append(Event.public("b2-misses", who=seat(who), target=seat(tseat)))


def start_move(state: B2State, who: int, mode: str) -> None:
    bot = state.bots[who]
    dash, normal = speeds(bot)
    bot.mode = mode
    bot.points = dash if mode in ("dash", "hunt-dash") else normal if mode in ("normal", "hunt") else 0
    bot.steps = 0


def hunt_check(state: B2State, mover: int, before: int, events: list[Event]) -> None:
    """Hunters the mover came toward (into their area or next to it) chase it at once."""
    arena = arena_of(state)
    target = state.bots[mover]
    if not target.alive:
        return
    n = state.num_players
    for h in sorted(state.hunters, key=lambda s: (s - mover) % n):
        hunter = state.bots[h]
        if h == mover or not hunter.alive or hunter.moved or h not in state.hunters:
            continue
        now = arena.distance(hunter.area, target.area)
        was = arena.distance(hunter.area, before) if before >= 0 else 99
        if now <= 1 and now < was:
            state.hunters.remove(h)
            events.append(Event.public("b2-hunt-triggered", who=seat(h), target=seat(mover)))
            chase(state, h, mover, events)


def chase(state: B2State, h: int, target: int, events: list[Event]) -> None:
    arena = arena_of(state)
    hunter = state.bots[h]
    hunter.mode = "dash" if hunter.mode == "hunt-dash" else "normal"
    start_move(state, h, hunter.mode)
    way = walking(arena)
    while hunter.alive and hunter.area != state.bots[target].area:
        goal = state.bots[target].area
        here = way[hunter.area][goal]
        options = [(b, c) for b, c in legal_steps(state, h) if way[b][goal] < here]
        if not options:
            break
        b, c = options[0]
        step(state, h, b, c, events)
    finish_move(state, h, events)


def toward(state: B2State, who: int) -> int | None:
    """The nearest other bot's area (for defaults and the AI), or None."""
    arena = arena_of(state)
    bot = state.bots[who]
    others = [b.area for i, b in enumerate(state.bots) if i != who and b.alive and b.area >= 0]
    if not others:
        return None
    way = walking(arena)
    return min(others, key=lambda a: (way[bot.area][a], a))
