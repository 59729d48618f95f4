"""A PNG picture of a view: the course with every element, the robots, and a register strip."""

import io
import math

from PIL import Image, ImageDraw, ImageFont

from bot.engine import View
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
    load_course,
)

T = 40
"""Pixels per square."""
COLOURS = [
    (220, 40, 40),
    (40, 110, 230),
    (40, 170, 60),
    (230, 200, 30),
    (160, 60, 200),
    (240, 130, 20),
    (30, 190, 190),
    (230, 90, 170),
]
PORTAL = {"red": (220, 60, 60), "blue": (60, 90, 230), "green": (40, 170, 80), "yellow": (220, 200, 40)}


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # pragma: no cover - very old Pillow
        return ImageFont.load_default()


def _arrow(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: int, size: float, fill: tuple[int, int, int]) -> None:
    dx, dy = DX[d], DY[d]
    tip = (cx + dx * size, cy + dy * size)
    left = (cx - dx * size * 0.6 + dy * size * 0.7, cy - dy * size * 0.6 - dx * size * 0.7)
    right = (cx - dx * size * 0.6 - dy * size * 0.7, cy - dy * size * 0.6 + dx * size * 0.7)
    draw.polygon([tip, left, right], fill=fill)


def _regs(mask: int) -> str:
    return "".join(str(r) for r in range(1, 6) if mask >> r & 1)


def render_png(view: View, names: list[str]) -> bytes:
    course = load_course(view["course"])
    w, h = course.width, course.height
    strip = 22 * (len(view["robots"]) + 1) + 8
    img = Image.new("RGB", (w * T + 1, h * T + 1 + strip), (30, 30, 34))
    draw = ImageDraw.Draw(img)
    small, medium = _font(10), _font(14)
    for i in range(w * h):
        x0, y0 = (i % w) * T, (i // w) * T
        cx, cy = x0 + T / 2, y0 + T / 2
        box = (x0, y0, x0 + T, y0 + T)
        if not course.on_board[i]:
            continue
        f = course.floor[i]
        draw.rectangle(box, fill=(150, 150, 155), outline=(120, 120, 125))
        if f == PIT:
            draw.rectangle((x0 + 3, y0 + 3, x0 + T - 3, y0 + T - 3), fill=(10, 10, 10))
        elif f in (BELT, EXPRESS):
            colour = (90, 140, 220) if f == EXPRESS else (210, 190, 70)
            draw.rectangle((x0 + 4, y0 + 4, x0 + T - 4, y0 + T - 4), fill=colour)
            d = course.belt[i]
            _arrow(draw, cx, cy, d, T * 0.3, (40, 40, 40))
            if f == EXPRESS:
                _arrow(draw, cx - DX[d] * T * 0.22, cy - DY[d] * T * 0.22, d, T * 0.2, (40, 40, 40))
            for side in range(4):  # a feeding belt from the side: draw the curve/merge notch
                j = course.nb[i * 4 + side]
                feeds = j >= 0 and course.floor[j] in (BELT, EXPRESS) and course.belt[j] == (side + 2) % 4
                if feeds and side != (d + 2) % 4:
                    nx, ny = cx + DX[side] * T * 0.36, cy + DY[side] * T * 0.36
                    draw.ellipse((nx - 3, ny - 3, nx + 3, ny + 3), fill=(40, 40, 40))
        elif f in (GEAR_R, GEAR_L):
            draw.ellipse((x0 + 6, y0 + 6, x0 + T - 6, y0 + T - 6), fill=(90, 90, 95), outline=(40, 40, 40), width=2)
            draw.arc((x0 + 12, y0 + 12, x0 + T - 12, y0 + T - 12), 200, 520 - 200, fill=(240, 240, 240), width=2)
            # The arrowhead shows the turning direction: at the top of the arc, pointing right or left.
            tip_x = cx + (5 if f == GEAR_R else -5)
            draw.polygon([(tip_x, y0 + 12), (cx, y0 + 8), (cx, y0 + 16)], fill=(240, 240, 240))
        elif f in (REPAIR, REPAIR2):
            draw.rectangle((x0 + 5, y0 + 5, x0 + T - 5, y0 + T - 5), fill=(60, 150, 80))
            draw.text((cx, cy), "W" if f == REPAIR else "WW", fill=(255, 255, 255), font=medium, anchor="mm")
        elif f == OIL:
            draw.ellipse((x0 + 4, y0 + 8, x0 + T - 4, y0 + T - 6), fill=(25, 25, 40))
        if course.twin[i] >= 0:
            colour = PORTAL.get(course.portal_colour[i], (200, 200, 200))
            draw.ellipse((x0 + 5, y0 + 5, x0 + T - 5, y0 + T - 5), outline=colour, width=4)
            draw.ellipse((x0 + 13, y0 + 13, x0 + T - 13, y0 + T - 13), outline=colour, width=2)
        if course.crusher[i]:
            draw.rectangle((x0 + 2, y0 + 2, x0 + T - 2, y0 + T - 2), outline=(60, 60, 60), width=3)
            for k in range(4):
                draw.polygon(
                    [(x0 + 4 + k * 8, y0 + 3), (x0 + 8 + k * 8, y0 + 10), (x0 + 12 + k * 8, y0 + 3)], fill=(60, 60, 60)
                )
            draw.text((cx, y0 + T - 8), _regs(course.crusher[i]), fill=(0, 0, 0), font=small, anchor="mm")
        if course.flamer[i]:
            draw.polygon([(cx, y0 + 5), (x0 + 9, y0 + T - 9), (x0 + T - 9, y0 + T - 9)], fill=(240, 110, 20))
            draw.text((cx, y0 + T - 6), _regs(course.flamer[i]), fill=(0, 0, 0), font=small, anchor="mm")
        if course.pusher[i]:
            d = course.pusher_dir[i]
            back = (d + 2) % 4
            px, py = cx + DX[back] * T * 0.38, cy + DY[back] * T * 0.38
            hw = T * 0.35
            rect = (px - hw, py - 4, px + hw, py + 4) if back in (0, 2) else (px - 4, py - hw, px + 4, py + hw)
            draw.rectangle(rect, fill=(230, 200, 40), outline=(40, 40, 40))
            draw.text((cx, cy), _regs(course.pusher[i]), fill=(0, 0, 0), font=small, anchor="mm")
    # Laser beams (register 1) and emitters.
    for path, d, count in course.laser_paths[1]:
        for n in range(count):
            off = (n - (count - 1) / 2) * 4
            pts = []
            for sq in (path[0], path[-1]):
                cx, cy = (sq % w) * T + T / 2, (sq // w) * T + T / 2
                pts.append((cx + (off if d in (0, 2) else 0), cy + (off if d in (1, 3) else 0)))
            draw.line(pts, fill=(255, 40, 40), width=2)
        sq = path[0]
        back = (d + 2) % 4
        ex, ey = (sq % w) * T + T / 2 + DX[back] * T * 0.4, (sq // w) * T + T / 2 + DY[back] * T * 0.4
        draw.ellipse((ex - 5, ey - 5, ex + 5, ey + 5), fill=(200, 0, 0))
    # Walls and doors.
    for i in range(w * h):
        for d in range(4):
            if course.walls[i] >> d & 1:
                draw.line(_edge(i, d, w), fill=(250, 210, 30), width=5)
    for i, d, mask in course.door_edges:
        seg = _edge(i, d, w)
        draw.line(seg, fill=(200, 40, 160), width=4)
        mx = (seg[0][0] + seg[1][0]) / 2 - DX[d] * 9
        my = (seg[0][1] + seg[1][1]) / 2 - DY[d] * 9
        draw.text((mx, my), _regs(mask), fill=(120, 0, 90), font=small, anchor="mm")
    for number, (i, _) in enumerate(course.starts):
        x0, y0 = (i % w) * T, (i // w) * T
        draw.text((x0 + 5, y0 + 3), str(number + 1), fill=(60, 60, 60), font=small)
    for number, i in enumerate(course.checkpoints):
        x0, y0 = (i % w) * T, (i // w) * T
        draw.rectangle((x0 + 8, y0 + 6, x0 + T - 8, y0 + T - 6), fill=(255, 255, 255), outline=(0, 0, 0), width=2)
        draw.text((x0 + T / 2, y0 + T / 2), str(number + 1), fill=(0, 0, 0), font=medium, anchor="mm")
    # Archive markers, then robots.
    for rb in view["robots"]:
        if rb["archive"] is not None:
            i = course.square(rb["archive"])
            x0, y0 = (i % w) * T, (i // w) * T
            k = rb["seat"]
            draw.rectangle(
                (x0 + 2 + 5 * (k % 4), y0 + T - 9 - 5 * (k // 4), x0 + 6 + 5 * (k % 4), y0 + T - 5 - 5 * (k // 4)),
                fill=COLOURS[k % 8],
                outline=(0, 0, 0),
            )
    for rb in view["robots"]:
        if rb["x"] is None:
            continue
        k = rb["seat"]
        cx, cy = rb["x"] * T + T / 2, rb["y"] * T + T / 2
        colour = COLOURS[k % 8]
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=colour, outline=(0, 0, 0), width=2)
        d = DIRS.index(rb["facing"])
        ang = [-math.pi / 2, 0, math.pi / 2, math.pi][d]
        tip = (cx + 17 * math.cos(ang), cy + 17 * math.sin(ang))
        draw.polygon(
            [
                tip,
                (cx + 9 * math.cos(ang + 2.3), cy + 9 * math.sin(ang + 2.3)),
                (cx + 9 * math.cos(ang - 2.3), cy + 9 * math.sin(ang - 2.3)),
            ],
            fill=(20, 20, 20),
        )
        draw.text((cx, cy), str(k + 1), fill=(255, 255, 255), font=medium, anchor="mm")
        if rb["powered_down"]:
            draw.text((cx + 10, cy - 12), "z", fill=(255, 255, 255), font=small)
    # Register strip: last turn's programs (public), the viewer's own registers.
    y = h * T + 6
    draw.text((6, y), f"Turn {view['turn']}  ·  {view['course_title']}", fill=(230, 230, 230), font=medium)
    for rb in view["robots"]:
        y += 22
        k = rb["seat"]
        name = names[k] if k < len(names) else f"P{k + 1}"
        draw.rectangle((6, y + 2, 18, y + 14), fill=COLOURS[k % 8])
        text = f"{name[:12]:<12} cp {rb['checkpoints']} dmg {rb['damage']} lives {rb['lives']}"
        program = rb["last_program"]
        if view.get("viewer") == k and view.get("registers"):
            program = [r["card"] for r in view["registers"]]
        if program:
            text += "   " + " | ".join((c or "-").replace("Rotate ", "").replace("Move ", "M") for c in program)
        draw.text((24, y), text, fill=(230, 230, 230), font=small)
    buffer = io.BytesIO()
    img.save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def _edge(square: int, side: int, width: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The pixel segment of one side (N, E, S, W) of a square."""
    x0, y0 = (square % width) * T, (square // width) * T
    corners = ((x0, y0), (x0 + T, y0), (x0 + T, y0 + T), (x0, y0 + T))
    return corners[side], corners[(side + 1) % 4]
