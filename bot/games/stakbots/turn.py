"""The player on turn: the legal actions, applying them, and the refusal reasons."""

import re

from bot.engine import Choice, Event
from bot.games.stakbots.cards import card_id, kind
from bot.games.stakbots.effects import after_pass, attack, can_attack, resolve, settle
from bot.games.stakbots.rules import alive, draw, end_turn, name, power, put_on_stak, scrap_card, top
from bot.games.stakbots.state import StakState

ACTION = re.compile(
    r"(play k\d{3}( on \d)?|discard k\d{3}|recycle k\d{3}|scrap top|attack \d|end"
    r"|target k\d{3}|player \d|lose k\d{3}|react k\d{3}|pass)"
)


def turn_choices(state: StakState) -> list[Choice]:
    me = state.current
    choices: list[Choice] = []
    for card in state.hands[me]:
        label = f"{name(card)} ({power(state, card)})"
        choices.append(Choice(action=f"play {card_id(card)}", label=f"Play {label}", group="Play"))
        if state.options.borderless:
            choices += [
                Choice(action=f"play {card_id(card)} on {p}", label=f"Play {label} on seat {p}", group="Play")
                for p in alive(state)
                if p != me
            ]
    mine = top(state, me)
    if mine is not None:
        choices.append(Choice(action="scrap top", label=f"Scrap your top {name(mine)}", group="Scrap"))
    choices += [
        Choice(action=f"discard {card_id(c)}", label=f"Discard {name(c)}", group="Scrap") for c in state.hands[me]
    ]
    if state.options.recycling and mine is not None:
        choices += [
            Choice(action=f"recycle {card_id(c)}", label=f"Recycle top and {name(c)}", group="Scrap")
            for c in state.hands[me]
        ]
    if can_attack(state):
        choices += [
            Choice(action=f"attack {p}", label=f"Attack seat {p}", group="Attack")
            for p in alive(state)
            if p != me and state.staks[p]
        ]
    if state.fed:
        choices.append(Choice(action="end", label="End turn"))
    return choices


def turn_default(state: StakState) -> str:
    if state.fed:
        return "end"
    hand = state.hands[state.current]
    if hand:
        return f"discard {card_id(min(hand, key=lambda c: (kind(c).power, c)))}"
    return "scrap top"


def apply_turn(state: StakState, action: str) -> list[Event]:
    me = state.current
    verb, _, arg = action.partition(" ")
    events: list[Event]
    if verb == "play":
        card = int(arg[1:4])
        seat = int(arg.split(" on ")[1]) if " on " in arg else me
        state.hands[me].remove(card)
        put_on_stak(state, card, seat)
        events = [Event.public(f"{{p{me}}} plays {name(card)} onto {{p{seat}}}'s Stak.")]
    elif verb == "scrap":
        card = state.staks[me][0].card
        scrap_card(state, card)
        events = [Event.public(f"{{p{me}}} scraps their top {name(card)}.")]
    elif verb == "discard":
        card = int(arg[1:])
        scrap_card(state, card)
        events = [Event.public(f"{{p{me}}} discards {name(card)}.")]
    elif verb == "recycle":
        card = int(arg[1:])
        events = [Event.public(f"{{p{me}}} recycles {name(state.staks[me][0].card)} and {name(card)}.")]
        scrap_card(state, state.staks[me][0].card)
        scrap_card(state, card)
        events += draw(state, me)
    elif verb == "attack":
        events = attack(state, int(arg))
    else:
        return end_turn(state)
    return events


def apply_any(state: StakState, player: int, action: str) -> list[Event]:
    ask = state.ask
    if ask is not None:
        verb, _, arg = action.partition(" ")
        events = after_pass(state, ask) if verb == "pass" else resolve(state, ask, arg)
    else:
        events = apply_turn(state, action)
    return events + settle(state)


def why_illegal(state: StakState, player: int, action: str) -> str:
    if state.ask is not None:
        return "answer the open effect choice first"
    if action == "end":
        return "feed the scrapheap first: at least one card must be scrapped this turn"
    if action.startswith("attack"):
        if not can_attack(state):
            return "only one card may attack per turn, and it stops if it was scrapped, flipped or returned"
        return "that Stak cannot be attacked"
    if action.startswith(("play", "discard", "recycle")):
        return "that card is not in your hand (or that option is off)"
    return f"'{action}' is not one of your legal choices right now"
