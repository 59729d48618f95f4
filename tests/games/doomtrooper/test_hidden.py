"""Cards that show hidden cards show them to one player only (part 2: hands, decks and secrets).

The property test plays random matches whose decks are full of the cards that look at hands and
decks (Item Vision, Gaze, Greater Domination, Discern Truth, Necrovisual Link and their casters),
searches, picks and Secret Missions. After every action, for every reader: no view and no event
they may read names a card hidden from them before and after it (the game's `secrets`); every
event that names cards a look showed reaches the looker alone, and those cards stay secret to
every other player who did not already know them.
"""

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Event, IllegalAction, Rng, apply_action, events_for
from bot.games.doomtrooper import GAME
from bot.games.doomtrooper.scenario import build
from bot.games.doomtrooper.state import DtState
from tests.games.doomtrooper.test_fuzz import _leaks, dealt

LOOKERS = {
    "01211": 5,  # Mystic: casts every aspect
    "01221": 5,  # Nepharite of Ilian: takes the Necrovisual Link
    "01250": 1,  # Razide
    "01214": 5,  # Necromutant
    "01157": 5,  # Hussar
    "01085": 4,  # Dragoon
    "01180": 5,  # Item Vision
    "01141": 3,  # Gaze
    "01145": 1,  # Greater Domination
    "01189": 1,  # Lesser Domination
    "01079": 3,  # Discern Truth
    "01325": 3,  # True Path
    "01216": 4,  # Necrovisual Link
    "01121": 1,  # Expedite Request
    "01083": 1,  # Divine Inspiration
    "01143": 1,  # Gift of Fate
    "01276": 4,  # Secret Mission
    "01130": 3,  # Flush Out the Coward
    "01299": 2,  # Suicide Mission
    "01235": 3,  # Positive Karma: destiny for the spells
}
SHOWN = {"dt-seen-hand", "dt-seen-deck", "dt-took-card", "dt-drew-cards", "dt-kept"}
"""Events that name cards shown to one player."""


def _deal(seed: int, players: int) -> DtState:
    return dealt(
        seed, players, lambda _rng: [code for code, copies in LOOKERS.items() for _ in range(copies)], "lookers"
    )


def _tokens(data: Any) -> set[str]:
    if isinstance(data, dict):
        found = {data["card"]} if isinstance(data.get("card"), str) else set()
        return found.union(*(_tokens(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(_tokens(v) for v in data))
    return set()


def _shown_to_one(before: DtState, after: DtState, events: list[Event]) -> list[str]:
    """Cards a look names: to one reader only, and still secret to every other reader who did not
    know them before."""
    wrong: list[str] = []
    for event in events:
        if event.msg.key not in SHOWN:
            continue
        if event.audience is None or len(event.audience) != 1:
            wrong.append(f"{event.msg.key} reaches {event.audience}")
            continue
        cards = _tokens(event.msg.to_json())
        for other in range(after.num_players):
            if other == event.audience[0]:
                continue
            known = cards - GAME.secrets(before, other)
            if cards - known - GAME.secrets(after, other):
                wrong.append(f"{event.msg.key}: {sorted(cards)} not secret to seat {other}")
    return wrong


def _decisions_hide(state: DtState) -> list[str]:
    """The prompts waiting (shown to the whole table) name no card hidden from a spectator; the
    choices (shown to the decider) none hidden from the decider."""
    wrong: list[str] = []
    for d in GAME.pending(state):
        wrong += sorted(_tokens(d.prompt.to_json()) & GAME.secrets(state, None))
        labels = [c.label.to_json() for c in d.choices]
        wrong += sorted(_tokens(labels) & GAME.secrets(state, d.player))
    return wrong


def _play(seed: int, players: int, actions: int) -> int:
    """A random match of look-heavy decks; returns how many looks it showed."""
    state = _deal(seed, players)
    driver = Rng.from_seed(seed)
    looks = 0
    for _ in range(actions):
        if GAME.outcome(state) is not None:
            break
        decision = GAME.pending(state)[0]
        eager = [c.action for c in decision.choices if c.action.split()[0] in ("cast", "use", "play", "pick")]
        pool = eager if eager and driver.below(3) else [c.action for c in decision.choices]
        action = driver.choice(pool)
        after, events = apply_action(GAME, state, decision.player, action)
        assert isinstance(after, DtState)
        assert _leaks(state, after, events) == [], f"after {action!r}"
        assert _shown_to_one(state, after, events) == [], f"after {action!r}"
        assert GAME.invariant_violations(after) == [], f"after {action!r}"
        assert _decisions_hide(after) == [], f"after {action!r}"
        looks += sum(1 for e in events if e.msg.key in SHOWN)
        state = after
    return looks


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31), players=st.integers(min_value=2, max_value=4))
def test_looks_show_cards_to_the_looker_alone(seed: int, players: int) -> None:
    _play(seed, players, 300)


def test_the_random_matches_do_look() -> None:
    """The property above is not empty: these decks do show cards."""
    assert sum(_play(seed, 3, 300) for seed in range(3)) > 0


def _three() -> DtState:
    mystic = {"card": "01211"}
    return build(
        {
            "setup": {
                "players": [
                    {"warriors": [mystic], "hand": ["01180", "01276", "01130"], "destiny": 4},
                    {"warriors": [{"card": "01250"}], "hand": ["01157", "01085"]},
                    {"warriors": [{"card": "01214"}], "hand": ["01157"]},
                ]
            }
        }
    )


def test_item_vision_shows_the_hand_to_its_caster_only() -> None:
    state = _three()
    hand = set(state.players[1].hand)
    spell = state.players[0].hand[0]
    after, events = apply_action(GAME, state, 0, f"cast {spell} w1 p2")
    assert isinstance(after, DtState)
    assert not hand & GAME.secrets(after, 0)
    assert hand <= GAME.secrets(after, 2) and hand <= GAME.secrets(after, None)
    assert {c["id"] for c in GAME.view(after, 0)["players"][1]["known"]} == hand
    assert GAME.view(after, 2)["players"][1]["known"] == []
    for viewer in (None, 1, 2):
        assert not _tokens([e.msg.to_json() for e in events_for(events, viewer)]) & hand
    assert _tokens([e.msg.to_json() for e in events_for(events, 0)]) >= hand


def test_a_secret_mission_is_hidden_until_fulfilled() -> None:
    state = _three()
    secret, mission = state.players[0].hand[1], state.players[0].hand[2]
    after, events = apply_action(GAME, state, 0, f"play {secret} {mission}")
    after, more = apply_action(GAME, after, 0, "pick w1")
    assert isinstance(after, DtState)
    for viewer in (None, 1, 2):
        assert {secret, mission} <= GAME.secrets(after, viewer)
        assert GAME.view(after, viewer)["players"][0]["secret_missions"] == {"count": 1}
        assert not _tokens([e.msg.to_json() for e in events_for(events + more, viewer)]) & {secret, mission}
    assert not {secret, mission} & GAME.secrets(after, 0)
    assert GAME.view(after, 0)["players"][0]["secret_missions"]["cards"][0]["warrior"] == "w1"


def _refusal(state: DtState, seat: int, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        apply_action(GAME, state, seat, action)
    return refused.value.message.key


def test_refusals_say_why() -> None:
    state = _three()
    spell = state.players[0].hand[0]
    other = state.players[1].hand[0]
    assert _refusal(state, 0, f"pick {other}") == "dt-error-no-pick"
    poor = state.model_copy(deep=True)
    poor.players[0].destiny = 3
    assert _refusal(poor, 0, f"cast {spell} w1 p2") == "dt-error-destiny"
    after, _ = apply_action(GAME, _greater(), 0, f"cast {_greater().players[0].hand[0]} w1 p2 1")
    assert isinstance(after, DtState)
    assert _refusal(after, 0, f"pick {after.players[0].hand[0]}") == "dt-error-pick-option"


def test_retraining_twice_is_refused_with_its_reason() -> None:
    state = build(
        {
            "setup": {
                "players": [
                    {"warriors": [{"card": "01211"}], "hand": ["01258", "01258"], "destiny": 10, "promotion": 2},
                    {"warriors": [{"card": "01250"}], "hand": ["01157"]},
                ]
            }
        }
    )
    first, second = state.players[0].hand
    assert _refusal(state, 0, f"play {first} sell 3") == "dt-error-trade"
    after, _ = apply_action(GAME, state, 0, f"play {first} buy 1")
    assert isinstance(after, DtState)
    assert _refusal(after, 0, f"play {second} buy 1") == "dt-error-retrained"


def _greater() -> DtState:
    return build(
        {
            "setup": {
                "players": [
                    {"warriors": [{"card": "01211"}], "hand": ["01145", "01085"], "destiny": 5},
                    {"warriors": [{"card": "01250"}], "hand": ["01157", "01250"]},
                ]
            }
        }
    )
