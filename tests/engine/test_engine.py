"""Engine building blocks: the RNG, decision ids, seat names, apply/replay discipline."""

import hashlib
import json
from collections import Counter

import pytest

from bot.engine import (
    Card,
    Choice,
    Decision,
    Event,
    IllegalAction,
    LoggedAction,
    MalformedAction,
    Many,
    MatchOver,
    Msg,
    NotYourDecision,
    Rng,
    Say,
    Seat,
    Square,
    View,
    apply_action,
    events_for,
    msg,
    new_state,
    replay,
)
from bot.engine.errors import RoundTripError
from bot.engine.match import ai_choice
from bot.engine.snapshot import snapshot, stored
from bot.games import GAMES
from tests.support.highcard import HIGHCARD, HighCard, HighCardState
from tests.support.wording import english


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


def decision(turn: int = 1, actions: tuple[str, ...] = ("a", "b")) -> Decision:
    return Decision(
        player=0,
        kind="turn",
        prompt=msg("prompt-turn", turn=turn),
        choices=[Choice(action=x, label=msg("choice", action=x)) for x in actions],
        default="a",
    )


def test_decision_id_is_stable_and_changes_with_content() -> None:
    assert decision().id == decision().id
    assert decision().id != decision(turn=2).id
    assert decision().id != decision(actions=("a", "c")).id
    assert len(decision().id) == 10
    # The id hashes the prompt's key and arguments, not its words (docs/wording.md).
    assert decision().prompt.canonical() == "prompt-turn(turn=1)"


def test_a_decision_needs_a_choice() -> None:
    with pytest.raises(ValueError):
        Decision(player=0, kind="x", prompt=msg("p"), choices=[], default="a")


def test_audiences() -> None:
    events = [Event.public("all"), Event.private("ann-only", 0), Event.private("both", 0, 1)]
    assert [e.msg.key for e in events_for(events, 0)] == ["all", "ann-only", "both"]
    assert [e.msg.key for e in events_for(events, 1)] == ["all", "both"]
    assert [e.msg.key for e in events_for(events, None)] == ["all"]


def test_messages_round_trip_through_json_with_every_kind_of_argument() -> None:
    nested = msg("reason", who=Seat(2))
    original = msg(
        "k", n=3, s="K11", seat=Seat(1), card=Card("c470"), square=Square("K11"), many=Many((Seat(0), 2)), m=nested
    )
    assert Msg.from_json(json.loads(json.dumps(original.to_json()))) == original
    with pytest.raises(TypeError):
        msg("k", flag=True).to_json()


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
    with pytest.raises(IllegalAction, match="not-in-hand"):
        apply_action(HIGHCARD, new, 1, "play h99")


def test_wrong_player_count_and_bad_options() -> None:
    with pytest.raises(IllegalAction, match=r"error-player-count\(count=5,game='High Card',max=4,min=2\)"):
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


def test_decision_ids_keep_their_exact_value() -> None:
    """Stored deadlines and posted buttons carry ids: the hashed text must never change."""
    d = decision(actions=("play h01", "play h02"))
    digest = hashlib.sha1(usedforsecurity=False)
    digest.update(b"0|turn|prompt-turn(turn=1)")
    for action in (b"play h01", b"play h02"):
        digest.update(b"|" + action)
    assert d.id == digest.hexdigest()[:10] == "c9f92a2aee"


class AnyCard(HighCard):
    """High Card with a composite action: 'any hAA hBB ...' plays the highest of the named cards
    (each of which would be a listed 'play'). One example, the whole hand, is listed."""

    def pending(self, state: HighCardState) -> list[Decision]:
        decisions = super().pending(state)
        for d in decisions:
            cards = " ".join(f"h{c:02d}" for c in state.hands[d.player])
            d.choices.append(Choice(action=f"any {cards}", label=msg("choice-play", card=max(state.hands[d.player]))))
        return decisions

    def check_syntax(self, action: str) -> None:
        if not action.startswith("any "):
            super().check_syntax(action)

    def is_legal(self, state: HighCardState, decision: Decision, action: str) -> bool:
        if not action.startswith("any "):
            return super().is_legal(state, decision, action)
        named = action.split()[1:]
        return len(set(named)) == len(named) and all(decision.choice_for(f"play {c}") for c in named)

    def apply(self, state: HighCardState, player: int, action: str) -> list[Event]:
        if action.startswith("any "):
            action = f"play {max(action.split()[1:])}"
        return super().apply(state, player, action)


def test_a_game_may_accept_composite_actions_beyond_its_listed_choices() -> None:
    game = AnyCard()
    state = new_state(game, 2, {}, 9)
    assert isinstance(state, HighCardState)
    hand = state.hands[0]
    listed = [c.action for c in game.pending(state)[0].choices if c.action.startswith("any")]
    assert listed == ["any " + " ".join(f"h{c:02d}" for c in hand)], "one example, not every subset"
    unlisted = f"any h{hand[0]:02d} h{hand[1]:02d}"
    assert game.pending(state)[0].choice_for(unlisted) is None
    new, _ = apply_action(game, state, 0, unlisted)  # accepted through is_legal
    assert isinstance(new, HighCardState)
    assert new.played[0] == hand[1] and hand[1] not in new.hands[0]
    for illegal in (f"any h{hand[0]:02d} h{hand[0]:02d}", f"any h{hand[0]:02d} h{state.hands[1][0]:02d}"):
        with pytest.raises(IllegalAction, match="not-in-hand"):
            apply_action(game, state, 0, illegal)
    assert state.hands[0] == hand and state.played[0] is None, "a refused composite changes nothing"
    with pytest.raises(MalformedAction):  # without the override, only listed choices exist
        apply_action(HIGHCARD, state, 0, unlisted)


def test_the_copy_of_a_stored_state_is_parsed_from_its_text_and_checked() -> None:
    state = new_state(HIGHCARD, 2, {}, 3)
    assert isinstance(state, HighCardState)
    text = state.model_dump_json()
    action = f"play h{state.hands[0][0]:02d}"
    assert apply_action(HIGHCARD, state, 0, action, stored=text)[0] == apply_action(HIGHCARD, state, 0, action)[0]
    other = state.model_copy(update={"scores": [5, 0]})
    with pytest.raises(RoundTripError):
        apply_action(HIGHCARD, other, 0, action, stored=text)


def test_a_snapshot_is_parsed_once_and_derives_everything_once() -> None:
    calls = Counter[str]()

    class Counting(HighCard):
        def pending(self, state: HighCardState) -> list[Decision]:
            calls["pending"] += 1
            return super().pending(state)

        def render(self, view: View, say: Say) -> str:
            calls["render"] += 1
            return super().render(view, say)

    game = Counting()
    state = new_state(game, 2, {}, 4)
    text = state.model_dump_json()
    first = snapshot(game, text)
    assert snapshot(game, str(text)) is first and first.state == state
    assert first.pending is first.pending and first.decision_for(1) is first.pending[1]
    words = english(game, ["A", "B"])
    assert first.render(0, words) == first.render(0, words) != first.render(1, words)
    assert calls == {"pending": 1, "render": 2}
    assert first.render(0, english(game, ["A", "C"])) != first.render(0, words), "names are part of the key"
    assert calls["render"] == 3
    remembered = stored(game, state)
    assert remembered is first, "a state about to be stored is found again by its text"
    assert snapshot(HIGHCARD, text) is not first, "each game has its own snapshots"
    assert first.outcome is None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_reading_a_state_never_changes_it(name: str) -> None:
    """Snapshots share one parsed state between requests, so pending, views, rendering and the
    AI must only read it."""
    game = GAMES[name]
    state = new_state(game, game.max_players, {}, 21)
    for _ in range(120):
        if game.outcome(state) is not None:
            break
        text = state.model_dump_json()
        pending = game.pending(state)
        for viewer in [None, *range(state.num_players)]:
            game.render(game.view(state, viewer), english(game, [f"P{i}" for i in range(state.num_players)]))
        for d in pending:
            ai_choice(game, state, d.player)
        assert state.model_dump_json() == text
        d = pending[0]
        state, _ = apply_action(game, state, d.player, ai_choice(game, state, d.player), pending, text)
