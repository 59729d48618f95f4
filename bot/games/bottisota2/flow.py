"""The round: placement, movement in speed order, shooting, melee, maintenance; decisions and actions."""

import re
from fractions import Fraction

from bot.engine import Card, Choice, Decision, Event, Many, Msg, Rng, msg
from bot.games.bottisota2.arena import ARENA_NAMES, Arena, walking
from bot.games.bottisota2.damage import REPAIRABLE, destroy, repair_one
from bot.games.bottisota2.maintenance import (
    apply_depot,
    at_depot_alone,
    auto,
    depot_actions,
    discard,
    has_work,
    install,
    installable,
    over_limit,
    usable,
    use,
)
from bot.games.bottisota2.melee import level, melee_targets
from bot.games.bottisota2.melee import resolve_all as resolve_melee
from bot.games.bottisota2.movement import (
    can_teleport,
    drop,
    droppable,
    finish_move,
    hunt_check,
    legal_steps,
    min_move,
    start_move,
    step,
    teleport,
    toward,
)
from bot.games.bottisota2.parts import TOKENS
from bot.games.bottisota2.roster import ROSTER
from bot.games.bottisota2.shooting import magnetic_mines, shot_options
from bot.games.bottisota2.shooting import resolve_all as resolve_shooting
from bot.games.bottisota2.state import B2State, Bot, Options, arena_of, model_of, speed_class, speeds, weapons
from bot.games.bottisota2.words import area, fault_name, model_name, salvage_name, seat, weapon_arg

ACTION = re.compile(
    r"place [A-Z]\d{1,2}|go [A-Z]\d{1,2}|dash|normal|hunt|hunt-dash|stay|dock|auto|teleport|stop|done|none"
    r"|drop [a-z0-9-]+|fire [a-z0-9-]+ ([A-Z]\d{1,2}|\d{1,2})|attack \d{1,2}|repair|fix (aim|slow|armour)|draw"
    r"|reload|(remove|install|use|discard) p\d\d|pick [a-z]+|keep|salvage (damage|aim|slow|armour)",
    re.ASCII,
)


def arena_for(players: int, choice: str) -> str:
    if choice != "auto":
        return choice
    return ARENA_NAMES[0] if players <= 4 else ARENA_NAMES[1] if players <= 8 else ARENA_NAMES[2]


def fresh_bot(key: str, lives: int) -> Bot:
    bot = Bot(model=key, lives=lives)
    for w in next(m for m in ROSTER if m.key == key).weapons:
        if w.charges:
            bot.ammo[w.key] = w.charges
    return bot


def new_match(num_players: int, options: Options, rng: Rng) -> B2State:
    keys = [m.key for m in ROSTER]
    rng.shuffle(keys)
    deck = list(TOKENS)
    rng.shuffle(deck)
    name = arena_for(num_players, options.arena)
    seed = rng.below(1 << 32) if name == "random" else 0
    order = list(range(num_players))
    rng.shuffle(order)
    choose = options.bots == "choose"
    bots = [fresh_bot(keys[i % len(keys)], options.replacements) for i in range(num_players)]
    for b in bots:
        b.choosing = choose
    return B2State(
        num_players=num_players,
        rng=rng,
        options=options,
        arena_name=name,
        arena_seed=seed,
        bots=bots,
        deck=deck,
        phase="pick" if choose else "place",
        queue=order,
        waiting=list(order) if choose else [],
    )


def join(state: B2State) -> list[Event]:
    """A late joiner (seat num_players - 1, already counted) gets a bot: a model nobody plays,
    drawn, or with bots=choose theirs to pick. It is placed just before the next round, or in
    the placement under way, on an empty area."""
    who = state.num_players - 1
    used = {b.model for b in state.bots}
    free = [m.key for m in ROSTER if m.key not in used] or [m.key for m in ROSTER]
    key = free[state.rng.below(len(free))]
    bot = fresh_bot(key, state.options.replacements)
    bot.alive = False
    bot.choosing = state.options.bots == "choose"
    bot.joining = True
    state.bots.append(bot)
    if bot.choosing:  # the drawn model is the joiner's default pick, their own until they pick
        events = [Event.public("b2-joins-choosing", who=seat(who))]
    else:
        events = [Event.public("b2-joins", who=seat(who), bot=model_name(key))]
    if state.phase == "pick":
        state.waiting.append(who)
    if state.phase in ("pick", "place"):
        state.queue.append(who)
        events.append(Event.public("b2-join-place-now", who=seat(who)))
    else:
        events.append(Event.public("b2-join-place-next", who=seat(who), round=state.round + 1))
    return events


# -- decisions --------------------------------------------------------------------------------


def empty_areas(state: B2State) -> list[int]:
    arena = arena_of(state)
    taken = {b.area for b in state.bots if b.alive and b.area >= 0}
    return [i for i in range(arena.size) if i not in taken]


def place_default(state: B2State, arena: Arena) -> int:
    free = empty_areas(state)
    taken = [b.area for b in state.bots if b.alive and b.area >= 0]
    if not taken:
        return free[0]
    return max(free, key=lambda a: (min(arena.distance(a, t) for t in taken), -a))


def bot_number(k: int) -> str:
    return str(k + 1)


def move_choices(state: B2State, who: int) -> tuple[list[Choice], str]:
    arena = arena_of(state)
    bot = state.bots[who]
    if bot.mode == "":
        out = [Choice("auto", msg("b2-choice-auto-move"))]
        out += [Choice("normal", msg("b2-choice-normal", points=speeds(bot)[1]))]
        out += [Choice("dash", msg("b2-choice-dash", points=speeds(bot)[0]))]
        if min_move(bot) == 0:
            out += [Choice("hunt", msg("b2-choice-hunt")), Choice("hunt-dash", msg("b2-choice-hunt-dash"))]
            out += [Choice("stay", msg("b2-choice-stay"))]
        elif at_depot_alone(state, who):
            out += [Choice("dock", msg("b2-choice-dock"))]
        return out, "auto"
    out = [
        Choice(f"go {arena.labels[b]}", msg("b2-choice-go", area=area(arena, b), cost=c))
        for b, c in legal_steps(state, who)
    ]
    if can_teleport(state, who):
        out.append(Choice("teleport", msg("b2-choice-teleport")))
    out += [Choice(f"drop {s}", msg("b2-choice-drop", weapon=weapon_arg(s))) for s in droppable(state, who)]
    if bot.steps >= min_move(bot) or not legal_steps(state, who):
        out.append(Choice("stop", msg("b2-choice-stop")))
    default = "stop" if out[-1].action == "stop" else out[0].action
    return out, default


def shoot_choices(state: B2State, who: int) -> tuple[list[Choice], str]:
    arena = arena_of(state)
    out = []
    bot = state.bots[who]
    if not bot.decl:
        out.append(Choice("auto", msg("b2-choice-auto-fire")))
    for slot, target, kind in shot_options(state, who):
        if kind:
            where = int(target[1:])
            out.append(
                Choice(
                    f"fire {slot} {arena.labels[where]}",
                    msg("b2-choice-fire-area", weapon=weapon_arg(slot), area=area(arena, where)),
                )
            )
        else:
            out.append(
                Choice(
                    f"fire {slot} {bot_number(int(target))}",
                    msg("b2-choice-fire", weapon=weapon_arg(slot), target=seat(int(target))),
                )
            )
    out.append(Choice("done", msg("b2-choice-done-fire" if bot.decl else "b2-choice-hold-fire")))
    return out, "auto" if not bot.decl else "done"


def melee_choices(state: B2State, who: int) -> tuple[list[Choice], str]:
    out = [
        Choice(f"attack {bot_number(t)}", msg("b2-choice-attack", target=seat(t))) for t in melee_targets(state, who)
    ]
    out.append(Choice("none", msg("b2-choice-no-melee")))
    return out, melee_default(state, who)


def melee_default(state: B2State, who: int) -> str:
    mine = level(state, who)
    options = [(level(state, t), state.bots[t].damage, t) for t in melee_targets(state, who)]
    options = [o for o in options if o[0] <= mine]
    if not options:
        return "none"
    _, _, t = min(options, key=lambda o: (o[0], -o[1], (o[2] - who) % state.num_players))
    return f"attack {bot_number(t)}"


def maint_choices(state: B2State, who: int) -> tuple[list[Choice], str]:
    bot = state.bots[who]
    out = [Choice("auto", msg("b2-choice-auto-maint"))]
    for a in depot_actions(state, who):
        word, _, arg = a.partition(" ")
        if word == "remove":
            out.append(Choice(a, msg("b2-choice-remove", card=Card(arg))))
        elif word == "fix":
            out.append(Choice(a, msg("b2-choice-fix", fault=fault_name(arg))))
        else:
            out.append(Choice(a, msg(f"b2-choice-{word}")))
    for t in bot.hand:
        if installable(bot, t):
            out.append(Choice(f"install {t}", msg("b2-choice-install", card=Card(t))))
        if usable(bot, t):
            out.append(Choice(f"use {t}", msg("b2-choice-use", card=Card(t))))
    if over_limit(bot):
        out += [Choice(f"discard {t}", msg("b2-choice-discard", card=Card(t))) for t in bot.hand]
    else:
        out.append(Choice("done", msg("b2-choice-done-maint")))
    return out, "auto"


def pick_decision(state: B2State, who: int) -> Decision:
    bot = state.bots[who]
    choices = [Choice("keep", msg("b2-choice-keep", bot=model_name(bot.model)))]
    choices += [Choice(f"pick {m.key}", msg("b2-choice-pick", bot=model_name(m.key))) for m in ROSTER]
    # The thread's status post shows the prompt: the drawn model is named in the player's own choice only.
    return Decision(who, "pick", msg("b2-prompt-pick"), choices, "keep")


def salvage_options(bot: Bot) -> list[str]:
    """What one salvaged part can repair on `bot`: a damage point, or a repairable fault."""
    out = ["damage"] if bot.damage > 0 else []
    return out + [k for k in REPAIRABLE if k in bot.faults]


def salvage_decision(state: B2State, who: int) -> Decision:
    bot = state.bots[who]
    choices = [Choice("auto", msg("b2-choice-auto-salvage"))]
    choices += [Choice(f"salvage {k}", msg("b2-choice-salvage", what=salvage_name(k))) for k in salvage_options(bot)]
    prompt = msg("b2-prompt-salvage", round=state.round, parts=bot.salvage)
    return Decision(who, "salvage", prompt, choices, "auto")


def pending(state: B2State) -> list[Decision]:
    if state.finished:
        return []
    rnd = state.round
    salvaging = [i for i, b in enumerate(state.bots) if b.salvage > 0]
    if salvaging:
        return [salvage_decision(state, i) for i in salvaging]
    if state.phase == "pick":
        return [pick_decision(state, i) for i in state.waiting]
    # late joiners still to pick their model (they have no other decision)
    picking = [pick_decision(state, i) for i, b in enumerate(state.bots) if b.choosing]
    if state.phase == "place":
        who = state.queue[0]
        if state.bots[who].choosing:
            return picking
        arena = arena_of(state)
        free = empty_areas(state)
        best = place_default(state, arena)
        choices = [Choice(f"place {arena.labels[a]}", msg("b2-choice-place", area=area(arena, a))) for a in free]
        prompt = msg("b2-prompt-place", bot=model_name(state.bots[who].model), round=rnd)
        return [Decision(who, "place", prompt, choices, f"place {arena.labels[best]}"), *picking]
    if state.phase == "move":
        who = state.queue[0]
        choices, default = move_choices(state, who)
        bot = state.bots[who]
        key = "b2-prompt-move" if bot.mode == "" else "b2-prompt-step"
        prompt = msg(key, round=rnd, points=bot.points, steps=bot.steps)
        return [Decision(who, "move", prompt, choices, default), *picking]
    out = list(picking)
    for who in state.waiting:
        if state.phase == "shoot":
            choices, default = shoot_choices(state, who)
            prompt = msg("b2-prompt-shoot", round=rnd)
        elif state.phase == "melee":
            choices, default = melee_choices(state, who)
            prompt = msg("b2-prompt-melee", round=rnd)
        else:
            choices, default = maint_choices(state, who)
            prompt = msg("b2-prompt-maint", round=rnd, points=state.bots[who].maint_points)
        out.append(Decision(who, state.phase, prompt, choices, default))
    return out


# -- actions ----------------------------------------------------------------------------------


def apply_action(state: B2State, who: int, action: str) -> list[Event]:
    events: list[Event] = []
    word, _, arg = action.partition(" ")
    arena = arena_of(state)
    bot = state.bots[who]
    if bot.salvage > 0:
        spend_salvage(state, who, arg if word == "salvage" else None, events)
    elif bot.choosing:
        pick(state, who, bot.model if word == "keep" else arg, events)
    elif state.phase == "place":
        place(state, who, arena.index(arg), events)
        state.queue.pop(0)
    elif state.phase == "move":
        move_action(state, who, word, arg, events)
    elif state.phase == "shoot":
        if word == "auto":
            auto_fire(state, who)
            word = "done"
        if word == "fire":
            slot, _, target = arg.partition(" ")
            tgt = f"@{arena.index(target)}" if target[0].isalpha() else str(int(target) - 1)
            bot.decl.append(f"{slot}>{tgt}")
            events.append(Event.private("b2-declared", who, weapon=weapon_arg(slot), count=len(bot.decl)))
        if word == "done":
            state.waiting.remove(who)
            bot.declared = True
            events.append(Event.public("b2-ready-to-fire", who=seat(who)))
            if not state.waiting:
                _announce_declarations(state, events)
    elif state.phase == "melee":
        state.waiting.remove(who)
        if word == "attack":
            bot.melee_target = int(arg) - 1
        events.append(Event.public("b2-melee-ready", who=seat(who)))
        if not state.waiting:
            _announce_melee(state, events)
    elif state.phase == "maint":
        if word == "auto":
            auto(state, who, events)
            word = "done"
        if word in ("repair", "fix", "draw", "reload", "remove"):
            apply_depot(state, who, action, events)
        elif word == "install":
            install(state, who, arg, events)
        elif word == "use":
            use(state, who, arg, events)
        elif word == "discard":
            discard(state, who, arg, events)
        if word == "done" or (not has_work(state, who) and not over_limit(bot)):
            state.waiting.remove(who)
    advance(state, events)
    return events


def pick(state: B2State, who: int, key: str, events: list[Event]) -> None:
    """A model picked: kept secret while the others pick at the start, a late joiner's told at once."""
    bot = state.bots[who]
    bot.choosing = False
    if state.phase == "pick" and who in state.waiting:
        bot.pick = key
        state.waiting.remove(who)
        events.append(Event.private("b2-picked", who, bot=model_name(key)))
        events.append(Event.public("b2-pick-ready", who=seat(who)))
        return
    _take_model(state, who, key, events)


def _take_model(state: B2State, who: int, key: str, events: list[Event]) -> None:
    old = state.bots[who]
    if key != old.model:
        new = fresh_bot(key, old.lives)
        new.alive = old.alive
        new.joining = old.joining
        state.bots[who] = new
    state.bots[who].pick = ""
    events.append(Event.public("b2-plays", who=seat(who), bot=model_name(key)))


def spend_salvage(state: B2State, who: int, what: str | None, events: list[Event]) -> None:
    """One salvaged part on the repair chosen, or (what None: the default) every part left on
    damage first, then faults."""
    bot = state.bots[who]
    if what is None:
        while bot.salvage > 0:
            _salvage_one(state, who, None, events)
    else:
        _salvage_one(state, who, what, events)
    if state.phase == "maint":  # as in settle_salvage
        state.waiting = [w for w in state.waiting if has_work(state, w) or over_limit(state.bots[w])]


def _salvage_one(state: B2State, who: int, what: str | None, events: list[Event]) -> None:
    bot = state.bots[who]
    bot.salvage -= 1
    if what is None:
        what = repair_one(bot)
    elif what == "damage":
        bot.damage -= 1
    else:
        bot.faults.remove(what)
    if what:
        events.append(Event.public("b2-salvage", who=seat(who), what=salvage_name(what)))
    else:
        bot.salvage = 0


def settle_salvage(state: B2State, events: list[Event]) -> bool:
    """Salvage whose spending cannot be a choice is spent at once (one kind of repair, or parts
    enough for every repair); True while a destroyer still has a choice to make."""
    waiting = repaired = False
    for who, bot in enumerate(state.bots):
        if bot.salvage <= 0:
            continue
        if not bot.alive:
            bot.salvage = 0
            continue
        options = salvage_options(bot)
        if not options:
            bot.salvage = 0
        elif len(options) == 1 or bot.salvage >= bot.damage + len([f for f in bot.faults if f in REPAIRABLE]):
            spend_salvage(state, who, None, events)
            repaired = True
        else:
            waiting = True
    if repaired and state.phase == "maint":
        # a repair may leave a bot no maintenance work it was waiting for
        state.waiting = [w for w in state.waiting if has_work(state, w) or over_limit(state.bots[w])]
    return waiting


def place(state: B2State, who: int, where: int, events: list[Event]) -> None:
    bot = state.bots[who]
    bot.area = where
    bot.alive = True
    bot.joining = False
    events.append(
        Event.public("b2-placed", who=seat(who), bot=model_name(bot.model), area=area(arena_of(state), where))
    )


def move_action(state: B2State, who: int, word: str, arg: str, events: list[Event]) -> None:
    arena = arena_of(state)
    bot = state.bots[who]
    if word in ("dash", "normal"):
        start_move(state, who, word)
        events.append(Event.public(f"b2-{word}es" if word == "dash" else "b2-normal", who=seat(who), points=bot.points))
    elif word in ("hunt", "hunt-dash"):
        start_move(state, who, word)
        bot.points = 0
        state.hunters.append(who)
        state.queue.pop(0)
        events.append(Event.public("b2-hunts", who=seat(who)))
    elif word in ("stay", "dock"):
        bot.mode = word
        bot.moved = True
        state.queue.pop(0)
        events.append(Event.public(f"b2-{word}s", who=seat(who)))
    elif word == "auto":
        start_move(state, who, "normal")
        events.append(Event.public("b2-normal", who=seat(who), points=bot.points))
        auto_move(state, who, events)
    elif word == "go":
        before = bot.area
        to = arena.index(arg)
        cost = dict(legal_steps(state, who))[to]
        step(state, who, to, cost, events)
        hunt_check(state, who, before, events)
    elif word == "teleport":
        before = bot.area
        teleport(state, who, events)
        hunt_check(state, who, before, events)
    elif word == "drop":
        drop(state, who, arg, events)
    elif word == "stop":
        if model_of(bot).move == "flying" and bot.steps < min_move(bot):
            destroy(state, who, None, events, msg("b2-cause-wall"))
            return
        finish_move(state, who, events)


def auto_move(state: B2State, who: int, events: list[Event]) -> None:
    """Move toward the nearest other bot, stopping in its area (fliers keep their minimum move)."""
    arena = arena_of(state)
    bot = state.bots[who]
    while bot.alive:
        steps = legal_steps(state, who)
        if not steps:
            break
        goal = toward(state, who)
        if goal is None:
            break
        way = walking(arena)
        here = way[bot.area][goal]
        closer = [(b, c) for b, c in steps if way[b][goal] < here]
        if here == 0 or not closer:
            if bot.steps >= min_move(bot):
                break
            closer = steps
        before = bot.area
        b, c = closer[0]
        step(state, who, b, c, events)
        hunt_check(state, who, before, events)
    if bot.alive and not bot.moved:
        finish_move(state, who, events)


def auto_fire(state: B2State, who: int) -> None:
    """Every shot at the nearest bot it can reach, ties to the next seat on from the shooter (areas:
    the one with most other bots)."""
    arena = arena_of(state)
    bot = state.bots[who]
    while True:
        options = shot_options(state, who)
        if not options:
            return
        best = None
        for slot, target, kind in options:
            if kind:
                where = int(target[1:])
                others = [i for i, b in enumerate(state.bots) if b.alive and b.area == where and i != who]
                if where == bot.area and any(w.kind == "explosion" for s, w in weapons(bot) if s == slot):
                    continue
                score = (0, -len(others), where)
            else:
                t = int(target)
                # ties go round from the shooter's seat, so that no seat draws every tied shot
                score = (
                    arena.distance(bot.area, state.bots[t].area),
                    -state.bots[t].damage,
                    (t - who) % state.num_players,
                )
            if best is None or score < best[0]:
                best = (score, slot, target)
        if best is None:
            return
        bot.decl.append(f"{best[1]}>{best[2]}")


def _announce_declarations(state: B2State, events: list[Event]) -> None:
    arena = arena_of(state)
    for who, bot in enumerate(state.bots):
        for entry in bot.decl:
            slot, target = entry.split(">")
            if target.startswith("@"):
                events.append(
                    Event.public(
                        "b2-declares-area", who=seat(who), weapon=weapon_arg(slot), area=area(arena, int(target[1:]))
                    )
                )
            else:
                events.append(
                    Event.public("b2-declares", who=seat(who), weapon=weapon_arg(slot), target=seat(int(target)))
                )


def _announce_melee(state: B2State, events: list[Event]) -> None:
    for who, bot in enumerate(state.bots):
        if bot.melee_target >= 0:
            events.append(Event.public("b2-melee-declared", who=seat(who), target=seat(bot.melee_target)))


def in_game(state: B2State) -> list[int]:
    return [i for i, b in enumerate(state.bots) if b.alive or not b.out]


def check_end(state: B2State, events: list[Event]) -> bool:
    if state.finished:
        return True
    left = in_game(state)
    if len(left) <= 1:
        state.phase = "over"
        state.finished = "last" if left else "draw"
        state.winners = left
        if left:
            events.append(Event.public("b2-wins", who=seat(left[0])))
        else:
            events.append(Event.public("b2-draw"))
        return True
    return False


def finish_by_limit(state: B2State, events: list[Event]) -> None:
    state.phase = "over"
    alive = [i for i, b in enumerate(state.bots) if b.alive]
    state.finished = "limit"
    if not alive:
        state.winners = []
        events.append(Event.public("b2-draw"))
        return
    left = {
        i: Fraction(model_of(state.bots[i]).explodes_at - state.bots[i].damage, model_of(state.bots[i]).explodes_at)
        for i in alive
    }
    best = max(left.values())
    state.winners = [i for i in alive if left[i] == best]
    events.append(
        Event.public("b2-limit", round=state.options.round_limit, winners=Many(tuple(seat(i) for i in state.winners)))
    )


def new_round(state: B2State, events: list[Event]) -> None:
    state.round += 1
    if state.round > state.options.round_limit:
        finish_by_limit(state, events)
        return
    returning = [i for i, b in enumerate(state.bots) if not b.alive and not b.out]
    if returning:
        for i in returning:
            old = state.bots[i]
            state.bots[i] = fresh_bot(old.model, old.lives)
            state.bots[i].alive = False
            state.bots[i].choosing = old.choosing
            state.bots[i].joining = old.joining
        state.rng.shuffle(returning)
        state.phase = "place"
        state.queue = returning
        return
    begin_round(state, events)


def begin_round(state: B2State, events: list[Event]) -> None:
    for b in state.bots:
        b.mode = ""
        b.moved = not b.alive
        b.used = []
        b.decl = []
        b.declared = False
        b.melee_target = -1
        b.no_melee = []
        b.melee_ok = []
        b.maint = ""
        b.maint_points = 0
        b.points = 0
        b.steps = 0
        b.drops = []
    state.hunters = []
    n = state.num_players
    alive = [i for i, b in enumerate(state.bots) if b.alive]
    pick = 1
    if len(alive) > 1:
        pick = state.forced.pop(0) if state.forced else state.rng.randint(1, len(alive))
        pick = max(1, min(len(alive), pick))
        events.append(Event.public("b2-roll-starter", die=len(alive), result=pick))
    state.starter = alive[pick - 1]
    events.append(Event.public("b2-round", round=state.round, who=seat(state.starter)))
    order = sorted(alive, key=lambda s: (speed_class(state.bots[s]), (s - state.starter) % n))
    state.queue = order
    state.phase = "move"
    events.append(Event.public("b2-move-order", order=Many(tuple(seat(i) for i in order))))


def advance(state: B2State, events: list[Event]) -> None:
    for _ in range(100):
        if check_end(state, events):
            state.queue = []
            state.waiting = []
            for b in state.bots:
                b.salvage = 0
                b.choosing = False
            return
        if settle_salvage(state, events):
            return
        if state.phase == "pick":
            if state.waiting:
                return
            for who, bot in enumerate(state.bots):
                _take_model(state, who, bot.pick or bot.model, events)
            state.phase = "place"
            continue
        if state.phase == "place":
            while state.queue and len(empty_areas(state)) == 1 and not state.bots[state.queue[0]].choosing:
                place(state, state.queue.pop(0), empty_areas(state)[0], events)
            if state.queue:
                return
            if state.round == 0:
                new_round(state, events)
            else:
                begin_round(state, events)
            continue
        if state.phase == "move":
            if _settle_mover(state, events):
                return
            if check_end(state, events):
                continue
            for h in state.hunters:
                state.bots[h].moved = True
                events.append(Event.public("b2-hunt-idle", who=seat(h)))
            state.hunters = []
            state.phase = "shoot"
            magnetic_mines(state, events)
            state.waiting = [i for i, b in enumerate(state.bots) if b.alive and shot_options(state, i)]
            if state.waiting:
                return
            continue
        state.waiting = [w for w in state.waiting if state.bots[w].alive]
        if state.waiting:
            return
        if state.phase == "shoot":
            resolve_shooting(state, events)
            state.phase = "melee"
            state.waiting = [i for i, b in enumerate(state.bots) if b.alive and melee_targets(state, i)]
        elif state.phase == "melee":
            resolve_melee(state, events)
            state.phase = "maint"
            state.waiting = [i for i, b in enumerate(state.bots) if has_work(state, i)]
        elif state.phase == "maint":
            if state.discard:
                state.recycled = sorted(set(state.recycled) | set(state.discard))
                state.deck.extend(state.discard)
                state.discard = []
                state.rng.shuffle(state.deck)
                events.append(Event.public("b2-reshuffle", cards=len(state.deck)))
            new_round(state, events)
    raise RuntimeError("the round does not settle")


def _settle_mover(state: B2State, events: list[Event]) -> bool:
    """Skip bots that have nothing left to decide; True when someone must decide."""
    while state.queue:
        who = state.queue[0]
        bot = state.bots[who]
        if not bot.alive or bot.moved:
            state.queue.pop(0)
            continue
        if bot.mode == "":
            return True
        choices, _ = move_choices(state, who)
        if [c.action for c in choices] == ["stop"]:
            if model_of(bot).move == "flying" and bot.steps < min_move(bot):
                destroy(state, who, None, events, msg("b2-cause-wall"))
                state.queue.pop(0)
                continue
            finish_move(state, who, events)
            state.queue.pop(0)
            continue
        return True
    return False


def outcome_reason(state: B2State) -> Msg:
    return msg(f"b2-outcome-{state.finished}")
