"""Destruction bonus, standing instructions, bots entering play, and the options."""

from bot.engine import apply_action, new_state
from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.state import BotState
from tests.games.bottisota3.helpers import (
    act,
    card,
    group,
    kind,
    labels,
    options,
    pending,
    play,
    position,
    prompt,
    told,
    who,
)
from tests.support.wording import say


def test_destroyer_bonus_repair() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", []), ("Pora", [])])
    state.bots[0].condition = 3
    state.bots[1].condition = 1
    state = act(state, 0, f"shoot {card('7♣')} p1")
    events: list[Event] = []
    state = act(state, 1, "take", events)
    assert told(events) == [
        "Ben takes the hit.",
        "Ben loses 1 card of condition (0 left).",
        "Ben's Antibotti is destroyed!",
        "Ben has no bots left and is out of the match.",
    ]
    assert told(events, 1)[2:] == ["Your Antibotti is destroyed!", "You have no bots left and are out of the match."]
    decision = pending(state, 0)
    assert decision.kind == "bonus" and decision.default == "bonus repair"
    assert options(state, 0) == {"bonus repair", "bonus exchange", "auto cards on"}
    assert prompt(state, 0, None) == "turn 1: choose your bonus for destroying a bot"
    assert labels(state, 0)["bonus repair"] == "Repair one damage"
    events = []
    state = act(state, 0, "bonus repair", events)
    assert state.bots[0].condition == 4 and state.eliminated == [1]
    assert told(events) == ["Ann repairs one damage as the destroyer's bonus (condition 4)."]


def test_destroyer_bonus_free_exchange() -> None:
    state = position([("Teekuppi", [card("7♣"), card("2♦")]), ("Antibotti", []), ("Pora", [])])
    state.bots[1].condition = 1
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, "take"))
    assert options(state, 0) == {"bonus exchange", "auto cards on"}
    state = play(state, (0, "bonus exchange"), (0, f"discard {card('2♦')}"), (0, "draw"))
    assert card("2♦") in state.discard and len(state.bots[0].hand) == 5 and who(state) == (0, "turn")


def test_last_bot_standing_wins_with_a_ranking() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [])])
    state.bots[1].condition = 1
    state = act(state, 0, f"shoot {card('7♣')} p1")
    events: list[Event] = []
    state = act(state, 1, "take", events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0] and outcome.ranking == [[0], [1]]
    assert GAME.pending(state) == []
    assert told(events)[-3:] == [
        "Ben's Antibotti is destroyed!",
        "Ben has no bots left and is out of the match.",
        "Ann has the last bot standing: Ann wins!",
    ]
    assert told(events, 0)[-1] == "You have the last bot standing: you win!"
    assert say(GAME, outcome.reason) == "The last bot standing wins."
    assert GAME.State.model_validate_json(state.model_dump_json()) == state


def test_standing_instructions_are_offered_in_the_turn_decision() -> None:
    state = position([("Pora", []), ("Teekuppi", [])])
    assert {"auto defend on", "auto letgo on", "auto fire on", "auto cards on"} <= options(state, 0)
    assert (
        labels(state, 0)["auto fire on"] == "Turn auto fire on: fire your best cards at chargers, re-aim, lay no mines"
    )
    events: list[Event] = []
    state = act(state, 0, "auto fire on", events)
    assert "auto fire off" in options(state, 0) and state.auto == {"fire": [0]}
    assert told(events) == ["Ann turns the standing instruction auto fire on."]
    assert labels(state, 0)["auto fire off"] == (
        "Turn auto fire off (while it is on: fire your best cards at chargers, re-aim, lay no mines)"
    )


def test_auto_defend_answers_with_the_cheapest_defence() -> None:
    attacker = [card("9♣"), card("2♠"), card("3♠"), card("4♠"), card("5♠")]
    defender = [card("5♦"), card("3♥"), card("2♥"), card("9♠"), card("8♠")]
    state = position([("Pora", attacker), ("Teekuppi", defender)], active=1)
    state = play(state, (1, "auto defend on"), (1, "end"))
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert state.tasks == [] and state.bots[1].condition == 5
    assert card("2♥") in state.discard and card("3♥") in state.bots[1].hand


def test_auto_defend_turns_the_deck_top_without_a_card_in_hand() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [card("5♦")])], deck=[card("2♠")])
    state.auto = {"defend": [1]}
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert state.tasks == [] and state.bots[1].condition == 4 and card("2♠") in state.discard


def test_turning_auto_defend_on_inside_a_defence_answers_it_at_once() -> None:
    state = position([("Pora", [card("9♣")]), ("Teekuppi", [card("3♥")])])
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert "auto defend on" in options(state, 1)
    state = act(state, 1, "auto defend on")
    assert state.tasks == [] and card("3♥") in state.discard and who(state) == (0, "turn")


def test_auto_letgo_keeps_pinning_by_default() -> None:
    state = position([("Ruostuttaja", []), ("Torkkubotti", [])])
    group(state, 0, 1)
    state.auto = {"letgo": [1]}
    state = act(state, 0, "disengage")
    assert state.bots[1].pins == 0 and who(state) == (0, "turn")


def test_auto_fire_fires_the_best_hand_cards_at_the_charger() -> None:
    state = position([("Pora", []), ("Torkkubotti", [card("7♣"), card("9♣"), card("2♥")])])
    state.auto = {"fire": [1]}
    state = act(state, 0, "charge p1")
    assert who(state) == (0, "defend") and state.tasks[-1].attack is not None
    assert state.tasks[-1].attack.card == card("9♣")
    state = act(state, 0, "take")
    assert state.tasks[-1].attack is not None and state.tasks[-1].attack.card == card("7♣")
    state = act(state, 0, "take")
    assert state.bots[1].hand == [card("2♥")] and who(state) == (0, "turn")


def test_auto_cards_trims_the_least_valuable_cards() -> None:
    hand = [card(f"{n}♥") for n in (6, 2, 4, 5, 3)]
    state = position([("Teekuppi", []), ("Pora", hand)])
    state.bots[1].condition = 3
    state.auto = {"cards": [1]}
    state = act(state, 0, "end")
    assert state.bots[1].hand == [card("6♥"), card("4♥"), card("5♥")] and who(state) == (1, "turn")


def test_dropping_systems_at_once_when_damage_leaves_too_many_cards() -> None:
    hand = [card("2♦"), card("3♦"), card("4♦"), card("5♦"), card("Q♥")]
    state = position([("Pora", [card("9♣")]), ("Teekuppi", hand)])
    state.bots[1].hand.remove(card("Q♥"))
    state.bots[1].installed = [card("Q♥")]
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "take"))
    decision = pending(state, 1)
    assert decision.kind == "dropsys" and decision.default == "keep"
    state = act(state, 1, f"drop {card('Q♥')}")
    assert state.bots[1].installed == [] and who(state) == (0, "turn")


def test_only_the_first_player_starts_in_play_the_others_enter_on_their_turn() -> None:
    state = new_state(GAME, 3, {}, 7)
    assert isinstance(state, BotState)
    assert [b.status for b in state.bots] == ["active", "waiting", "waiting"]
    assert len(state.bots[0].hand) == min(5, BOTS[state.bots[0].kind].cards)
    assert not any(a.startswith(("shoot", "charge")) for a in options(state, 0))
    state = act(state, 0, "end")
    assert [b.status for b in state.bots] == ["active", "active", "waiting"] and who(state) == (1, "turn")
    assert len({b.kind for b in state.bots}) == 3


def test_multi_bot_variant_next_bot_enters_at_the_owners_next_turn() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [])])
    state.reserve = [[], [kind("Pora")]]
    state.bots[1].condition = 1
    state = act(state, 0, f"shoot {card('7♣')} p1")
    events: list[Event] = []
    state = act(state, 1, "take", events)
    assert GAME.outcome(state) is None and state.bots[1].status == "destroyed" and state.eliminated == []
    assert told(events)[-1] == "Ben has 1 more bot in reserve: the next one enters at Ben's next turn."
    assert told(events, 1)[-1] == "You have 1 more bot in reserve: the next one enters at your next turn."
    state = play(state, (0, "bonus exchange"), (0, "draw"))
    assert who(state) == (0, "turn") and "shoot deck p1" not in options(state, 0)
    events = []
    state = act(state, 0, "end", events)
    assert told(events)[-2:] == ["Turn 2: Ben's turn.", "Ben's Pora (Drill) enters the battle (condition 5)."]
    assert told(events, 1)[-3:-1] == ["Turn 2: your turn.", "Your Pora (Drill) enters the battle (condition 5)."]
    assert state.bots[1].status == "active" and state.bots[1].kind == kind("Pora")
    assert len(state.bots[1].hand) == 5 and state.reserve[1] == [] and who(state) == (1, "turn")


def test_multi_bot_option_deals_reserves() -> None:
    state = new_state(GAME, 2, {"bots_per_player": 3}, 3)
    assert isinstance(state, BotState)
    assert [len(r) for r in state.reserve] == [2, 2]
    assert len({k for r in state.reserve for k in r} | {b.kind for b in state.bots}) == 6


def test_bot_pick_option_lets_each_player_choose() -> None:
    state = new_state(GAME, 2, {"bot_selection": "pick", "bots_per_player": 2}, 3)
    assert isinstance(state, BotState)
    assert who(state) == (0, "pick") and pending(state, 0).default == "pick antibotti"
    assert prompt(state, 0) == "turn 1: pick a bot" and labels(state, 0)["pick pora"] == "Pick Pora (Drill)"
    events: list[Event] = []
    for player, action in ((0, "pick pora"), (1, "pick siivuri"), (0, "pick teekuppi"), (1, "pick pora")):
        new, caused = apply_action(GAME, state, player, action)
        assert isinstance(new, BotState)
        state = new
        events += caused
    assert told(events)[:2] == ["Ann picks Pora (Drill).", "Ben picks Siivuri (Slicer)."]
    assert told(events, 0)[0] == "You pick Pora (Drill)."
    assert [b.kind for b in state.bots] == [kind("Pora"), kind("Siivuri")]
    assert state.reserve == [[kind("Teekuppi")], [kind("Pora")]] and who(state) == (0, "turn")


def test_decks_option_sets_the_shoe_size() -> None:
    for decks, size in ((1, 54), (2, 108), (3, 162)):
        state = new_state(GAME, 2, {"decks": decks}, 1)
        assert isinstance(state, BotState)
        held = sum(len(b.hand) + len(b.installed) for b in state.bots)
        assert len(state.deck) + len(state.discard) + held == size


def test_turn_limit_safeguard_ends_a_stalled_match() -> None:
    state = new_state(GAME, 2, {"turn_limit": 10}, 1)
    assert isinstance(state, BotState)
    caused: list[Event] = []
    while GAME.outcome(state) is None:
        decision = GAME.pending(state)[0]
        new, caused = apply_action(GAME, state, decision.player, "end" if decision.kind == "turn" else decision.default)
        assert isinstance(new, BotState)
        state = new
    outcome = GAME.outcome(state)
    assert outcome is not None and state.finished_reason == "turn-limit" and state.turn == 11
    assert say(GAME, outcome.reason) == "The turn limit was reached: the best condition wins."
    limit = "The turn limit of 10 turns is reached: the bots in the best condition win."
    assert told(caused)[-2] == limit
    if len(outcome.winners) == 1:
        winner = ["Ann", "Ben"][outcome.winners[0]]
        assert told(caused)[-1] == f"{winner}'s bot is in the best condition: {winner} wins!"
    else:
        assert told(caused)[-1] == "The win is shared by Ann and Ben."
