"""Reaction cards ("play immediately after ..."), armed in advance and fired by the engine.

Play by post has no moment to ask every player after every event, and asking only the holders
would tell the table who holds such a card. So a player arms a reaction card of their hand at
any decision of theirs (`arm CARD`, `arm CARD pN`, `disarm CARD`): it costs nothing and shows
nothing to anyone else (the card stays in the hidden hand; only its owner's view marks it armed).
When its trigger happens, the first matching armed card fires by itself, in seat order from the
player on turn (then in the order armed), is revealed in a public event and takes effect; one
card fires per event (ruling 10).
"""

from collections.abc import Callable

from bot.engine import Card, Choice, Event, Msg, Seat, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.effects import Kind
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.rules import find
from bot.games.doomtrooper.state import Armed, DtState


def reaction_kind(card: str) -> Kind | None:
    d = card_def(card)
    return d.effects[0].kind if d.timing == "reaction" and d.effects else None


def arm_choices(state: DtState, seat: int) -> list[Choice]:
    """`arm`/`disarm` for each reaction card in `seat`'s hand (one per name)."""
    me = state.players[seat]
    armed = {a.card: a for a in me.armed}
    out: list[Choice] = []
    seen: set[str] = set()
    for card in me.hand:
        code = card_def(card).code
        if reaction_kind(card) is None or (code in seen and card not in armed):
            continue
        seen.add(code)
        if card in armed:
            out.append(Choice(f"disarm {card}", msg("dt-choice-disarm", card=Card(card))))
            continue
        out.append(Choice(f"arm {card}", msg("dt-choice-arm", card=Card(card))))
        if card_def(card).target == "player":
            out += [
                Choice(f"arm {card} p{s + 1}", msg("dt-choice-arm-against", card=Card(card), target=Seat(s)))
                for s, p in enumerate(state.players)
                if s != seat and not p.out
            ]
    return out


def arm(state: DtState, seat: int, words: list[str]) -> list[Event]:
    """Arm or disarm a card: a private note to its owner, nothing else."""
    me = state.players[seat]
    card = words[1]
    if words[0] == "disarm":
        me.armed = [a for a in me.armed if a.card != card]
        return [Event.private("dt-disarmed", seat, card=Card(card))]
    target = int(words[2][1:]) - 1 if len(words) > 2 else -1
    me.armed.append(Armed(card=card, target=target))
    if target >= 0:
        return [Event.private("dt-armed-against", seat, card=Card(card), target=Seat(target))]
    return [Event.private("dt-armed", seat, card=Card(card))]


def why_not_armed(state: DtState, seat: int, words: list[str]) -> Msg:
    """Why an `arm`/`disarm` is refused (a card outside the hand is not named: it may be hidden)."""
    me = state.players[seat]
    card = words[1]
    if card not in me.hand:
        return msg("dt-error-arm-not-in-hand")
    if reaction_kind(card) is None:
        return msg("dt-error-arm-not-reaction", card=Card(card))
    armed = any(a.card == card for a in me.armed)
    if words[0] == "disarm" and not armed:
        return msg("dt-error-disarm-not-armed", card=Card(card))
    if armed:
        return msg("dt-error-arm-already", card=Card(card))
    return msg("dt-error-arm-target", card=Card(card))


def prune(state: DtState) -> None:
    """Armed cards that left the hand (played, discarded) are no longer armed."""
    for p in state.players:
        if p.armed:
            p.armed = [a for a in p.armed if a.card in p.hand]


def _fire(state: DtState, kind: Kind, fits: Callable[[int, Armed], bool]) -> tuple[int, Armed, list[Event]] | None:
    """The first armed card of `kind` that fits, in seat order from the player on turn: it leaves
    the hand for its owner's discard pile, revealed to everyone."""
    n = state.num_players
    for seat in [(state.current + i) % n for i in range(n)]:
        p = state.players[seat]
        if p.out:
            continue
        for a in p.armed:
            if a.card in p.hand and reaction_kind(a.card) == kind and fits(seat, a):
                p.armed.remove(a)
                p.hand.remove(a.card)
                p.discard.append(a.card)
                return seat, a, [Event.public("dt-reaction", who=Seat(seat), card=Card(a.card))]
    return None


def promotion_earned(state: DtState, seat: int, n: int, warrior: bool) -> tuple[int, list[Event]]:
    """`seat` is about to earn `n` promotion points (`warrior`: by a warrior's kill or attack).
    Bamboozled! takes them all (2 destiny each to its player); Portents of Victory gives 2
    destiny each. Returns the points kept and the events."""
    if n <= 0:
        return n, []
    fired = _fire(state, "bamboozle", lambda s, a: s != seat and a.target in (-1, seat))
    if fired is not None:
        who, _a, events = fired
        state.players[who].destiny += 2 * n
        return 0, [
            *events,
            Event.public("dt-bamboozled", who=Seat(seat), n=n),
            Event.public("dt-gain-destiny", who=Seat(who), n=2 * n),
        ]
    if not warrior:
        return n, []
    fired = _fire(state, "portents", lambda s, _a: s == seat)
    if fired is None:
        return n, []
    state.players[seat].destiny += 2 * n
    return n, [*fired[2], Event.public("dt-gain-destiny", who=Seat(seat), n=2 * n)]


def special_cancelled(state: DtState, seat: int, card: str) -> list[Event] | None:
    """Another player's Miscommunication voids the special `seat` just played (its costs are
    paid and lost): the card goes to `seat`'s discard pile if it is not on its way there."""
    fired = _fire(state, "miscommunicate", lambda s, _a: s != seat)
    if fired is None:
        return None
    me = state.players[seat]
    c = state.combat
    if card not in me.discard and (c is None or card not in c.played):
        me.discard.append(card)
    return [*fired[2], Event.public("dt-miscommunication", card=Card(card))]


def narrow_escape(state: DtState, handle: str) -> list[Event] | None:
    """The owner's Narrow Escape! saves a warrior about to be killed: it is not killed and is back
    to its status before the combat (outside a combat it stays as it was)."""
    found = find(state, handle)
    if found is None:
        return None
    owner, w = found
    fired = _fire(state, "narrow_escape", lambda s, _a: s == owner)
    if fired is None:
        return None
    c = state.combat
    if c is not None:  # a new defender (Premonition, Hypnosis) too
        w.wounded = handle in c.wounded_before
    return [*fired[2], Event.public("dt-narrow-escape", warrior=named(state, handle))]


def spy(state: DtState, seat: int) -> tuple[int, list[Event]] | None:
    """Another player's Spy in the Ranks when a warrior of `seat` fulfils its mission: the seat
    that earns instead, and the reveal (None: no spy)."""
    fired = _fire(state, "spy", lambda s, _a: s != seat)
    return None if fired is None else (fired[0], fired[2])


def vengeance(state: DtState, killer: str) -> tuple[int, list[Event]] | None:
    """A Sworn Vengeance of a player other than the killer's, after a Mishima warrior was killed
    in combat: its seat and the reveal (the caller wounds the killer)."""
    found = find(state, killer)
    if found is None:
        return None
    fired = _fire(state, "vengeance", lambda s, _a: s != found[0])
    return None if fired is None else (fired[0], fired[2])
