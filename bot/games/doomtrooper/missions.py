"""Missions and the points they pay: rewards earned, missions fulfilled by a kill, by a death or by
holding the table, and what a fortification or a razed site pays."""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.fighting import forts_of
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.reactions import promotion_earned, spy
from bot.games.doomtrooper.rules import effects_on, faction, find, is_legion, legion_member, memberships, value, warrior
from bot.games.doomtrooper.secret_missions import reveal, secret_player_missions, secrets_on
from bot.games.doomtrooper.state import DtState, PointsDue, Warrior
from bot.games.doomtrooper.table import remove_warrior


def earn(state: DtState, seat: int, amount: int, source: str, promotion_only: bool, rate: int = 0) -> list[Event]:
    """A reward: promotion points at once, or owed to be split between promotion and destiny
    (each point not taken as promotion worth `rate` destiny points when `rate` is given)."""
    if promotion_only:
        kept, reacted = promotion_earned(state, seat, amount, warrior=False)
        state.players[seat].promotion += kept
        return [Event.public("dt-gain-promotion", who=Seat(seat), n=amount), *reacted]
    state.points_due.append(PointsDue(seat=seat, amount=amount, victim=source, rate=rate or 1))
    return []


def mission_void(state: DtState, seat: int, card: str) -> bool:
    """A mission of `seat` earns nothing while a warrior of theirs that must complete its own
    mission first (a Hatamoto) carries another one."""
    for w in state.players[seat].warriors:
        first = effects_on(w, "missions_first") and card not in w.attached
        if first and any(card_def(c).type == "mission" for c in w.attached):
            return True
    return False


def when_killed(state: DtState, handle: str, killed_too: bool) -> list[Event]:
    """Trigger 'killed': missions on the dying warrior pay its player (the card goes with it)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    events: list[Event] = []
    for card in [*w.attached, *secrets_on(state, seat, handle)]:
        met = [
            e
            for e in card_def(card).effects
            if e.trigger == "killed" and (e.condition == "" or (e.condition == "killed_too" and killed_too))
        ]
        if met and mission_void(state, seat, card):
            events.append(Event.public("dt-mission-void", who=Seat(seat), card=Card(card)))
        elif met:
            reward = sum(e.amount + e.times * card_def(w.card).value for e in met)
            shown = reveal(state, seat, card)
            if shown:  # a secret mission: shown, then discarded like the cards on its warrior
                state.players[seat].discard.append(card)
            events += shown
            events.append(Event.public("dt-mission-fulfilled", who=Seat(seat), card=Card(card), n=reward))
            events += earn(state, seat, reward, card, promotion_only=all(e.promotion for e in met))
    return events


def end_of_turn_missions(state: DtState, seat: int) -> list[Event]:
    """Trigger 'turn_end': a mission on its own player whose condition must hold at the end of two
    of their turns in a row is armed at the first and fulfilled at the second."""
    events: list[Event] = []
    player = state.players[seat]
    for m in list(player.missions):
        for e in card_def(m.card).effects:
            if e.kind != "mission_points" or e.trigger != "turn_end":
                continue
            if not table_holds(state, seat, e.condition):
                m.armed = False
            elif not m.armed:
                m.armed = True
                events.append(Event.public("dt-mission-armed", who=Seat(seat), card=Card(m.card)))
            else:
                player.missions.remove(m)
                player.discard.append(m.card)
                events.append(Event.public("dt-mission-fulfilled", who=Seat(seat), card=Card(m.card), n=e.amount))
                events += earn(state, seat, e.amount, m.card, promotion_only=e.promotion)
    return events


APOSTLES = ("algeroth", "ilian", "demnogonis", "muawijhe", "semai")


def table_holds(state: DtState, seat: int, condition: str) -> bool:
    """'all_apostles': a follower of each of the five Apostles among the player's warriors;
    'all_corps': a warrior of each corporation and of the Brotherhood."""
    ws = state.players[seat].warriors
    if condition == "all_apostles":
        return all(any(f"follower-{a}" in card_def(w.card).tags for w in ws) for a in APOSTLES)
    if condition == "all_corps":
        wanted = ("bauhaus", "capitol", "cybertronic", "imperial", "mishima", "brotherhood")
        return all(any(f in memberships(state, w) for w in ws) for f in wanted)
    return False


def fortified_titles(state: DtState, seat: int, card: str) -> list[Event]:
    """Establish Defensive Perimeter: a fortification of a new title brought into play by its player."""
    player = state.players[seat]
    code = card_def(card).code
    if card_def(card).type != "fortification" or code in player.titles:
        return []
    player.titles.append(code)
    events: list[Event] = []
    for m in player.missions:
        if any(e.kind == "perimeter" for e in card_def(m.card).effects):
            events += earn(state, seat, 1, m.card, promotion_only=True)
    return events


def victim_meets(state: DtState, e: Effect, k: Warrior, v: Warrior, survives: bool) -> bool:
    """The conditions of a warrior's mission on the warrior it kills."""
    vd, kd = card_def(v.card), card_def(k.card)
    member = e.tag in memberships(state, v)
    checks = {
        "": True,
        "victim_covered": v.cover,
        "victim_healthy": not v.wounded,
        "victim_faction": member,
        "victim_faction_commoner": member and not vd.personality,
        "victim_personality": vd.personality,
        "victim_legion": legion_member(state, v),
        "victim_tagged": e.tag in vd.tags,
        "victim_double_value": survives and vd.value >= 2 * kd.value,
    }
    return checks.get(e.condition, False)


def fulfil_missions(state: DtState, killer: str, seat: int, victim: str, survives: bool = True) -> list[Event]:
    """Missions that `killer` (of `seat`) fulfils by killing `victim` (checked before anyone is
    removed, since the combat is simultaneous; `survives`: the killer lives through it): their
    reward is owed like a kill's points and the mission is discarded."""
    k = warrior(state, killer)
    v_seat, v = find(state, victim) or (0, None)
    assert v is not None
    player = state.players[seat]
    events: list[Event] = []
    done: list[str] = []
    for card in [*k.attached, *secrets_on(state, seat, killer)]:
        for e in card_def(card).effects:
            if e.kind == "mission_points" and e.trigger == "kills" and victim_meets(state, e, k, v, survives):
                done.append(card)
                break
    events += _portal(state, seat, k, victim)
    for m in [*player.missions, *secret_player_missions(state, seat)]:
        for e in card_def(m.card).effects:
            if e.kind != "mission_points":
                continue
            if e.condition == "victim_brotherhood":
                if m.target == seat and v_seat != seat and "brotherhood" in memberships(state, v):
                    done.append(m.card)
                continue
            if e.condition == "victim_citadel":
                sieged = any("citadel" in card_def(x).tags for x in forts_of(state, victim))
                if m.target == seat and v_seat != seat and sieged:
                    done.append(m.card)
                continue
            if m.target != v_seat:
                continue
            rest = [w for w in state.players[v_seat].warriors if w.handle != victim]
            cohort = e.condition == "last_of_cohort" and not is_legion(k) and is_legion(v)
            squad = e.condition == "last_of_squad" and is_legion(k) and not is_legion(v)
            if (cohort and not any(is_legion(w) for w in rest)) or (squad and all(is_legion(w) for w in rest)):
                done.append(m.card)
    spied = False
    for card in done:
        e = next(x for x in card_def(card).effects if x.kind == "mission_points")
        reward = e.amount + e.times * card_def(v.card).value
        void = mission_void(state, seat, card)
        holder = seat
        on_warrior = card in k.attached
        if on_warrior:
            k.attached.remove(card)
            holder = k.lent.pop(card, seat)  # a mission moved onto this warrior (File Transfer)
        player.missions = [m for m in player.missions if m.card != card]
        events += reveal(state, seat, card)
        state.players[holder].discard.append(card)
        if void:
            events.append(Event.public("dt-mission-void", who=Seat(seat), card=Card(card)))
            continue
        events.append(Event.public("dt-mission-fulfilled", who=Seat(seat), card=Card(card), n=reward))
        found = spy(state, seat) if on_warrior and not spied else None
        if found is not None:
            spied = True
            events += _spied(state, killer, found[0], found[1])
            events += earn(state, found[0], reward, card, promotion_only=e.promotion, rate=e.rate)
            continue
        events += earn(state, seat, reward, card, promotion_only=e.promotion, rate=e.rate)
    if spied:
        events += remove_warrior(state, killer)
    return events


def _spied(state: DtState, killer: str, spy_seat: int, reveal: list[Event]) -> list[Event]:
    """Spy in the Ranks: the mission's reward and the kill's points go to `spy_seat`; the
    warrior is discarded once its missions are settled."""
    if state.combat is not None:
        state.combat.spies[killer] = spy_seat
    return [*reveal, Event.public("dt-spy", who=Seat(spy_seat), warrior=named(state, killer))]


def _portal(state: DtState, seat: int, k: Warrior, victim: str) -> list[Event]:
    """Portal of the Great Conqueror: its warrior kills a warrior of faction `tag` and Value at
    least `amount`; the kill earns nothing, and every warrior in play turns profane."""
    c = state.combat
    events: list[Event] = []
    for card in list(k.attached):
        for e in card_def(card).effects:
            if e.kind != "profane_all" or faction(warrior(state, victim)) != e.tag:
                continue
            if value(state, victim, "V") < e.amount or c is None:
                continue
            k.attached.remove(card)
            state.players[seat].discard.append(card)
            c.no_points.append(victim)
            events.append(Event.public("dt-mission-completed", who=Seat(seat), card=Card(card)))
            events += profane_all(state)
    return events


def profane_all(state: DtState) -> list[Event]:
    """Portal of the Great Conqueror: every warrior in play turns profane (it never casts the Art)."""
    for p in state.players:
        for w in p.warriors:
            if "profane" not in w.marks:
                w.marks.append("profane")
    return [Event.public("dt-all-profane")]
