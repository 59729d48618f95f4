"""The view (the only place hiding happens) and its plain-text rendering.

The rendering is English prose for now (events, prompts and labels are messages: words.py).
The view's data names cards by token and face ('c042:5♣'); the text shows the face only.
"""

import re
from typing import Any

from bot.games.bottisota3.bots import BOTS, FORM_NAMES, NAMES
from bot.games.bottisota3.cards import face, show
from bot.games.bottisota3.state import LEGACY_REASONS, Attack, BotState, Task
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
WEAPON_NAMES = {
    "gun": "gun shot",
    "blast": "blast-gun shot",
    "mega": "mega-gun shot",
    "missile": "missile",
    "electric": "mega-electric missile",
    "strike": "strike",
    "bomb": "bomb",
    "mine": "mine",
    "ego": "ego-field attack",
    "noise": "whine-noise attack",
}
OVER = {
    "last-bot": "the last bot standing wins",
    "self-destruct": "the last bots fell in a self-destruct: the self-destructor wins",
    "all-destroyed": "all bots are destroyed",
    "turn-limit": "the turn limit is reached: the best condition wins",
}
TOKEN = re.compile(r"\bc\d{3,}:")
"""The token part of a card shown as 'c042:5♣'."""


def describe(attack: Attack) -> str:
    """An attack in English: '7♣ (gun shot, power 7)'."""
    how = "reflected " if attack.source == "reflect" else ""
    return f"{face(attack.card)} ({how}{WEAPON_NAMES[attack.weapon]}, power {attack.power})"


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
    def who(seat: int) -> str:
        return names[seat] if seat < len(names) else f"player {seat + 1}"

    top = view["discard_top"] or "-"
    virus = f" · field virus by {who(view['virus'])}" if view["virus"] is not None else ""
    lines = [
        f"**Bottisota-3** turn {view['turn']}, {who(view['active'])} to act.",
        f"Deck {view['deck']} · discard {view['discard']} (top {top}){virus}",
        "```",
        f"{'player':<12} {'bot':<13} {'cond':>4} {'hand':>4} gun blst mega msl strk spd    arm melee pins",
    ]
    for bot in view["bots"]:
        name = who(bot["seat"])[:12]
        pins = who(bot["pins"])[:8] if bot["pins"] is not None else "-"
        state = "" if bot["status"] == "active" else f" ({bot['status']})"
        cond = f"{bot['condition']}/{bot['cards']}"
        lines.append(
            f"{name:<12} {bot['bot']:<13} {cond:>4} {bot['hand_size']:>4} {bot['guns']:>3} {bot['blasts']:>4}"
            f" {bot['megas']:>4} {bot['missiles']:>3} {bot['strikes']:>4} {bot['speed']:<6} {bot['armour']:>3}"
            f" {bot['melee'] or '-':>5} {pins}{state}"
        )
    lines.append("```")
    for bot in view["bots"]:
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
            lines.append(f"{who(bot['seat'])}'s {bot['bot']}: " + "; ".join(notes))
    attack = view["attack"]
    if attack is not None:
        lines.append(f"{who(attack['attacker'])} attacks {who(attack['target'])} with {attack['text']}.")
    waiting = view["waiting_for"]
    if waiting is not None and not view["over"]:
        whom = "reactions" if waiting["seat"] is None else who(waiting["seat"])
        lines.append(f"Waiting for {whom}: {waiting['doing']}.")
    if view["auto"]:
        rules = "; ".join(f"auto {t}: " + ", ".join(who(s) for s in seats) for t, seats in view["auto"].items())
        lines.append(f"Standing instructions: {rules}.")
    for bot in view["bots"]:
        if "hand" in bot:
            lines.append("Your hand: " + (" ".join(bot["hand"]) or "(empty)"))
    if view["over"]:
        reason = OVER.get(LEGACY_REASONS.get(view["over"], view["over"]), view["over"])
        winners = " and ".join(who(w) for w in view["winners"]) or "nobody"
        lines.append(f"Game over: {reason}. {'Winners' if len(view['winners']) > 1 else 'Winner'}: {winners}.")
    return TOKEN.sub("", "\n".join(lines))
