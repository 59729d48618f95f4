"""The arena: hex areas, terrain, walls between areas, distances, line of fire, and the text format.

Areas sit in rows whose lengths differ by one from row to row (3-4-5-4-3 is the classic hall of
19). Each area has a printed label: its row letter and its place in the row ("C3" is the middle
of the hall of 19). Internally an area is an index into `Arena.labels`; its hex coordinates are
axial (q, r) with six neighbour directions numbered clockwise from east.
"""

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from bot.engine import Rng

DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""Axial steps, clockwise from east: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE."""
DIRECTION_NAMES = ("E", "SE", "SW", "W", "NW", "NE")

TERRAINS = ("plain", "structure", "acid", "obstacle", "belt", "depot", "teleporter")
"""What an area can hold. A belt also has a flow direction."""

ARENA_DIR = Path(__file__).parent / "arenas"


class ArenaError(ValueError):
    """A malformed arena text."""


@dataclass(frozen=True)
class Arena:
    name: str
    rows: tuple[int, ...]
    labels: tuple[str, ...]
    coords: tuple[tuple[int, int], ...]
    terrain: tuple[str, ...]
    belt: tuple[int, ...]
    """Flow direction of a belt area (index into DIRECTIONS), -1 elsewhere."""
    edges: frozenset[tuple[int, int, str]] = field(default_factory=frozenset)
    """(a, b, kind) with a < b and kind 'wall' or 'opening'."""
    players: tuple[int, int] = (2, 12)

    def __post_init__(self) -> None:
        # Arenas key several caches: hash the fields once, not on every lookup.
        object.__setattr__(self, "_hash", hash((self.name, self.rows, self.terrain, self.belt, self.edges)))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    @property
    def size(self) -> int:
        return len(self.labels)

    def index(self, label: str) -> int:
        try:
            return self.labels.index(label.upper())
        except ValueError:
            raise ArenaError(f"no area {label!r} in the arena {self.name}") from None

    def edge(self, a: int, b: int) -> str | None:
        """'wall', 'opening' or None between two neighbouring areas."""
        lo, hi = min(a, b), max(a, b)
        for kind in ("wall", "opening"):
            if (lo, hi, kind) in self.edges:
                return kind
        return None

    def neighbour(self, area: int, direction: int) -> int | None:
        return _lookup(self).get(_add(self.coords[area], DIRECTIONS[direction]))

    def neighbours(self, area: int) -> list[tuple[int, int]]:
        """(direction, area) of every neighbouring area inside the arena."""
        out = []
        for d in range(6):
            n = self.neighbour(area, d)
            if n is not None:
                out.append((d, n))
        return out

    def direction(self, a: int, b: int) -> int | None:
        """The direction from area a to its neighbour b, or None when not neighbours."""
        dq = self.coords[b][0] - self.coords[a][0]
        dr = self.coords[b][1] - self.coords[a][1]
        return DIRECTIONS.index((dq, dr)) if (dq, dr) in DIRECTIONS else None

    def distance(self, a: int, b: int) -> int:
        return _distances(self)[a][b]

    def of(self, kind: str) -> list[int]:
        return [i for i, t in enumerate(self.terrain) if t == kind]


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return (a[0] + b[0], a[1] + b[1])


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


@lru_cache(maxsize=64)
def _distances(arena: Arena) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(hex_distance(a, b) for b in arena.coords) for a in arena.coords)


@lru_cache(maxsize=64)
def _lookup(arena: Arena) -> dict[tuple[int, int], int]:
    return {c: i for i, c in enumerate(arena.coords)}


def layout(rows: tuple[int, ...]) -> tuple[str, ...]:
    """The labels of a shape given by its row lengths (each differs by one from the next)."""
    if not rows or any(n < 1 for n in rows):
        raise ArenaError("every row needs at least one area")
    if any(abs(a - b) != 1 for a, b in pairwise(rows)):
        raise ArenaError("neighbouring rows must differ in length by exactly one area")
    if len(rows) > 26:
        raise ArenaError("at most 26 rows")
    return tuple(f"{chr(ord('A') + r)}{i + 1}" for r, length in enumerate(rows) for i in range(length))


def _coords_from_doubled(rows: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Axial coordinates: doubled-width x per row (centred, shifted so x - r is even)."""
    shift = (-(rows[0] - 1)) % 2  # make x - r even in the first row
    out = []
    for r, length in enumerate(rows):
        for i in range(length):
            x = -(length - 1) + 2 * i + shift
            out.append(((x - r) // 2, r))
    return tuple(out)


def build(
    name: str,
    rows: tuple[int, ...],
    terrain: dict[str, str],
    belts: dict[str, int],
    edges: list[tuple[str, str, str]],
    players: tuple[int, int] = (2, 12),
) -> Arena:
    labels = layout(rows)
    coords = _coords_from_doubled(rows)
    index = {lab: i for i, lab in enumerate(labels)}
    terr = ["plain"] * len(labels)
    belt = [-1] * len(labels)
    for lab, kind in terrain.items():
        if lab not in index:
            raise ArenaError(f"no area {lab} in a {'-'.join(map(str, rows))} arena")
        if kind not in TERRAINS:
            raise ArenaError(f"unknown terrain {kind!r} (known: {', '.join(TERRAINS)})")
        terr[index[lab]] = kind
    for lab, d in belts.items():
        belt[index[lab]] = d
    arena = Arena(name, rows, labels, coords, tuple(terr), tuple(belt), frozenset(), players)
    out: set[tuple[int, int, str]] = set()
    for a, b, kind in edges:
        if a not in index or b not in index:
            raise ArenaError(f"a wall between unknown areas {a} and {b}")
        ia, ib = index[a], index[b]
        if arena.direction(ia, ib) is None:
            raise ArenaError(f"{a} and {b} are not neighbours, so no wall can stand between them")
        out.add((min(ia, ib), max(ia, ib), kind))
    return Arena(name, rows, labels, coords, tuple(terr), tuple(belt), frozenset(out), players)


def parse(text: str) -> Arena:
    """An arena from its text (format in docs/games/bottisota2.md, "Arena text format")."""
    name = "arena"
    rows: tuple[int, ...] = ()
    players = (2, 12)
    terrain: dict[str, str] = {}
    belts: dict[str, int] = {}
    edges: list[tuple[str, str, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, rest = line.partition(":")
        key = key.strip().lower()
        words = rest.split()
        try:
            if key == "name":
                name = rest.strip()
            elif key == "rows":
                rows = tuple(int(w) for w in words)
            elif key == "players":
                lo, _, hi = rest.strip().partition("-")
                players = (int(lo), int(hi or lo))
            elif key in ("structure", "acid", "obstacle", "depot", "teleporter"):
                for w in words:
                    terrain[w.upper()] = key
            elif key == "belt":
                for w in words:
                    lab, _, flow = w.partition(">")
                    if flow.upper() not in DIRECTION_NAMES:
                        raise ArenaError(f"a belt needs a flow like C3>E, not {w!r}")
                    terrain[lab.upper()] = "belt"
                    belts[lab.upper()] = DIRECTION_NAMES.index(flow.upper())
            elif key in ("wall", "opening"):
                for w in words:
                    a, _, b = w.partition("|")
                    if not b:
                        raise ArenaError(f"a {key} is written A1|A2, not {w!r}")
                    edges.append((a.upper(), b.upper(), key))
            else:
                raise ArenaError(f"unknown line {key!r}")
        except ArenaError as error:
            raise ArenaError(f"line {number}: {error}") from None
        except ValueError:
            raise ArenaError(f"line {number}: cannot read {raw.strip()!r}") from None
    if not rows:
        raise ArenaError("an arena needs a 'rows:' line")
    return build(name, rows, terrain, belts, edges, players)


@lru_cache(maxsize=64)
def parsed(text: str) -> Arena:
    return parse(text)


def arena_text(arena: Arena) -> str:
    """The text format of an arena (parse(arena_text(a)) == a)."""
    lines = [
        f"name: {arena.name}",
        f"rows: {' '.join(map(str, arena.rows))}",
        f"players: {arena.players[0]}-{arena.players[1]}",
    ]
    for kind in ("structure", "acid", "obstacle", "depot", "teleporter"):
        areas = [arena.labels[i] for i in arena.of(kind)]
        if areas:
            lines.append(f"{kind}: {' '.join(areas)}")
    belts = [f"{arena.labels[i]}>{DIRECTION_NAMES[arena.belt[i]]}" for i in arena.of("belt")]
    if belts:
        lines.append(f"belt: {' '.join(belts)}")
    for kind in ("wall", "opening"):
        pairs = sorted((a, b) for a, b, k in arena.edges if k == kind)
        if pairs:
            lines.append(f"{kind}: {' '.join(f'{arena.labels[a]}|{arena.labels[b]}' for a, b in pairs)}")
    return "\n".join(lines) + "\n"


ARENA_NAMES = ("pit", "hall", "foundry")
"""The designed arenas, smallest first: 2-4, 5-8 and 9-12 players."""


@lru_cache(maxsize=16)
def designed(name: str) -> Arena:
    path = ARENA_DIR / f"{name}.txt"
    if not path.is_file():
        raise ArenaError(f"no arena named {name!r}")
    return parse(path.read_text(encoding="utf-8"))


def rows_for(players: int) -> tuple[int, ...]:
    """The shape of a random arena for a player count: 16, 19 or 33 areas."""
    if players <= 4:
        return (3, 4, 5, 4)
    if players <= 8:
        return (3, 4, 5, 4, 3)
    return (4, 5, 6, 7, 6, 5)


@lru_cache(maxsize=256)
def random_arena(players: int, seed: int) -> Arena:
    """A seeded random arena sized to the player count that has every terrain element."""
    rng = Rng.from_seed(seed)
    rows = rows_for(players)
    labels = layout(rows)
    order = list(labels)
    rng.shuffle(order)
    # Every element at least once; more of them in bigger arenas.
    extra = 1 if len(labels) < 20 else 2
    kinds = ["depot", "teleporter", "teleporter", "structure", "acid", "obstacle", "belt"]
    kinds += ["structure", "depot"] * extra
    terrain = {}
    belts = {}
    for lab, kind in zip(order, kinds, strict=False):
        terrain[lab] = kind
        if kind == "belt":
            belts[lab] = rng.below(6)
    base = build("random", rows, terrain, belts, [])
    # Walls: one solid wall and one wall with an opening (two solid walls in big arenas), each
    # kept only if every area can still be reached from every other.
    pairs = sorted({(min(a, b), max(a, b)) for a in range(base.size) for _, b in base.neighbours(a)})
    rng.shuffle(pairs)
    kinds = ["wall", "opening"] + (["wall"] if extra > 1 else [])
    edges: list[tuple[str, str, str]] = []
    for a, b in pairs:
        if not kinds:
            break
        trial = [*edges, (labels[a], labels[b], kinds[0])]
        if all(d < 999 for row in walking(build("random", rows, terrain, belts, trial)) for d in row):
            edges = trial
            kinds.pop(0)
    return build("random", rows, terrain, belts, edges)


def fire_paths(arena: Arena, a: int, b: int) -> list[list[int]]:
    """The areas a straight line from a to b crosses, in order (a and b included).

    A line that runs exactly along the side between two areas gives two paths, one through
    each; a shot needs only one of them clear ("one of the two areas must be empty").
    """
    if a == b:
        return [[a]]
    n = arena.distance(a, b)
    (q1, r1), (q2, r2) = arena.coords[a], arena.coords[b]
    paths = []
    for eps in (1e-6, -1e-6):
        path = []
        for i in range(n + 1):
            t = i / n
            q = q1 + (q2 - q1) * t + eps
            r = r1 + (r2 - r1) * t + eps
            path.append(_round(q, r))
        look = _lookup(arena)
        if all(c in look for c in path):
            paths.append([look[c] for c in path])
    unique: list[list[int]] = []
    for p in paths:
        if p not in unique:
            unique.append(p)
    return unique


def _round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line_of_fire(arena: Arena, a: int, b: int, over_structures: bool) -> bool:
    """Whether a shot from area a reaches area b (see _line_of_fire); computed once per arena."""
    return _fire_table(arena)[a][b][1 if over_structures else 0]


@lru_cache(maxsize=64)
def _fire_table(arena: Arena) -> tuple[tuple[tuple[bool, bool], ...], ...]:
    return tuple(
        tuple((_line_of_fire(arena, a, b, False), _line_of_fire(arena, a, b, True)) for b in range(arena.size))
        for a in range(arena.size)
    )


def _line_of_fire(arena: Arena, a: int, b: int, over_structures: bool) -> bool:
    """Whether a shot from area a reaches area b: no wall (or opening) crossed on the way and,
    unless `over_structures` (indirect fire, or a flier shooting a flier), no structure in between."""
    for path in fire_paths(arena, a, b):
        clear = True
        for x, y in pairwise(path):
            if arena.edge(x, y) is not None:
                clear = False
        if not over_structures and any(arena.terrain[i] == "structure" for i in path[1:-1]):
            clear = False
        if clear:
            return True
    return False


@lru_cache(maxsize=64)
def walking(arena: Arena) -> tuple[tuple[int, ...], ...]:
    """Steps between every two areas going round walls (openings pass), for the AI and defaults."""
    out = []
    for a in range(arena.size):
        dist = [999] * arena.size
        dist[a] = 0
        frontier = [a]
        while frontier:
            nxt = []
            for x in frontier:
                for _, y in arena.neighbours(x):
                    if dist[y] == 999 and arena.edge(x, y) != "wall":
                        dist[y] = dist[x] + 1
                        nxt.append(y)
            frontier = nxt
        out.append(tuple(dist))
    return tuple(out)
