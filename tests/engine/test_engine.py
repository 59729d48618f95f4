"""Engine building blocks: the RNG, decision ids, seat names, apply/replay discipline."""

from collections import Counter

import pytest

from bot.engine import (
    Choice,
    Decision,
    Event,
    IllegalAction,
    LoggedAction,
    MalformedAction,
    MatchOver,
    NotYourDecision,
    Rng,
    apply_action,
    events_for,
    name_seats,
    new_state,
    replay,
)
from bot.engine.match import ai_choice
from tests.support.highcard import HIGHCARD, HighCardState


def test_rng_is_deterministic_and_serialisable() -> None:
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    restored = Rng.model_validate_json(a.model_dump_json())
    assert restored.next_u64() == a.next_u64()


def test_rng_die_rolls_are_roughly_uniform() -> None:
    rng = Rng.from_seed(7)
    counts = Counter(rng.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_400 < c < 10_600 for c in counts.values()), counts


def test_rng_shuffle_is_a_permutation_and_fork_leaves_the_parent_alone() -> None:
    rng = Rng.from_seed(1)
    items = list(range(52))
    rng.shuffle(items)
    assert sorted(items) == list(range(52)) and items != list(range(52))
    before = rng.state
    child = rng.fork(3)
    assert rng.state == before and child.state != before
    with pytest.raises(ValueError):
        rng.below(0)


def decision(prompt: str = "Turn 1", actions: tuple[str, ...] = ("a", "b")) -> Decision:
    return Decision(
        player=0, kind="turn", prompt=prompt, choices=[Choice(action=x, label=x) for x in actions], default="a"
    )


def test_decision_id_is_stable_and_changes_with_content() -> None:
    assert decision().id == decision().id
    assert decision().id != decision(prompt="Turn 2").id
    assert decision().id != decision(actions=("a", "c")).id
    assert len(decision().id) == 10
    assert decision().model_dump()["id"] == decision().id, "the id travels with the decision"


def test_a_decision_needs_a_choice() -> None:
    with pytest.raises(ValueError):
        Decision(player=0, kind="x", prompt="p", choices=[], default="a")


def test_seat_names_and_audiences() -> None:
    assert name_seats("{p0} hits {p1}; {p0} laughs", ["Ann", "Bob"]) == "Ann hits Bob; Ann laughs"
    events = [Event.public("all"), Event.private("ann only", 0), Event.private("both", 0, 1)]
    assert [e.text for e in events_for(events, 0)] == ["all", "ann only", "both"]
    assert [e.text for e in events_for(events, 1)] == ["all", "both"]
    assert [e.text for e in events_for(events, None)] == ["all"]


def test_apply_never_mutates_and_refuses_with_typed_errors() -> None:
    state = new_state(HIGHCARD, 2, {}, 9)
    assert isinstance(state, HighCardState)
    before = state.model_dump_json()
    card = state.hands[0][0]
    new, events = apply_action(HIGHCARD, state, 0, f"  play   h{card:02d} ")
    assert isinstance(new, HighCardState)
    assert state.model_dump_json() == before
    assert new.step == 1 and card not in new.hands[0]
    assert events[0].audience == (0,)
    with pytest.raises(MalformedAction):
        apply_action(HIGHCARD, new, 1, "dance")
    with pytest.raises(NotYourDecision):
        apply_action(HIGHCARD, new, 0, f"play h{new.hands[0][0]:02d}")
    with pytest.raises(IllegalAction, match="not in your hand"):
        apply_action(HIGHCARD, new, 1, "play h99")


def test_wrong_player_count_and_bad_options() -> None:
    with pytest.raises(IllegalAction, match="takes 2-4 players, not 5"):
        new_state(HIGHCARD, 5, {}, 1)
    with pytest.raises(ValueError):
        new_state(HIGHCARD, 2, {"rounds": 0}, 1)


def test_finished_match_refuses_actions_and_replay_rebuilds_it() -> None:
    state = new_state(HIGHCARD, 2, {"rounds": 1}, 4)
    log = []
    for player in (0, 1):
        action = ai_choice(HIGHCARD, state, player)
        state, _ = apply_action(HIGHCARD, state, player, action)
        log.append(LoggedAction(player=player, action=action))
    assert isinstance(state, HighCardState)
    assert HIGHCARD.outcome(state) is not None
    with pytest.raises(MatchOver):
        apply_action(HIGHCARD, state, 0, "play h01")
    assert replay(HIGHCARD, 2, {"rounds": 1}, 4, log) == state


def test_ai_choice_is_deterministic_and_leaves_the_state_rng_alone() -> None:
    state = new_state(HIGHCARD, 3, {}, 2)
    before = state.rng.state
    assert ai_choice(HIGHCARD, state, 1) == ai_choice(HIGHCARD, state, 1)
    assert state.rng.state == before
