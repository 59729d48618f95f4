"""Maintenance: depots (remove parts, or two points of repair, fault removal, drawing and reloading),
installing and using parts, and discarding down to five cards."""

from bot.engine import Card, Event
from bot.games.bottisota2.damage import REPAIRABLE, draw
from bot.games.bottisota2.parts import PART_OF
from bot.games.bottisota2.state import B2State, Bot, arena_of, hand_limit_count, shield, weapons
from bot.games.bottisota2.words import area, fault_name, seat

HAND_LIMIT = 5


def at_depot_alone(state: B2State, who: int) -> bool:
    bot = state.bots[who]
    if not bot.alive or bot.area < 0 or arena_of(state).terrain[bot.area] != "depot":
        return False
    return not any(b.alive and b.area == bot.area for i, b in enumerate(state.bots) if i != who)


def needs_reload(bot: Bot) -> bool:
    return any(w.charges and bot.ammo.get(slot, w.charges) < w.charges for slot, w in weapons(bot))


def installable(bot: Bot, token: str) -> bool:
    p = PART_OF[token]
    if p.oneshot:
        return False
    return not (p.effect == "shield" and (shield(bot) or any(PART_OF[t].effect == "shield" for t in bot.installed)))


def usable(bot: Bot, token: str) -> bool:
    p = PART_OF[token]
    if p.effect == "repair":
        return bot.damage > 0
    if p.effect == "patch":
        return any(f in REPAIRABLE for f in bot.faults)
    if p.effect == "ammo":
        return needs_reload(bot)
    return False


def over_limit(bot: Bot) -> bool:
    return hand_limit_count(bot) > HAND_LIMIT and bool(bot.hand)


def depot_actions(state: B2State, who: int) -> list[str]:
    """The depot work still open to the bot: 'repair', 'fix <fault>', 'draw', 'reload', 'remove <token>'."""
    if not at_depot_alone(state, who):
        return []
    bot = state.bots[who]
    out: list[str] = []
    if bot.maint in ("", "repair") and (bot.maint == "" or bot.maint_points > 0):
        if bot.damage > 0:
            out.append("repair")
        out += [f"fix {f}" for f in REPAIRABLE if f in bot.faults]
        if state.deck or state.discard:
            out.append("draw")
        if needs_reload(bot):
            out.append("reload")
    if bot.maint in ("", "remove"):
        out += [f"remove {t}" for t in bot.installed]
    return out


def has_work(state: B2State, who: int) -> bool:
    bot = state.bots[who]
    if not bot.alive or bot.area < 0:
        return False
    if depot_actions(state, who) or over_limit(bot):
        return True
    return any(installable(bot, t) or usable(bot, t) for t in bot.hand)


def apply_depot(state: B2State, who: int, action: str, events: list[Event]) -> None:
    bot = state.bots[who]
    arena = arena_of(state)
    word, _, arg = action.partition(" ")
    if word == "remove":
        bot.maint = "remove"
        bot.installed.remove(arg)
        state.discard.append(arg)
        bot.ammo.pop(arg, None)
        events.append(Event.public("b2-removes", who=seat(who), card=Card(arg)))
        return
    if bot.maint == "":
        bot.maint = "repair"
        bot.maint_points = 2
        events.append(Event.public("b2-depot", who=seat(who), area=area(arena, bot.area)))
    bot.maint_points -= 1
    if word == "repair":
        bot.damage -= 1
        events.append(Event.public("b2-repairs", who=seat(who), damage=bot.damage))
    elif word == "fix":
        bot.faults.remove(arg)
        events.append(Event.public("b2-fixes", who=seat(who), fault=fault_name(arg)))
    elif word == "draw":
        draw(state, who, events)
    elif word == "reload":
        reload(bot)
        events.append(Event.public("b2-reloads", who=seat(who)))


def reload(bot: Bot) -> None:
    for slot, w in weapons(bot):
        if w.charges:
            bot.ammo[slot] = w.charges


def install(state: B2State, who: int, token: str, events: list[Event]) -> None:
    bot = state.bots[who]
    bot.hand.remove(token)
    bot.installed.append(token)
    w = PART_OF[token].weapon
    if w is not None and w.charges:
        bot.ammo[token] = w.charges
    events.append(Event.public("b2-installs", who=seat(who), card=Card(token)))


def use(state: B2State, who: int, token: str, events: list[Event]) -> None:
    bot = state.bots[who]
    p = PART_OF[token]
    bot.hand.remove(token)
    state.discard.append(token)
    events.append(Event.public("b2-uses", who=seat(who), card=Card(token)))
    if p.effect == "repair":
        bot.damage = max(0, bot.damage - 2)
        events.append(Event.public("b2-repairs", who=seat(who), damage=bot.damage))
    elif p.effect == "patch":
        fault = next(f for f in REPAIRABLE if f in bot.faults)
        bot.faults.remove(fault)
        events.append(Event.public("b2-fixes", who=seat(who), fault=fault_name(fault)))
    elif p.effect == "ammo":
        reload(bot)
        events.append(Event.public("b2-reloads", who=seat(who)))


def discard(state: B2State, who: int, token: str, events: list[Event]) -> None:
    bot = state.bots[who]
    bot.hand.remove(token)
    state.discard.append(token)
    events.append(Event.public("b2-discards", who=seat(who), card=Card(token)))


def auto(state: B2State, who: int, events: list[Event]) -> None:
    """The default: sensible depot work, install what helps, use what helps, discard the rest down to five."""
    bot = state.bots[who]
    for _ in range(4):
        options = [a for a in depot_actions(state, who) if not a.startswith("remove")]
        if not options:
            break
        pick = next(
            (a for a in ("repair", "fix aim", "fix armour", "fix slow", "reload", "draw") if a in options), None
        )
        if pick is None:
            break
        apply_depot(state, who, pick, events)
    for token in list(bot.hand):
        if usable(bot, token):
            use(state, who, token, events)
    for token in list(bot.hand):
        if installable(bot, token) and PART_OF[token].effect != "heavy":
            install(state, who, token, events)
    while over_limit(bot):
        discard(state, who, bot.hand[0], events)
