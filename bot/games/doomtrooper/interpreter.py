"""The one interpreter of the effect language: the effects of a card played (a special, an Art
spell) or used (equipment, a warrior's own ability, a gift, a site), whatever the phase.

Each family of effect kinds is carried out by its own module (combat_effects, specials, hidden,
memberships); this module dispatches to them and carries out the small kinds itself. Every change
is told by an event (message keys start with 'dt-').
"""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.combat_effects import (
    COMBAT_KINDS,
    apply_combat,
    call,
    command,
    modify,
    swap_fighters,
    switch_tactic,
    take_cover,
)
from bot.games.doomtrooper.damage import kill, wound
from bot.games.doomtrooper.draw import draw_up
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.fighting import own_combatant
from bot.games.doomtrooper.hidden import HIDDEN_KINDS, apply_hidden, look_hand
from bot.games.doomtrooper.memberships import membership_changes, redeem
from bot.games.doomtrooper.missions import fortified_titles, fulfil_missions
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.orders import give
from bot.games.doomtrooper.prices import cast_cost, special_cost
from bot.games.doomtrooper.reactions import special_cancelled
from bot.games.doomtrooper.rules import find, is_legion, opponent_of, owner, value, warrior
from bot.games.doomtrooper.specials import SPECIAL_KINDS, apply_special, ground, raze
from bot.games.doomtrooper.state import DtState, Lasting, Warrior
from bot.games.doomtrooper.table import (
    discard_attached,
    discard_card,
    end_combat,
    lose_promotion,
    move_equipment,
    pay_on_leaving,
    remove_warrior,
)


def apply_played(state: DtState, seat: int, card: str, target: str, units: int) -> list[Event]:
    """Carry out the effects of a special or Art card `card` played by `seat` on `target`
    (a warrior handle, a seat number as text, an equipment token, or '')."""
    d = card_def(card)
    if d.lasting:
        victim = int(target) if target else seat
        markers = sum(e.amount for e in d.effects if e.kind == "visitation")
        state.players[victim].lasting.append(Lasting(card=card, owner=seat, markers=markers))
        lying = [Event.public("dt-card-on-player", card=Card(card), who=Seat(victim))]
        if any(e.kind == "ground" for e in d.effects):
            lying += ground(state)
        if any(e.kind == "hand_limit" for e in d.effects):
            lying += draw_up(state, victim)
        return lying
    if d.attaches:
        w = warrior(state, target)
        w.attached.append(card)
        if owner(state, target) != seat:
            w.lent[card] = seat
        put = [Event.public("dt-card-on-warrior", card=Card(card), warrior=named(state, target))]
        return put + membership_changes(state, d, card, target)
    events: list[Event] = []
    for effect in d.effects:
        events += _apply(state, seat, card, effect, target, units)
    return events


def _apply(state: DtState, seat: int, card: str, e: Effect, target: str, units: int) -> list[Event]:
    if e.kind in COMBAT_KINDS:
        return apply_combat(state, seat, card, e, target, units)
    if e.kind in SPECIAL_KINDS:
        return apply_special(state, seat, card, e, target, units)
    if e.kind in HIDDEN_KINDS:
        return apply_hidden(state, seat, card, e, target, units)
    if e.kind in ("order", "command", "swap_fighters"):
        return _bind(state, seat, card, e, target)
    if e.kind == "gain_destiny":
        state.players[seat].destiny += e.amount
        return [Event.public("dt-gain-destiny", who=Seat(seat), n=e.amount)]
    if e.kind == "lose_promotion":
        victim = int(target)
        lost = lose_promotion(state, victim, e.amount * (units if e.per else 1))
        return [Event.public("dt-lose-promotion", who=Seat(victim), n=lost)]
    if e.kind == "empty_destiny":
        victim = int(target)
        lost = state.players[victim].destiny
        state.players[victim].destiny = 0
        return [Event.public("dt-lose-destiny", who=Seat(victim), n=lost)]
    if e.kind == "uncover":
        w = warrior(state, target)
        w.cover = False
        found = [Event.public("dt-discovered", warrior=named(state, target))]
        if w.unpaid:
            found += pay_on_leaving(state, target)
        return found
    if e.kind == "discard_equipment":
        return _discard_equipment(state, target)
    if e.kind == "extra_action":
        state.actions_left += e.amount
        return [Event.public("dt-extra-action", who=Seat(seat), n=e.amount)]
    if e.kind == "status":
        return _give_status(state, seat, target, e.tag)
    if e.kind == "redeem":
        return redeem(state, seat, target)
    if e.kind == "proficiency":
        state.proficient.append(target)
        return [Event.public("dt-proficient", warrior=named(state, target))]
    if e.kind == "refit":
        state.refitting = True
        return [Event.public("dt-refit", who=Seat(seat))]
    if e.kind == "reinforce":
        return []  # Reinforcements! lies in the combat; its uses call the warriors (combat_effects.call)
    raise ValueError(f"effect kind {e.kind} is not played from a card")


def _discard_equipment(state: DtState, target: str) -> list[Event]:
    """Equipment card `target` lying on a warrior is discarded."""
    for player_seat, player in enumerate(state.players):
        for w in player.warriors:
            if target in w.attached:
                return discard_attached(state, player_seat, w.handle, target)
    raise ValueError(f"no equipment {target}")


def _give_status(state: DtState, seat: int, target: str, status: str) -> list[Event]:
    """Warrior `target` takes an Art status until `seat`'s next turn."""
    warrior(state, target).statuses[status] = seat
    return [Event.public(f"dt-status-{status}", warrior=named(state, target))]


def _bind(state: DtState, seat: int, card: str, e: Effect, target: str) -> list[Event]:
    """Spells that name warriors: an order on another player's next turn (Suggestion: `target` its
    attacker; Telepathic Message: 'W pN', the warrior player N must attack), Command and Greater
    Telepathy (new fighters)."""
    words = target.split()
    if e.kind == "order" and len(words) == 2:
        return give(state, seat, card, e.tag, words[0], int(words[1][1:]) - 1)
    if e.kind == "order":
        return give(state, seat, card, e.tag, target, owner(state, target))
    if e.kind == "command":
        return command(state, seat, words[0], words[1])
    return swap_fighters(state, words[0], words[1], words[2])


def cast(state: DtState, seat: int, words: list[str]) -> list[Event]:
    """`cast SPELL CASTER ...`, in the action phase or in step 4 (the card has left the hand): its
    price is paid (prices.cast_cost), a caster that cast by Revelation has used it up, and the
    spell works on what it names (a card in play, a player, warriors) or, cast in steps, on the
    caster or on its side's fighter."""
    card, caster, arg = words[1], words[2], words[3]
    units, cost = cast_cost(state, words)
    state.players[seat].destiny -= cost
    found = find(state, caster)
    if found is not None:
        found[1].statuses.pop("revealed", None)
    events = [Event.public("dt-cast", caster=named(state, caster), card=Card(card), n=cost)]
    if arg.startswith("k"):
        return events + _cast_on_card(state, seat, card, caster, words[3:])
    if arg.startswith("p"):
        target = str(int(arg[1:]) - 1)
    elif arg.startswith("w"):
        target = " ".join(words[3:])
    else:
        target = _steps_target(state, seat, card, caster)
    return events + apply_played(state, seat, card, target, units)


def _steps_target(state: DtState, seat: int, card: str, caster: str) -> str:
    """Whom a spell cast in steps works on: the caster for an any-time spell or for a personal one
    cast by its side's fighter; else that fighter (the caster, outside a combat)."""
    d = card_def(card)
    mine = own_combatant(state, seat) if state.combat is not None else None
    if d.spell == "anytime" or (d.spell == "personal" and caster == mine):
        return caster
    return mine or caster


def _cast_on_card(state: DtState, seat: int, card: str, caster: str, args: list[str]) -> list[Event]:
    """A spell cast on a card in play: Teleportation moves an equipment card (`args`: equipment,
    [warrior]); Mind Wall makes the caster immune to a Dark Symmetry card until `seat`'s next turn
    (`args`: that card)."""
    x = args[0]
    if card_def(card).target == "teleport":
        return move_equipment(state, x, args[1] if len(args) > 1 else "")
    warrior(state, caster).walls[x] = seat
    return [Event.public("dt-walled", warrior=named(state, caster), card=Card(x))]


def play_special(state: DtState, seat: int, words: list[str]) -> list[Event]:
    """`play CARD [TARGET [N]]`, a special from the hand in the action phase or in step 4 (its card
    already where it goes): its steps are paid, then its effects work, unless another player's
    Miscommunication voids it."""
    card = words[1]
    target = words[2] if len(words) > 2 else ""
    if target.startswith("p"):
        target = str(int(target[1:]) - 1)
    units = int(words[3]) if len(words) > 3 else 1
    if target not in ("buy", "sell"):
        state.players[seat].destiny -= special_cost(card, len(words) > 3, units)
    voided = special_cancelled(state, seat, card)
    if voided is not None:
        return voided
    return apply_played(state, seat, card, target, units)


def use_equipment(state: DtState, seat: int, card: str, target: str) -> list[Event]:
    """`seat` uses equipment `card` lying on one of its warriors (trigger 'use'): its effects in
    order; the card is discarded unless it is reusable (or a coin says so)."""
    d = card_def(card)
    if card in state.players[seat].sites:
        return _use_site(state, seat, card, target)
    bearer = next(w for w in state.players[seat].warriors if card == w.card or card in w.attached)
    handle = bearer.handle
    own = card == bearer.card
    if own:
        events = [Event.public("dt-use-own", warrior=named(state, handle))]
    else:
        events = [Event.public("dt-use", card=Card(card), warrior=named(state, handle))]
    if not own and "reusable" not in d.tags:
        bearer.attached.remove(card)
        discard_card(state, seat, card)
    if "once-a-turn" in d.tags:
        state.used_this_turn.append(card)
    c = state.combat
    if c is not None:
        c.used.append(card)
    tags = card_def(bearer.card).tags
    for e in d.effects:
        if e.trigger != "use" or (e.if_tag and e.if_tag not in tags) or (e.unless_tag and e.unless_tag in tags):
            continue
        if e.kind == "pay_destiny":
            state.players[seat].destiny -= e.amount
            events.append(Event.public("dt-pay-destiny", who=Seat(seat), n=e.amount))
        elif e.kind == "pay_action":
            state.actions_left -= e.amount
            state.acted = True
            state.equipping = False
        elif e.kind == "heal":
            healed = handle if e.who == "bearer" else target
            warrior(state, healed).wounded = False
            events.append(Event.public("dt-healed", warrior=named(state, healed)))
        elif e.kind == "wound":
            events += wound(state, target, None)
        elif e.kind == "winds":
            events += winds(state, seat, e.tag)
        elif e.kind == "order":
            bound, _, mode = target.partition(" ")
            kind = e.tag if e.tag != "choose" else ("attack_with" if mode == "must" else "not_with")
            events += give(state, seat, card, kind, bound, owner(state, bound))
        elif e.kind == "raise_dead":
            events += raise_dead(state, seat, target, e.tag.split())
        elif e.kind == "reinforce":
            events += call(state, seat, card, target)
        elif e.kind == "inspire":
            events += inspire(state, seat, e.tag.split(), e.amount)
        elif e.kind == "raze":
            events += raze(state, seat, target)
        elif e.kind == "modify_per_destiny":
            steps = int(target)
            state.players[seat].destiny -= steps * e.per
            events.append(Event.public("dt-pay-destiny", who=Seat(seat), n=steps * e.per))
            events += modify(state, card, handle, e.stats, steps * e.amount)
        elif e.kind == "scar":
            warrior(state, target).armor_loss += e.amount
            events.append(Event.public("dt-scarred", warrior=named(state, target)))
        elif e.kind == "age":
            aged = warrior(state, target)
            aged.age += 1
            events.append(Event.public("dt-aged", warrior=named(state, target), n=aged.age))
            if value(state, target, "V") <= 0:
                events += remove_warrior(state, target)
        elif e.kind == "storm":
            steps = int(target)
            state.players[seat].destiny -= steps * e.per
            state.used_this_turn.append(card)
            if e.tag == "attack":
                state.attacked = True
            events.append(Event.public("dt-storm", who=Seat(seat), card=Card(card), n=steps))
            for h in [o.handle for p in state.players for o in p.warriors]:
                if find(state, h) is not None and steps >= value(state, h, "A"):
                    events += wound(state, h, seat)
        elif e.kind == "battlefield":
            events += apply_special(state, seat, card, e, target)
        elif e.kind == "dig":
            found = next((x for x in reversed(state.players[seat].deck) if e.tag in card_def(x).tags), None)
            if found is not None:
                state.players[seat].deck.remove(found)
                bearer.attached.append(found)
                events.append(Event.public("dt-fortify-warrior", card=Card(found), warrior=named(state, handle)))
                events += fortified_titles(state, seat, found)
        elif e.kind == "discard_equipment":
            events += _discard_equipment(state, target)
        elif e.kind == "look_hand":
            events += look_hand(state, seat, int(target[1:]) - 1)
        elif e.kind == "force_cover":
            warrior(state, target).cover = True
            events.append(Event.public("dt-sent-to-cover", warrior=named(state, target)))
            holder = owner(state, target)
            if all(o.cover for o in state.players[holder].warriors):
                events.append(Event.public("dt-must-uncover", who=Seat(holder)))
        elif e.kind == "status":
            events += _give_status(state, seat, target, e.tag)
        elif e.kind == "switch_tactic":
            events += switch_tactic(state)
        elif e.kind == "modify":
            events += modify(state, card, handle, e.stats, e.amount)
        elif e.kind == "protect":
            assert c is not None
            c.protected.append(handle)
            events.append(Event.public("dt-protected", warrior=named(state, handle)))
        elif e.kind == "wound_after":
            assert c is not None
            c.wound_after.append(handle)
        elif e.kind == "take_cover":
            events += take_cover(state, handle)
        elif e.kind == "escape":
            state.players[seat].destiny -= e.amount
            events.append(Event.public("dt-escape", warrior=named(state, handle), n=e.amount))
            events += end_combat(state)
        elif e.kind == "coin_wound":
            if state.rng.below(2) == 0:
                events.append(Event.public("dt-coin-heads", card=Card(card)))
                if card in bearer.attached:
                    bearer.attached.remove(card)
                    discard_card(state, seat, card)
                events += wound(state, handle, None)
            else:
                events.append(Event.public("dt-coin-tails", card=Card(card)))
        elif e.kind == "mine":
            assert c is not None
            other = opponent_of(state, handle)
            assert other is not None
            other_seat = c.defender_seat if other == c.defender else c.attacker_seat
            events += fulfil_missions(state, handle, seat, other)
            events += kill(state, other, state.combat.spies.get(handle, seat) if state.combat else seat)
            if find(state, handle) is not None:  # not taken away as a spy
                events += wound(state, handle, other_seat)
            events += end_combat(state, "dt-combat-ends")
    return events


def _use_site(state: DtState, seat: int, card: str, target: str) -> list[Event]:
    """Artillery on its player's table (the Bauhaus Great Infurior): its actions paid, it razes."""
    events = [Event.public("dt-use-site", who=Seat(seat), card=Card(card))]
    for e in card_def(card).effects:
        if e.trigger != "use":
            continue
        if e.kind == "pay_action":
            state.actions_left -= e.amount
            state.acted = True
            state.equipping = False
        elif e.kind == "raze":
            events += raze(state, seat, target)
    return events


def winds(state: DtState, seat: int, tag: str) -> list[Event]:
    """Every warrior in play takes one damage per warrior of `seat` tagged `tag`; damage at least
    its Armor wounds it (nobody earns points for a warrior this kills)."""
    player = state.players[seat]
    player.winds_used = True
    damage = sum(1 for w in player.warriors if tag in card_def(w.card).tags)
    events = [Event.public("dt-winds", who=Seat(seat), n=damage)]
    for handle in [w.handle for p in state.players for w in p.warriors]:
        if find(state, handle) is not None and damage >= value(state, handle, "A"):
            events += wound(state, handle, None)
    return events


def raise_dead(state: DtState, seat: int, card: str, marks: list[str]) -> list[Event]:
    """Animate Dead: warrior `card` leaves a discard pile and joins `seat`'s table face up, its card
    still its owner's, carrying `marks`."""
    holder = next(s for s, p in enumerate(state.players) if card in p.discard)
    state.players[holder].discard.remove(card)
    handle = f"w{state.next_handle}"
    state.next_handle += 1
    state.players[seat].warriors.append(
        Warrior(handle=handle, card=card, marks=list(marks), owner=-1 if holder == seat else holder)
    )
    state.players[seat].had_warrior = True
    return [Event.public("dt-raised", who=Seat(seat), card=Card(card), owner=Seat(holder))]


def inspire(state: DtState, seat: int, marks: list[str], promotion: int) -> list[Event]:
    """Inspire the Masses: `seat`'s non-Legion warriors in play are healed and carry `marks` for good;
    `promotion` points are earned."""
    events: list[Event] = []
    for w in state.players[seat].warriors:
        if is_legion(w):
            continue
        w.wounded = False
        w.marks += [m for m in marks if m not in w.marks]
    events.append(Event.public("dt-inspired", who=Seat(seat)))
    state.players[seat].promotion += promotion
    if promotion:
        events.append(Event.public("dt-gain-promotion", who=Seat(seat), n=promotion))
    return events
