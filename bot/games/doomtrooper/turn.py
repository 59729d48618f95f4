"""Carrying out an action, and carrying the match on until someone has a real decision."""

import re

from bot.engine import Card, Event, Msg, Seat, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.combat import (
    abort_if_gone,
    attack_player,
    choose_tactic,
    choose_weapon,
    declare,
    pass_turn,
    play_in_combat,
    resolve,
)
from bot.games.doomtrooper.draw import build_deck
from bot.games.doomtrooper.flow import check_goal, end_actions, end_turn, start_turn
from bot.games.doomtrooper.hidden import do_pick
from bot.games.doomtrooper.interpreter import apply_played, cast, play_special, use_equipment
from bot.games.doomtrooper.missions import fortified_titles
from bot.games.doomtrooper.naming import named, own_named
from bot.games.doomtrooper.orders import obeyed
from bot.games.doomtrooper.plays import changes_combat, combat_plays
from bot.games.doomtrooper.reactions import arm, promotion_earned, prune, special_cancelled
from bot.games.doomtrooper.rules import effects_on, faction_fee, may_attack, warrior
from bot.games.doomtrooper.state import DtState, PlayerMission, Warrior
from bot.games.doomtrooper.table import move_equipment, pay_on_leaving

ACTION = re.compile(
    r"deck [a-z]+|play k\d{5}_\d+( (w\d+|p\d|k\d{5}_\d+))?( \d+)?|hide k\d{5}_\d+|(cover|uncover) w\d+|meditate"
    r"|(equip|gift) k\d{5}_\d+ w\d+|attack w\d+ (w\d+|p\d)|fight|shoot|done|end|strike w\d+"
    r"|cast k\d{5}_\d+ w\d+ (\d+|w\d+( p\d| w\d+( fight| shoot)?)?|p\d( \d+)?|k\d{5}_\d+( w\d+)?)"
    r"|points \d+|weapon k\d{5}_\d+|discard k\d{5}_\d+|keep|auto (combat|points) (on|off)"
    r"|mission k\d{5}_\d+ (w\d+|p\d)|use k\d{5}_\d+( w\d+( must| not)?| k\d{5}_\d+| \d+| p\d)?|boast w\d+"
    r"|fortify k\d{5}_\d+( w\d+)?|play k\d{5}_\d+ (buy|sell) \d+|pick (k\d{5}_\d+|w\d+|p\d|none|answer|refuse)"
    r"|pick w\d+:(p\d|w\d+:(fight|shoot))"
    r"|arm k\d{5}_\d+( p\d)?|disarm k\d{5}_\d+|move k\d{5}_\d+ w\d+",
    re.ASCII,
)


def apply_action(state: DtState, seat: int, action: str) -> list[Event]:
    words = action.split()
    if words[0] in ("arm", "disarm"):
        return arm(state, seat, words)  # nothing else moves: no settle
    events = _apply_action(state, seat, words)
    prune(state)
    return events


def _apply_action(state: DtState, seat: int, words: list[str]) -> list[Event]:
    action = " ".join(words)
    verb = words[0]
    if verb == "auto":
        p = state.players[seat]
        on = words[2] == "on"
        if words[1] == "combat":
            p.auto_combat = on
        else:
            p.auto_points = on
        return [Event.private("dt-standing-" + words[1], seat, on=_onoff(on)), *settle(state)]
    if verb == "deck":
        events = build_deck(state, seat, words[1])
        if all(p.deck_name for p in state.players):
            state.phase = "actions"
            state.turn = 1
            events += start_turn(state)[:1]
        return events
    if state.phase == "tactic":
        return choose_tactic(state, verb) + settle(state)
    if state.phase == "weapon":
        return choose_weapon(state, seat, words[1]) + settle(state)
    if state.phase == "modify":
        if verb == "done":
            pass_turn(state)
            return [Event.public("dt-done", who=Seat(seat)), *settle(state)]
        return play_in_combat(state, seat, action) + settle(state)
    if state.phase == "points":
        return _points(state, int(words[1])) + settle(state)
    if state.phase == "pick":
        return do_pick(state, seat, words[1]) + settle(state)
    if state.phase == "discard" and verb == "play":
        card = words[1]
        me = state.players[seat]
        me.hand.remove(card)
        me.discard.append(card)
        events = [Event.public("dt-play-special", who=Seat(seat), card=Card(card))]
        voided = special_cancelled(state, seat, card)
        if voided is not None:
            return events + voided + settle(state)
        return events + apply_played(state, seat, card, state.survivor, 1) + settle(state)
    if state.phase == "discard":
        return _discard(state, action) + settle(state)
    return _turn_action(state, seat, words) + settle(state)


def _onoff(on: bool) -> Msg:
    return msg("dt-on" if on else "dt-off")


def _points(state: DtState, promotion: int) -> list[Event]:
    due = state.points_due.pop(0)
    if due.destiny_only:
        promotion = 0
    p = state.players[due.seat]
    destiny = (due.amount - promotion) * due.rate
    p.destiny += destiny
    events = [Event.public("dt-points", who=Seat(due.seat), promotion=promotion, destiny=destiny)]
    kept, reacted = promotion_earned(state, due.seat, promotion, card_def(due.victim).type == "warrior")
    p.promotion += kept
    events += reacted
    if state.points_due:
        return events + check_goal(state)
    return events + end_actions(state)


def _discard(state: DtState, action: str) -> list[Event]:
    me = state.players[state.current]
    if action == "keep":
        state.optional_discard_done = True
        return end_turn(state)
    card = action.split()[1]
    keeps = any(e.kind == "keep_hand" for x in me.lasting for e in card_def(x.card).effects)
    optional = len(me.hand) <= 3 or keeps
    me.hand.remove(card)
    me.discard.append(card)
    events = [Event.public("dt-discard", who=Seat(state.current), card=Card(card))]
    if optional:
        state.optional_discard_done = True
        events += end_turn(state)
    return events


def _spend(state: DtState, n: int) -> None:
    state.actions_left -= n
    state.acted = True
    state.equipping = False


def _turn_action(state: DtState, seat: int, words: list[str]) -> list[Event]:
    me = state.players[seat]
    verb = words[0]
    if verb == "move":
        return move_equipment(state, words[1], words[2])
    state.refitting = False  # Efficiency Training's moves end with the next other action
    if verb == "end":
        state.actions_left = 0
        return [Event.public("dt-end-actions", who=Seat(seat)), *end_actions(state)]
    if verb == "meditate":
        _spend(state, 1)
        me.destiny += 1
        return [Event.public("dt-meditate", who=Seat(seat), n=me.destiny)]
    if verb in ("play", "hide") and card_def(words[1]).type == "warrior":
        card = words[1]
        d = card_def(card)
        me.hand.remove(card)
        handle = f"w{state.next_handle}"
        state.next_handle += 1
        if verb == "play":
            _spend(state, 1)
            me.destiny -= d.value
            me.warriors.append(Warrior(handle=handle, card=card))
            me.had_warrior = True
            state.joined.append(handle)
            return [Event.public("dt-play-warrior", who=Seat(seat), card=Card(card), n=d.value)]
        _spend(state, 3)
        me.warriors.append(Warrior(handle=handle, card=card, cover=True, unpaid=True))
        me.had_warrior = True
        return [
            Event.public("dt-hide-warrior", who=Seat(seat), place=int(handle[1:])),
            Event.private("dt-hide-warrior-own", seat, card=Card(card)),
        ]
    if verb == "play":
        card = words[1]
        d = card_def(card)
        me.hand.remove(card)
        secret = d.target == "hand_mission"  # Secret Mission: the card is not shown
        if not d.lasting and not d.attaches and not secret:
            me.discard.append(card)
        events = [] if secret else [Event.public("dt-play-special", who=Seat(seat), card=Card(card))]
        if d.timing == "turn_start":
            state.initiative_played = True
        if d.timing == "action":
            _spend(state, d.actions)
        return events + play_special(state, seat, words)
    if verb == "cover":
        _spend(state, 1)
        w = warrior(state, words[1])
        events = [Event.public("dt-take-cover", warrior=named(state, w.handle))]
        w.cover = True
        return events
    if verb == "uncover":
        _spend(state, 1)
        w = warrior(state, words[1])
        w.cover = False
        w.left_cover_turn = state.turn
        events = [Event.public("dt-leave-cover", warrior=named(state, w.handle))]
        if w.unpaid:
            events += pay_on_leaving(state, w.handle)
        return events
    if verb == "use":
        return use_equipment(state, seat, words[1], " ".join(words[2:]))
    if verb == "cast":
        card = words[1]
        me.hand.remove(card)
        me.discard.append(card)
        if card_def(card).actions:  # Art cast as actions (Empathy)
            _spend(state, card_def(card).actions)
        return cast(state, seat, words)
    if verb == "fortify":
        _spend(state, 1)
        card = words[1]
        d = card_def(card)
        if card in me.hand:
            me.hand.remove(card)
        else:
            old = next(w for w in me.warriors if card in w.attached)
            old.attached.remove(card)
        events = fortified_titles(state, seat, card)
        if len(words) == 2:
            me.sites.append(card)
            me.destiny -= d.value
            return [Event.public("dt-fortify", who=Seat(seat), card=Card(card), n=d.value), *events]
        w = warrior(state, words[2])
        w.attached.append(card)
        return [Event.public("dt-fortify-warrior", card=Card(card), warrior=named(state, w.handle)), *events]
    if verb == "boast":
        w = warrior(state, words[1])
        w.boasted = me.turns_taken
        return [Event.public("dt-boast", warrior=named(state, w.handle))]
    if verb in ("equip", "gift"):
        card, handle = words[1], words[2]
        d = card_def(card)
        bearer = warrior(state, handle)
        streak = verb == "equip" and state.equipping and d.type == "equipment"
        free = verb == "gift" and any(e.tag in (d.aspect, "any") for e in effects_on(bearer, "free_gifts"))
        if not streak and not free:
            _spend(state, 1)
        fee = _fee(state, bearer, d)
        if fee:
            me.destiny -= fee
            events_fee = [Event.public("dt-pay-destiny", who=Seat(seat), n=fee)]
        else:
            events_fee = []
        state.equipping = verb == "equip" and d.type == "equipment"
        me.hand.remove(card)
        bearer.attached.append(card)
        if bearer.cover:
            return [
                Event.public("dt-equip-covered", who=Seat(seat), warrior=named(state, handle)),
                Event.private(f"dt-{verb}", seat, card=Card(card), warrior=own_named(state, bearer.handle)),
                *events_fee,
            ]
        return [Event.public(f"dt-{verb}", card=Card(card), warrior=named(state, handle)), *events_fee]
    if verb == "mission":
        _spend(state, 1)
        card = words[1]
        me.hand.remove(card)
        if words[2].startswith("p"):
            named_seat = int(words[2][1:]) - 1
            me.missions.append(PlayerMission(card=card, target=named_seat))
            if named_seat == seat:
                return [Event.public("dt-mission-self", who=Seat(seat), card=Card(card))]
            return [Event.public("dt-mission-player", who=Seat(seat), card=Card(card), target=Seat(named_seat))]
        bearer = warrior(state, words[2])
        bearer.attached.append(card)
        if bearer.cover:
            return [
                Event.public("dt-equip-covered", who=Seat(seat), warrior=named(state, bearer.handle)),
                Event.private("dt-mission-warrior", seat, card=Card(card), warrior=own_named(state, bearer.handle)),
            ]
        return [Event.public("dt-mission-warrior", card=Card(card), warrior=named(state, bearer.handle))]
    if verb == "attack":
        state.acted = True
        state.equipping = False
        obeyed(state, seat, words[1], words[2])
        if words[2].startswith("p"):
            return attack_player(state, words[1], int(words[2][1:]) - 1) + check_goal(state) + end_actions(state)
        if not may_attack(state, warrior(state, words[1]), warrior(state, words[2])):
            state.attacked = True
            state.actions_left = 0
            refused = Event.public(
                "dt-attack-refused", attacker=named(state, words[1]), defender=named(state, words[2])
            )
            return [refused, *end_actions(state)]
        return declare(state, words[1], words[2])
    raise ValueError(f"unknown action {words}")


def _fee(state: DtState, bearer: Warrior, d: CardDef) -> int:
    """Destiny a card costs to give to this warrior: a Freelancer's fee for its faction's own
    equipment, Billy's price for a 'gift of' an Apostle he does not follow."""
    wd = card_def(bearer.card)
    if d.type == "equipment":
        return faction_fee(state, bearer, d)
    if (
        d.type == "symmetry"
        and d.aspect
        and f"follower-{d.aspect}" not in wd.tags
        and not effects_on(bearer, "any_gift")
    ):
        return sum(e.amount for e in effects_on(bearer, "buy_gifts"))
    return 0


def settle(state: DtState) -> list[Event]:
    """Carry the match on until someone has a real decision: skip combat sides with nothing to
    play, resolve a finished step 4, apply standing instructions, end a spent action phase."""
    events: list[Event] = []
    for _ in range(100):
        if state.finished:
            return events
        if state.phase == "modify" and state.combat is None:
            events += end_actions(state)
            continue
        if state.phase == "modify":
            gone = abort_if_gone(state)
            if gone:
                events += gone + end_actions(state)
                continue
            c = state.combat
            assert c is not None
            if c.passes >= 2:
                events += resolve(state)
                events += end_actions(state)
                continue
            plays = combat_plays(state, c.to_act)
            p = state.players[c.to_act]
            cards = [a.split()[1] for a in plays if a.split()[1].startswith("k")]
            if not plays or (p.auto_combat and not any(changes_combat(x) for x in cards)):
                pass_turn(state)
                continue
            return events
        if state.phase == "points":
            due = state.points_due[0]
            if state.players[due.seat].auto_points:
                events += _points(state, due.amount)
                continue
            return events
        if state.phase == "actions" and state.actions_left <= 0 and not state.attacked and not state.refitting:
            events += end_actions(state)
            continue
        if state.phase == "actions" and state.actions_left <= 0 and state.attacked and state.combat is None:
            events += end_actions(state)
            continue
        if state.phase == "discard" and not state.players[state.current].hand:
            events += end_turn(state)
            continue
        if state.phase == "discard" and state.optional_discard_done:
            events += end_turn(state)
            continue
        return events
    raise RuntimeError("settle did not settle")
