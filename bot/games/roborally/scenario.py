"""Scenario runner: build an exact position from a JSON file, run whole turns, report the result.

`python -m bot scenario roborally FILE` prints run_scenario(FILE). The format is documented in
docs/games/roborally-scenarios.md.

Events are messages (docs/wording.md). A game may not render them itself (it builds on the
engine only), so the caller passes `render`, e.g. `bot.wording.wording_for(GAME).text`: then
the events and the reason the match finished are English text, robots named P1, P2, ...;
without it they are the messages as data (`{"message": ..., "audience": ...}`).
"""

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bot.engine import Event, Msg, PlayerId, Rng
from bot.games.roborally import board as boards
from bot.games.roborally.board import DIRS, CourseSpec, load_course, spec_key
from bot.games.roborally.cards import DECK, KIND, KIND_KEYS, OPTIONS, card_name
from bot.games.roborally.game import GAME
from bot.games.roborally.state import Options, RoboState, Robot
from bot.games.roborally.turn import maybe_resolve


class ScenarioError(ValueError):
    """A scenario file that does not describe a position (a developer's error, not a player's)."""

    pass


Render = Callable[[Msg, Sequence[str], PlayerId | None], str]
"""A message in words for robots named `names`, as `reader` reads it (None: the thread)."""


_LOG: list[Event] = []
"""Events of the scenario being run (programming actions and resolution)."""


def _option_key(name: str) -> str:
    low = name.strip().lower()
    for card in OPTIONS:
        if low in (card.key, card.german.lower(), card.english.lower()):
            return card.key
    raise ScenarioError(f"unknown option card '{name}'")


def _card(spec: Any, free: list[int]) -> int:
    """'move2' (lowest free priority of that kind), 'move2:700', or a priority number."""
    if isinstance(spec, int):
        wanted = spec
    else:
        kind, _, priority = str(spec).partition(":")
        if kind not in KIND_KEYS:
            raise ScenarioError(f"'{spec}' is not a program card (one of {', '.join(KIND_KEYS)})")
        if priority:
            wanted = int(priority)
            if KIND[wanted] != KIND_KEYS.index(kind):
                raise ScenarioError(f"card {wanted} is not a {kind}")
        else:
            matches = [c for c in sorted(free) if KIND[c] == KIND_KEYS.index(kind)]
            if not matches:
                raise ScenarioError(f"no free {kind} card left")
            wanted = matches[0]
    if wanted not in free:
        raise ScenarioError(f"card {wanted} is used twice or does not exist")
    free.remove(wanted)
    return wanted


def _course_key(spec: dict[str, Any]) -> str:
    for name, lines in spec.get("boards", {}).items():
        if name in boards.board_names():
            raise ScenarioError(f"inline board '{name}' would hide a shipped board")
        boards.EXTRA_BOARDS[name] = "\n".join(lines)
    boards.load_board.cache_clear()
    load_course.cache_clear()
    course = spec.get("course", "sprint")
    if isinstance(course, str):
        return course
    placed = [(b[0], int(b[1]), int(b[2])) for b in course["boards"]]
    flags = [tuple(c.split(":", 1)) for c in course["checkpoints"]]
    return spec_key(CourseSpec("custom", "Custom", "", placed, [(b, s) for b, s in flags]))


def _program(entry: dict[str, Any], turn: int) -> list[Any] | None:
    if "programs" in entry:
        programs = entry["programs"]
        return programs[turn] if turn < len(programs) else None
    return entry.get("program") if turn == 0 else None


def _per_turn(entry: dict[str, Any], key: str, turn: int) -> list[str]:
    value = entry.get(key, [])
    if value and isinstance(value[0], list):
        return list(value[turn]) if turn < len(value) else []
    return list(value) if turn == 0 else []


def build(spec: dict[str, Any]) -> RoboState:
    key = _course_key(spec)
    options = Options.model_validate({**spec.get("options", {}), "course": key})
    course = load_course(key)
    rng = Rng.from_seed(int(spec.get("seed", 1)))
    free = list(DECK)
    robots = []
    held_options: list[str] = []
    for seat, entry in enumerate(spec["robots"]):
        at = entry.get("at")
        pos = course.square(at) if at else -1
        damage = int(entry.get("damage", 0))
        rb = Robot(
            pos=pos,
            facing=DIRS.index(entry.get("facing", "N")),
            damage=damage,
            lives=int(entry.get("lives", options.lives)),
            next_cp=int(entry.get("next_checkpoint", 1)) - 1,
            archive=course.square(entry["archive"]) if entry.get("archive") else pos,
            down=bool(entry.get("powered_down", False)),
            announce=bool(entry.get("announce", False)),
            destroyed=pos < 0 and not entry.get("out", False),
            out=bool(entry.get("out", False)),
            locked=int(entry.get("locked", max(0, min(5, damage - 4)))),
            options=[_option_key(o) for o in entry.get("options", [])],
            coat=int(entry.get("coat", 0)),
            stage="locked",
        )
        rb.archive_stamp = seat
        if "howitzer" in rb.options:
            rb.shots = int(entry.get("shots", 5))
        held_options += rb.options
        robots.append(rb)
    for seat, entry in enumerate(spec["robots"]):
        rb = robots[seat]
        program = _program(entry, 0) or []
        if rb.down and program:
            raise ScenarioError(f"robot {seat + 1} is powered down and cannot have a program")
        for reg, card in enumerate(program[:5]):
            if card not in (None, ""):
                rb.registers[reg] = _card(card, free)
        rb.hand = [_card(c, free) for c in entry.get("hand", [])]
        if rb.out:
            rb.stage = "out"
        elif rb.down:
            rb.stage = "idle"
        elif rb.destroyed:
            rb.stage = "enter"
    if len(set(held_options)) != len(held_options):
        raise ScenarioError("an option card is held by two robots")
    top = [_card(c, free) for c in spec.get("deck_top", [])]
    rng.shuffle(free)
    option_deck = [o.key for o in OPTIONS if o.key not in held_options]
    rng.shuffle(option_deck)
    for name in reversed(spec.get("option_deck_top", [])):
        k = _option_key(name)
        option_deck.remove(k)
        option_deck.append(k)
    state = RoboState(
        num_players=len(robots),
        rng=rng,
        options=options,
        course=key,
        robots=robots,
        deck=free + list(reversed(top)),
        option_deck=option_deck,
        turn=1,
        stamp=len(robots),
    )
    return state


def _prepare_turn(state: RoboState, spec: dict[str, Any], turn: int) -> None:
    """Place the requested programs and apply each robot's actions for this turn."""
    for seat, entry in enumerate(spec["robots"]):
        rb = state.robots[seat]
        power = _per_turn(entry, "power", turn)
        if rb.stage == "power":
            _act(state, seat, "stay down" if power and power[0] == "down" else "power on")
    for _ in range(state.num_players):
        entering = next((s for s, rb in enumerate(state.robots) if rb.stage == "enter"), None)
        if entering is None:
            break
        wanted = _per_turn(spec["robots"][entering], "enter", turn)
        if wanted:
            _act(state, entering, f"enter {wanted[0]}")
        else:
            decision = next(d for d in GAME.pending(state) if d.player == entering)
            _act(state, entering, decision.default)
    if turn > 0:
        programmed = [
            s
            for s, e in enumerate(spec["robots"])
            if state.robots[s].stage == "program" and _program(e, turn) is not None
        ]
        pool = list(state.deck) + list(state.discard)
        for seat in programmed:
            pool += state.robots[seat].hand
            state.robots[seat].hand = []
        for seat in programmed:
            rb = state.robots[seat]
            program = _program(spec["robots"][seat], turn) or []
            for reg in range(5 - rb.locked):
                card = program[reg] if reg < len(program) else None
                if rb.registers[reg]:
                    pool.append(rb.registers[reg])
                    rb.registers[reg] = 0
                if card not in (None, ""):
                    rb.registers[reg] = _card(card, pool)
        state.deck = [c for c in state.deck if c in pool] + [c for c in pool if c not in state.deck]
        state.discard = []
    for seat, entry in enumerate(spec["robots"]):
        for action in _per_turn(entry, "actions", turn):
            _act(state, seat, action)


def _act(state: RoboState, seat: int, action: str) -> None:
    decision = next((d for d in GAME.pending(state) if d.player == seat), None)
    if decision is None or not GAME.is_legal(state, decision, action):
        raise ScenarioError(f"robot {seat + 1} cannot '{action}' now")
    _LOG.extend(GAME.apply(state, seat, action))


def play_spec(spec: dict[str, Any]) -> tuple[RoboState, list[Event]]:
    """Build the scenario's position and run its turns: the final state and every event."""
    state = build(spec)
    for rb in state.robots:
        if rb.stage == "locked":
            rb.stage = "program"
    turns = int(spec.get("turns", 1))
    events = _LOG
    events.clear()
    for turn in range(turns):
        if state.finished is not None:
            break
        _prepare_turn(state, spec, turn)
        for rb in state.robots:
            if rb.stage == "program":
                rb.stage = "locked"
        events.extend(maybe_resolve(state))
    played = list(events)
    events.clear()
    return state, played


def run_spec(spec: dict[str, Any], render: Render | None = None) -> dict[str, Any]:
    state, events = play_spec(spec)
    problems = GAME.invariant_violations(state)
    if problems:
        raise ScenarioError("; ".join(problems))
    names = [f"P{k + 1}" for k in range(state.num_players)]
    shown: list[Any] = []
    for event in events:
        # A private event as its seat reads it, a public one as the thread does.
        reader = event.audience[0] if event.audience else None
        if render is None:
            shown.append({"message": event.msg.to_json(), "audience": event.audience})
        else:
            shown.append(render(event.msg, names, reader))
    outcome = GAME.outcome(state)
    finished: Any = None
    if outcome is not None:
        finished = outcome.reason.to_json() if render is None else render(outcome.reason, names, None)
    return {**summary(state, shown), "finished": finished}


def summary(state: RoboState, events: list[Any]) -> dict[str, Any]:
    course = load_course(state.course)
    robots = []
    for seat, rb in enumerate(state.robots):
        robots.append(
            {
                "robot": seat + 1,
                "at": course.name_of(rb.pos) if rb.pos >= 0 else None,
                "facing": DIRS[rb.facing],
                "damage": rb.damage,
                "lives": rb.lives,
                "checkpoints": rb.next_cp,
                "archive": course.name_of(rb.archive) if rb.archive >= 0 else None,
                "destroyed": rb.destroyed,
                "out": rb.out,
                "powered_down": rb.down,
                "announce": rb.announce,
                "stage": rb.stage,
                "options": list(rb.options),
                "coat": rb.coat,
                "shots": rb.shots,
                "locked": [card_name(c) for c in rb.registers[5 - rb.locked :] if c] if rb.locked else [],
                "hand_size": len(rb.hand),
                "flywheel": card_name(rb.flywheel) if rb.flywheel else None,
            }
        )
    return {
        "course": state.course,
        "turn": state.turn,
        "finished": state.finished,
        "winners": [w + 1 for w in state.winners],
        "robots": robots,
        "last_programs": [[card_name(c) if c else None for c in prog] for prog in state.last],
        "events": events,
        "option_deck_top": state.option_deck[-1] if state.option_deck else None,
    }


def run_scenario(path: Path, render: Render | None = None) -> dict[str, Any]:
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    result = run_spec(spec, render)
    result["scenario"] = spec.get("title", Path(path).stem)
    return result
