"""Effects that change the present combat: its values, its fighters, its tactic, who strikes first;
Command starting one, and a reinforcement joining a group."""

from typing import Literal

from bot.engine import Card, Event, Seat, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.fighting import own_combatant
from bot.games.doomtrooper.naming import named, stats_words
from bot.games.doomtrooper.rules import opponent_of, owner, warrior
from bot.games.doomtrooper.state import Combat, DtState, Mod

COMBAT_KINDS = {
    "modify",
    "modify_per_destiny",
    "exorcise",
    "redirect",
    "switch_tactic",
    "copy",
    "first_strike",
    "take_cover",
    "change_defender",
}
"""The played effects of this module's kinds."""
Source = Literal["art", "ds", "other"]


def apply_combat(state: DtState, seat: int, card: str, e: Effect, target: str, units: int) -> list[Event]:
    """A played effect on the present combat (`target`: a warrior's handle)."""
    if e.kind == "take_cover":
        return take_cover(state, target)
    c = state.combat
    assert c is not None
    if e.kind in ("modify", "modify_per_destiny"):
        amount = e.amount * (units if e.kind == "modify_per_destiny" else 1)
        kind = card_def(card).type
        return modify(
            state, card, target, e.stats, amount, "art" if kind == "art" else "ds" if kind == "symmetry" else "other"
        )
    if e.kind == "exorcise":
        other = opponent_of(state, target)
        events: list[Event] = []
        left = units
        if other is not None:
            ow = warrior(state, other)
            for gift in [x for x in ow.attached if card_def(x).type == "symmetry"]:
                if left and (not e.tag or card_def(gift).aspect == e.tag) and gift not in c.void:
                    c.void.append(gift)
                    left -= 1
                    events.append(Event.public("dt-exorcised", card=Card(gift), warrior=named(state, other)))
        if left and e.amount:
            events += modify(state, card, target, e.stats, left * e.amount, "art")
        return events
    if e.kind == "redirect":
        old = c.defender
        c.weapons.pop(old, None)
        c.defender = target
        c.defender_seat = owner(state, target)
        c.defender_was_covered = False
        return [Event.public("dt-defender-changed", old=named(state, old), new=named(state, target))]
    if e.kind == "switch_tactic":
        return switch_tactic(state)
    if e.kind == "copy":
        caster = c.attacker if seat == c.attacker_seat else c.defender
        c.copies[caster] = warrior(state, target).card
        return [Event.public("dt-copied", caster=named(state, caster), warrior=named(state, target))]
    if e.kind == "first_strike":
        if e.who in ("attacker", "defender"):
            target = c.attacker if e.who == "attacker" else c.defender
        c.first = target
        return [Event.public("dt-first-strike", warrior=named(state, target))]
    if e.kind == "change_defender":
        old = c.defender
        # Named before the swap: a face-down new defender is shown by the table view while the
        # combat lasts, not by this event (the combat may end within this same action).
        new = named(state, target)
        before = named(state, old)
        c.defender = target
        c.defender_was_covered = warrior(state, target).cover
        return [Event.public("dt-defender-changed", old=before, new=new)]
    raise ValueError(f"effect kind {e.kind} is not a combat card's")


def modify(state: DtState, card: str, target: str, stats: str, amount: int, source: Source = "other") -> list[Event]:
    """`amount` to `stats` of warrior `target` for this combat (`source`: what kind of card gives it,
    for immunities)."""
    assert state.combat is not None
    state.combat.mods.append(Mod(card=card, target=target, stats=stats, amount=amount, source=source))
    return [
        Event.public(
            "dt-modified", card=Card(card), warrior=named(state, target), stats=stats_words(stats), amount=amount
        )
    ]


def switch_tactic(state: DtState) -> list[Event]:
    """The combat's tactic turns to the other one; the weapons are chosen anew."""
    c = state.combat
    assert c is not None
    c.tactic = "shoot" if c.tactic == "fight" else "fight"
    c.weapons = {}
    return [Event.public("dt-tactic-switched", tactic=msg(f"dt-tactic-{c.tactic}"))]


def take_cover(state: DtState, handle: str) -> list[Event]:
    """A fighter dives into cover and stays there."""
    warrior(state, handle).cover = True
    return [Event.public("dt-takes-cover-in-combat", warrior=named(state, handle))]


def command(state: DtState, seat: int, attacker: str, defender: str) -> list[Event]:
    """Command: `attacker` (another player's warrior) attacks `defender` now, as `seat`'s attack;
    its player picks the tactic and the two sides play step 4; only `seat` earns."""
    d = warrior(state, defender)
    state.combat = Combat(
        attacker=attacker,
        defender=defender,
        attacker_seat=owner(state, attacker),
        defender_seat=owner(state, defender),
        defender_was_covered=d.cover,
        commanded_by=seat,
    )
    state.phase = "tactic"
    state.attacked = True
    state.actions_left = 0
    return [
        Event.public("dt-commanded", who=Seat(seat), attacker=named(state, attacker), defender=named(state, defender))
    ]


def swap_fighters(state: DtState, attacker: str, defender: str, tactic: str) -> list[Event]:
    """Greater Telepathy: two warriors of two players become the attacker and the defender, in the
    tactic given; cards played on the old fighters stay on them (and count only if they fight)."""
    c = state.combat
    assert c is not None
    c.attacker, c.defender = attacker, defender
    c.attacker_seat, c.defender_seat = owner(state, attacker), owner(state, defender)
    c.defender_was_covered = False
    c.tactic = tactic
    c.weapons = {}
    c.to_act = c.attacker_seat
    c.passes = 0
    return [
        Event.public(
            "dt-fighters-swapped",
            attacker=named(state, attacker),
            defender=named(state, defender),
            tactic=msg(f"dt-tactic-{tactic}"),
        )
    ]


def call(state: DtState, seat: int, card: str, helper: str) -> list[Event]:
    """A reinforcement joins `seat`'s fighter's group (Reinforcements! for its price, or True Gate)."""
    c = state.combat
    assert c is not None
    mine = own_combatant(state, seat)
    assert mine is not None
    price = sum(e.amount for e in card_def(card).effects if e.kind == "reinforce")
    state.players[seat].destiny -= price
    c.helpers.setdefault(mine, []).append(helper)
    events = [Event.public("dt-pay-destiny", who=Seat(seat), n=price)] if price else []
    return [*events, Event.public("dt-reinforced", warrior=named(state, helper), fighter=named(state, mine))]
