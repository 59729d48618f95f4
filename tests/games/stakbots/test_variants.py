"""The official variants as match options."""

from bot.engine import new_state
from bot.games.stakbots import GAME
from bot.games.stakbots.cards import kind
from bot.games.stakbots.state import StakState
from tests.games.stakbots.helpers import Table


def test_reactive_play_lets_the_defender_cancel_an_attack() -> None:
    t = Table([["Core", "Core"], ["Trip", "Core"]], hands=[[], ["Sidekick"]], reactive_play=True)
    t.do(0, "attack 1")
    assert t.pending() == [(1, "react")]
    assert GAME.pending(t.state)[0].default == "pass"
    t.do(1, f"react {t.hand_id(1, 'Sidekick')}")
    assert t.stak(1) == ["Trip", "Sidekick", "Core"]  # no battle; Sidekick's entry made it fall
    assert t.state.damage == {} and t.state.attacker is not None


def test_reactive_play_pass_lets_the_battle_happen() -> None:
    t = Table([["Core", "Core"], ["Trip", "Core"]], hands=[[], ["Sidekick"]], reactive_play=True)
    t.do(0, "attack 1")
    t.do(1, "pass")
    assert t.stak(1) == ["Core"]


def test_recycling_scraps_top_and_a_hand_card_then_draws() -> None:
    t = Table([["Core", "Bash"], ["Core"]], hands=[["Spike"], []], supply=["Trip"], recycling=True)
    assert "recycle" not in " ".join(Table([["Core"], ["Core"]], hands=[["Spike"], []]).choices(0))
    t.do(0, f"recycle {t.hand_id(0, 'Spike')}")
    assert t.stak(0) == ["Bash"] and t.hand(0) == ["Trip"] and sorted(t.scrapped()) == ["Core", "Spike"]


def test_borderless_play_onto_another_stak_whose_owner_chooses() -> None:
    t = Table([["Core"], ["Core"]], hands=[["Shot"], []], borderless=True)
    t.do(0, f"play {t.hand_id(0, 'Shot')} on 1")
    assert t.stak(1) == ["Shot", "Core"]
    assert t.pending() == [(1, "target")]


def test_setup_effects_trigger_only_with_the_variant() -> None:
    seed = next(s for s in range(200) if kind(_plain(s).staks[0][0].card).name == "Bountiful")
    plain = _plain(seed)
    with_effects = new_state(GAME, 2, {"setup_effects": True}, seed)
    assert isinstance(with_effects, StakState)
    assert len(plain.hands[0]) == 3 and len(with_effects.hands[0]) == 4


def _plain(seed: int) -> StakState:
    state = new_state(GAME, 2, {}, seed)
    assert isinstance(state, StakState)
    return state
