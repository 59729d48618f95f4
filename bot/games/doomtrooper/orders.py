"""Promises about a player's attacks (state.Order): given by Control Mind, Suggestion, Telepathic
Message and Invoke Pain, and the plans told by Empathy, read by the attack choices of the bound
player's turn."""

from bot.engine import Card, Event, Msg, Seat, msg
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.rules import find
from bot.games.doomtrooper.state import DtState, Order

Attack = tuple[str, str]
"""An attack choice: the attacker's handle and the defender's handle (or 'pN', a player)."""


def give(state: DtState, seat: int, card: str, kind: str, handle: str, bound: int) -> list[Event]:
    """`seat` binds player `bound` by card `card`: their next turn (or, for 'no_attack', until
    `seat`'s next turn begins)."""
    turn = -1 if kind == "no_attack" else state.players[bound].turns_taken
    state.orders.append(Order(kind=kind, card=card, by=seat, seat=bound, warrior=handle, turn=turn))
    return [
        Event.public(
            f"dt-order-{kind.replace('_', '-')}",
            who=Seat(seat),
            target=Seat(bound),
            warrior=named(state, handle),
            card=Card(card),
        )
    ]


def binding(state: DtState, seat: int) -> list[Order]:
    """The orders that bind `seat` now (those on a warrior still in play)."""
    now = state.players[seat].turns_taken
    return [
        o
        for o in state.orders
        if o.seat == seat
        and (o.turn == -1 or o.turn == now)
        and not o.kept
        and ((o.kind == "plan" and not o.warrior) or find(state, o.warrior) is not None)
    ]


def plan(state: DtState, seat: int, card: str, choice: str, bound: int) -> Order:
    """Empathy: player `bound` told `seat` a plan for their next turn ('A:D:TACTIC', 'A:pN' or 'none')."""
    attacker, defender, tactic = ([*choice.split(":"), "", ""] if choice != "none" else ["", "", ""])[:3]
    order = Order(
        kind="plan",
        card=card,
        by=seat,
        seat=bound,
        warrior=attacker,
        defender=defender,
        tactic=tactic,
        turn=state.players[bound].turns_taken,
    )
    state.orders.append(order)
    return order


def _planned(o: Order) -> Attack:
    return (o.warrior, o.defender)


def narrow(state: DtState, seat: int, attacks: list[Attack]) -> list[Attack]:
    """The attacks `seat`'s orders leave: forbidden attackers out; a named attacker (or a named
    defender) the only one while an attack with it (on it) is possible."""
    live = binding(state, seat)
    banned = {o.warrior for o in live if o.kind in ("no_attack", "not_with")}
    attacks = [(a, d) for a, d in attacks if a not in banned]
    for o in live:
        if o.kind == "plan":  # a plan told by Empathy: no attack, or the planned one while it is possible
            if not o.warrior:
                attacks = []
            elif _planned(o) in attacks:
                attacks = [_planned(o)]
            continue
        side = 0 if o.kind == "attack_with" else 1 if o.kind == "attack_target" else -1
        if side < 0:
            continue
        kept = [x for x in attacks if x[side] == o.warrior]
        if kept:
            attacks = kept
    return attacks


def must_attack(state: DtState, seat: int, attacks: list[Attack]) -> bool:
    """Whether an order makes `seat` attack now: it names an attacker or a defender, and an attack
    that keeps it is among `attacks` (already narrowed)."""
    for o in binding(state, seat):
        if o.kind == "plan" and o.warrior and _planned(o) in attacks:
            return True
        side = 0 if o.kind == "attack_with" else 1 if o.kind == "attack_target" else -1
        if side >= 0 and any(x[side] == o.warrior for x in attacks):
            return True
    return False


def obeyed(state: DtState, seat: int, attacker: str, defender: str) -> None:
    """`seat` declares an attack: the orders that made it attack are kept (the choices held them);
    a plan kept by this attack binds only its tactic now."""
    for o in binding(state, seat):
        if o.kind == "plan" and o.warrior and _planned(o) == (attacker, defender):
            o.kept = True
    state.orders = [o for o in state.orders if not (o.seat == seat and o.kind in ("attack_with", "attack_target"))]


def planned_tactic(state: DtState) -> str:
    """The tactic a plan kept by the present combat's attack names ('' when none binds it)."""
    c = state.combat
    if c is None:
        return ""
    now = state.players[c.attacker_seat].turns_taken
    for o in state.orders:
        kept = o.kind == "plan" and o.kept and o.seat == c.attacker_seat and o.turn == now
        if kept and _planned(o) == (c.attacker, c.defender):
            return o.tactic
    return ""


def refusal(state: DtState, seat: int, action: str) -> Msg | None:
    """Why an attack (or ending without one) is refused by an order, naming it and its giver."""
    words = action.split()
    if words[0] in ("fight", "shoot") and planned_tactic(state) not in ("", words[0]):
        o = next(o for o in state.orders if o.kind == "plan" and o.kept and o.seat == seat)
        return msg("dt-plan-refused-tactic", card=Card(o.card), who=Seat(o.by), tactic=msg(f"dt-tactic-{o.tactic}"))
    for o in binding(state, seat):
        if o.kind == "plan":
            why = _plan_refusal(state, o, words)
            if why is not None:
                return why
            continue
        args: dict[str, Card | Seat | Msg] = {
            "card": Card(o.card),
            "who": Seat(o.by),
            "warrior": named(state, o.warrior),
        }
        if words[0] == "end" and o.kind in ("attack_with", "attack_target"):
            return msg("dt-order-refused-end", **args)
        if words[0] != "attack":
            continue
        if o.kind in ("no_attack", "not_with") and words[1] == o.warrior:
            return msg("dt-order-refused-attacker", **args)
        if o.kind == "attack_with" and words[1] != o.warrior:
            return msg("dt-order-refused-other", **args)
        if o.kind == "attack_target" and words[2] != o.warrior:
            return msg("dt-order-refused-target", **args)
    return None


def expire(state: DtState, seat: int, starting: bool) -> None:
    """Orders end: those of `seat` lasting until its next turn when it starts (`starting`); those
    binding `seat`'s turn when that turn ends."""
    now = state.players[seat].turns_taken
    if starting:
        state.orders = [o for o in state.orders if not (o.by == seat and o.turn == -1)]
    else:
        state.orders = [o for o in state.orders if not (o.seat == seat and 0 <= o.turn <= now)]


def _plan_refusal(state: DtState, o: Order, words: list[str]) -> Msg | None:
    """Why an action breaks a plan told by Empathy (only its own player reads the refusal)."""
    if words[0] == "attack" and not o.warrior:
        return msg("dt-plan-refused-attack", card=Card(o.card), who=Seat(o.by))
    if words[0] not in ("attack", "end") or not o.warrior:
        return None
    if words[0] == "attack" and _planned(o) == (words[1], words[2]):
        return None
    return msg("dt-plan-refused-other", card=Card(o.card), who=Seat(o.by), plan=plan_words(state, o))


def plan_words(state: DtState, o: Order) -> Msg:
    """A plan in words: for the caster and the bound player only."""
    if not o.warrior:
        return msg("dt-plan-none")
    if o.defender.startswith("p"):
        return msg("dt-plan-player", attacker=named(state, o.warrior), target=Seat(int(o.defender[1:]) - 1))
    return msg(
        "dt-plan-attack",
        attacker=named(state, o.warrior),
        defender=named(state, o.defender),
        tactic=msg(f"dt-tactic-{o.tactic}"),
    )
