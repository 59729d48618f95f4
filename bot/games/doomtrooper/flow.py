"""Turn flow: the start of a turn, the end of the action phase, the next turn, the end of the game."""

from bot.engine import Event, Seat
from bot.games.doomtrooper.draw import draw_up
from bot.games.doomtrooper.hidden import forget_moved
from bot.games.doomtrooper.missions import end_of_turn_missions
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.orders import expire
from bot.games.doomtrooper.state import DtState
from bot.games.doomtrooper.turn_start import start_of_turn


def end_actions(state: DtState) -> list[Event]:
    """Phase 2 is over (or a combat ended): points owed first, then a second attack kept by
    Initiative, then the discard phase."""
    events = check_goal(state)
    if state.finished:
        return events
    if state.points_due:
        state.phase = "points"
        return events
    if state.follow_up:
        handle, state.follow_up = state.follow_up, ""
        if any(w.handle == handle for w in state.players[state.current].warriors):
            state.attack_only = True
            state.attack_with = handle
            state.attacked = False
            state.actions_left = 1
            state.phase = "actions"
            return [*events, Event.public("dt-second-attack-follow", warrior=named(state, handle))]
    state.attack_with = ""
    if state.bonus_attack:
        state.bonus_attack = False
        state.attack_only = True
        state.attacked = False
        state.actions_left = 1
        state.phase = "actions"
        key = "dt-second-attack-lust" if state.lust_bonus else "dt-second-attack"
        state.lust_bonus = False
        return [*events, Event.public(key, who=Seat(state.current))]
    state.phase = "discard"
    return events


def check_goal(state: DtState) -> list[Event]:
    reached = [s for s, p in enumerate(state.players) if not p.out and p.promotion >= state.options.goal]
    if reached and not state.finished:
        best = max(state.players[s].promotion for s in reached)
        winners = [s for s in reached if state.players[s].promotion == best]
        return finish(state, winners, "dt-outcome-goal")
    return []


def finish(state: DtState, winners: list[int], reason: str) -> list[Event]:
    state.finished = reason
    state.winners = winners
    state.phase = "over"
    return []


def end_turn(state: DtState) -> list[Event]:
    events: list[Event] = []
    me = state.players[state.current]
    events += end_of_turn_missions(state, state.current)  # promotion-only rewards: no points decision
    events += check_goal(state)
    if state.finished:
        return events
    expire(state, state.current, starting=False)
    me.turns_taken += 1
    if me.warriors:
        me.had_warrior = True
        me.bare_turns = 0
    elif me.had_warrior:
        me.bare_turns += 1
        if me.bare_turns >= 2:
            me.out = True
            events.append(Event.public("dt-out", who=Seat(state.current)))
    alive = [s for s, p in enumerate(state.players) if not p.out]
    if len(alive) == 1:
        return events + finish(state, alive, "dt-outcome-last")
    if all(not state.players[s].deck for s in alive):
        return events + finish(state, most_promotion(state), "dt-outcome-decks")
    nxt = (state.current + 1) % state.num_players
    if state.extra_turn:
        state.extra_turn = False
        nxt = state.current
        events.append(Event.public("dt-takes-extra-turn", who=Seat(nxt)))
    for _ in range(2 * state.num_players):
        p = state.players[nxt]
        if p.out:
            nxt = (nxt + 1) % state.num_players
        elif p.skip_turns > 0:
            p.skip_turns -= 1
            events.append(Event.public("dt-turn-skipped", who=Seat(nxt)))
            nxt = (nxt + 1) % state.num_players
        else:
            break
    state.current = nxt
    state.turn += 1
    events += start_turn(state)
    return events


def most_promotion(state: DtState) -> list[int]:
    alive = [s for s, p in enumerate(state.players) if not p.out]
    best = max(state.players[s].promotion for s in alive)
    return [s for s in alive if state.players[s].promotion == best]


def start_turn(state: DtState) -> list[Event]:
    state.phase = "actions"
    state.actions_left = 3
    state.acted = False
    state.equipping = False
    state.initiative_played = False
    state.attacked = False
    state.bonus_attack = False
    state.attack_only = False
    state.optional_discard_done = False
    state.follow_up = ""
    state.attack_with = ""
    state.blood_lust = False
    state.used_this_turn = []
    state.refitting = False
    state.joined = []
    state.survivor = ""
    state.survivor_hurt = False
    me = state.players[state.current]
    state.actions_left = max(0, 3 - me.fewer_actions)
    me.fewer_actions = 0
    forget_moved(state)
    events = [Event.public("dt-turn", who=Seat(state.current), turn=state.turn)]
    expire(state, state.current, starting=True)
    events += start_of_turn(state, state.current)
    events += draw_up(state, state.current)
    if all(not p.deck for p in state.players if not p.out):
        events += finish(state, most_promotion(state), "dt-outcome-decks")
    return events
