"""What each seat may see, the secrets it may not, and the text rendering."""

from typing import Any

from bot.engine import View
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.rules import combatants, value
from bot.games.doomtrooper.state import DtState, Warrior


def _card(card: str) -> dict[str, Any]:
    d = card_def(card)
    return {"id": card, "name": d.name, "type": d.type}


def _warrior(state: DtState, seat: int, w: Warrior, viewer: int | None) -> dict[str, Any]:
    shown = not w.cover or viewer == seat or w.handle in combatants(state)
    data: dict[str, Any] = {"place": w.handle, "cover": w.cover, "wounded": w.wounded, "cards": len(w.attached)}
    if shown:
        data |= {
            "card": _card(w.card),
            "attached": [_card(c) for c in w.attached],
            "F": value(state, w.handle, "F"),
            "S": value(state, w.handle, "S"),
            "A": value(state, w.handle, "A"),
            "V": value(state, w.handle, "V"),
            "unpaid": w.unpaid,
        }
    return data


def build_view(state: DtState, viewer: int | None) -> View:
    c = state.combat
    return {
        "turn": state.turn,
        "current": state.current,
        "phase": state.phase,
        "actions_left": state.actions_left,
        "goal": state.options.goal,
        "players": [
            {
                "deck_name": p.deck_name,
                "deck": len(p.deck),
                "hand_size": len(p.hand),
                "promotion": p.promotion,
                "destiny": p.destiny,
                "out": p.out,
                "warriors": [_warrior(state, s, w, viewer) for w in p.warriors],
                "discard": [_card(x) for x in p.discard],
                "missions": [{"card": _card(m.card), "target": m.target} for m in p.missions],
                "lasting": [{"card": _card(x.card), "owner": x.owner} for x in p.lasting],
                "sites": [_card(x) for x in p.sites],
            }
            for s, p in enumerate(state.players)
        ],
        "hand": [_card(x) for x in state.players[viewer].hand] if viewer is not None else None,
        "combat": None
        if c is None
        else {
            "attacker": c.attacker,
            "defender": c.defender,
            "attacker_seat": c.attacker_seat,
            "defender_seat": c.defender_seat,
            "tactic": c.tactic,
            "to_act": c.to_act,
            "played": [_card(x) for x in c.played],
            "weapons": {h: _card(x) for h, x in c.weapons.items()},
        },
    }


def hidden_ids(state: DtState, viewer: int | None) -> set[str]:
    hidden: set[str] = set()
    shown = combatants(state)
    for seat, p in enumerate(state.players):
        hidden |= set(p.deck)
        if seat != viewer:
            hidden |= set(p.hand)
            for w in p.warriors:
                if w.cover and w.handle not in shown:
                    hidden |= {w.card, *w.attached}
    return hidden


def _line(w: dict[str, Any]) -> str:
    marks = [m for m, on in (("wounded", w["wounded"]), ("in cover", w["cover"])) if on]
    if "card" not in w:
        return f"a face-down warrior ({', '.join(marks)}, {w['cards']} cards with it)"
    gear = ", ".join(a["name"] for a in w["attached"])
    text = f"{w['card']['name']} F{w['F']} S{w['S']} A{w['A']} V{w['V']}"
    if marks:
        text += f" ({', '.join(marks)})"
    return text + (f" with {gear}" if gear else "")


def render_view(view: View, names: list[str]) -> str:
    n = view["actions_left"]
    head = f"Turn {view['turn']}, on turn: {names[view['current']]} ({n} action{'' if n == 1 else 's'} left)."
    lines = [f"{head} Goal: {view['goal']} promotion points."]
    for seat, p in enumerate(view["players"]):
        status = " (out)" if p["out"] else ""
        lines.append(
            f"{names[seat]}{status} [{p['deck_name'] or 'no deck yet'}]: {p['promotion']} promotion, "
            f"{p['destiny']} destiny, hand {p['hand_size']}, deck {p['deck']}, discard pile {len(p['discard'])}"
        )
        for w in p["warriors"]:
            lines.append("  - " + _line(w))
        for x in p["lasting"]:
            lines.append(f"  - {x['card']['name']} lies on them (played by {names[x['owner']]})")
        for m in p["missions"]:
            lines.append(f"  - mission {m['card']['name']} on {names[m['target']]}")
    combat = view["combat"]
    if combat is not None:
        fighters = []
        for role in ("attacker", "defender"):
            seat = combat[f"{role}_seat"]
            w = next(x for x in view["players"][seat]["warriors"] if x["place"] == combat[role])
            fighters.append(f"{names[seat]}'s {_line(w)}")
        tactic = combat["tactic"] or "not chosen yet"
        lines.append(f"Combat: {fighters[0]} attacks {fighters[1]}; tactic: {tactic}.")
        if combat["played"]:
            lines.append("Played in this combat: " + ", ".join(c["name"] for c in combat["played"]))
    if view["hand"] is not None:
        lines.append("Your hand: " + (", ".join(c["name"] for c in view["hand"]) or "empty"))
    return "\n".join(lines)
