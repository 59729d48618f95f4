"""AI strength and resolution speed (run: python -m bot.games.roborally.balance [matches]).

- AI vs random: 2-player matches, one seat AI, the other uniformly random legal choices
  (which locks in a random program sooner or later); seats alternate.
- Resolution speed: turns per second with 8 robots on the default course, each turn a fresh
  random program for every robot, timing only the five registers and the end of the turn.
"""

import sys
import time

from bot.engine import Rng, apply_action, new_state
from bot.engine.simulate import play_match
from bot.games.roborally.game import GAME
from bot.games.roborally.state import RoboState
from bot.games.roborally.turn import free_registers, resolve, start_turn


def play(seed: int, ai_seats: set[int], players: int = 2, options: dict[str, object] | None = None) -> RoboState:
    """One match; seats in `ai_seats` use the AI, the rest choose uniformly among their legal choices."""
    final = play_match(GAME, players, seed, options, ai_seats).state
    assert isinstance(final, RoboState)
    return final


def ai_win_rate(seeds: range, options: dict[str, object] | None = None) -> tuple[float, float]:
    """(AI wins, random wins) as shares of the matches; shared results count for nobody."""
    ai = rnd = 0
    for seed in seeds:
        seat = seed % 2
        final = play(seed, {seat}, options=options)
        winners = final.winners
        ai += winners == [seat]
        rnd += winners == [1 - seat]
    return ai / len(seeds), rnd / len(seeds)


def resolution_speed(
    turns: int = 400, players: int = 8, seed: int = 1, course: str = "sprint", log: bool = False
) -> float:
    """Turns resolved per second with `players` robots (random programs; `log`: with event texts)."""
    state = new_state(GAME, players, {"course": course, "turn_limit": 500, "lives": 9}, seed)
    assert isinstance(state, RoboState)
    elapsed = 0.0
    done = 0
    while done < turns:
        if state.finished is not None:
            state = new_state(GAME, players, {"course": course, "turn_limit": 500, "lives": 9}, seed + done)
            assert isinstance(state, RoboState)
        for seat, rb in enumerate(state.robots):
            if rb.stage == "power":
                GAME.apply(state, seat, "power on")
        while any(rb.stage == "enter" for rb in state.robots):
            seat = next(s for s, rb in enumerate(state.robots) if rb.stage == "enter")
            GAME.apply(state, seat, _enter_default(state, seat))
        for seat, rb in enumerate(state.robots):
            if rb.stage == "program":
                _fill(state, seat)
        started = time.perf_counter()
        resolve(state, log=log)
        elapsed += time.perf_counter() - started
        done += 1
        if state.finished is None:
            start_turn(state)
    return done / elapsed


def engine_turn_speed(turns: int = 60, players: int = 8, seed: int = 1) -> tuple[float, float]:
    """(turns/s, actions/s) through `apply_action`, as the service plays them: every robot sets
    its five registers one action at a time (random hand cards) and locks in; each action is
    checked against the pending decisions and applied to a copy of the state."""
    driver = Rng.from_seed(seed * 7919 + 1)
    done = actions = 0
    started = time.perf_counter()
    while done < turns:
        state = new_state(GAME, players, {"turn_limit": 500, "lives": 9}, seed + done)
        assert isinstance(state, RoboState)
        while done < turns and not state.finished:
            pending = GAME.pending(state)  # once per action, as the service does
            decision = pending[0]
            sets = [c.action for c in decision.choices if c.action.startswith("set ")]
            action = driver.choice(sets) if decision.kind == "program" and sets else decision.default
            turn = state.turn
            new, _ = apply_action(GAME, state, decision.player, action, pending)
            assert isinstance(new, RoboState)
            state = new
            actions += 1
            done += state.turn - turn
    elapsed = time.perf_counter() - started
    return done / elapsed, actions / elapsed


def _enter_default(state: RoboState, seat: int) -> str:
    decision = next(d for d in GAME.pending(state) if d.player == seat)
    return decision.default


def _fill(state: RoboState, seat: int) -> None:
    rb = state.robots[seat]
    for reg in range(free_registers(rb)):
        if not rb.registers[reg] and rb.hand:
            rb.registers[reg] = rb.hand.pop(state.rng.below(len(rb.hand)))
    rb.stage = "locked"


def main(matches: int = 200) -> None:
    ai, rnd = ai_win_rate(range(matches))
    print(f"AI vs random, {matches} 2-player matches on 'sprint': AI wins {ai:.1%}, random wins {rnd:.1%}")
    lengths = [play(seed, {0, 1}).turn for seed in range(min(matches, 50))]
    print(f"AI mirror: average length {sum(lengths) / len(lengths):.1f} turns")
    speed = resolution_speed()
    logged = resolution_speed(log=True)
    print(f"resolution: {speed:.0f} turns/s with 8 robots (five registers and the end of the turn)")
    print(f"resolution with event texts: {logged:.0f} turns/s with 8 robots")
    turns, actions = engine_turn_speed()
    print(f"whole turns through the engine: {turns:.0f} turns/s with 8 robots ({actions:.0f} actions/s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
