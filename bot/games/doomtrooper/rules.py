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
    """The printed faction (a warrior's home); `memberships` is what it belongs to now."""
    return card_def(w.card).faction


def is_legion(w: Warrior) -> bool:
    """The warrior's side: a Dark Legion warrior (printed, or a Doomtrooper possessed into its
    controller's cohort) rather than a Doomtrooper of a squad."""
    return faction(w) == "legion" or w.owner >= 0


def _joined(w: Warrior) -> list[str]:
    """The organisations the cards lying on `w` make it a member of, in the order they came
    ('home': its printed corporation, Reinstatement)."""
    found: list[str] = []
    for card in w.attached:
        for e in card_def(card).effects:
            if e.kind == "join":
                found.append(faction(w) if e.tag == "home" else e.tag)
    return found


def visitation(state: DtState) -> int:
    """The markers of the Dark Visitation lying in play (the highest, if several lie)."""
    return max(
        (
            x.markers
            for p in state.players
            for x in p.lasting
            if any(e.kind == "visitation" for e in card_def(x.card).effects)
        ),
        default=0,
    )


def steadfast(w: Warrior) -> bool:
    """A warrior that never loses its membership nor turns Heretic (Agent Nick Michaels)."""
    return "steadfast" in tags(w)


def visited(state: DtState, w: Warrior) -> bool:
    """A Doomtrooper whose Value is below the Dark Visitation's markers is a Heretic while it lies."""
    markers = visitation(state)
    if not markers or is_legion(w) or steadfast(w) or find(state, w.handle) is None:
        return False
    return value(state, w.handle, "V") < markers


def memberships(state: DtState, w: Warrior, visits: bool = True) -> frozenset[str]:
    """The organisations `w` belongs to now: its printed one ('cartel' for a general warrior; none
    for a Freelancer by print), unless Insubordination took it; those its cards give it; and the
    Dark Legion for a Heretic. A possessed Doomtrooper belongs to the Dark Legion only. Without
    `visits` the Dark Visitation is left out (it reads the Value, which reads the cities)."""
    if w.owner >= 0:
        return frozenset({"legion"})
    printed = faction(w)
    own: set[str] = set()
    if not effects_on(w, "destiny_only") and not effects_on(w, "lose_membership"):
        own.add("cartel" if printed == "general" else printed)
    own |= set(_joined(w))
    if effects_on(w, "mutate") or (visits and visited(state, w)):
        own.add("legion")
    return frozenset(own)


def heretic(state: DtState, w: Warrior) -> bool:
    """A Heretic of the Dark Legion: printed so (the Heretic, Billy), a Doomtrooper possessed,
    tainted, mutated by Stigmata, or one the Dark Visitation reaches."""
    if "heretic" in tags(w) or w.owner >= 0 or effects_on(w, "mutate"):
        return True
    return not is_legion(w) and "legion" in memberships(state, w)


def legion_member(state: DtState, w: Warrior) -> bool:
    """Whether `w` counts as a Dark Legion warrior (its side, or a Heretic's membership)."""
    return is_legion(w) or "legion" in memberships(state, w)


def freelancer(state: DtState, w: Warrior) -> bool:
    """A Doomtrooper of no organisation: its kills earn destiny only."""
    return not is_legion(w) and not memberships(state, w)


def has_tag(state: DtState, w: Warrior, tag: str) -> bool:
    """A warrior's tag, 'heretic' read from its memberships too."""
    return tag in tags(w) or (tag == "heretic" and heretic(state, w))


def tags(w: Warrior) -> frozenset[str]:
    return card_def(w.card).tags


def carried_tags(w: Warrior) -> set[str]:
    """What a warrior is and carries: its own tags and those of its equipment ('airship')."""
    found = set(tags(w))
    for card in w.attached:
        found |= card_def(card).tags
    return found


def effects_on(w: Warrior, kind: str) -> list[Effect]:
    """Static effects of `kind` of a warrior's own card and the cards lying on it."""
    return [e for card in [w.card, *w.attached] for e in card_def(card).effects if e.kind == kind and not e.trigger]


def in_play(state: DtState, seat: int) -> list[Warrior]:
    return state.players[seat].warriors


def alive_seats(state: DtState) -> list[int]:
    return [s for s, p in enumerate(state.players) if not p.out]


def may_attack(state: DtState, attacker: Warrior, defender: Warrior) -> bool:
    """The affiliation rules of step 1 (card texts first)."""
    if "fly" in defender.statuses or "asleep" in defender.statuses:
        return False
    if "fury" in attacker.statuses:
        return True
    for card in [defender.card, *defender.attached]:
        for e in card_def(card).effects:
            if e.kind == "not_attacked_by" and (e.tag in carried_tags(attacker) or has_tag(state, attacker, e.tag)):
                return False
    dd = card_def(defender.card)
    theirs = memberships(state, defender)
    if not dd.personality and any(e.tag in theirs for e in effects_on(attacker, "attack_faction")):
        return True
    if any(e.kind == "attack_any" for e in card_def(attacker.card).effects):
        return True
    if is_legion(attacker):
        return True
    return affiliation_allows(memberships(state, attacker), theirs)


def affiliation_allows(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """The basic limits for a Doomtrooper attacker, every one of its memberships' limits at once:
    no Doomtrooper attacks a member of the Brotherhood; a member of the Brotherhood attacks only
    members of the Dark Legion (Heretics included); a corporation's member attacks no member of
    that corporation."""
    if "brotherhood" in theirs:
        return False
    if "brotherhood" in mine and "legion" not in theirs:
        return False
    return not (mine & theirs & set(CORPORATIONS))


def can_start_attack(state: DtState, w: Warrior) -> bool:
    return not w.cover and w.left_cover_turn != state.turn and "asleep" not in w.statuses


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
    marked = "ds-immune" in w.statuses or "ds-immune" in w.marks
    return {e.immune for _, e in _statics(state, seat, w)} | ({"ds"} if marked else set())


SHADOWS = 3
"""Hidden in the Shadows: Armor while it lasts."""


def blocks(immune: set[str], source: CardDef) -> bool:
    """Whether immunities `immune` cancel the effects of card `source`."""
    if source.type == "art":
        return "art" in immune
    if "blinding" in source.tags and "blindness" in immune:
        return True
    if source.type == "symmetry":
        return "ds" in immune or ("ds-gifts" in immune and not source.aspect)
    return False


def cancelled(state: DtState, source: CardDef, involved: list[str], card: str = "") -> bool:
    """Immunity cancels an Art or Dark Symmetry effect whenever an immune warrior is involved;
    so does a Mind Wall against that very card (`card`, its token)."""
    if card and any(card in w.walls for h in involved if (w := _found(state, h)) is not None):
        return True
    return any(blocks(immunities(state, h), source) for h in involved)


def _found(state: DtState, handle: str) -> Warrior | None:
    found = find(state, handle)
    return found[1] if found is not None else None


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


def _weapon_tag(stat: str) -> str:
    return "fight-weapon" if stat == "F" else "shoot-weapon"


def serves(w: Warrior, card: str, stat: str) -> bool:
    """Whether weapon `card` of `w` may be used for tactic `stat` ('F' or 'S'): a shoot weapon
    serves in a Fight too while the warrior carries a Bayonet."""
    d = card_def(card)
    if not d.weapon:
        return False
    if _weapon_tag(stat) in d.tags:
        return True
    return stat == "F" and "shoot-weapon" in d.tags and any("bayonet" in card_def(c).tags for c in w.attached)


def _worth(w: Warrior, card: str, stat: str) -> int:
    d = card_def(card)
    return sum(abs(e.amount) for e in d.effects if e.kind == "modify" and stat in e.stats)


def _pair(w: Warrior, card: str, stat: str) -> list[str]:
    """A handgun is used with the best other handgun the warrior carries (two handguns at once)."""
    if "handgun" not in card_def(card).tags:
        return [card]
    others = [c for c in w.attached if c != card and "handgun" in card_def(c).tags and serves(w, c, stat)]
    if not others:
        return [card]
    return [card, max(others, key=lambda c: _worth(w, c, stat))]


def best_weapon(state: DtState, w: Warrior, stat: str) -> str | None:
    """The one weapon a warrior uses in a combat: the best for the chosen tactic (a handgun
    counts with its partner)."""
    best: tuple[int, str] | None = None
    for card in w.attached:
        if not serves(w, card, stat):
            continue
        worth = sum(_worth(w, c, stat) for c in _pair(w, card, stat))
        if best is None or worth > best[0]:
            best = (worth, card)
    return best[1] if best else None


def weapons_for(w: Warrior, stat: str) -> list[str]:
    """The weapons `w` carries for tactic `stat` ('F' or 'S'), one per name (copies are the same choice)."""
    found: dict[str, str] = {}
    for card in w.attached:
        if serves(w, card, stat):
            found.setdefault(card_def(card).code, card)
    if effects_on(w, "no_weapons"):
        return []
    return list(found.values())


def combat_weapon(state: DtState, w: Warrior, stat: str) -> str | None:
    """The one weapon `w` uses: in a combat the one its player chose (if still carried), else the best."""
    c = state.combat
    if c is not None and stat == c.tactic[:1].upper():
        chosen = c.weapons.get(w.handle)
        if chosen and chosen in w.attached:
            return chosen
    return best_weapon(state, w, stat)


def weapons_in_use(state: DtState, w: Warrior, stat: str) -> list[str]:
    """The weapons `w` uses for `stat`: none in a vehicle, else its one weapon (two handguns)."""
    if effects_on(w, "no_weapons"):
        return []
    weapon = combat_weapon(state, w, stat)
    return [] if weapon is None else _pair(w, weapon, stat)


def counts(state: DtState, w: Warrior, card: str, used: list[str]) -> bool:
    """Whether a card on `w` counts now: a weapon only when in use, a mount only when a weapon it
    fits is in use, the rest always."""
    d = card_def(card)
    if d.weapon:
        return card in used
    if d.mount == "shoot":
        return any("shoot-weapon" in card_def(u).tags for u in used)
    if d.mount == "fight":
        return any("fight-weapon" in card_def(u).tags and "shoot-weapon" not in card_def(u).tags for u in used)
    return d.type in ("equipment", "symmetry", "warrior", "special", "fortification")


def holds(state: DtState, e: Effect, w: Warrior, handle: str) -> bool:
    """Whether a static effect's own limits hold for bearer `w`: its tags and its combat."""
    if e.if_tag and e.if_tag not in tags(w):
        return False
    if e.unless_tag and e.unless_tag in tags(w):
        return False
    if not e.condition:
        return True
    if e.condition == "wounded":
        return w.wounded
    if e.condition == "pair":
        seat = owner(state, handle)
        return any(o.handle != handle and e.tag in tags(o) for o in state.players[seat].warriors)
    c = state.combat
    other = opponent_of(state, handle)
    if other is None or c is None or find(state, other) is None:
        return False
    ow = warrior(state, other)
    if e.condition == "opponent_legion":
        return legion_member(state, ow)
    if e.condition == "attacking_legion":
        return handle == c.attacker and legion_member(state, ow)
    if e.condition in ("opponent_fortified", "opponent_unfortified"):
        return fortified(state, ow) == (e.condition == "opponent_fortified")
    if e.condition == "opponent_airship":
        return "airship" in carried_tags(ow)
    if e.condition == "tactic_fight":
        return c.tactic == "fight"
    if e.condition == "defending":
        return handle == c.defender
    return False


def from_yours(state: DtState, seat: int, w: Warrior, kinds: tuple[str, ...]) -> list[tuple[CardDef, Effect, Warrior]]:
    """Effects of `kinds` that `seat`'s warriors give their tagged comrades (who 'yours_tagged',
    or 'others_tagged' for the others but itself) and that touch `w`, with the giving warrior."""
    found: list[tuple[CardDef, Effect, Warrior]] = []
    for giver in state.players[seat].warriors:
        d = card_def(giver.card)
        for e in d.effects:
            if e.kind not in kinds or e.tag not in tags(w):
                continue
            if e.who == "yours_tagged" or (e.who == "others_tagged" and giver.handle != w.handle):
                found.append((d, e, giver))
    if not fortless(state, w):
        own = memberships(state, w, visits=False)
        for site in state.players[seat].sites:
            d = card_def(site)
            found += [
                (d, e, w)
                for e in d.effects
                if e.kind in kinds and e.who == "yours_tagged" and (e.tag in tags(w) or e.tag in own)
            ]
    return found


def fortless(state: DtState, w: Warrior) -> bool:
    """Whether fortifications do nothing for `w`: it refuses them (Young Guard), or its attacker
    ignores them (the RAMS Air Cavalry)."""
    if effects_on(w, "no_fortification"):
        return True
    c = state.combat
    if c is not None and w.handle == c.defender and find(state, c.attacker) is not None:
        return bool(effects_on(warrior(state, c.attacker), "ignore_fortifications"))
    return False


def fortified(state: DtState, w: Warrior) -> bool:
    """Whether a fortification protects `w`: one lies on it, or a site of its player covers it."""
    if any(card_def(x).type == "fortification" or "fortification" in card_def(x).tags for x in w.attached):
        return True
    found = find(state, w.handle)
    if found is None:
        return False
    own = memberships(state, w, visits=False)
    return any(
        e.kind == "modify" and (e.tag in tags(w) or e.tag in own)
        for site in state.players[found[0]].sites
        for e in card_def(site).effects
    )


def _stat_total(state: DtState, d: CardDef, e: Effect, w: Warrior, handle: str, stat: str) -> int:
    if stat not in e.stats or not holds(state, e, w, handle):
        return 0
    if e.kind == "modify":
        return e.amount
    if e.kind == "modify_per_art":
        return e.amount * sum(1 for c in w.attached if card_def(c).type == "art")
    return 0


def value(state: DtState, handle: str, stat: str) -> int:
    """A warrior's current F, S, A or V, with every modifier that holds now."""
    seat, w = find(state, handle) or (None, None)
    assert seat is not None and w is not None
    base = card_def(w.card)
    if state.combat is not None and handle in state.combat.copies:
        base = card_def(state.combat.copies[handle])
    total = {"F": base.fight, "S": base.shoot, "A": base.armor, "V": base.value}[stat]
    if "halved" in w.marks:
        total = (total + 1) // 2
    if "double" in w.statuses:
        total *= 2
    c = state.combat
    void = c.void if c is not None else []
    if "fly" in w.statuses and c is not None and handle == c.attacker:
        total += 2
    involved = combatants(state) if handle in combatants(state) else [handle]
    tactic = state.combat.tactic if state.combat is not None and handle in combatants(state) else ""
    # In a combat the one weapon is the one chosen for its tactic; outside, the best for this stat.
    used = weapons_in_use(state, w, tactic[0].upper() if tactic else stat)
    if any(stat in e.stats for e in effects_on(w, "double")):
        total *= 2
    no_forts = fortless(state, w)
    for card in [w.card, *w.attached]:
        d = card_def(card)
        if not counts(state, w, card, used) or cancelled(state, d, involved, card) or card in void:
            continue
        if no_forts and (d.type == "fortification" or "fortification" in d.tags):
            continue
        total += sum(
            _stat_total(state, d, e, w, handle, stat) for e in d.effects if e.who == "bearer" and not e.trigger
        )
    for d, e, giver in from_yours(state, seat, w, ("modify",)):
        if stat in e.stats and not cancelled(state, d, involved) and holds(state, e, giver, giver.handle):
            total += e.amount
    other = opponent_of(state, handle)
    if other is not None and find(state, other) is not None:
        ow = warrior(state, other)
        other_used = weapons_in_use(state, ow, tactic[0].upper()) if tactic else []
        for card in [ow.card, *ow.attached]:
            d = card_def(card)
            if card != ow.card and not counts(state, ow, card, other_used):
                continue
            if cancelled(state, d, involved, card) or card in void:
                continue
            total += sum(
                _stat_total(state, d, e, ow, other, stat) for e in d.effects if e.who == "opponent" and not e.trigger
            )
        if state.combat is not None:
            for mod in state.combat.mods:
                if mod.target == handle and stat in mod.stats:
                    total += mod.amount
    if stat == "A" and w.cover:
        total += 3
    if stat == "A" and "shadows" in w.statuses:
        total += 3
    if stat == "V":
        total -= w.markers
    if stat == "A":
        total -= w.armor_loss
    total -= w.age // 3
    return total


def kills_on_wound(state: DtState, handle: str, victim: str) -> bool:
    if effects_on(warrior(state, victim), "frail"):
        return True
    w = warrior(state, handle)
    c = state.combat
    used = weapons_in_use(state, w, c.tactic[0].upper()) if c is not None and c.tactic else []
    for card in [w.card, *w.attached]:
        d = card_def(card)
        if (card != w.card and not counts(state, w, card, used)) or (c is not None and card in c.void):
            continue
        deadly = [
            e for e in d.effects if e.kind == "kill_on_wound" and e.who == "bearer" and holds(state, e, w, handle)
        ]
        if deadly and not cancelled(state, d, [handle, victim], card):
            return True
    for d, _e, _giver in from_yours(state, owner(state, handle), w, ("kill_on_wound",)):
        if not cancelled(state, d, [handle, victim]):
            return True
    return False


def destiny_only(state: DtState, handle: str) -> bool:
    """Whether the points of `handle`'s kills are all destiny (a Freelancer)."""
    found = find(state, handle)
    return found is not None and freelancer(state, found[1])


def exiles(state: DtState, handle: str) -> bool:
    """Whether a warrior killed by `handle` is taken out of the game (Cairath)."""
    found = find(state, handle)
    return found is not None and bool(effects_on(found[1], "exile"))


def possesses(state: DtState, handle: str, victim: str) -> bool:
    """Whether a Doomtrooper killed by `handle` joins its player's cohort as a Heretic (Possess):
    the gift counts in this combat, and the victim may turn Heretic."""
    found, prey = find(state, handle), find(state, victim)
    if found is None or prey is None or is_legion(prey[1]) or steadfast(prey[1]):
        return False
    void = state.combat.void if state.combat is not None else []
    return any(
        e.kind == "possess" and card not in void and not cancelled(state, card_def(card), [handle, victim])
        for card in found[1].attached
        for e in card_def(card).effects
    )


def redeemable(state: DtState, w: Warrior) -> bool:
    """A Heretic made of a Doomtrooper by a card (possessed, or tainted), not mutated for good."""
    if effects_on(w, "mutate") or steadfast(w):
        return False
    return w.owner >= 0 or any(e.tag == "legion" for e in effects_on(w, "join"))


def redeem_cost(w: Warrior, card: str) -> int:
    """Exorcism's price for a Heretic: `per` destiny, and `amount` for each Dark Symmetry card on it."""
    e = next(x for x in card_def(card).effects if x.kind == "redeem")
    return e.per + e.amount * sum(1 for x in w.attached if card_def(x).type == "symmetry")


def may_take_cover(state: DtState, w: Warrior) -> bool:
    """A warrior that never seeks cover by choice (Young Guard; every Doomtrooper while
    Archinquisitor Nikodemus is in play) is offered neither cover nor being brought in in cover."""
    if effects_on(w, "no_cover"):
        return False
    if is_legion(w):
        return True
    return not any(
        e.kind == "no_cover" and e.who == "doomtroopers"
        for p in state.players
        for o in p.warriors
        for e in card_def(o.card).effects
    )


def may_join(state: DtState, seat: int, card: str) -> bool:
    """A loner (the Rogue) never shares a table with another warrior of its faction."""
    d = card_def(card)
    for o in state.players[seat].warriors:
        od = card_def(o.card)
        if od.faction == d.faction and (
            any(e.kind == "loner" for e in od.effects) or any(e.kind == "loner" for e in d.effects)
        ):
            return False
    return True


def shoot_only(state: DtState) -> bool:
    """A combat with a warrior that only shoots (the RAMS Air Cavalry), or under Chasm!, is a Shoot."""
    if "chasm" in state.global_status:
        return True
    return any(effects_on(warrior(state, h), "shoot_only") for h in combatants(state))


def fight_only(state: DtState) -> bool:
    """Under Heavy Fog every combat is a Fight (unless a fighter can only shoot)."""
    return "fog" in state.global_status and not shoot_only(state)


def allowed_targets(state: DtState, attacker: Warrior, targets: list[Warrior]) -> list[Warrior]:
    """The attack limits of card texts that narrow the targets offered: a warrior that attacks
    the Dark Legion first (Sean Gallagher, the Etoiles Mortant) or only its highest-valued warrior
    (Cardinal Dominic). Only face-up warriors count as known to be of the Legion."""
    legion = [t for t in targets if not t.cover and legion_member(state, t)]
    if effects_on(attacker, "attack_highest_legion"):
        everyone = [o for p in state.players for o in p.warriors if not o.cover and legion_member(state, o)]
        if not everyone:
            return []
        top = max(value(state, o.handle, "V") for o in everyone)
        return [t for t in legion if value(state, t.handle, "V") == top]
    if effects_on(attacker, "legion_first") and any(
        not o.cover and legion_member(state, o) for p in state.players for o in p.warriors
    ):
        return legion
    if effects_on(attacker, "must_attack_legion") and legion:
        return legion
    return targets


def personality_in_play(state: DtState, seat: int, code: str) -> bool:
    """Personalities are unique in play per side: one copy in a player's squad and cohort
    (an opponent may have their own)."""
    return any(card_def(w.card).code == code for w in state.players[seat].warriors)


def copy_cost(w: Warrior) -> int:
    """Phantasm's price for taking `w`'s values: 4 for a Brotherhood warrior, 10 for the Dark
    Legion, 6 for any other Doomtrooper."""
    return {"brotherhood": 4, "legion": 10}.get(faction(w), 6)


def spell_per(card: str) -> int:
    """Destiny per step of a spell's cost (0 for a spell without steps)."""
    return max((e.per for e in card_def(card).effects), default=0)


def spell_cost(state: DtState, caster: str, card: str, units: int) -> int:
    """Destiny for `units` steps of a spell's cost; a proficient caster pays 1 less per step
    (never below 1); a caster whose destiny counts double (the Keeper of the Art) pays half,
    rounded up."""
    per = spell_per(card)
    if per and caster in state.proficient:
        per = max(1, per - 1)
    found = find(state, caster)
    fee = casting_fee(state, caster, card)
    if found is not None and effects_on(found[1], "double_destiny"):
        return (units * per + 1) // 2 + fee
    return units * per + fee


def _aspect_of_own(state: DtState, w: Warrior, aspect: str) -> bool:
    """Whether `w` casts `aspect` without a conjuring card (Tainted Conjurer, At Peace with the Art)."""
    aspects = card_def(w.card).aspects
    if "all" in aspects or aspect in aspects:
        return True
    if "blessed" in w.marks and faction(w) == "brotherhood":
        return True
    if find(state, w.handle) is None:
        return False
    if effects_on(w, "grant_aspects"):
        return True
    seat = owner(state, w.handle)
    if faction(w) == "brotherhood" and any(
        e.tag == aspect for o in state.players[seat].warriors for e in effects_on(o, "empathy")
    ):
        return True
    return bool(from_yours(state, seat, w, ("grant_aspects",)))


def casting_fee(state: DtState, caster: str, card: str) -> int:
    """Destiny a caster pays before each casting of a spell it casts only through a conjuring card
    (the cheapest such card it carries); 0 for a spell of its own aspects."""
    found = find(state, caster)
    if found is None or card_def(card).type != "art":
        return 0
    w = found[1]
    fees = [e.amount for e in effects_on(w, "conjure")]
    if not fees or _aspect_of_own(state, w, card_def(card).aspect):
        return 0
    return min(fees)


def can_caster(w: Warrior, aspect: str, state: DtState | None = None) -> bool:
    if "profane" in w.marks:
        return False
    if "revealed" in w.statuses:  # Revelation: one spell of any aspect
        return True
    aspects = card_def(w.card).aspects
    if "all" in aspects or aspect in aspects:
        return True
    if state is None or find(state, w.handle) is None:
        return False
    return _aspect_of_own(state, w, aspect) or bool(effects_on(w, "conjure"))


def mission_fits(state: DtState, w: Warrior, card: str) -> bool:
    """Whether a mission for a warrior may go to `w`: its organisation ('give_to', 'doomtrooper' for
    any non-Legion warrior) and the tag it asks for ('bestow'; 'commoner' for a non-personality)."""
    d, wd = card_def(card), card_def(w.card)
    if d.give_to == "doomtrooper" and is_legion(w):
        return False
    if d.give_to not in ("", "doomtrooper") and d.give_to not in memberships(state, w):
        return False
    if d.aspect and f"follower-{d.aspect}" not in wd.tags:
        return False
    if d.bestow == "commoner":
        return not wd.personality
    return not d.bestow or d.bestow in wd.tags


def may_receive(state: DtState, seat: int, w: Warrior, card: str) -> bool:
    """Whether equipment or a gift `card` may be put on warrior `w`."""
    d = card_def(card)
    wd = card_def(w.card)
    if d.type == "equipment" and "no-equipment" in wd.tags:
        return False
    if d.type == "symmetry" and ("no-ds" in wd.tags or "no-ds" in w.marks):
        return False
    own = memberships(state, w)
    fee = faction_fee(state, w, d)
    if fee and state.players[seat].destiny < fee:
        return False
    if d.give_to == "doomtrooper" and is_legion(w):
        return False
    if d.give_to == "corporate" and not own & set(CORPORATIONS):
        return False
    if d.give_to not in ("", "doomtrooper", "corporate") and d.give_to not in own and not fee:
        return False
    if d.type == "art":
        return can_caster(w, d.aspect, state) and any(
            e.kind == "modify_per_art" for c in w.attached for e in card_def(c).effects
        )
    held = [card_def(c) for c in w.attached]
    if d.type == "symmetry":
        if d.bestow and d.bestow not in wd.tags:
            return False
        if not is_legion(w) and d.aspect and not effects_on(w, "any_gift"):
            return False  # a Heretic made of a Doomtrooper takes general gifts only
        anyone = effects_on(w, "any_gift") or (d.bestow and "any-apostle" in d.tags)
        if d.aspect and f"follower-{d.aspect}" not in wd.tags and not anyone:
            buy = effects_on(w, "buy_gifts")
            if not buy or state.players[seat].destiny < buy[0].amount:
                return False
        return all(h.code != d.code for h in held)
    for tag in ("armor-suit", "force-shield", "vehicle"):
        if tag in d.tags and any(tag in h.tags for h in held):
            return False
    if d.mount:
        fits = [c for c in w.attached if _fits(d.mount, c)]
        if len(fits) <= sum(1 for h in held if h.code == d.code):
            return False
    return not ("fight-weapon" in d.tags and any("vassht" in h.tags for h in held))


def faction_fee(state: DtState, w: Warrior, d: CardDef) -> int:
    """Destiny a Freelancer pays for equipment only for its home corporation (none once it is a
    member of it again)."""
    if d.type != "equipment" or d.give_to != faction(w) or d.give_to in memberships(state, w):
        return 0
    return sum(e.amount for e in effects_on(w, "faction_fee"))


def _fits(mount: str, card: str) -> bool:
    """Whether a mount ('shoot' or 'fight') fits weapon `card`."""
    d = card_def(card)
    if mount == "shoot":
        return "shoot-weapon" in d.tags
    return "fight-weapon" in d.tags and "shoot-weapon" not in d.tags


def orphan_mounts(w: Warrior) -> list[str]:
    """Mounts left without a weapon to fit on (after a weapon was discarded): the extra ones."""
    extra: list[str] = []
    for code in {card_def(c).code for c in w.attached if card_def(c).mount}:
        mine = [c for c in w.attached if card_def(c).code == code]
        fits = [c for c in w.attached if _fits(card_def(code).mount, c)]
        extra += mine[len(fits) :]
    extra += [c for c in w.attached if card_def(c).type == "art" and not effects_on(w, "modify_per_art")]
    return extra
