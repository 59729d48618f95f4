"""The AI: it beats a random player with any legal deck, answers every decision legally, and
never lets a hidden card change what it does.

The measure (also in docs/games/doomtrooper.md, "The AI and the balance of the four decks"):
two seats, each with a random legal 60-card deck drawn from every playable card
(benchmarks/doomtrooper_balance.py `random_deck`), the AI in seat `seed % 2`, the other seat
choosing uniformly among its legal choices. A game is the AI's win only when it alone wins;
shared wins and cut-off games count as not won. Here 40 games must give at least 32 wins
(80 %); the benchmark plays hundreds.
"""

from typing import Any

import pytest

from benchmarks.doomtrooper_balance import ai_vs_random, play, random_lists
from bot.engine import Game, Rng, apply_action, new_state
from bot.engine.match import ai_choice
from bot.games.doomtrooper import GAME as DOOMTROOPER
from bot.games.doomtrooper.ai import choose, masked
from bot.games.doomtrooper.cards import CARDS, token
from bot.games.doomtrooper.rules import combatants
from bot.games.doomtrooper.scenario import build
from bot.games.doomtrooper.state import DtState

GAME: Game[Any, Any] = DOOMTROOPER
WARRIORS = sorted(c for c, d in CARDS.items() if d.type == "warrior")
OTHERS = sorted(c for c, d in CARDS.items() if d.type != "warrior")


def test_ai_beats_random_with_random_legal_decks() -> None:
    tally = ai_vs_random(40)
    assert tally.wins >= 32, tally


def test_ai_wins_with_each_preconstructed_deck_against_random() -> None:
    for n, deck in enumerate(("bauhaus", "capitol", "brotherhood", "legion")):
        result = play({"decks": f"{deck}/legion"}, n, {0})
        assert result.winners == [0], (deck, result)


def _position(hand: list[str], mine: str, theirs: str, destiny: int = 5) -> DtState:
    """Seat 1 (hand `hand`, warrior `mine` in place w1) attacks seat 2's `theirs` (w2) in a Fight."""
    state = build(
        {
            "setup": {
                "players": [
                    {"warriors": [{"card": mine}], "hand": hand},
                    {"warriors": [{"card": theirs}]},
                ]
            }
        }
    )
    state.players[0].destiny = destiny
    state.players[0].turns_taken = 1
    for action in ("attack w1 w2", "fight"):
        after, _ = apply_action(GAME, state, 0, action)
        assert isinstance(after, DtState)
        state = after
    return state


def test_ai_plays_a_combat_modifier_that_turns_the_fight() -> None:
    # A Bauhaus Blitzer (F3 A3) against a Necromutant (F4 A4): without help it is wounded and
    # wounds nothing; Powerful Blow (+2 Fight) makes it wound the Necromutant.
    state = _position(["01237"], "01015", "01214")
    assert ai_choice(GAME, state, 0).startswith("play k01237_")


def test_ai_keeps_a_combat_modifier_that_changes_nothing() -> None:
    # A Necromutant (F4 A4) against a Hussar (F2 A3) wounds it and takes nothing: keep the card.
    state = _position(["01237"], "01214", "01157")
    assert ai_choice(GAME, state, 0) == "done"


def test_ai_casts_an_art_spell_in_combat_for_just_enough_destiny() -> None:
    # A Mystic (F4 A4) against a Necromutant (F4 A4) in a Fight: both are wounded. One step of
    # Elemental Wall (+2 Armor for 2 destiny) spares the Mystic; more steps would add nothing.
    state = _position(["01094"], "01211", "01214", destiny=10)
    assert ai_choice(GAME, state, 0) == f"cast {state.players[0].hand[0]} w1 1"


def test_ai_answers_every_decision_legally() -> None:
    state = new_state(GAME, 4, {}, 11)
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        decision = GAME.pending(state)[0]
        action = ai_choice(GAME, state, decision.player)
        assert decision.choice_for(action) is not None
        assert not action.startswith("auto "), "standing instructions are the player's own"
        state, _ = apply_action(GAME, state, decision.player, action)


def _disguised(state: DtState, seat: int, rng: Rng) -> DtState:
    """`state` with everything `seat` may not know changed: the other players' hands and decks
    (other cards, as many), the order of its own deck, and the face-down warriors of others
    outside a combat (another warrior, other cards on it)."""
    other = state.model_copy(deep=True)
    fresh = 10**7

    def card(pool: list[str]) -> str:
        nonlocal fresh
        fresh += 1
        return token(pool[rng.below(len(pool))], fresh)

    for s, p in enumerate(other.players):
        if s == seat:
            rng.shuffle(p.deck)
            continue
        p.hand = [card(OTHERS) for _ in p.hand]
        p.deck = [card(WARRIORS + OTHERS) for _ in p.deck]
        for w in p.warriors:
            if w.cover and w.handle not in combatants(state):
                w.card = card(WARRIORS)
                w.attached = [card(OTHERS) for _ in w.attached]
    return other


@pytest.mark.parametrize("seed", range(2))
def test_hidden_cards_never_change_a_choice(seed: int) -> None:
    """The AI reads only its masked copy: disguising what its seat cannot see changes nothing
    (given the same decision: the legal choices are the engine's)."""
    players = 2 + seed
    state = new_state(GAME, players, random_lists(seed, players), seed)
    assert isinstance(state, DtState)
    shaker = Rng.from_seed(seed + 99)
    checked = 0
    for step in range(400):
        if GAME.outcome(state) is not None:
            break
        decision = GAME.pending(state)[0]
        seat = decision.player
        action = choose(state, seat, decision, Rng.from_seed(step))
        if step % 4 == 0 and len(decision.choices) > 3:
            other = _disguised(state, seat, shaker)
            assert masked(other, seat, Rng.from_seed(1)) == masked(state, seat, Rng.from_seed(1))
            assert choose(other, seat, decision, Rng.from_seed(step)) == action, f"step {step}"
            checked += 1
        after, _ = apply_action(GAME, state, seat, action)
        assert isinstance(after, DtState)
        state = after
    assert checked >= 10
