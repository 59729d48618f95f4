"""What each seat may see, and its text rendering."""

from typing import Any

from bot.engine import View
from bot.games.stakbots.cards import card_id, kind
from bot.games.stakbots.rules import power
from bot.games.stakbots.state import StakState


def _face(state: StakState, card: int) -> dict[str, Any]:
    bot = kind(card)
    marks = ("A" if bot.ability else "") + ("E" if bot.entry else "")
    return {"id": card_id(card), "name": bot.name, "power": power(state, card), "marks": marks}


def build_view(state: StakState, viewer: int | None) -> View:
    # An attacker turned face down (a Tranq reset, a Pit) stays the attacker, but who it is
    # is as hidden as its face: the view says only that a hidden card attacks.
    hidden = hidden_ids(state, viewer)
    attacker = card_id(state.attacker) if state.attacker is not None else None
    staks = []
    for stak in state.staks:
        staks.append([_face(state, s.card) if s.up else {"hidden": True} for s in stak])
    return {
        "turn": state.turn,
        "current": state.current,
        "staks": staks,
        "hand_sizes": [len(h) for h in state.hands],
        "hand": [_face(state, c) for c in state.hands[viewer]] if viewer is not None else None,
        "scrapheap": [_face(state, c) for c in state.scrap],
        "supply": len(state.supply),
        "damage": {card_id(c): d for c, d in state.damage.items() if card_id(c) not in hidden},
        "attacker": "hidden" if attacker in hidden else attacker,
        "fed": state.fed,
        "waiting_on": state.ask.seat if state.ask is not None else None,
        "out": state.out,
    }


def _card_text(card: dict[str, Any], damage: dict[str, int]) -> str:
    """'Bash Bot (power 3, ability, 2 damage)': a card by name, never by its token."""
    notes = [f"power {card['power']}"]
    notes += [word for mark, word in (("A", "ability"), ("E", "entry effect")) if mark in card["marks"]]
    if card["id"] in damage:
        notes.append(f"{damage[card['id']]} damage")
    return f"{card['name']} Bot ({', '.join(notes)})"


def render_view(view: View, names: list[str]) -> str:
    lines = [f"Turn {view['turn']}, on turn: {names[view['current']]}. Supply: {view['supply']} cards."]
    for seat, stak in enumerate(view["staks"]):
        status = " (out)" if seat in view["out"] else ""
        head = f"{names[seat]}{status}, hand {view['hand_sizes'][seat]}: "
        if not stak:
            lines.append(head + "empty Stak")
            continue
        top = "face down" if stak[0].get("hidden") else _card_text(stak[0], view["damage"])
        below = ", ".join("face down" if c.get("hidden") else f"{c['name']} Bot" for c in stak[1:])
        lines.append(f"{head}top {top}" + (f" | below: {below}" if below else ""))
    heap = view["scrapheap"]
    shown = ", ".join(f"{c['name']} Bot" for c in heap[-6:])
    lines.append(f"Scrapheap ({len(heap)}): {shown or 'empty'}")
    if view["hand"] is not None:
        lines.append("Your hand: " + (", ".join(_card_text(c, {}) for c in view["hand"]) or "empty"))
    return "\n".join(lines)


def hidden_ids(state: StakState, viewer: int | None) -> set[str]:
    hidden = {card_id(s.card) for stak in state.staks for s in stak if not s.up}
    hidden |= {card_id(c) for c in state.supply}
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            hidden |= {card_id(c) for c in hand}
    return hidden
