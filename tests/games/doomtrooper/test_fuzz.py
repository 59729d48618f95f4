"""Random play over random legal decks drawn from every playable card (issue #17's card check).

Each match deals every seat a random 60-card deck (at most five copies, never above a card's
limit) from `CARDS`, then plays it to the end mixing random legal choices, defaults and the AI.
After every action: the invariants hold, the state round-trips through JSON, and no view or
event shows a viewer a card they may not know. Short in CI; `DT_FUZZ=N` plays N matches.
"""

import json
import os
import re
from collections.abc import Callable

import pytest

from bot.engine import Event, Rng, apply_action, events_for
from bot.engine.match import ai_choice
from bot.games.doomtrooper import GAME
from bot.games.doomtrooper.cards import CARDS, token
from bot.games.doomtrooper.draw import draw_up
from bot.games.doomtrooper.state import DtState, Options

MATCHES = int(os.environ.get("DT_FUZZ", "6"))
MAX_ACTIONS = 6000


def random_deck(rng: Rng) -> list[str]:
    """A legal deck: 20 to 30 warriors and the rest other cards, each within its limit."""
    warriors = sorted(c for c, d in CARDS.items() if d.type == "warrior")
    others = sorted(c for c, d in CARDS.items() if d.type != "warrior")
    deck: list[str] = []
    want = 20 + rng.below(11)
    while len(deck) < 60:
        pool = warriors if len(deck) < want else others
        code = pool[rng.below(len(pool))]
        if deck.count(code) < min(5, CARDS[code].limit):
            deck.append(code)
    return deck


def dealt(seed: int, players: int, deck: Callable[[Rng], list[str]] = random_deck, name: str = "random") -> DtState:
    """A match dealt from `deck` (by default a random legal deck for each seat), hands drawn."""
    rng = Rng.from_seed(seed)
    state = GAME.setup(players, Options(decks="/".join(["legion"] * players)), Rng.from_seed(seed))
    for p in state.players:
        p.deck_name = name
        p.hand = []
        p.deck = []
        for code in deck(rng):
            p.deck.append(token(code, state.next_handle))
            state.next_handle += 1
        state.rng.shuffle(p.deck)
    for seat in range(players):
        draw_up(state, seat)
    return state


TOKEN = re.compile(r"k\d{5}_\d+")


def _leaks(before: DtState, state: DtState, events: list[Event]) -> list[str]:
    """Hidden card tokens a viewer's view shows, or an event names though hidden before and after."""
    found: list[str] = []
    for viewer in [None, *range(state.num_players)]:
        secrets = GAME.secrets(state, viewer)
        found += sorted(set(TOKEN.findall(json.dumps(GAME.view(state, viewer)))) & secrets)
        hidden = secrets & GAME.secrets(before, viewer)
        for event in events_for(events, viewer):
            found += sorted(set(TOKEN.findall(json.dumps(event.msg.to_json()))) & hidden)
    return found


@pytest.mark.parametrize("seed", range(MATCHES))
def test_random_decks_play_to_the_end(seed: int) -> None:
    players = 2 + seed % 3
    state = dealt(seed, players)
    driver = Rng.from_seed(seed * 7919 + 1)
    for _ in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            return
        decision = driver.choice(GAME.pending(state))
        roll = driver.below(100)
        if roll < 30:
            action = ai_choice(GAME, state, decision.player)
        elif roll < 40:
            action = decision.default
        else:
            action = driver.choice(decision.choices).action
        after, events = apply_action(GAME, state, decision.player, action, stored=state.model_dump_json())
        assert isinstance(after, DtState)
        assert GAME.invariant_violations(after) == [], f"after {action!r}"
        assert _leaks(state, after, events) == [], f"after {action!r}"
        state = after
    raise AssertionError(f"seed {seed}: no result after {MAX_ACTIONS} actions")
