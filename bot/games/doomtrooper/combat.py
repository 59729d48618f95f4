"""The attack in seven steps: declare, tactic, compare, modify (alternating), resolve, wounds, points."""

from bot.engine import Card, Event, Seat, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.combat_effects import call
from bot.games.doomtrooper.damage import kill, wound
from bot.games.doomtrooper.fighting import combat_values, first_striker, group_value, struck, weapon_chooser
from bot.games.doomtrooper.interpreter import cast, play_special, use_equipment
from bot.games.doomtrooper.missions import fulfil_missions
from bot.games.doomtrooper.naming import named
from bot.games.doomtrooper.reactions import narrow_escape, promotion_earned, vengeance
from bot.games.doomtrooper.rules import (
    cancelled,
    counts,
    destiny_only,
    exiles,
    find,
    kills_on_wound,
    memberships,
    possesses,
    value,
    warrior,
    weapons_in_use,
)
from bot.games.doomtrooper.state import Combat, DtState, Warrior
from bot.games.doomtrooper.table import discard_card


def declare(state: DtState, attacker: str, defender: str) -> list[Event]:
    """Step 1. The defender, if in cover, is turned up for the combat (and stays in cover)."""
    a_seat = state.current
    d_seat, d = find(state, defender) or (0, None)
    assert d is not None
    state.combat = Combat(
        attacker=attacker,
        defender=defender,
        attacker_seat=a_seat,
        defender_seat=d_seat,
        defender_was_covered=d.cover,
        wounded_before=[w.handle for p in state.players for w in p.warriors if w.wounded],
    )
    state.phase = "tactic"
    _attack_spends(state, attacker)
    return [Event.public("dt-attack", attacker=named(state, attacker), defender=named(state, defender))]


def attack_player(state: DtState, attacker: str, seat: int) -> list[Event]:
    """With no warrior in play, a player may be attacked: the attacker earns half its value, rounded up."""
    _attack_spends(state, attacker)
    earned = (value(state, attacker, "V") + 1) // 2
    events = [
        Event.public("dt-attack-player", attacker=named(state, attacker), target=Seat(seat)),
        Event.public("dt-gain-promotion", who=Seat(state.current), n=earned),
    ]
    kept, reacted = promotion_earned(state, state.current, earned, warrior=True)
    state.players[state.current].promotion += kept
    return events + reacted


def _attack_spends(state: DtState, attacker: str) -> None:
    """The attack is the last action. After Initiative, an extra action left unused may be a
    second attack once this one is over; so may a Nimrod Autocannon's second attack."""
    if not state.attack_only:
        state.lust_bonus = state.blood_lust
        state.bonus_attack = (state.initiative_played and state.actions_left >= 2) or state.blood_lust
        state.blood_lust = False
        w = warrior(state, attacker)
        if any(e.kind == "extra_attack" for c in w.attached for e in card_def(c).effects):
            state.follow_up = attacker
    state.attacked = True
    state.actions_left = 0


def choose_tactic(state: DtState, tactic: str) -> list[Event]:
    """Step 2. A fighter carrying several weapons for the tactic has its player choose one
    (the attacker's side first); then step 3, the comparison the view shows from now on."""
    c = state.combat
    assert c is not None
    c.tactic = tactic
    c.to_act = c.attacker_seat
    c.passes = 0
    return _after_weapons(state)


def choose_weapon(state: DtState, seat: int, card: str) -> list[Event]:
    c = state.combat
    assert c is not None
    handle = weapon_chooser(state)
    assert handle is not None
    c.weapons[handle] = card
    return [Event.public("dt-weapon", warrior=named(state, handle), card=Card(card)), *_after_weapons(state)]


def _after_weapons(state: DtState) -> list[Event]:
    c = state.combat
    assert c is not None
    if weapon_chooser(state) is not None:
        state.phase = "weapon"
        return []
    state.phase = "modify"
    return [Event.public("dt-tactic", tactic=msg(f"dt-tactic-{c.tactic}"), **combat_values(state))]


def play_in_combat(state: DtState, seat: int, action: str) -> list[Event]:
    c = state.combat
    assert c is not None
    words = action.split()
    card = words[1]
    c.passes = 0
    if words[0] == "strike":
        other = c.defender if seat == c.attacker_seat else c.attacker
        c.struck[other] = card
        return [Event.public("dt-strike-chosen", who=Seat(seat), warrior=named(state, card))]
    if words[0] == "use" and card in c.played:
        return call(state, seat, card, words[2])
    if words[0] == "use":
        return use_equipment(state, seat, card, words[2] if len(words) > 2 else "")
    d = card_def(card)
    state.players[seat].hand.remove(card)
    if words[0] == "cast":
        c.played[card] = seat
        return cast(state, seat, words)
    events = [Event.public("dt-play-special", who=Seat(seat), card=Card(card))]
    if not d.lasting and not d.attaches:
        c.played[card] = seat
    return events + play_special(state, seat, words)


def pass_turn(state: DtState) -> None:
    """A side says it is done; the other side may play next. Two passes in a row end step 4."""
    c = state.combat
    assert c is not None
    c.passes += 1
    c.to_act = c.defender_seat if c.to_act == c.attacker_seat else c.attacker_seat


def resolve(state: DtState) -> list[Event]:
    """Steps 5 to 7: who is wounded, wounds and deaths, and the points owed."""
    c = state.combat
    assert c is not None
    stat = c.tactic[0].upper()
    # In a group combat each side's blow falls on the member of the other group its player chose.
    d_hit, a_hit = struck(state, c.defender), struck(state, c.attacker)
    safe = [h for h in (a_hit, d_hit) if h in c.protected or "invulnerable" in warrior(state, h).statuses]
    hits_defender = group_value(state, c.attacker, stat) >= value(state, d_hit, "A") and d_hit not in safe
    hits_attacker = group_value(state, c.defender, stat) >= value(state, a_hit, "A") and a_hit not in safe
    first = c.first or first_striker(state)
    for h in (c.attacker, c.defender):
        warrior(state, h).statuses.pop("fury", None)
    if first == c.attacker and hits_defender:
        hits_attacker = False
    if first == c.defender and hits_attacker:
        hits_defender = False
    used = {h: weapons_in_use(state, warrior(state, h), stat) for h in (c.attacker, c.defender)}
    summons = {
        h: [
            (e.tag, card)
            for card in [warrior(state, h).card, *warrior(state, h).attached]
            if card == warrior(state, h).card or counts(state, warrior(state, h), card, used[h])
            if not cancelled(state, card_def(card), [c.attacker, c.defender], card)
            for e in card_def(card).effects
            if e.kind == "summon"
        ]
        for h in (c.attacker, c.defender)
    }
    exile = {d_hit: exiles(state, c.attacker), a_hit: exiles(state, c.defender)}
    dest = {d_hit: destiny_only(state, c.attacker), a_hit: destiny_only(state, c.defender)}
    possess = {d_hit: possesses(state, c.attacker, d_hit), a_hit: possesses(state, c.defender, a_hit)}
    kill_defender = hits_defender and kills_on_wound(state, c.attacker, d_hit)
    kill_attacker = hits_attacker and kills_on_wound(state, c.defender, a_hit)
    events = [Event.public("dt-resolve", **combat_values(state))]
    if not hits_defender and not hits_attacker:
        events.append(Event.public("dt-no-wounds"))
    attacker, defender = c.attacker, c.defender
    a_seat, d_seat = c.attacker_seat, c.defender_seat
    dies_defender = hits_defender and (kill_defender or warrior(state, d_hit).wounded)
    dies_attacker = hits_attacker and (kill_attacker or warrior(state, a_hit).wounded)
    if c.commanded_by >= 0:
        return events + _commanded(state, hits_defender, kill_defender, hits_attacker, kill_attacker)
    # Narrow Escape! is decided before the missions: a warrior it saves was never killed.
    saved = narrow_escape(state, d_hit) if dies_defender else None
    if saved is not None:
        events += saved
        hits_defender = dies_defender = False
    saved = narrow_escape(state, a_hit) if dies_attacker else None
    if saved is not None:
        events += saved
        hits_attacker = dies_attacker = False
    mishima = {h: "mishima" in memberships(state, warrior(state, h)) for h in (a_hit, d_hit)}
    for hit, victim, killer, killer_seat, outright, survives in (
        (hits_defender, d_hit, attacker, a_seat, kill_defender, not dies_attacker),
        (hits_attacker, a_hit, defender, d_seat, kill_attacker, not dies_defender),
    ):
        if hit and (outright or warrior(state, victim).wounded) and find(state, killer) is not None:
            events += fulfil_missions(state, killer, killer_seat, victim, survives)
    for hit, victim, killer, killer_seat, outright, killed_too in (
        (hits_defender, d_hit, attacker, a_seat, kill_defender, dies_attacker),
        (hits_attacker, a_hit, defender, d_seat, kill_attacker, dies_defender),
    ):
        if hit and find(state, victim) is not None:
            earner = None if victim in c.no_points else c.spies.get(killer, killer_seat)
            if outright:
                events += kill(state, victim, earner, killed_too, exile[victim], dest[victim], possess[victim])
            else:
                events += wound(state, victim, earner, killed_too, exile[victim], dest[victim], possess[victim])
    for dies, victim, killer in ((dies_defender, d_hit, attacker), (dies_attacker, a_hit, defender)):
        if dies and mishima[victim] and find(state, victim) is None:
            events += _vengeance(state, killer)
    events += _after_resolve(state, used, summons, {defender: dies_defender, attacker: dies_attacker})
    if find(state, attacker) is not None and a_seat == state.current:
        state.survivor, state.survivor_hurt = attacker, hits_attacker
    for card, owner in c.played.items():
        state.players[owner].discard.append(card)
    state.combat = None
    return events


def _vengeance(state: DtState, killer: str) -> list[Event]:
    """Sworn Vengeance: the killer of a Mishima warrior is wounded; its player earns it if it dies."""
    fired = vengeance(state, killer)
    if fired is None:
        return []
    seat, events = fired
    return events + wound(state, killer, seat)


def _commanded(state: DtState, hit_d: bool, kill_d: bool, hit_a: bool, kill_a: bool) -> list[Event]:
    """The wounds of a combat forced by Command: no one earns the kills and no mission is fulfilled;
    the caster's player gains twice the Value of each warrior killed, in destiny."""
    c = state.combat
    assert c is not None
    caster = c.commanded_by
    events: list[Event] = []
    gained = 0
    d_hit, a_hit = struck(state, c.defender), struck(state, c.attacker)
    for hit, victim, outright in ((hit_d, d_hit, kill_d), (hit_a, a_hit, kill_a)):
        if not hit or find(state, victim) is None:
            continue
        worth = value(state, victim, "V")
        events += kill(state, victim, None) if outright else wound(state, victim, None)
        if find(state, victim) is None:
            gained += 2 * max(worth, 0)
    if gained:
        state.players[caster].destiny += gained
        events.append(Event.public("dt-gain-destiny", who=Seat(caster), n=gained))
    for card, owner_seat in c.played.items():
        state.players[owner_seat].discard.append(card)
    state.combat = None
    return events


def _after_resolve(
    state: DtState, used: dict[str, list[str]], summons: dict[str, list[tuple[str, str]]], died: dict[str, bool]
) -> list[Event]:
    """What follows the wounds: summons for kills, one-use weapons thrown away, disease on a
    surviving opponent, and the wounds that come when the combat is over (Ticker)."""
    c = state.combat
    assert c is not None
    events: list[Event] = []
    pairs = ((c.attacker, c.attacker_seat, c.defender), (c.defender, c.defender_seat, c.attacker))
    for handle, seat, other in pairs:
        if died[other]:
            for tag, source in summons[handle]:
                events += summon(state, seat, tag, source)
    for handle, seat, other in pairs:
        w = find(state, handle)
        if w is None:
            continue
        for card in used[handle]:
            d = card_def(card)
            if "disease" in {e.kind for e in d.effects} and not died[other]:
                ow = find(state, other)
                if ow is not None and not ow[1].diseased:
                    ow[1].diseased = True
                    events.append(Event.public("dt-diseased", warrior=named(state, other)))
            if "one-use" in d.tags and card in w[1].attached:
                w[1].attached.remove(card)
                discard_card(state, seat, card)
                events.append(Event.public("dt-equipment-discarded", card=Card(card), warrior=named(state, handle)))
    for handle in c.wound_after:
        if find(state, handle) is not None:
            events += wound(state, handle, None)
    return events


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


def abort_if_gone(state: DtState) -> list[Event]:
    """A combatant that leaves play during step 4 ends the combat at once, with no wounds."""
    c = state.combat
    if c is None or (find(state, c.attacker) and find(state, c.defender)):
        return []
    for card, owner in c.played.items():
        state.players[owner].discard.append(card)
    state.combat = None
    return [Event.public("dt-combat-ends")]
