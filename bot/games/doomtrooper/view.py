"""What each seat may see, the secrets it may not, and the text rendering."""

from collections.abc import Sequence
from typing import Any

from bot.engine import Msg, Say, Text, View, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.rules import combatants, value
from bot.games.doomtrooper.state import DtState, Order, Warrior


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
            "marks": list(w.marks),
        }
    return data


def _known(state: DtState, seat: int, viewer: int | None) -> list[dict[str, Any]]:
    """Cards of another player's hand that a card showed the viewer and that are still there."""
    if viewer is None or viewer == seat:
        return []
    seen = state.players[viewer].seen_hands
    return [_card(x) for x in state.players[seat].hand if x in seen]


def _secrets(state: DtState, seat: int, viewer: int | None) -> dict[str, Any]:
    """A player's secret missions: how many, to everyone; which and where, to that player alone."""
    p = state.players[seat]
    data: dict[str, Any] = {"count": len(p.secret_missions)}
    if viewer == seat:
        data["cards"] = [
            {"card": _card(sm.card), "warrior": sm.warrior, "target": sm.target} for sm in p.secret_missions
        ]
    return data


def _order(o: Order, viewer: int | None) -> dict[str, Any]:
    """An order as the viewer may see it: an Empathy plan is told to its caster and its player
    alone; everyone else sees only that one binds that player ('plan_hidden')."""
    shown = {"kind": o.kind, "card": _card(o.card), "by": o.by, "seat": o.seat, "warrior": o.warrior}
    if o.kind != "plan":
        return shown
    if viewer not in (o.by, o.seat):
        return shown | {"kind": "plan_hidden", "warrior": ""}
    return shown | {"defender": o.defender, "tactic": o.tactic}


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
                "lasting": [{"card": _card(x.card), "owner": x.owner, "markers": x.markers} for x in p.lasting],
                "sites": [_card(x) for x in p.sites],
                "known": _known(state, s, viewer),
                "secret_missions": _secrets(state, s, viewer),
            }
            for s, p in enumerate(state.players)
        ],
        "orders": [_order(o, viewer) for o in state.orders],
        "hand": [_card(x) for x in state.players[viewer].hand] if viewer is not None else None,
        # The viewer's own armed reaction cards (no one else learns of them).
        "armed": [_card(a.card) | {"target": a.target} for a in state.players[viewer].armed]
        if viewer is not None
        else None,
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
            "helpers": {h: list(xs) for h, xs in c.helpers.items()},
        },
    }


def hidden_ids(state: DtState, viewer: int | None) -> set[str]:
    """Every card token `viewer` may not know: decks, others' hands and face-down warriors, but for
    the cards a card showed the viewer (Player.seen_hands / seen_decks) while they stay there."""
    hidden: set[str] = set()
    shown = combatants(state)
    me = state.players[viewer] if viewer is not None else None
    seen_hands = set(me.seen_hands) if me is not None else set()
    seen_decks = set(me.seen_decks) if me is not None else set()
    for seat, p in enumerate(state.players):
        hidden |= set(p.deck) - seen_decks
        if seat != viewer:
            hidden |= set(p.hand) - seen_hands
            for w in p.warriors:
                if w.cover and w.handle not in shown:
                    hidden |= {w.card, *w.attached}
            hidden |= {x for sm in p.secret_missions for x in (sm.card, sm.cover)}
    return hidden


def _line(w: dict[str, Any], say: Say) -> str:
    """A warrior as its owner's table shows it: 'Sea Lion F4 S4 A4 V4 (wounded) with AC-40 Justifier'."""
    notes = [say(msg(key)) for key, on in (("dt-note-wounded", w["wounded"]), ("dt-note-cover", w["cover"])) if on]
    if "card" not in w:
        notes.append(say(msg("dt-note-cards-with", count=w["cards"])))
        return say(msg("dt-table-face-down", notes=", ".join(notes)))
    if w.get("unpaid"):
        notes.append(say(msg("dt-note-unpaid")))
    notes += [say(msg(f"dt-note-{m}")) for m in w.get("marks", [])]
    stats = say(msg("dt-table-stats", f=w["F"], s=w["S"], a=w["A"], v=w["V"]))
    text = say(msg("dt-table-warrior", name=w["card"]["name"], stats=stats))
    if notes:
        text = say(msg("dt-table-with-notes", text=text, notes=", ".join(notes)))
    if w["attached"]:
        text = say(msg("dt-table-with-gear", text=text, gear=", ".join(a["name"] for a in w["attached"])))
    return text


def _names(cards: list[dict[str, Any]], say: Say) -> str:
    """Cards by name, one after the other (as printed in every language), or "empty"."""
    return ", ".join(c["name"] for c in cards) or say(msg("dt-table-empty"))


def _place(view: View, handle: str) -> dict[str, Any] | None:
    """The warrior at place `handle` as the view shows it, if it is still in play."""
    return next((w for p in view["players"] for w in p["warriors"] if w["place"] == handle), None)


def _place_name(view: View, handle: str, say: Say) -> str:
    """A warrior in a line about the table: its name, or its face-down line."""
    w = _place(view, handle)
    assert w is not None
    return str(w["card"]["name"]) if "card" in w else _line(w, say)


def render_view(view: View, say: Say) -> str:
    names = say.names
    lines = [
        say(
            msg(
                "dt-table-head",
                turn=view["turn"],
                current=names[view["current"]],
                actions=view["actions_left"],
                goal=view["goal"],
            )
        )
    ]
    for seat, p in enumerate(view["players"]):
        deck = Text(p["deck_name"]) if p["deck_name"] else msg("dt-table-no-deck")
        lines.append(
            say(
                msg(
                    "dt-table-player",
                    name=names[seat],
                    out="yes" if p["out"] else "no",
                    deck_name=deck,
                    promotion=p["promotion"],
                    destiny=p["destiny"],
                    hand=p["hand_size"],
                    deck=p["deck"],
                    discard=len(p["discard"]),
                )
            )
        )
        for w in p["warriors"]:
            lines.append("  - " + _line(w, say))
        for site in p.get("sites", []):
            lines.append("  - " + say(msg("dt-table-site", card=site["name"])))
        for x in p["lasting"]:
            key, markers = (
                ("dt-table-lasting-markers", {"n": x["markers"]}) if x.get("markers") else ("dt-table-lasting", {})
            )
            lines.append("  - " + say(msg(key, card=x["card"]["name"], owner=names[x["owner"]], **markers)))
        for m in p["missions"]:
            lines.append("  - " + say(msg("dt-table-mission", card=m["card"]["name"], target=names[m["target"]])))
        secret = p.get("secret_missions", {})
        for sm in secret.get("cards", []):
            lines.append("  - " + say(msg("dt-table-secret-own", card=sm["card"]["name"])))
        if secret.get("count") and "cards" not in secret:
            lines.append("  - " + say(msg("dt-table-secrets", count=secret["count"])))
        if p.get("known"):
            lines.append("  - " + say(msg("dt-table-known", cards=_names(p["known"], say))))
    combat = view["combat"]
    if combat is not None:
        fighters = []
        for role in ("attacker", "defender"):
            seat = combat[f"{role}_seat"]
            w = next(x for x in view["players"][seat]["warriors"] if x["place"] == combat[role])
            # The fighters by name: their numbers and gear are on their lines above.
            warrior = w["card"]["name"] if "card" in w else _line(w, say)
            fighters.append(say(msg("dt-table-fighter", player=names[seat], warrior=warrior)))
        tactic = say(msg(f"dt-tactic-{combat['tactic']}" if combat["tactic"] else "dt-table-no-tactic"))
        lines.append(say(msg("dt-table-combat", attacker=fighters[0], defender=fighters[1], tactic=tactic)))
        if combat["played"]:
            lines.append(say(msg("dt-table-played", cards=_names(combat["played"], say))))
        for fighter, helpers in combat.get("helpers", {}).items():
            named = [_place_name(view, h, say) for h in helpers if _place(view, h) is not None]
            if named and _place(view, fighter) is not None:
                lines.append(
                    say(msg("dt-table-group", fighter=_place_name(view, fighter, say), helpers=", ".join(named)))
                )
    for o in view.get("orders", []):
        if o["kind"] in ("plan", "plan_hidden"):
            line = _plan_line(view, o, names, say)
            lines += [say(line)] if line is not None else []
            continue
        if _place(view, o["warrior"]) is None:
            continue
        key = "dt-table-order-" + o["kind"].replace("_", "-")
        warrior = _place_name(view, o["warrior"], say)
        lines.append(say(msg(key, card=o["card"]["name"], by=names[o["by"]], player=names[o["seat"]], warrior=warrior)))
    if view["hand"] is not None:
        lines.append(say(msg("dt-table-hand", cards=_names(view["hand"], say))))
    if view.get("armed"):
        lines.append(say(msg("dt-table-armed", cards=_names(view["armed"], say))))
    return "\n".join(lines)


def _plan_line(view: View, o: dict[str, Any], names: Sequence[str], say: Say) -> Msg | None:
    """An Empathy plan on the table: in full for its caster and its player, else only that it binds
    (nothing once a warrior of the plan left play: it binds nothing then)."""
    args: dict[str, Any] = {"card": o["card"]["name"], "by": names[o["by"]], "player": names[o["seat"]]}
    if o["kind"] == "plan_hidden":
        return msg("dt-table-order-plan-hidden", **args)
    if not o["warrior"]:
        return msg("dt-table-order-plan-none", **args)
    fighters = [o["warrior"]] + ([] if o["defender"].startswith("p") else [o["defender"]])
    if any(_place(view, h) is None for h in fighters):
        return None
    attacker = _place_name(view, o["warrior"], say)
    if o["defender"].startswith("p"):
        return msg("dt-table-order-plan-player", attacker=attacker, target=names[int(o["defender"][1:]) - 1], **args)
    defender = _place_name(view, o["defender"], say)
    tactic = say(msg(f"dt-tactic-{o['tactic']}"))
    return msg("dt-table-order-plan", attacker=attacker, defender=defender, tactic=tactic, **args)
