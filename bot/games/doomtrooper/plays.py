"""The plays a seat may make now in step 4, and the casts of the Art in and out of combat."""

from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.effects import USED
from bot.games.doomtrooper.fighting import own_combatant, reinforcements, struck
from bot.games.doomtrooper.prices import naming_cost
from bot.games.doomtrooper.rules import (
    allowed_targets,
    can_caster,
    can_start_attack,
    cancelled,
    combatants,
    effects_on,
    find,
    immunities,
    is_legion,
    legion_member,
    may_attack,
    may_receive,
    redeemable,
    spell_cost,
    spell_per,
    warrior,
)
from bot.games.doomtrooper.special_plays import special_plays
from bot.games.doomtrooper.state import DtState
from bot.games.doomtrooper.use_plays import use_plays

COMBAT_VALUE_KINDS = {"modify", "modify_per_destiny", "take_cover", "change_defender", *USED}


def changes_combat(card: str) -> bool:
    return any(e.kind in COMBAT_VALUE_KINDS for e in card_def(card).effects)


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


def spell_plays(state: DtState, seat: int, card: str, caster: str) -> list[str]:
    """The casts of Art `card` by `caster`: a new defender (`cast CARD CASTER W`), or a number of
    steps of its cost (`cast CARD CASTER N`; N from 0 when a part of the spell is free)."""
    d = card_def(card)
    c = state.combat
    player = state.players[seat]
    if d.target == "redeemable":
        return [
            f"cast {card} {caster} {w.handle}"
            for p in state.players
            for w in p.warriors
            if (not w.cover or w.handle in combatants(state))
            and redeemable(state, w)
            and not cancelled(state, d, [w.handle])
            and naming_cost(state, caster, card, w.handle) <= player.destiny
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
        targets = order_spell_targets(state, seat, d)
        return [f"cast {card} {caster} {t}" for t in targets if naming_cost(state, caster, card, t) <= player.destiny]
    if d.target == "copy":
        return [
            f"cast {card} {caster} {w.handle}"
            for p in state.players
            for w in p.warriors
            if not w.cover and w.handle != caster and naming_cost(state, caster, card, w.handle) <= player.destiny
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
