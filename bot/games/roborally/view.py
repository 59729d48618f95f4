"""What each seat may see, its text rendering, and the secret tokens."""

from functools import lru_cache
from typing import Any

from bot.engine import View
from bot.games.roborally.board import DIRS, Course, load_course
from bot.games.roborally.cards import DECK, OPTION, card_name, parse_token, token
from bot.games.roborally.resolve import SIDE_NAMES
from bot.games.roborally.state import RoboState
from bot.games.roborally.textboard import Robots, board_text
from bot.games.roborally.turn import ALL_OUT, FINAL_CHECKPOINT, TURN_LIMIT, course_of

OPTION_NAMES = {key: f"{card.german} / {card.english}" for key, card in OPTION.items()}
"""An option card's name in views: German / English."""
STAGE_TEXT = {
    "program": "programming",
    "locked": "locked in",
    "power": "deciding whether to power on",
    "enter": "re-entering",
    "wait": "waiting to re-enter",
    "idle": "powered down",
    "out": "out",
}


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


def finished_text(state: RoboState) -> str | None:
    """Why the match ended, in English (views stay English for now), or None."""
    why = state.finished
    if why == FINAL_CHECKPOINT:
        return "a robot reached the last checkpoint"
    if why == TURN_LIMIT:
        return f"the turn limit ({state.options.turn_limit}) was reached: most checkpoints, then the shortest path"
    if why == ALL_OUT:
        return "every robot is out of lives: most checkpoints, then the shortest path"
    return why


def program_turn(state: RoboState) -> int | None:
    """The turn whose revealed programs `state.last` holds (None before any)."""
    if not state.last:
        return None
    if state.last_turn:
        return state.last_turn
    return state.turn if state.finished else state.turn - 1


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
                "options": [{"key": k, "name": OPTION_NAMES[k]} for k in rb.options] if rb.options else [],
                "coat": rb.coat,
                "shots": rb.shots,
                "locked": [
                    {"register": reg + 1, "card": card_name(rb.registers[reg])}
                    for reg in range(5 - rb.locked, 5)
                    if rb.registers[reg]
                ]
                if rb.locked and rb.stage != "out"
                else [],
                "last_program": [card_name(c) if c else None for c in last[seat]] if last else [],
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
        "finished": finished_text(state),
        "winners": state.winners,
        "deck": len(state.deck),
    }
    if viewer is not None:
        rb = state.robots[viewer]
        view["hand"] = [{"id": token(c), "card": card_name(c)} for c in sorted(rb.hand, reverse=True)]
        view["registers"] = [
            {
                "register": reg + 1,
                "id": token(c) if c else None,
                "card": card_name(c) if c else None,
                "locked": reg >= 5 - rb.locked,
            }
            for reg, c in enumerate(rb.registers)
        ]
        settings: dict[str, Any] = {}
        if rb.reserve:
            settings["reserve"] = {"id": token(rb.reserve), "card": card_name(rb.reserve), "swap": rb.reserve_at}
        if rb.flywheel:
            settings["flywheel_card"] = {"id": token(rb.flywheel), "card": card_name(rb.flywheel)}
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


def board_lines(view: View) -> list[str]:
    """The text board of a view: labelled columns and rows, walls, elements, robots, then the legend."""
    return list(board_text(load_course(view["course"]), _robots(view)))


def render_view(view: View, names: list[str]) -> str:
    title = f"RoboRally — {view['course_title']}, turn {view['turn']}/{view['turn_limit']}"
    # The board comes last: a message cut to Discord's limit loses its bottom rows, never a hand.
    lines = [title]
    if view.get("hand") is not None:
        regs = " | ".join(
            f"{r['register']}: {r['card'] or '—'}{' (locked)' if r['locked'] else ''}" for r in view["registers"]
        )
        lines.append(f"Your registers: {regs}")
        hand = ", ".join(c["card"] for c in view["hand"])
        lines.append(f"Your hand: {hand or 'none'}")
        me = view["robots"][view["viewer"]]
        if me["options"]:
            lines.append("Option settings: " + settings_text(view.get("settings") or {}))
    total = len(view["checkpoints"])
    for rb in view["robots"]:
        seat, at, stage = rb["seat"], rb["at"], rb["stage"]
        name = names[seat] if seat < len(names) else f"P{seat + 1}"
        if at:
            where = f"{at} {rb['facing']}"
        elif rb["out"]:
            where = "out of the race"
        else:
            where = f"destroyed, re-enters at {rb['archive']}" if rb["archive"] else "destroyed"
        line = (
            f"**{seat + 1} {name}** {where} · cp {rb['checkpoints']}/{total} · dmg {rb['damage']} · "
            f"lives {rb['lives']} · {STAGE_TEXT.get(stage, stage)}"
        )
        if rb["announced_power_down"]:
            line += " · power down announced"
        if rb["options"]:
            line += " · " + ", ".join(o["name"].split(" / ")[1] for o in rb["options"])
        if rb["locked"]:
            line += " · locked " + ", ".join(f"R{lk['register']} {lk['card']}" for lk in rb["locked"])
        lines.append(line)
    if view["finished"]:
        winners = ", ".join(names[w] if w < len(names) else f"P{w + 1}" for w in view["winners"])
        lines.append(f"Finished: {view['finished']}. Winner: {winners}.")
    lines.append("Checkpoints: " + ", ".join(f"#{n + 1} {sq}" for n, sq in enumerate(view["checkpoints"])))
    lines.append(_board_block(view))
    return "\n".join(lines)


WEAPON_TEXT = {"laser": "main laser", **{key: OPTION[key].english for key in OPTION}}
FIRE_CONTROL_TEXT = {
    "command": "a hit blocks the next command",
    "option": "a hit costs an option card",
    "off": "off",
}


def _name(text: str) -> str:
    """A card token of the viewer's own as its name ('c490': 'Move 1 (490)')."""
    card = parse_token(text)
    return card_name(card) if card is not None else text


def _by_register(values: list[str]) -> str:
    """'R1 front, R2 none, ...': one setting per register."""
    return ", ".join(f"R{reg} {value}" for reg, value in enumerate(values, 1))


def settings_text(settings: dict[str, Any]) -> str:
    """The viewer's option-card settings in words (no tokens, no Python values)."""
    parts = []
    if "reserve" in settings:
        reserve = settings["reserve"]
        where = f"swapped into register {reserve['swap']}" if reserve["swap"] else "not swapped in"
        parts.append(f"Conditional Program holds {reserve['card']}, {where}")
    if "flywheel_card" in settings:
        parts.append(f"Flywheel kept {settings['flywheel_card']['card']}")
    if "flywheel_keep" in settings:
        parts.append(f"Flywheel keeps {_name(settings['flywheel_keep'])} if unused")
    if "recompile_marked" in settings:
        parts.append("Recompile returns " + ", ".join(_name(t) for t in settings["recompile_marked"]))
    if "alt" in settings:
        registers = ", ".join(str(r) for r in settings["alt"])
        parts.append(f"option gear used in register{'s' if len(settings['alt']) > 1 else ''} {registers}")
    if "abort_from" in settings:
        parts.append(f"Abort Switch from register {settings['abort_from']}")
    if "aim" in settings:
        parts.append("Turret aims " + _by_register(settings["aim"]))
    if "shield" in settings:
        parts.append("Directional Shield guards " + _by_register(settings["shield"]))
    if "weapon" in settings:
        parts.append("fires " + _by_register([WEAPON_TEXT.get(w, w) for w in settings["weapon"]]))
    if "fire_control" in settings:
        parts.append(f"Fire Control: {FIRE_CONTROL_TEXT.get(settings['fire_control'], settings['fire_control'])}")
    if "gyro" in settings:
        parts.append(f"Gyroscopic Stabilizer {'on' if settings['gyro'] else 'off'}")
    if "double_wrench" in settings:
        wrench = "repair 2" if settings["double_wrench"] == "repair" else "take an option card"
        parts.append(f"on a double wrench: {wrench}")
    if settings.get("sacrifice"):
        parts.append(f"give up {OPTION[settings['sacrifice']].english} first")
    return "; ".join(parts) or "none"


def _board_block(view: View) -> str:
    """The board and its legend as a code block (the same for every reader)."""
    return _block(load_course(view["course"]), _robots(view))


@lru_cache(maxsize=256)
def _block(course: Course, robots: Robots) -> str:
    return "\n".join(["```", *board_text(course, robots), "```"])
