"""Turn structure, effect ordering, elimination, supply and the AI."""

import pytest

from bot.engine import IllegalAction
from bot.games.stakbots.balance import ai_win_rate
from bot.games.stakbots.cards import DECK
from tests.games.stakbots.helpers import Table
from tests.support.wording import say


def test_end_is_refused_until_the_scrapheap_is_fed() -> None:
    t = Table([["Core", "Core"], ["Core"]], hands=[["Bash"], []])
    assert "end" not in t.choices(0)
    with pytest.raises(IllegalAction, match="stak-illegal-feed-first"):
        t.do(0, "end")
    t.do(0, f"discard {t.hand_id(0, 'Bash')}")
    t.do(0, "end")
    assert t.state.current == 1 and t.state.turn == 2


def test_only_one_card_may_attack_per_turn() -> None:
    t = Table([["Clumsy", "Core"], ["Bountiful", "Core", "Core"]], hands=[["Spike"], []])
    t.do(0, "attack 1")
    assert t.pending() == [(0, "turn")]
    assert "attack 1" in t.choices(0)  # the same card may attack again
    t.do(0, f"play {t.hand_id(0, 'Spike')}")
    assert "attack 1" not in t.choices(0)
    with pytest.raises(IllegalAction, match="stak-illegal-one-attack"):
        t.do(0, "attack 1")


def test_damage_accumulates_over_the_turn_and_heals_at_its_end() -> None:
    t = Table([["Clumsy", "Core"], ["Trip", "Bash", "Core"]])
    t.do(0, "attack 1")
    clumsy = t.state.staks[0][0].card
    assert t.state.damage[clumsy] == 3 and t.stak(1) == ["Bash", "Core"]
    t.do(0, "end")
    assert t.state.damage == {}
    t2 = Table([["Clumsy", "Core"], ["Trip", "Bash", "Core"]])
    t2.do(0, "attack 1")
    t2.do(0, "attack 1")
    # 3 + 3 >= 6 scraps Clumsy; Bash also scraps the bottom Core: seat 0 is out.
    assert t2.stak(0) == [] and t2.stak(1) == ["Core"]
    assert t2.state.winners == [1]


def test_simultaneous_triggers_resolve_player_on_turn_first_then_clockwise() -> None:
    t = Table([["Core", "-Bountiful"], ["Core", "-Bountiful"], ["Fatal", "-Bountiful"]], current=1)
    t.state.staks[0][0].up = False  # three tops face down at once after seat 1 scraps its top
    t.state.staks[0].pop(0)
    t.state.staks[2][0].up = False
    t.state.staks[2].pop(0)
    events = t.do(1, "scrap top")
    order = [line for line in t.said(events) if "entry effect" in line]
    assert order == [f"The entry effect of Bountiful Bot on {n}'s Stak takes place." for n in ("Ben", "Cat", "Ann")]


def test_a_waiting_effect_is_dropped_when_its_card_is_no_longer_on_top() -> None:
    t = Table([["Core", "-Reaper", "Core"], ["Fatal", "-Bountiful", "Core"]], hands=[[], ["Spike"]])
    t.do(0, "attack 1")  # both tops fall; Reaper (seat 0, on turn) resolves before Bountiful
    assert t.pending() == [(0, "target")]
    t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Core"]
    assert t.hand(1) == ["Spike"]  # Bountiful's effect never resolved


def test_a_chain_finishes_before_an_emptied_stak_is_eliminated() -> None:
    t = Table([["Core", "-Expel"], ["Fatal"]], hands=[[], ["Spike", "Trip"]])
    t.do(0, "attack 1")  # Core scraps Fatal (seat 1 empty); Fatal scraps Core; Expel turns up
    assert t.stak(1) == [] and t.state.out == []
    t.do(0, "player 1")
    assert t.pending() == [(1, "lose")]  # the emptied seat still makes its choice
    t.do(1, f"lose {t.hand_id(1, 'Trip')}")
    from bot.games.stakbots import GAME

    outcome = GAME.outcome(t.state)
    assert outcome is not None and outcome.winners == [0]


def test_the_scrapheap_is_shuffled_into_an_empty_supply() -> None:
    t = Table([["Core", "Core"], ["Core"]], hands=[["Bash"], []], supply=[], scrap=["Spike"])
    t.do(0, f"discard {t.hand_id(0, 'Bash')}")
    t.do(0, "end")
    assert t.state.scrap == [] and len(t.state.supply) == 1
    assert sorted([*t.hand(1), DECK[t.state.supply[0]]]) == ["Bash", "Spike"]


def test_turn_limit_waits_for_the_round_and_compares_staks_summed_over_its_turn_starts() -> None:
    t = Table([["Core", "Core", "Core"], ["Core", "Core"]], hands=[["Bash"], ["Spike", "Core"]], turn_limit=1)
    t.do(0, f"discard {t.hand_id(0, 'Bash')}")
    t.do(0, "end")
    assert t.state.finished is None and t.state.current == 1, "seat 1 still gets its turn of the round"
    t.do(1, f"play {t.hand_id(1, 'Spike')}")
    t.do(1, f"play {t.hand_id(1, 'Core')}")
    events = t.do(1, f"discard {t.hand_id(1, 'Core')}")
    assert len(t.stak(1)) == 4 > len(t.stak(0)) == 3
    events = t.do(1, "end")
    from bot.games.stakbots import GAME

    outcome = GAME.outcome(t.state)
    # Summed at the two turn starts of the round: seat 0 3 + 3, seat 1 2 + 2. The snapshot at the
    # end of the round (3 against 4) would have favoured seat 1, which moved last.
    assert outcome is not None and outcome.winners == [0]
    assert say(GAME, outcome.reason) == "The turn limit was reached: the largest Stak over the last round wins."
    assert t.said(events)[-1] == "The turn limit is reached. Stak sizes summed over the last round: Ann 6 and Ben 4."


def test_turn_limit_tie_is_shared() -> None:
    t = Table([["Core", "Core"], ["Core", "Core"]], hands=[["Bash"], ["Spike"]], turn_limit=1)
    t.do(0, f"discard {t.hand_id(0, 'Bash')}")
    t.do(0, "end")
    t.do(1, f"discard {t.hand_id(1, 'Spike')}")
    t.do(1, "end")
    from bot.games.stakbots import GAME

    outcome = GAME.outcome(t.state)
    assert outcome is not None and outcome.winners == [0, 1]


def test_ai_beats_the_random_player() -> None:
    assert ai_win_rate(range(100)) >= 0.7
