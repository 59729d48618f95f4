"""The contract every registered game passes (OpenSpiel's random-simulation test, extended).

A new game gets all of this by adding itself to bot.games.GAMES.
"""

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    JOIN,
    Arg,
    Card,
    Event,
    Game,
    GameError,
    GameState,
    IllegalAction,
    LoggedAction,
    MalformedAction,
    Many,
    Msg,
    NotYourDecision,
    Rng,
    apply_action,
    can_join,
    events_for,
    join_match,
    new_state,
    open_decisions,
    replay,
)
from bot.engine.match import ai_choice
from bot.games import GAMES as REGISTERED
from bot.wording import wording_for
from tests.support.highcard import HIGHCARD
from tests.support.wording import NAMES, english

# The platform's own test game runs the contract too, so the harness is proven on a known game.
GAMES: dict[str, Game[Any, Any]] = {**REGISTERED, "highcard": HIGHCARD}
GAME_NAMES = sorted(GAMES)
MAX_ACTIONS = 20_000


def player_counts(game: Game[Any, Any]) -> list[int]:
    return sorted({game.min_players, game.max_players})


def takes_late_joiners(game: Game[Any, Any]) -> bool:
    """Whether the game implements the late-join hook (Game.can_join, Game.join)."""
    return type(game).join is not Game.join


def random_playout(
    game: Game[Any, Any],
    num_players: int,
    seed: int,
    ai_share: float = 0.3,
    *,
    options: dict[str, Any] | None = None,
    join_share: float = 0.0,
) -> tuple[list[GameState], list[LoggedAction], list[list[Event]]]:
    """Play to the end mixing random legal choices, defaults and the game's AI; with
    `join_share`, a late joiner takes a seat before that share of the actions (when the game
    lets one join), logged as JOIN."""
    driver = Rng.from_seed(seed * 31 + 7)
    state = new_state(game, num_players, options or {}, seed)
    states: list[GameState] = [state]
    log: list[LoggedAction] = []
    events: list[list[Event]] = []
    for _ in range(MAX_ACTIONS):
        if game.outcome(state) is not None:
            return states, log, events
        if join_share and driver.below(1000) < join_share * 1000 and can_join(game, state):
            state, caused = join_match(game, state)
            states.append(state)
            log.append(LoggedAction(player=state.num_players - 1, action=JOIN))
            events.append(caused)
            continue
        decision = driver.choice(game.pending(state))
        roll = driver.below(100)
        if roll < ai_share * 100:
            action = ai_choice(game, state, decision.player)
        elif roll < ai_share * 100 + 10:
            action = decision.default
        else:
            action = driver.choice(decision.choices).action
        state, caused = apply_action(game, state, decision.player, action)
        states.append(state)
        log.append(LoggedAction(player=decision.player, action=action))
        events.append(caused)
    raise AssertionError(f"{game.name} seed {seed}: no result after {MAX_ACTIONS} actions")


@pytest.fixture(params=GAME_NAMES)
def game(request: pytest.FixtureRequest) -> Game[Any, Any]:
    return GAMES[request.param]


def test_metadata(game: Game[Any, Any]) -> None:
    assert game.name == game.name.lower() and " " not in game.name
    assert game.title and game.description and "\n" not in game.description
    assert 1 <= game.min_players <= game.max_players
    game.Options()  # every option has a default


@pytest.mark.parametrize("seed", range(12))
def test_random_play_reaches_an_outcome_with_invariants(game: Game[Any, Any], seed: int) -> None:
    for num_players in player_counts(game):
        states, log, _ = random_playout(game, num_players, seed)
        for state in states:
            # JSON round trip is exact.
            assert game.State.model_validate_json(state.model_dump_json()) == state
            assert game.invariant_violations(state) == []
            pending = game.pending(state)
            over = game.outcome(state) is not None
            assert over == (not pending), "pending decisions exist iff the match goes on"
            seats = [d.player for d in pending]
            assert len(seats) == len(set(seats)), "at most one decision per player"
            for d in pending:
                assert 0 <= d.player < num_players
                assert d.choice_for(d.default) is not None, f"default {d.default!r} is not legal"
                assert len({c.action for c in d.choices}) == len(d.choices), "duplicate choices"
        final = states[-1]
        outcome = game.outcome(final)
        assert outcome is not None and outcome.reason
        assert all(0 <= w < num_players for w in outcome.winners)
        # Replay from the log reproduces the stored state exactly.
        assert replay(game, num_players, {}, seed, log) == final


def test_same_seed_same_actions_same_match(game: Game[Any, Any]) -> None:
    a = random_playout(game, game.min_players, 99)
    b = random_playout(game, game.min_players, 99)
    assert a[0][-1] == b[0][-1] and a[1] == b[1]


def test_defaults_are_applicable(game: Game[Any, Any]) -> None:
    state = new_state(game, game.max_players, {}, 5)
    for _ in range(300):
        if game.outcome(state) is not None:
            break
        decision = game.pending(state)[-1]
        state, _ = apply_action(game, state, decision.player, decision.default)


@pytest.mark.parametrize("seed", range(3))
def test_an_answered_decision_never_comes_back_with_its_id(game: Game[Any, Any], seed: int) -> None:
    """A button stands for one decision occurrence: once a seat acted, no later decision of
    that seat carries the id it answered (a second click on it is refused as already taken),
    while a seat that did not act keeps the id of its unchanged decision (its buttons stay
    good while others move)."""
    states, log, _ = random_playout(game, game.max_players, seed, join_share=0.01)
    answered: dict[int, set[str]] = {}
    for before, entry, after in zip(states[:-1], log, states[1:], strict=True):
        if entry.action == JOIN:
            continue
        old = {d.player: d for d in open_decisions(game, before)}
        answered.setdefault(entry.player, set()).add(old[entry.player].id)
        for decision in open_decisions(game, after):
            assert decision.id not in answered.get(decision.player, set()), (
                f"seat {decision.player}'s {decision.kind} came back with the id it answered"
            )
            kept = old.get(decision.player)
            if decision.player != entry.player and kept is not None and kept == decision:
                assert kept.id == decision.id
        # Random play seldom takes one action twice in a row (Bottisota-2's second "fire autogun
        # 2" leaves the same choices as the first): probe each state by repeating it.
        state, seat, action = after, entry.player, entry.action
        for _ in range(3):
            mine = next((d for d in open_decisions(game, state) if d.player == seat), None)
            if mine is None or mine.choice_for(action) is None:
                break
            state, _ = apply_action(game, state, seat, action)
            again = next((d for d in open_decisions(game, state) if d.player == seat), None)
            assert again is None or again.id != mine.id, f"{action!r} twice: the same decision id"


@pytest.mark.parametrize("seed", range(3))
def test_bad_actions_are_refused_and_change_nothing(game: Game[Any, Any], seed: int) -> None:
    states, _, _ = random_playout(game, game.max_players, seed)
    for state in states[:: max(1, len(states) // 40)]:
        snapshot = state.model_dump_json()
        pending = game.pending(state)
        waiting = {d.player for d in pending}
        idle = [p for p in range(state.num_players) if p not in waiting]
        with pytest.raises(MalformedAction):
            apply_action(game, state, 0, "\x00 not an action \x00")
        if idle and pending:
            with pytest.raises((NotYourDecision, IllegalAction)):
                apply_action(game, state, idle[0], pending[0].choices[0].action)
        for d in pending:
            legal = {c.action for c in d.choices}
            others = {c.action for o in pending for c in o.choices} - legal
            for action in sorted(others)[:5]:
                try:
                    apply_action(game, state, d.player, action)
                except GameError as error:
                    assert str(error), "refusals explain themselves"
                else:
                    raise AssertionError(f"{action!r} was accepted though not in the choices")
        assert state.model_dump_json() == snapshot


def _assert_no_secrets(game: Game[Any, Any], before: GameState, state: GameState, events: list[Event]) -> None:
    """Neither `state`'s views nor the events that led to it show a viewer what they may not know.

    An event may name a card the viewer could see before the action or can see after it (a card
    turned face up, a face-up card returned to a hand); a card hidden from them both before and
    after is a leak, whether the event's words would show it or only its data.
    """
    names = NAMES[: state.num_players]
    for viewer in [None, *range(state.num_players)]:
        secrets = game.secrets(state, viewer)
        view_text = json.dumps(game.view(state, viewer))
        rendered = game.render(game.view(state, viewer), english(game, names))
        for token in secrets:
            word = re.compile(rf"(?<![\w-]){re.escape(token)}(?![\w-])")
            assert not word.search(view_text), f"{token!r} leaked into the view of {viewer}"
            assert not word.search(rendered), f"{token!r} leaked into the rendering for {viewer}"
        # a late joiner had no seat before: they knew what a spectator knew
        prior = viewer if viewer is None or viewer < before.num_players else None
        hidden_throughout = secrets & game.secrets(before, prior)
        for event in events_for(events, viewer):
            leaked = _cards_in(event.msg) & hidden_throughout
            assert not leaked, f"event {event.msg.key} names {leaked} to {viewer}, who never saw it"
    _assert_public_prompts(game, state)


def _assert_public_prompts(game: Game[Any, Any], state: GameState) -> None:
    """The thread's status post shows every pending decision's prompt (bot/messages.py), so a
    prompt names no card hidden from a spectator; and whatever it shares with the decision's own
    default (the drawn bot a player keeps unless they pick) is on the thread's table too: a
    default is its player's own business."""
    say = english(game, NAMES[: state.num_players])
    table = game.render(game.view(state, None), say)
    hidden = game.secrets(state, None)
    for decision in game.pending(state):
        prompt = decision.prompt
        assert not _cards_in(prompt) & hidden, f"prompt {prompt.key} shows {_cards_in(prompt) & hidden} to the thread"
        default = decision.choice_for(decision.default)
        assert default is not None
        named = _words_in(prompt)
        for arg in _words_in(default.label):
            words = say(arg) if isinstance(arg, Msg) else arg
            assert arg not in named or words in table, (
                f"prompt {prompt.key} shows the thread {words!r}, from seat {decision.player}'s default"
            )


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32), cut=st.floats(min_value=0, max_value=1))
def test_views_and_events_never_show_secrets(name: str, seed: int, cut: float) -> None:
    game = GAMES[name]
    states, _, events = random_playout(game, game.max_players, seed)
    index = max(1, int(cut * (len(states) - 1)))
    _assert_no_secrets(game, states[index - 1], states[index], events[index - 1])


PROMPT_VARIANTS = [*((name, {}) for name in GAME_NAMES), ("bottisota2", {"bots": "choose"})]
"""Every game, and the options that add decisions of their own (Bottisota-2's secret bot choice)."""


@pytest.mark.parametrize(("name", "options"), PROMPT_VARIANTS)
@pytest.mark.parametrize("seed", range(2))
def test_the_threads_waiting_line_shows_nothing_private(name: str, options: dict[str, Any], seed: int) -> None:
    game = GAMES[name]
    states, _, _ = random_playout(game, game.max_players, seed, options=options)
    for state in states[:: max(1, len(states) // 100)]:
        _assert_public_prompts(game, state)


def _cards_in(value: Arg) -> set[str]:
    if isinstance(value, Card):
        return {value.card}
    if isinstance(value, Many):
        return set().union(*(_cards_in(item) for item in value.items))
    if isinstance(value, Msg):
        return set().union(*(_cards_in(arg) for arg in value.args.values()))
    return set()


def _words_in(message: Msg) -> list[Msg | str]:
    """The nested messages and literal texts `message` shows, at any depth (not seats or numbers)."""
    found: list[Msg | str] = []
    for arg in message.args.values():
        items = arg.items if isinstance(arg, Many) else (arg,)
        for item in items:
            if isinstance(item, Msg):
                found += [item, *_words_in(item)]
            elif isinstance(item, str):
                found.append(item)
    return found


RAW = re.compile(r"\{p\d|\bseat \d|\b(True|False|None)\b|\*\*|`", re.IGNORECASE)
"""Words no player should read: placeholders, 0-based seats, Python values, Markdown."""


def _every_message(
    game: Game[Any, Any], states: list[GameState], events: list[list[Event]]
) -> list[tuple[Msg, int | None, str]]:
    """Each message of a playout with a reader it is shown to and where it appears."""
    shown: list[tuple[Msg, int | None, str]] = []
    for state, caused in zip(states, [[], *events], strict=True):
        num_players = state.num_players  # late joiners read from their join on
        for event in caused:
            for reader in event.audience if event.audience is not None else [None, *range(num_players)]:
                shown.append((event.msg, reader, f"event {event.msg.key}"))
        for decision in game.pending(state):
            for reader in (decision.player, None):  # the thread's status line shows prompts too
                shown.append((decision.prompt, reader, f"prompt {decision.prompt.key}"))
            for choice in decision.choices:
                shown.append((choice.label, decision.player, f"label of {choice.action!r}"))
                if choice.group is not None:
                    shown.append((choice.group, decision.player, f"group {choice.group.key}"))
    outcome = game.outcome(states[-1])
    assert outcome is not None
    shown.append((outcome.reason, None, "outcome"))
    return shown


@pytest.mark.parametrize("seed", range(3))
def test_every_text_renders_in_words_without_raw_ids(game: Game[Any, Any], seed: int) -> None:
    """Every event, prompt, label, group and outcome renders for each reader, and no text shows a
    card's token, a 0-based seat, a placeholder or a Python value (docs/wording.md)."""
    wording = wording_for(game)
    for num_players in player_counts(game):
        states, _, events = random_playout(game, num_players, seed)
        shown = _every_message(game, states, events)
        tokens = set().union(*(_cards_in(message) for message, _, _ in shown))
        token_word = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(tokens))) + r")(?![\w-])")
        for message, reader, where in shown:
            text = wording.text(message, NAMES[:num_players], reader)
            assert text.strip(), f"{where} renders empty"
            assert not RAW.search(text), f"{where} reads {text!r}"
            assert not (tokens and token_word.search(text)), f"{where} shows a card token: {text!r}"


LATE_JOINERS = [name for name in GAME_NAMES if takes_late_joiners(GAMES[name])]


@pytest.mark.parametrize("name", LATE_JOINERS)
@pytest.mark.parametrize("seed", range(6))
def test_late_joiners_keep_the_contract(name: str, seed: int) -> None:
    """Players joining a running match (games with the late-join hook): every state stays sound,
    the joiners' decisions are legal, nothing leaks, every text renders, and the log with its
    JOIN entries replays to the final state."""
    game = GAMES[name]
    states, log, events = random_playout(game, game.min_players, seed, join_share=0.01)
    joined = [entry.player for entry in log if entry.action == JOIN]
    assert joined == list(range(game.min_players, game.min_players + len(joined)))
    for before, state, caused in zip(states[:-1], states[1:], events, strict=True):
        assert game.State.model_validate_json(state.model_dump_json()) == state
        assert game.invariant_violations(state) == []
        pending = game.pending(state)
        assert (game.outcome(state) is not None) == (not pending)
        seats = [d.player for d in pending]
        assert len(seats) == len(set(seats)) and all(0 <= p < state.num_players for p in seats)
        assert all(d.choice_for(d.default) is not None for d in pending)
        _assert_no_secrets(game, before, state, caused)
    wording = wording_for(game)
    for message, reader, where in _every_message(game, states, events):
        text = wording.text(message, NAMES[: states[-1].num_players], reader)
        assert text.strip() and not RAW.search(text), f"{where} reads {text!r}"
    assert replay(game, game.min_players, {}, seed, log) == states[-1]


def test_late_joiners_join_somewhere() -> None:
    """The late-join playouts above do seat newcomers (else they would prove nothing)."""
    for name in LATE_JOINERS:
        game = GAMES[name]
        joins = sum(
            entry.action == JOIN
            for seed in range(6)
            for entry in random_playout(game, game.min_players, seed, join_share=0.01)[1]
        )
        assert joins >= 3, name


def test_games_without_the_hook_take_no_late_joiner() -> None:
    for name in GAME_NAMES:
        game = GAMES[name]
        if name in LATE_JOINERS:
            continue
        state = new_state(game, game.min_players, {}, 1)
        assert not can_join(game, state)
        with pytest.raises(IllegalAction):
            join_match(game, state)
