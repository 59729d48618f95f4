"""RoboRally rules outside the registers: the deck, dealing, programming actions, views, boards, AI."""

import json
import re

import pytest

from bot.engine import IllegalAction, MalformedAction, NotYourDecision, apply_action, new_state
from bot.errors import refusal
from bot.games.roborally import GAME
from bot.games.roborally.board import BoardError, course_specs, load_course, parse_board
from bot.games.roborally.cards import DECK, KIND, KIND_NAMES, MOVING_KINDS, OPTIONS, card_name, moves, token
from bot.games.roborally.state import RoboState
from bot.games.roborally.turn import prepare_program, start_turn
from bot.messages import VIEW_LIMIT
from bot.text import clip
from bot.wording import wording_for
from tests.support.wording import english, say


def fresh(players: int = 2, **options: object) -> RoboState:
    state = new_state(GAME, players, dict(options), 7)
    assert isinstance(state, RoboState)
    return state


def do(state: RoboState, seat: int, action: str) -> RoboState:
    new, _ = apply_action(GAME, state, seat, action)
    assert isinstance(new, RoboState)
    return new


def test_the_program_deck() -> None:
    assert len(DECK) == 84
    counts = {name: sum(1 for c in DECK if KIND_NAMES[KIND[c]] == name) for name in KIND_NAMES}
    assert counts == {
        "U-turn": 6,
        "Rotate left": 18,
        "Rotate right": 18,
        "Back up": 6,
        "Move 1": 18,
        "Move 2": 12,
        "Move 3": 6,
    }
    assert [c for c in DECK if KIND[c] == 0] == [10, 20, 30, 40, 50, 60]
    assert min(c for c in DECK if KIND[c] == 6) == 790 and max(DECK) == 840
    assert {c for c in DECK if KIND[c] == 1} == set(range(70, 411, 20))
    assert {c for c in DECK if KIND[c] == 2} == set(range(80, 421, 20))


def test_twenty_six_option_cards_with_both_names() -> None:
    assert len(OPTIONS) == 26
    assert len({o.key for o in OPTIONS}) == 26
    assert all(o.german and o.english and o.text for o in OPTIONS)


@pytest.mark.parametrize(
    ("damage", "cards", "locked"), [(0, 9, 0), (3, 6, 0), (4, 5, 0), (5, 4, 1), (7, 2, 3), (9, 0, 5)]
)
def test_hand_size_and_locked_registers_follow_the_damage_table(damage: int, cards: int, locked: int) -> None:
    state = fresh()
    rb = state.robots[0]
    state.discard += rb.hand
    rb.hand = []
    rb.damage = damage
    prepare_program(state, rb)
    assert len(rb.hand) == cards and rb.locked == locked
    assert all(rb.registers[r] for r in range(5 - locked, 5))


def test_extra_memory_deals_one_more() -> None:
    state = fresh()
    rb = state.robots[0]
    state.discard += rb.hand
    rb.options = ["memory"]
    state.option_deck.remove("memory")
    prepare_program(state, rb)
    assert len(rb.hand) == 10


def test_a_hand_of_only_turn_cards_is_dealt_again() -> None:
    state = fresh()
    rb = state.robots[0]
    state.discard += rb.hand
    rb.hand = []
    turns = [c for c in state.deck if not moves(c)][:9]
    state.deck = [c for c in state.deck if c not in turns] + turns
    prepare_program(state, rb)
    assert len(rb.hand) == 9 and any(moves(c) for c in rb.hand)
    assert set(turns) <= set(state.discard)


def test_register_one_needs_a_move_card() -> None:
    state = fresh()
    choices = {c.action for c in GAME.pending(state)[0].choices}
    rb = state.robots[0]
    turn_card = next(c for c in rb.hand if not moves(c))
    move_card = next(c for c in rb.hand if moves(c))
    assert f"set 1 {token(turn_card)}" not in choices
    assert f"set 1 {token(move_card)}" in choices and f"set 2 {token(turn_card)}" in choices
    with pytest.raises(IllegalAction, match="rr-illegal-first-register"):
        do(state, 0, f"set 1 {token(turn_card)}")


def test_set_clear_and_lock_fill_the_rest_at_random() -> None:
    state = fresh()
    card = next(c for c in state.robots[0].hand if moves(c))
    state = do(state, 0, f"set 1 {token(card)}")
    assert state.robots[0].registers[0] == card and card not in state.robots[0].hand
    with pytest.raises(IllegalAction, match=r"rr-illegal-register-full\(register=1\)"):
        do(state, 0, f"set 1 {token(state.robots[0].hand[0])}")
    state = do(state, 0, "clear 1")
    assert state.robots[0].registers[0] == 0 and card in state.robots[0].hand
    state = do(state, 0, "lock")
    rb = state.robots[0]
    assert all(rb.registers) and KIND[rb.registers[0]] in MOVING_KINDS
    assert [d.player for d in GAME.pending(state)] == [1]
    turn = state.turn
    state = do(state, 1, "lock")
    assert state.turn == turn + 1 and state.last and all(state.last[0])


def test_decisions_group_cards_by_register_and_default_to_lock() -> None:
    state = fresh(8)
    decisions = GAME.pending(state)
    assert len(decisions) == 8
    for d in decisions:
        prompt = say(GAME, d.prompt, d.player)
        assert d.default == "lock" and d.kind == "program" and prompt.startswith(f"Turn {state.turn}: ")
        groups = [say(GAME, c.group, d.player) for c in d.choices if c.group is not None]
        assert len(groups) == len(d.choices)
        assert {"Program", "Register 1", "Register 5"} <= set(groups)
        assert groups.count("Register 2") == 9


def test_malformed_and_illegal_actions_are_explained() -> None:
    state = fresh()
    with pytest.raises(MalformedAction):
        GAME.check_syntax("fly to the moon")
    assert "not in your hand" in say(GAME, GAME.explain_illegal(state, 0, "set 2 c999"))
    assert say(GAME, GAME.explain_illegal(state, 0, "abort 2")) == "You do not hold Abort Switch."
    assert "not powered down" in say(GAME, GAME.explain_illegal(state, 0, "power on"))


def test_power_down_is_announced_then_taken_next_turn() -> None:
    state = fresh()
    state.robots[0].damage = 4
    state = do(state, 0, "powerdown yes")
    assert state.robots[0].announce
    assert "powerdown no" in {c.action for c in GAME.pending(state)[0].choices}
    state = do(state, 0, "lock")
    state = do(state, 1, "lock")
    rb = state.robots[0]
    if not rb.destroyed:
        assert rb.down and rb.damage == 0 and rb.stage == "idle" and not rb.hand
        assert [d.player for d in GAME.pending(state)] == [1]
        state = do(state, 1, "lock")
        if not state.robots[0].destroyed:
            assert GAME.pending(state)[0].kind == "power"
            state = do(state, 0, "power on")
            assert state.robots[0].stage == "program" and len(state.robots[0].hand) == 9 - state.robots[0].damage


def test_views_hide_hands_and_programs_from_others() -> None:
    state = fresh(3)
    card = next(c for c in state.robots[0].hand if moves(c))
    state = do(state, 0, f"set 1 {token(card)}")
    mine = json.dumps(GAME.view(state, 0))
    theirs = json.dumps(GAME.view(state, 1))
    spectator = GAME.render(GAME.view(state, None), english(GAME, ["A", "B", "C"]))
    assert token(card) in mine
    assert token(card) not in theirs and token(card) not in spectator
    assert token(card) in GAME.secrets(state, 1) and token(card) not in GAME.secrets(state, 0)
    assert GAME.secrets(state, None) == {token(c) for c in DECK}


def test_text_and_picture_renderings() -> None:
    state = fresh(8, course="grand-tour")
    text = GAME.render(GAME.view(state, 2), english(GAME, [f"P{i}" for i in range(8)]))
    assert "Your hand:" in text and "#1 " in text and "Legend:" in text
    png = GAME.render_image(GAME.view(state, None), english(GAME, [f"P{i}" for i in range(8)]))
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"


def test_every_course_loads_and_junkyard_has_every_crash_and_burn_element() -> None:
    for name in course_specs():
        course = load_course(name)
        assert 1 <= len(course.checkpoints) <= 8 and len(course.starts) == 8
    junk = load_course("junkyard")
    assert any(f == 8 for f in junk.floor)  # oil
    assert any(t >= 0 for t in junk.twin) and any(junk.flamer) and junk.doors


def test_board_format_errors_are_reported() -> None:
    with pytest.raises(BoardError, match="unknown square"):
        parse_board("size: 2 1\ngrid:\n.. ?!\n", "bad")
    with pytest.raises(BoardError, match="rows of"):
        parse_board("size: 2 2\ngrid:\n.. ..\n", "bad")
    with pytest.raises(BoardError, match="unknown element"):
        parse_board("size: 1 1\ngrid:\n..\nelements:\nteleporter A1\n", "bad")


def test_unknown_course_is_refused() -> None:
    with pytest.raises(ValueError, match="no course named"):
        new_state(GAME, 2, {"course": "nowhere"}, 1)


def test_state_stays_small_and_round_trips() -> None:
    state = fresh(8, starting_options=3)
    size = len(state.model_dump_json())
    assert size < 16 * 1024
    assert GAME.State.model_validate_json(state.model_dump_json()) == state
    assert GAME.invariant_violations(state) == []


def test_a_turn_with_nothing_to_decide_resolves_itself() -> None:
    state = fresh(2)
    for rb in state.robots:
        rb.announce = True
        rb.stage = "locked"
    turn = state.turn
    start_turn(state)
    assert state.turn > turn + 1 or state.finished is not None


def test_a_clipped_text_view_loses_board_rows_never_the_hand() -> None:
    state = fresh(8, course="marathon", starting_options=3)
    text = GAME.render(GAME.view(state, 0), english(GAME, [f"Player{i}" for i in range(8)]))
    hand = next(line for line in text.splitlines() if line.startswith("Your hand:"))
    assert text.index(hand) < text.index("```") and text.endswith("```")
    shown = clip(text, VIEW_LIMIT)
    assert hand in shown and shown.count("```") == 2
    assert [card_name(c) in hand for c in state.robots[0].hand] == [True] * len(state.robots[0].hand)


def without_step(state: RoboState) -> RoboState:
    """The state without the engine's count of actions (one composite action counts as one)."""
    return state.model_copy(update={"step": 0, "moves": []})


def a_program(state: RoboState, seat: int, count: int = 5) -> list[str]:
    """`count` hand cards in register order, a move card first."""
    hand = sorted(state.robots[seat].hand, reverse=True)
    lead = next(c for c in hand if moves(c))
    return [token(c) for c in [lead, *(c for c in hand if c != lead)][:count]]


@pytest.mark.parametrize("count", [5, 2])
def test_one_program_action_equals_the_single_sets_and_lock(count: int) -> None:
    state = fresh(3)
    cards = a_program(state, 0, count)
    one = do(state, 0, "program " + " ".join(cards))
    steps = state
    for register, card in enumerate(cards, 1):
        steps = do(steps, 0, f"set {register} {card}")
    steps = do(steps, 0, "lock")
    # Equal in effect, the registers left empty filled at random from the same RNG by the lock.
    assert without_step(one) == without_step(steps)
    assert one.step == state.step + 1 and one.robots[0].stage == "locked" and all(one.robots[0].registers)


def test_program_fills_only_the_empty_registers_in_order() -> None:
    state = fresh()
    first = a_program(state, 0, 1)[0]
    state = do(state, 0, f"set 1 {first}")
    hand = sorted(state.robots[0].hand, reverse=True)
    rest = [token(c) for c in hand[:4]]
    done = do(state, 0, "program " + " ".join(rest))
    assert [token(c) for c in done.robots[0].registers] == [first, *rest]
    # The whole turn resolves when the last robot locks in with one action.
    after = do(done, 1, "program " + " ".join(a_program(done, 1)))
    assert after.turn == state.turn + 1


def test_the_decision_lists_one_example_program_that_is_legal() -> None:
    state = fresh(8)
    for decision in GAME.pending(state):
        programs = [c for c in decision.choices if c.action.startswith("program")]
        assert len(programs) == 1 and programs[0].group is not None and say(GAME, programs[0].group) == "Program"
        assert decision.default == "lock"
        do(state, decision.player, programs[0].action)
    rb = state.robots[0]
    rb.registers = list(rb.hand[:5])
    rb.hand = rb.hand[5:]
    assert not [c for c in GAME.pending(state)[0].choices if c.action.startswith("program")], "nothing to fill"


def illegal(state: RoboState, seat: int, action: str, reason: str) -> None:
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as refused:
        do(state, seat, action)
    assert re.search(reason, say(GAME, refused.value.message, seat))
    assert state.model_dump_json() == before


def test_an_illegal_program_is_refused_with_its_reason_and_changes_nothing() -> None:
    state = fresh()
    mine = a_program(state, 0)
    theirs = token(state.robots[1].hand[0])
    illegal(state, 0, f"program {mine[0]} {theirs}", f"{theirs} is not in your hand")
    illegal(state, 0, f"program {mine[0]} {mine[1]} {mine[1]}", f"{mine[1]} is named twice")
    turn_card = token(next(c for c in state.robots[0].hand if not moves(c)))
    illegal(state, 0, f"program {turn_card}", "Register 1 must hold a move or back-up card")
    short = f"c{int(mine[0][1:])}"
    if short != mine[0]:
        illegal(state, 0, f"program {short}", f"not written as a card token: {mine[0]}")
    locked = do(state, 0, "lock")
    with pytest.raises(NotYourDecision):
        do(locked, 0, f"program {mine[0]}")
    assert "not programming right now" in say(GAME, GAME.explain_illegal(locked, 0, f"program {mine[0]}"))
    with pytest.raises(MalformedAction):
        GAME.check_syntax("program " + " ".join(mine + mine[:1]))  # six cards
    with pytest.raises(MalformedAction):
        GAME.check_syntax("program")


def test_a_program_cannot_reach_a_register_locked_by_damage() -> None:
    state = fresh()
    rb = state.robots[0]
    state.discard += rb.hand
    rb.hand = []
    rb.damage = 5
    prepare_program(state, rb)
    assert rb.locked == 1 and len(rb.hand) == 4
    cards = a_program(state, 0, 4)
    extra = token(next(c for c in state.deck if token(c) not in cards))
    rb.hand.append(int(extra[1:]))  # a fifth card in hand, still only four free registers
    illegal(state, 0, "program " + " ".join([*cards, extra]), r"5 cards for 4 empty unlocked registers \(1, 2, 3, 4\)")
    done = do(state, 0, "program " + " ".join(cards))
    assert done.robots[0].registers[4] == rb.registers[4], "the locked register keeps its card"


def test_the_table_and_a_refusal_read_in_finnish() -> None:
    state = fresh()
    rb = state.robots[0]
    rb.options = ["gyro"]
    state.option_deck = [k for k in state.option_deck if k != "gyro"]
    GAME.apply(state, 0, "gyro off")
    text = GAME.render(GAME.view(state, 0), wording_for(GAME, "fi").say(["Ann", "Ben"], 0))
    assert text.startswith("RoboRally — ") and ", vuoro 1/" in text
    assert "Rekisterisi: 1: — |" in text and "Kätesi: " in text
    assert "Optiokorttien asetukset: Gyrovakain (Kreiselstabilisator) pois päältä" in text
    assert "Your hand" not in text and "Checkpoints" not in text
    with pytest.raises(IllegalAction) as refused:
        do(state, 0, "abort 2")
    assert refusal(refused.value, "fi") == "Sinulla ei ole korttia Hätäkatkaisin (Notschalter)."
    assert refusal(refused.value) == "You do not hold Abort Switch."
