"""The view (the only place hiding happens) and its plain-text rendering."""

from typing import Any

from bot.engine.events import name_seats
from bot.games.bottisota3.bots import BOTS, FORM_NAMES, NAMES
from bot.games.bottisota3.cards import show
from bot.games.bottisota3.combat import describe
from bot.games.bottisota3.state import BotState, Task
from bot.games.bottisota3.systems import kit, system_name

SPEEDS = {-1: "slow", 0: "normal", 1: "fast"}
TASK_TEXT = {
    "defend": "defending",
    "extra": "deciding an extra-shield re-draw",
    "reaim": "deciding a re-aim",
    "letgo": "deciding whether to let a bot go",
    "follow": "deciding whether to follow a charge",
    "mine": "laying mines",
    "chargefire": "firing at a charger",
    "steal": "stealing",
    "dropsys": "deciding whether to drop systems",
    "trim": "trimming to the card limit",
    "bonus": "choosing the destroyer's bonus",
    "exchange": "exchanging cards",
    "pick": "picking a bot",
    "boom": "deciding whether a 10♥ thrown away self-destructs",
}
REACTIONS = "reactions to the card just played"


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
            "installed": [f"{show(c)} {system_name(c)}" for c in bot.installed],
            "melee": letters.get(bot.melee) if bot.melee is not None else None,
            "pins": bot.pins,
            "guns": gear.guns,
            "blasts": gear.blasts,
            "megas": gear.megas,
            "missiles": gear.missiles,
            "strikes": gear.strikes,
            "speed": SPEEDS[gear.speed],
            "armour": gear.armour,
            "systems": sorted(NAMES[f] for f in gear.flags if f in NAMES),
            "form": FORM_NAMES.get(bot.form),
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
            "text": describe(attack),
        },
        "auto": {topic: seats for topic, seats in state.auto.items() if seats},
        "over": state.finished_reason,
        "winners": state.winners,
    }


def waiting(task: Task | None) -> dict[str, Any] | None:
    """Whose decision the table waits for. A reaction window names nobody: only joker holders are asked."""
    if task is None:
        return None
    if task.kind == "react":
        return {"seat": None, "doing": REACTIONS}
    return {"seat": task.seat, "doing": TASK_TEXT[task.kind]}


def render_view(view: dict[str, Any], names: list[str]) -> str:
    top = view["discard_top"] or "-"
    virus = f" · field virus by {{p{view['virus']}}}" if view["virus"] is not None else ""
    lines = [
        f"**Bottisota-3** turn {view['turn']}, {{p{view['active']}}} to act.",
        f"Deck {view['deck']} · discard {view['discard']} (top {top}){virus}",
        "```",
        f"{'player':<12} {'bot':<13} {'cond':>4} {'hand':>4} gun blst mega msl strk spd    arm melee pins",
    ]
    for bot in view["bots"]:
        name = names[bot["seat"]][:12] if bot["seat"] < len(names) else f"P{bot['seat']}"
        pins = names[bot["pins"]][:8] if bot["pins"] is not None else "-"
        state = "" if bot["status"] == "active" else f" ({bot['status']})"
        cond = f"{bot['condition']}/{bot['cards']}"
        lines.append(
            f"{name:<12} {bot['bot']:<13} {cond:>4} {bot['hand_size']:>4} {bot['guns']:>3} {bot['blasts']:>4}"
            f" {bot['megas']:>4} {bot['missiles']:>3} {bot['strikes']:>4} {bot['speed']:<6} {bot['armour']:>3}"
            f" {bot['melee'] or '-':>5} {pins}{state}"
        )
    lines.append("```")
    for bot in view["bots"]:
        who = f"{{p{bot['seat']}}}"
        notes = []
        if bot["installed"]:
            notes.append("installed " + ", ".join(bot["installed"]))
        if bot["systems"]:
            notes.append("built-in/active: " + ", ".join(bot["systems"]))
        if bot["form"]:
            notes.append(f"form {bot['form']}")
        if bot["smoke"]:
            notes.append("hidden in smoke")
        if bot["asleep"]:
            notes.append("snoozing")
        if bot["reserve"]:
            notes.append("reserve " + ", ".join(bot["reserve"]))
        if notes:
            lines.append(f"{who} {bot['bot']}: " + "; ".join(notes))
    attack = view["attack"]
    if attack is not None:
        lines.append(f"{{p{attack['attacker']}}} attacks {{p{attack['target']}}} with {attack['text']}.")
    waiting = view["waiting_for"]
    if waiting is not None and not view["over"]:
        who = "reactions" if waiting["seat"] is None else f"{{p{waiting['seat']}}}"
        lines.append(f"Waiting for {who}: {waiting['doing']}.")
    if view["auto"]:
        rules = "; ".join(f"auto {t}: " + ", ".join(f"{{p{s}}}" for s in seats) for t, seats in view["auto"].items())
        lines.append(f"Standing instructions: {rules}.")
    for bot in view["bots"]:
        if "hand" in bot:
            lines.append("Your hand: " + (" ".join(bot["hand"]) or "(empty)"))
    if view["over"]:
        lines.append(f"Game over: {view['over']}.")
    return name_seats("\n".join(lines), names)
