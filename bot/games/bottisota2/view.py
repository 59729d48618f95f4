"""What each seat may see, and the secret tokens: a hand is its owner's alone; so are declarations
until every shooter (or fighter) is in, and (bots=choose) a bot's model until the picks are revealed."""

from typing import Any

from bot.engine import View
from bot.games.bottisota2.arena import arena_text
from bot.games.bottisota2.parts import PART_OF, TOKENS
from bot.games.bottisota2.state import (
    B2State,
    arena_of,
    armour,
    melee_level,
    model_of,
    shield,
    speed_class,
    speeds,
    weapons,
)

MODEL_FIELDS = (
    "model",
    "move",
    "faults_at",
    "explodes_at",
    "armour",
    "shield",
    "speed",
    "speed_class",
    "melee",
    "min_move",
)
"""What a view says of a bot that only its model tells."""


def hidden_tokens(state: B2State, viewer: int | None) -> set[str]:
    visible = {t for b in state.bots for t in b.installed} | set(state.discard) | set(state.recycled)
    if viewer is not None:
        visible |= set(state.bots[viewer].hand)
    return set(TOKENS) - visible


def build_view(state: B2State, viewer: int | None) -> View:
    arena = arena_of(state)
    bots: list[dict[str, Any]] = []
    for i, b in enumerate(state.bots):
        m = model_of(b)
        dash, normal = speeds(b)
        own = viewer == i
        entry: dict[str, Any] = {
            "number": i + 1,
            "seat": i,
            "model": b.model,
            "move": m.move,
            "area": arena.labels[b.area] if b.area >= 0 else None,
            "alive": b.alive,
            "out": b.out,
            "lives": b.lives,
            "damage": b.damage,
            "faults_at": m.faults_at,
            "explodes_at": m.explodes_at,
            "faults": list(b.faults),
            "armour": armour(b),
            "shield": shield(b),
            "speed": [dash, normal],
            "speed_class": speed_class(b),
            "melee": melee_level(b),
            "min_move": m.min_move,
            "weapons": [
                {"slot": slot, "weapon": w.key, "ammo": b.ammo.get(slot) if w.charges else None}
                for slot, w in weapons(b)
            ],
            "installed": [{"card": t, "part": PART_OF[t].key} for t in b.installed],
            "hand_size": len(b.hand),
            "mode": b.mode,
            "moved": b.moved,
            "heading": b.heading,
            "declared": b.declared,
            "choosing": b.choosing,
            "joining": b.joining,
        }
        if own:
            entry["hand"] = [{"card": t, "part": PART_OF[t].key} for t in b.hand]
            entry["declarations"] = list(b.decl)
            entry["melee_target"] = b.melee_target + 1 if b.melee_target >= 0 else None
            entry["pick"] = b.pick or None
        elif b.choosing or state.phase == "pick":
            # The drawn model (the default pick) and the pick are the player's own until revealed.
            entry.update(dict.fromkeys(MODEL_FIELDS), weapons=[])
        bots.append(entry)
    return {
        "game": "bottisota2",
        "viewer": viewer,
        "arena": arena.name,
        "arena_text": arena_text(arena),
        "round": state.round,
        "round_limit": state.options.round_limit,
        "phase": state.phase,
        "starter": state.starter,
        "bots": bots,
        "mines": [{"area": arena.labels[m.area], "magnetic": m.magnetic, "owner": m.owner} for m in state.mines],
        "deck": len(state.deck),
        "discard": [{"card": t, "part": PART_OF[t].key} for t in state.discard],
        "queue": list(state.queue),
        "waiting": list(state.waiting),
        "hunters": list(state.hunters),
        "finished": state.finished,
        "winners": list(state.winners),
    }
