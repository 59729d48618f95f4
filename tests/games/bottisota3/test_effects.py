"""One-shot effects: every ten, every ace, and both uses of a joker."""

from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.state import BotState
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
from tests.support.wording import say


def test_ten_of_spades_is_a_power_ten_missile() -> None:
    state = position([("Teekuppi", [card("10♠")]), ("Pora", [card("9♠"), card("10♠", 1)])])
    install(state, 0, "J♠")
    state = act(state, 0, f"missile {card('10♠')} p1")
    assert f"defend {card('9♠')}" not in options(state, 1) and f"defend {card('10♠', 1)}" in options(state, 1)


def test_ten_of_spades_is_a_mine_without_any_mine_system() -> None:
    state = position([("Ruostuttaja", [card("10♠"), card("7♠")]), ("Torkkubotti", [])])
    group(state, 0, 1)
    events: list[Event] = []
    state = act(state, 0, "disengage", events)
    assert prompt(state, 1) == "turn 1: let Ann escape from your melee, or keep Ann pinned"
    assert labels(state, 1)["pin"] == "Keep Ann pinned" and labels(state, 1)["letgo"] == "Let Ann go"
    state = act(state, 1, "pin", events)
    assert told(events) == [
        "Ann tries to disengage from the melee.",
        "Ben keeps Ann pinned.",
        "Ann cannot get away: pinned by Ben.",
    ]
    assert told(events, 0)[1:] == ["Ben keeps you pinned.", "You cannot get away: pinned by Ben."]
    assert options(state, 0) == {f"mine {card('10♠')} p1", "nomine", "auto fire on"}
    assert prompt(state, 0) == "turn 1: lay mines at your pursuers (1 mine left), or lay no mine"
    assert labels(state, 0)[f"mine {card('10♠')} p1"] == "Lay 10♠ as a mine at Ben's Torkkubotti"
    events = []
    state = act(state, 0, f"mine {card('10♠')} p1", events)
    assert told(events)[:2] == ["Ann lays 10♠ as a mine at Ben.", "Ben must defend against Ann's 10♠ (mine, power 10)."]
    state = act(state, 1, "take")
    assert state.bots[1].condition == 4 and state.bots[0].melee is not None and who(state) == (0, "turn")


def test_ten_of_clubs_is_also_a_plain_power_ten_shot() -> None:
    state = position([("Teekuppi", [card("10♣")]), ("Pora", [card("9♣")])])
    state = act(state, 0, f"shoot {card('10♣')} p1")
    assert f"defend {card('9♣')}" not in options(state, 1)


def test_panic_folder_in_a_defence_makes_the_attack_miss_and_leaves_the_melee() -> None:
    state = position([("Pora", [card("9♦"), card("8♦")]), ("Teekuppi", [card("10♦")])])
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('9♦')} p1")
    assert f"use {card('10♦')}" in options(state, 1)
    assert labels(state, 1)[f"use {card('10♦')}"] == (
        "Use 10♦: paniikkipoimutin (panic folder): teleport out of the melee; an attack on you misses"
    )
    events: list[Event] = []
    state = act(state, 1, f"use {card('10♦')}", events)
    assert state.bots[1].condition == 5 and state.bots[0].melee is None and state.bots[1].melee is None
    assert told(events) == [
        "Ben plays 10♦ (panic folder) against Ann's attack.",
        "Ben panic-folds and teleports away from the other bots.",
        "Ann's 9♦ (strike, power 9) misses Ben.",
    ]
    assert told(events, 0)[0] == "Ben plays 10♦ (panic folder) against your attack."
    assert not any(a.startswith("strike") for a in options(state, 0))


def test_panic_folder_in_the_own_turn_teleports_out_of_the_melee() -> None:
    state = position([("Teekuppi", [card("10♦")]), ("Pora", []), ("Siivuri", [])])
    group(state, 0, 1, 2)
    state = act(state, 0, f"use {card('10♦')}")
    assert state.bots[0].melee is None and state.bots[1].melee == state.bots[2].melee is not None


def test_ten_of_diamonds_is_also_a_power_ten_strike() -> None:
    state = position([("Pora", [card("10♦")]), ("Teekuppi", [card("9♦")])])
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('10♦')} p1")
    assert f"defend {card('9♦')}" not in options(state, 1)


def over_the_limit_with_a_ten_of_hearts(state: BotState, seat: int) -> None:
    """Give `seat` a full hand with 10♥ and one card of condition less, so its next refill is a trim."""
    give(state, seat, "10♥", "2♦", "3♦", "4♦", "5♦")
    state.bots[seat].condition = 4


def test_self_destruct_hits_the_melee_for_six_and_everyone_else_for_three() -> None:
    late = [card(f"{n}♣") for n in (2, 3, 4, 5, 6)]
    state = position([("Teekuppi", []), ("Pora", []), ("Torkkubotti", late), ("Siivuri", [])])
    over_the_limit_with_a_ten_of_hearts(state, 0)
    group(state, 0, 1)
    ten = state.bots[0].hand[0]
    events: list[Event] = []
    state = play(state, (0, "end"), (0, f"drop {ten}"))
    state = act(state, 0, f"selfdestruct {ten}", events)
    assert [b.condition for b in state.bots] == [0, 0, 2, 2]
    assert state.finished_reason is None
    assert told(events)[:11] == [
        "Ann plays 10♥ (self-destruct).",
        "Ann sets off the self-destruct of their 10♥!",
        "Ann's Teekuppi is destroyed!",
        "Ann has no bots left and is out of the match.",
        "Ann's bot explodes: 6 damage to every bot in its melee, 3 to every other bot!",
        "Ben loses 6 cards of condition (0 left).",
        "Ben's Pora is destroyed!",
        "Ben has no bots left and is out of the match.",
        "Cat loses 3 cards of condition (2 left).",
        "Cat sheds the oldest cards down to the new limit: 2♣, 3♣, and 4♣.",
        "Dan loses 3 cards of condition (2 left).",
    ]
    assert told(events, 2)[8:10] == [
        "You lose 3 cards of condition (2 left).",
        "You shed your oldest cards down to your new limit: 2♣, 3♣, and 4♣.",
    ]
    # The damage takes the cards drawn first.
    assert state.bots[2].hand == late[3:] and who(state) == (2, "turn")


def test_self_destructor_wins_when_the_last_bots_fall_in_its_blast() -> None:
    state = position([("Teekuppi", []), ("Pora", [])])
    over_the_limit_with_a_ten_of_hearts(state, 0)
    state.bots[1].condition = 3
    ten = state.bots[0].hand[0]
    state = play(state, (0, "end"), (0, f"drop {ten}"))
    events: list[Event] = []
    state = act(state, 0, f"selfdestruct {ten}", events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0] and state.finished_reason == "self-destruct"
    assert say(GAME, outcome.reason) == "The last bots fell in a self-destruct: the self-destructor wins."
    assert told(events)[-1] == "The last bots fell in Ann's self-destruct: Ann wins!"
    assert told(events, 0)[-1] == "The last bots fell in your self-destruct: you win!"


def test_a_held_ten_of_hearts_explodes_when_its_bot_is_destroyed() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Antibotti", [card("10♥")])])
    state.bots[0].condition = 3
    state.bots[1].condition = 1
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('9♣')} p1"), 1, "take", events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [1] and outcome.ranking == [[1], [0]]
    assert told(events)[2:] == [
        "Ben's Antibotti is destroyed!",
        "Ben has no bots left and is out of the match.",
        "Ben's 10♥ goes down with the bot and explodes: 6 damage to every bot in its melee, 3 to every other bot!",
        "Ann loses 3 cards of condition (0 left).",
        "Ann's Teekuppi is destroyed!",
        "Ann has no bots left and is out of the match.",
        "The last bots fell in Ben's self-destruct: Ben wins!",
    ]


def test_ten_of_hearts_is_also_a_defence() -> None:
    state = position([("Teekuppi", [card("9♣")]), ("Pora", [card("10♥")])])
    state = play(state, (0, f"shoot {card('9♣')} p1"), (1, f"defend {card('10♥')}"))
    assert state.bots[1].condition == 5 and state.bots[1].status == "active"


def test_mega_electric_missile_blasts_two_deck_cards_and_forces_exchanges() -> None:
    state = position([("Teekuppi", [card("A♠")]), ("Pora", []), ("Siivuri", []), ("Torkkubotti", [])])
    (old,) = give(state, 1, "2♣")
    (system,) = install(state, 1, "K♥")
    group(state, 1, 2)
    stack(state, "7♣", "9♦")
    assert labels(state, 0)[f"use {card('A♠')} p1"] == "Fire A♠ (mega-electric missile) at Ben's Pora"
    events: list[Event] = []
    state = act(state, 0, f"use {card('A♠')} p1", events)
    assert who(state) == (1, "defend") and state.tasks[-1].attack is not None
    assert face(state.tasks[-1].attack.card) == "7♣"
    assert told(events) == [
        "Ann plays A♠ (mega-electric missile) at Ben.",
        "The mega-electric missile turns 7♣ and 9♦ from the deck against Ben and Cat.",
        "Ben must defend against Ann's 7♣ (mega-electric missile, power 7).",
    ]
    assert told(events, 2)[1] == "The mega-electric missile turns 7♣ and 9♦ from the deck against Ben and you."
    events = []
    state = act(state, 1, "take", events)
    assert old in state.discard and system in state.discard
    assert "Ben must exchange hand and systems: 2♣ and K♥ go." in told(events)
    # The forced exchange draws up to five, then the owner trims to its condition.
    assert state.bots[1].installed == [] and len(state.bots[1].hand) == 5 and who(state) == (1, "trim")
    state = act(state, 1, pending(state, 1).default)
    assert len(state.bots[1].hand) == 4 and who(state) == (2, "defend")
    for player in (2, 1, 2):
        state = act(state, player, "take")
        while who(state) == (player, "trim"):
            state = act(state, player, pending(state, player).default)
    assert [b.condition for b in state.bots] == [5, 3, 3, 5] and who(state) == (0, "turn")
    assert len(state.bots[1].hand) == len(state.bots[2].hand) == 3


def test_mega_electric_missile_needs_no_platform_and_not_at_a_melee_mate() -> None:
    state = position([("Teekuppi", [card("A♠")]), ("Pora", []), ("Siivuri", [])])
    group(state, 0, 1)
    assert f"use {card('A♠')} p2" in options(state, 0) and f"use {card('A♠')} p1" not in options(state, 0)


def test_smoke_in_a_defence_makes_the_bot_unhittable_until_its_next_turn() -> None:
    state = position([("Teekuppi", [card("7♣"), card("8♣")]), ("Pora", [card("A♣")])])
    events: list[Event] = []
    state = act(act(state, 0, f"shoot {card('7♣')} p1"), 1, f"use {card('A♣')}", events)
    assert state.bots[1].smoke and state.bots[1].condition == 5
    assert told(events) == [
        "Ben plays A♣ (smoke screen) against Ann's attack.",
        "Ben hides in a smoke screen until their next turn.",
        "Ann's 7♣ (gun shot, power 7) misses Ben.",
    ]
    assert told(events, 1)[1:] == [
        "You hide in a smoke screen until your next turn.",
        "Ann's 7♣ (gun shot, power 7) misses you.",
    ]
    assert not any(a.startswith("shoot") for a in options(state, 0))
    state = act(state, 0, "end")
    assert not state.bots[1].smoke and who(state) == (1, "turn")


def test_smoke_in_the_own_turn_stops_the_own_attacks_too() -> None:
    state = position([("Teekuppi", [card("A♣"), card("7♣")]), ("Pora", [card("9♣")])])
    state = act(state, 0, f"use {card('A♣')}")
    assert not any(a.startswith("shoot") for a in options(state, 0))
    state = act(state, 0, "end")
    assert not any(a.startswith("shoot") and a.endswith("p0") for a in options(state, 1))
    state = act(state, 1, "end")
    assert not state.bots[0].smoke


def test_active_armour_turns_the_strikes_on_the_striker_too() -> None:
    state = position([("Pora", [card("7♦"), card("8♦")]), ("Teekuppi", [card("A♦")])])
    group(state, 0, 1)
    state = act(state, 0, f"strike {card('7♦')} p1")
    events: list[Event] = []
    state = act(state, 1, f"use {card('A♦')}", events)
    assert who(state) == (0, "defend")
    assert told(events) == [
        "Ben plays A♦ (active armour) against Ann's attack.",
        "Ben's active armour turns the strike on Ann too.",
        "Ann must defend against Ben's 7♦ (strike, power 7).",
    ]
    assert told(events, 0)[1] == "Ben's active armour turns the strike on you too."
    state = play(state, (0, "take"), (1, "take"))
    assert [b.condition for b in state.bots] == [4, 4]
    state = act(state, 0, f"strike {card('8♦')} p1")
    assert who(state) == (1, "defend")
    state = act(state, 1, "take")
    assert who(state) == (0, "defend")
    state = act(state, 0, "take")
    assert [b.condition for b in state.bots] == [3, 3]


def test_repair_kit_repairs_one_damage_only_when_damaged() -> None:
    state = position([("Pora", [card("A♥")]), ("Teekuppi", [])])
    assert f"use {card('A♥')}" not in options(state, 0)
    state.bots[0].condition = 3
    assert labels(state, 0)[f"use {card('A♥')}"] == "Use A♥: Korjauspakki (repair kit): repair one damage"
    events: list[Event] = []
    state = act(state, 0, f"use {card('A♥')}", events)
    assert state.bots[0].condition == 4 and card("A♥") in state.discard
    assert told(events) == ["Ann plays A♥ (repair kit).", "Ann's repair kit works: condition 4."]
    assert told(events, 0)[:2] == ["You play A♥ (repair kit).", "Your repair kit works: condition 4."]


def test_reprogramming_at_the_turn_start_exchanges_every_card_at_once() -> None:
    state = position([("Teekuppi", [card("🃏"), card("2♣")]), ("Pora", [card("3♣")])])
    (system,) = install(state, 1, "K♥")
    events: list[Event] = []
    state = act(state, 0, f"use {card('🃏')}", events)
    assert card("2♣") in state.discard and card("3♣") in state.discard and system in state.discard
    assert told(events) == [
        "Ann reprograms every bot with a 🃏 joker at the start of their turn: every bot throws away its hand and"
        " systems and draws up to five cards.",
        "Ann throws away 2♣.",
        "Ben throws away 3♣ and K♥.",
    ]
    assert len(state.bots[0].hand) == 5 and len(state.bots[1].hand) == 5 and state.bots[1].installed == []


def test_reprogramming_mid_turn_refills_only_at_the_end_of_the_turn() -> None:
    state = position([("Teekuppi", [card("🃏"), card("Q♠"), card("2♣")]), ("Pora", [card("3♣")])])
    state = act(state, 0, f"install {card('Q♠')}")
    events: list[Event] = []
    state = act(state, 0, f"use {card('🃏')}", events)
    assert state.bots[0].hand == [] and state.bots[0].installed == [] and state.bots[1].hand == []
    assert told(events)[0] == (
        "Ann reprograms every bot with a 🃏 joker: every bot throws away its hand and systems;"
        " new cards come at the end of the turn."
    )
    assert "shoot deck p1" in options(state, 0)
    state = act(state, 0, "end")
    assert len(state.bots[0].hand) == 5 and len(state.bots[1].hand) == 5


def test_joker_bug_negates_an_attack_and_the_attacker_may_shoot_again() -> None:
    state = position([("Pora", [card("7♣"), card("8♣")]), ("Teekuppi", [card("🃏")])])
    state = act(state, 0, f"shoot {card('7♣')} p1")
    assert f"bug {card('🃏')}" in options(state, 1)
    assert labels(state, 1)[f"bug {card('🃏')}"] == "Bug Ann's 7♣ with your joker (the attack is negated)"
    events: list[Event] = []
    state = act(state, 1, f"bug {card('🃏')}", events)
    assert state.bots[1].condition == 5 and state.tasks == [] and state.turn_info.used == {"gun": 0}
    assert told(events) == ["Ben bugs Ann's 7♣ with a joker: the attack is negated."]
    assert told(events, 0) == ["Ben bugs your 7♣ with a joker: the attack is negated."]
    assert f"shoot {card('8♣')} p1" in options(state, 0)


def test_joker_bug_negates_the_card_that_stopped_our_attack() -> None:
    state = position([("Teekuppi", [card("5♣"), card("🃏")]), ("Pora", [card("9♣")])])
    state = play(state, (0, f"shoot {card('5♣')} p1"), (1, f"defend {card('9♣')}"))
    # The attacker's chance comes in the block's reaction window, right after it.
    assert pending(state, 0).kind == "react" and f"bug {card('🃏')}" in options(state, 0)
    assert prompt(state, 0) == "turn 1: bug Ben's 9♣, which stopped your 5♣, or let it go"
    assert prompt(state, 0, None) == "turn 1: bug Ben's 9♣, which stopped Ann's 5♣, or let it go"
    events: list[Event] = []
    state = act(state, 0, f"bug {card('🃏')}", events)
    assert who(state) == (1, "defend")
    assert told(events) == ["Ann bugs Ben's 9♣ with a joker: it is negated.", "Ben must defend again."]
    assert told(events, 1) == ["Ann bugs your 9♣ with a joker: it is negated.", "You must defend again."]
    state = act(state, 1, "take")
    assert state.bots[1].condition == 4


def test_joker_bug_destroys_an_installed_system() -> None:
    state = position([("Teekuppi", [card("🃏")]), ("Pora", [])])
    (system,) = install(state, 1, "K♥")
    assert labels(state, 0)[f"bug {card('🃏')} {system}"] == "Bug Ben's installed K♥ with your joker (it is destroyed)"
    events: list[Event] = []
    state = act(state, 0, f"bug {card('🃏')} {system}", events)
    assert state.bots[1].installed == [] and system in state.discard
    assert told(events) == ["Ann bugs Ben's installed K♥ with a joker: it is destroyed."]
    assert told(events, 1) == ["Ann bugs your installed K♥ with a joker: it is destroyed."]


def test_aces_and_tens_without_a_use_now_are_not_offered() -> None:
    state = position([("Teekuppi", [card("A♦"), card("10♦")]), ("Pora", [])])
    assert not any(a.startswith("use") for a in options(state, 0))
    assert pending(state, 0).default == "end"
