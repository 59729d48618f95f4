"""Every bot's special abilities."""

from bot.engine.events import Event
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.state import BotState
from bot.games.bottisota3.systems import kit
from tests.games.bottisota3.helpers import (
    act,
    card,
    give,
    group,
    install,
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


def full_hands(state: BotState) -> None:
    """Fill every hand to its limit so end-of-turn refills draw nothing (the deck top stays put)."""
    for seat, bot in enumerate(state.bots):
        while len(bot.hand) + len(bot.installed) < min(5, bot.condition):
            give(state, seat, face(state.deck[0]))


def test_the_bot_list_matches_the_rules() -> None:
    table = {s.name: (s.cards, s.gear.guns, s.gear.strikes, s.armour) for s in BOTS}
    assert table == {
        "Antibotti": (3, 1, 1, 0),
        "Egoisti": (5, 1, 1, 0),
        "Pasifisti": (5, 0, 4, 0),
        "Pora": (5, 1, 4, 0),
        "Ruostuttaja": (5, 2, 1, 2),
        "Sadonkorjaaja": (5, 1, 2, 3),
        "Siivuri": (5, 1, 2, 4),
        "Skitsodroidi": (4, 0, 0, 0),
        "Teekuppi": (5, 2, 0, 0),
        "Torkkubotti": (5, 3, 3, 0),
        "Vinkubotti": (5, 0, 1, 0),
    }


def test_antibotti_reflects_a_defending_attack_card() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♣")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    events: list[Event] = []
    state = act(state, 1, f"defend {card('9♣')}", events)
    assert state.tasks[-1].attack is not None and state.tasks[-1].attack.target == 0
    assert state.tasks[-1].attack.card == card("9♣")
    assert told(events) == [
        "Ben defends with 9♣ and stops the attack.",
        "Ben's reflection shield sends 9♣ back at Ann.",
        "Ann must defend against Ben's 9♣ (reflected gun shot, power 9).",
    ]
    assert told(events, 0)[1:] == [
        "Ben's reflection shield sends 9♣ back at you.",
        "You must defend against Ben's 9♣ (reflected gun shot, power 9).",
    ]
    state = act(state, 0, "take")
    assert state.bots[0].condition == 4 and state.bots[1].condition == 3


def test_antibotti_does_not_reflect_a_heart_and_is_fast() -> None:
    state = position([("Teekuppi", [card("7♣")]), ("Antibotti", [card("9♥")])])
    state = play(state, (0, f"shoot {card('7♣')} p1"), (1, f"defend {card('9♥')}"))
    assert state.tasks == [] and kit(state, 1).speed == 1


def test_egoisti_ego_field_attacks_the_whole_melee_at_the_end_of_its_turn() -> None:
    state = position([("Egoisti", [card("8♦")]), ("Teekuppi", []), ("Pora", []), ("Siivuri", [])])
    assert not any(a.startswith("ego") for a in options(state, 0))
    group(state, 0, 1, 2)
    assert labels(state, 0)[f"ego {card('8♦')}"] == "End your turn with an ego-field attack: 8♦"
    events: list[Event] = []
    state = act(state, 0, f"ego {card('8♦')}", events)
    assert who(state) == (1, "defend")
    assert told(events)[0] == "Ann's ego field attacks Ben and Cat with 8♦."
    assert told(events, 1)[0] == "Ann's ego field attacks you and Cat with 8♦."
    state = act(state, 1, "take")
    assert who(state) == (2, "defend")
    state = act(state, 2, "take")
    assert [b.condition for b in state.bots] == [5, 4, 4, 5] and who(state) == (1, "turn")


def test_egoisti_is_a_slow_megabrawler() -> None:
    state = position([("Egoisti", [card("7♣")]), ("Teekuppi", [card("9♣")])])
    assert kit(state, 0).speed == -1 and kit(state, 0).melee_suits == "dsc"
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('7♣')} p1")
    assert state.tasks[-1].attack is not None and state.tasks[-1].attack.weapon == "strike"
    assert act(state, 1, f"defend {card('9♣')}").bots[1].condition == 5


def test_pasifisti_demilitarisation_field_stops_guns_and_missiles_in_its_melee() -> None:
    state = position([("Pasifisti", []), ("Teekuppi", [card("7♣"), card("10♣")]), ("Pora", [])], active=1)
    group(state, 0, 1)
    assert not any(a.startswith("shoot") for a in options(state, 1))
    state = act(state, 1, f"use {card('10♣')}")
    assert f"shoot {card('7♣')} p2" in options(state, 1)


def test_pasifisti_field_stops_charge_fire_too() -> None:
    state = position([("Pora", []), ("Teekuppi", [card("7♣")]), ("Pasifisti", [])])
    group(state, 1, 2)
    state = play(state, (0, "charge p1"))
    assert state.bots[0].melee == state.bots[1].melee == state.bots[2].melee is not None
    assert who(state) == (0, "turn")


def test_sadonkorjaaja_emp_makes_the_target_exchange_a_random_card_first() -> None:
    state = position([("Sadonkorjaaja", [card("7♣")]), ("Pora", [card("2♥")])])
    stack(state, "9♠")
    events: list[Event] = []
    state = act(state, 0, f"shoot {card('7♣')} p1", events)
    assert card("2♥") in state.discard and [face(c) for c in state.bots[1].hand] == ["9♠"]
    assert "The EMP gun makes Ben exchange a random card: 2♥ is discarded." in told(events)
    assert "You draw 9♠." in told(events, 1) and "You draw 9♠." not in told(events, 0)
    assert not any(a.startswith("defend c") for a in options(state, 1))


def test_sadonkorjaaja_super_field_makes_every_suit_a_trump() -> None:
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [card("2♦")])])
    state = act(state, 0, f"shoot {card('9♣')} p1")
    assert pending(state, 1).default == f"defend {card('2♦')}"
    assert act(state, 1, f"defend {card('2♦')}").bots[1].condition == 5


def test_sadonkorjaaja_is_fragile_unless_it_repairs_at_once() -> None:
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [])])
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    assert state.bots[1].status == "destroyed" and state.finished_reason == "last-bot"
    assert told(events)[1:4] == [
        "Ben loses 1 card of condition (4 left).",
        "Ben's fragile bot breaks apart.",
        "Ben's Sadonkorjaaja is destroyed!",
    ]
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [card("A♥")])])
    events = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    assert state.bots[1].condition == 5 and card("A♥") in state.discard
    assert told(events)[-1] == "Ben's fragile bot repairs itself at once with an A♥ (condition 5)."


def test_sadonkorjaaja_has_extra_shield_armour_three_and_is_slow() -> None:
    state = position([("Pora", [card("9♣"), card("3♣")]), ("Sadonkorjaaja", [])])
    assert kit(state, 1).speed == -1
    state = act(state, 0, f"shoot {card('3♣')} p1")
    assert state.tasks == []
    state = position([("Pora", [card("9♣")]), ("Sadonkorjaaja", [])])
    stack(state, "K♠", "3♠")
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, "defend deck"))
    assert pending(state, 1).kind == "extra"
    assert prompt(state, 1) == "turn 1: re-draw your failed defence with the extra shield, or take the hit"
    # The re-draw counts by the basic rule only: the super field does not make 3♠ a trump.
    events: list[Event] = []
    assert act(state, 1, "redraw", events).bots[1].status == "destroyed"
    assert told(events)[0] == "Ben's extra shield re-draws 3♠, which does not stop the attack either."


def test_siivuri_steals_a_random_hand_card_with_each_damage() -> None:
    state = position([("Siivuri", [card("9♦")]), ("Teekuppi", [card("2♣")])])
    group(state, 0, 1)
    state = play(state, (0, f"strike {card('9♦')} p1"), (1, "take"))
    assert pending(state, 0).kind == "steal" and "steal hand" in options(state, 0)
    assert prompt(state, 0) == "turn 1: choose what to steal from Ben"
    assert labels(state, 0)["steal hand"] == "Steal a random card from Ben's hand"
    events: list[Event] = []
    state = act(state, 0, "steal hand", events)
    assert state.bots[0].hand == [card("2♣")] and state.bots[1].hand == []
    private = [e for e in events if e.audience is not None]
    assert private and private[0].audience == (0, 1)
    assert told(events) == ["Ann steals a random card from Ben's hand."]
    assert told(events, 0) == ["You steal a random card from Ben's hand.", "The stolen card is 2♣."]
    assert told(events, 1) == ["Ann steals a random card from your hand.", "The stolen card is 2♣."]


def test_siivuri_steals_an_installed_system_into_its_hand() -> None:
    state = position([("Siivuri", [card("9♦")]), ("Teekuppi", [])])
    (system,) = install(state, 1, "Q♥")
    group(state, 0, 1)
    state = play(state, (0, f"strike {card('9♦')} p1"), (1, "take"))
    assert labels(state, 0)[f"steal {system}"] == "Steal Ben's installed Q♥ into your hand"
    events: list[Event] = []
    state = act(state, 0, f"steal {system}", events)
    assert state.bots[0].hand == [system] and state.bots[1].installed == []
    assert told(events) == ["Ann steals Ben's installed Q♥ into their hand."]
    assert told(events, 1) == ["Ann steals your installed Q♥ into their hand."]


def test_skitsodroidi_form_follows_the_top_card_each_turn() -> None:
    state = position([("Skitsodroidi", []), ("Pora", [])], active=1)
    full_hands(state)
    stack(state, "7♣")
    events: list[Event] = []
    state = act(state, 1, "end", events)
    assert state.bots[0].form == "mill"
    assert "Ann's schizo card is 7♣: Ann's Skitsodroidi is a tehomylly (power mill) this turn." in told(events)
    assert "Your schizo card is 7♣: your Skitsodroidi is a tehomylly (power mill) this turn." in told(events, 0)
    gear = kit(state, 0)
    assert (gear.speed, gear.strikes, gear.guns, gear.missiles) == (1, 3, 1, 0)
    state = act(state, 0, "end")
    full_hands(state)
    stack(state, "K♥")
    state = act(state, 1, "end")
    gear = kit(state, 0)
    assert state.bots[0].form == "thinker" and "shield_field" in gear.flags
    assert (gear.speed, gear.strikes, gear.guns, gear.missiles) == (-1, 1, 0, 2)


def test_teekuppi_green_laser_empties_the_hand_on_a_gun_hit() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("2♦"), card("J♠")])])
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    assert state.bots[1].hand == [] and state.bots[1].condition == 4
    assert told(events)[-1] == "The green laser makes Ben throw away the whole hand: 2♦ and J♠."


def test_ruostuttaja_rust_gun_removes_an_installed_system() -> None:
    state = position([("Ruostuttaja", [card("9♣")]), ("Pora", [card("2♦")])])
    first, _ = install(state, 1, "J♠", "K♥")
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    assert state.bots[1].installed == [first] and state.bots[1].hand == [card("2♦")]
    assert told(events)[-1] == "The rust gun eats Ben's installed K♥."


def test_torkkubotti_snoozes_its_turn_away_on_a_face_card() -> None:
    state = position([("Torkkubotti", []), ("Pora", [])], active=1)
    full_hands(state)
    stack(state, "J♣")
    events: list[Event] = []
    state = act(state, 1, "end", events)
    assert who(state) == (1, "turn") and state.turn == 3
    assert "Ann turns J♣ and snoozes: Ann's turn ends at once." in told(events)
    assert "You turn J♣ and snooze: your turn ends at once." in told(events, 0)
    full_hands(state)
    stack(state, "7♣")
    state = act(state, 1, "end")
    assert who(state) == (0, "turn")


def test_torkkubotti_donates_a_card_the_receiver_must_keep() -> None:
    state = position([("Torkkubotti", [card("2♣")]), ("Pora", [card(f"{n}♥") for n in (6, 7, 8, 9, 10)])])
    full_hands(state)
    assert labels(state, 0)[f"donate {card('2♣')} p1"] == "End your turn by donating 2♣ to Ben"
    events: list[Event] = []
    state = act(state, 0, f"donate {card('2♣')} p1", events)
    assert card("2♣") in state.bots[1].hand
    assert told(events) == ["Ann donates a card to Ben and ends their turn."]
    assert told(events, 1)[:2] == ["Ann donates a card to you and ends their turn.", "The donated card is 2♣."]
    assert told(events, 0)[:2] == ["You donate a card to Ben and end your turn.", "The donated card is 2♣."]
    decision = pending(state, 1)
    assert decision.kind == "trim" and f"drop {card('2♣')}" not in options(state, 1)
    state = act(state, 1, f"drop {card('6♥')}")
    assert card("2♣") in state.bots[1].hand and who(state) == (1, "turn")


def test_vinkubotti_whine_noise_attacks_everyone_at_its_turn_start() -> None:
    state = position([("Vinkubotti", []), ("Pora", []), ("Teekuppi", [])], active=2)
    full_hands(state)
    stack(state, "7♣")
    events: list[Event] = []
    state = act(state, 2, "end", events)
    assert who(state) == (1, "defend")
    assert told(events)[-2:] == [
        "Ann's whine noise turns 7♣ (power 7) against every other bot.",
        "Ben must defend against Ann's 7♣ (whine-noise attack, power 7).",
    ]
    state = act(state, 1, "take")
    assert who(state) == (2, "defend")
    state = act(state, 2, "take")
    assert [b.condition for b in state.bots] == [5, 4, 4] and who(state) == (0, "turn")


def test_vinkubotti_kick_hits_itself_too() -> None:
    state = position([("Vinkubotti", [card("7♦"), card("8♦")]), ("Pora", [])])
    install(state, 0, "J♦")
    group(state, 0, 1)
    assert labels(state, 0)[f"strike {card('7♦')} p1"] == "Strike Ben's Pora with 7♦"
    state = act(state, 0, f"strike {card('7♦')} p1")
    assert who(state) == (1, "defend")
    events: list[Event] = []
    state = act(state, 1, "take", events)
    assert who(state) == (0, "defend")
    assert told(events)[-1] == "Ann's kick hits Ann's own bot too: Ann must defend against 7♦ (strike, power 7)."
    assert told(events, 0)[-1] == "Your kick hits your own bot too: you must defend against 7♦ (strike, power 7)."
    assert prompt(state, 0) == "turn 1: defend against your own 7♦ (strike, power 7)"
    state = act(state, 0, "take")
    state = play(state, (0, f"strike {card('8♦')} p1"), (1, "take"))
    assert [b.condition for b in state.bots] == [4, 3] and who(state) == (0, "turn")


def test_pora_is_a_fast_fighter_with_four_strikes() -> None:
    state = position([("Pora", []), ("Ruostuttaja", [])])
    gear = kit(state, 0)
    assert (gear.speed, gear.strikes, gear.melee_suits) == (1, 4, "ds")
