"""What each seat may see, its text rendering, and the secret tokens.

The view is data: squares by label, cards by kind and priority (`{"kind": "move1",
"priority": 490}`; a token only for the viewer's own cards), option cards, stages and settings
by key. `render_view` writes it in the reader's language through `say` (messages `rr-table-*`
and `rr-set-*` of bot/locales/<locale>/roborally.ftl); the text board keeps its square labels.
"""

from typing import Any

from bot.engine import Many, Msg, Say, Seat, Square, View, msg
from bot.games.roborally.board import DIRS, load_course
from bot.games.roborally.cards import DECK, KIND, KIND_KEYS, parse_token, token
from bot.games.roborally.resolve import SIDE_NAMES
from bot.games.roborally.state import RoboState
from bot.games.roborally.textboard import COMPASS, Robots, board_text, legend
from bot.games.roborally.turn import course_of, reason_words
from bot.games.roborally.words import AIM, GUARD


def private_cards(state: RoboState, viewer: int | None) -> set[int]:
    if viewer is None:
        return set()
    rb = state.robots[viewer]
    return {*rb.hand, *(c for c in rb.registers if c), rb.reserve, rb.flywheel} - {0}


def hidden_tokens(state: RoboState, viewer: int | None) -> set[str]:
    """Every card token except the viewer's own cards and the cards revealed in the last turn
    with programs (`state.last`: everyone saw them, and the events that revealed them name them,
    even once the next turn has dealt them to someone)."""
    shown = private_cards(state, viewer) | {c for program in state.last for c in program}
    return {token(c) for c in DECK if c not in shown}


def program_turn(state: RoboState) -> int | None:
    """The turn whose revealed programs `state.last` holds (None before any)."""
    if not state.last:
        return None
    if state.last_turn:
        return state.last_turn
    return state.turn if state.finished else state.turn - 1


def _card(card: int) -> dict[str, Any]:
    """A program card as data without its token: its kind's key and its priority."""
    return {"kind": KIND_KEYS[KIND[card]], "priority": card}


def build_view(state: RoboState, viewer: int | None) -> View:
    course = course_of(state)
    names, width = course.names, course.width
    last = state.last
    robots = []
    for seat, rb in enumerate(state.robots):
        pos = rb.pos
        on = pos >= 0
        robots.append(
            {
                "seat": seat,
                "at": names[pos] if on else None,
                "x": pos % width if on else None,
                "y": pos // width if on else None,
                "facing": DIRS[rb.facing],
                "damage": rb.damage,
                "lives": rb.lives,
                "checkpoints": rb.next_cp,
                "archive": names[rb.archive] if rb.archive >= 0 else None,
                "stage": rb.stage,
                "powered_down": rb.down,
                "announced_power_down": rb.announce,
                "destroyed": rb.destroyed,
                "out": rb.out,
                "options": [{"key": k} for k in rb.options] if rb.options else [],
                "coat": rb.coat,
                "shots": rb.shots,
                "locked": [
                    {"register": reg + 1, "card": _card(rb.registers[reg])}
                    for reg in range(5 - rb.locked, 5)
                    if rb.registers[reg]
                ]
                if rb.locked and rb.stage != "out"
                else [],
                "last_program": [_card(c) if c else None for c in last[seat]] if last else [],
            }
        )
    view: dict[str, Any] = {
        "game": "roborally",
        "course": state.course,
        "course_title": course.spec.title,
        "turn": state.turn,
        "program_turn": program_turn(state),
        "turn_limit": state.options.turn_limit,
        "checkpoints": [course.name_of(i) for i in course.checkpoints],
        "robots": robots,
        "viewer": viewer,
        "finished": state.finished,
        "winners": state.winners,
        "deck": len(state.deck),
    }
    if viewer is not None:
        rb = state.robots[viewer]
        view["hand"] = [{"id": token(c), "card": _card(c)} for c in sorted(rb.hand, reverse=True)]
        view["registers"] = [
            {
                "register": reg + 1,
                "id": token(c) if c else None,
                "card": _card(c) if c else None,
                "locked": reg >= 5 - rb.locked,
            }
            for reg, c in enumerate(rb.registers)
        ]
        settings: dict[str, Any] = {}
        if rb.reserve:
            settings["reserve"] = {"id": token(rb.reserve), "card": _card(rb.reserve), "swap": rb.reserve_at}
        if rb.flywheel:
            settings["flywheel_card"] = {"id": token(rb.flywheel), "card": _card(rb.flywheel)}
        if rb.keep:
            settings["flywheel_keep"] = token(rb.keep)
        if rb.marked:
            settings["recompile_marked"] = [token(c) for c in rb.marked]
        if rb.alt:
            settings["alt"] = [r for r in range(1, 6) if rb.alt >> r & 1]
        if rb.abort_from:
            settings["abort_from"] = rb.abort_from
        if "turret" in rb.options:
            settings["aim"] = [SIDE_NAMES[a] for a in rb.aim]
        if "shield" in rb.options:
            settings["shield"] = [SIDE_NAMES[s] if s >= 0 else "none" for s in rb.shield]
        if any(rb.weapon):
            settings["weapon"] = [w or "laser" for w in rb.weapon]
        if "firecontrol" in rb.options:
            settings["fire_control"] = rb.fire_mode
        if "gyro" in rb.options:
            settings["gyro"] = rb.gyro
        settings["double_wrench"] = rb.wrench
        if rb.sacrifice:
            settings["sacrifice"] = rb.sacrifice
        view["settings"] = settings
    return view


def _robots(view: View) -> Robots:
    return tuple((rb["x"], rb["y"], rb["seat"], rb["facing"]) for rb in view["robots"] if rb["x"] is not None)


def board_lines(view: View, say: Say) -> list[str]:
    """The text board of a view: labelled columns and rows, walls, elements, robots, then the
    legend in the reader's language."""
    course, robots = load_course(view["course"]), _robots(view)
    return [*board_text(course, robots), "", *legend(course, bool(robots), say)]


def card_words(card: dict[str, Any]) -> Msg:
    """A card of the view in words, short for the table: 'Move 1 (490)' (a message's is
    'Move 1 (priority 490)')."""
    return msg("rr-table-card", kind=msg(f"rr-kind-{card['kind']}"), priority=card["priority"])


def render_view(view: View, say: Say) -> str:
    names = say.names
    title = msg("rr-table-title", course=view["course_title"], turn=view["turn"], limit=view["turn_limit"])
    # The board comes last: a message cut to Discord's limit loses its bottom rows, never a hand.
    lines = [say(title)]
    if view.get("hand") is not None:
        registers = []
        for r in view["registers"]:
            card = say(card_words(r["card"])) if r["card"] else "—"
            key = "rr-table-register-locked" if r["locked"] else "rr-table-register"
            registers.append(say(msg(key, register=r["register"], card=card)))
        lines.append(say(msg("rr-table-registers", registers=" | ".join(registers))))
        hand = ", ".join(say(card_words(c["card"])) for c in view["hand"])
        lines.append(say(msg("rr-table-hand", cards=hand, count=len(view["hand"]))))
        me = view["robots"][view["viewer"]]
        if me["options"]:
            lines.append(say(msg("rr-table-settings", settings=settings_text(view.get("settings") or {}, say))))
    total = len(view["checkpoints"])
    for rb in view["robots"]:
        seat, at = rb["seat"], rb["at"]
        name = names[seat] if seat < len(names) else f"P{seat + 1}"
        if at:
            where = msg("rr-table-at", square=Square(at), facing=COMPASS[DIRS.index(rb["facing"])])
        elif rb["out"]:
            where = msg("rr-table-out")
        elif rb["archive"]:
            where = msg("rr-table-destroyed-reenters", square=Square(rb["archive"]))
        else:
            where = msg("rr-table-destroyed")
        parts = [
            say(
                msg(
                    "rr-table-robot",
                    number=seat + 1,
                    name=name,
                    where=where,
                    checkpoints=rb["checkpoints"],
                    total=total,
                    damage=rb["damage"],
                    lives=rb["lives"],
                    stage=msg(f"rr-stage-{rb['stage']}"),
                )
            )
        ]
        if rb["announced_power_down"]:
            parts.append(say(msg("rr-table-announced")))
        if rb["options"]:
            parts.append(", ".join(say(msg(f"rr-option-{o['key']}")) for o in rb["options"]))
        if rb["locked"]:
            locked = ", ".join(f"R{lk['register']} {say(card_words(lk['card']))}" for lk in rb["locked"])
            parts.append(say(msg("rr-table-locked", registers=locked)))
        lines.append(" · ".join(parts))
    if view["finished"]:
        reason = reason_words(view["finished"], view["turn_limit"])
        winners = Many(tuple(Seat(w) for w in view["winners"]))
        lines.append(say(msg("rr-table-finished", reason=reason, winners=winners, count=len(view["winners"]))))
    checkpoints = ", ".join(f"#{n + 1} {sq}" for n, sq in enumerate(view["checkpoints"]))
    lines.append(say(msg("rr-table-checkpoints", checkpoints=checkpoints)))
    lines.append("\n".join(["```", *board_lines(view, say), "```"]))
    return "\n".join(lines)


def _name(text: str, say: Say) -> str:
    """A card token of the viewer's own as its name ('c490': 'Move 1 (490)')."""
    card = parse_token(text)
    return say(card_words({"kind": KIND_KEYS[KIND[card]], "priority": card})) if card is not None else text


def _by_register(values: list[str]) -> str:
    """'R1 front, R2 none, ...': one setting per register."""
    return ", ".join(f"R{reg} {value}" for reg, value in enumerate(values, 1))


def _option(key: str) -> Msg:
    return msg(f"rr-option-{key}")


def settings_text(settings: dict[str, Any], say: Say) -> str:
    """The viewer's option-card settings in words (no tokens, no Python values)."""
    parts: list[Msg | str] = []
    if "reserve" in settings:
        reserve = settings["reserve"]
        card = card_words(reserve["card"])
        if reserve["swap"]:
            parts.append(msg("rr-set-reserve", option=_option("conditional"), card=card, register=reserve["swap"]))
        else:
            parts.append(msg("rr-set-reserve-unswapped", option=_option("conditional"), card=card))
    if "flywheel_card" in settings:
        kept = card_words(settings["flywheel_card"]["card"])
        parts.append(msg("rr-set-flywheel-card", option=_option("flywheel"), card=kept))
    if "flywheel_keep" in settings:
        keep = _name(settings["flywheel_keep"], say)
        parts.append(msg("rr-set-flywheel-keep", option=_option("flywheel"), card=keep))
    if "recompile_marked" in settings:
        cards = ", ".join(_name(t, say) for t in settings["recompile_marked"])
        parts.append(msg("rr-set-recompile", option=_option("recompile"), cards=cards))
    if "alt" in settings:
        registers = ", ".join(str(r) for r in settings["alt"])
        parts.append(msg("rr-set-alt", registers=registers, count=len(settings["alt"])))
    if "abort_from" in settings:
        parts.append(msg("rr-set-abort", option=_option("abort"), register=settings["abort_from"]))
    if "aim" in settings:
        aims = _by_register([say(AIM[SIDE_NAMES.index(a)]) for a in settings["aim"]])
        parts.append(msg("rr-set-aim", option=_option("turret"), registers=aims))
    if "shield" in settings:
        none = msg("rr-set-shield-none")
        sides = [say(GUARD[SIDE_NAMES.index(g)] if g in SIDE_NAMES else none) for g in settings["shield"]]
        parts.append(msg("rr-set-shield", option=_option("shield"), registers=_by_register(sides)))
    if "weapon" in settings:
        weapons = [say(msg("rr-set-main-laser")) if w == "laser" else say(_option(w)) for w in settings["weapon"]]
        parts.append(msg("rr-set-weapon", registers=_by_register(weapons)))
    if "fire_control" in settings:
        mode = settings["fire_control"]
        parts.append(msg("rr-set-fire-control", option=_option("firecontrol"), mode=msg(f"rr-set-fire-{mode}")))
    if "gyro" in settings:
        parts.append(msg("rr-set-gyro-on" if settings["gyro"] else "rr-set-gyro-off", option=_option("gyro")))
    if "double_wrench" in settings:
        parts.append(msg("rr-set-wrench-repair" if settings["double_wrench"] == "repair" else "rr-set-wrench-option"))
    if settings.get("sacrifice"):
        parts.append(msg("rr-set-sacrifice", option=_option(settings["sacrifice"])))
    return "; ".join(part if isinstance(part, str) else say(part) for part in parts) or say(msg("rr-set-none"))
