"""Reaction cards are armed in secret (reactions.py, ruling 10): arming and disarming change
nothing any other player can see — no event, no view, no decision of theirs — and a fired card
is revealed to everyone."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Rng, apply_action, events_for, new_state
from bot.engine.match import ai_choice
from bot.games.doomtrooper import GAME
from bot.games.doomtrooper.cards import token
from bot.games.doomtrooper.cards_specials import REACTIONS
from bot.games.doomtrooper.state import DtState
from tests.games.doomtrooper.test_fuzz import dealt


def with_reactions(seed: int, players: int, decks: str = "") -> DtState:
    """A dealt match (random legal decks, or the preconstructed `decks`) in which every hand holds
    reaction cards (they replace its first cards)."""
    state = dealt(seed, players) if not decks else new_state(GAME, players, {"decks": decks}, seed)
    assert isinstance(state, DtState)
    for seat, p in enumerate(state.players):
        for i, d in enumerate(REACTIONS[seat : seat + 3]):
            p.hand[i] = token(d.code, state.next_handle)
            state.next_handle += 1
    return state


def _others_see(state: DtState, seat: int) -> list[object]:
    """Everything other seats and spectators get: their views and their open decisions."""
    seen: list[object] = [GAME.view(state, None)]
    for viewer in range(state.num_players):
        if viewer != seat:
            seen.append(GAME.view(state, viewer))
    seen.append([(d.player, d.id) for d in GAME.pending(state) if d.player != seat])
    return seen


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31), players=st.integers(min_value=2, max_value=4))
def test_arming_shows_nothing_to_anyone_else(seed: int, players: int) -> None:
    state = with_reactions(seed, players)
    driver = Rng.from_seed(seed)
    armed = 0
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        decision = driver.choice(GAME.pending(state))
        arming = [c.action for c in decision.choices if c.action.split()[0] in ("arm", "disarm")]
        if arming and driver.below(2) == 0:
            seat = decision.player
            action = driver.choice(arming)
            after, events = apply_action(GAME, state, seat, action)
            assert isinstance(after, DtState)
            assert _others_see(after, seat) == _others_see(state, seat), action
            assert all(e.audience == (seat,) for e in events), action
            for viewer in range(players):
                if viewer != seat:
                    assert events_for(events, viewer) == []
            mine_before, mine_after = GAME.view(state, seat), GAME.view(after, seat)
            assert {k for k in mine_after if mine_after[k] != mine_before[k]} <= {"armed"}
            armed += 1
            state = after
            continue
        action = ai_choice(GAME, state, decision.player)
        after, _ = apply_action(GAME, state, decision.player, action)
        assert isinstance(after, DtState)
        assert GAME.invariant_violations(after) == []
        state = after
    assert armed > 0


def test_armed_cards_fire_in_public() -> None:
    """The AI arms what it holds; within a few matches an armed card fires, with a public event
    naming it, and every card still armed is in its owner's hand."""
    fired = 0
    for seed in range(3):
        state = with_reactions(seed, 2, "legion,bauhaus")  # two decks that attack each other
        for _ in range(3000):
            if GAME.outcome(state) is not None:
                break
            decision = GAME.pending(state)[0]
            after, events = apply_action(GAME, state, decision.player, ai_choice(GAME, state, decision.player))
            assert isinstance(after, DtState)
            for e in events:
                if e.msg.key == "dt-reaction":
                    assert e.audience is None
                    fired += 1
            for p in after.players:
                assert all(a.card in p.hand for a in p.armed)
            state = after
    assert fired >= 2


def test_refused_arming_says_why() -> None:
    """Each refused `arm`/`disarm` changes nothing and names its reason; a card outside the hand
    is not named (it may be another player's hidden card)."""
    from bot.engine import IllegalAction
    from bot.games.doomtrooper.scenario import build

    state = build(
        {
            "setup": {
                "players": [
                    {"hand": ["01014", "01157"], "warriors": [{"card": "01214"}]},
                    {"hand": ["01207"], "warriors": [{"card": "01164"}]},
                ]
            }
        }
    )
    bamboozled, hussar = state.players[0].hand
    other = state.players[1].hand[0]
    cases = {
        f"arm {hussar}": "dt-error-arm-not-reaction",
        f"disarm {bamboozled}": "dt-error-disarm-not-armed",
        f"arm {other}": "dt-error-arm-not-in-hand",
        f"arm {bamboozled} p1": "dt-error-arm-target",
    }
    for action, key in cases.items():
        with pytest.raises(IllegalAction) as refused:
            apply_action(GAME, state, 0, action)
        assert refused.value.message.key == key, action
        if key == "dt-error-arm-not-in-hand":
            assert not refused.value.message.args
    armed, _ = apply_action(GAME, state, 0, f"arm {bamboozled}")
    with pytest.raises(IllegalAction) as refused:
        apply_action(GAME, armed, 0, f"arm {bamboozled}")
    assert refused.value.message.key == "dt-error-arm-already"
