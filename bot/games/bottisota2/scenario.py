"""Scenario runner: build an exact position from a JSON file, apply actions, report the result.

`python -m bot scenario bottisota2 FILE` prints run_scenario(FILE). The format is documented in
docs/games/bottisota2-scenarios.md. Bots are numbered from 1 (bot 1 is seat 0); with `render`
(e.g. `bot.wording.wording_for(GAME).text`) the events are English, players named Ann, Ben, ...
"""

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bot.engine import Event, Msg, PlayerId, Rng, apply_action, join_match
from bot.games.bottisota2.arena import DIRECTION_NAMES, ArenaError, arena_text, designed, parse
from bot.games.bottisota2.flow import advance, fresh_bot, new_match
from bot.games.bottisota2.game import GAME
from bot.games.bottisota2.maintenance import has_work
from bot.games.bottisota2.melee import melee_targets
from bot.games.bottisota2.parts import PART_OF, PARTS, TOKENS
from bot.games.bottisota2.roster import MODELS
from bot.games.bottisota2.shooting import shot_options
from bot.games.bottisota2.state import B2State, Mine, Options, speed_class

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou"]
Render = Callable[[Msg, Sequence[str], PlayerId | None], str]


class ScenarioError(ValueError):
    """A scenario file that does not describe a position (a developer's error, not a player's)."""

    pass


def build(spec: dict[str, Any]) -> B2State:
    bots = spec["bots"]
    n = int(spec.get("players", len(bots)))
    options = Options(**spec.get("options", {}))
    state = new_match(n, options, Rng.from_seed(int(spec.get("seed", 1))))
    arena_spec = spec.get("arena", "hall")
    try:
        if isinstance(arena_spec, str):
            text = arena_text(designed(arena_spec))
        else:
            text = arena_text(parse("\n".join(arena_spec)))
    except ArenaError as error:
        raise ScenarioError(str(error)) from None
    state.arena_text = text
    arena = parse(text)
    free = list(TOKENS)

    def token(key: str) -> str:
        for t in free:
            if PART_OF[t].key == key:
                free.remove(t)
                return t
        raise ScenarioError(f"no part '{key}' left in the deck (parts: {', '.join(PARTS)})")

    state.bots = []
    for k, b in enumerate(bots):
        if b["model"] not in MODELS:
            raise ScenarioError(f"bot {k + 1}: unknown model {b['model']!r} (models: {', '.join(MODELS)})")
        bot = fresh_bot(b["model"], int(b.get("lives", 0)))
        bot.area = arena.index(b["at"]) if b.get("at") else -1
        bot.alive = bot.area >= 0
        bot.out = bool(b.get("out", False))
        bot.damage = int(b.get("damage", 0))
        bot.faults = list(b.get("faults", []))
        bot.hand = [token(p) for p in b.get("hand", [])]
        bot.installed = [token(p) for p in b.get("installed", [])]
        for t in bot.installed:
            w = PART_OF[t].weapon
            if w is not None and w.charges:
                bot.ammo[t] = w.charges
        for slot, left in b.get("ammo", {}).items():
            bot.ammo[slot] = int(left)
        if "heading" in b:
            bot.heading = DIRECTION_NAMES.index(b["heading"])
        state.bots.append(bot)
    for k in range(len(bots), n):
        state.bots.append(fresh_bot("rambler", 0))
        state.bots[k].alive = False
        state.bots[k].out = True
    deck = [token(p) for p in spec.get("deck", [])]
    state.deck = deck + free
    state.discard = []
    state.mines = [
        Mine(
            area=arena.index(m["at"]),
            owner=int(m.get("owner", 1)) - 1,
            magnetic=bool(m.get("magnetic", False)),
            hit=int(m.get("hit", 4)),
            mod=int(m.get("mod", 0)),
        )
        for m in spec.get("mines", [])
    ]
    state.round = int(spec.get("round", 1))
    state.starter = int(spec.get("starter", 1)) - 1
    state.forced = [int(d) for d in spec.get("dice", [])]
    phase = spec.get("phase", "move")
    state.phase = phase
    state.queue = []
    state.waiting = []
    for k, b in enumerate(bots):
        bot = state.bots[k]
        bot.mode = b.get("mode", "")
        bot.moved = bool(b.get("moved", phase != "move"))
        bot.no_melee = [int(x) - 1 for x in b.get("no_melee", [])]
        bot.melee_ok = [int(x) - 1 for x in b.get("melee_ok", [])]
    alive = [k for k, b in enumerate(state.bots) if b.alive]
    if phase == "move":
        state.queue = sorted(alive, key=lambda s: (speed_class(state.bots[s]), (s - state.starter) % n))
    elif phase == "shoot":
        state.waiting = [k for k in alive if shot_options(state, k)]
    elif phase == "melee":
        state.waiting = [k for k in alive if melee_targets(state, k)]
    elif phase == "maint":
        state.waiting = [k for k in alive if has_work(state, k)]
    else:
        raise ScenarioError(f"a scenario starts in move, shoot, melee or maint, not {phase!r}")
    return state


def run_spec(spec: dict[str, Any], render: Render | None = None) -> dict[str, Any]:
    state = build(spec)
    log: list[Event] = []
    advance(state, log)
    for entry in spec.get("actions", []):
        if isinstance(entry, str) and entry.startswith("until "):
            goal = entry.split()[1]
            for _ in range(500):
                if GAME.outcome(state) is not None or state.phase == goal:
                    break
                decision = GAME.pending(state)[0]
                state, caused = _act(state, decision.player, decision.default)
                log += caused
            continue
        if entry == "join":  # a late joiner takes the next seat (bot.engine.join_match)
            new, caused = join_match(GAME, state)
            assert isinstance(new, B2State)
            state = new
            log += caused
            continue
        number, action = entry
        state, caused = _act(state, int(number) - 1, str(action))
        log += caused
    return report(state, log, render)


def _act(state: B2State, seat: int, action: str) -> tuple[B2State, list[Event]]:
    new, caused = apply_action(GAME, state, seat, action)
    assert isinstance(new, B2State)
    return new, caused


def report(state: B2State, log: list[Event], render: Render | None) -> dict[str, Any]:
    arena = parse(state.arena_text)
    names = NAMES[: state.num_players]

    def words(event: Event) -> Any:
        if render is None:
            return {"message": event.msg.to_json(), "audience": event.audience}
        reader = None if event.audience is None else event.audience[0]
        return render(event.msg, names, reader)

    outcome = GAME.outcome(state)
    return {
        "bots": [
            {
                "model": b.model,
                "at": arena.labels[b.area] if b.area >= 0 else None,
                "alive": b.alive,
                "out": b.out,
                "damage": b.damage,
                "faults": b.faults,
                "hand": [PART_OF[t].key for t in b.hand],
                "installed": [PART_OF[t].key for t in b.installed],
                "ammo": b.ammo,
                "mode": b.mode,
                "moved": b.moved,
                "no_melee": [x + 1 for x in b.no_melee],
                "melee_ok": [x + 1 for x in b.melee_ok],
                "lives": b.lives,
            }
            for b in state.bots
        ],
        "events": [words(e) for e in log],
        "keys": [e.msg.key for e in log],
        "phase": state.phase,
        "round": state.round,
        "mines": [{"at": arena.labels[m.area], "magnetic": m.magnetic} for m in state.mines],
        "dice_left": len(state.forced),
        "finished": state.finished or None,
        "winners": [w + 1 for w in state.winners] if outcome is not None else None,
        "pending": [d.player + 1 for d in GAME.pending(state)],
        "choices": {str(d.player + 1): [c.action for c in d.choices] for d in GAME.pending(state)},
        "deck": len(state.deck),
        "discard": [PART_OF[t].key for t in state.discard],
    }


def run_scenario(path: Path, render: Render | None = None) -> dict[str, Any]:
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    return run_spec(spec, render)
