"""The one interpreter of the effect language, and the table operations effects use.

Every change it makes is told by an event (message keys start with 'dt-').
"""

from bot.engine import Card, Event, Msg, Seat, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.orders import give
from bot.games.doomtrooper.rules import (
    effects_on,
    find,
    has_tag,
    is_legion,
    legion_member,
    memberships,
    opponent_of,
    orphan_mounts,
    owner,
    spell_cost,
    value,
    warrior,
)
from bot.games.doomtrooper.state import DtState, Lasting, Mod, PointsDue, Warrior


def named(state: DtState, handle: str) -> Msg:
    """A warrior in words: its card when face up (or in combat), else 'a warrior in cover'."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    c = state.combat
    shown = not w.cover or (c is not None and handle in (c.attacker, c.defender))
    if shown:
        return msg("dt-warrior", card=Card(w.card), owner=Seat(seat))
    return msg("dt-covered-warrior", owner=Seat(seat), place=int(handle[1:]))


def discard_card(state: DtState, seat: int, card: str) -> None:
    state.players[seat].discard.append(card)


def remove_warrior(state: DtState, handle: str, exile: bool = False) -> list[Event]:
    """A warrior leaves play: it and all its cards go to its owner's discard pile (the warrior
    itself out of the game when `exile`)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    player.warriors.remove(w)
    for card in w.attached:
        discard_card(state, w.lent.get(card, seat), card)
    from bot.games.doomtrooper.hidden import lose_secrets

    events: list[Event] = lose_secrets(state, seat, handle)
    home = w.owner if w.owner >= 0 else seat  # a possessed or raised warrior's card goes back to its owner
    if exile or "annihilate" in w.marks:
        state.players[home].removed.append(w.card)
        events.append(Event.public("dt-exiled", card=Card(w.card), owner=Seat(home)))
    else:
        discard_card(state, home, w.card)
    if w.attached:
        events.append(Event.public("dt-attachments-discarded", owner=Seat(seat), n=len(w.attached)))
    if not player.warriors:
        player.bare_turns = 0
    elif all(x.cover for x in player.warriors):
        events.append(Event.public("dt-must-uncover", who=Seat(seat)))
    return events


def lose_promotion(state: DtState, seat: int, amount: int) -> int:
    player = state.players[seat]
    lost = min(amount, player.promotion)
    player.promotion -= lost
    return lost


def wound(
    state: DtState,
    handle: str,
    by_seat: int | None,
    killed_too: bool = False,
    exile: bool = False,
    dest: bool = False,
    possess: bool = False,
) -> list[Event]:
    """A wound: a healthy warrior is turned, a wounded (or frail) one dies (and `by_seat` earns its value)."""
    _seat, w = find(state, handle) or (0, None)
    assert w is not None
    if "invulnerable" in w.statuses:
        return []
    if w.wounded or effects_on(w, "frail"):
        return kill(state, handle, by_seat, killed_too, exile, dest, possess)
    w.wounded = True
    return [Event.public("dt-wounded", warrior=named(state, handle))]


def kill(
    state: DtState,
    handle: str,
    by_seat: int | None,
    killed_too: bool = False,
    exile: bool = False,
    dest: bool = False,
    possess: bool = False,
) -> list[Event]:
    """A warrior dies: its 'when killed' triggers fire (`killed_too`: it killed its opponent in
    the same combat), then it and its cards leave play (the warrior out of the game when `exile`)
    and `by_seat` is owed its value (all as destiny when `dest`: a Freelancer's kill)."""
    _seat, w = find(state, handle) or (0, None)
    assert w is not None
    from bot.games.doomtrooper.reactions import narrow_escape

    saved = narrow_escape(state, handle)
    if saved is not None:
        return saved
    events = [Event.public("dt-killed", warrior=named(state, handle))]
    events += when_killed(state, handle, killed_too)
    worth = value(state, handle, "V")
    if by_seat is not None and worth > 0:
        state.points_due.append(PointsDue(seat=by_seat, amount=worth, victim=w.card, destiny_only=dest))
    if possess and by_seat is not None:
        return events + possessed(state, handle, by_seat)
    events += remove_warrior(state, handle, exile)
    return events


def possessed(state: DtState, handle: str, by_seat: int) -> list[Event]:
    """Possess: the killed Doomtrooper is not discarded; its cards are, and it joins `by_seat`'s
    cohort healthy and face up, a Heretic of the Dark Legion (its card still its owner's)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    for card in w.attached:
        discard_card(state, w.lent.get(card, seat), card)
    events = [Event.public("dt-attachments-discarded", owner=Seat(seat), n=len(w.attached))] if w.attached else []
    events.append(Event.public("dt-possessed", warrior=named(state, handle), who=Seat(by_seat)))
    player.warriors.remove(w)
    home = w.owner if w.owner >= 0 else seat
    turned = Warrior(handle=w.handle, card=w.card, owner=-1 if home == by_seat else home)
    state.players[by_seat].warriors.append(turned)
    state.players[by_seat].had_warrior = True
    if not player.warriors:
        player.bare_turns = 0
    elif all(x.cover for x in player.warriors):
        events.append(Event.public("dt-must-uncover", who=Seat(seat)))
    return events


def when_killed(state: DtState, handle: str, killed_too: bool) -> list[Event]:
    """Trigger 'killed': missions on the dying warrior pay its player (the card goes with it)."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    events: list[Event] = []
    from bot.games.doomtrooper.hidden import reveal, secrets_on

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


def mission_void(state: DtState, seat: int, card: str) -> bool:
    """A mission of `seat` earns nothing while a warrior of theirs that must complete its own
    mission first (a Hatamoto) carries another one."""
    for w in state.players[seat].warriors:
        first = effects_on(w, "missions_first") and card not in w.attached
        if first and any(card_def(c).type == "mission" for c in w.attached):
            return True
    return False


def earn(state: DtState, seat: int, amount: int, source: str, promotion_only: bool, rate: int = 0) -> list[Event]:
    """A reward: promotion points at once, or owed to be split between promotion and destiny
    (each point not taken as promotion worth `rate` destiny points when `rate` is given)."""
    if promotion_only:
        from bot.games.doomtrooper.reactions import promotion_earned

        kept, reacted = promotion_earned(state, seat, amount, warrior=False)
        state.players[seat].promotion += kept
        return [Event.public("dt-gain-promotion", who=Seat(seat), n=amount), *reacted]
    state.points_due.append(PointsDue(seat=seat, amount=amount, victim=source, rate=rate or 1))
    return []


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


def start_of_turn(state: DtState, seat: int) -> list[Event]:
    """Trigger 'turn_start': the cards lying on the player whose turn starts, in the order played;
    each effect of a card in turn, while the card stays."""
    me = state.players[seat]
    for x in list(me.sites):
        for e in card_def(x).effects:
            if e.kind == "secret_hq" and me.destiny >= e.amount:
                me.destiny -= e.amount
            elif e.kind == "secret_hq":
                me.sites.remove(x)
                me.discard.append(x)
    for p in state.players:
        for w in p.warriors:
            w.statuses = {k: v for k, v in w.statuses.items() if v != seat}
            w.walls = {k: v for k, v in w.walls.items() if v != seat}
    state.global_status = {k: v for k, v in state.global_status.items() if v != seat}
    events = disease(state, seat)
    player = state.players[seat]
    for lying in list(player.lasting):
        for e in card_def(lying.card).effects:
            if e.trigger != "turn_start" or lying not in player.lasting:
                continue
            if e.condition == "no_destiny" and player.destiny > 0:
                continue
            if e.condition == "short_destiny" and player.destiny >= e.amount:
                continue
            if e.kind == "discard_self":
                player.lasting.remove(lying)
                discard_card(state, lying.owner, lying.card)
                events.append(Event.public("dt-card-off-player", card=Card(lying.card), who=Seat(seat)))
            elif e.kind == "lose_destiny":
                lost = min(e.amount, player.destiny)
                player.destiny -= lost
                events.append(Event.public("dt-lose-destiny-n", who=Seat(seat), n=lost, card=Card(lying.card)))
        events += _visitation_wanes(state, seat, lying)
    return events


def _visitation_wanes(state: DtState, seat: int, lying: Lasting) -> list[Event]:
    """The Dark Visitation loses `per` markers at its player's turn start (discarded at none); the
    Doomtroopers it no longer reaches lose their gifts."""
    player = state.players[seat]
    events: list[Event] = []
    for e in card_def(lying.card).effects:
        if e.kind != "visitation" or lying not in player.lasting:
            continue
        lying.markers = max(0, lying.markers - e.times)
        events.append(Event.public("dt-markers-left", card=Card(lying.card), n=lying.markers))
        if lying.markers == 0:
            player.lasting.remove(lying)
            discard_card(state, lying.owner, lying.card)
            events.append(Event.public("dt-card-off-player", card=Card(lying.card), who=Seat(seat)))
        events += shed_gifts(state)
    return events


def membership_changes(state: DtState, d: CardDef, card: str, target: str) -> list[Event]:
    """What a card lying on a warrior changes in its memberships, told to the table: an
    organisation joined, a Heretic made, a membership lost (Insubordination: the last card-earned
    membership goes with its card, and the Insubordination with it; else it stays and the printed
    membership is lost)."""
    w = warrior(state, target)
    events: list[Event] = []
    for e in d.effects:
        if e.kind == "join" and e.tag == "legion":
            events.append(Event.public("dt-turns-heretic", warrior=named(state, target)))
        elif e.kind == "join":
            org = card_def(w.card).faction if e.tag == "home" else e.tag
            events.append(Event.public("dt-joins", warrior=named(state, target), faction=msg(f"dt-faction-{org}")))
        elif e.kind == "mutate":
            events.append(Event.public("dt-mutated", warrior=named(state, target)))
        elif e.kind == "lose_membership":
            events += _lose_membership(state, card, target)
    return events


def _lose_membership(state: DtState, card: str, target: str) -> list[Event]:
    seat, w = find(state, target) or (0, None)
    assert w is not None
    earned = [x for x in reversed(w.attached) if x != card and any(e.kind == "join" for e in card_def(x).effects)]
    events: list[Event] = []
    if earned:
        events += discard_attached(state, seat, target, earned[0])
        events += discard_attached(state, seat, target, card)
    events.append(Event.public("dt-loses-membership", warrior=named(state, target)))
    if not memberships(state, w):
        events.append(Event.public("dt-now-freelancer", warrior=named(state, target)))
    return events + shed_gifts(state)


def shed_gifts(state: DtState) -> list[Event]:
    """Dark Symmetry gifts lie only on members of the Dark Legion: a warrior that is no longer one
    (a Heretic no more) loses them."""
    events: list[Event] = []
    for s, p in enumerate(state.players):
        for w in p.warriors:
            if legion_member(state, w):
                continue
            for x in [x for x in w.attached if card_def(x).type == "symmetry"]:
                events += discard_attached(state, s, w.handle, x)
    return events


def redeem(state: DtState, seat: int, target: str) -> list[Event]:
    """Exorcism: the Heretic's Dark Symmetry cards are discarded (paid with the spell), then the
    card that made it a Heretic goes; a possessed one returns to its owner's squad."""
    holder, w = find(state, target) or (0, None)
    assert w is not None
    events: list[Event] = []
    for x in [x for x in w.attached if card_def(x).type == "symmetry"]:
        events += discard_attached(state, holder, target, x)
    for x in [x for x in w.attached if any(e.kind == "join" and e.tag == "legion" for e in card_def(x).effects)]:
        events += discard_attached(state, holder, target, x)
    if w.owner >= 0:
        home = w.owner
        while w.attached:
            events += discard_attached(state, holder, target, w.attached[0])
        state.players[holder].warriors.remove(w)
        w.owner = -1
        state.players[home].warriors.append(w)
        state.players[home].had_warrior = True
    events.append(Event.public("dt-redeemed", warrior=named(state, target)))
    return events


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
            from bot.games.doomtrooper.flow import draw_up

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
        events += _apply(state, seat, d, card, effect, target, units)
    return events


def _apply(state: DtState, seat: int, d: CardDef, card: str, e: Effect, target: str, units: int) -> list[Event]:
    source = "art" if d.type == "art" else "ds" if d.type == "symmetry" else "other"
    if e.kind in ("modify", "modify_per_destiny"):
        assert state.combat is not None
        amount = e.amount * (units if e.kind == "modify_per_destiny" else 1)
        state.combat.mods.append(Mod(card=card, target=target, stats=e.stats, amount=amount, source=source))
        return [
            Event.public(
                "dt-modified", card=Card(card), warrior=named(state, target), stats=_stats(e.stats), amount=amount
            )
        ]
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
        for player_seat, player in enumerate(state.players):
            for w in player.warriors:
                if target in w.attached:
                    return discard_attached(state, player_seat, w.handle, target)
        raise ValueError(f"no equipment {target}")
    if e.kind == "take_cover":
        w = warrior(state, target)
        w.cover = True
        return [Event.public("dt-takes-cover-in-combat", warrior=named(state, target))]
    if e.kind == "extra_action":
        state.actions_left += e.amount
        return [Event.public("dt-extra-action", who=Seat(seat), n=e.amount)]
    if e.kind == "exorcise":
        assert state.combat is not None
        other = opponent_of(state, target)
        events: list[Event] = []
        left = units
        if other is not None:
            ow = warrior(state, other)
            for gift in [x for x in ow.attached if card_def(x).type == "symmetry"]:
                if left and (not e.tag or card_def(gift).aspect == e.tag) and gift not in state.combat.void:
                    state.combat.void.append(gift)
                    left -= 1
                    events.append(Event.public("dt-exorcised", card=Card(gift), warrior=named(state, other)))
        if left and e.amount:
            amount = left * e.amount
            state.combat.mods.append(Mod(card=card, target=target, stats=e.stats, amount=amount, source="art"))
            events.append(
                Event.public(
                    "dt-modified", card=Card(card), warrior=named(state, target), stats=_stats(e.stats), amount=amount
                )
            )
        return events
    if e.kind == "redirect":
        c = state.combat
        assert c is not None
        old = c.defender
        c.weapons.pop(old, None)
        c.defender = target
        c.defender_seat = owner(state, target)
        c.defender_was_covered = False
        return [Event.public("dt-defender-changed", old=named(state, old), new=named(state, target))]
    if e.kind == "switch_tactic":
        c = state.combat
        assert c is not None
        c.tactic = "shoot" if c.tactic == "fight" else "fight"
        c.weapons = {}
        return [Event.public("dt-tactic-switched", tactic=msg(f"dt-tactic-{c.tactic}"))]
    if e.kind == "copy":
        c = state.combat
        assert c is not None
        caster = c.attacker if seat == c.attacker_seat else c.defender
        c.copies[caster] = warrior(state, target).card
        return [Event.public("dt-copied", caster=named(state, caster), warrior=named(state, target))]
    if e.kind == "first_strike":
        assert state.combat is not None
        if e.who in ("attacker", "defender"):
            target = state.combat.attacker if e.who == "attacker" else state.combat.defender
        state.combat.first = target
        return [Event.public("dt-first-strike", warrior=named(state, target))]
    if e.kind == "status":
        warrior(state, target).statuses[e.tag] = seat
        return [Event.public(f"dt-status-{e.tag}", warrior=named(state, target))]
    if e.kind == "redeem":
        return redeem(state, seat, target)
    if e.kind == "proficiency":
        state.proficient.append(target)
        return [Event.public("dt-proficient", warrior=named(state, target))]
    if e.kind in SPECIAL_KINDS:
        return _special(state, seat, card, e, target, units)
    from bot.games.doomtrooper.hidden import HIDDEN_KINDS, apply_hidden

    if e.kind in HIDDEN_KINDS:
        return apply_hidden(state, seat, card, e, target, units)
    if e.kind == "refit":
        state.refitting = True
        return [Event.public("dt-refit", who=Seat(seat))]
    if e.kind in ("order", "command", "swap_fighters"):
        return _bind(state, seat, card, e, target)
    if e.kind == "reinforce":
        return []  # Reinforcements! lies in the combat; its uses call the warriors (combat.call)
    if e.kind == "change_defender":
        assert state.combat is not None
        old = state.combat.defender
        # Named before the swap: a face-down new defender is shown by the table view while the
        # combat lasts, not by this event (the combat may end within this same action).
        new = named(state, target)
        before = named(state, old)
        state.combat.defender = target
        state.combat.defender_was_covered = warrior(state, target).cover
        return [Event.public("dt-defender-changed", old=before, new=new)]
    raise ValueError(f"effect kind {e.kind} is not played from a card")


def move_equipment(state: DtState, card: str, dest: str) -> list[Event]:
    """An equipment card moves from its warrior to warrior `dest` (or, with no `dest`, to its
    player's hand); mounts left without a weapon to fit on are discarded."""
    seat, holder = next((s, w) for s, p in enumerate(state.players) for w in p.warriors if card in w.attached)
    holder.attached.remove(card)
    if dest:
        warrior(state, dest).attached.append(card)
        events = [
            Event.public("dt-equipment-moved", card=Card(card), old=named(state, holder.handle), new=named(state, dest))
        ]
    else:
        state.players[seat].hand.append(card)
        events = [Event.public("dt-equipment-to-hand", card=Card(card), who=Seat(seat))]
    for extra in orphan_mounts(holder):
        holder.attached.remove(extra)
        discard_card(state, seat, extra)
        events.append(Event.public("dt-equipment-discarded", card=Card(extra), warrior=named(state, holder.handle)))
    return events


def cast_on_card(state: DtState, seat: int, card: str, args: list[str]) -> list[Event]:
    """A spell cast on a card in play for 1 destiny (its card already left the hand): Teleportation
    moves an equipment card (`args`: caster, equipment, [warrior]); Mind Wall makes the caster
    immune to a Dark Symmetry card until `seat`'s next turn (`args`: caster, card)."""
    caster, x = args[0], args[1]
    cost = spell_cost(state, caster, card, 1)
    state.players[seat].destiny -= cost
    events = [Event.public("dt-cast", caster=named(state, caster), card=Card(card), n=cost)]
    spell_cast(state, caster)
    if card_def(card).target == "teleport":
        return events + move_equipment(state, x, args[2] if len(args) > 2 else "")
    warrior(state, caster).walls[x] = seat
    return [*events, Event.public("dt-walled", warrior=named(state, caster), card=Card(x))]


def spell_cast(state: DtState, caster: str) -> None:
    """A caster that cast by Revelation has used it up."""
    found = find(state, caster)
    if found is not None:
        found[1].statuses.pop("revealed", None)


def discard_attached(state: DtState, seat: int, handle: str, card: str) -> list[Event]:
    """A card lying on a warrior is discarded; mounts left without a weapon to fit go with it."""
    w = warrior(state, handle)
    w.attached.remove(card)
    discard_card(state, w.lent.pop(card, seat), card)
    events = [Event.public("dt-equipment-discarded", card=Card(card), warrior=named(state, handle))]
    for extra in orphan_mounts(w):
        w.attached.remove(extra)
        discard_card(state, seat, extra)
        events.append(Event.public("dt-equipment-discarded", card=Card(extra), warrior=named(state, handle)))
    return events


def heal_targets(state: DtState, seat: int, bearer: str) -> list[str]:
    """The warriors a First Aid Kit on `bearer` may heal: wounded ones of its player, on its side."""
    legion = is_legion(warrior(state, bearer))
    return [w.handle for w in state.players[seat].warriors if w.wounded and is_legion(w) == legion]


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
            handle, _, mode = target.partition(" ")
            kind = e.tag if e.tag != "choose" else ("attack_with" if mode == "must" else "not_with")
            events += give(state, seat, card, kind, handle, owner(state, handle))
        elif e.kind == "raise_dead":
            events += raise_dead(state, seat, target, e.tag.split())
        elif e.kind == "reinforce":
            from bot.games.doomtrooper.combat import call

            events += call(state, seat, card, target)
        elif e.kind == "inspire":
            events += inspire(state, seat, e.tag.split(), e.amount)
        elif e.kind == "raze":
            events += raze(state, seat, target)
        elif e.kind == "modify_per_destiny":
            assert c is not None
            steps = int(target)
            state.players[seat].destiny -= steps * e.per
            c.mods.append(Mod(card=card, target=handle, stats=e.stats, amount=steps * e.amount))
            events.append(Event.public("dt-pay-destiny", who=Seat(seat), n=steps * e.per))
            events.append(
                Event.public(
                    "dt-modified",
                    card=Card(card),
                    warrior=named(state, handle),
                    stats=_stats(e.stats),
                    amount=steps * e.amount,
                )
            )
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
            events += _special(state, seat, card, e, target)
        elif e.kind == "dig":
            found = next((x for x in reversed(state.players[seat].deck) if e.tag in card_def(x).tags), None)
            if found is not None:
                state.players[seat].deck.remove(found)
                bearer.attached.append(found)
                events.append(Event.public("dt-fortify-warrior", card=Card(found), warrior=named(state, handle)))
                events += fortified_titles(state, seat, found)
        elif e.kind == "discard_equipment":
            holder = next(s for s, p in enumerate(state.players) for o in p.warriors if target in o.attached)
            on = next(o.handle for o in state.players[holder].warriors if target in o.attached)
            events += discard_attached(state, holder, on, target)
        elif e.kind == "look_hand":
            from bot.games.doomtrooper.hidden import look_hand

            events += look_hand(state, seat, int(target[1:]) - 1)
        elif e.kind == "force_cover":
            warrior(state, target).cover = True
            events.append(Event.public("dt-sent-to-cover", warrior=named(state, target)))
            holder = owner(state, target)
            if all(o.cover for o in state.players[holder].warriors):
                events.append(Event.public("dt-must-uncover", who=Seat(holder)))
        elif e.kind == "status":
            warrior(state, target).statuses[e.tag] = seat
            events.append(Event.public(f"dt-status-{e.tag}", warrior=named(state, target)))
        elif e.kind == "switch_tactic":
            assert c is not None
            c.tactic = "shoot" if c.tactic == "fight" else "fight"
            c.weapons = {}
            events.append(Event.public("dt-tactic-switched", tactic=msg(f"dt-tactic-{c.tactic}")))
        elif e.kind == "modify":
            assert c is not None
            c.mods.append(Mod(card=card, target=handle, stats=e.stats, amount=e.amount))
            events.append(
                Event.public(
                    "dt-modified", card=Card(card), warrior=named(state, handle), stats=_stats(e.stats), amount=e.amount
                )
            )
        elif e.kind == "protect":
            assert c is not None
            c.protected.append(handle)
            events.append(Event.public("dt-protected", warrior=named(state, handle)))
        elif e.kind == "wound_after":
            assert c is not None
            c.wound_after.append(handle)
        elif e.kind == "take_cover":
            bearer.cover = True
            events.append(Event.public("dt-takes-cover-in-combat", warrior=named(state, handle)))
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
            from bot.games.doomtrooper.combat import fulfil_missions

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


def ground(state: DtState) -> list[Event]:
    """Every airship in play is discarded: airship equipment, and warriors that are airships."""
    events: list[Event] = []
    for s, p in enumerate(state.players):
        for w in list(p.warriors):
            if "airship" in card_def(w.card).tags:
                events.append(Event.public("dt-killed-by-card", warrior=named(state, w.handle)))
                events += remove_warrior(state, w.handle)
                continue
            for x in [x for x in w.attached if "airship" in card_def(x).tags]:
                events += discard_attached(state, s, w.handle, x)
    return events


def grounded(state: DtState) -> bool:
    """Whether a card that forbids airships lies in play."""
    return any(e.kind == "ground" for p in state.players for x in p.lasting for e in card_def(x.card).effects)


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


def raze(state: DtState, seat: int, target: str, tag: str = "") -> list[Event]:
    """A fortification is discarded (or every site tagged `tag`); Infiltration pays `seat` when a
    city or citadel goes."""
    events: list[Event] = []
    gone: list[str] = []
    for s, p in enumerate(state.players):
        for x in list(p.sites):
            if x == target or (tag and tag in card_def(x).tags):
                p.sites.remove(x)
                p.discard.append(x)
                gone.append(x)
        for w in p.warriors:
            if target in w.attached:
                events += discard_attached(state, s, w.handle, target)
                gone.append(target)
    for x in gone:
        events.append(Event.public("dt-razed", card=Card(x)))
        if card_def(x).tags & {"city", "citadel"}:
            me = state.players[seat]
            for m in list(me.missions):
                if any(e.kind == "infiltrate" for e in card_def(m.card).effects):
                    me.missions.remove(m)
                    me.discard.append(m.card)
                    events.append(Event.public("dt-mission-fulfilled", who=Seat(seat), card=Card(m.card), n=6))
                    events += earn(state, seat, 6, m.card, promotion_only=True)
    return events


def end_combat(state: DtState, key: str = "dt-combat-called-off") -> list[Event]:
    """The combat ends at once, without resolution: the cards played in it are discarded."""
    c = state.combat
    if c is None:
        return []
    for played, holder in c.played.items():
        state.players[holder].discard.append(played)
    state.combat = None
    return [Event.public(key)]


def summon(state: DtState, seat: int, tag: str, source: str) -> list[Event]:
    """The first warrior tagged `tag` in `seat`'s deck joins their table for free."""
    player = state.players[seat]
    found = next((c for c in reversed(player.deck) if tag in card_def(c).tags), None)
    if found is None:
        return [Event.public("dt-summon-none", who=Seat(seat), card=Card(source))]
    player.deck.remove(found)
    handle = f"w{state.next_handle}"
    state.next_handle += 1
    player.warriors.append(Warrior(handle=handle, card=found))
    player.had_warrior = True
    return [Event.public("dt-summoned", who=Seat(seat), card=Card(found), source=Card(source))]


def disease(state: DtState, seat: int) -> list[Event]:
    """At the start of `seat`'s turn each diseased warrior of theirs loses 1 Value; at 0 it is discarded."""
    events: list[Event] = []
    for w in list(state.players[seat].warriors):
        if not w.diseased:
            continue
        w.markers += 1
        events.append(Event.public("dt-disease", warrior=named(state, w.handle), n=value(state, w.handle, "V")))
        if value(state, w.handle, "V") <= 0:
            events.append(Event.public("dt-disease-kills", warrior=named(state, w.handle)))
            events += remove_warrior(state, w.handle)
    return events


SPECIAL_KINDS = {
    "retreat",
    "double_weapon",
    "void_card",
    "discard_missions",
    "halve_all",
    "cowardice",
    "demote",
    "team_status",
    "swap_destiny",
    "gamble",
    "purge",
    "purge_warriors",
    "sabotage",
    "battlefield",
    "bonus_attack",
    "skip_turn",
    "extra_turn",
    "fewer_actions",
    "raze",
    "joy",
    "silver_spoon",
    "drain_destiny",
    "recall",
}


def _special(state: DtState, seat: int, card: str, e: Effect, target: str, units: int = 1) -> list[Event]:
    """The played effects of part 2's specials (one event or more each)."""
    c = state.combat
    me = state.players[seat]
    if e.kind == "retreat":
        assert c is not None
        other_seat = c.defender_seat if target == c.attacker else c.attacker_seat
        earned = (value(state, target, "V") + 1) // 2
        from bot.games.doomtrooper.reactions import promotion_earned

        kept, reacted = promotion_earned(state, other_seat, earned, warrior=False)
        state.players[other_seat].promotion += kept
        return [
            Event.public("dt-retreat", warrior=named(state, target)),
            Event.public("dt-gain-promotion", who=Seat(other_seat), n=earned),
            *reacted,
            *end_combat(state),
        ]
    if e.kind == "double_weapon":
        assert c is not None
        bearer = next(w for p in state.players for w in p.warriors if target in w.attached)
        for fx in card_def(target).effects:
            if fx.kind == "modify" and fx.who == "bearer" and not fx.trigger:
                c.mods.append(Mod(card=card, target=bearer.handle, stats=fx.stats, amount=fx.amount))
        return [Event.public("dt-weapon-doubled", card=Card(target), warrior=named(state, bearer.handle))]
    if e.kind == "void_card":
        assert c is not None
        c.void.append(target)
        return [Event.public("dt-card-voided", card=Card(target))]
    if e.kind == "discard_missions":
        events: list[Event] = []
        for p in state.players:
            for m in list(p.missions):
                if not target or m.card == target:
                    p.missions.remove(m)
                    p.discard.append(m.card)
                    events.append(Event.public("dt-mission-discarded", card=Card(m.card)))
            for w in p.warriors:
                for x in list(w.attached):
                    if card_def(x).type == "mission" and (not target or x == target):
                        w.attached.remove(x)
                        state.players[w.lent.pop(x, state.players.index(p))].discard.append(x)
                        events.append(Event.public("dt-mission-discarded", card=Card(x)))
        return events
    if e.kind == "halve_all":
        for p in state.players:
            p.promotion -= p.promotion // 2
            p.destiny = 0
        return [Event.public("dt-shenanigans")]
    if e.kind == "cowardice":
        victim = int(target)
        p = state.players[victim]
        events = []
        for w in list(p.warriors):
            if not w.cover:
                w.cover = True
                events.append(Event.public("dt-sent-to-cover", warrior=named(state, w.handle)))
            elif p.destiny >= 5:
                p.destiny -= 5
                events.append(Event.public("dt-pay-destiny", who=Seat(victim), n=5))
            else:
                events.append(Event.public("dt-killed-by-card", warrior=named(state, w.handle)))
                events += remove_warrior(state, w.handle)
        return events
    if e.kind == "demote":
        w = warrior(state, target)
        w.markers += e.amount
        events = [Event.public("dt-demoted", warrior=named(state, target), n=value(state, target, "V"))]
        if value(state, target, "V") <= 0:
            events += remove_warrior(state, target)
        return events
    if e.kind == "team_status":
        for w in me.warriors:
            if not is_legion(w):
                w.statuses[e.tag] = seat
        return [Event.public(f"dt-team-{e.tag}", who=Seat(seat))]
    if e.kind == "swap_destiny":
        other = state.players[int(target)]
        me.destiny, other.destiny = other.destiny, me.destiny
        return [Event.public("dt-swap-destiny", who=Seat(seat), target=Seat(int(target)))]
    if e.kind == "gamble":
        if state.rng.below(2) == 0:
            me.destiny += e.amount
            return [
                Event.public("dt-coin-heads", card=Card(card)),
                Event.public("dt-gain-destiny", who=Seat(seat), n=e.amount),
            ]
        lost = lose_promotion(state, seat, 5)
        return [
            Event.public("dt-coin-tails", card=Card(card)),
            Event.public("dt-lose-promotion", who=Seat(seat), n=lost),
        ]
    if e.kind == "purge":
        events = []
        for p in state.players:
            for w in list(p.warriors):
                if not has_tag(state, w, e.tag):
                    continue
                for x in [x for x in w.attached if card_def(x).type == "symmetry"]:
                    w.attached.remove(x)
                    p.discard.append(x)
                    events.append(Event.public("dt-equipment-discarded", card=Card(x), warrior=named(state, w.handle)))
                if e.amount:
                    events += wound(state, w.handle, None)
        return events
    if e.kind == "purge_warriors":
        events = []
        for p in state.players:
            for w in list(p.warriors):
                if has_tag(state, w, e.tag):
                    events.append(Event.public("dt-killed-by-card", warrior=named(state, w.handle)))
                    events += remove_warrior(state, w.handle)
        return events
    if e.kind == "sabotage":
        faction = card_def(warrior(state, target).card).faction
        events = []
        for s, p in enumerate(state.players):
            for w in p.warriors:
                if faction in memberships(state, w) or (faction == "legion" and is_legion(w)):
                    for x in [x for x in w.attached if card_def(x).type == "equipment"]:
                        if x in w.attached:
                            events += discard_attached(state, s, w.handle, x)
        return events
    if e.kind == "battlefield":
        state.global_status[e.tag] = seat
        events = [Event.public(f"dt-battlefield-{e.tag}")]
        wrong = "fight" if e.tag == "chasm" else "shoot"
        if c is not None and c.tactic == wrong:
            events += end_combat(state)
        return events
    if e.kind == "bonus_attack":
        state.blood_lust = True
        return [Event.public("dt-bonus-attack", who=Seat(seat))]
    if e.kind == "skip_turn":
        state.players[int(target)].skip_turns += 1
        return [Event.public("dt-will-skip", who=Seat(int(target)))]
    if e.kind == "extra_turn":
        state.extra_turn = True
        return [Event.public("dt-extra-turn", who=Seat(seat))]
    if e.kind == "joy":
        me.destiny += e.amount
        events = [Event.public("dt-gain-destiny", who=Seat(seat), n=e.amount)]
        if state.survivor_hurt and find(state, target) is not None:
            warrior(state, target).wounded = False
            events.append(Event.public("dt-healed", warrior=named(state, target)))
        state.survivor = ""
        return events
    if e.kind == "silver_spoon":
        me.destiny -= e.times
        me.promotion += e.amount
        return [Event.public("dt-gain-promotion", who=Seat(seat), n=e.amount)]
    if e.kind == "drain_destiny":
        other = state.players[int(target)]
        lost = min(other.destiny, e.amount * units)
        other.destiny -= lost
        return [Event.public("dt-lose-destiny", who=Seat(int(target)), n=lost)]
    if e.kind == "recall":
        if target.startswith("w"):
            w = warrior(state, target)
            events = [Event.public("dt-recalled", card=Card(w.card), who=Seat(seat))]
            events += remove_warrior(state, target)
            me.discard.remove(w.card)
            me.hand.append(w.card)
            return events
        holder = next(o for o in me.warriors if target in o.attached)
        holder.attached.remove(target)
        me.hand.append(target)
        events = [Event.public("dt-recalled", card=Card(target), who=Seat(seat))]
        for extra in orphan_mounts(holder):
            holder.attached.remove(extra)
            discard_card(state, seat, extra)
        return events
    if e.kind == "raze":
        return raze(state, seat, target if not e.tag else "", e.tag)
    if e.kind == "fewer_actions":
        state.players[int(target)].fewer_actions += e.amount
        return [Event.public("dt-fewer-actions", who=Seat(int(target)), n=e.amount)]
    raise ValueError(f"effect kind {e.kind} is not a special's")


def pay_on_leaving(state: DtState, handle: str) -> list[Event]:
    """A warrior played in cover leaves it: pay its value now, or lose it and the points."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    player = state.players[seat]
    cost = card_def(w.card).value
    w.unpaid = False
    if player.destiny >= cost:
        player.destiny -= cost
        return [Event.public("dt-paid-on-leaving", who=Seat(seat), warrior=named(state, handle), n=cost)]
    short = cost - player.destiny
    player.destiny = 0
    lost = lose_promotion(state, seat, short)
    events = [Event.public("dt-cannot-pay", who=Seat(seat), warrior=named(state, handle), n=cost, lost=lost)]
    events += remove_warrior(state, handle)
    return events


def _stats(stats: str) -> Msg:
    return msg("dt-stats-" + stats.lower())


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


def command(state: DtState, seat: int, attacker: str, defender: str) -> list[Event]:
    """Command: `attacker` (another player's warrior) attacks `defender` now, as `seat`'s attack;
    its player picks the tactic and the two sides play step 4; only `seat` earns."""
    from bot.games.doomtrooper.state import Combat

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


def profane_all(state: DtState) -> list[Event]:
    """Portal of the Great Conqueror: every warrior in play turns profane (it never casts the Art)."""
    for p in state.players:
        for w in p.warriors:
            if "profane" not in w.marks:
                w.marks.append("profane")
    return [Event.public("dt-all-profane")]
