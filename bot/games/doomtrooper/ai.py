"""A heuristic AI. It reads only what its seat may know: its hand, the face-up table, the
combatants of a combat; it never looks at a face-down warrior of another player or at a deck."""

from bot.engine import Decision, Rng
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.rules import find, value
from bot.games.doomtrooper.state import DtState


def choose(state: DtState, seat: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices]
    # Reaction cards are armed as soon as they are held (against anyone); it costs nothing.
    arming = [a for a in actions if a.startswith("arm ") and len(a.split()) == 2]
    if arming:
        return arming[0]
    actions = [a for a in actions if not a.startswith(("arm ", "disarm "))]
    if decision.kind in ("deck", "pick"):
        return decision.default
    if decision.kind == "points":
        return _points(state, seat, decision.default)
    if decision.kind == "tactic":
        return max((a for a in actions if a in ("fight", "shoot")), key=lambda t: _exchange(state, seat, t))
    if decision.kind == "combat":
        return _combat(state, seat, actions)
    if decision.kind == "weapon":
        return max((a for a in actions if a.startswith("weapon")), key=lambda a: _weapon_score(state, seat, a))
    if decision.kind == "discard":
        if "keep" in actions:
            return "keep"
        armed = {a.card for a in state.players[seat].armed}  # kept: they wait for their moment
        offered = [a.split()[1] for a in actions if a.startswith("discard ")]
        worst = min(offered, key=lambda c: 9 if c in armed else _keep_worth(state, seat, c))
        return f"discard {worst}"
    return _turn(state, seat, actions)


def _keep_worth(state: DtState, seat: int, card: str) -> int:
    d = card_def(card)
    if any(a.card == card for a in state.players[seat].armed):
        return 9  # an armed reaction waits for its moment
    if d.type == "warrior":
        return 10 + d.value
    if d.type in ("equipment", "symmetry"):
        return 8
    return 5


def _exchange(state: DtState, seat: int, tactic: str) -> int:
    """How a tactic looks for `seat` in the current combat: wounds dealt minus wounds taken."""
    c = state.combat
    assert c is not None
    trial = state.model_copy(deep=True)
    assert trial.combat is not None
    trial.combat.tactic = tactic
    return _score(trial, seat)


def _score(state: DtState, seat: int) -> int:
    c = state.combat
    assert c is not None
    stat = c.tactic[0].upper()
    mine, theirs = (c.attacker, c.defender) if seat == c.attacker_seat else (c.defender, c.attacker)
    dealt = value(state, mine, stat) >= value(state, theirs, "A")
    taken = value(state, theirs, stat) >= value(state, mine, "A")
    return 2 * int(dealt) - 2 * int(taken) + (1 if not taken else 0)


def _weapon_score(state: DtState, seat: int, action: str) -> int:
    from bot.games.doomtrooper.combat import weapon_chooser

    trial = state.model_copy(deep=True)
    assert trial.combat is not None
    handle = weapon_chooser(trial)
    assert handle is not None
    trial.combat.weapons[handle] = action.split()[1]
    return _score(trial, seat)


def _combat(state: DtState, seat: int, actions: list[str]) -> str:
    from bot.games.doomtrooper.combat import play_in_combat

    base = _score(state, seat)
    best, best_score = "done", base
    for action in actions:
        if not action.startswith(("play", "cast")):
            continue
        card = action.split()[1]
        if card_def(card).type == "special" and card_def(card).timing == "anytime":
            continue
        trial = state.model_copy(deep=True)
        try:
            play_in_combat(trial, seat, action)
        except (AssertionError, KeyError, ValueError):
            continue
        if trial.combat is None or not find(trial, trial.combat.attacker) or not find(trial, trial.combat.defender):
            continue
        score = _score(trial, seat)
        if score > best_score:
            best, best_score = action, score
    return best


def _attack_score(state: DtState, seat: int, action: str) -> int:
    words = action.split()
    if words[2].startswith("p"):
        return 100
    found = find(state, words[2])
    if found is None or found[1].cover:
        return -100
    best = -100
    for stat in ("F", "S"):
        dealt = value(state, words[1], stat) >= value(state, words[2], "A")
        taken = value(state, words[2], stat) >= value(state, words[1], "A")
        worth = card_def(found[1].card).value
        score = (worth * (2 if found[1].wounded else 1) if dealt else 0) - (6 if taken else 0)
        best = max(best, score)
    return best


def _turn(state: DtState, seat: int, actions: list[str]) -> str:
    me = state.players[seat]
    uncover = [a for a in actions if a.startswith("uncover")]
    if uncover and not [w for w in me.warriors if not w.cover]:
        return uncover[0]
    for a in actions:
        if a.startswith("play") and card_def(a.split()[1]).timing == "turn_start":
            return a
    for a in actions:
        if not a.startswith("play "):
            continue
        words = a.split()
        d = card_def(words[1])
        if d.type != "special":
            continue
        if d.code == "01235":
            return a
        if len(words) == 3 and words[2].startswith("p"):
            victim = state.players[int(words[2][1:]) - 1]
            if int(words[2][1:]) - 1 != seat and (victim.promotion >= 3 or (d.code == "01217" and victim.destiny >= 5)):
                return a
    warriors = [a for a in actions if a.startswith("play") and card_def(a.split()[1]).type == "warrior"]
    if warriors and (len(me.warriors) < 4 or state.actions_left > 1):
        return max(warriors, key=lambda a: card_def(a.split()[1]).value)
    gear = [a for a in actions if a.startswith(("equip", "gift", "mission")) and _useful(state, a)]
    if gear:
        return gear[0]
    hand_warriors = [card_def(c).value for c in me.hand if card_def(c).type == "warrior"]
    if len(me.warriors) < 2 and hand_warriors and min(hand_warriors) > me.destiny and "meditate" in actions:
        return "meditate"
    attacks = [a for a in actions if a.startswith("attack")]
    if attacks:
        best = max(attacks, key=lambda a: _attack_score(state, seat, a))
        if _attack_score(state, seat, best) > 0:
            return best
    if "meditate" in actions:
        return "meditate"
    if "end" not in actions and attacks:
        # An order makes this attack the only way on (ruling 170).
        return max(attacks, key=lambda a: _attack_score(state, seat, a))
    return "end" if "end" in actions else actions[0]


def _useful(state: DtState, action: str) -> bool:
    """A second weapon for the same tactic adds nothing (one weapon counts in a combat)."""
    words = action.split()
    d = card_def(words[1])
    if not d.weapon:
        return True
    found = find(state, words[2])
    if found is None:
        return False
    held = [card_def(c) for c in found[1].attached if card_def(c).weapon]
    return not any(h.tags & d.tags for h in held)


def _points(state: DtState, seat: int, default: str) -> str:
    """All to promotion, unless destiny is needed to bring in a warrior from the hand."""
    due = state.points_due[0]
    me = state.players[seat]
    costs = [card_def(c).value for c in me.hand if card_def(c).type == "warrior"]
    if due.destiny_only or len(me.warriors) >= 3 or not costs or min(costs) <= me.destiny:
        return default
    need = min(min(costs) - me.destiny, due.amount)
    return f"points {due.amount - need}"
