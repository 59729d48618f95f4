"""The plays of specials a seat may make now: in combat, or in its own action phase."""

from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.fighting import all_forts, own_combatant, reinforcements
from bot.games.doomtrooper.hidden import holders, lying_cards, secret_plays, trades
from bot.games.doomtrooper.prices import play_per
from bot.games.doomtrooper.rules import (
    combatants,
    faction,
    heretic,
    is_legion,
    legion_member,
    memberships,
    steadfast,
    warrior,
)
from bot.games.doomtrooper.state import DtState, Warrior


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
