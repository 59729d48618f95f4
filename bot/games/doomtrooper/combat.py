"""The attack in seven steps: declare, tactic, compare, modify (alternating), resolve, wounds, points."""

from bot.engine import Card, Event, Seat, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.effects import USED, Effect
from bot.games.doomtrooper.hidden import (
    holders,
    lying_cards,
    reveal,
    secret_player_missions,
    secret_plays,
    secrets_on,
    trades,
)
from bot.games.doomtrooper.interpreter import (
    apply_played,
    cast_on_card,
    discard_card,
    earn,
    heal_targets,
    kill,
    mission_void,
    named,
    profane_all,
    remove_warrior,
    spell_cast,
    summon,
    use_equipment,
    wound,
)
from bot.games.doomtrooper.reactions import narrow_escape, promotion_earned, special_cancelled, spy, vengeance
from bot.games.doomtrooper.rules import (
    allowed_targets,
    can_caster,
    can_start_attack,
    cancelled,
    casting_fee,
    combatants,
    copy_cost,
    counts,
    destiny_only,
    effects_on,
    exiles,
    faction,
    find,
    heretic,
    immunities,
    is_legion,
    kills_on_wound,
    legion_member,
    may_attack,
    may_receive,
    memberships,
    possesses,
    redeem_cost,
    redeemable,
    spell_cost,
    spell_per,
    steadfast,
    value,
    warrior,
    weapons_for,
    weapons_in_use,
)
from bot.games.doomtrooper.state import Combat, DtState, Warrior

COMBAT_VALUE_KINDS = {"modify", "modify_per_destiny", "take_cover", "change_defender", *USED}


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


def weapon_chooser(state: DtState) -> str | None:
    """The next fighter whose player must choose its weapon (more than one for the tactic)."""
    c = state.combat
    assert c is not None
    stat = c.tactic[0].upper()
    for handle in (c.attacker, c.defender):
        if handle not in c.weapons and len(weapons_for(warrior(state, handle), stat)) > 1:
            return handle
    return None


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
    return [Event.public("dt-tactic", tactic=msg(f"dt-tactic-{c.tactic}"), **_values(state))]


def _values(state: DtState) -> dict[str, int]:
    c = state.combat
    assert c is not None
    stat = c.tactic[0].upper()
    return {
        "attack": group_value(state, c.attacker, stat),
        "attack_armor": value(state, struck(state, c.attacker), "A"),
        "defence": group_value(state, c.defender, stat),
        "defence_armor": value(state, struck(state, c.defender), "A"),
    }


def struck(state: DtState, fighter: str) -> str:
    """The member of `fighter`'s group that the other side's blow falls on (the fighter itself
    unless the other side's player chose a reinforcement still in play)."""
    c = state.combat
    assert c is not None
    chosen = c.struck.get(fighter, fighter)
    return chosen if chosen in c.helpers.get(fighter, []) and find(state, chosen) is not None else fighter


def group_value(state: DtState, fighter: str, stat: str) -> int:
    """A side's attack: its fighter's value, plus that of each reinforcement still in play (Reinforcements!,
    True Gate); each reinforcement counts its own best weapon and cards."""
    c = state.combat
    assert c is not None
    helpers = [h for h in c.helpers.get(fighter, []) if find(state, h) is not None]
    return value(state, fighter, stat) + sum(value(state, h, stat) for h in helpers)


def reinforcements(state: DtState, seat: int, fighter: str) -> list[str]:
    """The warriors of `seat` that may join `fighter`'s group: face up, not asleep, on the same side
    as the fighter (Doomtroopers never reinforce the Dark Legion nor the reverse; True Gate: your
    cohort), allowed to attack the opponent, and not yet in the combat."""
    c = state.combat
    assert c is not None
    other = warrior(state, c.defender if fighter == c.attacker else c.attacker)
    taken = {c.attacker, c.defender, *c.helpers.get(fighter, [])}
    side = is_legion(warrior(state, fighter))
    return [
        w.handle
        for w in state.players[seat].warriors
        if not w.cover and "asleep" not in w.statuses and w.handle not in taken
        if is_legion(w) == side and may_attack(state, w, other)
    ]


def own_combatant(state: DtState, seat: int) -> str | None:
    c = state.combat
    assert c is not None
    if seat == c.attacker_seat:
        return c.attacker
    if seat == c.defender_seat:
        return c.defender
    return None


def combat_plays(state: DtState, seat: int) -> list[str]:
    """Every card play `seat` may make now in step 4 (the actions, without 'done')."""
    c = state.combat
    assert c is not None
    player = state.players[seat]
    plays: list[str] = use_plays(state, seat) + group_plays(state, seat)
    mine = own_combatant(state, seat)
    for card in sorted(set(player.hand), key=player.hand.index):
        d = card_def(card)
        if d.type == "special":
            plays += special_plays(state, seat, card)
        elif d.type == "art" and mine is not None:
            if cancelled(state, d, combatants(state)):
                continue
            casters = [w.handle for w in player.warriors if not w.cover and can_caster(w, d.aspect, state)]
            if is_legion(warrior(state, mine)):
                # The Art never helps the Dark Legion, unless a card lets a Heretic cast it.
                casters = [h for h in casters if effects_on(warrior(state, h), "conjure")]
            if d.spell == "personal":
                casters = [h for h in casters if h == mine or effects_on(warrior(state, h), "spells_as_combat")]
            if d.needs_legion_opponent:
                other = c.defender if mine == c.attacker else c.attacker
                if not legion_member(state, warrior(state, other)):
                    continue
            if d.spell == "turn_start" or d.target in ACTION_PHASE_TARGETS:
                continue
            for caster in casters:
                plays += spell_plays(state, seat, card, caster)
    return plays


ACTION_PHASE_TARGETS = ("enemy_warrior", "order_target", "command", "plan_player")
"""Spells cast in their player's own action phase only (orders on another player, Command, Empathy)."""


def group_plays(state: DtState, seat: int) -> list[str]:
    """Group combat in step 4: a Reinforcements! of `seat` lying in the combat calls another of its
    warriors for its price (`use CARD W`); a side facing a group chooses whom its blow falls on
    (`strike W`)."""
    c = state.combat
    assert c is not None
    mine = own_combatant(state, seat)
    if mine is None:
        return []
    plays: list[str] = []
    for card, owner in c.played.items():
        price = sum(e.amount for e in card_def(card).effects if e.kind == "reinforce")
        if owner == seat and price and state.players[seat].destiny >= price:
            plays += [f"use {card} {h}" for h in reinforcements(state, seat, mine)]
    other = c.defender if mine == c.attacker else c.attacker
    group = [other, *[h for h in c.helpers.get(other, []) if find(state, h) is not None]]
    if len(group) > 1:
        plays += [f"strike {h}" for h in group if h != struck(state, other)]
    return plays


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


def spell_plays(state: DtState, seat: int, card: str, caster: str) -> list[str]:
    """The casts of Art `card` by `caster`: a new defender (`cast CARD CASTER W`), or a number of
    steps of its cost (`cast CARD CASTER N`; N from 0 when a part of the spell is free)."""
    d = card_def(card)
    c = state.combat
    player = state.players[seat]
    if d.target == "redeemable":
        fee = casting_fee(state, caster, card)
        return [
            f"cast {card} {caster} {w.handle}"
            for p in state.players
            for w in p.warriors
            if (not w.cover or w.handle in combatants(state))
            and redeemable(state, w)
            and not cancelled(state, d, [w.handle])
            and redeem_cost(w, card) + fee <= player.destiny
        ]
    if d.target == "own_warrior":
        assert c is not None
        if seat != c.defender_seat:
            return []
        return [f"cast {card} {caster} {w.handle}" for w in player.warriors if w.handle != c.defender]
    if d.target == "any_warrior":
        assert c is not None
        eligible = any(e.kind == "redirect" and e.tag == "eligible" for e in d.effects)
        attacker = warrior(state, c.attacker)
        return [
            f"cast {card} {caster} {w.handle}"
            for s, p in enumerate(state.players)
            if s != c.attacker_seat
            for w in p.warriors
            if not w.cover and w.handle != c.defender and (not eligible or may_attack(state, attacker, w))
        ]
    if d.target in ("teleport", "ds_card") and spell_cost(state, caster, card, 1) > player.destiny:
        return []
    if d.target == "teleport":
        return teleports(state, seat, card, caster)
    if d.target == "ds_card":
        shown = combatants(state)
        walls = warrior(state, caster).walls
        return [
            f"cast {card} {caster} {x}"
            for p in state.players
            for w in p.warriors
            if not w.cover or w.handle in shown
            for x in w.attached
            if card_def(x).type == "symmetry" and x not in walls
        ]
    if d.target == "plan_player":  # Empathy: cast as actions
        return _player_casts(state, seat, card, caster) if state.actions_left >= d.actions else []
    if d.target in ACTION_PHASE_TARGETS or d.target == "two_fighters":
        # Its price (turn._turn_action): the caster's conjuring fee, and Command's destiny.
        price = casting_fee(state, caster, card) + sum(e.amount for e in d.effects if e.kind == "command")
        if price > player.destiny:
            return []
        return [f"cast {card} {caster} {t}" for t in order_spell_targets(state, seat, d)]
    if d.target == "copy":
        return [
            f"cast {card} {caster} {w.handle}"
            for p in state.players
            for w in p.warriors
            if not w.cover and w.handle != caster and copy_cost(w) + casting_fee(state, caster, card) <= player.destiny
        ]
    if d.target == "opponent":
        return _player_casts(state, seat, card, caster)
    if not spell_per(card):  # a free spell still costs its conjuring fee
        return [f"cast {card} {caster} 1"] if spell_cost(state, caster, card, 1) <= player.destiny else []
    n = 0 if any(not e.per for e in d.effects) else 1
    plays: list[str] = []
    while spell_cost(state, caster, card, n) <= player.destiny:
        plays.append(f"cast {card} {caster} {n}")
        n += 1
    return plays


def _player_casts(state: DtState, seat: int, card: str, caster: str) -> list[str]:
    """Spells on another player (`cast SPELL CASTER pN [N]`): a look costs one step; a spell in
    steps offers each number of steps you can pay; a question offers each card type."""
    d = card_def(card)
    others = [f"p{s + 1}" for s, p in enumerate(state.players) if s != seat and not p.out]
    destiny = state.players[seat].destiny
    if spell_cost(state, caster, card, 1) > destiny:
        return []
    kinds = {e.kind for e in d.effects}
    if "question" in kinds:
        return [f"cast {card} {caster} {p} {t}" for p in others for t in range(1, 8)]
    if not kinds & {"dominate", "random_discard"}:
        return [f"cast {card} {caster} {p}" for p in others]
    steps = [n for n in range(1, destiny + 1) if spell_cost(state, caster, card, n) <= destiny]
    return [f"cast {card} {caster} {p} {n}" for p in others for n in steps]


def player_cast(state: DtState, words: list[str]) -> tuple[str, int, int]:
    """A cast on a player: its target (the seat as text), its steps (a question's number), its cost."""
    card, caster = words[1], words[2]
    units = int(words[4]) if len(words) > 4 else 1
    asks = any(e.kind == "question" for e in card_def(card).effects)
    return str(int(words[3][1:]) - 1), units, spell_cost(state, caster, card, 1 if asks else units)


def teleports(state: DtState, seat: int, card: str, caster: str) -> list[str]:
    """Teleportation's casts: an equipment card of a face-up non-Legion warrior to another such
    warrior of the same player that may carry it (`cast CARD CASTER EQUIPMENT W`), or one of your
    own back to your hand (`cast CARD CASTER EQUIPMENT`)."""
    shown = combatants(state)
    plays: list[str] = []
    for s, p in enumerate(state.players):
        ups = [w for w in p.warriors if (not w.cover or w.handle in shown) and not is_legion(w)]
        for w in ups:
            for x in w.attached:
                if card_def(x).type != "equipment":
                    continue
                plays += [
                    f"cast {card} {caster} {x} {o.handle}"
                    for o in ups
                    if o is not w and not o.cover and may_receive(state, s, o, x)
                ]
                if s == seat:
                    plays.append(f"cast {card} {caster} {x}")
    return plays


def use_plays(state: DtState, seat: int) -> list[str]:
    """Equipment `seat` may use now (trigger 'use'): a First Aid Kit on a visible warrior in the
    action phase or in step 4; the rest on its own fighter in step 4."""
    c = state.combat
    in_step4 = state.phase == "modify" and c is not None
    mine = own_combatant(state, seat) if in_step4 else None
    plays: list[str] = []
    for w in state.players[seat].warriors:
        if w.cover and w.handle != mine:
            continue
        for card in [w.card, *w.attached]:
            used = [e for e in card_def(card).effects if e.trigger == "use" and tags_hold(e, w)]
            kinds = {e.kind for e in used}
            again = "reinforce" in kinds  # True Gate calls one reinforcement per payment
            if not used or not _usable(state, seat, w.handle, used) or (c is not None and card in c.used and not again):
                continue
            if card in state.used_this_turn:
                continue
            if "winds" in kinds or "pay_action" in kinds or kinds & OWN_PHASE_USES:
                if in_step4 or state.phase != "actions" or seat != state.current:
                    continue
            elif not kinds & ANYTIME_USES and w.handle != mine:
                continue
            targets = [""]
            if any(e.who == "target" and e.kind == "heal" for e in used):
                targets = heal_targets(state, seat, w.handle)
            elif "order" in kinds:
                others = [o.handle for s, p in enumerate(state.players) if s != seat for o in p.warriors if not o.cover]
                modes = (" must", " not") if any(e.tag == "choose" for e in used) else ("",)
                targets = [h + m for h in others for m in modes]
            elif "raise_dead" in kinds:
                targets = raisable(state, seat)
            elif "reinforce" in kinds:
                targets = reinforcements(state, seat, w.handle)
            elif any(e.who == "target" and e.kind == "wound" for e in used):
                targets = [o.handle for o in state.players[seat].warriors if o.handle != w.handle and not is_legion(o)]
            elif "discard_equipment" in kinds:
                shown = combatants(state)
                targets = [
                    x
                    for p in state.players
                    for o in p.warriors
                    if (not o.cover or o.handle in shown) and card not in o.walls
                    for x in o.attached
                    if card_def(x).type == "equipment"
                ]
            elif "raze" in kinds:
                assert c is not None
                targets = [x for h in (c.attacker, c.defender) for x in forts_of(state, h)]
            elif any(e.per for e in used):
                per = max(e.per for e in used)
                targets = [str(n) for n in range(1, state.players[seat].destiny // per + 1)]
            elif "look_hand" in kinds:
                targets = [f"p{s + 1}" for s, p in enumerate(state.players) if s != seat and not p.out]
            elif kinds & {"force_cover", "status", "age"}:
                targets = [
                    o.handle
                    for s, p in enumerate(state.players)
                    if s != seat
                    for o in p.warriors
                    if not o.cover and card not in o.walls
                ]
            plays += [f"use {card} {t}".strip() for t in targets]
    if state.phase == "actions" and not in_step4 and seat == state.current:
        for site in state.players[seat].sites:
            used = [e for e in card_def(site).effects if e.trigger == "use"]
            cost = sum(e.amount for e in used if e.kind == "pay_action")
            if used and state.actions_left >= cost:
                plays += [f"use {site} {x}" for x in all_forts(state)]
    return plays


def forts_of(state: DtState, handle: str) -> list[str]:
    """The fortifications that protect a warrior: one lying on it, and the sites of its player
    that cover it."""
    seat, w = find(state, handle) or (0, None)
    assert w is not None
    own = [x for x in w.attached if card_def(x).type == "fortification" or "fortification" in card_def(x).tags]
    wd = card_def(w.card)
    orgs = memberships(state, w, visits=False)
    sites = [
        x
        for x in state.players[seat].sites
        if any(e.kind == "modify" and (e.tag in wd.tags or e.tag in orgs) for e in card_def(x).effects)
    ]
    return own + sites


def all_forts(state: DtState) -> list[str]:
    """Every fortification in play that may be razed: the sites, and those on face-up warriors."""
    found = [x for p in state.players for x in p.sites if card_def(x).type == "fortification"]
    found += [
        x
        for p in state.players
        for w in p.warriors
        if not w.cover
        for x in w.attached
        if card_def(x).type == "fortification" or "fortification" in card_def(x).tags
    ]
    return found


ANYTIME_USES = {"heal", "discard_equipment", "force_cover"}
OWN_PHASE_USES = {"order", "raise_dead"}
"""Uses open only in their player's own action phase (orders on the next turn, raising the dead)."""


def raisable(state: DtState, seat: int) -> list[str]:
    """Warriors in any discard pile that may join `seat`'s table (Animate Dead): one per name and pile,
    no personality `seat` already has in play."""
    found: list[str] = []
    for p in state.players:
        names: set[str] = set()
        for card in p.discard:
            d = card_def(card)
            if d.type != "warrior" or d.code in names:
                continue
            names.add(d.code)
            if not (d.personality and any(card_def(w.card).code == d.code for w in state.players[seat].warriors)):
                found.append(card)
    return found


"""Uses open at any time (the action phase and step 4), not only to a fighter."""


def tags_hold(e: Effect, w: Warrior) -> bool:
    t = card_def(w.card).tags
    return (not e.if_tag or e.if_tag in t) and not (e.unless_tag and e.unless_tag in t)


def _usable(state: DtState, seat: int, handle: str, used: list[Effect]) -> bool:
    c = state.combat
    player = state.players[seat]
    w = warrior(state, handle)
    for e in used:
        if e.kind in ("escape", "pay_destiny") and player.destiny < e.amount:
            return False
        if e.kind == "pay_action" and state.actions_left < e.amount:
            return False
        if e.kind == "winds" and player.winds_used:
            return False
        if e.kind == "storm" and (e.tag == "attack" and (state.attacked or player.turns_taken == 0)):
            return False
        if e.kind in ("storm", "battlefield", "age") and c is not None:
            return False
        if e.condition == "wounded" and not w.wounded:
            return False
        if e.kind == "heal" and e.who == "bearer" and not w.wounded:
            return False
        if e.condition in ("tactic_fight", "defending") or e.kind in ("take_cover", "protect", "mine", "escape"):
            if c is None or handle not in (c.attacker, c.defender):
                return False
            if e.condition == "tactic_fight" and c.tactic != "fight":
                return False
            if e.condition == "defending" and handle != c.defender:
                return False
            if e.kind == "take_cover" and w.cover:
                return False
            if e.kind == "protect" and handle in c.protected:
                return False
        if e.kind in ("modify", "switch_tactic") and (c is None or handle not in (c.attacker, c.defender)):
            return False
    return True


def special_cost(card: str, stepped: bool, units: int) -> int:
    """Destiny a special played in steps costs (`play CARD TARGET N`: N steps of its `per`)."""
    return units * play_per(card) if stepped else 0


def play_per(card: str) -> int:
    """Destiny per step of a special played in steps (its played effects', not its uses')."""
    return max((e.per for e in card_def(card).effects if not e.trigger), default=0)


def special_plays(state: DtState, seat: int, card: str) -> list[str]:
    """The plays of special `card` now, with the number of steps for a card priced per step."""
    plays = _special_plays(state, seat, card)
    per = play_per(card)
    if not per:
        return plays
    most = state.players[seat].destiny // per
    if any(e.kind == "undercover" for e in card_def(card).effects):
        most = min(most, len(lying_cards(state)))  # no step paid for a card that is not there
    return [f"{p} {n}" for p in plays for n in range(1, most + 1)]


def _special_plays(state: DtState, seat: int, card: str) -> list[str]:
    """The plays of special `card` now: in combat (combat, defending and any-time cards) or in
    one's own action phase (any-time cards)."""
    d = card_def(card)
    c = state.combat
    in_step4 = state.phase == "modify" and c is not None
    if d.timing in ("combat", "defending") and not in_step4:
        return []
    if d.timing in ("turn_start", "", "after_attack", "reaction"):
        return []
    if d.timing in ("own_turn", "action") and (in_step4 or seat != state.current or state.phase != "actions"):
        return []
    if d.timing == "action" and state.actions_left < d.actions:
        return []
    if not _special_allowed(state, seat, d):
        return []
    shown = [] if d.attaches else combatants(state)
    face_up = [w for p in state.players for w in p.warriors if not w.cover or w.handle in shown]
    mine = [w for w in state.players[seat].warriors if not w.cover or w.handle in shown]
    if d.target == "none":
        return [f"play {card}"]
    if d.target == "my_fighter":
        own = own_combatant(state, seat) if c is not None else None
        return [f"play {card} {own}"] if own else []
    if d.target in ("weapon_fight", "weapon_shoot_opponent", "weapon_mg"):
        assert c is not None
        found = []
        for h in (c.attacker, c.defender):
            w = warrior(state, h)
            if d.target == "weapon_shoot_opponent" and h == own_combatant(state, seat):
                continue
            for x in w.attached:
                t = card_def(x).tags
                if d.target == "weapon_fight" and "fight-weapon" in t and "shoot-weapon" not in t:
                    found.append(x)
                if d.target == "weapon_shoot_opponent" and "shoot-weapon" in t:
                    found.append(x)
                if d.target == "weapon_mg" and "machine-gun" in t:
                    found.append(x)
        return [f"play {card} {x}" for x in found if x not in c.void]
    if d.target == "mission":
        missions = [m.card for p in state.players for m in p.missions]
        missions += [x for w in face_up for x in w.attached if card_def(x).type == "mission"]
        if any(e.kind == "transfer" for e in d.effects):
            missions = [x for x in missions if holders(state, x)]
        return [f"play {card} {x}" for x in missions]
    if d.target == "discard_pile":
        first: dict[str, str] = {}
        for x in state.players[seat].discard:
            first.setdefault(card_def(x).code, x)
        return [f"play {card} {x}" for x in first.values()]
    if d.target == "lying":
        return [f"play {card} {x}" for x in lying_cards(state)]
    if d.target == "trade":
        return trades(state, seat, card)
    if d.target == "hand_mission":
        return secret_plays(state, seat, card)
    if d.target == "warrior":
        return [f"play {card} {w.handle}" for w in face_up]
    if d.target == "legion_gift":
        return [
            f"play {card} {x}"
            for w in face_up
            if legion_member(state, w)
            for x in w.attached
            if card_def(x).type == "symmetry"
        ]
    if d.target == "own_commoner":
        return [f"play {card} {w.handle}" for w in mine if not card_def(w.card).personality]
    if d.target == "own_doomtrooper":
        return [f"play {card} {w.handle}" for w in mine if not w.cover and not is_legion(w)]
    if d.target == "own_brotherhood":
        return [f"play {card} {w.handle}" for w in mine if faction(w) == "brotherhood"]
    if d.target == "legion_warrior":
        return [f"play {card} {w.handle}" for w in face_up if is_legion(w)]
    if d.target == "doomtrooper":
        return [f"play {card} {w.handle}" for w in face_up if not is_legion(w)]
    if d.target in MEMBERSHIP_TARGETS:
        return [f"play {card} {w.handle}" for w in face_up if _membership_target(state, d, w)]
    if d.target == "opponent":
        return [f"play {card} p{s + 1}" for s, p in enumerate(state.players) if not p.out and s != seat]
    if d.target == "fortification":
        return [f"play {card} {x}" for x in all_forts(state)]
    if d.target == "own_card":
        me = state.players[seat]
        held = [w.handle for w in me.warriors if not w.cover and w.owner < 0]  # a possessed or raised card is not yours
        held += [x for w in me.warriors if not w.cover for x in w.attached if x not in w.lent]
        return [f"play {card} {x}" for x in held]
    if d.target == "combatant":
        assert c is not None
        return [f"play {card} {h}" for h in (c.attacker, c.defender)]
    if d.target == "own_combatant":
        assert c is not None
        if seat != c.defender_seat or warrior(state, c.defender).cover:
            return []
        return [f"play {card} {c.defender}"]
    if d.target == "player":
        return [f"play {card} p{s + 1}" for s, p in enumerate(state.players) if not p.out]
    if d.target == "covered":
        return [f"play {card} {w.handle}" for p in state.players for w in p.warriors if w.cover]
    if d.target == "equipped":
        shown = combatants(state)
        return [
            f"play {card} {e}"
            for p in state.players
            for w in p.warriors
            if not w.cover or w.handle in shown
            for e in w.attached
            if card_def(e).type == "equipment"
        ]
    return []


MEMBERSHIP_TARGETS = ("joinable", "memberful", "freelancer", "taintable", "heretic", "gifted_heretic")


def _membership_target(state: DtState, d: CardDef, w: Warrior) -> bool:
    """Whether face-up warrior `w` may take membership card `d` (its target, see carddef.Target)."""
    own = memberships(state, w)
    if d.target == "heretic":
        return heretic(state, w)
    if d.target == "gifted_heretic":
        return heretic(state, w) and any(card_def(x).type == "symmetry" for x in w.attached)
    if is_legion(w):
        return False
    if d.target == "joinable":
        return all(e.tag not in own and e.unless_tag not in own for e in d.effects if e.kind == "join")
    if d.target == "memberful":
        return not steadfast(w) and bool(
            own - {"legion"} or any(e.kind == "join" for x in w.attached for e in card_def(x).effects)
        )
    if d.target == "freelancer":
        return not own
    return not steadfast(w) and not heretic(state, w)


def _special_allowed(state: DtState, seat: int, d: CardDef) -> bool:
    """The conditions a special states for being played: a Brotherhood warrior in your squad (the
    Essences), 5 promotion points (Twist of Fate)."""
    for e in d.effects:
        if e.condition == "have_brotherhood" and not any(
            "brotherhood" in memberships(state, w) for w in state.players[seat].warriors
        ):
            return False
        if e.kind == "gamble" and state.players[seat].promotion < 5:
            return False
        if e.kind == "reinforce":
            mine = own_combatant(state, seat) if state.combat is not None else None
            if mine is None or state.players[seat].destiny < e.amount or not reinforcements(state, seat, mine):
                return False
        if e.kind == "silver_spoon":
            me = state.players[seat]
            joined = [
                w for w in me.warriors if w.handle in state.joined and faction(w) not in ("legion", "brotherhood")
            ]
            if not joined or me.destiny < e.times:
                return False
    return True


def changes_combat(card: str) -> bool:
    return any(e.kind in COMBAT_VALUE_KINDS for e in card_def(card).effects)


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
    player = state.players[seat]
    player.hand.remove(card)
    events: list[Event] = []
    if words[0] == "cast" and d.target in ("teleport", "ds_card"):
        c.played[card] = seat
        return cast_on_card(state, seat, card, words[2:])
    if words[0] == "cast":
        caster, arg = words[2], " ".join(words[3:])
        spell_cast(state, caster)
        if d.target in ("own_warrior", "any_warrior", "copy", "redeemable", "two_fighters"):
            units, target = 0, arg
            cost = casting_fee(state, caster, card)
            if d.target == "copy":
                cost += copy_cost(warrior(state, arg))
            if d.target == "redeemable":
                cost += redeem_cost(warrior(state, arg), card)
            player.destiny -= cost
        elif arg.startswith("p"):
            target, units, cost = player_cast(state, words)
            player.destiny -= cost
        else:
            units = int(arg)
            if d.spell == "anytime" or (d.spell == "personal" and caster == own_combatant(state, seat)):
                target = caster
            else:
                target = own_combatant(state, seat) or caster
            cost = spell_cost(state, caster, card, units)
            player.destiny -= cost
        events.append(Event.public("dt-cast", caster=named(state, caster), card=Card(card), n=cost))
        c.played[card] = seat
        events += apply_played(state, seat, card, target, units)
        return events
    target = words[2] if len(words) > 2 else ""
    events.append(Event.public("dt-play-special", who=Seat(seat), card=Card(card)))
    if not d.lasting and not d.attaches:
        c.played[card] = seat
    if target.startswith("p"):
        target = str(int(target[1:]) - 1)
    units = int(words[3]) if len(words) > 3 else 1
    player.destiny -= special_cost(card, len(words) > 3, units)
    voided = special_cancelled(state, seat, card)
    if voided is not None:
        return events + voided
    events += apply_played(state, seat, card, target, units)
    return events


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
    first = c.first or _first_striker(state)
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
    events = [Event.public("dt-resolve", **_values(state))]
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


def _first_striker(state: DtState) -> str:
    """The one fighter whose card always strikes first (Time Death), if just one does."""
    c = state.combat
    assert c is not None
    found = []
    for h in (c.attacker, c.defender):
        w = warrior(state, h)
        for card in [w.card, *w.attached]:
            d = card_def(card)
            if any(e.kind == "first_strike" and not e.trigger for e in d.effects) and not cancelled(
                state, d, combatants(state), card
            ):
                found.append(h)
    if (
        not found
        and c.tactic == "fight"
        and any(e.kind == "frenzy" for p in state.players for x in p.lasting for e in card_def(x.card).effects)
    ):
        found = [h for h in (c.attacker, c.defender) if "necromutant" in card_def(warrior(state, h).card).tags]
    return found[0] if len(found) == 1 else ""


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


def victim_meets(state: DtState, e: Effect, k: Warrior, v: Warrior, survives: bool) -> bool:
    """The conditions of a warrior's mission on the warrior it kills."""
    vd, kd = card_def(v.card), card_def(k.card)
    member = e.tag in memberships(state, v)
    checks = {
        "": True,
        "victim_covered": v.cover,
        "victim_healthy": not v.wounded,
        "victim_faction": member,
        "victim_faction_commoner": member and not vd.personality,
        "victim_personality": vd.personality,
        "victim_legion": legion_member(state, v),
        "victim_tagged": e.tag in vd.tags,
        "victim_double_value": survives and vd.value >= 2 * kd.value,
    }
    return checks.get(e.condition, False)


def fulfil_missions(state: DtState, killer: str, seat: int, victim: str, survives: bool = True) -> list[Event]:
    """Missions that `killer` (of `seat`) fulfils by killing `victim` (checked before anyone is
    removed, since the combat is simultaneous; `survives`: the killer lives through it): their
    reward is owed like a kill's points and the mission is discarded."""
    k = warrior(state, killer)
    v_seat, v = find(state, victim) or (0, None)
    assert v is not None
    player = state.players[seat]
    events: list[Event] = []
    done: list[str] = []
    for card in [*k.attached, *secrets_on(state, seat, killer)]:
        for e in card_def(card).effects:
            if e.kind == "mission_points" and e.trigger == "kills" and victim_meets(state, e, k, v, survives):
                done.append(card)
                break
    events += _portal(state, seat, k, victim)
    for m in [*player.missions, *secret_player_missions(state, seat)]:
        for e in card_def(m.card).effects:
            if e.kind != "mission_points":
                continue
            if e.condition == "victim_brotherhood":
                if m.target == seat and v_seat != seat and "brotherhood" in memberships(state, v):
                    done.append(m.card)
                continue
            if e.condition == "victim_citadel":
                sieged = any("citadel" in card_def(x).tags for x in forts_of(state, victim))
                if m.target == seat and v_seat != seat and sieged:
                    done.append(m.card)
                continue
            if m.target != v_seat:
                continue
            rest = [w for w in state.players[v_seat].warriors if w.handle != victim]
            cohort = e.condition == "last_of_cohort" and not is_legion(k) and is_legion(v)
            squad = e.condition == "last_of_squad" and is_legion(k) and not is_legion(v)
            if (cohort and not any(is_legion(w) for w in rest)) or (squad and all(is_legion(w) for w in rest)):
                done.append(m.card)
    spied = False
    for card in done:
        e = next(x for x in card_def(card).effects if x.kind == "mission_points")
        reward = e.amount + e.times * card_def(v.card).value
        void = mission_void(state, seat, card)
        holder = seat
        on_warrior = card in k.attached
        if on_warrior:
            k.attached.remove(card)
            holder = k.lent.pop(card, seat)  # a mission moved onto this warrior (File Transfer)
        player.missions = [m for m in player.missions if m.card != card]
        events += reveal(state, seat, card)
        state.players[holder].discard.append(card)
        if void:
            events.append(Event.public("dt-mission-void", who=Seat(seat), card=Card(card)))
            continue
        events.append(Event.public("dt-mission-fulfilled", who=Seat(seat), card=Card(card), n=reward))
        found = spy(state, seat) if on_warrior and not spied else None
        if found is not None:
            spied = True
            events += _spied(state, killer, found[0], found[1])
            events += earn(state, found[0], reward, card, promotion_only=e.promotion, rate=e.rate)
            continue
        events += earn(state, seat, reward, card, promotion_only=e.promotion, rate=e.rate)
    if spied:
        events += remove_warrior(state, killer)
    return events


def _spied(state: DtState, killer: str, spy_seat: int, reveal: list[Event]) -> list[Event]:
    """Spy in the Ranks: the mission's reward and the kill's points go to `spy_seat`; the
    warrior is discarded once its missions are settled."""
    if state.combat is not None:
        state.combat.spies[killer] = spy_seat
    return [*reveal, Event.public("dt-spy", who=Seat(spy_seat), warrior=named(state, killer))]


def _portal(state: DtState, seat: int, k: Warrior, victim: str) -> list[Event]:
    """Portal of the Great Conqueror: its warrior kills a warrior of faction `tag` and Value at
    least `amount`; the kill earns nothing, and every warrior in play turns profane."""
    c = state.combat
    events: list[Event] = []
    for card in list(k.attached):
        for e in card_def(card).effects:
            if e.kind != "profane_all" or faction(warrior(state, victim)) != e.tag:
                continue
            if value(state, victim, "V") < e.amount or c is None:
                continue
            k.attached.remove(card)
            state.players[seat].discard.append(card)
            c.no_points.append(victim)
            events.append(Event.public("dt-mission-completed", who=Seat(seat), card=Card(card)))
            events += profane_all(state)
    return events


def abort_if_gone(state: DtState) -> list[Event]:
    """A combatant that leaves play during step 4 ends the combat at once, with no wounds."""
    c = state.combat
    if c is None or (find(state, c.attacker) and find(state, c.defender)):
        return []
    for card, owner in c.played.items():
        state.players[owner].discard.append(card)
    state.combat = None
    return [Event.public("dt-combat-ends")]


def order_spell_targets(state: DtState, seat: int, d: CardDef) -> list[str]:
    """The arguments of a spell that names warriors: Suggestion (a face-up warrior of another player),
    Telepathic Message (a warrior and the player who must attack it), Command (an attacker of another
    player and a defender it may attack), Greater Telepathy (two fighters and the tactic)."""
    face_up = [(s, w) for s, p in enumerate(state.players) if not p.out for w in p.warriors if not w.cover]
    if d.target == "enemy_warrior":
        return [w.handle for s, w in face_up if s != seat]
    if d.target == "order_target":
        return [f"{w.handle} p{s + 1}" for s in range(len(state.players)) if s != seat for o, w in face_up if o != s]
    if d.target == "command":
        cost = sum(e.amount for e in d.effects if e.kind == "command")
        if state.attacked or state.players[seat].turns_taken == 0 or state.players[seat].destiny < cost:
            return []
        return [
            f"{a.handle} {t.handle}"
            for s, a in face_up
            if s != seat and can_start_attack(state, a)
            for o, t in face_up
            if o != s and t.handle in {x.handle for x in allowed_targets(state, a, [t])} and may_attack(state, a, t)
        ]
    c = state.combat
    if c is None:
        return []
    fighters = [(s, w) for s, w in face_up if "asleep" not in w.statuses and "art" not in immunities(state, w.handle)]
    now = (c.attacker, c.defender, c.tactic)
    return [
        f"{a.handle} {t.handle} {tactic}"
        for s, a in fighters
        for o, t in fighters
        if o != s
        for tactic in ("fight", "shoot")
        if (a.handle, t.handle, tactic) != now
    ]
