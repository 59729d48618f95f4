"""What each seat may see, and its text rendering."""

from typing import Any

from bot.engine import Say, View, msg
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


def _card_text(card: dict[str, Any], damage: dict[str, int], say: Say) -> str:
    """'Bash Bot (power 3, ability, 2 damage)': a card by name, never by its token."""
    notes = [say(msg("stak-note-power", power=card["power"]))]
    notes += [
        say(msg(key)) for mark, key in (("A", "stak-note-ability"), ("E", "stak-note-entry")) if mark in card["marks"]
    ]
    if card["id"] in damage:
        notes.append(say(msg("stak-note-damage", damage=damage[card["id"]])))
    return say(msg("stak-table-card", name=_name(card, say), notes=", ".join(notes)))


def _name(card: dict[str, Any], say: Say) -> str:
    return say(msg(f"stak-bot-{card['name'].lower()}"))


def _cards(texts: list[str], say: Say) -> str:
    """Card texts one after the other (a table, not a sentence: commas in every language), or "empty"."""
    return say(msg("stak-table-list", cards=", ".join(texts), count=len(texts)))


def _below(cards: list[dict[str, Any]], say: Say) -> list[str]:
    """The cards under the top, top down, a run of face-down cards told as one ("3 face down")."""
    out: list[str] = []
    hidden = 0
    for card in [*cards, None]:
        if card is not None and card.get("hidden"):
            hidden += 1
            continue
        if hidden:
            out.append(say(msg("stak-table-face-down-run", count=hidden)))
            hidden = 0
        if card is not None:
            out.append(_name(card, say))
    return out


def render_view(view: View, say: Say) -> str:
    names = say.names
    lines = [say(msg("stak-table-head", turn=view["turn"], current=names[view["current"]], supply=view["supply"]))]
    for seat, stak in enumerate(view["staks"]):
        out = "yes" if seat in view["out"] else "no"
        player = say(msg("stak-table-player", name=names[seat], out=out, hand=view["hand_sizes"][seat]))
        if not stak:
            lines.append(say(msg("stak-table-empty", player=player)))
            continue
        face_down = say(msg("stak-table-face-down"))
        top = face_down if stak[0].get("hidden") else _card_text(stak[0], view["damage"], say)
        below = _below(stak[1:], say)
        if below:
            lines.append(say(msg("stak-table-top-below", player=player, top=top, below=", ".join(below))))
        else:
            lines.append(say(msg("stak-table-top", player=player, top=top)))
    heap = view["scrapheap"]
    lines.append(
        say(msg("stak-table-scrapheap", count=len(heap), cards=_cards([_name(c, say) for c in heap[-6:]], say)))
    )
    if view["hand"] is not None:
        lines.append(say(msg("stak-table-hand", cards=_cards([_card_text(c, {}, say) for c in view["hand"]], say))))
    return "\n".join(lines)


def hidden_ids(state: StakState, viewer: int | None) -> set[str]:
    hidden = {card_id(s.card) for stak in state.staks for s in stak if not s.up}
    hidden |= {card_id(c) for c in state.supply}
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            hidden |= {card_id(c) for c in hand}
    return hidden
