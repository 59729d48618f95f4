"""Scenario tests as data: a position, actions to apply, and the exact outcome expected.

The format is described in docs/games/doomtrooper-scenarios.md. `check_scenario` returns the
list of failures (empty when the scenario holds); `run_scenario` is the command-line entry.
"""

import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bot.engine import Event, GameError, Msg, PlayerId, Rng, apply_action
from bot.games.doomtrooper.cards import card_def, token
from bot.games.doomtrooper.game import GAME
from bot.games.doomtrooper.state import DtState, Options, Player, PlayerMission, Warrior

FILLER = "01157"
"""Cards that fill each deck up to 60 below the scenario's own deck top (Hussars)."""


def build(data: dict[str, Any]) -> DtState:
    setup = data["setup"]
    players = setup["players"]
    state = DtState(
        num_players=len(players),
        rng=Rng.from_seed(int(data.get("seed", 1))),
        options=Options(**data.get("options", {})),
        players=[],
    )
    n = 1
    handles = 1

    def make(code: str) -> str:
        nonlocal n
        card_def(code)
        n += 1
        return token(code, n - 1)

    for spec in players:
        p = Player(deck_name=spec.get("deck_name", "scenario"))
        p.hand = [make(c) for c in spec.get("hand", [])]
        for w in spec.get("warriors", []):
            p.warriors.append(
                Warrior(
                    handle=f"w{handles}",
                    card=make(w["card"]),
                    wounded=w.get("wounded", False),
                    cover=w.get("cover", False),
                    unpaid=w.get("unpaid", False),
                    attached=[make(c) for c in w.get("attached", [])],
                    left_cover_turn=w.get("left_cover_turn", -1),
                )
            )
            handles += 1
        top = [make(c) for c in spec.get("deck_top", [])]
        p.discard = [make(c) for c in spec.get("discard", [])]
        p.missions = [PlayerMission(card=make(m["card"]), target=m["target"]) for m in spec.get("missions", [])]
        p.sites = [make(c) for c in spec.get("sites", [])]
        others = len(p.hand) + sum(1 + len(w.attached) for w in p.warriors) + len(p.discard) + len(p.missions)
        others += len(p.sites)
        deck_size = spec.get("deck_size", 60 - others)
        p.deck = [make(FILLER) for _ in range(deck_size - len(top))] + list(reversed(top))
        p.discard += [make(FILLER) for _ in range(60 - others - deck_size)]
        p.promotion = spec.get("promotion", 0)
        p.destiny = spec.get("destiny", 5)
        p.turns_taken = spec.get("turns_taken", 1)
        p.had_warrior = spec.get("had_warrior", bool(p.warriors))
        p.bare_turns = spec.get("bare_turns", 0)
        p.auto_combat = spec.get("auto_combat", False)
        p.auto_points = spec.get("auto_points", False)
        state.players.append(p)
    state.next_handle = handles
    """Warriors brought in get the next places: w<k+1> after k listed warriors."""
    state.current = setup.get("current", 0)
    state.turn = setup.get("turn", 3)
    state.actions_left = setup.get("actions_left", 3)
    state.phase = setup.get("phase", "actions")
    return state


def resolve_refs(state: DtState, seat: int, action: str) -> str:
    """'#01214' is the first card with that code in the actor's hand; '%01050' the first one
    attached to a warrior in play; '@01031' the first warrior in play with that code; '$01250'
    the first one in any player's hand, deck (from the top), discard pile, missions or cards
    lying on them, in seat order."""

    def hand_ref(m: re.Match[str]) -> str:
        return next(c for c in state.players[seat].hand if c.startswith(f"k{m.group(1)}_"))

    def table_ref(m: re.Match[str]) -> str:
        lying = [c for p in state.players for w in p.warriors for c in w.attached]
        lying += [c for p in state.players for c in p.sites]
        return next(c for c in lying if c.startswith(f"k{m.group(1)}_"))

    def warrior_ref(m: re.Match[str]) -> str:
        return next(w.card for p in state.players for w in p.warriors if w.card.startswith(f"k{m.group(1)}_"))

    def any_ref(m: re.Match[str]) -> str:
        places = [c for p in state.players for c in [*p.hand, *reversed(p.deck), *p.discard]]
        places += [m.card for p in state.players for m in p.missions]
        places += [x.card for p in state.players for x in p.lasting]
        return next(c for c in places if c.startswith(f"k{m.group(1)}_"))

    action = re.sub(r"\$(\d{5})", any_ref, action)
    action = re.sub(r"#(\d{5})", hand_ref, action)
    action = re.sub(r"@(\d{5})", warrior_ref, action)
    return re.sub(r"%(\d{5})", table_ref, action)


Render = Callable[[Msg, Sequence[str], PlayerId | None], str]
NAMES = ("Ann", "Bob", "Cid", "Dee")


def run_scenario(path: Path, render: Render | None = None) -> dict[str, Any]:
    """The `python -m bot scenario doomtrooper FILE` entry: the failures, the events (in words
    when `render` is given) and the players at the end."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    shown: list[Any] = []
    failures = check_scenario(data, shown.append)
    names = list(NAMES[: len(data["setup"]["players"]) if "setup" in data else int(data["new"]["players"])])
    events = [e.msg.to_json() if render is None else render(e.msg, names, None) for e in shown if e.audience is None]
    return {"scenario": data.get("name", Path(path).stem), "failures": failures, "events": events}


def check_scenario(data: dict[str, Any], seen: Callable[[Event], object] = lambda _: None) -> list[str]:
    """Every way the scenario fails (empty when it holds)."""
    if "new" in data:
        new = data["new"]
        state = GAME.setup(int(new["players"]), Options(**data.get("options", {})), Rng.from_seed(int(new["seed"])))
    else:
        state = build(data)
    failures: list[str] = []
    keys: list[str] = []
    for step in data.get("actions", []):
        seat, action = int(step[0]), resolve_refs(state, int(step[0]), str(step[1]))
        refused = len(step) > 2 and step[2] == "illegal"
        try:
            after, events = apply_action(GAME, state, seat, action)
            assert isinstance(after, DtState)
            state = after
        except GameError as error:
            if not refused:
                failures.append(f"{action!r} refused: {error}")
                return failures
            continue
        if refused:
            failures.append(f"{action!r} was accepted but should be refused")
            return failures
        keys += [e.msg.key for e in events]
        for event in events:
            seen(event)
        broken = GAME.invariant_violations(state)
        if broken:
            failures.append(f"after {action!r}: {broken}")
    failures += check(state, keys, data.get("expect", {}))
    return failures


def _names(cards: list[str]) -> list[str]:
    return [card_def(c).code for c in cards]


def check(state: DtState, keys: list[str], expect: dict[str, Any]) -> list[str]:
    failures: list[str] = []
    for seat, want in enumerate(expect.get("players", [])):
        if want is None:
            continue
        p = state.players[seat]
        got: dict[str, Any] = {
            "promotion": p.promotion,
            "destiny": p.destiny,
            "hand": sorted(_names(p.hand)),
            "hand_size": len(p.hand),
            "out": p.out,
            "missions": [card_def(m.card).code for m in p.missions],
            "lasting": [card_def(x.card).code for x in p.lasting],
            "removed": sorted(_names(p.removed)),
            "sites": sorted(_names(p.sites)),
            "discard_has": None,
            "warriors": [
                {
                    "card": card_def(w.card).code,
                    "wounded": w.wounded,
                    "cover": w.cover,
                    "attached": sorted(_names(w.attached)),
                }
                for w in p.warriors
            ],
        }
        for field, value in want.items():
            if field == "discard_has":
                missing = [c for c in value if c not in _names(p.discard)]
                if missing:
                    failures.append(f"seat {seat}: {missing} not in the discard pile")
            elif field == "warriors":
                mine = [{k: w[k] for k in v} for w, v in zip(got["warriors"], value, strict=False)]
                if len(got["warriors"]) != len(value) or mine != value:
                    failures.append(f"seat {seat} warriors: expected {value}, got {got['warriors']}")
            elif field == "hand":
                if sorted(value) != got["hand"]:
                    failures.append(f"seat {seat} hand: expected {sorted(value)}, got {got['hand']}")
            elif got.get(field) != value:
                failures.append(f"seat {seat} {field}: expected {value}, got {got.get(field)}")
    for field in ("phase", "actions_left", "current", "finished", "winners"):
        if field in expect and getattr(state, field) != expect[field]:
            failures.append(f"{field}: expected {expect[field]!r}, got {getattr(state, field)!r}")
    if "pending" in expect:
        d = GAME.pending(state)[0]
        if [d.player, d.kind] != expect["pending"]:
            failures.append(f"pending: expected {expect['pending']}, got {[d.player, d.kind]}")
    if "choices_include" in expect or "choices_exclude" in expect:
        actions = {resolve_refs(state, d.player, c.action) for d in GAME.pending(state) for c in d.choices}
        for a in expect.get("choices_include", []):
            if resolve_refs(state, GAME.pending(state)[0].player, a) not in actions:
                failures.append(f"{a!r} should be a choice")
        for a in expect.get("choices_exclude", []):
            try:
                ref = resolve_refs(state, GAME.pending(state)[0].player, a)
            except StopIteration:
                continue
            if ref in actions:
                failures.append(f"{a!r} should not be a choice")
    it = iter(keys)
    for key in expect.get("events", []):
        if not any(k == key for k in it):
            failures.append(f"event {key} missing (in this order) from {keys}")
            break
    for key in expect.get("no_events", []):
        if key in keys:
            failures.append(f"event {key} should not happen")
    return failures
