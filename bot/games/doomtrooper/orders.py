"""Promises about a player's attacks (state.Order): given by Control Mind, Suggestion, Telepathic
Message and Invoke Pain, read by the attack choices of the bound player's turn."""

from bot.engine import Card, Event, Msg, Seat, msg
from bot.games.doomtrooper.rules import find
from bot.games.doomtrooper.state import DtState, Order

Attack = tuple[str, str]
"""An attack choice: the attacker's handle and the defender's handle (or 'pN', a player)."""


def give(state: DtState, seat: int, card: str, kind: str, handle: str, bound: int) -> list[Event]:
    """`seat` binds player `bound` by card `card`: their next turn (or, for 'no_attack', until
    `seat`'s next turn begins)."""
    turn = -1 if kind == "no_attack" else state.players[bound].turns_taken
    state.orders.append(Order(kind=kind, card=card, by=seat, seat=bound, warrior=handle, turn=turn))
    from bot.games.doomtrooper.interpreter import named

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
        if o.seat == seat and (o.turn == -1 or o.turn == now) and find(state, o.warrior) is not None
    ]


def narrow(state: DtState, seat: int, attacks: list[Attack]) -> list[Attack]:
    """The attacks `seat`'s orders leave: forbidden attackers out; a named attacker (or a named
    defender) the only one while an attack with it (on it) is possible."""
    live = binding(state, seat)
    banned = {o.warrior for o in live if o.kind in ("no_attack", "not_with")}
    attacks = [(a, d) for a, d in attacks if a not in banned]
    for o in live:
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
        side = 0 if o.kind == "attack_with" else 1 if o.kind == "attack_target" else -1
        if side >= 0 and any(x[side] == o.warrior for x in attacks):
            return True
    return False


def obeyed(state: DtState, seat: int) -> None:
    """`seat` declares an attack: the orders that made it attack are kept (the choices held them)."""
    state.orders = [o for o in state.orders if not (o.seat == seat and o.kind in ("attack_with", "attack_target"))]


def refusal(state: DtState, seat: int, action: str) -> Msg | None:
    """Why an attack (or ending without one) is refused by an order, naming it and its giver."""
    words = action.split()
    from bot.games.doomtrooper.interpreter import named

    for o in binding(state, seat):
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
