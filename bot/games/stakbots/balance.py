"""Deck-balance and AI figures from simulated matches (run: python -m bot.games.stakbots.balance)."""

from collections import Counter

from bot.engine import Rng, ai_choice, apply_action, new_state
from bot.games.stakbots.cards import kind
from bot.games.stakbots.game import StakBots
from bot.games.stakbots.state import StakState

GAME = StakBots()


def play(seed: int, ai_seats: set[int], players: int = 2) -> tuple[StakState, Counter[str], Counter[str]]:
    """One match; seats in `ai_seats` use the AI, the rest play uniformly random legal choices.

    Returns the final state and per bot type: battles fought, battles survived.
    """
    driver = Rng.from_seed(seed * 7919 + 1)
    state = new_state(GAME, players, {}, seed)
    assert isinstance(state, StakState)
    fought: Counter[str] = Counter()
    survived: Counter[str] = Counter()
    while GAME.outcome(state) is None:
        decision = GAME.pending(state)[0]
        if decision.player in ai_seats:
            action = ai_choice(GAME, state, decision.player)
        else:
            action = driver.choice(decision.choices).action
        if action.startswith("attack"):
            attacker = state.staks[state.current][0].card
            defender = state.staks[int(action[7:])][0].card
        new, _ = apply_action(GAME, state, decision.player, action)
        assert isinstance(new, StakState)
        if action.startswith("attack"):
            for card in (attacker, defender):
                fought[kind(card).name] += 1
                if card not in new.scrap:
                    survived[kind(card).name] += 1
        state = new
    return state, fought, survived


def ai_win_rate(seeds: range) -> float:
    wins = 0
    for seed in seeds:
        seat = seed % 2
        final, _, _ = play(seed, {seat})
        wins += GAME.outcome(final).winners == [seat]  # type: ignore[union-attr]
    return wins / len(seeds)


def main(matches: int = 500) -> None:
    first = 0
    turns = 0
    fought: Counter[str] = Counter()
    survived: Counter[str] = Counter()
    for seed in range(matches):
        final, f, s = play(seed, {0, 1})
        first += GAME.outcome(final).winners == [0]  # type: ignore[union-attr]
        turns += final.turn
        fought += f
        survived += s
    print(f"AI mirror, {matches} 2-player matches: first player wins {first / matches:.1%}")
    print(f"average length: {turns / matches:.1f} turns")
    for name in sorted(fought):
        print(f"  {name}: {fought[name]} battles, survived {survived[name] / fought[name]:.0%}")
    print(f"AI vs random: AI wins {ai_win_rate(range(matches)):.1%}")


if __name__ == "__main__":
    main()
