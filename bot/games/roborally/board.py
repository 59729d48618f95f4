"""Boards and courses: the text format (docs/games/roborally-boards.md), parsing and precomputed tables.

A board is read from bot/games/roborally/boards/NAME.txt; a course places boards side by side and
adds checkpoints (boards/courses.txt). Match states refer to a course by name (or, for scenarios,
by a layout key), never copy it. Squares are numbered y * width + x; directions are 0 N, 1 E, 2 S, 3 W.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

BOARD_DIR = Path(__file__).resolve().parent / "boards"

N, E, S, W = range(4)
DIRS = "NESW"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)

FLOOR, PIT, BELT, EXPRESS, GEAR_R, GEAR_L, REPAIR, REPAIR2, OIL = range(9)
FLOOR_TOKENS = {"..": FLOOR, "XX": PIT, "g+": GEAR_R, "g-": GEAR_L, "w1": REPAIR, "w2": REPAIR2, "oo": OIL}
ARROWS = {"^": N, ">": E, "v": S, "<": W}
TOKEN_OF = {v: k for k, v in FLOOR_TOKENS.items()}
ARROW_OF = "^>v<"

EXTRA_BOARDS: dict[str, str] = {}
"""Boards defined at run time (scenario files), by name: their text in the board format."""


class BoardError(ValueError):
    pass


def column_name(x: int) -> str:
    name = ""
    x += 1
    while x:
        x, rest = divmod(x - 1, 26)
        name = chr(65 + rest) + name
    return name


def square_name(x: int, y: int) -> str:
    return f"{column_name(x)}{y + 1}"


_COORD = re.compile(r"([A-Za-z]+)(\d+)")


def parse_square(text: str) -> tuple[int, int]:
    match = _COORD.fullmatch(text.strip())
    if not match:
        raise BoardError(f"'{text}' is not a square like C4")
    x = 0
    for ch in match.group(1).upper():
        x = x * 26 + ord(ch) - 64
    return x - 1, int(match.group(2)) - 1


def parse_registers(text: str) -> int:
    if not text.isdigit() or any(c not in "12345" for c in text):
        raise BoardError(f"'{text}' is not a register list like 135")
    mask = 0
    for c in text:
        mask |= 1 << int(c)
    return mask


def registers_text(mask: int) -> str:
    return "".join(str(r) for r in range(1, 6) if mask >> r & 1)


@dataclass
class Board:
    name: str
    title: str
    width: int
    height: int
    floor: list[int]
    belt: list[int]
    """Belt direction per square, -1 if none."""
    walls: list[int]
    """Bit d set: a wall on side d of the square (not yet mirrored)."""
    lasers: list[tuple[int, int, int]] = field(default_factory=list)
    pushers: list[tuple[int, int, int]] = field(default_factory=list)
    """(square, push direction, register mask)"""
    crushers: dict[int, int] = field(default_factory=dict)
    flamers: dict[int, int] = field(default_factory=dict)
    doors: list[tuple[int, int, int]] = field(default_factory=list)
    """(square, side, open-register mask)"""
    portals: list[tuple[int, int, str]] = field(default_factory=list)
    starts: list[tuple[int, int, int]] = field(default_factory=list)
    """(number, square, facing)"""


def parse_board(text: str, name: str) -> Board:
    meta: dict[str, str] = {}
    grid: list[list[str]] = []
    elements: list[list[str]] = []
    section = "meta"
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        stripped = line.strip()
        if stripped in ("grid:", "elements:"):
            section = stripped[:-1]
            continue
        if section == "meta":
            key, sep, value = stripped.partition(":")
            if not sep:
                raise BoardError(f"{name}: expected 'key: value', got '{stripped}'")
            meta[key.strip()] = value.strip()
        elif section == "grid":
            tokens = stripped.split()
            if tokens and tokens[0].isdigit():
                tokens = tokens[1:]
            grid.append(tokens)
        else:
            elements.append(stripped.split())
    try:
        width, height = (int(v) for v in meta["size"].split())
    except (KeyError, ValueError) as error:
        raise BoardError(f"{name}: needs 'size: WIDTH HEIGHT'") from error
    if len(grid) != height or any(len(row) != width for row in grid):
        raise BoardError(f"{name}: the grid must have {height} rows of {width} squares")
    floor, belt = [], []
    for y, row in enumerate(grid):
        for x, tok in enumerate(row):
            if tok in FLOOR_TOKENS:
                floor.append(FLOOR_TOKENS[tok])
                belt.append(-1)
            elif len(tok) == 2 and tok[0] in "be" and tok[1] in ARROWS:
                floor.append(BELT if tok[0] == "b" else EXPRESS)
                belt.append(ARROWS[tok[1]])
            else:
                raise BoardError(f"{name}: unknown square '{tok}' at {square_name(x, y)}")
    board = Board(meta.get("name", name), meta.get("title", name), width, height, floor, belt, [0] * (width * height))

    def sq(text: str) -> int:
        x, y = parse_square(text)
        if not (0 <= x < width and 0 <= y < height):
            raise BoardError(f"{name}: {text} is off the board")
        return y * width + x

    def direction(text: str) -> int:
        if text not in DIRS or len(text) != 1:
            raise BoardError(f"{name}: '{text}' is not a direction (N, E, S or W)")
        return DIRS.index(text)

    for parts in elements:
        what, args = parts[0], parts[1:]
        try:
            if what == "wall":
                square = sq(args[0])
                for side in args[1:]:
                    board.walls[square] |= 1 << direction(side)
            elif what == "laser":
                square, d = sq(args[0]), direction(args[1])
                count = int(args[2]) if len(args) > 2 else 1
                if not 1 <= count <= 3:
                    raise BoardError(f"{name}: a laser has 1-3 beams")
                board.lasers.append((square, d, count))
                board.walls[square] |= 1 << ((d + 2) % 4)
            elif what == "pusher":
                square, d = sq(args[0]), direction(args[1])
                board.pushers.append((square, d, parse_registers(args[2])))
                board.walls[square] |= 1 << ((d + 2) % 4)
            elif what == "crusher":
                board.crushers[sq(args[0])] = parse_registers(args[1])
            elif what == "flamer":
                board.flamers[sq(args[0])] = parse_registers(args[1])
            elif what == "door":
                board.doors.append((sq(args[0]), direction(args[1]), parse_registers(args[2])))
            elif what == "portal":
                board.portals.append((sq(args[0]), sq(args[1]), args[2]))
            elif what == "start":
                board.starts.append((int(args[1]), sq(args[0]), direction(args[2]) if len(args) > 2 else N))
            else:
                raise BoardError(f"{name}: unknown element '{what}'")
        except IndexError as error:
            raise BoardError(f"{name}: element line '{' '.join(parts)}' is missing a value") from error
    return board


@lru_cache(maxsize=64)
def load_board(name: str) -> Board:
    if name in EXTRA_BOARDS:
        return parse_board(EXTRA_BOARDS[name], name)
    if not re.fullmatch(r"[a-z0-9_-]+", name):
        raise BoardError(f"'{name}' is not a board name")
    path = BOARD_DIR / f"{name}.txt"
    if not path.exists():
        raise BoardError(f"there is no board named '{name}'")
    return parse_board(path.read_text(encoding="utf-8"), name)


def board_names() -> list[str]:
    return sorted(p.stem for p in BOARD_DIR.glob("*.txt") if p.stem != "courses")


@dataclass
class CourseSpec:
    name: str
    title: str
    description: str
    boards: list[tuple[str, int, int]]
    checkpoints: list[tuple[str, str]]
    """(board name, board-local square) in order."""


def parse_courses(text: str) -> dict[str, CourseSpec]:
    courses: dict[str, CourseSpec] = {}
    current: CourseSpec | None = None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if key == "course":
            current = CourseSpec(value, value, "", [], [])
            courses[value] = current
        elif current is None:
            raise BoardError("courses.txt: 'course: NAME' must come first")
        elif key == "title":
            current.title = value
        elif key == "description":
            current.description = value
        elif key == "board":
            board, x, y = value.split()
            current.boards.append((board, int(x), int(y)))
        elif key == "checkpoint":
            board, square = value.split()
            current.checkpoints.append((board, square))
        else:
            raise BoardError(f"courses.txt: unknown key '{key}'")
    return courses


@lru_cache(maxsize=1)
def course_specs() -> dict[str, CourseSpec]:
    return parse_courses((BOARD_DIR / "courses.txt").read_text(encoding="utf-8"))


def spec_key(spec: CourseSpec) -> str:
    """A custom course as one line: 'board@x,y+board@x,y|board:C4,board:K10'."""
    boards = "+".join(f"{b}@{x},{y}" for b, x, y in spec.boards)
    return boards + "|" + ",".join(f"{b}:{s}" for b, s in spec.checkpoints)


def spec_from_key(key: str) -> CourseSpec:
    if key in course_specs():
        return course_specs()[key]
    if "|" not in key:
        raise BoardError(f"there is no course named '{key}'; choose one of: {', '.join(sorted(course_specs()))}")
    placed, _, flags = key.partition("|")
    boards = []
    for part in placed.split("+"):
        board, _, at = part.partition("@")
        x, _, y = at.partition(",")
        boards.append((board, int(x or 0), int(y or 0)))
    checkpoints = []
    for part in filter(None, flags.split(",")):
        board, _, square = part.partition(":")
        checkpoints.append((board, square))
    return CourseSpec(key, "Custom course", "", boards, checkpoints)


class Course:
    """A course ready to play on: flat per-square tables for the resolution code."""

    def __init__(self, spec: CourseSpec) -> None:
        self.spec = spec
        self.name = spec.name
        boards = [(load_board(b), x, y) for b, x, y in spec.boards]
        if not boards:
            raise BoardError("a course needs at least one board")
        self.width = w = max(x + b.width for b, x, y in boards)
        self.height = h = max(y + b.height for b, x, y in boards)
        size = w * h
        self.placed = [(b.name, b.title, x, y, b.width, b.height) for b, x, y in boards]
        self.floor = [PIT] * size
        """Squares outside every board are pits (there is no floor there)."""
        self.on_board = [False] * size
        self.belt = [-1] * size
        walls = [0] * size
        self.crusher = [0] * size
        self.flamer = [0] * size
        self.pusher = [0] * size
        """Register mask of a pusher on the square (its direction in pusher_dir)."""
        self.pusher_dir = [-1] * size
        self.twin = [-1] * size
        self.portal_colour: dict[int, str] = {}
        self.lasers: list[tuple[int, int, int]] = []
        doors: list[tuple[int, int, int]] = []
        starts: list[tuple[int, int, int]] = []
        offsets: dict[str, tuple[int, int, Board]] = {}
        for b, bx, by in boards:
            offsets.setdefault(b.name, (bx, by, b))

            def at(i: int, b: Board = b, bx: int = bx, by: int = by) -> int:
                return (by + i // b.width) * w + bx + i % b.width

            for i in range(b.width * b.height):
                g = at(i)
                if self.on_board[g]:
                    raise BoardError(f"boards overlap at {square_name(g % w, g // w)}")
                self.on_board[g] = True
                self.floor[g] = b.floor[i]
                self.belt[g] = b.belt[i]
                walls[g] |= b.walls[i]
            for i, mask in b.crushers.items():
                self.crusher[at(i)] = mask
            for i, mask in b.flamers.items():
                self.flamer[at(i)] = mask
            for i, d, mask in b.pushers:
                self.pusher[at(i)] = mask
                self.pusher_dir[at(i)] = d
            for i, d, count in b.lasers:
                self.lasers.append((at(i), d, count))
            for i, d, mask in b.doors:
                doors.append((at(i), d, mask))
            for i, j, colour in b.portals:
                self.twin[at(i)], self.twin[at(j)] = at(j), at(i)
                self.portal_colour[at(i)] = self.portal_colour[at(j)] = colour
            for number, i, facing in b.starts:
                starts.append((number, at(i), facing))
        self.nb = [-1] * (size * 4)
        for i in range(size):
            x, y = i % w, i // w
            for d in range(4):
                nx, ny = x + DX[d], y + DY[d]
                if 0 <= nx < w and 0 <= ny < h:
                    self.nb[i * 4 + d] = ny * w + nx
        # Walls are stored on both sides of an edge.
        for i in range(size):
            for d in range(4):
                if walls[i] >> d & 1 and self.nb[i * 4 + d] >= 0:
                    walls[self.nb[i * 4 + d]] |= 1 << ((d + 2) % 4)
        self.walls = walls
        self.doors: list[tuple[int, int, int]] = []
        self.door_edges = list(doors)
        """Each door once, as written in the board file (self.doors also has the neighbour's side)."""
        for i, d, mask in doors:
            self.doors.append((i, d, mask))
            j = self.nb[i * 4 + d]
            if j >= 0:
                self.doors.append((j, (d + 2) % 4, mask))
        # blocked[r][i]: sides of square i closed in register r (r = 0: outside registers, doors shut).
        self.blocked: list[list[int]] = []
        for r in range(6):
            row = list(walls)
            for i, d, mask in self.doors:
                if not (r and mask >> r & 1):
                    row[i] |= 1 << d
            self.blocked.append(row)
        self.starts = [(i, f) for _, i, f in sorted(starts)]
        self.checkpoints: list[int] = []
        for bname, text in spec.checkpoints:
            if bname not in offsets:
                raise BoardError(f"checkpoint on '{bname}', which is not part of the course")
            bx, by, b = offsets[bname]
            x, y = parse_square(text)
            if not (0 <= x < b.width and 0 <= y < b.height):
                raise BoardError(f"checkpoint {bname}:{text} is off the board")
            g = (by + y) * w + bx + x
            if self.floor[g] not in (FLOOR, REPAIR, REPAIR2) or self.twin[g] >= 0 or self.crusher[g] or self.flamer[g]:
                raise BoardError(f"checkpoint {bname}:{text} must be on a plain or repair square")
            self.checkpoints.append(g)
        if not 1 <= len(self.checkpoints) <= 8:
            raise BoardError("a course has 1 to 8 checkpoints")
        self.checkpoint_at = {g: n for n, g in enumerate(self.checkpoints)}
        # Laser beams per register: squares from the emitter to the first wall (robots stop them at run time).
        self.laser_paths: list[list[tuple[tuple[int, ...], int, int]]] = []
        for r in range(6):
            paths = []
            for start, d, count in self.lasers:
                path = [start]
                cur = start
                while not self.blocked[r][cur] >> d & 1:
                    nxt = self.nb[cur * 4 + d]
                    if nxt < 0 or not self.on_board[nxt]:
                        break
                    path.append(nxt)
                    cur = nxt
                paths.append((tuple(path), d, count))
            self.laser_paths.append(paths)
        self.express_squares = [i for i in range(size) if self.floor[i] == EXPRESS]
        self.gears = [i for i in range(size) if self.floor[i] in (GEAR_L, GEAR_R)]
        self.wrenches = [
            2 if self.floor[i] == REPAIR2 else 1 if self.floor[i] == REPAIR or i in self.checkpoint_at else 0
            for i in range(size)
        ]
        self.archive_square = [self.floor[i] in (REPAIR, REPAIR2) or i in self.checkpoint_at for i in range(size)]
        self._distance: dict[int, list[int]] = {}
        self.names = [square_name(i % w, i // w) for i in range(size)]
        """Every square's name (C4), by index: views name squares many times each."""

    def square(self, text: str) -> int:
        x, y = parse_square(text)
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise BoardError(f"{text} is off the course")
        return y * self.width + x

    def name_of(self, i: int) -> str:
        return self.names[i]

    def deadly(self, i: int) -> bool:
        return self.floor[i] == PIT

    def distance_to(self, target: int) -> list[int]:
        """Steps from every square to `target` around walls and pits (for the AI and the tiebreak)."""
        cached = self._distance.get(target)
        if cached is not None:
            return cached
        far = 10_000
        dist = [far] * (self.width * self.height)
        dist[target] = 0
        frontier = [target]
        walls = self.walls
        while frontier:
            nxt = []
            for i in frontier:
                di = dist[i] + 1
                for d in range(4):
                    j = self.nb[i * 4 + d]
                    if j >= 0 and dist[j] > di and not walls[i] >> d & 1 and self.floor[j] != PIT:
                        dist[j] = di
                        nxt.append(j)
            frontier = nxt
        self._distance[target] = dist
        return dist


@lru_cache(maxsize=64)
def load_course(key: str) -> Course:
    return Course(spec_from_key(key))
