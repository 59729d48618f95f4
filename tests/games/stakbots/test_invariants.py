"""invariant_violations finds each broken conservation law (the contract suite checks real play)."""

from collections.abc import Callable

import pytest

from bot.engine import new_state
from bot.games.stakbots import GAME
from bot.games.stakbots.state import Effect, StakState


def _fresh(players: int = 3) -> StakState:
    state = new_state(GAME, players, {}, 7)
    assert isinstance(state, StakState)
    return state


@pytest.mark.parametrize("players", range(2, 7))
def test_a_fresh_deal_is_sound(players: int) -> None:
    assert GAME.invariant_violations(_fresh(players)) == []


def _duplicate(s: StakState) -> None:
    s.hands[1].append(s.supply[0])


def _lose(s: StakState) -> None:
    s.supply.pop()


def _negative(s: StakState) -> None:
    s.damage[s.staks[1][0].card] = -1


def _damage_in_hand(s: StakState) -> None:
    s.damage[s.hands[0][0]] = 2


def _face_down_top(s: StakState) -> None:
    s.staks[2][0].up = False


def _stray_effect(s: StakState) -> None:
    s.effects.append(Effect(card=s.hands[0][0], seat=0))


def _out_with_cards(s: StakState) -> None:
    s.out.append(1)
    s.out_groups.append([1])


def _loose_attacker(s: StakState) -> None:
    s.attacker = s.hands[0][0]


CORRUPTIONS: dict[str, tuple[Callable[[StakState], None], str]] = {
    "duplicate": (_duplicate, "cards in more than one place"),
    "lost": (_lose, "cards in no place"),
    "negative damage": (_negative, "negative damage"),
    "damage off the Staks": (_damage_in_hand, "which is not on a Stak"),
    "face-down top": (_face_down_top, "a top card is face down"),
    "stray effect": (_stray_effect, "waiting effect"),
    "out with cards": (_out_with_cards, "still has a Stak"),
    "loose attacker": (_loose_attacker, "may still attack"),
}


@pytest.mark.parametrize("case", sorted(CORRUPTIONS))
def test_each_corruption_is_reported(case: str) -> None:
    state = _fresh()
    corrupt, message = CORRUPTIONS[case]
    corrupt(state)
    problems = GAME.invariant_violations(state)
    assert any(message in p for p in problems), problems
