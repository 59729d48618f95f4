"""A plain-text hex map of a view, with the same area labels as the messages, and a legend."""

from typing import Any

from bot.engine import Say, View, msg
from bot.games.bottisota2.arena import DIRECTION_NAMES, Arena, parse
from bot.games.bottisota2.parts import PART_OF
from bot.games.bottisota2.words import card_name, model_name

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


def map_lines(arena: Arena, view: View, say: Say) -> list[str]:
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
    none = say(msg("b2-table-none"))
    lines.append(say(msg("b2-table-walls", walls=", ".join(walls) or none, openings=", ".join(openings) or none)))
    return lines


def bot_line(b: dict[str, Any], say: Say, placing: bool = False) -> str:
    names = say.names
    who = names[b["seat"]] if b["seat"] < len(names) else str(b["seat"] + 1)
    if b["model"] is None:  # still secret (bots=choose)
        key = "b2-table-bot-choosing" if b.get("choosing") else "b2-table-bot-chosen"
        return say(msg(key, number=b["number"], player=who))
    head = say(
        msg(
            "b2-table-bot",
            number=b["number"],
            player=who,
            model=say(model_name(b["model"])),
            move=say(msg(f"b2-movetype-{b['move']}")),
        )
    )
    if b["out"]:
        return say(msg("b2-table-destroyed", head=head))
    if b.get("choosing"):
        head = say(msg("b2-table-choosing", head=head))
    if b["area"] is None:
        if placing:
            return say(msg("b2-table-waiting", head=head))
        return say(msg("b2-table-joining" if b.get("joining") else "b2-table-returns", head=head))
    none = say(msg("b2-table-none"))
    faults = ", ".join(say(msg(f"b2-fault-short-{f}")) for f in b["faults"]) or none
    parts = ", ".join(say(card_name(p["card"])) for p in b["installed"]) or none
    shield = say(msg("b2-table-shield", shield=b["shield"])) if b["shield"] else ""
    weapons = ", ".join(_weapon(w, say) for w in b["weapons"])
    if b["move"] == "flying" and b["heading"] >= 0:
        head = say(msg("b2-table-flying", head=head, heading=DIRECTION_NAMES[b["heading"]]))
    text = say(
        msg(
            "b2-table-bot-state",
            head=head,
            area=b["area"],
            damage=b["damage"],
            faults_at=b["faults_at"],
            explodes_at=b["explodes_at"],
            faults=faults,
            armour=b["armour"],
            shield=shield,
            dash=b["speed"][0],
            normal=b["speed"][1],
            melee=b["melee"],
            weapons=weapons,
            parts=parts,
            hand=b["hand_size"],
        )
    )
    if "hand" in b:
        text = say(
            msg("b2-table-own-hand", text=text, cards=", ".join(say(card_name(p["card"])) for p in b["hand"]) or none)
        )
    return text


def _weapon(w: dict[str, Any], say: Say) -> str:
    name = say(card_name(w["slot"])) if w["slot"] in PART_OF else say(msg(f"b2-weapon-{w['weapon']}"))
    return say(msg("b2-table-ammo", weapon=name, ammo=w["ammo"])) if w["ammo"] is not None else name


def render_view(view: View, say: Say) -> str:
    arena = parse(view["arena_text"])
    if view["finished"]:
        top = say(msg("b2-table-over", arena=arena.name))
    elif view["phase"] == "pick":
        top = say(msg("b2-table-picking", arena=arena.name))
    elif view["phase"] == "place" and view["round"] == 0:
        top = say(msg("b2-table-placing", arena=arena.name))
    else:
        phase = say(msg(f"b2-phase-{view['phase']}"))
        top = say(msg("b2-table-round", arena=arena.name, round=view["round"], limit=view["round_limit"], phase=phase))
    lines = [top, *map_lines(arena, view, say), say(msg("b2-table-legend")), say(msg("b2-table-bots"))]
    lines += [bot_line(b, say, view["phase"] in ("pick", "place")) for b in view["bots"]]
    lines.append(say(msg("b2-table-deck", deck=view["deck"], discard=len(view["discard"]))))
    return "\n".join(lines)
