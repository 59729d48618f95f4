"""The player on turn: the legal actions, applying them, and the refusal reasons."""

import re

from bot.engine import Card, Choice, Event, Msg, Seat, msg
from bot.games.stakbots.cards import card_id, kind
from bot.games.stakbots.effects import after_pass, attack, can_attack, resolve, settle
from bot.games.stakbots.rules import alive, draw, end_turn, power, put_on_stak, scrap_card, top
from bot.games.stakbots.state import StakState

ACTION = re.compile(
    r"(play k\d{3}( on \d)?|discard k\d{3}|recycle k\d{3}|scrap top|attack \d|end"
    r"|target k\d{3}|player \d|lose k\d{3}|react k\d{3}|pass)",
    re.ASCII,
)


PLAY, SCRAP, ATTACK = msg("stak-group-play"), msg("stak-group-scrap"), msg("stak-group-attack")


def turn_choices(state: StakState) -> list[Choice]:
    me = state.current
    choices: list[Choice] = []
    for card in state.hands[me]:
        bot, strength = Card(card_id(card)), power(state, card)
        choices.append(
            Choice(action=f"play {card_id(card)}", label=msg("stak-choice-play", card=bot, power=strength), group=PLAY)
        )
        if state.options.borderless:
            choices += [
                Choice(
                    action=f"play {card_id(card)} on {p}",
                    label=msg("stak-choice-play-onto", card=bot, power=strength, owner=Seat(p)),
                    group=PLAY,
                )
                for p in alive(state)
                if p != me
            ]
    mine = top(state, me)
    if mine is not None:
        choices.append(
            Choice(action="scrap top", label=msg("stak-choice-scrap-top", card=Card(card_id(mine))), group=SCRAP)
        )
    choices += [
        Choice(action=f"discard {card_id(c)}", label=msg("stak-choice-discard", card=Card(card_id(c))), group=SCRAP)
        for c in state.hands[me]
    ]
    if state.options.recycling and mine is not None:
        choices += [
            Choice(
                action=f"recycle {card_id(c)}",
                label=msg("stak-choice-recycle", top=Card(card_id(mine)), card=Card(card_id(c))),
                group=SCRAP,
            )
            for c in state.hands[me]
        ]
    if can_attack(state):
        for p in alive(state):
            theirs = top(state, p)
            if p != me and theirs is not None:
                label = msg("stak-choice-attack", owner=Seat(p), card=Card(card_id(theirs)), power=power(state, theirs))
                choices.append(Choice(action=f"attack {p}", label=label, group=ATTACK))
    if state.fed:
        choices.append(Choice(action="end", label=msg("stak-choice-end")))
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
        if seat == me:
            events = [Event.public("stak-play", actor=Seat(me), card=Card(card_id(card)))]
        else:
            events = [Event.public("stak-play-onto", actor=Seat(me), card=Card(card_id(card)), owner=Seat(seat))]
    elif verb == "scrap":
        card = state.staks[me][0].card
        scrap_card(state, card)
        events = [Event.public("stak-scrap-top", actor=Seat(me), card=Card(card_id(card)))]
    elif verb == "discard":
        card = int(arg[1:])
        scrap_card(state, card)
        events = [Event.public("stak-discard", actor=Seat(me), card=Card(card_id(card)))]
    elif verb == "recycle":
        card = int(arg[1:])
        mine = state.staks[me][0].card
        events = [Event.public("stak-recycle", actor=Seat(me), top=Card(card_id(mine)), card=Card(card_id(card)))]
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


def why_illegal(state: StakState, player: int, action: str) -> Msg:
    if state.ask is not None:
        return msg("stak-illegal-answer-first")
    if action == "end":
        return msg("stak-illegal-feed-first")
    if action.startswith("attack"):
        return msg("stak-illegal-one-attack" if not can_attack(state) else "stak-illegal-not-attackable")
    if action.startswith(("play", "discard", "recycle")):
        return msg("stak-illegal-not-in-hand")
    return msg("error-not-a-choice", action=action)
