"""One scenario per bot type: exact positions, actions through the engine, exact results."""

from bot.games.stakbots import GAME
from bot.games.stakbots.rules import power
from tests.games.stakbots.helpers import Table
from tests.support.wording import say


def test_core_has_no_entry_effect_and_play_makes_it_top() -> None:
    t = Table([["Bash"], ["Core"]], hands=[["Core"], []])
    t.do(0, f"play {t.hand_id(0, 'Core')}")
    assert t.stak(0) == ["Core", "Bash"]
    assert t.pending() == [(0, "turn")]


def test_sidekick_falls_one_place_and_the_face_down_card_below_stays_hidden() -> None:
    t = Table([["Core", "-Bash"], ["Core"]], hands=[["Sidekick"], []])
    t.do(0, f"play {t.hand_id(0, 'Sidekick')}")
    assert t.stak(0) == ["Core", "Sidekick", "-Bash"]


def test_leader_counts_face_up_cards_down_to_the_first_face_down_one() -> None:
    t = Table([["Leader", "Core", "Bash", "-Core", "Spike"], ["Core"]])
    assert power(t.state, t.state.staks[0][0].card) == 3
    t2 = Table([["Leader", "-Core"], ["Core"]])
    assert power(t2.state, t2.state.staks[0][0].card) == 1


def test_stomp_keeps_attacking_the_next_top_cards_until_scrapped() -> None:
    t = Table([["Stomp", "Core"], ["Reaper", "Bountiful", "Core"]])
    t.do(0, "attack 1")
    # Reaper (1) and Bountiful (2) fall; Core deals 5 more: 1 + 2 + 5 >= 4 scraps Stomp.
    assert t.stak(1) == ["Core"]
    assert t.stak(0) == ["Core"]
    assert t.scrapped() == ["Reaper", "Bountiful", "Stomp"]
    assert "attack 1" not in t.choices(0)


def test_fatal_scraps_every_card_it_damages() -> None:
    t = Table([["Fatal", "Core"], ["Clumsy", "Core"]])
    t.do(0, "attack 1")
    assert t.stak(1) == ["Core"]
    assert t.stak(0) == ["Core"]


def test_spike_scraps_the_card_beneath_the_damaged_card() -> None:
    t = Table([["Spike", "Core"], ["Clumsy", "Bash", "Core"]])
    t.do(0, "attack 1")
    assert t.stak(1) == ["Clumsy", "Core"]
    assert t.stak(0) == ["Core"]  # Clumsy's 6 damage scraps Spike (3)
    assert t.state.damage[t.state.staks[1][0].card] == 3


def test_bash_scraps_the_bottom_card_of_the_damaged_stak() -> None:
    t = Table([["Bash", "Core"], ["Clumsy", "Core", "Leader"]])
    t.do(0, "attack 1")
    assert t.stak(1) == ["Clumsy", "Core"]


def test_clumsy_bashes_its_own_stak() -> None:
    t = Table([["Core", "Bash"], ["Core"]], hands=[["Clumsy"], []])
    t.do(0, f"play {t.hand_id(0, 'Clumsy')}")
    assert t.stak(0) == ["Clumsy", "Core"]
    assert t.scrapped() == ["Bash"]
    assert "end" in t.choices(0)


def test_shot_damages_a_chosen_top_card() -> None:
    t = Table([["Core"], ["Clumsy"]], hands=[["Shot"], []])
    t.do(0, f"play {t.hand_id(0, 'Shot')}")
    assert t.pending() == [(0, "target")]
    clumsy = t.top_id(1)
    t.do(0, f"target {clumsy}")
    assert t.stak(1) == ["Clumsy"] and t.state.damage[t.state.staks[1][0].card] == 4


def test_shot_scraps_a_card_whose_damage_reaches_its_power() -> None:
    t = Table([["Core"], ["Bash", "-Core"]], hands=[["Shot"], []])
    t.do(0, f"play {t.hand_id(0, 'Shot')}")
    t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Core"]


def test_reaper_scraps_the_chosen_top_card_and_the_card_below_turns_up() -> None:
    t = Table([["Core"], ["Core", "-Bash"]], hands=[["Reaper"], []])
    t.do(0, f"play {t.hand_id(0, 'Reaper')}")
    events = t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Bash"]
    assert t.said(events) == [
        "Reaper Bot targets Ben's Core Bot.",
        "Ben's Core Bot is scrapped.",
        "Bash Bot turns face up on Ben's Stak.",
    ]


def test_pit_puts_the_target_face_up_at_the_bottom() -> None:
    t = Table([["Core"], ["Core", "-Bash", "-Spike"]], hands=[["Pit"], []])
    t.do(0, f"play {t.hand_id(0, 'Pit')}")
    events = t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Bash", "-Spike", "Core"]
    assert t.said(events, 1)[:2] == [
        "Pit Bot targets your Core Bot.",
        "Your Core Bot goes face up to the bottom of your Stak.",
    ]


def test_trip_makes_the_target_fall_one_place() -> None:
    t = Table([["Core"], ["Core", "-Bash", "-Spike"]], hands=[["Trip"], []])
    t.do(0, f"play {t.hand_id(0, 'Trip')}")
    events = t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Bash", "Core", "-Spike"]
    assert t.said(events)[1:] == ["Core Bot falls one place down Ben's Stak.", "Bash Bot turns face up on Ben's Stak."]


def test_begone_returns_the_target_to_its_owners_hand() -> None:
    t = Table([["Core"], ["Spike", "Bash"]], hands=[["Begone"], []])
    t.do(0, f"play {t.hand_id(0, 'Begone')}")
    events = t.do(0, f"target {t.top_id(1)}")
    assert t.stak(1) == ["Bash"] and t.hand(1) == ["Spike"]
    assert t.said(events) == ["Begone Bot targets Ben's Spike Bot.", "Ben's Spike Bot returns to Ben's hand."]


def test_tranq_flips_any_face_up_card_even_below_the_top() -> None:
    t = Table([["Core"], ["Spike", "Bash"]], hands=[["Tranq"], []])
    t.do(0, f"play {t.hand_id(0, 'Tranq')}")
    assert f"target {t.at(1, 1)}" in t.choices(0)
    labels = {c.action: say(GAME, c.label, 0) for c in GAME.pending(t.state)[0].choices}
    assert labels[f"target {t.at(1, 1)}"] == "Target Ben's Bash Bot (2nd from the top)"
    events = t.do(0, f"target {t.at(1, 1)}")
    assert t.stak(1) == ["Spike", "-Bash"]
    assert t.said(events) == ["Tranq Bot targets Ben's Bash Bot.", "Ben's Bash Bot is flipped face down."]


def test_expel_victim_chooses_the_card_while_the_active_player_waits() -> None:
    t = Table([["Core"], ["Core"]], hands=[["Expel"], ["Bash", "Clumsy"]])
    t.do(0, f"play {t.hand_id(0, 'Expel')}")
    assert t.pending() == [(0, "player")]
    t.do(0, "player 1")
    assert t.pending() == [(1, "lose")]
    from bot.games.stakbots import GAME

    assert GAME.pending(t.state)[0].default == f"lose {t.hand_id(1, 'Bash')}"  # lowest power
    t.do(1, f"lose {t.hand_id(1, 'Clumsy')}")
    assert t.hand(1) == ["Bash"] and t.scrapped() == ["Clumsy"]
    assert t.pending() == [(0, "turn")]


def test_bountiful_draws_a_card() -> None:
    t = Table([["Core"], ["Core"]], hands=[["Bountiful"], []], supply=["Spike"])
    t.do(0, f"play {t.hand_id(0, 'Bountiful')}")
    assert t.hand(0) == ["Spike"] and t.state.supply == []


def test_entry_effects_stop_at_the_per_turn_cap_and_the_thread_is_told() -> None:
    from bot.games.stakbots.effects import CHAIN_CAP

    t = Table([["Core"], ["Clumsy"]], hands=[["Shot", "Reaper"], []])
    t.state.chain_count = CHAIN_CAP - 1
    t.do(0, f"play {t.hand_id(0, 'Shot')}")
    assert t.pending() == [(0, "target")], "the 100th effect of the turn still runs"
    t.do(0, f"target {t.top_id(1)}")
    events = t.do(0, f"play {t.hand_id(0, 'Reaper')}")
    assert t.pending() != [(0, "target")] and t.stak(1) == ["Clumsy"], "the 101st does not"
    assert f"The entry effect of Reaper Bot is skipped: {CHAIN_CAP} entry effects have already run this turn." in (
        t.said(events)
    )
