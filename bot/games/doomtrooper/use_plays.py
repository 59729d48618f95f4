"""The `use` plays a seat may make now: equipment, warriors' own abilities, gifts and sites."""

from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.fighting import all_forts, forts_of, own_combatant, reinforcements
from bot.games.doomtrooper.rules import combatants, is_legion, warrior
from bot.games.doomtrooper.state import DtState, Warrior


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


ANYTIME_USES = {"heal", "discard_equipment", "force_cover"}
"""Uses open at any time (the action phase and step 4), not only to a fighter."""
OWN_PHASE_USES = {"order", "raise_dead"}
"""Uses open only in their player's own action phase (orders on the next turn, raising the dead)."""


def heal_targets(state: DtState, seat: int, bearer: str) -> list[str]:
    """The warriors a First Aid Kit on `bearer` may heal: wounded ones of its player, on its side."""
    legion = is_legion(warrior(state, bearer))
    return [w.handle for w in state.players[seat].warriors if w.wounded and is_legion(w) == legion]


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
