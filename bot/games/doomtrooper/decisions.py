"""Every decision of a match: who decides, the choices and the default."""

from bot.engine import Card, Choice, Decision, Msg, Seat, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.fighting import attack_pairs, boaster, weapon_chooser
from bot.games.doomtrooper.hidden import pick_choices
from bot.games.doomtrooper.labels import fortify_label, label_play, move_label
from bot.games.doomtrooper.naming import named, own_named
from bot.games.doomtrooper.orders import must_attack, narrow, planned_tactic
from bot.games.doomtrooper.plays import combat_plays, spell_plays
from bot.games.doomtrooper.reactions import arm_choices
from bot.games.doomtrooper.rules import (
    best_weapon,
    can_caster,
    effects_on,
    fight_only,
    find,
    may_join,
    may_receive,
    may_take_cover,
    mission_fits,
    personality_in_play,
    shoot_only,
    warrior,
    weapons_for,
)
from bot.games.doomtrooper.special_plays import special_plays
from bot.games.doomtrooper.specials import grounded
from bot.games.doomtrooper.state import DECK_NAMES, DtState, Warrior
from bot.games.doomtrooper.use_plays import use_plays


def pending(state: DtState) -> list[Decision]:
    if state.finished:
        return []
    if state.phase == "choose_deck":
        return [
            Decision(
                player=s,
                kind="deck",
                prompt=msg("dt-prompt-deck"),
                choices=[Choice(f"deck {n}", msg("dt-choice-deck", deck=msg(f"dt-deck-{n}"))) for n in DECK_NAMES],
                default=f"deck {DECK_NAMES[s % len(DECK_NAMES)]}",
            )
            for s, p in enumerate(state.players)
            if not p.deck_name
        ]
    if state.phase == "pick":
        seat, prompt, choices, default = pick_choices(state)
        return [Decision(player=seat, kind="pick", prompt=prompt, choices=choices, default=default)]
    seat, kind, prompt, choices, default = _decision(state)
    # Reaction cards are armed at any decision of their holder (seen by no one else).
    choices = choices + arm_choices(state, seat)
    return [Decision(player=seat, kind=kind, prompt=prompt, choices=choices, default=default)]


def _auto(state: DtState, seat: int) -> list[Choice]:
    p = state.players[seat]
    combat = "off" if p.auto_combat else "on"
    points = "off" if p.auto_points else "on"
    return [
        Choice(f"auto combat {combat}", msg(f"dt-choice-auto-combat-{combat}")),
        Choice(f"auto points {points}", msg(f"dt-choice-auto-points-{points}")),
    ]


def _decision(state: DtState) -> tuple[int, str, Msg, list[Choice], str]:
    cur = state.current
    if state.phase == "tactic":
        assert state.combat is not None
        cur = state.combat.attacker_seat  # the attacker's player (another player's under Command)
        choices = [Choice("fight", msg("dt-tactic-fight")), Choice("shoot", msg("dt-tactic-shoot"))]
        if shoot_only(state) or effects_on(warrior(state, state.combat.attacker), "no_fight_attack"):
            choices = choices[1:]
        elif fight_only(state):
            choices = choices[:1]
        choices = [x for x in choices if x.action == planned_tactic(state)] or choices
        return cur, "tactic", msg("dt-prompt-tactic", turn=state.turn), choices, choices[0].action
    if state.phase == "weapon":
        c = state.combat
        assert c is not None
        handle = weapon_chooser(state)
        assert handle is not None
        seat = c.attacker_seat if handle == c.attacker else c.defender_seat
        stat = c.tactic[0].upper()
        options = weapons_for(warrior(state, handle), stat)
        choices = [Choice(f"weapon {w}", msg("dt-choice-weapon", card=Card(w))) for w in options]
        best = best_weapon(state, warrior(state, handle), stat) or options[0]
        prompt = msg(
            "dt-prompt-weapon", turn=state.turn, warrior=named(state, handle), tactic=msg(f"dt-tactic-{c.tactic}")
        )
        return seat, "weapon", prompt, choices + _auto(state, seat), f"weapon {best}"
    if state.phase == "modify":
        c = state.combat
        assert c is not None
        seat = c.to_act
        choices = [Choice("done", msg("dt-choice-done"))]
        choices += [Choice(a, label_play(state, a)) for a in combat_plays(state, seat)]
        choices += _auto(state, seat)
        return seat, "combat", msg("dt-prompt-combat", turn=state.turn), choices, "done"
    if state.phase == "points":
        due = state.points_due[0]
        choices = [
            Choice(f"points {p}", msg("dt-choice-points", promotion=p, destiny=(due.amount - p) * due.rate))
            for p in range(0 if due.destiny_only else due.amount, -1, -1)
        ]
        prompt = msg("dt-prompt-points", n=due.amount, victim=Card(due.victim))
        top = 0 if due.destiny_only else due.amount
        return due.seat, "points", prompt, choices + _auto(state, due.seat), f"points {top}"
    if state.phase == "discard":
        hand = state.players[cur].hand
        choices = [Choice(f"discard {c}", msg("dt-choice-discard", card=Card(c))) for c in _unique(hand)]
        if state.survivor and find(state, state.survivor) is not None:
            choices += [
                Choice(f"play {c}", msg("dt-choice-play", card=Card(c)))
                for c in _unique(hand)
                if card_def(c).timing == "after_attack"
            ]
        keeps = any(e.kind == "keep_hand" for x in state.players[cur].lasting for e in card_def(x.card).effects)
        if len(hand) > 3 and not keeps:
            return cur, "discard", msg("dt-prompt-discard", n=len(hand) - 3), choices, choices[0].action
        choices = [Choice("keep", msg("dt-choice-keep")), *choices]
        return cur, "discard", msg("dt-prompt-discard-optional", turn=state.turn), choices, "keep"
    choices = turn_choices(state)
    ending = [c.action for c in choices if c.action == "end" or c.action.startswith("attack ")]
    return cur, "turn", msg("dt-prompt-turn", turn=state.turn, actions=state.actions_left), choices, ending[0]


def _unique(cards: list[str]) -> list[str]:
    """One card per name: copies in a hand are the same choice (the first copy stands for them)."""
    first: dict[str, str] = {}
    for card in cards:
        first.setdefault(card_def(card).code, card)
    return list(first.values())


def all_covered(state: DtState, seat: int) -> bool:
    ws = state.players[seat].warriors
    return bool(ws) and all(w.cover for w in ws)


def turn_choices(state: DtState) -> list[Choice]:
    seat = state.current
    me = state.players[seat]
    out: list[Choice] = [Choice("end", msg("dt-choice-end"))]
    if state.refitting:
        out += [Choice(a, move_label(state, a)) for a in refit_moves(state, seat)]
    if state.actions_left <= 0:
        return out
    if state.attack_only:
        return out + attack_choices(state, seat) + _auto(state, seat)
    ws = me.warriors
    if all_covered(state, seat):
        return out + [
            Choice(f"uncover {w.handle}", msg("dt-choice-uncover", warrior=own_named(state, w.handle))) for w in ws
        ]
    uncovered = [w for w in ws if not w.cover]
    for card in _unique(me.hand):
        d = card_def(card)
        if d.type == "warrior":
            if d.personality and personality_in_play(state, seat, d.code):
                continue
            if not may_join(state, seat, card) or ("airship" in d.tags and grounded(state)):
                continue
            if d.value <= me.destiny:
                out.append(Choice(f"play {card}", msg("dt-choice-play-warrior", card=Card(card), n=d.value)))
            if state.actions_left >= 3 and uncovered and not _never_covers(state, card):
                out.append(Choice(f"hide {card}", msg("dt-choice-hide", card=Card(card))))
        elif d.type in ("equipment", "symmetry", "art") and d.target != "self":
            verb = "gift" if d.type == "symmetry" else "equip"
            for w in ws:
                if "airship" in d.tags and grounded(state):
                    continue
                if may_receive(state, seat, w, card):
                    key = "dt-choice-equip" if verb == "equip" else "dt-choice-gift"
                    if verb == "equip" and state.equipping and d.type == "equipment":
                        key = "dt-choice-equip-more"
                    out.append(
                        Choice(
                            f"{verb} {card} {w.handle}", msg(key, card=Card(card), warrior=own_named(state, w.handle))
                        )
                    )
            timely = d.spell == "anytime" or (d.spell == "turn_start" and not state.acted)
            if d.type == "art" and timely:
                casters = [w for w in ws if not w.cover and can_caster(w, d.aspect, state)]
                out += [
                    Choice(a, label_play(state, a)) for w in casters for a in spell_plays(state, seat, card, w.handle)
                ]
        elif d.type == "fortification" or (d.type == "equipment" and d.target == "self"):
            out += [Choice(a, fortify_label(state, a)) for a in fortify_plays(state, seat, card)]
        elif d.type == "mission":
            if d.target == "own_warrior":
                out += [
                    Choice(
                        f"mission {card} {w.handle}",
                        msg("dt-choice-mission", card=Card(card), warrior=own_named(state, w.handle)),
                    )
                    for w in ws
                    if mission_fits(state, w, card) and _site_holds(state, seat, d)
                ]
            elif d.target == "self":
                out.append(
                    Choice(
                        f"mission {card} p{seat + 1}",
                        msg("dt-choice-mission-player", card=Card(card), target=Seat(seat)),
                    )
                )
            else:
                out += [
                    Choice(f"mission {card} p{s + 1}", msg("dt-choice-mission-player", card=Card(card), target=Seat(s)))
                    for s, p in enumerate(state.players)
                    if s != seat and not p.out
                ]
        elif d.type == "special":
            if d.timing == "turn_start":
                raised = any(e.kind == "hand_limit" for x in me.lasting for e in card_def(x.card).effects)
                if raised and any(e.kind == "hand_limit" for e in d.effects):
                    continue  # copies do not add up
                if not state.acted and not state.initiative_played:
                    out.append(Choice(f"play {card}", label_play(state, f"play {card}")))
            else:
                out += [Choice(a, label_play(state, a)) for a in special_plays(state, seat, card)]
    out += [Choice(a, label_play(state, a)) for a in use_plays(state, seat)]
    for w in ws:
        for x in w.attached:
            if card_def(x).type == "fortification":
                out += [
                    Choice(a, fortify_label(state, a))
                    for a in fortify_plays(state, seat, x)
                    if a.split()[2] != w.handle
                ]
    for w in uncovered:
        if len(uncovered) > 1 and may_take_cover(state, w):
            out.append(Choice(f"cover {w.handle}", msg("dt-choice-cover", warrior=own_named(state, w.handle))))
    for w in ws:
        if w.cover:
            out.append(Choice(f"uncover {w.handle}", msg("dt-choice-uncover", warrior=own_named(state, w.handle))))
    for w in ws:
        if not w.cover and w.boasted != me.turns_taken and boaster(state, seat, w):
            out.append(Choice(f"boast {w.handle}", msg("dt-choice-boast", warrior=own_named(state, w.handle))))
    out.append(Choice("meditate", msg("dt-choice-meditate")))
    if me.turns_taken > 0 and not state.attacked:
        attacks = attack_choices(state, seat)
        if must_attack(state, seat, narrow(state, seat, attack_pairs(state, seat))):
            # An order makes this player attack: no ending without it, and the last action is it.
            out = attacks if state.actions_left == 1 else out[1:] + attacks
            return out + _auto(state, seat)
        out += attacks
    return out + _auto(state, seat)


def refit_moves(state: DtState, seat: int) -> list[str]:
    """Efficiency Training: each equipment card of a face-up warrior of yours to another face-up
    warrior of yours that may carry it."""
    ups = [w for w in state.players[seat].warriors if not w.cover]
    return [
        f"move {x} {o.handle}"
        for w in ups
        for x in w.attached
        if card_def(x).type == "equipment"
        for o in ups
        if o is not w and may_receive(state, seat, o, x)
    ]


def attack_choices(state: DtState, seat: int) -> list[Choice]:
    out: list[Choice] = []
    for a, d in narrow(state, seat, attack_pairs(state, seat)):
        if d.startswith("p"):
            label = msg("dt-choice-attack-player", attacker=own_named(state, a), target=Seat(int(d[1:]) - 1))
        else:
            label = msg("dt-choice-attack", attacker=own_named(state, a), defender=named(state, d))
        out.append(Choice(f"attack {a} {d}", label))
    return out


def fortify_plays(state: DtState, seat: int, card: str) -> list[str]:
    """A fortification (or artillery) put into play for one action: a site on your table (one of
    each title; its destiny price paid), or a warrior's own (one on each warrior; moved to
    another warrior of yours for one action too)."""
    d = card_def(card)
    me = state.players[seat]
    if d.target == "self":
        if any(card_def(x).code == d.code for x in me.sites) or me.destiny < d.value:
            return []
        return [f"fortify {card}"]
    return [
        f"fortify {card} {w.handle}"
        for w in me.warriors
        if not w.cover
        and not any(card_def(x).type == "fortification" for x in w.attached)
        and "no-equipment" not in card_def(w.card).tags
    ]


def _site_holds(state: DtState, seat: int, d: CardDef) -> bool:
    """A mission that needs a site of yours in play (The Cathedral, a Citadel of Algeroth) has one."""
    return not d.site or any(d.site in card_def(x).tags for x in state.players[seat].sites)


def _never_covers(state: DtState, card: str) -> bool:
    """Whether warrior `card` may not be brought in in cover (it never seeks cover by choice)."""
    probe = Warrior(handle="w0", card=card)
    return not may_take_cover(state, probe)
