"""Dice, armour tests, damage, faults, destruction and drawing parts."""

from bot.engine import Card, Event, Msg, msg
from bot.games.bottisota2.parts import PART_OF
from bot.games.bottisota2.state import B2State, Bot, arena_of, armour, model_of, shield
from bot.games.bottisota2.words import area, fault_name, seat

Frozen = dict[int, tuple[int, int]]
"""Armour and shield of bots as they were when the current shooter began (losses wait)."""


def roll(state: B2State, who: int, purpose: Msg, events: list[Event], die: int = 6) -> int:
    """One die for `who`, announced with its purpose and result."""
    value = state.forced.pop(0) if state.forced else state.rng.randint(1, die)
    value = max(1, min(die, value))
    events.append(Event.public("b2-roll", who=seat(who), purpose=purpose, die=die, result=value))
    return value


def passes(value: int, modifier: int, need: int) -> bool:
    """A test: a natural 1 always fails and a 6 always succeeds."""
    if value == 1:
        return False
    if value == 6:
        return True
    return value + modifier >= need


def cover(state: B2State, target: int, shot: bool) -> int:
    """The terrain bonus to armour tests: +1 in a structure against shots and area weapons, except fliers."""
    bot = state.bots[target]
    if not shot or bot.area < 0 or model_of(bot).move == "flying":
        return 0
    return 1 if arena_of(state).terrain[bot.area] == "structure" else 0


def take_hits(
    state: B2State,
    target: int,
    hits: int,
    mod: int,
    shot: bool,
    by: int | None,
    events: list[Event],
    frozen: Frozen | None = None,
) -> None:
    """Resolve `hits` hits one by one: the shield test first, then armour, then damage."""
    for _ in range(hits):
        bot = state.bots[target]
        if not bot.alive:
            return
        arm, shd = frozen[target] if frozen is not None and target in frozen else (armour(bot), shield(bot))
        bonus = cover(state, target, shot)
        if shd:
            value = roll(state, target, msg("b2-for-shield", need=shd), events)
            if passes(value, bonus, shd):
                events.append(Event.public("b2-shield-holds", who=seat(target)))
                continue
        value = roll(state, target, msg("b2-for-armour", need=arm, mod=mod + bonus), events)
        if passes(value, mod + bonus, arm):
            events.append(Event.public("b2-armour-holds", who=seat(target)))
            continue
        damage(state, target, 1, by, events, faults=True)


def damage(state: B2State, target: int, points: int, by: int | None, events: list[Event], faults: bool) -> None:
    bot = state.bots[target]
    m = model_of(bot)
    for _ in range(points):
        if not bot.alive:
            return
        bot.damage += 1
        events.append(Event.public("b2-damaged", who=seat(target), damage=bot.damage, limit=m.explodes_at))
        if bot.damage >= m.explodes_at:
            destroy(state, target, by, events, msg("b2-cause-damage"))
            return
        if faults and bot.damage >= m.faults_at:
            fault(state, target, by, events)


def fault(state: B2State, target: int, by: int | None, events: list[Event]) -> None:
    bot = state.bots[target]
    value = roll(state, target, msg("b2-for-fault"), events)
    kind = {1: "aim", 2: "slow", 3: "armour", 4: "part", 5: "part", 6: "extra"}[value]
    bot.faults.append(kind)
    events.append(Event.public("b2-fault", who=seat(target), fault=fault_name(kind)))
    if kind == "part":
        if bot.installed:
            token = bot.installed[_pick(state, target, len(bot.installed), events)]
            bot.installed.remove(token)
            state.discard.append(token)
            events.append(Event.public("b2-part-destroyed", who=seat(target), card=_card(token)))
            drop_ammo(bot, token)
        elif bot.hand:
            token = bot.hand[_pick(state, target, len(bot.hand), events)]
            bot.hand.remove(token)
            state.discard.append(token)
            events.append(Event.public("b2-hand-lost", who=seat(target), card=_card(token)))
        else:
            events.append(Event.public("b2-nothing-to-lose", who=seat(target)))
    elif kind == "extra":
        damage(state, target, 1, by, events, faults=False)


def _pick(state: B2State, who: int, n: int, events: list[Event]) -> int:
    """A random pick among n (0-based), rolled on a die of n sides when there is a choice."""
    if n == 1:
        return 0
    return roll(state, who, msg("b2-for-pick"), events, die=n) - 1


def _card(token: str) -> Card:
    return Card(token)


def drop_ammo(bot: Bot, slot: str) -> None:
    bot.ammo.pop(slot, None)


def draw(state: B2State, who: int, events: list[Event]) -> None:
    if not state.deck and state.discard:
        state.recycled = sorted(set(state.recycled) | set(state.discard))
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        events.append(Event.public("b2-reshuffle", cards=len(state.deck)))
    if not state.deck:
        events.append(Event.public("b2-deck-empty", who=seat(who)))
        return
    token = state.deck.pop(0)
    if token in state.recycled:
        state.recycled.remove(token)
    state.bots[who].hand.append(token)
    events.append(Event.public("b2-draws", who=seat(who)))
    events.append(Event.private("b2-drew", who, card=_card(token)))


REPAIRABLE = ("aim", "armour", "slow")


def repair_one(bot: Bot) -> str:
    """Repair a damage point, else the first repairable fault: what was repaired ('' nothing)."""
    if bot.damage > 0:
        bot.damage -= 1
        return "damage"
    for kind in REPAIRABLE:
        if kind in bot.faults:
            bot.faults.remove(kind)
            return kind
    return ""


def destroy(state: B2State, target: int, by: int | None, events: list[Event], cause: Msg, acid: bool = False) -> None:
    bot = state.bots[target]
    if not bot.alive:
        return
    where = bot.area
    bot.alive = False
    events.append(Event.public("b2-destroyed", who=seat(target), cause=cause))
    arena = arena_of(state)
    doom = any(PART_OF[t].effect == "doom" for t in bot.installed)
    cards = bot.installed + bot.hand
    bot.installed = []
    bot.hand = []
    bot.ammo = {}
    bot.area = -1
    state.discard.extend(cards)
    if cards:
        events.append(Event.public("b2-parts-scrapped", who=seat(target), count=len(cards)))
    if by is not None and by != target and state.bots[by].alive:
        # each part may repair the destroyer instead: its choice, made once the action is
        # resolved (bot.games.bottisota2.flow.settle_salvage)
        state.bots[by].salvage += len(cards)
        draw(state, by, events)
        if bot.lives > 0:
            draw(state, by, events)
    if bot.lives > 0:
        bot.lives -= 1
        events.append(Event.public("b2-will-return", who=seat(target), left=bot.lives))
    else:
        bot.out = True
    if doom and where >= 0 and not acid:
        events.append(Event.public("b2-doom", who=seat(target), area=area(arena, where)))
        for other in [i for i, b in enumerate(state.bots) if b.alive and b.area == where]:
            value = roll(state, target, msg("b2-for-hit", target=seat(other), need=4, mod=0), events)
            if passes(value, 0, 4):
                take_hits(state, other, 1, 0, True, target, events)
