"""Scenarios from the second check of every card text against the seed, and the entry-effect cap."""

from bot.games.stakbots import GAME
from bot.games.stakbots.effects import CHAIN_CAP
from tests.games.stakbots.helpers import Table


def test_a_tranq_retriggering_itself_stops_after_exactly_100_entry_effects_in_the_turn() -> None:
    # A Tranq that flips itself turns straight up again and retriggers: without the cap a player
    # could loop forever. The default never picks the Tranq while another target exists.
    t = Table([["Core"], ["Core"]], hands=[["Tranq"], []])
    tranq = t.hand_id(0, "Tranq")
    events = t.do(0, f"play {tranq}")
    answered = 0
    while t.pending() == [(0, "target")]:
        assert GAME.pending(t.state)[0].default != f"target {tranq}"
        events += t.do(0, f"target {tranq}")
        answered += 1
    assert answered == CHAIN_CAP == 100
    texts = t.said(events)
    assert texts.count("The entry effect of Tranq Bot on Ann's Stak takes place.") == 100
    assert texts.count("Tranq Bot turns face up on Ann's Stak.") == 100
    assert texts.count("Ann's Tranq Bot is flipped face down.") == 100
    assert texts[-1] == "The entry effect of Tranq Bot is skipped: 100 entry effects have already run this turn."
    assert sum("skipped" in text for text in texts) == 1
    assert t.state.chain_count == 100 and t.state.effects == [] and t.stak(0) == ["Tranq", "Core"]
    # The turn goes on normally; the count starts again next turn.
    assert t.pending() == [(0, "turn")] and "attack 1" in t.choices(0)
    t.do(0, "scrap top")
    t.do(0, "end")
    assert t.state.current == 1 and t.state.chain_count == 0


def test_effect_defaults_aim_at_the_next_opponent_and_tranq_avoids_retriggering() -> None:
    t = Table([["Core", "Bash"], ["Clumsy"], ["Spike"]], hands=[[], [], ["Shot", "Tranq", "Expel"]], current=2)
    t.do(2, f"play {t.hand_id(2, 'Shot')}")
    assert GAME.pending(t.state)[0].default == f"target {t.top_id(0)}", "seat 0 is next after seat 2"
    t.do(2, f"target {t.top_id(1)}")
    t.do(2, f"play {t.hand_id(2, 'Tranq')}")
    # Flipping a top would turn it straight up again; the face-up Bash below seat 0's top stays down.
    assert GAME.pending(t.state)[0].default == f"target {t.at(0, 1)}"
    t.do(2, f"target {t.top_id(0)}")  # the Core has no entry effect: it just turns up again
    assert t.stak(0) == ["Core", "Bash"]
    t.do(2, f"play {t.hand_id(2, 'Expel')}")
    assert GAME.pending(t.state)[0].default == "player 0"


def test_an_attacker_pitted_to_the_bottom_keeps_its_damage_and_attacks_again_once_uncovered() -> None:
    t = Table([["Core", "Bash"], ["Bountiful", "-Pit", "Core"]])
    core = t.top_id(0)
    t.do(0, "attack 1")  # Core scraps Bountiful and takes 2; Pit turns up on seat 1's Stak
    assert t.pending() == [(1, "target")]
    t.do(1, f"target {core}")
    assert t.stak(0) == ["Bash", "Core"]
    assert "attack 1" not in t.choices(0), "Bash is not the card that attacked this turn"
    t.do(0, "scrap top")
    assert t.top_id(0) == core and "attack 1" in t.choices(0)
    t.do(0, "attack 1")  # 2 more damage from Pit: 4 < 5, the Core survives
    assert t.state.damage[t.state.staks[0][0].card] == 4
    assert t.stak(1) == ["Core"]


def test_a_pushed_down_attacker_that_tranq_resets_cannot_attack_again() -> None:
    t = Table([["Core", "Spike"], ["Bountiful", "-Trip", "Core"]], hands=[["Tranq"], []])
    core = t.top_id(0)
    t.do(0, "attack 1")
    t.do(1, f"target {core}")  # seat 1's Trip turned up and trips the attacker
    assert t.stak(0) == ["Spike", "Core"]
    t.do(0, f"play {t.hand_id(0, 'Tranq')}")
    t.do(0, f"target {core}")
    assert t.stak(0) == ["Tranq", "Spike", "-Core"] and core[1:] not in str(t.state.damage)
    t.do(0, "scrap top")
    t.do(0, "scrap top")
    assert t.top_id(0) == core and t.stak(0) == ["Core"]
    assert not any(a.startswith("attack") for a in t.choices(0)), "a reset attacker stays stopped"


def test_expel_may_name_a_player_with_an_empty_hand_and_then_nothing_is_scrapped() -> None:
    t = Table([["Core"], ["Core"]], hands=[["Expel", "Bash"], []])
    t.do(0, f"play {t.hand_id(0, 'Expel')}")
    assert sorted(t.choices(0)) == ["player 0", "player 1"]
    events = t.do(0, "player 1")
    assert t.said(events)[-1] == "Ben has no card in hand to scrap for Expel Bot."
    assert t.said(events, 1)[-1] == "You have no card in hand to scrap for Expel Bot."
    assert t.hand(0) == ["Bash"] and t.scrapped() == [] and "end" not in t.choices(0)


def test_a_reset_card_loses_its_waiting_effect_and_triggers_once_when_it_turns_up_again() -> None:
    t = Table([["Core", "-Tranq", "Core"], ["Fatal", "-Bountiful", "Core"]], supply=["Core", "Spike"])
    t.do(0, "attack 1")  # both tops fall; Tranq (seat 0, on turn) resolves first, Bountiful waits
    assert t.pending() == [(0, "target")]
    t.do(0, f"target {t.top_id(1)}")  # Tranq resets the Bountiful, which turns up and triggers anew
    assert t.hand(1) == ["Spike"], "one draw, not one for the old trigger as well"
    assert t.pending() == [(0, "turn")]


def test_stomp_is_stopped_by_an_effect_that_returns_it_to_the_hand() -> None:
    t = Table([["Stomp", "Core"], ["Bountiful", "-Begone", "Core", "Core"]])
    stomp = t.top_id(0)
    t.do(0, "attack 1")  # Stomp scraps Bountiful; Begone turns up before the next stomp
    assert t.pending() == [(1, "target")]
    t.do(1, f"target {stomp}")
    assert t.hand(0) == ["Stomp"] and t.stak(0) == ["Core"]
    assert t.stak(1) == ["Begone", "Core", "Core"], "no further attack"
    assert not any(a.startswith("attack") for a in t.choices(0))


def test_an_attacker_turned_face_down_is_not_named_to_anyone() -> None:
    t = Table([["Core", "Spike"], ["Bountiful", "-Trip", "Core"]], hands=[["Tranq"], []])
    core = t.top_id(0)
    t.do(0, "attack 1")
    t.do(1, f"target {core}")
    t.do(0, f"play {t.hand_id(0, 'Tranq')}")
    t.do(0, f"target {core}")  # the attacker is reset: face down under Tranq and Spike
    assert t.state.attacker is not None and t.stak(0) == ["Tranq", "Spike", "-Core"]
    for viewer in (None, 0, 1):
        view = GAME.view(t.state, viewer)
        assert view["attacker"] == "hidden" and core not in str(view), f"seat {viewer} sees the face-down attacker"
