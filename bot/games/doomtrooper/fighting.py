"""Who fights whom: the attacks a player may declare, the fighters and their groups, the values
compared, the weapons chosen, the fortifications that protect a warrior."""

from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.rules import (
    allowed_targets,
    can_start_attack,
    cancelled,
    combatants,
    effects_on,
    find,
    is_legion,
    may_attack,
    memberships,
    value,
    warrior,
    weapons_for,
)
from bot.games.doomtrooper.state import DtState, Warrior


def attack_pairs(state: DtState, seat: int) -> list[tuple[str, str]]:
    """Every attack `seat` may declare now, before orders narrow them: (attacker, defender or 'pN')."""
    out: list[tuple[str, str]] = []
    if "shroud" in state.global_status:
        return out
    for a in state.players[seat].warriors:
        if not can_start_attack(state, a) or (state.attack_with and a.handle != state.attack_with):
            continue
        if boaster(state, seat, a) and a.boasted != state.players[seat].turns_taken - 1:
            continue
        allowed = {t.handle for t in allowed_targets(state, a, [d for p in state.players for d in p.warriors])}
        for s, p in enumerate(state.players):
            if s == seat or p.out:
                continue
            if not p.warriors and any(e.kind == "secret_hq" for x in p.sites for e in card_def(x).effects):
                continue
            if not p.warriors:
                out.append((a.handle, f"p{s + 1}"))
                continue
            # A face-down warrior may always be named: whether the attack is allowed shows
            # only when it is turned up (listing only allowed ones would tell its faction).
            out += [
                (a.handle, d.handle) for d in p.warriors if d.handle in allowed and (d.cover or may_attack(state, a, d))
            ]
    return out


def boaster(state: DtState, seat: int, w: Warrior) -> bool:
    """A warrior that must announce its attack a turn ahead (Lane Chung), unless its partner is in play."""
    found = effects_on(w, "boast")
    if not found:
        return False
    partner = found[0].tag
    return not any(partner in card_def(o.card).tags for o in state.players[seat].warriors)


def own_combatant(state: DtState, seat: int) -> str | None:
    c = state.combat
    assert c is not None
    if seat == c.attacker_seat:
        return c.attacker
    if seat == c.defender_seat:
        return c.defender
    return None


def weapon_chooser(state: DtState) -> str | None:
    """The next fighter whose player must choose its weapon (more than one for the tactic)."""
    c = state.combat
    assert c is not None
    stat = c.tactic[0].upper()
    for handle in (c.attacker, c.defender):
        if handle not in c.weapons and len(weapons_for(warrior(state, handle), stat)) > 1:
            return handle
    return None


def combat_values(state: DtState) -> dict[str, int]:
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


def first_striker(state: DtState) -> str:
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
