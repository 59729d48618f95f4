"""What each seat may see, its text rendering, and the secret tokens."""

from functools import lru_cache
from typing import Any

from bot.engine import View
from bot.games.roborally.board import DIRS, Course, load_course
from bot.games.roborally.cards import DECK, OPTION, card_name, token
from bot.games.roborally.resolve import SIDE_NAMES
from bot.games.roborally.state import RoboState
from bot.games.roborally.textboard import Robots, board_text
from bot.games.roborally.turn import course_of

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
    """Every card token except the viewer's own cards: public texts never name a card by token."""
    mine = private_cards(state, viewer)
    return {token(c) for c in DECK if c not in mine}


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
        "program_turn": (state.turn if state.finished else state.turn - 1) if last else None,
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
            f"{r['register']}:{(r['id'] + ' ' + r['card'].split(' (')[0]) if r['id'] else '—'}"
            f"{' (locked)' if r['locked'] else ''}"
            for r in view["registers"]
        )
        lines.append(f"Your registers: {regs}")
        hand = ", ".join(f"{c['id']} {c['card'].split(' (')[0]}" for c in view["hand"])
        lines.append(f"Your hand: {hand or 'none'}")
        me = view["robots"][view["viewer"]]
        if me["options"]:
            settings = view.get("settings") or {}
            lines.append("Option settings: " + "; ".join(f"{k} {v}" for k, v in settings.items()))
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


def _board_block(view: View) -> str:
    """The board and its legend as a code block (the same for every reader)."""
    return _block(load_course(view["course"]), _robots(view))


@lru_cache(maxsize=256)
def _block(course: Course, robots: Robots) -> str:
    return "\n".join(["```", *board_text(course, robots), "```"])
