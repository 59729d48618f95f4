"""A plain-text hex map of a view, with the same area labels as the messages, and a legend."""

from typing import Any

from bot.engine import View
from bot.games.bottisota2.arena import DIRECTION_NAMES, Arena, parse

TERRAIN_MARK = {
    "plain": ".",
    "structure": "#",
    "acid": "~",
    "obstacle": "^",
    "belt": "=",
    "depot": "D",
    "teleporter": "T",
}
CELL = 12
LEGEND = (
    "Terrain: . open  # structure  ~ acid  ^ flight obstacle  =E belt (flow)  D depot  T teleporter;"
    "  * mine  @ magnetic mine"
)


def english(key: str) -> str:
    return key.replace("-", " ").title()


def cell(arena: Arena, i: int, bots: list[int], mines: list[bool]) -> str:
    mark = TERRAIN_MARK[arena.terrain[i]]
    if arena.terrain[i] == "belt":
        mark += DIRECTION_NAMES[arena.belt[i]]
    text = arena.labels[i] + mark
    if mines:
        text += "".join("@" if m else "*" for m in mines)
    if bots:
        text += ":" + ",".join(str(b) for b in bots)
    return f"[{text}]".center(CELL)


def map_lines(arena: Arena, view: View) -> list[str]:
    at: dict[str, list[int]] = {}
    for b in view["bots"]:
        if b["alive"] and b["area"]:
            at.setdefault(b["area"], []).append(b["number"])
    mines: dict[str, list[bool]] = {}
    for m in view["mines"]:
        mines.setdefault(m["area"], []).append(m["magnetic"])
    widest = max(arena.rows)
    lines = []
    start = 0
    for length in arena.rows:
        pad = " " * ((widest - length) * CELL // 2)
        cells = [
            cell(arena, i, at.get(arena.labels[i], []), mines.get(arena.labels[i], []))
            for i in range(start, start + length)
        ]
        lines.append((pad + "".join(cells)).rstrip())
        start += length
    walls = sorted(f"{arena.labels[a]}|{arena.labels[b]}" for a, b, k in arena.edges if k == "wall")
    openings = sorted(f"{arena.labels[a]}|{arena.labels[b]}" for a, b, k in arena.edges if k == "opening")
    lines.append(f"Walls: {', '.join(walls) or 'none'}. Walls with openings: {', '.join(openings) or 'none'}.")
    return lines


def bot_line(b: dict[str, Any], names: list[str], placing: bool = False) -> str:
    who = names[b["seat"]] if b["seat"] < len(names) else f"Player {b['seat'] + 1}"
    head = f"{b['number']} {who}: {english(b['model'])} ({b['move']})"
    if b["out"]:
        return f"{head}, destroyed"
    if b.get("choosing"):
        head += ", choosing a bot"
    if b["area"] is None:
        if placing:
            return f"{head}, waiting to be placed"
        return f"{head}, joins next round" if b.get("joining") else f"{head}, destroyed, returns next round"
    faults = ", ".join(b["faults"]) or "none"
    parts = ", ".join(english(p["part"]) for p in b["installed"]) or "none"
    shield = f", shield {b['shield']}+" if b["shield"] else ""
    weapons = ", ".join(
        english(w["weapon"]) + (f" ({w['ammo']} left)" if w["ammo"] is not None else "") for w in b["weapons"]
    )
    if b["move"] == "flying" and b["heading"] >= 0:
        head += f", flying {DIRECTION_NAMES[b['heading']]}"
    text = (
        f"{head} at {b['area']}: damage {b['damage']} (faults from {b['faults_at']}, explodes at {b['explodes_at']}),"
        f" faults: {faults}; armour {b['armour']}+{shield}, speed {b['speed'][0]}/{b['speed'][1]}, melee +{b['melee']};"
        f" weapons: {weapons}; parts: {parts}; {b['hand_size']} cards in hand"
    )
    if "hand" in b:
        text += " (" + (", ".join(english(p["part"]) for p in b["hand"]) or "none") + ")"
    return text


def render_view(view: View, names: list[str]) -> str:
    arena = parse(view["arena_text"])
    phase = {"place": "placing bots", "move": "movement", "shoot": "shooting", "melee": "melee", "maint": "maintenance"}
    if view["finished"]:
        top = f"{arena.name}: the match is over."
    elif view["phase"] == "pick":
        top = f"{arena.name}: choosing bots."
    elif view["phase"] == "place" and view["round"] == 0:
        top = f"{arena.name}: placing bots."
    else:
        top = (
            f"{arena.name}, round {view['round']} of {view['round_limit']}: {phase.get(view['phase'], view['phase'])}."
        )
    lines = [top, *map_lines(arena, view), LEGEND, "Bots:"]
    lines += [bot_line(b, names, view["phase"] in ("pick", "place")) for b in view["bots"]]
    lines.append(f"Parts deck: {view['deck']} cards; discard pile: {len(view['discard'])} cards.")
    return "\n".join(lines)
