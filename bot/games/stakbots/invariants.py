"""Conservation laws of a Stak Bots state, checked after every action by the contract tests."""

from collections import Counter

from bot.games.stakbots.cards import DECK, kind
from bot.games.stakbots.effects import CHAIN_CAP
from bot.games.stakbots.rules import alive, locate
from bot.games.stakbots.state import StakState


def violations(state: StakState) -> list[str]:
    return _cards(state) + _turn(state) + _effects(state) + _result(state)


def _cards(state: StakState) -> list[str]:
    """Every one of the 60 cards is in exactly one place: a Stak, a hand, the supply or the scrapheap."""
    problems = []
    n = state.num_players
    if len(state.staks) != n or len(state.hands) != n:
        problems.append(f"{len(state.staks)} Staks and {len(state.hands)} hands for {n} players")
    places = Counter(slot.card for stak in state.staks for slot in stak)
    places.update(card for hand in state.hands for card in hand)
    places.update(state.supply)
    places.update(state.scrap)
    twice = sorted(card for card, count in places.items() if count > 1)
    missing = sorted(set(range(len(DECK))) - set(places))
    strange = sorted(card for card in places if not 0 <= card < len(DECK))
    if twice:
        problems.append(f"cards in more than one place: {twice}")
    if missing:
        problems.append(f"cards in no place: {missing}")
    if strange:
        problems.append(f"cards that are not in the deck: {strange}")
    if any(stak and not stak[0].up for stak in state.staks):
        problems.append("a top card is face down")
    for card, amount in state.damage.items():
        if amount < 0:
            problems.append(f"negative damage on card {card}")
        if locate(state, card) is None:
            problems.append(f"damage on card {card}, which is not on a Stak")
    return problems


def _turn(state: StakState) -> list[str]:
    problems = []
    if state.finished is None and state.current not in alive(state):
        problems.append(f"seat {state.current} is on turn but out")
    if state.turn < 1 or not 0 <= state.chain_count <= CHAIN_CAP:
        problems.append(f"turn {state.turn} or entry-effect count {state.chain_count} out of range")
    if state.attacker is not None and locate(state, state.attacker) is None and not state.attack_stopped:
        problems.append("the attacker left the Staks but may still attack")
    if state.stomping is not None and (state.attacker is None or kind(state.attacker).name != "Stomp"):
        problems.append("a Stak is being stomped without a Stomp Bot attacking")
    if state.round_sizes and (len(state.round_sizes) != state.num_players or min(state.round_sizes) < 0):
        problems.append(f"bad turn-limit tally {state.round_sizes}")
    return problems


def _effects(state: StakState) -> list[str]:
    """Each waiting entry effect belongs to a card with one, on the Stak it was triggered on, once."""
    problems = []
    cards = [effect.card for effect in state.effects]
    if len(cards) != len(set(cards)):
        problems.append(f"an entry effect is waiting twice: {cards}")
    for effect in state.effects:
        where = locate(state, effect.card)
        if not kind(effect.card).entry:
            problems.append(f"card {effect.card} has no entry effect but one is waiting")
        if where is None or where[0] != effect.seat:
            problems.append(f"the waiting effect of card {effect.card} is not on seat {effect.seat}'s Stak")
    ask = state.ask
    if ask is not None:
        if state.finished is not None:
            problems.append("a choice is open after the match ended")
        if not 0 <= ask.seat < state.num_players or not ask.options:
            problems.append(f"the open {ask.kind} choice has seat {ask.seat} and options {ask.options}")
        if ask.kind == "lose" and sorted(ask.options) != sorted(f"lose k{c:03d}" for c in state.hands[ask.seat]):
            problems.append("the hand-scrap choice does not match the hand")
    return problems


def _result(state: StakState) -> list[str]:
    problems = []
    if len(set(state.out)) != len(state.out) or any(state.staks[seat] for seat in state.out):
        problems.append("an eliminated seat is listed twice or still has a Stak")
    if sorted(state.out) != sorted(seat for group in state.out_groups for seat in group):
        problems.append("the elimination order does not match the eliminated seats")
    if (state.finished is None) != (not state.winners):
        problems.append("winners without a finished match, or a finished match without winners")
    return problems
