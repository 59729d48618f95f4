"""Plain-text rendering of a view."""

from typing import Any

from bot.engine.events import name_seats


def render_view(view: dict[str, Any], names: list[str]) -> str:
    top = view["discard_top"] or "-"
    head = f"**Bottisota-3** turn {view['turn']}, {{p{view['active']}}} to act."
    lines = [f"{head} Deck {view['deck']}, discard top {top}"]
    lines.append("```")
    lines.append(f"{'seat':<12} {'bot':<14} cond hand guns miss strk armr melee")
    for bot in view["bots"]:
        melee = "-" if bot["melee"] is None else f"m{bot['melee']}"
        lines.append(
            f"{names[bot['seat']][:12]:<12}"
            + f" {bot['bot']:<14} {bot['condition']:>4} {bot['hand_size']:>4}"
            + f" {bot['guns']:>4} {bot['missiles']:>4} {bot['strikes']:>4} {bot['armour']:>4} {melee:>5}"
        )
    lines.append("```")
    for bot in view["bots"]:
        if bot["installed"]:
            lines.append(f"{names[bot['seat']]} has installed " + ", ".join(bot["installed"]))
    attack = view["attack"]
    if attack is not None:
        lines.append(f"{{p{attack['attacker']}}} attacks {{p{attack['target']}}} with {attack['card']}.")
    for bot in view["bots"]:
        if "hand" in bot:
            lines.append("Your hand: " + (" ".join(bot["hand"]) or "(empty)"))
    if view["over"]:
        lines.append(f"Game over: {view['over']}.")
    return name_seats("\n".join(lines), names)
