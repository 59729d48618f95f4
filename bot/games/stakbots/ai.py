"""A greedy heuristic player that uses only its own hand and the public table."""

from bot.engine import Decision, Rng
from bot.games.stakbots.cards import card_id, kind, parse_id
from bot.games.stakbots.effects import can_attack
from bot.games.stakbots.rules import locate, power, top
from bot.games.stakbots.state import StakState

HARMFUL = {"Shot", "Reaper", "Begone", "Trip", "Pit", "Tranq"}


def _target_score(state: StakState, me: int, action: str, card: int) -> float:
    arg = action.split(" ")[1]
    if action.startswith("player"):
        seat = int(arg)
        return -100 if seat == me else len(state.hands[seat]) + len(state.staks[seat]) / 100
    target = parse_id(arg)
    assert target is not None
    where = locate(state, target)
    own = where is not None and where[0] == me
    on_top = where is not None and where[1] == 0
    if kind(card).name == "Tranq":
        # A flipped top card turns up again and retriggers, so Tranq aims below the top.
        return (-50 if on_top else 0) + (-1 if own else 1) * power(state, target)
    harm = power(state, target) + (5 if on_top else 0)
    # Among equal harms prefer the tallest Stak (the leader); remaining ties are random (see choose).
    return -harm if own else harm + (len(state.staks[where[0]]) / 100 if where is not None else 0)


def choose(state: StakState, me: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices]
    # Candidates are weighed in a random order (the AI's private generator), so whenever two
    # are equally good max/min pick either at random. Taking the first listed instead always
    # favoured the lowest seat number as a target: every AI ganged up on seat 1, which won
    # 3% of 4-player AI matches (seat 4: 57%) before the fix.
    rng.shuffle(actions)
    ask = state.ask
    if ask is not None:
        if ask.kind == "react":
            return "pass"
        if ask.kind == "lose":
            return min(actions, key=lambda a: power(state, int(a[6:])))
        if ask.kind == "target" and kind(ask.card).name not in HARMFUL:
            return actions[0]
        return max(actions, key=lambda a: _target_score(state, me, a, ask.card))
    return _turn(state, me, actions)


def _power_on_top(state: StakState, me: int, card: int) -> int:
    """The power a hand card would have on top of our Stak (a Leader counts the face-up run it tops)."""
    printed = kind(card).power
    if printed:
        return printed
    run = 0
    for slot in state.staks[me]:
        if not slot.up:
            break
        run += 1
    return run + 1


def _turn(state: StakState, me: int, actions: list[str]) -> str:
    mine = top(state, me)
    hand = state.hands[me]
    # Harmful entry effects first, then a stronger bot on top when we have not attacked yet.
    for card in sorted(hand, key=lambda c: -kind(c).rank):
        if kind(card).name in HARMFUL | {"Bountiful", "Expel"}:
            return f"play {card_id(card)}"
    if can_attack(state) and mine is not None:
        mine_power = power(state, mine)
        taken = state.damage.get(mine, 0)
        best: tuple[float, str] | None = None
        for action in actions:
            if not action.startswith("attack"):
                continue
            theirs = top(state, int(action[7:]))
            assert theirs is not None
            their_power = power(state, theirs)
            kills = state.damage.get(theirs, 0) + mine_power >= their_power or kind(mine).name == "Fatal"
            survives = taken + their_power < mine_power
            score: float = (2 if kills else 0) + (1 if survives else -1)
            # Among equal attacks hit the tallest Stak (the leader); remaining ties are random
            # because `actions` arrives shuffled (see choose).
            score += len(state.staks[int(action[7:])]) / 100
            if score >= 2 and (best is None or score > best[0]):
                best = (score, action)
        if best is not None:
            return best[1]
    if state.attacker is None and hand and mine is not None:
        strongest = max(hand, key=lambda c: _power_on_top(state, me, c))
        if _power_on_top(state, me, strongest) > power(state, mine) and kind(strongest).name != "Clumsy":
            return f"play {card_id(strongest)}"
    if "end" in actions:
        return "end"
    if hand:
        return f"discard {card_id(min(hand, key=lambda c: _power_on_top(state, me, c)))}"
    return "scrap top"
