"""Questions about a position: who is where, who may attack whom, immunities, combat values."""

from bot.games.doomtrooper.cards import CORPORATIONS, CardDef, card_def
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.state import DtState, Warrior


def find(state: DtState, handle: str) -> tuple[int, Warrior] | None:
    for seat, player in enumerate(state.players):
        for warrior in player.warriors:
            if warrior.handle == handle:
                return seat, warrior
    return None


def warrior(state: DtState, handle: str) -> Warrior:
    found = find(state, handle)
    if found is None:
        raise KeyError(handle)
    return found[1]


def owner(state: DtState, handle: str) -> int:
    found = find(state, handle)
    if found is None:
        raise KeyError(handle)
    return found[0]


def faction(w: Warrior) -> str:
    return card_def(w.card).faction


def is_legion(w: Warrior) -> bool:
    return faction(w) == "legion"


def tags(w: Warrior) -> frozenset[str]:
    return card_def(w.card).tags


def in_play(state: DtState, seat: int) -> list[Warrior]:
    return state.players[seat].warriors


def alive_seats(state: DtState) -> list[int]:
    return [s for s, p in enumerate(state.players) if not p.out]


def may_attack(state: DtState, attacker: Warrior, defender: Warrior) -> bool:
    """The affiliation rules of step 1 (card texts first)."""
    if any(e.kind == "attack_any" for e in card_def(attacker.card).effects):
        return True
    mine, theirs = faction(attacker), faction(defender)
    if mine == "legion":
        return True
    if mine == "brotherhood":
        return theirs == "legion"
    if theirs == "brotherhood":
        return False
    return theirs != mine or mine not in CORPORATIONS


def can_start_attack(state: DtState, w: Warrior) -> bool:
    return not w.cover and w.left_cover_turn != state.turn


def _statics(state: DtState, seat: int, w: Warrior) -> list[tuple[CardDef, Effect]]:
    """Every static effect touching `w`'s immunities: its own card, its attachments, and the
    'your tagged warriors' texts of its owner's other warriors."""
    found: list[tuple[CardDef, Effect]] = []
    for card in [w.card, *w.attached]:
        d = card_def(card)
        found += [(d, e) for e in d.effects if e.kind == "immunity" and e.who == "bearer"]
    for other in state.players[seat].warriors:
        d = card_def(other.card)
        for e in d.effects:
            if e.kind == "immunity" and e.who == "yours_tagged" and e.tag in tags(w):
                found.append((d, e))
    return found


def immunities(state: DtState, handle: str) -> set[str]:
    found = find(state, handle)
    if found is None:
        return set()
    seat, w = found
    return {e.immune for _, e in _statics(state, seat, w)}


def blocks(immune: set[str], source: CardDef) -> bool:
    """Whether immunities `immune` cancel the effects of card `source`."""
    if source.type == "art":
        return "art" in immune
    if source.type == "symmetry":
        return "ds" in immune or ("ds-gifts" in immune and not source.aspect)
    return False


def cancelled(state: DtState, source: CardDef, involved: list[str]) -> bool:
    """Immunity cancels an Art or Dark Symmetry effect whenever an immune warrior is involved."""
    return any(blocks(immunities(state, h), source) for h in involved)


def combatants(state: DtState) -> list[str]:
    c = state.combat
    return [] if c is None else [c.attacker, c.defender]


def opponent_of(state: DtState, handle: str) -> str | None:
    c = state.combat
    if c is None:
        return None
    if handle == c.attacker:
        return c.defender
    if handle == c.defender:
        return c.attacker
    return None


def best_weapon(state: DtState, w: Warrior, stat: str) -> str | None:
    """The one weapon a warrior uses in a combat: the best for the chosen tactic."""
    best: tuple[int, str] | None = None
    for card in w.attached:
        d = card_def(card)
        if not d.weapon or ("fight-weapon" if stat == "F" else "shoot-weapon") not in d.tags:
            continue
        worth = sum(abs(e.amount) for e in d.effects if e.kind == "modify" and stat in e.stats)
        if best is None or worth > best[0]:
            best = (worth, card)
    return best[1] if best else None


def weapons_for(w: Warrior, stat: str) -> list[str]:
    """The weapons `w` carries for tactic `stat` ('F' or 'S'), one per name (copies are the same choice)."""
    tag = "fight-weapon" if stat == "F" else "shoot-weapon"
    found: dict[str, str] = {}
    for card in w.attached:
        d = card_def(card)
        if d.weapon and tag in d.tags:
            found.setdefault(d.code, card)
    return list(found.values())


def combat_weapon(state: DtState, w: Warrior, stat: str) -> str | None:
    """The one weapon `w` uses: in a combat the one its player chose (if still carried), else the best."""
    c = state.combat
    if c is not None and stat == c.tactic[:1].upper():
        chosen = c.weapons.get(w.handle)
        if chosen and chosen in w.attached:
            return chosen
    return best_weapon(state, w, stat)


def value(state: DtState, handle: str, stat: str) -> int:
    """A warrior's current F, S, A or V, with every modifier that holds now."""
    seat, w = find(state, handle) or (None, None)
    assert seat is not None and w is not None
    base = card_def(w.card)
    total = {"F": base.fight, "S": base.shoot, "A": base.armor, "V": base.value}[stat]
    involved = combatants(state) if handle in combatants(state) else [handle]
    tactic = state.combat.tactic if state.combat is not None and handle in combatants(state) else ""
    # In a combat the one weapon is the one chosen for its tactic; outside, the best for this stat.
    weapon = combat_weapon(state, w, tactic[0].upper() if tactic else stat)
    for card in w.attached:
        d = card_def(card)
        if d.weapon and card != weapon:
            continue
        if cancelled(state, d, involved):
            continue
        total += sum(e.amount for e in d.effects if e.kind == "modify" and e.who == "bearer" and stat in e.stats)
    other = opponent_of(state, handle)
    if other is not None:
        ow = warrior(state, other)
        other_weapon = combat_weapon(state, ow, tactic[0].upper()) if tactic else None
        for card in [ow.card, *ow.attached]:
            d = card_def(card)
            if d.weapon and card != other_weapon:
                continue
            if cancelled(state, d, involved):
                continue
            total += sum(e.amount for e in d.effects if e.kind == "modify" and e.who == "opponent" and stat in e.stats)
        if state.combat is not None:
            for mod in state.combat.mods:
                if mod.target == handle and stat in mod.stats:
                    total += mod.amount
    if stat == "A" and w.cover:
        total += 3
    return total


def kills_on_wound(state: DtState, handle: str, victim: str) -> bool:
    w = warrior(state, handle)
    for card in [w.card, *w.attached]:
        d = card_def(card)
        if any(e.kind == "kill_on_wound" for e in d.effects) and not cancelled(state, d, [handle, victim]):
            return True
    return False


def personality_in_play(state: DtState, seat: int, code: str) -> bool:
    """Personalities are unique in play per side: one copy in a player's squad and cohort
    (an opponent may have their own)."""
    return any(card_def(w.card).code == code for w in state.players[seat].warriors)


def can_caster(w: Warrior, aspect: str) -> bool:
    aspects = card_def(w.card).aspects
    return "all" in aspects or aspect in aspects


def may_receive(state: DtState, seat: int, w: Warrior, card: str) -> bool:
    """Whether equipment or a gift `card` may be put on warrior `w`."""
    d = card_def(card)
    wd = card_def(w.card)
    if d.give_to == "doomtrooper" and wd.faction == "legion":
        return False
    if d.give_to not in ("", "doomtrooper") and d.give_to != wd.faction:
        return False
    held = [card_def(c) for c in w.attached]
    if d.type == "symmetry":
        if d.aspect and f"follower-{d.aspect}" not in wd.tags:
            return False
        return all(h.code != d.code for h in held)
    for tag in ("armor-suit", "force-shield"):
        if tag in d.tags and any(tag in h.tags for h in held):
            return False
    return not ("fight-weapon" in d.tags and any("vassht" in h.tags for h in held))
