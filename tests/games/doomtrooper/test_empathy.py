"""Empathy (01095): the plan a player tells is known to the caster and that player alone.

For every plan the bound player may tell, in a three-player game: the events and the view of the
third player (and of a spectator) never name its attacker, defender or tactic, nor carry the
private event; the AI's masked copy for the third player drops the plan; the caster and the bound
player see it in full. The refusals name the plan's reason.
"""

import pytest

from bot.engine import Event, IllegalAction, Rng, apply_action, events_for
from bot.games.doomtrooper import GAME
from bot.games.doomtrooper.ai import masked
from bot.games.doomtrooper.hidden import plan_options
from bot.games.doomtrooper.scenario import build
from bot.games.doomtrooper.state import DtState
from tests.support.wording import english

NAMES = ["Ann", "Bob", "Cid"]


def _table(destiny: int = 10) -> DtState:
    return build(
        {
            "setup": {
                "players": [
                    {"warriors": [{"card": "01331"}, {"card": "01214"}], "hand": ["01095"], "destiny": destiny},
                    {"warriors": [{"card": "01273"}, {"card": "01157"}], "hand": ["01164"]},
                    {"warriors": [{"card": "01250"}], "hand": ["01157"]},
                ]
            }
        }
    )


def _cast() -> tuple[DtState, list[Event]]:
    state = _table()
    after, events = apply_action(GAME, state, 0, f"cast {state.players[0].hand[0]} w1 p2")
    assert isinstance(after, DtState)
    return after, events


def _told(option: str) -> tuple[DtState, list[Event]]:
    state, events = _cast()
    after, more = apply_action(GAME, state, 1, f"pick {option}")
    assert isinstance(after, DtState)
    return after, events + more


def _plan_options() -> list[str]:
    state, _ = _cast()
    return plan_options(state, 1)


def test_the_bound_player_may_tell_every_attack_and_no_attack() -> None:
    options = _plan_options()
    assert options[0] == "none"
    assert {"w3:w2:fight", "w3:w2:shoot", "w4:w2:shoot"} <= set(options)


@pytest.mark.parametrize("option", _plan_options())
def test_only_the_caster_and_the_bound_player_learn_the_plan(option: str) -> None:
    state, events = _told(option)
    (order,) = state.orders
    assert (order.kind, order.by, order.seat) == ("plan", 0, 1)
    for reader in (None, 2):
        seen = [e.msg.key for e in events_for(events, reader)]
        assert "dt-plan-told" in seen and "dt-plan-secret" not in seen
        (shown,) = GAME.view(state, reader)["orders"]
        assert shown["kind"] == "plan_hidden" and shown["warrior"] == ""
        assert "defender" not in shown and "tactic" not in shown
    for reader in (0, 1):
        assert "dt-plan-secret" in [e.msg.key for e in events_for(events, reader)]
        (shown,) = GAME.view(state, reader)["orders"]
        assert (shown["kind"], shown["warrior"]) == ("plan", order.warrior)
        assert (shown.get("defender"), shown.get("tactic")) == (order.defender, order.tactic)
    assert masked(state, 2, Rng.from_seed(1)).orders == []
    assert len(masked(state, 0, Rng.from_seed(1)).orders) == 1


def test_the_table_tells_others_only_that_a_plan_binds() -> None:
    state, _ = _told("w3:w2:shoot")
    other = GAME.render(GAME.view(state, 2), english(GAME, NAMES, 2))
    assert "Plan (Empathy of Ann): Bob told Ann their next turn's attack plan" in other
    assert "Shoot" not in other
    caster = GAME.render(GAME.view(state, 0), english(GAME, NAMES, 0))
    assert "in Bob's next turn Sea Lion attacks Necromutant, tactic: Shoot, if it can" in caster


def _refusal(state: DtState, seat: int, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        apply_action(GAME, state, seat, action)
    return refused.value.message.key


def _bob_to_act(option: str) -> DtState:
    state, _ = _told(option)
    after, _ = apply_action(GAME, state, 0, "end")
    after, _ = apply_action(GAME, after, 1, "meditate")  # Bob's turn: 3 actions, one spent
    assert isinstance(after, DtState) and after.current == 1
    return after


def test_refusals_name_the_plan() -> None:
    assert _refusal(_table(destiny=9), 0, f"cast {_table().players[0].hand[0]} w1 p2") == "dt-error-destiny"
    quiet = _bob_to_act("none")
    assert _refusal(quiet, 1, "attack w3 w2") == "dt-plan-refused-attack"
    planned = _bob_to_act("w3:w2:shoot")
    assert _refusal(planned, 1, "attack w4 w2") == "dt-plan-refused-other"
    assert _refusal(planned, 1, "end") == "dt-plan-refused-other"
    fighting, _ = apply_action(GAME, planned, 1, "attack w3 w2")
    assert isinstance(fighting, DtState)
    assert _refusal(fighting, 1, "fight") == "dt-plan-refused-tactic"
