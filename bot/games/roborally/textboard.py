"""The text board: a course, its elements and robots in monospace lines, with a legend below.

Scheme (docs/games/roborally.md, "Reading the board"): every square is two characters; the
character before each square is the edge to its west (`|` wall, `:` swinging door, blank open).
Below a row whose south edges have walls or doors comes one extra line with `--` (wall) or `==`
(door) under those squares; a line above row 1 does the same for the north edge. Columns and
rows are labelled with the names squares have in every message (A1 is the north-west corner).
A course wider than MAX_COLUMNS squares is drawn in panels of columns, one under the other, so
no line is wider than a phone's code block. The legend explains only the symbols on this board.
"""

import textwrap
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Many, Msg, Say, msg
from bot.games.roborally.board import (
    ARROW_OF,
    BELT,
    DIRS,
    EXPRESS,
    FLOOR,
    GEAR_L,
    GEAR_R,
    OIL,
    PIT,
    REPAIR,
    REPAIR2,
    Course,
    column_name,
)
from bot.games.roborally.words import colour_arg

MAX_COLUMNS = 13
"""Widest panel in squares: 13 squares are 43 characters, which a phone shows without wrapping."""

NBSP = "\u00a0"
"""Joins words the legend must not wrap apart (textwrap breaks only at ASCII whitespace)."""

DOOR = ": =="
"""The legend's symbol of doors."""
COMPASS = tuple(msg(f"rr-compass-{d}") for d in ("north", "east", "south", "west"))
"""A side of a square as a compass letter ('N')."""

Robots = tuple[tuple[int, int, int, str], ...]
"""(x, y, 0-based seat, facing letter) of every robot on the course."""


def register_list(mask: int) -> str:
    """A register mask as '1,3,5'."""
    return ",".join(str(r) for r in range(1, 6) if mask >> r & 1)


@dataclass(frozen=True)
class Cells:
    """What every square shows without robots, and which kinds of symbol the board uses."""

    cells: tuple[str, ...]
    kinds: frozenset[str]
    """Every kind of element on the course (the picture draws them all)."""
    visible: frozenset[str]
    """The kinds the text shows: a checkpoint's symbol hides the repair square under it."""
    belt_crusher: str
    belt_flamer: str


def _plain(course: Course, i: int) -> bool:
    return (
        course.on_board[i]
        and course.floor[i] == FLOOR
        and course.twin[i] < 0
        and not course.crusher[i]
        and not course.flamer[i]
        and not course.pusher[i]
    )


@lru_cache(maxsize=64)
def floor_cells(course: Course) -> Cells:
    """The two characters of every square without robots, built once per course."""
    size = course.width * course.height
    cells: list[str] = []
    kind_of: list[str] = []
    belt_crusher = belt_flamer = ""
    for i in range(size):
        f = course.floor[i]
        arrow = ARROW_OF[course.belt[i]] if f in (BELT, EXPRESS) else ""
        if not course.on_board[i]:
            cell, kind = "  ", "void"
        elif course.crusher[i]:
            cell, kind = ("C" + arrow, "crusher_belt") if arrow else ("Cr", "crusher")
            belt_crusher = belt_crusher or (cell if arrow else "")
        elif course.flamer[i]:
            cell, kind = ("F" + arrow, "flamer_belt") if arrow else ("Fl", "flamer")
            belt_flamer = belt_flamer or (cell if arrow else "")
        elif course.twin[i] >= 0:
            cell, kind = "@" + course.portal_colour[i][0].lower(), "portal"
        elif course.pusher[i]:
            cell, kind = "P" + ARROW_OF[course.pusher_dir[i]], "pusher"
        elif f == EXPRESS:
            cell, kind = arrow + arrow, "express"
        elif f == BELT:
            cell, kind = " " + arrow, "belt"
        else:
            cell, kind = {
                FLOOR: (" .", "floor"),
                PIT: ("XX", "pit"),
                GEAR_R: ("G+", "gear_r"),
                GEAR_L: ("G-", "gear_l"),
                REPAIR: ("w1", "repair"),
                REPAIR2: ("w2", "repair2"),
                OIL: ("~~", "oil"),
            }[f]
        cells.append(cell)
        kind_of.append(kind)
    kinds = set(kind_of)
    for n, (i, _) in enumerate(course.starts):
        if _plain(course, i):
            cells[i], kind_of[i] = f"s{n + 1}", "start"
    for start, d, _ in course.lasers:
        cells[start], kind_of[start] = "L" + ARROW_OF[d], "laser"
    for path, _, _ in laser_reach(course):
        for i in path[1:]:
            if cells[i] == " .":
                cells[i] = " *"
    for n, i in enumerate(course.checkpoints):
        cells[i], kind_of[i] = f"#{n + 1}", "checkpoint"
    edges = {"wall"} if any(course.walls) else set()
    if course.door_edges:
        edges.add("door")
    visible = set(kind_of) | edges
    return Cells(tuple(cells), frozenset(kinds | visible), frozenset(visible), belt_crusher, belt_flamer)


@lru_cache(maxsize=64)
def laser_reach(course: Course) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """Each board laser's beam as far as it reaches in any register (a door may open in some)."""
    out = []
    for n, (_, d, count) in enumerate(course.lasers):
        path = max((course.laser_paths[r][n][0] for r in range(1, 6)), key=len)
        out.append((path, d, count))
    return tuple(out)


@lru_cache(maxsize=64)
def _edges(course: Course) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    walls = {(i, d) for i in range(len(course.walls)) for d in range(4) if course.walls[i] >> d & 1}
    doors = {(i, d) for i, d, _ in course.doors}
    return walls, doors


def _panel(course: Course, cells: list[str], first: int, last: int) -> list[str]:
    """Columns first..last (inclusive) with labels, vertical edges and wall lines."""
    w, h = course.width, course.height
    walls, doors = _edges(course)

    def side(i: int, d: int) -> str:
        """'wall', 'door' or '' for side d of square i."""
        return "wall" if (i, d) in walls else "door" if (i, d) in doors else ""

    lines = ["   " + "".join(f" {column_name(x):>2}" for x in range(first, last + 1))]

    def wall_line(y: int, d: int) -> str | None:
        """The line under row y (d = 2, south) or above it (d = 0, north); None if it has no wall."""
        marks = [side(y * w + x, d) for x in range(first, last + 1)]
        if not any(marks):
            return None
        text = "   "
        for k, mark in enumerate(marks):
            joined = k and mark and marks[k - 1] == mark
            ch = "-" if mark == "wall" else "=" if mark == "door" else " "
            text += (ch if joined else " ") + ch * 2
        return text.rstrip()

    top = wall_line(0, 0)
    if top:
        lines.append(top)
    for y in range(h):
        text = f"{y + 1:>2} "
        for x in range(first, last + 1):
            i = y * w + x
            edge = side(i, 3)
            text += ("|" if edge == "wall" else ":" if edge == "door" else " ") + cells[i]
        edge = side(y * w + last, 1)
        text += "|" if edge == "wall" else ":" if edge == "door" else ""
        lines.append(text.rstrip())
        below = wall_line(y, 2)
        if below:
            lines.append(below)
    return lines


def _where(course: Course, items: list[tuple[int, str]]) -> str:
    """'F3 2,4; J7 1,3,5': a legend line wraps between squares, never inside one's entry."""
    return "; ".join(f"{course.name_of(i)} {text}".replace(" ", NBSP) for i, text in items)


@lru_cache(maxsize=256)
def legend_entries(course: Course, robots: bool) -> tuple[tuple[str, Msg], ...]:
    """(symbol, meaning) of the symbols this board shows, in a fixed order: the meanings are
    messages (`rr-board-*`), written in the reader's language by `legend`."""
    base = floor_cells(course)
    k = base.visible
    entries: list[tuple[str, Msg]] = []
    # Most needed first: a message cut to Discord's limit loses the last lines.
    if robots:
        entries.append(("1^", msg("rr-board-robot")))
    if "checkpoint" in k:
        entries.append(("#1", msg("rr-board-checkpoint")))
    if "pit" in k:
        entries.append(("XX", msg("rr-board-pit")))
    if "void" in k:
        entries.append(("", msg("rr-board-void")))
    if "belt" in k:
        entries.append((" >", msg("rr-board-belt")))
    if "express" in k:
        entries.append((">>", msg("rr-board-express")))
    if "gear_r" in k:
        entries.append(("G+", msg("rr-board-gears" if "gear_l" in k else "rr-board-gear-r")))
    elif "gear_l" in k:
        entries.append(("G-", msg("rr-board-gear-l")))
    if "repair" in k:
        entries.append(("w1", msg("rr-board-repair")))
    if "repair2" in k:
        entries.append(("w2", msg("rr-board-repair2")))
    if "oil" in k:
        entries.append(("~~", msg("rr-board-oil")))
    if "portal" in k:
        pairs: dict[str, list[int]] = {}
        for i in sorted(course.portal_colour):
            pairs.setdefault(course.portal_colour[i], []).append(i)
        for colour, squares in pairs.items():
            a, b = squares[0], course.twin[squares[0]]
            portals = msg("rr-board-portals", colour=colour_arg(colour), a=course.name_of(a), b=course.name_of(b))
            entries.append(("@" + colour[0].lower(), portals))
    for kind, symbol, example in (("crusher", "Cr", base.belt_crusher), ("flamer", "Fl", base.belt_flamer)):
        masks = course.crusher if kind == "crusher" else course.flamer
        where = _where(course, [(i, register_list(m)) for i, m in enumerate(masks) if m])
        if kind in k:
            if kind + "_belt" in k:
                entries.append((symbol, msg(f"rr-board-{kind}-belt-too", example=example, where=where)))
            else:
                entries.append((symbol, msg(f"rr-board-{kind}", where=where)))
        elif kind + "_belt" in k:
            entries.append((example, msg(f"rr-board-{kind}-belt", where=where)))
    if "pusher" in k:
        pushers = [(i, register_list(m)) for i, m in enumerate(course.pusher) if m]
        entries.append(("P>", msg("rr-board-pusher", where=_where(course, pushers))))
    if "laser" in k:
        strong = [(i, count) for i, _, count in course.lasers if count > 1]
        if strong:
            entries.append(("L>", msg("rr-board-laser-strong", beams=Many(tuple(_beams(course, strong))))))
        else:
            entries.append(("L>", msg("rr-board-laser")))
    if "wall" in k:
        entries.append(("| --", msg("rr-board-wall")))
    if "door" in k:
        entries.append((DOOR, msg("rr-board-door", where="")))  # `legend` names the doors' sides
    if "start" in k:
        entries.append(("s1", msg("rr-board-start")))
    if "floor" in k:
        entries.append((" .", msg("rr-board-floor")))
    return tuple(entries)


def _beams(course: Course, strong: list[tuple[int, int]]) -> list[Msg]:
    """'H9 2 beams' for each board laser of more than one beam (one legend entry, unwrapped)."""
    return [msg("rr-board-beams", square=course.name_of(i).replace(" ", NBSP), count=count) for i, count in strong]


def legend(course: Course, robots: bool, say: Say) -> list[str]:
    """The legend below the board: each symbol this board shows and its meaning in the reader's
    language, wrapped to the board's width."""
    width = max(40, 4 + 3 * min(course.width, MAX_COLUMNS))
    lines = [say(msg("rr-board-legend"))]
    for symbol, meaning in legend_entries(course, robots):
        if symbol == DOOR:
            doors = [(i, f"{say(COMPASS[d])} {register_list(m)}") for i, d, m in course.door_edges]
            meaning = msg("rr-board-door", where=_where(course, doors))
        wrapped = textwrap.wrap(
            say(meaning), width, initial_indent=f"{symbol:<3} ", subsequent_indent=" " * 4, break_on_hyphens=False
        )
        lines += [line.replace(NBSP, " ") for line in wrapped]
    return lines


def panels(width: int) -> list[tuple[int, int]]:
    """Column ranges (first, last) of the panels a course of `width` squares is drawn in."""
    count = -(-width // MAX_COLUMNS)
    size = -(-width // count)
    return [(x, min(width, x + size) - 1) for x in range(0, width, size)]


@lru_cache(maxsize=256)
def board_text(course: Course, robots: Robots) -> tuple[str, ...]:
    """The board's lines with the robots on it (the legend is `legend`, in each reader's
    language). Every reader of one state sees the same board, so a state's views (the thread's
    and each seat's) draw it once."""
    base = floor_cells(course)
    cells = list(base.cells)
    for x, y, seat, facing in robots:
        cells[y * course.width + x] = f"{seat + 1}{ARROW_OF[DIRS.index(facing)]}"
    lines: list[str] = []
    for n, (first, last) in enumerate(panels(course.width)):
        if n:
            lines.append("")
        lines += _panel(course, cells, first, last)
    return tuple(lines)
