"""The view (the only place hiding happens) and its plain-text rendering.

The view is data: seats, counts, cards the viewer may see ('c042:5♣': token and face) and the
keys of bots, systems, tasks and reasons. `render_view` turns it into a table in the reader's
language through `say` (messages `b3-table-*`, bot/locales/<locale>/bottisota3.ftl); the text
shows a card's face, never its token.
"""

import re
from typing import Any

from bot.engine import Card, Many, Msg, Say, Seat, msg
from bot.engine.outcome import stored_text
from bot.games.bottisota3.bots import BOTS, NAMES
from bot.games.bottisota3.cards import face, show
from bot.games.bottisota3.state import LEGACY_REASONS, REASONS, BotState, Task
from bot.games.bottisota3.systems import kit
from bot.games.bottisota3.words import FORM_KEYS, SYSTEM_KEYS, topic, weapon

SPEEDS = {-1: "slow", 0: "normal", 1: "fast"}
TOKEN = re.compile(r"\bc\d{3,}:")
"""The token part of a card shown as 'c042:5♣'."""
COLUMNS = ("player", "bot", "cond", "hand", "gun", "blast", "mega", "missile", "strike", "speed", "armour")
"""The table's columns before melee and pins, each headed by `b3-col-<column>`."""


def reason_words(reason: str) -> Msg:
    """Why the match ended, in words (a match finished before issue #14 stored English text)."""
    code = LEGACY_REASONS.get(reason, reason)
    return msg(f"b3-outcome-{code}") if code in REASONS else stored_text(reason)


def build_view(state: BotState, viewer: int | None) -> dict[str, Any]:
    groups = sorted({b.melee for b in state.bots if b.melee is not None})
    letters = {g: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i % 26] for i, g in enumerate(groups)}
    bots = []
    for seat, bot in enumerate(state.bots):
        spec = BOTS[bot.kind]
        gear = kit(state, seat)
        entry: dict[str, Any] = {
            "seat": seat,
            "bot": spec.name,
            "english": spec.english,
            "status": bot.status,
            "condition": bot.condition,
            "cards": spec.cards,
            "hand_size": len(bot.hand),
            "installed": [{"card": show(c), "system": SYSTEM_KEYS[face(c)]} for c in bot.installed],
            "melee": letters.get(bot.melee) if bot.melee is not None else None,
            "pins": bot.pins,
            "guns": gear.guns,
            "blasts": gear.blasts,
            "megas": gear.megas,
            "missiles": gear.missiles,
            "strikes": gear.strikes,
            "speed": SPEEDS[gear.speed],
            "armour": gear.armour,
            "systems": sorted(f for f in gear.flags if f in NAMES),
            "form": bot.form or None,
            "smoke": bot.smoke,
            "asleep": bot.asleep,
            "reserve": [BOTS[k].name for k in state.reserve[seat]] if seat < len(state.reserve) else [],
        }
        if seat == viewer:
            entry["hand"] = [show(c) for c in bot.hand]
        bots.append(entry)
    task = state.tasks[-1] if state.tasks else None
    attack = task.attack if task is not None and task.kind in ("defend", "extra") else None
    return {
        "turn": state.turn,
        "active": state.active,
        "viewer": viewer,
        "bots": bots,
        "deck": len(state.deck),
        "discard": len(state.discard),
        "discard_top": show(state.discard[-1]) if state.discard else None,
        "virus": state.virus,
        "waiting_for": waiting(task),
        "attack": None
        if attack is None
        else {
            "attacker": attack.attacker,
            "target": attack.target,
            "card": show(attack.card),
            "weapon": attack.weapon,
            "power": attack.power,
            "reflected": attack.source == "reflect",
        },
        "auto": {topic: seats for topic, seats in state.auto.items() if seats},
        "over": state.finished_reason,
        "winners": state.winners,
    }


def waiting(task: Task | None) -> dict[str, Any] | None:
    """Whose decision the table waits for, and what it is (a task kind, said by `b3-task-<kind>`).
    A reaction window names nobody: only joker holders are asked."""
    if task is None:
        return None
    if task.kind == "react":
        return {"seat": None, "doing": "react"}
    return {"seat": task.seat, "doing": task.kind}


def _face(shown: str) -> str:
    """'c042:5♣' as '5♣'."""
    return TOKEN.sub("", shown)


def _token(shown: str) -> str:
    return shown.split(":", 1)[0]


def _bot(name: str) -> Msg:
    return msg(f"b3-bot-{name.lower()}")


def _flag(name: str) -> Msg:
    return msg(f"b3-flag-{name.replace('_', '-')}")


def _grid(rows: list[list[str]], right: set[int]) -> list[str]:
    """Rows of cells as aligned text: each column as wide as its widest cell."""
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    out = []
    for row in rows:
        pairs = enumerate(zip(row, widths, strict=True))
        cells = [cell.rjust(w) if k in right else cell.ljust(w) for k, (cell, w) in pairs]
        out.append(" ".join(cells).rstrip())
    return out


def _notes(bot: dict[str, Any], say: Say) -> list[str]:
    notes = []
    if bot["installed"]:
        systems = ", ".join(_face(i["card"]) + " " + say(msg("b3-system-" + i["system"])) for i in bot["installed"])
        notes.append(say(msg("b3-note-installed", systems=systems)))
    if bot["systems"]:
        notes.append(say(msg("b3-note-systems", systems=", ".join(say(_flag(f)) for f in bot["systems"]))))
    if bot["form"]:
        notes.append(say(msg("b3-note-form", form=msg(FORM_KEYS[bot["form"]]))))
    if bot["smoke"]:
        notes.append(say(msg("b3-note-smoke")))
    if bot["asleep"]:
        notes.append(say(msg("b3-note-asleep")))
    if bot["reserve"]:
        notes.append(say(msg("b3-note-reserve", bots=", ".join(say(_bot(b)) for b in bot["reserve"]))))
    return notes


def render_view(view: dict[str, Any], say: Say) -> str:
    names = say.written  # in the code block of the grid, as written (a backtick would end the block)

    def who(seat: int) -> str:
        return names[seat].replace("`", "'") if seat < len(names) else f"P{seat + 1}"

    top = _face(view["discard_top"]) if view["discard_top"] else "-"
    head = msg("b3-table-head", turn=view["turn"], active=Seat(view["active"]))
    if view["virus"] is not None:
        deck = msg(
            "b3-table-deck-virus", deck=view["deck"], discard=view["discard"], top=top, virus=Seat(view["virus"])
        )
    else:
        deck = msg("b3-table-deck", deck=view["deck"], discard=view["discard"], top=top)
    rows = [[say(msg(f"b3-col-{column}")) for column in (*COLUMNS, "melee", "pins")]]
    for bot in view["bots"]:
        pins = who(bot["pins"])[:8] if bot["pins"] is not None else "-"
        if bot["status"] != "active":
            pins += " " + say(msg(f"b3-table-status-{bot['status']}"))
        rows.append(
            [
                who(bot["seat"])[:12],
                say(_bot(bot["bot"])),
                f"{bot['condition']}/{bot['cards']}",
                str(bot["hand_size"]),
                *(str(bot[k]) for k in ("guns", "blasts", "megas", "missiles", "strikes")),
                say(msg(f"b3-speed-{bot['speed']}")),
                str(bot["armour"]),
                bot["melee"] or "-",
                pins,
            ]
        )
    lines = [say(head), say(deck), "```", *_grid(rows, right={2, 3, 4, 5, 6, 7, 8, 10, 11}), "```"]
    for bot in view["bots"]:
        notes = _notes(bot, say)
        if notes:
            lines.append(
                say(msg("b3-table-notes", who=Seat(bot["seat"]), bot=_bot(bot["bot"]), notes="; ".join(notes)))
            )
    attack = view["attack"]
    if attack is not None:
        key = "b3-attack-reflected" if attack["reflected"] else "b3-attack"
        words = msg(key, card=Card(_token(attack["card"])), weapon=weapon(attack["weapon"]), power=attack["power"])
        lines.append(
            say(msg("b3-table-attack", attacker=Seat(attack["attacker"]), target=Seat(attack["target"]), attack=words))
        )
    waiting = view["waiting_for"]
    if waiting is not None and not view["over"]:
        doing = msg(f"b3-task-{waiting['doing']}")
        if waiting["seat"] is None:
            lines.append(say(msg("b3-table-waiting-reactions", doing=doing)))
        else:
            lines.append(say(msg("b3-table-waiting", who=Seat(waiting["seat"]), doing=doing)))
    if view["auto"]:
        rules = [
            say(msg("b3-table-auto-rule", topic=topic(t), players=Many(tuple(Seat(s) for s in seats))))
            for t, seats in view["auto"].items()
        ]
        lines.append(say(msg("b3-table-auto", rules="; ".join(rules))))
    for bot in view["bots"]:
        if "hand" in bot:
            cards = " ".join(_face(c) for c in bot["hand"])
            lines.append(say(msg("b3-table-hand", cards=cards, count=len(bot["hand"]))))
    if view["over"]:
        reason = reason_words(view["over"])
        if view["winners"]:
            winners = Many(tuple(Seat(w) for w in view["winners"]))
            lines.append(say(msg("b3-table-over", reason=reason, winners=winners, count=len(view["winners"]))))
        else:
            lines.append(say(msg("b3-table-over-nobody", reason=reason)))
    return TOKEN.sub("", "\n".join(lines))
