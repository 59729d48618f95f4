"""A turn outside the registers: setup, dealing, programming actions, end of turn, the tiebreak."""

import re

from bot.engine import Arg, Choice, Event, Many, Msg, Rng, Square, msg
from bot.engine.outcome import stored_text
from bot.games.roborally.board import DIRS, PIT, REPAIR2, Course, load_course
from bot.games.roborally.cards import (
    DECK,
    HOWITZER_SHOTS,
    KIND,
    OPTIONS,
    WEAPONS,
    moves,
    parse_token,
    token,
)
from bot.games.roborally.resolve import SIDE_NAMES, Sim
from bot.games.roborally.state import Options, RoboState, Robot
from bot.games.roborally.words import AIM, DIRECTION, GUARD, OPTION_CARD, PROGRAM, seat_arg

ACTION = re.compile(
    r"set [1-5] c\d{1,3}|clear [1-5]|lock|program( c\d{1,3}){1,5}|powerdown (yes|no)|power on|stay down"
    r"|enter [A-Z]{1,2}\d{1,2} [NESW]"
    r"|(mark|unmark) c\d{1,3}|recompile|reserve (c\d{1,3}|none)|swap ([1-5]|none)|flywheel (c\d{1,3}|none)"
    r"|alt [1-5] (on|off)|abort ([1-5]|off)|aim [1-5] (front|right|back|left)"
    r"|shield [1-5] (front|right|back|left|none)|weapon [1-5] (laser|pressor|howitzer|radio|scrambler|tractor)"
    r"|firecontrol (command|option|off)|gyro (on|off)|wrench (option|repair)|sacrifice [a-z]+",
    re.ASCII,
)
MAX_OPTIONS = 3
FAR = 10_000

FINAL_CHECKPOINT, TURN_LIMIT, ALL_OUT = "final-checkpoint", "turn-limit", "all-out"
"""Why a match finished (`RoboState.finished`); Game.outcome says it in words."""


def course_of(state: RoboState) -> Course:
    return load_course(state.course)


def free_registers(rb: Robot) -> int:
    return 5 - rb.locked


# -- setup and dealing ---------------------------------------------------------------------------


def new_match(num_players: int, options: Options, rng: Rng) -> tuple[RoboState, list[Event]]:
    course = load_course(options.course)
    starts = list(range(min(len(course.starts), 8)))
    if num_players > len(starts):
        raise ValueError(f"the course has only {len(starts)} start squares")
    chosen = starts[:num_players]
    rng.shuffle(chosen)
    robots = []
    for seat in range(num_players):
        square, facing = course.starts[chosen[seat]]
        robots.append(Robot(pos=square, facing=facing, lives=options.lives, archive=square))
    option_deck = [o.key for o in OPTIONS]
    rng.shuffle(option_deck)
    state = RoboState(
        num_players=num_players,
        rng=rng,
        options=options,
        course=options.course,
        robots=robots,
        option_deck=option_deck,
    )
    for rb in robots:
        for _ in range(options.starting_options):
            gain_option(state, rb)
    return state, start_turn(state)


def gain_option(state: RoboState, rb: Robot) -> str | None:
    if not state.option_deck:
        return None
    key = state.option_deck.pop()
    rb.options.append(key)
    if key == "coat":
        rb.coat = 0
    if key == "howitzer":
        rb.shots = HOWITZER_SHOTS
    if len(rb.options) > MAX_OPTIONS:
        give = rb.sacrifice if rb.sacrifice in rb.options[:-1] else rb.options[0]
        drop_option(state, rb, give)
    return key


def drop_option(state: RoboState, rb: Robot, key: str) -> None:
    rb.options.remove(key)
    state.option_deck.insert(0, key)
    if rb.sacrifice == key:
        rb.sacrifice = ""
    if key == "coat":
        rb.coat = 0
    if key == "howitzer":
        rb.shots = 0


def draw(state: RoboState, count: int) -> list[int]:
    count = min(count, len(state.deck))
    cards = state.deck[len(state.deck) - count :]
    del state.deck[len(state.deck) - count :]
    cards.reverse()
    return cards


def prepare_program(state: RoboState, rb: Robot) -> None:
    """Lock registers by damage, then deal: 9 cards less one per damage (Extra Memory +1, Flywheel's card)."""
    rb.locked = max(0, min(5, rb.damage - 4))
    free = free_registers(rb)
    for reg in range(5):
        if reg < free and rb.registers[reg]:
            state.discard.append(rb.registers[reg])
            rb.registers[reg] = 0
        elif reg >= free and not rb.registers[reg] and state.deck:
            rb.registers[reg] = state.deck.pop()
    count = 9 - rb.damage + (1 if "memory" in rb.options else 0)
    hand = [rb.flywheel] if rb.flywheel else []
    rb.flywheel = 0
    dealt = draw(state, count) if count > 0 else []
    while dealt and not any(moves(c) for c in dealt) and len(state.deck) >= len(dealt):
        state.discard.extend(dealt)
        dealt = draw(state, len(dealt))
    rb.hand = hand + dealt
    rb.stage = "program"


def clear_program(state: RoboState, rb: Robot) -> None:
    for reg in range(5):
        if rb.registers[reg]:
            state.discard.append(rb.registers[reg])
            rb.registers[reg] = 0
    state.discard.extend(rb.hand)
    rb.hand = []
    if rb.flywheel:
        state.discard.append(rb.flywheel)
        rb.flywheel = 0
    rb.locked = 0


def start_turn(state: RoboState) -> list[Event]:
    """Begin the next turn; resolves at once while nobody has anything to decide."""
    events: list[Event] = []
    for _ in range(state.options.turn_limit + 2):
        if state.finished is not None:
            return events
        if state.turn >= state.options.turn_limit:
            events += finish_by_tiebreak(state, TURN_LIMIT)
            return events
        state.turn += 1
        held = {c for rb in state.robots for c in rb.registers if c} | {rb.flywheel for rb in state.robots}
        state.deck = [c for c in DECK if c not in held]
        state.discard = []
        state.rng.shuffle(state.deck)
        entering = []
        for seat, rb in enumerate(state.robots):
            rb.hand = []
            if rb.out:
                rb.stage = "out"
                clear_program(state, rb)
            elif rb.destroyed:
                clear_program(state, rb)
                rb.down = False
                rb.damage = 0
                if state.options.reentry_damage and not rb.spared:
                    rb.damage = 2
                rb.spared = False
                entering.append(seat)
                prepare_program(state, rb)
            elif rb.announce or forced_shutdown(state, rb):
                if not rb.announce:
                    events.append(Event.public("rr-forced-shutdown", robot=seat_arg(seat), damage=rb.damage))
                rb.announce = False
                rb.down = True
                rb.damage = 0
                clear_program(state, rb)
                rb.stage = "idle"
                events.append(Event.public("rr-powered-down", robot=seat_arg(seat)))
            elif rb.down:
                clear_program(state, rb)
                rb.stage = "power"
            else:
                prepare_program(state, rb)
                events += locked_registers(seat, rb)
        entering.sort(key=lambda s: (state.robots[s].archive_stamp, s))
        for number, seat in enumerate(entering):
            state.robots[seat].stage = "enter" if number == 0 else "wait"
        if any(rb.stage in ("program", "power", "enter", "wait") for rb in state.robots):
            return events
        events += resolve(state)
    return events


def locked_registers(seat: int, rb: Robot) -> list[Event]:
    """The registers damage locks for this turn, said in public (their cards are public too)."""
    if not rb.locked:
        return []
    registers = Many(tuple(range(6 - rb.locked, 6)))
    return [
        Event.public(
            "rr-registers-locked", robot=seat_arg(seat), damage=rb.damage, count=rb.locked, registers=registers
        )
    ]


def forced_shutdown(state: RoboState, rb: Robot) -> bool:
    return state.options.forced_shutdown and rb.damage >= 3 and "breaker" not in rb.options


# -- re-entry ------------------------------------------------------------------------------------


def reentry_target(state: RoboState, rb: Robot) -> int:
    course = course_of(state)
    return rb.archive if rb.archive >= 0 else course.checkpoints[0]


def reentry_squares(state: RoboState, rb: Robot) -> list[int]:
    """The archive square (checkpoint 1 without one) if free, else the nearest free squares around it."""
    course = course_of(state)
    target = reentry_target(state, rb)
    taken = {r.pos for r in state.robots if r.pos >= 0}
    if target not in taken:
        return [target]
    tx, ty = target % course.width, target // course.width
    for ring in range(1, max(course.width, course.height)):
        found = []
        for y in range(ty - ring, ty + ring + 1):
            for x in range(tx - ring, tx + ring + 1):
                if max(abs(x - tx), abs(y - ty)) != ring:
                    continue
                if 0 <= x < course.width and 0 <= y < course.height:
                    i = y * course.width + x
                    if course.on_board[i] and course.floor[i] != PIT and i not in taken:
                        found.append(i)
        if found:
            return found
    return [target]


def best_facing(state: RoboState, rb: Robot, square: int) -> int:
    course = course_of(state)
    if rb.next_cp >= len(course.checkpoints):
        return 0
    dist = course.distance_to(course.checkpoints[rb.next_cp])
    best, facing = FAR + 1, 0
    for d in range(4):
        j = course.nb[square * 4 + d]
        if j >= 0 and not course.walls[square] >> d & 1 and dist[j] < best:
            best, facing = dist[j], d
    return facing


# -- choices -------------------------------------------------------------------------------------


GROUP_PROGRAM = msg("rr-group-program")
GROUP_OPTIONS = msg("rr-group-options")
GROUP_POWER = msg("rr-group-power")
GROUP_REENTRY = msg("rr-group-reentry")
GROUP_REGISTER = tuple(msg("rr-group-register", register=reg + 1) for reg in range(5))

_CHOICES: dict[tuple[object, ...], Choice] = {}


def _c(action: str, group: Msg, key: str, **args: Arg) -> Choice:
    """The choice `action` labelled with message `key` and `args`. Choices are shared, never
    mutated: building thousands per pending() is the hot spot. (Nested messages among `args`
    are constants without arguments, so their key identifies them.)"""
    ident = (action, group.key, key, *((n, v.key if isinstance(v, Msg) else v) for n, v in args.items()))
    choice = _CHOICES.get(ident)
    if choice is None:
        choice = Choice(action=action, label=Msg(key, args), group=group)
        if len(_CHOICES) < 50_000:
            _CHOICES[ident] = choice
    return choice


_SET = [
    {
        card: Choice(
            action=f"set {reg + 1} {token(card)}",
            label=msg("rr-choice-set", card=PROGRAM[card], register=reg + 1),
            group=GROUP_REGISTER[reg],
        )
        for card in DECK
    }
    for reg in range(5)
]
"""The choice for every register and card, built once."""
_CLEAR = [
    {
        card: Choice(
            action=f"clear {reg + 1}",
            label=msg("rr-choice-clear", card=PROGRAM[card], register=reg + 1),
            group=GROUP_PROGRAM,
        )
        for card in DECK
    }
    for reg in range(5)
]
_LOCK = Choice(action="lock", label=msg("rr-choice-lock"), group=GROUP_PROGRAM)
_ANNOUNCE = {
    False: Choice(action="powerdown yes", label=msg("rr-choice-announce-power-down"), group=GROUP_PROGRAM),
    True: Choice(action="powerdown no", label=msg("rr-choice-cancel-power-down"), group=GROUP_PROGRAM),
}
"""By whether a power down is announced already."""


def first_rule(rb: Robot, reg: int) -> bool:
    """Register 1 must hold a move or back-up card while the hand still has one (rules 4)."""
    return reg == 0 and free_registers(rb) > 0 and any(moves(c) for c in rb.hand)


def empty_registers(rb: Robot) -> list[int]:
    """The unlocked registers without a card, in order (0-based): where `program` puts its cards."""
    return [reg for reg in range(free_registers(rb)) if not rb.registers[reg]]


_EXAMPLES: dict[tuple[tuple[int, ...], tuple[int, ...]], Choice] = {}
"""Example program choices by hand and empty registers: a seat's stays the same while others act."""


def example_program(rb: Robot, empty: list[int], hand: list[int], first: bool) -> Choice | None:
    """The one `program` action listed among the choices: the highest cards of `hand` (sorted,
    highest first), in order, into the `empty` registers, a move card first in register 1 when
    the rule asks for one (`first`). Any other legal program is accepted too
    (RoboRally.is_legal); listing them all would mean thousands of choices."""
    if not empty or not hand:
        return None
    key = (tuple(hand), tuple(empty))  # `first` follows from these two
    choice = _EXAMPLES.get(key)
    if choice is not None:
        return choice
    if first:
        lead = next(c for c in hand if moves(c))
        cards = [lead, *(c for c in hand if c != lead)][: len(empty)]
    else:
        cards = hand[: len(empty)]
    tokens = " ".join([token(c) for c in cards])
    label = msg(
        "rr-choice-program",
        cards=Many(tuple(PROGRAM[c] for c in cards)),
        count=len(cards),
        registers=Many(tuple(reg + 1 for reg in empty[: len(cards)])),
    )
    choice = Choice(action=f"program {tokens}", label=label, group=GROUP_PROGRAM)
    if len(_EXAMPLES) >= 4096:
        _EXAMPLES.clear()
    _EXAMPLES[key] = choice
    return choice


def program_steps(rb: Robot, tokens: list[str]) -> list[str]:
    """The single actions `program <tokens>` stands for: a `set` per card into the empty
    registers in order, then `lock` (which fills any register still empty at random)."""
    return [f"set {reg + 1} {text}" for reg, text in zip(empty_registers(rb), tokens, strict=False)] + ["lock"]


def program_problem(rb: Robot, tokens: list[str]) -> Msg | None:
    """Why `program <tokens>` is not legal now (a `rr-illegal-*` message), or None. Each card is
    checked as its `set` would be, in turn: the same tests as `program_choices` applies to the
    single actions."""
    if rb.stage != "program":
        return msg("rr-illegal-not-programming", stage=msg(f"rr-stage-{rb.stage}"))
    empty = empty_registers(rb)
    if not empty:
        return msg("rr-illegal-no-empty-register")
    if len(tokens) > len(empty):
        where = ", ".join(str(reg + 1) for reg in empty)
        return msg("rr-illegal-too-many-cards", cards=len(tokens), count=len(empty), registers=where)
    hand = list(rb.hand)
    for reg, text in zip(empty, tokens, strict=False):
        card = parse_token(text)
        if card is None or card not in rb.hand:
            return msg("rr-illegal-not-in-hand", card=text)
        if token(card) != text:
            return msg("rr-illegal-not-a-token", card=text, token=token(card))
        if card not in hand:
            return msg("rr-illegal-named-twice", card=text)
        if reg == 0 and first_rule(rb, 0) and not moves(card):
            return msg("rr-illegal-first-register")
        hand.remove(card)
    return None


def program_choices(state: RoboState, seat: int) -> list[Choice]:
    rb = state.robots[seat]
    registers = rb.registers[: free_registers(rb)]
    empty = [reg for reg, card in enumerate(registers) if not card]
    hand = sorted(rb.hand, reverse=True)
    first = bool(empty) and empty[0] == 0 and first_rule(rb, 0)
    out = [_LOCK]
    example = example_program(rb, empty, hand, first)
    if example is not None:
        out.append(example)
    out += [_CLEAR[reg][card] for reg, card in enumerate(registers) if card]
    out.append(_ANNOUNCE[rb.announce])
    for reg in empty:
        table = _SET[reg]
        if reg == 0 and first:
            out += [table[c] for c in hand if moves(c)]
        else:
            out += [table[c] for c in hand]
    out += option_choices(state, rb)
    return out


ALT = {4: "brakes", 6: "fourth", 3: "reverse"}
"""The option card that changes a card of this kind, if held (Move 1, Move 3, Back up)."""
ALT_EFFECT = {key: msg(f"rr-effect-{key}") for key in ALT.values()}


def option_choices(state: RoboState, rb: Robot) -> list[Choice]:
    opts = rb.options
    if not opts:
        return []
    out: list[Choice] = []
    g = GROUP_OPTIONS
    free = free_registers(rb)
    if "recompile" in opts and not rb.recompiled and rb.damage < 9:
        option = OPTION_CARD["recompile"]
        for card in sorted(rb.hand, reverse=True):
            if card in rb.marked:
                out.append(_c(f"unmark {token(card)}", g, "rr-choice-unmark", option=option, card=PROGRAM[card]))
            else:
                out.append(_c(f"mark {token(card)}", g, "rr-choice-mark", option=option, card=PROGRAM[card]))
        if rb.marked:
            out.append(_c("recompile", g, "rr-choice-recompile", option=option, count=len(rb.marked)))
    if "conditional" in opts:
        option = OPTION_CARD["conditional"]
        if rb.reserve:
            out.append(_c("reserve none", g, "rr-choice-unreserve", option=option, card=PROGRAM[rb.reserve]))
        else:
            for card in sorted(rb.hand, reverse=True):
                out.append(_c(f"reserve {token(card)}", g, "rr-choice-reserve", option=option, card=PROGRAM[card]))
        for reg in range(free):
            if rb.reserve_at != reg + 1:
                out.append(_c(f"swap {reg + 1}", g, "rr-choice-swap", option=option, register=reg + 1))
        if rb.reserve_at:
            out.append(_c("swap none", g, "rr-choice-swap-none", option=option))
    if "flywheel" in opts:
        option = OPTION_CARD["flywheel"]
        for card in sorted(rb.hand, reverse=True):
            if card != rb.keep:
                out.append(_c(f"flywheel {token(card)}", g, "rr-choice-flywheel", option=option, card=PROGRAM[card]))
        if rb.keep:
            out.append(_c("flywheel none", g, "rr-choice-flywheel-none", option=option))
    for reg in range(5):
        card = rb.registers[reg]
        name = ALT.get(KIND[card] if card else -1)
        if name and name in opts:
            if rb.alt >> (reg + 1) & 1:
                out.append(_c(f"alt {reg + 1} off", g, "rr-choice-alt-off", register=reg + 1, option=OPTION_CARD[name]))
            else:
                out.append(
                    _c(
                        f"alt {reg + 1} on",
                        g,
                        "rr-choice-alt-on",
                        register=reg + 1,
                        option=OPTION_CARD[name],
                        effect=ALT_EFFECT[name],
                    )
                )
    if "abort" in opts:
        option = OPTION_CARD["abort"]
        for reg in range(1, 6):
            if rb.abort_from != reg:
                out.append(_c(f"abort {reg}", g, "rr-choice-abort", option=option, register=reg))
        if rb.abort_from:
            out.append(_c("abort off", g, "rr-choice-abort-off", option=option))
    if "turret" in opts:
        option = OPTION_CARD["turret"]
        for reg in range(5):
            for side, name in enumerate(SIDE_NAMES):
                if rb.aim[reg] != side:
                    out.append(
                        _c(f"aim {reg + 1} {name}", g, "rr-choice-aim", option=option, register=reg + 1, aim=AIM[side])
                    )
    if "shield" in opts:
        option = OPTION_CARD["shield"]
        for reg in range(5):
            for side, name in enumerate(SIDE_NAMES):
                if rb.shield[reg] != side:
                    out.append(
                        _c(
                            f"shield {reg + 1} {name}",
                            g,
                            "rr-choice-shield",
                            option=option,
                            register=reg + 1,
                            side=GUARD[side],
                        )
                    )
            if rb.shield[reg] != -1:
                out.append(_c(f"shield {reg + 1} none", g, "rr-choice-shield-none", option=option, register=reg + 1))
    held = [w for w in WEAPONS if w in opts and (w != "howitzer" or rb.shots > 0)]
    if held:
        for reg in range(5):
            for w in ["laser", *held]:
                if (rb.weapon[reg] or "laser") != w:
                    if w == "laser":
                        out.append(_c(f"weapon {reg + 1} laser", g, "rr-choice-weapon-laser", register=reg + 1))
                    else:
                        out.append(
                            _c(f"weapon {reg + 1} {w}", g, "rr-choice-weapon", register=reg + 1, option=OPTION_CARD[w])
                        )
    if "firecontrol" in opts:
        for mode in ("command", "option", "off"):
            if rb.fire_mode != mode:
                out.append(
                    _c(f"firecontrol {mode}", g, f"rr-choice-fire-control-{mode}", option=OPTION_CARD["firecontrol"])
                )
    if "gyro" in opts:
        switch = "off" if rb.gyro else "on"
        out.append(_c(f"gyro {switch}", g, f"rr-choice-gyro-{switch}", option=OPTION_CARD["gyro"]))
    if state.options.option_cards:
        other = "repair" if rb.wrench == "option" else "option"
        out.append(_c(f"wrench {other}", g, f"rr-choice-wrench-{other}"))
    for key in opts:
        if key != rb.sacrifice:
            out.append(_c(f"sacrifice {key}", g, "rr-choice-sacrifice", option=OPTION_CARD[key]))
    return out


def power_choices() -> list[Choice]:
    return [
        _c("power on", GROUP_POWER, "rr-choice-power-on"),
        _c("stay down", GROUP_POWER, "rr-choice-stay-down"),
    ]


def enter_choices(state: RoboState, seat: int) -> tuple[list[Choice], str]:
    rb = state.robots[seat]
    course = course_of(state)
    out = []
    default = ""
    for square in reentry_squares(state, rb):
        facing = best_facing(state, rb, square)
        name = course.name_of(square)
        for d in [facing, *[x for x in range(4) if x != facing]]:
            action = f"enter {name} {DIRS[d]}"
            default = default or action
            out.append(_c(action, GROUP_REENTRY, "rr-choice-enter", square=Square(name), facing=DIRECTION[d]))
    return out, default


# -- applying programming actions ----------------------------------------------------------------


def why_illegal(state: RoboState, seat: int, action: str) -> Msg:
    rb = state.robots[seat]
    words = action.split()
    not_a_choice = msg("error-not-a-choice", action=action)
    if rb.stage != "program" and words[0] in ("set", "clear", "lock", "program", "powerdown"):
        return msg("rr-illegal-not-programming", stage=msg(f"rr-stage-{rb.stage}"))
    if words[0] == "program":
        return program_problem(rb, words[1:]) or not_a_choice
    if words[0] == "set":
        reg, card = int(words[1]) - 1, parse_token(words[2])
        if reg >= free_registers(rb):
            return msg("rr-illegal-register-locked", register=reg + 1)
        if rb.registers[reg]:
            return msg("rr-illegal-register-full", register=reg + 1)
        if card is None or card not in rb.hand:
            return msg("rr-illegal-not-in-hand", card=words[2])
        if first_rule(rb, reg) and not moves(card):
            return msg("rr-illegal-first-register")
    if words[0] == "clear":
        reg = int(words[1]) - 1
        if reg >= free_registers(rb):
            return msg("rr-illegal-register-locked", register=reg + 1)
        return msg("rr-illegal-register-empty", register=reg + 1)
    if words[0] in ("power", "stay") and rb.stage != "power":
        return msg("rr-illegal-not-powered-down")
    if words[0] == "enter":
        return msg("rr-illegal-enter")
    if words[0] in ("mark", "unmark", "recompile"):
        return msg("rr-illegal-recompile", option=OPTION_CARD["recompile"])
    key = {
        "reserve": "conditional",
        "swap": "conditional",
        "flywheel": "flywheel",
        "abort": "abort",
        "aim": "turret",
        "shield": "shield",
        "firecontrol": "firecontrol",
        "gyro": "gyro",
    }.get(words[0])
    if key and key not in rb.options:
        return msg("rr-illegal-no-option", option=OPTION_CARD[key])
    return not_a_choice


def apply_action(state: RoboState, seat: int, action: str) -> list[Event]:
    rb = state.robots[seat]
    words = action.split()
    verb = words[0]
    if verb == "set":
        reg, card = int(words[1]) - 1, parse_token(words[2])
        assert card is not None
        rb.hand.remove(card)
        if card in rb.marked:
            rb.marked.remove(card)
        if rb.keep == card:
            rb.keep = 0
        rb.registers[reg] = card
        return []
    if verb == "clear":
        reg = int(words[1]) - 1
        rb.hand.append(rb.registers[reg])
        rb.registers[reg] = 0
        rb.alt &= ~(1 << (reg + 1))
        return []
    if verb == "lock":
        return lock(state, seat)
    if verb == "program":
        events: list[Event] = []
        for step in program_steps(rb, words[1:]):
            events += apply_action(state, seat, step)
        return events
    if verb == "powerdown":
        rb.announce = words[1] == "yes"
        key = "rr-announces-power-down" if rb.announce else "rr-cancels-power-down"
        return [Event.public(key, robot=seat_arg(seat))]
    if action == "power on":
        rb.down = False
        prepare_program(state, rb)
        return [Event.public("rr-powers-on", robot=seat_arg(seat)), *locked_registers(seat, rb)]
    if action == "stay down":
        rb.down = True
        rb.damage = 0
        rb.stage = "idle"
        return [Event.public("rr-stays-down", robot=seat_arg(seat)), *maybe_resolve(state)]
    if verb == "enter":
        course = course_of(state)
        rb.pos = course.square(words[1])
        rb.facing = DIRS.index(words[2])
        rb.destroyed = False
        rb.stage = "program"
        events = [
            Event.public(
                "rr-reenters",
                robot=seat_arg(seat),
                square=Square(words[1]),
                facing=DIRECTION[rb.facing],
                damage=rb.damage,
            )
        ]
        waiting = [s for s, r in enumerate(state.robots) if r.stage == "wait"]
        waiting.sort(key=lambda s: (state.robots[s].archive_stamp, s))
        if waiting:
            state.robots[waiting[0]].stage = "enter"
        return events
    return apply_option_action(state, seat, words)


def apply_option_action(state: RoboState, seat: int, words: list[str]) -> list[Event]:
    rb = state.robots[seat]
    verb = words[0]
    arg = words[1] if len(words) > 1 else ""
    if verb == "mark":
        rb.marked.append(parse_token(arg) or 0)
    elif verb == "unmark":
        rb.marked.remove(parse_token(arg) or 0)
    elif verb == "recompile":
        count = len(rb.marked)
        for card in rb.marked:
            rb.hand.remove(card)
            if rb.keep == card:
                rb.keep = 0
        state.discard.extend(rb.marked)
        rb.marked = []
        rb.hand += draw(state, count)
        rb.recompiled = True
        rb.damage += 1
        return [
            Event.public(
                "rr-recompiles", robot=seat_arg(seat), option=OPTION_CARD["recompile"], count=count, total=rb.damage
            )
        ]
    elif verb == "reserve":
        if rb.reserve:
            rb.hand.append(rb.reserve)
            rb.reserve = 0
        if arg != "none":
            card = parse_token(arg) or 0
            rb.hand.remove(card)
            if rb.keep == card:
                rb.keep = 0
            rb.reserve = card
    elif verb == "swap":
        rb.reserve_at = 0 if arg == "none" else int(arg)
    elif verb == "flywheel":
        rb.keep = 0 if arg == "none" else parse_token(arg) or 0
    elif verb == "alt":
        bit = 1 << int(arg)
        rb.alt = rb.alt | bit if words[2] == "on" else rb.alt & ~bit
    elif verb == "abort":
        rb.abort_from = 0 if arg == "off" else int(arg)
    elif verb == "aim":
        rb.aim[int(arg) - 1] = SIDE_NAMES.index(words[2])
    elif verb == "shield":
        rb.shield[int(arg) - 1] = -1 if words[2] == "none" else SIDE_NAMES.index(words[2])
    elif verb == "weapon":
        rb.weapon[int(arg) - 1] = "" if words[2] == "laser" else words[2]
    elif verb == "firecontrol":
        rb.fire_mode = arg
    elif verb == "gyro":
        rb.gyro = arg == "on"
    elif verb == "wrench":
        rb.wrench = arg
    elif verb == "sacrifice":
        rb.sacrifice = arg
    return []


def lock(state: RoboState, seat: int) -> list[Event]:
    """Lock in; empty free registers are filled at random from the hand (the timer rule)."""
    rb = state.robots[seat]
    filled = 0
    for reg in range(free_registers(rb)):
        if rb.registers[reg] or not rb.hand:
            continue
        pool = [c for c in rb.hand if moves(c)] if first_rule(rb, reg) else rb.hand
        card = state.rng.choice(sorted(pool))
        rb.hand.remove(card)
        if rb.keep == card:
            rb.keep = 0
        rb.registers[reg] = card
        filled += 1
    rb.stage = "locked"
    events = [Event.public("rr-locks-in", robot=seat_arg(seat))]
    if filled:
        events.append(Event.private("rr-registers-filled", seat, count=filled))
    return events + maybe_resolve(state)


def maybe_resolve(state: RoboState) -> list[Event]:
    if any(rb.stage in ("program", "power", "enter", "wait") for rb in state.robots):
        return []
    events = resolve(state)
    if state.finished is None:
        events += start_turn(state)
    return events


# -- resolution and the end of a turn -------------------------------------------------------------


def resolve(state: RoboState, log: bool = True) -> list[Event]:
    """Run the five registers and the end of the turn (the next turn is not started here)."""
    course = course_of(state)
    sim = Sim.from_state(state, course, log)
    if sim.events is not None:
        sim.events.append(msg("rr-turn-runs", turn=state.turn))
    sim.run()
    sim.to_state(state)
    if any(any(program) for program in sim.revealed) or not state.last:
        # A turn in which no robot revealed a card (all powered down) keeps the last programs shown.
        state.last = sim.revealed
        state.last_turn = state.turn
    events = [Event(message) for message in sim.events or []]
    if sim.finished:
        state.finished = FINAL_CHECKPOINT
        state.winners = sorted(sim.finished)
        state.ranking = rank(state)
        if len(state.winners) == 1:
            events.append(Event.public("rr-wins", robot=seat_arg(state.winners[0])))
        else:
            events.append(Event.public("rr-win-shared", robots=Many(tuple(seat_arg(k) for k in state.winners))))
        return events
    events += end_turn(state, course)
    return events


def end_turn(state: RoboState, course: Course) -> list[Event]:
    events: list[Event] = []
    for seat, rb in enumerate(state.robots):
        if rb.pos >= 0:
            wrenches = course.wrenches[rb.pos]
            double = course.floor[rb.pos] == REPAIR2
            if double and state.options.option_cards and rb.wrench == "option" and state.option_deck:
                before = list(rb.options)
                key = gain_option(state, rb)
                assert key is not None
                lost = [k for k in before if k not in rb.options]
                where = Square(course.name_of(rb.pos))
                if lost:
                    events.append(
                        Event.public(
                            "rr-gain-option-one-returned",
                            robot=seat_arg(seat),
                            square=where,
                            option=OPTION_CARD[key],
                            returned=OPTION_CARD[lost[0]],
                        )
                    )
                else:
                    events.append(
                        Event.public("rr-gain-option", robot=seat_arg(seat), square=where, option=OPTION_CARD[key])
                    )
            elif wrenches and rb.damage:
                repaired = min(wrenches, rb.damage)
                rb.damage -= repaired
                events.append(
                    Event.public(
                        "rr-repaired",
                        robot=seat_arg(seat),
                        square=Square(course.name_of(rb.pos)),
                        amount=repaired,
                        total=rb.damage,
                    )
                )
        # Registers locked by damage keep their cards; everything else goes back.
        keep_locked = max(0, min(5, rb.damage - 4)) if rb.pos >= 0 else 0
        for reg in range(5 - keep_locked):
            if rb.registers[reg]:
                state.discard.append(rb.registers[reg])
                rb.registers[reg] = 0
        if rb.reserve:
            state.discard.append(rb.reserve)
            rb.reserve = 0
        if rb.keep and rb.keep in rb.hand and "flywheel" in rb.options and rb.pos >= 0:
            rb.hand.remove(rb.keep)
            rb.flywheel = rb.keep
        state.discard.extend(rb.hand)
        rb.hand = []
        rb.keep = 0
        rb.marked = []
        rb.recompiled = False
        rb.alt = 0
        rb.aim = [0, 0, 0, 0, 0]
        rb.shield = [0, 0, 0, 0, 0]
        rb.weapon = ["", "", "", "", ""]
        rb.abort_from = 0
        rb.reserve_at = 0
    if all(rb.out for rb in state.robots):
        events += finish_by_tiebreak(state, ALL_OUT)
    return events


def distance_left(state: RoboState, rb: Robot) -> int:
    course = course_of(state)
    if rb.out:
        return FAR * 2
    if rb.next_cp >= len(course.checkpoints):
        return 0
    square = rb.pos if rb.pos >= 0 else reentry_target(state, rb)
    return course.distance_to(course.checkpoints[rb.next_cp])[square]


def rank(state: RoboState) -> list[list[int]]:
    keys = {s: (-rb.next_cp, distance_left(state, rb)) for s, rb in enumerate(state.robots)}
    groups: list[list[int]] = []
    for seat in sorted(keys, key=lambda s: keys[s]):
        if groups and keys[groups[-1][0]] == keys[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def finish_by_tiebreak(state: RoboState, why: str) -> list[Event]:
    """End the race by the tiebreak; `why` is TURN_LIMIT or ALL_OUT."""
    state.ranking = rank(state)
    state.winners = state.ranking[0]
    state.finished = why
    leaders = Many(tuple(seat_arg(k) for k in state.winners))
    if why == TURN_LIMIT:
        return [Event.public("rr-race-ends-turn-limit", limit=state.options.turn_limit, leaders=leaders)]
    return [Event.public("rr-race-ends-all-out", leaders=leaders)]


def reason_words(why: str, limit: int) -> Msg:
    """Why a match ended (`RoboState.finished`), in words (a match stored before reasons were
    messages kept English)."""
    if why == FINAL_CHECKPOINT:
        return msg("rr-outcome-final-checkpoint")
    if why == TURN_LIMIT:
        return msg("rr-outcome-turn-limit", limit=limit)
    if why == ALL_OUT:
        return msg("rr-outcome-all-out")
    return stored_text(why)


def outcome_reason(state: RoboState) -> Msg:
    """Why the match ended, in words."""
    return reason_words(state.finished or "", state.options.turn_limit)
