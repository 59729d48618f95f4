"""A PNG picture of a view: the labelled course with every element and robot, a legend of what
is on it, and a table of the robots with the registers they revealed in the last turn.

render_png(view, say) returns the PNG bytes (Game.render_image); every word in it (title, legend,
table) is a message of the game's catalogue in the reader's language (`rr-picture-*`,
`rr-legend-*`). Squares carry the names messages use (column letters, row numbers, A1
north-west); no seat index or internal id is drawn.
"""

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from bot.engine import Many, Msg, Say, Seat, Square, View, msg
from bot.games.drawing import BACKGROUND, TEXT, WALL, Colour, Font, font, shown
from bot.games.roborally.board import (
    BELT,
    DIRS,
    DX,
    DY,
    EXPRESS,
    GEAR_L,
    GEAR_R,
    OIL,
    PIT,
    REPAIR,
    REPAIR2,
    Course,
    column_name,
    load_course,
    registers_text,
)
from bot.games.roborally.textboard import floor_cells, laser_reach
from bot.games.roborally.words import DIRECTION

T = 48
"""Pixels per square."""
LABEL = 24
"""Width of the coordinate bands around the board."""
TITLE = 32
"""Height of the title band."""
SIDE = 330
"""Width of the legend column right of the board."""
ICON = 32
"""Size of a legend icon."""
ROW = 40
"""Height of one robot's row in the table below the board."""
CARD_W = 74
"""Width of one register box."""
PAD = 10

DIM: Colour = (170, 170, 175)
FLOOR_FILL: Colour = (150, 150, 155)
FLOOR_LINE: Colour = (120, 120, 125)
DOOR: Colour = (210, 50, 170)
BEAM: Colour = (255, 40, 40)
COLOURS: list[Colour] = [
    (220, 40, 40),
    (40, 110, 230),
    (40, 170, 60),
    (230, 200, 30),
    (160, 60, 200),
    (240, 130, 20),
    (30, 190, 190),
    (230, 90, 170),
]
PORTAL: dict[str, Colour] = {
    "red": (220, 60, 60),
    "blue": (60, 90, 230),
    "green": (40, 170, 80),
    "yellow": (220, 200, 40),
}

Box = tuple[float, float, float, float]


SMALL, MEDIUM, LARGE = font(10), font(13), font(16, bold=True)


# -- painters: one board element in a square at (x0, y0) of size s, shared by board and legend --


def _arrow(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: int, size: float, fill: Colour) -> None:
    dx, dy = DX[d], DY[d]
    tip = (cx + dx * size, cy + dy * size)
    left = (cx - dx * size * 0.6 + dy * size * 0.7, cy - dy * size * 0.6 - dx * size * 0.7)
    right = (cx - dx * size * 0.6 - dy * size * 0.7, cy - dy * size * 0.6 + dx * size * 0.7)
    draw.polygon([tip, left, right], fill=fill)


def _floor(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float) -> None:
    draw.rectangle((x0, y0, x0 + s, y0 + s), fill=FLOOR_FILL, outline=FLOOR_LINE)


def _pit(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float) -> None:
    k = s * 0.07
    draw.rectangle((x0 + k, y0 + k, x0 + s - k, y0 + s - k), fill=(10, 10, 10))


def _belt(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, d: int, express: bool) -> None:
    k = s * 0.1
    draw.rectangle((x0 + k, y0 + k, x0 + s - k, y0 + s - k), fill=(90, 140, 220) if express else (210, 190, 70))
    cx, cy = x0 + s / 2, y0 + s / 2
    if express:
        _arrow(draw, cx + DX[d] * s * 0.12, cy + DY[d] * s * 0.12, d, s * 0.24, (30, 30, 30))
        _arrow(draw, cx - DX[d] * s * 0.16, cy - DY[d] * s * 0.16, d, s * 0.24, (30, 30, 30))
    else:
        _arrow(draw, cx, cy, d, s * 0.3, (40, 40, 40))


def _gear(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, right: bool) -> None:
    """A grey cog with a white three-quarter arrow turning clockwise (right) or counter-clockwise."""
    k = s * 0.12
    cx, cy = x0 + s / 2, y0 + s / 2
    draw.ellipse((x0 + k, y0 + k, x0 + s - k, y0 + s - k), fill=(90, 90, 95), outline=(40, 40, 40), width=2)
    r = s * 0.22
    # Pillow's angles run clockwise from east; the arrowhead sits at the end the gear turns towards.
    start, end = (300.0, 170.0) if right else (10.0, 240.0)
    draw.arc((cx - r, cy - r, cx + r, cy + r), start, end + (360 if end < start else 0), fill=(245, 245, 245), width=3)
    head = math.radians(end if right else start)
    px, py = cx + r * math.cos(head), cy + r * math.sin(head)
    turn = 1 if right else -1
    tx, ty = -math.sin(head) * turn, math.cos(head) * turn
    nx, ny = math.cos(head), math.sin(head)
    size = s * 0.13
    draw.polygon(
        [
            (px + tx * size, py + ty * size),
            (px + nx * size * 0.8, py + ny * size * 0.8),
            (px - nx * size * 0.8, py - ny * size * 0.8),
        ],
        fill=(245, 245, 245),
    )


def _repair(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, two: bool) -> None:
    k = s * 0.12
    draw.rectangle((x0 + k, y0 + k, x0 + s - k, y0 + s - k), fill=(60, 150, 80))
    draw.text((x0 + s / 2, y0 + s / 2), "WW" if two else "W", fill=(255, 255, 255), font=MEDIUM, anchor="mm")


def _oil(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float) -> None:
    draw.ellipse((x0 + s * 0.1, y0 + s * 0.2, x0 + s * 0.9, y0 + s * 0.85), fill=(25, 25, 40))


def _portal(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, colour: str) -> None:
    c = PORTAL.get(colour, (200, 200, 200))
    k, k2 = s * 0.12, s * 0.32
    draw.ellipse((x0 + k, y0 + k, x0 + s - k, y0 + s - k), outline=c, width=4)
    draw.ellipse((x0 + k2, y0 + k2, x0 + s - k2, y0 + s - k2), outline=c, width=2)


def _crusher(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, mask: int) -> None:
    draw.rectangle((x0 + 2, y0 + 2, x0 + s - 2, y0 + s - 2), outline=(50, 50, 50), width=3)
    teeth = 4
    step = (s - 8) / teeth
    for k in range(teeth):
        left = x0 + 4 + k * step
        draw.polygon([(left, y0 + 3), (left + step / 2, y0 + s * 0.25), (left + step, y0 + 3)], fill=(50, 50, 50))
    if mask:
        _tag(draw, x0 + s / 2, y0 + s - 9, registers_text(mask))


def _flamer(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, mask: int) -> None:
    cx = x0 + s / 2
    draw.polygon(
        [(cx, y0 + s * 0.12), (x0 + s * 0.22, y0 + s * 0.72), (x0 + s * 0.78, y0 + s * 0.72)], fill=(240, 110, 20)
    )
    if mask:
        _tag(draw, cx, y0 + s - 9, registers_text(mask))


def _pusher(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, d: int, mask: int) -> None:
    cx, cy = x0 + s / 2, y0 + s / 2
    back = (d + 2) % 4
    px, py = cx + DX[back] * s * 0.36, cy + DY[back] * s * 0.36
    hw = s * 0.36
    rect = (px - hw, py - 4, px + hw, py + 4) if back in (0, 2) else (px - 4, py - hw, px + 4, py + hw)
    draw.rectangle(rect, fill=(230, 200, 40), outline=(40, 40, 40))
    _arrow(draw, cx + DX[back] * s * 0.1, cy + DY[back] * s * 0.1, d, s * 0.13, (40, 40, 40))
    if mask:
        _tag(draw, cx + DX[d] * s * 0.2, cy + DY[d] * s * 0.2, registers_text(mask))


def _tag(draw: ImageDraw.ImageDraw, cx: float, cy: float, text: str, back: Colour | None = None) -> None:
    """Register digits on a white tag (or white text on `back`), readable on any floor."""
    left, top, right, bottom = draw.textbbox((cx, cy), text, font=SMALL, anchor="mm")
    draw.rectangle((left - 2, top - 1, right + 2, bottom + 1), fill=back or (255, 255, 255))
    draw.text((cx, cy), text, fill=(255, 255, 255) if back else (0, 0, 0), font=SMALL, anchor="mm")


def _emitter(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, d: int) -> None:
    back = (d + 2) % 4
    ex, ey = x0 + s / 2 + DX[back] * s * 0.38, y0 + s / 2 + DY[back] * s * 0.38
    draw.ellipse((ex - 6, ey - 6, ex + 6, ey + 6), fill=(200, 0, 0), outline=(60, 0, 0))


def _beam(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], d: int, count: int) -> None:
    for n in range(count):
        off = (n - (count - 1) / 2) * 5
        ox, oy = (off, 0.0) if d in (0, 2) else (0.0, off)
        draw.line([(a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy)], fill=BEAM, width=3)


def _edge(x0: float, y0: float, s: float, side: int) -> list[tuple[float, float]]:
    corners = ((x0, y0), (x0 + s, y0), (x0 + s, y0 + s), (x0, y0 + s))
    return [corners[side], corners[(side + 1) % 4]]


def _wall(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, side: int) -> None:
    draw.line(_edge(x0, y0, s, side), fill=WALL, width=5)


def _door(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, side: int, mask: int) -> None:
    (ax, ay), (bx, by) = _edge(x0, y0, s, side)
    # A dashed magenta edge: a wall that opens in the registers written beside it.
    for k in range(4):
        f0, f1 = k / 4 + 0.03, k / 4 + 0.2
        draw.line(
            [(ax + (bx - ax) * f0, ay + (by - ay) * f0), (ax + (bx - ax) * f1, ay + (by - ay) * f1)], fill=DOOR, width=5
        )
    if mask:
        _tag(draw, (ax + bx) / 2 - DX[side] * 9, (ay + by) / 2 - DY[side] * 9, registers_text(mask))


def _start(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, number: int) -> None:
    draw.rectangle((x0 + 3, y0 + 3, x0 + s - 3, y0 + s - 3), outline=(95, 95, 100), width=2)
    draw.text((x0 + s - 5, y0 + 4), str(number), fill=(60, 60, 60), font=SMALL, anchor="ra")


def _checkpoint(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, number: int) -> None:
    """A white checkpoint plate with its number big in the middle and again in the top-left
    corner badge, which no robot covers (robots are drawn inside the corners)."""
    draw.rounded_rectangle(
        (x0 + 3, y0 + 3, x0 + s - 3, y0 + s - 3), 5, fill=(255, 255, 255), outline=(0, 0, 0), width=2
    )
    draw.text((x0 + s / 2, y0 + s / 2 + 2), str(number), fill=(0, 0, 0), font=LARGE, anchor="mm")
    badge = checkpoint_badge(x0, y0)
    draw.rectangle(badge, fill=(0, 0, 0))
    draw.text(
        ((badge[0] + badge[2]) / 2, (badge[1] + badge[3]) / 2 + 1),
        str(number),
        fill=(255, 255, 255),
        font=SMALL,
        anchor="mm",
    )


def checkpoint_badge(x0: float, y0: float) -> Box:
    """The corner of a checkpoint square that shows its number even under a robot."""
    return (x0 + 2, y0 + 2, x0 + 13, y0 + 13)


def _robot(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, seat: int, facing: int, down: bool) -> None:
    """A disc with the robot's number and a pointed nose the way it faces (it keeps out of the
    square's corners, so a checkpoint's corner badge stays visible)."""
    colour = COLOURS[seat % len(COLOURS)]
    r = s * 0.27
    ang = [-math.pi / 2, 0.0, math.pi / 2, math.pi][facing]
    tip = (cx + math.cos(ang) * s * 0.48, cy + math.sin(ang) * s * 0.48)
    spread = math.radians(55)
    sides = [(cx + r * math.cos(ang + k * spread), cy + r * math.sin(ang + k * spread)) for k in (-1, 1)]
    nose = [tip, *sides]
    draw.polygon(nose, fill=colour, outline=(0, 0, 0), width=2)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(0, 0, 0), width=2)
    # Fill the nose again without its outline, so body and nose are one shape; then a dark tip.
    inset = [(cx + (x - cx) * 0.97, cy + (y - cy) * 0.97) for x, y in nose]
    draw.polygon(inset, fill=colour)
    mid = (cx + math.cos(ang) * s * 0.3, cy + math.sin(ang) * s * 0.3)
    dark = [tip, *((mid[0] + (x - cx) * 0.35 - math.cos(ang) * 0, mid[1] + (y - cy) * 0.35) for x, y in sides)]
    draw.polygon(dark, fill=(20, 20, 20))
    draw.text(
        (cx, cy), str(seat + 1), fill=(255, 255, 255), font=MEDIUM, anchor="mm", stroke_width=2, stroke_fill=(0, 0, 0)
    )
    if down:
        draw.text(
            (cx + r, cy - r), "z", fill=(255, 255, 255), font=MEDIUM, anchor="mm", stroke_width=2, stroke_fill=(0, 0, 0)
        )


def _archive(draw: ImageDraw.ImageDraw, x0: float, y0: float, s: float, seat: int) -> None:
    k = seat % 8
    left = x0 + 3 + 6 * k
    draw.rectangle((left, y0 + s - 8, left + 5, y0 + s - 3), fill=COLOURS[k], outline=(0, 0, 0))


# -- the legend ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One legend line: what its icon shows (an element kind, or a robot's seat) and its text."""

    icon: str
    text: str
    seat: int | None = None
    name: str = ""
    """A robot's player name, which starts its text (the picture shortens a long one)."""


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"#{seat + 1}"


def robot_entries(view: View, say: Say) -> list[Entry]:
    """Each robot as the picture lists it: '<name> destroyed — re-enters at <square>' for a
    destroyed one, then a second line with its checkpoints, damage and lives."""
    total = len(view["checkpoints"])
    out = []
    for rb in view["robots"]:
        seat = rb["seat"]
        name = _name(say.names, seat)
        reached, damage, lives = rb["checkpoints"], rb["damage"], rb["lives"]
        stats = msg("rr-legend-stats", checkpoints=reached, total=total, damage=damage, lives=lives)
        if rb["out"]:
            where = msg("rr-legend-out")
        elif rb["at"] is None:
            where = msg("rr-legend-destroyed", square=Square(rb["archive"] or "-"))
        else:
            where = msg("rr-legend-at", square=Square(rb["at"]), facing=DIRECTION[DIRS.index(rb["facing"])])
            if rb["powered_down"]:
                stats = msg("rr-legend-powered-down", stats=stats)
        out.append(Entry("robot", f"{name} {say(where)}\n{say(stats)}", seat, name))
    return out


FLOOR_KINDS = ("checkpoint", "start", "pit", "void", "belt", "express", "gear_r", "gear_l", "repair", "repair2", "oil")
"""The legend's floor elements, in its order (`rr-legend-<kind>`, with '-' for '_')."""


def board_entries(course: Course, view: View, say: Say) -> list[Entry]:
    """The board elements this course has, in a fixed order."""
    kinds = {kind.removesuffix("_belt") for kind in floor_cells(course).kinds}
    out: list[Entry] = []

    def add(kind: str, words: Msg) -> None:
        if kind in kinds:
            out.append(Entry(kind, say(words)))

    if any(rb["at"] for rb in view["robots"]):
        out.append(Entry("robot", say(msg("rr-legend-robot")), 0))
    for kind in FLOOR_KINDS:
        add(kind, msg("rr-legend-" + kind.replace("_", "-")))
    if "portal" in kinds:
        pairs: dict[str, int] = {}
        for i in sorted(course.portal_colour):
            pairs.setdefault(course.portal_colour[i], i)
        for colour, i in pairs.items():
            portals = msg("rr-legend-portals", a=Square(course.name_of(i)), b=Square(course.name_of(course.twin[i])))
            out.append(Entry("portal:" + colour, say(portals)))
    for kind in ("crusher", "flamer", "pusher", "laser", "wall", "door"):
        add(kind, msg("rr-legend-" + kind))
    if any(rb["archive"] for rb in view["robots"]):
        out.append(Entry("archive", say(msg("rr-legend-archive"))))
    return out


def legend_entries(view: View, say: Say) -> list[Entry]:
    """Everything the picture's legend says: the board's elements, then the robots."""
    return board_entries(load_course(view["course"]), view, say) + robot_entries(view, say)


def _icon(draw: ImageDraw.ImageDraw, entry: Entry, x0: float, y0: float) -> None:
    s = ICON
    kind = entry.icon
    if kind == "void":
        draw.rectangle((x0, y0, x0 + s, y0 + s), outline=(90, 90, 95))
        return
    if kind == "robot":
        _robot(draw, x0 + s / 2, y0 + s / 2, s * 1.1, entry.seat or 0, 1, False)
        return
    _floor(draw, x0, y0, s)
    if kind == "pit":
        _pit(draw, x0, y0, s)
    elif kind in ("belt", "express"):
        _belt(draw, x0, y0, s, 1, kind == "express")
    elif kind in ("gear_r", "gear_l"):
        _gear(draw, x0, y0, s, kind == "gear_r")
    elif kind in ("repair", "repair2"):
        _repair(draw, x0, y0, s, kind == "repair2")
    elif kind == "oil":
        _oil(draw, x0, y0, s)
    elif kind.startswith("portal:"):
        _portal(draw, x0, y0, s, kind.split(":", 1)[1])
    elif kind == "crusher":
        _crusher(draw, x0, y0, s, 0)
    elif kind == "flamer":
        _flamer(draw, x0, y0, s, 0)
    elif kind == "pusher":
        _pusher(draw, x0, y0, s, 1, 0)
    elif kind == "laser":
        _emitter(draw, x0, y0, s, 1)
        _beam(draw, (x0 + s * 0.2, y0 + s / 2), (x0 + s, y0 + s / 2), 1, 1)
    elif kind == "wall":
        _wall(draw, x0, y0, s, 0)
    elif kind == "door":
        _door(draw, x0, y0, s, 0, 0)
    elif kind == "start":
        _start(draw, x0, y0, s, 1)
    elif kind == "checkpoint":
        _checkpoint(draw, x0, y0, s, 1)
    elif kind == "archive":
        for k in range(3):
            _archive(draw, x0, y0, s, k)


def _wrap(text: str, font: Font, width: float) -> list[str]:
    """`text` in lines no wider than `width` pixels ('\\n' starts a new line)."""
    lines: list[str] = []
    for part in shown(text).split("\n"):
        line = ""
        for word in part.split(" "):
            trial = f"{line} {word}" if line else word
            if line and font.getlength(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


# -- the picture ---------------------------------------------------------------------------------

LEGEND_TEXT = SIDE - 2 * PAD - ICON - 8
"""Pixels of legend text beside an icon."""
LINE = 15
"""Pixels per line of legend text."""
NAME_W = 360
"""Pixels of a robot's name and state in the table."""


def _card_short(card: dict[str, Any] | None, say: Say) -> tuple[str, str]:
    """A card of the view as its kind and priority ('Move 2', '670'); an empty register as
    ('none', '')."""
    if not card:
        return say(msg("rr-picture-empty-register")), ""
    return say(msg(f"rr-kind-{card['kind']}")), str(card["priority"])


def _entry_height(entry: Entry) -> int:
    return max(ICON, LINE * len(_wrap(entry.text, MEDIUM, LEGEND_TEXT))) + 6


def picture_size(view: View, say: Say) -> tuple[int, int]:
    """Width and height of the picture of `view` in pixels (the legend's words wrap in `say`'s language)."""
    course = load_course(view["course"])
    legend_h = TITLE + PAD + 24 + sum(_entry_height(e) for e in board_entries(course, view, say))
    top = max(TITLE + 2 * LABEL + course.height * T, legend_h)
    rows = len(view["robots"]) + (1 if view.get("viewer") is not None and view.get("registers") else 0)
    width = max(2 * LABEL + course.width * T + SIDE, LABEL + ICON + 8 + NAME_W + 5 * CARD_W + PAD)
    return width, top + PAD + 24 + rows * ROW + PAD


def render_png(view: View, say: Say) -> bytes:
    """The PNG of one view (the thread's or a seat's): board, legend, robots and registers."""
    course = load_course(view["course"])
    width, height = picture_size(view, say)
    ox, oy = LABEL, TITLE + LABEL
    img = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    _title(draw, view, say)
    _labels(draw, course, ox, oy)
    _board(draw, course, view, ox, oy)
    _legend(draw, board_entries(course, view, say), say, ox + course.width * T + LABEL + PAD, TITLE)
    rows = len(view["robots"]) + (1 if view.get("viewer") is not None and view.get("registers") else 0)
    _table(draw, view, say, LABEL, height - PAD - rows * ROW - 24)
    buffer = io.BytesIO()
    img.save(buffer, format="PNG")
    return buffer.getvalue()


def _title(draw: ImageDraw.ImageDraw, view: View, say: Say) -> None:
    title = msg("rr-picture-title", course=view["course_title"], turn=view["turn"], limit=view["turn_limit"])
    if view["finished"]:
        winners = Many(tuple(Seat(k) for k in view["winners"]))
        title = msg("rr-picture-finished", title=title, winners=winners, count=len(view["winners"]))
    text = say(title)
    draw.text((LABEL, TITLE / 2 + 2), shown(text), fill=TEXT, font=LARGE, anchor="lm")


def _labels(draw: ImageDraw.ImageDraw, course: Course, ox: int, oy: int) -> None:
    """Column letters above and below the board, row numbers left and right: the square names."""
    w, h = course.width, course.height
    for x in range(w):
        cx = ox + x * T + T / 2
        for ly in (oy - LABEL / 2, oy + h * T + LABEL / 2):
            draw.text((cx, ly), column_name(x), fill=TEXT, font=MEDIUM, anchor="mm")
    for y in range(h):
        cy = oy + y * T + T / 2
        for lx in (ox - LABEL / 2, ox + w * T + LABEL / 2):
            draw.text((lx, cy), str(y + 1), fill=TEXT, font=MEDIUM, anchor="mm")


def _board(draw: ImageDraw.ImageDraw, course: Course, view: View, ox: int, oy: int) -> None:
    w = course.width

    def corner(i: int) -> tuple[int, int]:
        return ox + (i % w) * T, oy + (i // w) * T

    for i in range(w * course.height):
        if not course.on_board[i]:
            continue
        x0, y0 = corner(i)
        f = course.floor[i]
        _floor(draw, x0, y0, T)
        if f == PIT:
            _pit(draw, x0, y0, T)
        elif f in (BELT, EXPRESS):
            _belt(draw, x0, y0, T, course.belt[i], f == EXPRESS)
        elif f in (GEAR_R, GEAR_L):
            _gear(draw, x0, y0, T, f == GEAR_R)
        elif f in (REPAIR, REPAIR2):
            _repair(draw, x0, y0, T, f == REPAIR2)
        elif f == OIL:
            _oil(draw, x0, y0, T)
    for number, (i, _) in enumerate(course.starts):
        _start(draw, *corner(i), T, number + 1)
    for number, i in enumerate(course.checkpoints):
        x0, y0 = corner(i)
        _checkpoint(draw, x0, y0, T, number + 1)
        if course.floor[i] in (REPAIR, REPAIR2):  # the repair under the plate, in the other corner
            _tag(draw, x0 + T - 12, y0 + T - 10, "WW" if course.floor[i] == REPAIR2 else "W", (60, 150, 80))
    # Beams under the elements' register tags, emitters on top of the beams.
    for path, d, count in laser_reach(course):
        a, b = corner(path[0]), corner(path[-1])
        _beam(draw, (a[0] + T / 2, a[1] + T / 2), (b[0] + T / 2, b[1] + T / 2), d, count)
    for i in range(w * course.height):
        x0, y0 = corner(i)
        if course.twin[i] >= 0:
            _portal(draw, x0, y0, T, course.portal_colour[i])
        if course.crusher[i]:
            _crusher(draw, x0, y0, T, course.crusher[i])
        if course.flamer[i]:
            _flamer(draw, x0, y0, T, course.flamer[i])
        if course.pusher[i]:
            _pusher(draw, x0, y0, T, course.pusher_dir[i], course.pusher[i])
    for path, d, _ in laser_reach(course):
        _emitter(draw, *corner(path[0]), T, d)
    for i in range(w * course.height):
        for d in range(4):
            if course.walls[i] >> d & 1:
                _wall(draw, *corner(i), T, d)
    for i, d, mask in course.door_edges:
        _door(draw, *corner(i), T, d, mask)
    for rb in view["robots"]:
        if rb["archive"] is not None:
            _archive(draw, *corner(course.square(rb["archive"])), T, rb["seat"])
    for rb in view["robots"]:
        if rb["x"] is not None:
            cx, cy = ox + rb["x"] * T + T / 2, oy + rb["y"] * T + T / 2
            _robot(draw, cx, cy, T, rb["seat"], DIRS.index(rb["facing"]), rb["powered_down"])


def _legend(draw: ImageDraw.ImageDraw, entries: list[Entry], say: Say, x: int, y: int) -> None:
    draw.text((x, y + PAD), shown(say(msg("rr-picture-legend"))), fill=TEXT, font=LARGE)
    y += PAD + 24
    for entry in entries:
        _icon(draw, entry, x, y)
        lines = _wrap(entry.text, MEDIUM, LEGEND_TEXT)
        ty = y + (max(ICON, LINE * len(lines)) - LINE * len(lines)) / 2
        for line in lines:
            draw.text((x + ICON + 8, ty), line, fill=TEXT, font=MEDIUM)
            ty += LINE
        y += _entry_height(entry)


def _table(draw: ImageDraw.ImageDraw, view: View, say: Say, x: int, y: int) -> None:
    """One row per robot: its icon, name and state, and the registers it revealed in a turn."""
    text_x = x + ICON + 8
    cards_x = text_x + NAME_W
    draw.text((x, y), shown(say(msg("rr-picture-robots"))), fill=TEXT, font=LARGE)
    turn = view.get("program_turn")
    heading = msg("rr-picture-revealed", turn=turn) if turn else msg("rr-picture-none-revealed")
    draw.text((cards_x, y), shown(say(heading)), fill=TEXT, font=LARGE)
    y += 24
    for entry, rb in zip(robot_entries(view, say), view["robots"], strict=True):
        cx, cy = x + ICON / 2, y + ROW / 2 - 2
        if rb["at"]:
            _robot(draw, cx, cy, ICON * 1.1, rb["seat"], DIRS.index(rb["facing"]), rb["powered_down"])
        else:
            _ghost(draw, cx, cy, rb["seat"])
        first, second = shown(entry.text).split("\n")
        rest = first[len(entry.name) :]
        room = NAME_W - 8 - MEDIUM.getlength(rest)
        draw.text((text_x, y + 3), _fit(entry.name, room) + rest, fill=TEXT, font=MEDIUM)
        draw.text((text_x, y + 19), _fit(second, NAME_W - 8), fill=DIM, font=MEDIUM)
        if turn:
            _cards(draw, cards_x, y, rb["last_program"], say)
        y += ROW
    if view.get("viewer") is not None and view.get("registers"):
        _robot(draw, x + ICON / 2, y + ROW / 2 - 2, ICON * 1.1, view["viewer"], 0, False)
        mine = shown(say(msg("rr-picture-your-registers", turn=view["turn"])))
        draw.text((text_x, y + 3), _fit(mine, NAME_W - 8), fill=TEXT, font=MEDIUM)
        draw.text((text_x, y + 19), _fit(shown(say(msg("rr-picture-only-you"))), NAME_W - 8), fill=DIM, font=MEDIUM)
        _cards(draw, cards_x, y, [r["card"] for r in view["registers"]], say)


def _fit(text: str, width: float, face: Font = MEDIUM) -> str:
    """`text`, shortened with '…' to at most `width` pixels."""
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


def _ghost(draw: ImageDraw.ImageDraw, cx: float, cy: float, seat: int) -> None:
    """A robot off the course: a hollow ring in its colour with its number."""
    colour = COLOURS[seat % len(COLOURS)]
    r = ICON * 0.3
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BACKGROUND, outline=colour, width=3)
    draw.text((cx, cy), str(seat + 1), fill=colour, font=MEDIUM, anchor="mm")


def _cards(draw: ImageDraw.ImageDraw, x: int, y: int, cards: list[dict[str, Any] | None], say: Say) -> None:
    for reg in range(5):
        card = cards[reg] if reg < len(cards) else None
        left = x + reg * CARD_W
        fill = (235, 235, 228) if card else (110, 110, 115)
        draw.rounded_rectangle((left, y + 2, left + CARD_W - 6, y + ROW - 6), 4, fill=fill, outline=(90, 90, 90))
        kind, priority = _card_short(card, say)
        draw.text((left + 4, y + 4), f"R{reg + 1}", fill=(110, 110, 110) if card else (200, 200, 200), font=SMALL)
        draw.text((left + CARD_W - 10, y + 4), priority, fill=(110, 110, 110), font=SMALL, anchor="ra")
        draw.text(
            (left + (CARD_W - 6) / 2, y + 25),
            _fit(shown(kind), CARD_W - 10, SMALL),
            fill=(0, 0, 0) if card else (200, 200, 200),
            font=SMALL,
            anchor="mm",
        )
