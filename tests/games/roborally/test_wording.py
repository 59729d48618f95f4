"""What players read (issue #14, words as data): every event states what happened and why, in
the second person for the reader's own robot; labels and prompts name cards and squares.

Robots are named as in tests.support.wording: robot 1 is Ann, 2 Ben, 3 Cat.
"""

import json
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import parse
from fluent.syntax.ast import Junk, Message

from bot.engine import Event, Many, Msg, Outcome, Seat, apply_action, msg, new_state
from bot.games.roborally import GAME
from bot.games.roborally.cards import DECK, OPTIONS, moves, token
from bot.games.roborally.scenario import build, play_spec
from bot.games.roborally.state import RoboState
from bot.games.roborally.turn import lock
from tests.support.wording import labels, lines, say


def arena(*elements: str, robots: list[dict[str, Any]], grid: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    """A scenario on an 8x5 board (A1-H5, empty unless `grid` says otherwise) with `elements`;
    checkpoint 1 on H1."""
    rows = grid or [".. .. .. .. .. .. .. .."] * 5
    return {
        "boards": {"t-words": ["size: 8 5", "grid:", *rows, "elements:", *elements]},
        "course": {"boards": [["t-words", 0, 0]], "checkpoints": ["t-words:H1"]},
        "robots": robots,
        **extra,
    }


def played(spec: dict[str, Any]) -> tuple[RoboState, list[Event]]:
    return play_spec(spec)


def read(spec: dict[str, Any], reader: int | None = None) -> list[str]:
    """The scenario's events as `reader` reads them (None: the thread)."""
    _, events = played(spec)
    return lines(GAME, events, reader)


# -- causes --------------------------------------------------------------------------------------


def test_a_wall_stop_says_which_wall() -> None:
    spec = arena("wall B3 E", robots=[{"at": "B3", "facing": "E", "program": ["move2"]}])
    assert "Ann is stopped by the wall on the east side of B3." in read(spec)
    assert "You are stopped by the wall on the east side of B3." in read(spec, 0)


def test_a_closed_door_stop_says_door() -> None:
    spec = arena("door B3 E 5", robots=[{"at": "B3", "facing": "E", "program": ["move1"]}])
    assert "Ann is stopped by the closed door on the east side of B3." in read(spec)


def test_a_closed_door_stops_a_push_too() -> None:
    spec = arena("door C3 E 5", robots=[{"at": "B3", "facing": "E", "program": ["move1"]}, {"at": "C3"}])
    assert "Ann cannot push Ben: the closed door on the east side of C3 is in the way." in read(spec)
    assert "You cannot push Ben: the closed door on the east side of C3 is in the way." in read(spec, 0)
    assert "Ann cannot push you: the closed door on the east side of C3 is in the way." in read(spec, 1)


def test_a_push_names_pusher_and_squares_for_each_reader() -> None:
    spec = arena(robots=[{"at": "B3", "facing": "E", "program": ["move1"]}, {"at": "C3", "facing": "N"}])
    assert "Ann pushes Ben from C3 to D3." in read(spec)
    assert "You push Ben from C3 to D3." in read(spec, 0)
    assert "Ann pushes you from C3 to D3." in read(spec, 1)


def test_one_move_pushing_two_squares_reads_as_one_push() -> None:
    spec = arena(robots=[{"at": "B3", "facing": "E", "program": ["move2"]}, {"at": "C3", "facing": "N"}])
    thread = read(spec)
    assert "Ann pushes Ben from C3 to E3." in thread
    assert not [line for line in thread if "from C3 to D3" in line or "from D3 to E3" in line]


def test_a_push_chain_reads_from_the_robot_pushed_first() -> None:
    spec = arena(robots=[{"at": "B3", "facing": "E", "program": ["move1"]}, {"at": "C3", "facing": "N"}, {"at": "D3"}])
    thread = read(spec)
    assert thread[2:4] == ["Ann pushes Ben from C3 to D3.", "Ann pushes Cat from D3 to E3."]


def test_a_push_chain_reads_from_the_front_and_each_fall_names_the_pusher() -> None:
    spec = arena(
        grid=[".. .. .. .. .. .. .. .."] * 2 + [".. .. .. .. .. XX .. .."] + [".. .. .. .. .. .. .. .."] * 2,
        robots=[
            {"at": "B3", "facing": "E", "program": ["move3", "left"]},
            {"at": "D3", "facing": "N"},
            {"at": "E3", "facing": "S"},
        ],
    )
    thread = read(spec)
    # Ben is pushed twice by one move (D3 to E3, then into the pit Cat fell into first): one line.
    assert thread.index("Ann pushes Ben from D3 to F3.") < thread.index("Ann pushes Cat from E3 to F3.")
    assert "Cat falls into a pit at F3 (pushed by Ann)." in thread
    assert "Ben falls into a pit at F3 (pushed by Ann)." in thread
    assert "You fall into a pit at F3 (pushed by Ann)." in read(spec, 2)
    assert "Ben falls into a pit at F3 (pushed by you)." in read(spec, 0)


def test_falling_off_the_course_says_who_pushed() -> None:
    spec = arena(robots=[{"at": "F3", "facing": "E", "program": ["move2", "left"]}, {"at": "H3", "facing": "N"}])
    thread = read(spec)
    assert "Ben leaves the course at H3 (pushed by Ann)." in thread
    assert "Ben is destroyed and will re-enter at H3 next turn (2 lives left)." in thread
    mine = read(spec, 1)
    assert "You leave the course at H3 (pushed by Ann)." in mine
    assert "You are destroyed and will re-enter at H3 next turn (2 lives left)." in mine


@pytest.mark.parametrize(
    ("lives", "then"),
    [
        (2, "You are destroyed and will re-enter at H3 next turn (1 life left)."),
        (1, "You are destroyed and will re-enter at H3 next turn (no lives left)."),
        (0, "You are destroyed with no lives left: you are out of the race."),
    ],
)
def test_driving_off_the_course_and_the_lives_left(lives: int, then: str) -> None:
    spec = arena(robots=[{"at": "H3", "facing": "E", "lives": lives, "program": ["move1"]}])
    mine = read(spec, 0)
    assert mine[mine.index("You drive off the course at H3.") + 1] == then
    if not lives:
        assert "Ann is destroyed with no lives left: out of the race." in read(spec)
        assert read(spec)[-1] == (
            "The race ends: every robot is out of lives. Ahead on checkpoints, then on the shortest path"
            " to the next one: Ann."
        )


def test_a_belt_carrying_a_robot_off_the_course_is_the_stated_cause() -> None:
    grid = [".. .. .. .. .. .. .. .."] * 2 + [".. .. .. .. .. .. .. b>"] + [".. .. .. .. .. .. .. .."] * 2
    spec = arena(grid=grid, robots=[{"at": "H3", "facing": "N"}])
    assert "Ann leaves the course at H3 (carried by a belt)." in read(spec)


def test_belts_say_where_they_carry_robots() -> None:
    grid = [".. .. .. .. .. .. .. .."] * 2 + [".. b> b> .. .. .. .. .."] + [".. .. .. .. .. .. .. .."] * 2
    spec = arena(grid=grid, robots=[{"at": "B3", "facing": "N"}, {"at": "A1", "facing": "S"}])
    assert "The belts carry you to C3." in read(spec, 0)
    assert "The belts carry Ann to C3." in read(spec)


def test_a_belt_curve_says_it_turns_the_robot() -> None:
    grid = [".. .. .. .. .. .. .. .."] * 2 + [".. b> bv .. .. .. .. .."] + [".. .. .. .. .. .. .. .."] * 2
    spec = arena(grid=grid, robots=[{"at": "B3", "facing": "N"}])
    assert read(spec, 0)[1] == "The belts carry you to C3, turning right."


def test_weapon_modules_say_where_they_move_the_robot_hit() -> None:
    robots: list[dict[str, Any]] = [
        {
            "at": "B3",
            "facing": "E",
            "options": ["Hochdruckstrahl"],
            "program": ["", "left"],
            "actions": ["weapon 1 pressor"],
        },
        {"at": "D3", "facing": "N"},
    ]
    thread = read(arena(robots=robots))
    assert thread[1:3] == ["Ann's Pressor Beam hits Ben.", "Ann's Pressor Beam pushes Ben from D3 to E3."]
    robots[0].update(options=["Traktorstrahl"], actions=["weapon 1 tractor"])
    mine = read(arena(robots=robots), 1)
    assert mine[1:3] == ["Ann's Tractor Beam hits you.", "Ann's Tractor Beam pulls you from D3 to C3."]


def test_a_pusher_against_a_wall_and_the_last_life_lost_to_damage() -> None:
    spec = arena("wall E3 N", "pusher E3 N 1", robots=[{"at": "E3", "facing": "W"}])
    assert read(spec, 0)[1:3] == [
        "The pusher at E3 shoves you, but you do not move.",
        "You are stopped by the wall on the north side of E3.",
    ]
    spec = arena("laser A3 E 1", robots=[{"at": "D3", "facing": "N", "damage": 9, "lives": 0}])
    assert read(spec)[1:3] == [
        "Ann takes 1 damage from the board laser at A3 (10 in all).",
        "Ann is destroyed by damage with no lives left: out of the race.",
    ]


def test_damage_names_its_source_and_the_total() -> None:
    spec = arena(
        "laser A3 E 1",
        robots=[{"at": "C3", "facing": "N", "damage": 2}, {"at": "C1", "facing": "S"}],
    )
    thread = read(spec)
    assert "Ann takes 1 damage from the board laser at A3 (3 in all)." in thread
    assert "Ann takes 1 damage from Ben's laser (4 in all)." in thread
    assert "You take 1 damage from Ben's laser (4 in all)." in read(spec, 0)
    assert "Ann takes 1 damage from your laser (4 in all)." in read(spec, 1)


def test_checkpoints_say_which_comes_next_and_the_win() -> None:
    spec = arena(robots=[{"at": "F1", "facing": "E", "program": ["move2"]}])
    spec["course"]["checkpoints"] = ["t-words:G1", "t-words:H1"]
    state, events = played(spec)
    thread = lines(GAME, events)
    assert "Ann reaches checkpoint 1 at G1; next is checkpoint 2 at H1." in thread
    assert "Ann reaches checkpoint 2 at H1, the last one!" in thread
    assert thread[-1] == "Ann reaches the last checkpoint first and wins the race!"
    assert lines(GAME, events, 0)[-1] == "You reach the last checkpoint first and win the race!"
    outcome = GAME.outcome(state)
    assert outcome is not None and say(GAME, outcome.reason) == "Reached the last checkpoint first."


def test_a_shared_win_names_every_winner() -> None:
    shared = msg("rr-win-shared", robots=Many((Seat(0), Seat(2))))
    assert say(GAME, shared) == "The race ends in a shared win: Ann and Cat reach the last checkpoint together!"
    assert say(GAME, shared, 2) == "The race ends in a shared win: Ann and you reach the last checkpoint together!"


def test_gears_and_pushers_say_what_they_do() -> None:
    grid = [".. .. .. .. .. .. .. .."] * 2 + [".. .. g+ .. .. .. .. .."] + [".. .. .. .. .. .. .. .."] * 2
    spec = arena("pusher E3 N 1", grid=grid, robots=[{"at": "C3", "facing": "N"}, {"at": "E3", "facing": "W"}])
    thread = read(spec)
    assert "The gear at C3 turns Ann right: now facing east." in thread
    assert "The pusher at E3 shoves Ben to E2." in thread
    assert "The pusher at E3 shoves you to E2." in read(spec, 1)


def test_the_register_line_names_every_card_in_priority_order() -> None:
    spec = arena(
        robots=[
            {"at": "B3", "facing": "N", "program": ["move1:490"]},
            {"at": "D3", "facing": "N", "program": ["move1:500"]},
        ]
    )
    assert "Register 1: Ben plays Move 1 (priority 500) and Ann plays Move 1 (priority 490)." in read(spec)
    assert "Register 1: Ben plays Move 1 (priority 500) and you play Move 1 (priority 490)." in read(spec, 0)


def test_option_cards_gained_and_lost_are_named() -> None:
    grid = [".. .. .. .. .. .. .. .."] * 2 + [".. .. w2 .. .. .. .. .."] + [".. .. .. .. .. .. .. .."] * 2
    spec = arena(grid=grid, robots=[{"at": "B3", "facing": "E", "program": ["move1"]}], option_deck_top=["Brakes"])
    assert "You take an option card at C3: Brakes." in read(spec, 0)
    spec = arena(robots=[{"at": "H3", "facing": "E", "options": ["Rammbock"], "program": ["move1"]}])
    assert "Ann loses Ramming Gear with the robot; it goes back to the option deck." in read(spec)


def test_locked_registers_and_forced_shutdown_are_announced() -> None:
    spec = arena(robots=[{"at": "B3", "facing": "N", "damage": 6, "program": ["move1", "", "", "right", "left"]}])
    assert "With 6 damage, your registers 4 and 5 are locked and keep their cards." in read(spec, 0)
    spec["robots"][0]["damage"] = 5
    assert "With 5 damage, Ann's register 5 is locked and keeps its card." in read(spec)
    spec = arena(
        robots=[{"at": "B3", "facing": "N", "damage": 3, "program": ["right"]}], options={"forced_shutdown": True}
    )
    mine = read(spec, 0)
    shutdown = mine.index("You have 3 damage (3 or more) and must power down this turn.")
    assert mine[shutdown + 1] == "You are powered down this turn: damage cleared."


# -- programming: events, labels, prompts ---------------------------------------------------------


def fresh(players: int = 2, **options: object) -> RoboState:
    state = new_state(GAME, players, dict(options), 7)
    assert isinstance(state, RoboState)
    return state


def do(state: RoboState, seat: int, action: str) -> tuple[RoboState, list[Event]]:
    new, events = apply_action(GAME, state, seat, action)
    assert isinstance(new, RoboState)
    return new, events


@pytest.mark.parametrize(("empty", "says"), [(1, "1 empty register was"), (2, "2 empty registers were")])
def test_a_lock_in_tells_its_player_how_many_registers_were_filled(empty: int, says: str) -> None:
    state = fresh()
    rb = state.robots[0]
    hand = sorted(rb.hand, key=lambda c: not moves(c))
    for reg in range(5 - empty):
        rb.registers[reg] = hand[reg]
        rb.hand.remove(hand[reg])
    events = lock(state, 0)
    assert lines(GAME, events, 0)[:2] == ["You lock in your program.", f"{says} filled at random from your hand."]
    assert lines(GAME, events)[0] == "Ann locks in." and says not in " ".join(lines(GAME, events))
    assert says not in " ".join(lines(GAME, events, 1))


def test_program_labels_name_cards_and_registers_never_tokens() -> None:
    state = fresh()
    decision = next(d for d in GAME.pending(state) if d.player == 0)
    words = labels(GAME, decision)
    card = max(c for c in state.robots[0].hand if moves(c))
    kind = {True: "Move", False: "Back up"}[card >= 490]
    assert re.fullmatch(rf"Put ({kind}.*) \(priority {card}\) in register 1", words[f"set 1 {token(card)}"])
    example = next(action for action in words if action.startswith("program "))
    assert re.fullmatch(
        r"Put (.+ \(priority \d+\), )+and .+ \(priority \d+\) in registers 1, 2, 3, 4, and 5, and lock in",
        words[example],
    )
    assert words["lock"] == "Lock in (empty registers are filled at random from your hand)"
    assert words["powerdown yes"] == "Announce a power down for next turn"
    assert say(GAME, decision.prompt, 0) == f"Turn {state.turn}: program the registers and lock in"
    assert not [text for text in words.values() if re.search(r"\bc\d{3}\b", text)]
    state, _ = do(state, 0, f"set 1 {token(card)}")
    cleared = labels(GAME, next(d for d in GAME.pending(state) if d.player == 0))["clear 1"]
    assert cleared == f"Take {say(GAME, GAME.card_name(token(card)))} back out of register 1"


def test_option_card_labels_are_words_not_settings() -> None:
    state = fresh(2)
    rb = state.robots[0]
    rb.options = ["gyro", "shield", "turret"]
    state.option_deck = [k for k in state.option_deck if k not in rb.options]
    decision = next(d for d in GAME.pending(state) if d.player == 0)
    words = labels(GAME, decision)
    assert words["gyro off"] == "Gyroscopic Stabilizer: switch off (belts and gears turn your robot)"
    assert words["aim 2 right"] == "Turret: in register 2, aim to the right"
    assert words["shield 3 left"] == "Directional Shield: in register 3, guard the left side"
    assert words["shield 3 none"] == "Directional Shield: in register 3, guard no side"
    assert words["wrench repair"] == "On a double-wrench square: repair 2 damage instead of taking an option card"
    assert words["sacrifice gyro"] == "Give up Gyroscopic Stabilizer first when you must return an option card"
    groups = {say(GAME, c.group) for c in decision.choices if c.group is not None}
    assert "Option cards" in groups
    assert not [text for text in words.values() if re.search(r"True|False|gyro|shield \d", text)]


def test_power_and_re_entry_decisions_read_as_words() -> None:
    spec = arena(robots=[{"at": None, "archive": "C3"}, {"at": "C3", "facing": "N"}])
    state = build(spec)
    state.robots[0].stage = "enter"
    decision = next(d for d in GAME.pending(state) if d.player == 0)
    assert say(GAME, decision.prompt, 0) == "Turn 1: choose where the robot re-enters and which way it faces"
    words = labels(GAME, decision)
    assert all(re.fullmatch(r"Re-enter at [A-H][1-5] facing (north|east|south|west)", text) for text in words.values())
    assert words["enter B3 W"] == "Re-enter at B3 facing west"
    state.robots[0].damage = 2
    _, events = do(state, 0, "enter B3 W")
    assert lines(GAME, events) == ["Ann re-enters at B3 facing west with 2 damage."]
    assert lines(GAME, events, 0) == ["You re-enter at B3 facing west with 2 damage."]
    down = fresh()
    down.robots[0].down = True
    down.robots[0].stage = "power"
    decision = next(d for d in GAME.pending(down) if d.player == 0)
    assert say(GAME, decision.prompt) == f"Turn {down.turn}: power the robot on or keep it powered down"
    assert labels(GAME, decision) == {
        "power on": "Power on: get cards and program",
        "stay down": "Stay powered down this turn (damage cleared again)",
    }
    _, events = do(down, 0, "stay down")
    assert lines(GAME, events, 0)[0] == "You stay powered down: damage cleared."


def test_power_down_announcements_are_public() -> None:
    state, events = do(fresh(), 1, "powerdown yes")
    assert lines(GAME, events) == ["Ben announces a power down for next turn."]
    _, events = do(state, 1, "powerdown no")
    assert lines(GAME, events, 1) == ["You cancel the power-down announcement."]


# -- names, outcomes and secrets ------------------------------------------------------------------


def test_card_names() -> None:
    assert say(GAME, GAME.card_name("c490")) == "Move 1 (priority 490)"
    assert say(GAME, GAME.card_name("c010")) == "U-turn (priority 10)"
    assert say(GAME, GAME.card_name("c070")) == "Rotate left (priority 70)"
    assert say(GAME, GAME.card_name("c480")) == "Back up (priority 480)"
    for card in OPTIONS:
        assert say(GAME, GAME.card_name(card.key)) == card.english
    with pytest.raises(ValueError):
        GAME.card_name("c491")


@pytest.mark.parametrize(
    ("finished", "says"),
    [
        (
            "turn-limit",
            "The turn limit (40 turns) was reached: most checkpoints, then the shortest path to the next one.",
        ),
        ("all-out", "Every robot was out of lives: most checkpoints, then the shortest path to the next one."),
        ("reached the final checkpoint", "reached the final checkpoint"),
    ],
)
def test_outcome_reasons_are_messages_that_survive_json(finished: str, says: str) -> None:
    state = fresh()
    state.finished = finished
    state.winners = [0]
    state = GAME.State.model_validate_json(state.model_dump_json())
    outcome = GAME.outcome(state)
    assert outcome is not None and isinstance(outcome.reason, Msg)
    again = Outcome.model_validate(json.loads(outcome.model_dump_json()))
    assert say(GAME, again.reason) == says


def test_the_turn_limit_ends_the_race_in_words() -> None:
    state = fresh(2, turn_limit=1)
    state, _ = do(state, 0, "lock")
    _, events = do(state, 1, "lock")
    assert lines(GAME, events)[-1].startswith("The race ends after the turn limit of 1 turns. Ahead on checkpoints")


def test_revealed_cards_are_no_secret_but_hands_stay_one() -> None:
    state = fresh(3)
    state, _ = do(state, 0, "lock")
    state, _ = do(state, 1, "lock")
    state, events = do(state, 2, "lock")
    revealed = {c for program in state.last for c in program if c}
    assert revealed and state.last_turn == 1
    for viewer in (None, 0, 1, 2):
        secrets = GAME.secrets(state, viewer)
        assert not {token(c) for c in revealed} & secrets
        others = {c for seat, rb in enumerate(state.robots) if seat != viewer for c in rb.hand}
        assert {token(c) for c in others - revealed} <= secrets
    assert GAME.secrets(state, None) == {token(c) for c in DECK if c not in revealed}
    assert any(e.msg.key == "rr-register" for e in events)


def test_the_catalogue_defines_each_message_once_and_every_key_the_game_uses() -> None:
    root = Path(__file__).resolve().parents[3]
    resource = parse((root / "bot/locales/en/roborally.ftl").read_text(encoding="utf-8"))
    assert not [entry for entry in resource.body if isinstance(entry, Junk)]
    keys = [entry.id.name for entry in resource.body if isinstance(entry, Message)]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    source = "\n".join(path.read_text() for path in (root / "bot/games/roborally").glob("*.py"))
    used = set(re.findall(r"\"(rr-[a-z0-9-]*[a-z0-9])\"", source))
    assert used and used <= set(keys), sorted(used - set(keys))
