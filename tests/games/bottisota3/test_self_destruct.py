"""The 10♥ self-destruct works exactly when the card has to be thrown away (issue #13, rule 1)."""

import re

import pytest

from bot.engine import IllegalAction
from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.state import BotState
from tests.games.bottisota3.helpers import (
    act,
    card,
    group,
    labels,
    options,
    pending,
    play,
    position,
    prompt,
    stack,
    told,
    who,
)
from tests.support.wording import say

TEN = card("10♥")


def trimming(state: BotState, seat: int = 0) -> BotState:
    """`seat` holds 10♥ and four low diamonds with condition 4: ending the turn makes it trim one card."""
    state.bots[seat].hand = [TEN, *(card(f"{n}♦") for n in (2, 3, 4, 5))]
    for c in state.bots[seat].hand:
        state.deck.remove(c)
    state.bots[seat].condition = 4
    return act(state, seat, "end")


def test_trimming_a_ten_of_hearts_asks_its_owner_self_destruct_or_discard() -> None:
    state = trimming(position([("Teekuppi", []), ("Pora", [])]))
    assert who(state) == (0, "trim") and f"drop {TEN}" in options(state, 0)
    assert labels(state, 0)[f"drop {TEN}"] == "Discard 10♥ (then choose: self-destruct with it, or just discard it)"
    events: list[Event] = []
    state = act(state, 0, f"drop {TEN}", events)
    assert told(events) == [], "nothing is thrown away before the owner decides"
    decision = pending(state, 0)
    assert decision.kind == "boom" and decision.default == f"discard {TEN}"
    assert options(state, 0) == {f"selfdestruct {TEN}", f"discard {TEN}", "auto boom on"}
    for reader in (0, None):  # the prompt shows in the match thread: the card is named in the choices only
        text = prompt(state, 0, reader)
        assert text == "turn 1: self-destruct with the card you must throw away, or just discard it"
        assert not re.search(r"c\d{3}", text)
    assert labels(state, 0) == {
        f"selfdestruct {TEN}": "Self-destruct with 10♥: 6 damage to your melee, 3 to every other bot",
        f"discard {TEN}": "Just discard 10♥",
        "auto boom on": "Turn auto boom on: a 10♥ you must throw away self-destructs only when that wins,"
        " else it is discarded",
    }
    assert TEN in state.bots[0].hand, "the card waits in the hand for the decision"


def test_a_self_destruct_from_a_trim_blasts_the_melee_for_six_and_the_rest_for_three() -> None:
    state = position([("Teekuppi", []), ("Pora", []), ("Siivuri", [])])
    group(state, 0, 1)
    state = trimming(state)
    events: list[Event] = []
    state = play(state, (0, f"drop {TEN}"))
    state = act(state, 0, f"selfdestruct {TEN}", events)
    assert [b.condition for b in state.bots] == [0, 0, 2]
    assert TEN in state.discard
    assert told(events)[:2] == ["Ann plays 10♥ (self-destruct).", "Ann sets off the self-destruct of their 10♥!"]
    assert told(events, 0)[1] == "You set off the self-destruct of your 10♥!"
    assert "Ann's bot explodes: 6 damage to every bot in its melee, 3 to every other bot!" in told(events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [2]
    assert told(events)[-1] == "Cat has the last bot standing: Cat wins!"


def test_the_deadline_default_just_discards_the_ten_of_hearts() -> None:
    state = trimming(position([("Teekuppi", []), ("Pora", [])]))
    state = act(state, 0, f"drop {TEN}")
    events: list[Event] = []
    state = act(state, 0, pending(state, 0).default, events)
    assert state.bots[0].status == "active" and state.bots[0].condition == 4 and TEN in state.discard
    assert told(events)[0] == "Ann just discards 10♥ (no self-destruct)."
    assert len(state.bots[0].hand) == 4 and state.bots[1].condition == 5 and who(state) == (1, "turn")


def test_the_ten_of_hearts_is_no_longer_fired_at_will_in_the_own_turn() -> None:
    state = position([("Teekuppi", [TEN, card("7♣")]), ("Pora", [])])
    state.bots[1].condition = 1
    assert not any(a.startswith(("use", "selfdestruct")) for a in options(state, 0))
    with pytest.raises(IllegalAction, match="b3-illegal-ten-at-will"):
        act(state, 0, f"use {TEN}")


def test_the_excess_shed_after_an_exchange_may_self_destruct() -> None:
    state = position([("Teekuppi", [card("2♣")]), ("Pora", [])])
    state.bots[0].condition = 3
    stack(state, "10♥", "9♥", "8♥", "7♥")
    state = play(state, (0, "exchange"), (0, "draw"))
    ten = next(c for c in state.bots[0].hand if face(c) == "10♥")
    assert who(state) == (0, "trim") and len(state.bots[0].hand) == 5
    state = act(state, 0, f"drop {ten}")
    assert who(state) == (0, "boom")
    state = act(state, 0, f"selfdestruct {ten}")
    assert state.bots[0].status == "destroyed" and state.bots[1].condition == 2


def test_the_green_laser_throws_the_ten_of_hearts_away_and_its_owner_may_self_destruct() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [TEN, card("2♦")])])
    state.bots[0].condition = 3
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    assert who(state) == (1, "boom") and state.bots[1].hand == [TEN] and card("2♦") in state.discard
    assert told(events)[-1] == "The green laser makes Ben throw away the whole hand: 10♥ and 2♦."
    state = act(state, 1, f"selfdestruct {TEN}")
    outcome = GAME.outcome(state)
    # Both bots fell in the blast: the self-destructor wins.
    assert outcome is not None and outcome.winners == [1] and state.finished_reason == "self-destruct"
    assert say(GAME, outcome.reason) == "The last bots fell in a self-destruct: the self-destructor wins."


def test_an_emp_hit_on_the_ten_of_hearts_is_decided_before_the_defence() -> None:
    state = position([("Sadonkorjaaja", [card("7♣")]), ("Pora", [TEN])])
    stack(state, "9♠")
    events: list[Event] = []
    state = act(state, 0, f"shoot {card('7♣')} p1", events)
    assert who(state) == (1, "boom") and TEN in state.bots[1].hand
    assert "The EMP gun makes Ben exchange a random card: 10♥ must be thrown away." in told(events)
    assert "The EMP gun makes you exchange a random card: 10♥ must be thrown away." in told(events, 1)
    assert [face(c) for c in state.bots[1].hand] == ["10♥", "9♠"], "the swap's new card is drawn already"
    state = act(state, 1, f"discard {TEN}")
    assert who(state) == (1, "defend") and [face(c) for c in state.bots[1].hand] == ["9♠"]


def test_a_mega_electric_exchange_asks_about_the_ten_of_hearts_before_drawing() -> None:
    state = position([("Teekuppi", [card("A♠")]), ("Pora", [TEN, card("2♣")])])
    stack(state, "7♣", "K♠")
    state = play(state, (0, f"use {card('A♠')} p1"), (1, "take"))
    assert who(state) == (1, "boom") and state.bots[1].hand == [TEN]
    state = act(state, 1, f"discard {TEN}")
    assert len(state.bots[1].hand) == 5 and TEN in state.discard and who(state) == (1, "trim")


def test_reprogramming_asks_every_ten_of_hearts_holder_in_seat_order() -> None:
    hands = [("Teekuppi", [card("J♠"), card("🃏")]), ("Pora", [TEN]), ("Siivuri", [card("10♥", 1)])]
    state = position(hands)
    state = play(state, (0, f"install {card('J♠')}"), (0, f"use {card('🃏')}"))
    assert state.bots[0].installed == [] and who(state) == (1, "boom")
    state = act(state, 1, f"discard {TEN}")
    assert who(state) == (2, "boom")
    state = act(state, 2, f"discard {card('10♥', 1)}")
    assert all(b.hand == [] for b in state.bots) and who(state) == (0, "turn")


def test_a_ten_of_hearts_shed_by_an_explosion_may_chain_a_second_self_destruct() -> None:
    oldest = [card("10♥", 1), card("2♣"), card("3♣"), card("4♣"), card("5♣")]
    state = position([("Teekuppi", []), ("Pora", []), ("Torkkubotti", oldest), ("Siivuri", [])])
    state = trimming(state)
    state = act(state, 0, f"drop {TEN}")
    events: list[Event] = []
    state = act(state, 0, f"selfdestruct {TEN}", events)
    assert [b.condition for b in state.bots] == [0, 2, 2, 2]
    # Torkkubotti sheds its three oldest cards; the 10♥ among them waits for its owner.
    assert who(state) == (2, "boom") and state.bots[2].hand == [card("10♥", 1), card("4♣"), card("5♣")]
    assert "Cat sheds the oldest cards down to the new limit: 10♥, 2♣, and 3♣." in told(events)
    state = act(state, 2, f"selfdestruct {card('10♥', 1)}")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [2] and state.finished_reason == "self-destruct"


def test_auto_boom_self_destructs_only_when_that_wins() -> None:
    for condition, blows in ((3, True), (4, False)):
        state = position([("Teekuppi", []), ("Pora", [])])
        state.auto = {"boom": [0], "cards": [0]}
        state.bots[1].condition = condition
        state.bots[0].hand = [card("J♣"), card("Q♣"), card("K♣"), card("A♣"), TEN]
        for c in state.bots[0].hand:
            state.deck.remove(c)
        state.bots[0].condition = 4
        state = act(state, 0, "end")  # auto cards trims the 10♥ (the least worth); auto boom decides
        assert TEN in state.discard and (state.finished_reason is not None) == blows
        assert state.bots[0].status == ("destroyed" if blows else "active")


def test_a_self_destruct_may_be_bugged_then_the_ten_is_just_gone() -> None:
    state = position([("Teekuppi", []), ("Pora", []), ("Siivuri", [card("🃏")])])
    state = trimming(state)
    state = play(state, (0, f"drop {TEN}"), (0, f"selfdestruct {TEN}"))
    assert who(state) == (2, "react")
    assert prompt(state, 2) == "turn 1: bug Ann's 10♥ (self-destruct), or let it go"
    events: list[Event] = []
    state = act(state, 2, f"bug {card('🃏')}", events)
    assert state.bots[0].status == "active" and TEN in state.discard
    assert told(events)[0] == "Cat bugs Ann's 10♥ with a joker: it is negated."
    assert [b.condition for b in state.bots] == [4, 5, 5] and len(state.bots[0].hand) == 4


def test_the_built_in_itsetuho_and_the_ten_going_down_with_its_bot_are_unchanged() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Antibotti", [TEN])])
    state.bots[0].condition = 3
    state.bots[1].condition = 1
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [1], "a held 10♥ explodes with its destroyed bot"
    assert TEN in state.discard
