"""The played effects of part 2's specials, and the razing and grounding cards."""

from bot.engine import Card, Event, Seat
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.damage import wound
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.missions import earn
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.reactions import promotion_earned
from bot.games.doomtrooper.rules import find, has_tag, is_legion, memberships, orphan_mounts, value, warrior
from bot.games.doomtrooper.state import DtState, Mod
from bot.games.doomtrooper.table import discard_attached, discard_card, end_combat, lose_promotion, remove_warrior

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


def apply_special(state: DtState, seat: int, card: str, e: Effect, target: str, units: int = 1) -> list[Event]:
    """The played effects of part 2's specials (one event or more each)."""
    c = state.combat
    me = state.players[seat]
    if e.kind == "retreat":
        assert c is not None
        other_seat = c.defender_seat if target == c.attacker else c.attacker_seat
        earned = (value(state, target, "V") + 1) // 2
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
