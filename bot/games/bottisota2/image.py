"""A PNG picture of a view: the hex arena with every terrain element, wall, mine and bot, a key
of what is on it, and one row per bot with its damage, faults and installed parts.

render_png(view, say) returns the PNG bytes (Game.render_image), its words through `say`. It reads nothing but the view
(the arena comes from the view's own arena text), so it draws only what that view's reader may
see. Areas carry the labels the messages and the text map use (row letter and place: C3).
"""

import io
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from bot.engine import Many, Say, View, msg
from bot.games.bottisota2.arena import DIRECTION_NAMES, Arena, parsed
from bot.games.bottisota2.words import card_name, model_name
from bot.games.drawing import BACKGROUND, TEXT, WALL, Colour, Font, font, shown

R = 46
"""Circumradius of a hexagon (pointy side up) that line widths are drawn for."""
R_MAX = 58
"""The largest hexagon: small arenas are drawn bigger, up to this."""
MAP_WIDTH = 560
"""Pixels the widest row of areas may take (the radius follows: 58 for 5 areas, 46 for 7)."""
SQRT3 = math.sqrt(3)
TITLE = 34
"""Height of the title band."""
PAD = 12
SIDE = 330
"""Width of the key column right of the arena."""
ICON = 30
"""Size of a key or bot-row icon."""
LINE = 16
"""Pixels per line of text."""
MIN_WIDTH = 860
"""The bot rows need this much room whatever the arena's size."""

DIM: Colour = (175, 175, 180)
HEX_LINE: Colour = (55, 55, 60)
TERRAIN_FILL: dict[str, Colour] = {
    "plain": (160, 160, 155),
    "structure": (112, 92, 74),
    "acid": (112, 186, 46),
    "obstacle": (118, 124, 160),
    "belt": (214, 188, 78),
    "depot": (58, 140, 168),
    "teleporter": (140, 84, 180),
}
COLOURS: list[Colour] = [
    (220, 40, 40),
    (40, 110, 230),
    (40, 160, 60),
    (235, 205, 30),
    (160, 60, 200),
    (240, 130, 20),
    (30, 195, 195),
    (235, 95, 175),
    (140, 90, 50),
    (165, 225, 70),
    (25, 45, 130),
    (245, 245, 245),
]
"""One colour per seat (up to twelve)."""

Point = tuple[float, float]

SMALL, MEDIUM, BOLD, LARGE = font(10), font(13), font(13, True), font(16, True)


def _name(say: Say, seat: int) -> str:
    return say.names[seat] if seat < len(say.names) else str(seat + 1)


# -- geometry ------------------------------------------------------------------------------------


def _corner(cx: float, cy: float, r: float, k: int) -> Point:
    """Corner k of a pointy-top hexagon, at 60k - 30 degrees clockwise from east (0: upper right)."""
    a = math.radians(60 * k - 30)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _hexagon(cx: float, cy: float, r: float) -> list[Point]:
    return [_corner(cx, cy, r, k) for k in range(6)]


def _side(cx: float, cy: float, r: float, d: int) -> tuple[Point, Point]:
    """The side of a hexagon facing direction d (0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE)."""
    return _corner(cx, cy, r, d), _corner(cx, cy, r, d + 1)


def _unit(d: int) -> Point:
    a = math.radians(60 * d)
    return math.cos(a), math.sin(a)


def hex_radius(arena: Arena) -> float:
    """The circumradius of the arena's hexagons: its widest row fits MAP_WIDTH."""
    return min(float(R_MAX), math.floor(MAP_WIDTH / (max(arena.rows) * SQRT3)))


def arena_box(arena: Arena, radius: float) -> tuple[float, float]:
    """Width and height of the drawn arena in pixels."""
    w = SQRT3 * radius
    xs = [w * (q + r / 2) for q, r in arena.coords]
    return max(xs) - min(xs) + w, 2 * radius + 1.5 * radius * (len(arena.rows) - 1)


def centres(arena: Arena, ox: float, oy: float, radius: float) -> list[Point]:
    """Pixel centre of every area when the arena's top-left corner is at (ox, oy)."""
    w = SQRT3 * radius
    xs = [w * (q + r / 2) for q, r in arena.coords]
    left = min(xs)
    return [(ox + x - left + w / 2, oy + radius + 1.5 * radius * r) for x, (_, r) in zip(xs, arena.coords, strict=True)]


# -- painters: terrain in a hexagon of radius r at (cx, cy), shared by the arena and the key ------


def _arrow(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: int, size: float, fill: Colour) -> None:
    ux, uy = _unit(d)
    tail = (cx - ux * size, cy - uy * size)
    tip = (cx + ux * size, cy + uy * size)
    draw.line([tail, (cx + ux * size * 0.2, cy + uy * size * 0.2)], fill=fill, width=max(2, round(size * 0.35)))
    w = size * 0.6
    draw.polygon(
        [tip, (cx - uy * w + ux * size * 0.05, cy + ux * w + uy * size * 0.05), (cx + uy * w, cy - ux * w)], fill=fill
    )


def _terrain(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, flow: int = 0) -> None:
    draw.polygon(_hexagon(cx, cy, r), fill=TERRAIN_FILL[kind], outline=HEX_LINE, width=2)
    k = r / R
    if kind == "structure":
        # A block of masonry: a darker square with brick joints.
        s = 0.42 * r
        dark = (80, 64, 50)
        draw.rectangle((cx - s, cy - s * 0.75, cx + s, cy + s * 0.75), fill=(96, 78, 62), outline=dark, width=2)
        for row in range(1, 3):
            y = cy - s * 0.75 + row * s * 0.5
            draw.line([(cx - s, y), (cx + s, y)], fill=dark, width=1)
        for row in range(3):
            y0 = cy - s * 0.75 + row * s * 0.5
            for x in (cx - s / 2, cx + s / 2) if row % 2 else (cx,):
                draw.line([(x, y0), (x, y0 + s * 0.5)], fill=dark, width=1)
    elif kind == "acid":
        for dx, dy, b in ((-0.38, -0.1, 0.12), (0.3, 0.05, 0.15), (-0.05, 0.34, 0.1), (0.1, -0.3, 0.08)):
            x, y, rad = cx + dx * r, cy + dy * r, b * r
            draw.ellipse((x - rad, y - rad, x + rad, y + rad), outline=(215, 250, 150), width=max(1, round(2 * k)))
    elif kind == "obstacle":
        # Pylons and girders that catch fliers.
        for dx in (-0.42, 0.0, 0.42):
            x, base = cx + dx * r, cy + 0.42 * r
            draw.polygon([(x, cy - 0.28 * r), (x - 0.12 * r, base), (x + 0.12 * r, base)], fill=(70, 74, 104))
        draw.line([(cx - 0.5 * r, cy + 0.05 * r), (cx + 0.5 * r, cy + 0.05 * r)], fill=(70, 74, 104), width=2)
    elif kind == "belt":
        ux, uy = _unit(flow)
        for off in (-0.44, 0.44):
            _chevron(draw, cx + ux * off * r, cy + uy * off * r, flow, 0.2 * r, (125, 95, 20))
        _arrow(draw, cx, cy, flow, 0.3 * r, (90, 70, 20))
    elif kind == "depot":
        a, b = 0.34 * r, 0.11 * r
        draw.rectangle((cx - a, cy - b, cx + a, cy + b), fill=(235, 245, 250))
        draw.rectangle((cx - b, cy - a, cx + b, cy + a), fill=(235, 245, 250))
    elif kind == "teleporter":
        for f, w in ((0.5, 3), (0.32, 2), (0.14, 2)):
            rad = f * r
            draw.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), outline=(225, 195, 250), width=max(1, round(w * k)))


def _chevron(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: int, size: float, fill: Colour) -> None:
    ux, uy = _unit(d)
    tip = (cx + ux * size, cy + uy * size)
    a = (cx - ux * size * 0.3 - uy * size, cy - uy * size * 0.3 + ux * size)
    b = (cx - ux * size * 0.3 + uy * size, cy - uy * size * 0.3 - ux * size)
    draw.line([a, tip, b], fill=fill, width=max(2, round(size * 0.35)))


def _wall(draw: ImageDraw.ImageDraw, a: Point, b: Point, opening: bool) -> None:
    """A thick yellow wall on a side; a wall with an opening leaves its middle third open."""
    pieces = [(0.0, 0.36), (0.64, 1.0)] if opening else [(0.0, 1.0)]
    for f0, f1 in pieces:
        p = (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0)
        q = (a[0] + (b[0] - a[0]) * f1, a[1] + (b[1] - a[1]) * f1)
        draw.line([p, q], fill=(20, 20, 20), width=9)
        draw.line([p, q], fill=WALL, width=5)
    if opening:
        for f in (0.36, 0.64):
            x, y = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
            draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=WALL, outline=(20, 20, 20))


def _mine(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, magnetic: bool) -> None:
    """A spiked black mine; a magnetic one has a red horseshoe magnet on it."""
    for k in range(8):
        a = math.radians(45 * k)
        draw.line([(cx, cy), (cx + math.cos(a) * s, cy + math.sin(a) * s)], fill=(15, 15, 15), width=2)
    r = s * 0.68
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(25, 25, 25), outline=(15, 15, 15))
    if magnetic:
        m = s * 0.5
        draw.arc((cx - m, cy - m, cx + m, cy + m), 0, 180, fill=(230, 50, 50), width=max(2, round(s * 0.28)))
        for x in (cx - m, cx + m):
            draw.line([(x, cy), (x, cy - m * 0.9)], fill=(230, 50, 50), width=max(2, round(s * 0.28)))
            draw.line([(x, cy - m * 0.6), (x, cy - m * 0.9)], fill=(220, 220, 220), width=max(2, round(s * 0.28)))
    else:
        h = s * 0.22
        draw.ellipse((cx - h - s * 0.15, cy - h - s * 0.15, cx + h - s * 0.15, cy + h - s * 0.15), fill=(230, 50, 50))


def _light(colour: Colour) -> bool:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 150


def _token(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int, heading: int) -> None:
    """A disc in the seat's colour with the bot's number; a flier in flight (heading >= 0) has a
    pointed nose the way it is flying."""
    colour = COLOURS[seat % len(COLOURS)]
    if heading >= 0:
        a = math.radians(60 * heading)
        tip = (cx + math.cos(a) * r * 1.8, cy + math.sin(a) * r * 1.8)
        spread = math.radians(48)
        sides = [(cx + r * math.cos(a + s * spread), cy + r * math.sin(a + s * spread)) for s in (-1, 1)]
        draw.polygon([tip, *sides], fill=colour, outline=(0, 0, 0), width=2)
        mid = (cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r * 1.25)
        dark = [tip, *((mid[0] + (x - cx) * 0.3, mid[1] + (y - cy) * 0.3) for x, y in sides)]
        draw.polygon(dark, fill=(20, 20, 20))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(0, 0, 0), width=2)
    font = BOLD if r >= 10 else SMALL
    light = _light(colour)
    draw.text(
        (cx, cy),
        str(seat + 1),
        fill=(0, 0, 0) if light else (255, 255, 255),
        font=font,
        anchor="mm",
        stroke_width=1 if r >= 10 else 0,
        stroke_fill=(255, 255, 255) if light else (0, 0, 0),
    )


def _ghost(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int) -> None:
    """A bot off the arena: a hollow ring in its colour with its number."""
    colour = COLOURS[seat % len(COLOURS)]
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BACKGROUND, outline=colour, width=3)
    draw.text((cx, cy), str(seat + 1), fill=colour, font=BOLD, anchor="mm")


# -- placing several bots and mines in one area --------------------------------------------------


def token_spots(n: int, cx: float, cy: float, hex_r: float) -> tuple[float, list[Point]]:
    """Radius and centres of n bot tokens in an area of radius hex_r: the grid with the biggest
    tokens that fits between the label and the mines."""
    if n <= 0:
        return 0.0, []
    width, height = hex_r * 1.55, hex_r * 0.86
    best = (0.0, 1)
    for cols in range(1, n + 1):
        rows = math.ceil(n / cols)
        radius = min(hex_r * 0.3, min(width / cols, height / rows) * 0.47)
        if radius > best[0] + 1e-9:
            best = (radius, cols)
    radius, cols = best
    rows = math.ceil(n / cols)
    step_x, step_y = min(width / cols, hex_r * 0.7), min(height / rows, hex_r * 0.7)
    out = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        out.append((cx + (col - (in_row - 1) / 2) * step_x, cy + hex_r * 0.02 + (row - (rows - 1) / 2) * step_y))
    return radius, out


def mine_spots(n: int, cx: float, cy: float, hex_r: float) -> tuple[float, list[Point]]:
    """Size and centres of n mines along the bottom of an area of radius hex_r."""
    size = hex_r * 0.16 if n <= 3 else hex_r * 0.12 if n <= 5 else hex_r * 0.09
    step = min(size * 2.3, hex_r * 1.05 / (n - 1)) if n > 1 else 0.0
    y = cy + hex_r * 0.6
    return size, [(cx + (k - (n - 1) / 2) * step, y) for k in range(n)]


# -- the key and the bot rows ---------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One key line: what its icon shows and its text."""

    icon: str
    text: str


TERRAINS_SHOWN = ("plain", "structure", "acid", "obstacle", "belt", "depot", "teleporter")


def key_entries(arena: Arena, view: View, say: Say) -> list[Entry]:
    """What the key explains: the terrain, walls and mines this picture has, and the tokens."""
    shown = [kind for kind in TERRAINS_SHOWN if kind in arena.terrain]
    kinds = {k for _, _, k in arena.edges}
    shown += [kind for kind in ("wall", "opening") if kind in kinds]
    mines = {m["magnetic"] for m in view["mines"]}
    shown += [icon for icon, magnetic in (("mine", False), ("magmine", True)) if magnetic in mines]
    shown.append("bot")
    if any(_flying(b) for b in view["bots"]):
        shown.append("flier")
    return [Entry(icon, say(msg(f"b2-key-{icon}"))) for icon in shown]


def _flying(b: dict[str, Any]) -> bool:
    return bool(b["move"] == "flying" and b["heading"] >= 0 and b["alive"] and b["area"])


def _faults(faults: list[str], say: Say) -> str:
    counts = Counter(faults)
    words = []
    for fault in dict.fromkeys(faults):
        word = say(msg(f"b2-fault-short-{fault}"))
        words.append(f"{word} x{counts[fault]}" if counts[fault] > 1 else word)
    return ", ".join(words) or say(msg("b2-table-none"))


def bot_lines(view: View, say: Say) -> list[tuple[str, str]]:
    """Each bot's two lines: who and where, then damage, faults and installed parts."""
    out = []
    hunters = set(view.get("hunters", []))
    none = say(msg("b2-table-none"))
    for b in view["bots"]:
        seat = b["seat"]
        you = "yes" if view.get("viewer") == seat else "no"
        if b["model"] is None:  # still secret (bots=choose)
            key = "b2-picture-bot-choosing" if b.get("choosing") else "b2-picture-bot-chosen"
            out.append((say(msg(key, player=_name(say, seat))), ""))
            continue
        model = say(model_name(b["model"]))
        move = say(msg(f"b2-movetype-{b['move']}"))
        head = say(msg("b2-picture-bot", player=_name(say, seat), you=you, model=model, move=move))
        if b["out"]:
            out.append((say(msg("b2-table-destroyed", head=head)), ""))
            continue
        if b.get("choosing"):
            head = say(msg("b2-table-choosing", head=head))
        if b["area"] is None:
            if view["phase"] in ("pick", "place"):
                out.append((say(msg("b2-table-waiting", head=head)), ""))
            else:
                out.append((say(msg("b2-table-joining" if b.get("joining") else "b2-table-returns", head=head)), ""))
            continue
        head = say(msg("b2-picture-at", head=head, area=b["area"]))
        if _flying(b):
            head = say(msg("b2-table-flying", head=head, heading=DIRECTION_NAMES[b["heading"]]))
        if seat in hunters:
            head = say(msg("b2-picture-hunting", head=head))
        shield = say(msg("b2-table-shield", shield=b["shield"])) if b["shield"] else ""
        parts = ", ".join(say(card_name(p["card"])) for p in b["installed"]) or none
        second = say(
            msg(
                "b2-picture-state",
                damage=b["damage"],
                faults_at=b["faults_at"],
                explodes_at=b["explodes_at"],
                faults=_faults(b["faults"], say),
                armour=b["armour"],
                shield=shield,
                parts=parts,
            )
        )
        if "hand" in b:
            hand = ", ".join(say(card_name(p["card"])) for p in b["hand"]) or none
            second = say(msg("b2-picture-hand", text=second, cards=hand))
        out.append((head, second))
    return out


def _wrap(text: str, font: Font, width: float) -> list[str]:
    """`text` in lines no wider than `width` pixels."""
    lines: list[str] = []
    line = ""
    for word in shown(text).split(" "):
        trial = f"{line} {word}" if line else word
        if line and font.getlength(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def _fit(text: str, font: Font, width: float) -> str:
    """`text`, shortened with '…' to at most `width` pixels."""
    text = shown(text)
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


PIP = 10
"""Size of one damage box."""


def _pips_width(b: dict[str, Any]) -> int:
    return int(b["explodes_at"]) * (PIP + 2) + 8 if not b["out"] and b["area"] is not None else 0


# -- the picture ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    map_x: float
    map_y: float
    key_x: float
    rows_y: float
    row_heights: tuple[int, ...]
    key_heights: tuple[int, ...]
    hex_r: float
    """Circumradius of the areas' hexagons."""


KEY_TEXT = SIDE - PAD - ICON - 10
"""Pixels of key text beside an icon."""


def _row_heights(view: View, say: Say, width: float) -> tuple[int, ...]:
    out = []
    text_w = width - 2 * PAD - ICON - 10
    for b, (_, second) in zip(view["bots"], bot_lines(view, say), strict=True):
        lines = 1 + len(_wrap(second, MEDIUM, text_w - _pips_width(b))) if second else 1
        out.append(max(ICON + 6, lines * LINE + 8))
    return tuple(out)


def layout(view: View, say: Say) -> Layout:
    arena = parsed(view["arena_text"])
    hex_r = hex_radius(arena)
    aw, ah = arena_box(arena, hex_r)
    width = max(MIN_WIDTH, math.ceil(PAD + aw + 2 * PAD + SIDE))
    key_heights = tuple(
        max(ICON, LINE * len(_wrap(e.text, MEDIUM, KEY_TEXT))) + 6 for e in key_entries(arena, view, say)
    )
    top = TITLE + max(ah + 2 * PAD, PAD + 24 + sum(key_heights))
    rows = _row_heights(view, say, width)
    height = math.ceil(top + 28 + sum(rows) + PAD)
    map_x = PAD + (width - PAD - SIDE - PAD - aw) / 2 if width > PAD + aw + 2 * PAD + SIDE else PAD
    return Layout(width, height, map_x, TITLE + PAD, width - SIDE, top, rows, key_heights, hex_r)


def picture_size(view: View, say: Say) -> tuple[int, int]:
    """Width and height of the picture of `view` in pixels."""
    lay = layout(view, say)
    return lay.width, lay.height


def render_png(view: View, say: Say) -> bytes:
    """The PNG of one view (the thread's or a seat's): arena, key and bots."""
    arena = parsed(view["arena_text"])
    lay = layout(view, say)
    img = Image.new("RGB", (lay.width, lay.height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    _title(draw, view, say, arena)
    _arena(draw, arena, view, lay)
    _key(draw, key_entries(arena, view, say), lay.key_heights, lay.key_x, TITLE)
    _bots(draw, view, say, lay)
    buffer = io.BytesIO()
    img.save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def _title(draw: ImageDraw.ImageDraw, view: View, say: Say, arena: Arena) -> None:
    if view["finished"]:
        winners = [_name(say, k) for k in view["winners"]]
        key = "b2-picture-won" if winners else "b2-picture-draw"
        text = say(msg(key, arena=arena.name, round=view["round"], winners=Many(tuple(winners))))
    elif view["phase"] == "pick":
        text = say(msg("b2-picture-title", arena=arena.name, what=say(msg("b2-picture-picking"))))
    elif view["phase"] == "place" and view["round"] == 0:
        text = say(msg("b2-picture-title", arena=arena.name, what=say(msg("b2-phase-place"))))
    else:
        phase = say(msg(f"b2-phase-{view['phase']}"))
        text = say(
            msg("b2-picture-round", arena=arena.name, round=view["round"], limit=view["round_limit"], phase=phase)
        )
    draw.text((PAD, TITLE / 2 + 2), _fit(text, LARGE, 2000), fill=TEXT, font=LARGE, anchor="lm")


def _arena(draw: ImageDraw.ImageDraw, arena: Arena, view: View, lay: Layout) -> None:
    hex_r = lay.hex_r
    where = centres(arena, lay.map_x, lay.map_y, hex_r)
    index = {label: i for i, label in enumerate(arena.labels)}
    for i, (cx, cy) in enumerate(where):
        _terrain(draw, arena.terrain[i], cx, cy, hex_r, max(0, arena.belt[i]))
    for lo, hi, kind in sorted(arena.edges):
        d = arena.direction(lo, hi)
        if d is not None:
            _wall(draw, *_side(*where[lo], hex_r, d), kind == "opening")
    for i, (cx, cy) in enumerate(where):
        draw.text(
            (cx, cy - hex_r * 0.6),
            arena.labels[i],
            fill=(255, 255, 255),
            font=BOLD,
            anchor="mm",
            stroke_width=2,
            stroke_fill=(0, 0, 0),
        )
    mines: dict[int, list[bool]] = {}
    for m in view["mines"]:
        mines.setdefault(index[m["area"]], []).append(bool(m["magnetic"]))
    for i, kinds in sorted(mines.items()):
        size, spots = mine_spots(len(kinds), *where[i], hex_r)
        for (x, y), magnetic in zip(spots, sorted(kinds), strict=True):
            _mine(draw, x, y, size, magnetic)
    here: dict[int, list[dict[str, Any]]] = {}
    for b in view["bots"]:
        if b["alive"] and b["area"]:
            here.setdefault(index[b["area"]], []).append(b)
    for i, bots in sorted(here.items()):
        radius, spots = token_spots(len(bots), *where[i], hex_r)
        for (x, y), b in zip(spots, bots, strict=True):
            _token(draw, x, y, radius, b["seat"], b["heading"] if _flying(b) else -1)


def _icon(draw: ImageDraw.ImageDraw, icon: str, x0: float, y0: float) -> None:
    s = ICON
    cx, cy = x0 + s / 2, y0 + s / 2
    if icon in TERRAIN_FILL:
        _terrain(draw, icon, cx, cy, s * 0.55, 0)
    elif icon in ("wall", "opening"):
        _terrain(draw, "plain", cx, cy, s * 0.55, 0)
        _wall(draw, *_side(cx, cy, s * 0.55, 0), icon == "opening")
    elif icon in ("mine", "magmine"):
        _mine(draw, cx, cy, s * 0.3, icon == "magmine")
    elif icon == "bot":
        _token(draw, cx, cy, s * 0.36, 0, -1)
    elif icon == "flier":
        _token(draw, cx - s * 0.12, cy, s * 0.3, 1, 0)


def _key(draw: ImageDraw.ImageDraw, entries: list[Entry], heights: tuple[int, ...], x: float, y: float) -> None:
    draw.text((x, y + PAD), "Key", fill=TEXT, font=LARGE)
    y += PAD + 24
    for entry, h in zip(entries, heights, strict=True):
        _icon(draw, entry.icon, x, y + (h - 6 - ICON) / 2)
        lines = _wrap(entry.text, MEDIUM, KEY_TEXT)
        ty = y + (h - 6 - LINE * len(lines)) / 2
        for line in lines:
            draw.text((x + ICON + 10, ty), line, fill=TEXT, font=MEDIUM)
            ty += LINE
        y += h


def _bots(draw: ImageDraw.ImageDraw, view: View, say: Say, lay: Layout) -> None:
    """One row per bot: its token, who it is and where, damage boxes, faults and parts."""
    y = lay.rows_y
    draw.text((PAD, y), say(msg("b2-picture-bots")), fill=TEXT, font=LARGE)
    y += 28
    text_x = PAD + ICON + 10
    text_w = lay.width - text_x - PAD
    for b, (head, second), h in zip(view["bots"], bot_lines(view, say), lay.row_heights, strict=True):
        cx, cy = PAD + ICON / 2, y + ICON / 2 + 2
        if b["alive"] and b["area"]:
            _token(draw, cx, cy, ICON * 0.4, b["seat"], -1)
        else:
            _ghost(draw, cx, cy, ICON * 0.4, b["seat"])
        draw.text((text_x, y + 2), _fit(head, BOLD, text_w), fill=TEXT, font=BOLD)
        if second:
            pips = _pips_width(b)
            _damage(draw, text_x, y + 2 + LINE + 2, b)
            for n, line in enumerate(_wrap(second, MEDIUM, text_w - pips)):
                draw.text((text_x + pips, y + 2 + LINE * (n + 1)), line, fill=DIM, font=MEDIUM)
        y += h


def _damage(draw: ImageDraw.ImageDraw, x: float, y: float, b: dict[str, Any]) -> None:
    """A box per damage point up to destruction: filled red as taken, orange-edged where faults
    start rolling, the last one crossed (the bot explodes there)."""
    for k in range(1, int(b["explodes_at"]) + 1):
        left = x + (k - 1) * (PIP + 2)
        box = (left, y, left + PIP, y + PIP)
        fill = (215, 45, 45) if k <= b["damage"] else (70, 70, 75)
        edge = (245, 150, 30) if k >= b["faults_at"] else (150, 150, 155)
        draw.rectangle(box, fill=fill, outline=edge)
        if k == b["explodes_at"]:
            draw.line([(box[0] + 2, box[1] + 2), (box[2] - 2, box[3] - 2)], fill=(255, 255, 255))
            draw.line([(box[0] + 2, box[3] - 2), (box[2] - 2, box[1] + 2)], fill=(255, 255, 255))
