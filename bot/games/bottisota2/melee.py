"""Melee: who may fight whom, and opposed rolls resolved nearest the starter first."""

from bot.engine import Event, msg
from bot.games.bottisota2.damage import roll, take_hits
from bot.games.bottisota2.shooting import hazard
from bot.games.bottisota2.state import B2State, arena_of, flies, melee_level
from bot.games.bottisota2.words import seat as _s


def melee_targets(state: B2State, who: int) -> list[int]:
    bot = state.bots[who]
    if not bot.alive or bot.area < 0:
        return []
    out = []
    for t, other in enumerate(state.bots):
        if t == who or not other.alive or other.area != bot.area or t in bot.no_melee:
            continue
        if flies(other) and not flies(bot) and t not in bot.melee_ok:
            continue
        out.append(t)
    return out


def level(state: B2State, who: int) -> int:
    bot = state.bots[who]
    value = melee_level(bot)
    if flies(bot) and arena_of(state).terrain[bot.area] == "obstacle":
        value -= 1
    return value


def resolve_all(state: B2State, events: list[Event]) -> None:
    n = state.num_players
    done: set[tuple[int, int]] = set()
    for a in sorted(range(n), key=lambda s: (s - state.starter) % n):
        b = state.bots[a].melee_target
        state.bots[a].melee_target = -1
        if b < 0:
            continue
        pair = (min(a, b), max(a, b))
        if pair in done:
            continue
        done.add(pair)
        fight(state, a, b, events)


def fight(state: B2State, a: int, b: int, events: list[Event]) -> None:
    ba, bb = state.bots[a], state.bots[b]
    if not (ba.alive and bb.alive and ba.area == bb.area):
        return
    events.append(Event.public("b2-melee", who=_s(a), target=_s(b)))
    ra = roll(state, a, msg("b2-for-melee", bonus=level(state, a)), events) + level(state, a)
    rb = roll(state, b, msg("b2-for-melee", bonus=level(state, b)), events) + level(state, b)
    if ra == rb:
        events.append(Event.public("b2-melee-tie", who=_s(a), target=_s(b), total=ra))
        return
    winner, loser = (a, b) if ra > rb else (b, a)
    diff = abs(ra - rb)
    events.append(Event.public("b2-melee-won", who=_s(winner), target=_s(loser), hits=diff))
    take_hits(state, loser, diff, 0, False, winner, events)
    hazard(state, loser, winner, events)
