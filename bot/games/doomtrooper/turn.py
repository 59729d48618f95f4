"""Every decision of a match (who, which choices, which default) and carrying out an action."""

import re

from bot.engine import Card, Choice, Decision, Event, Msg, Seat, msg
from bot.games.doomtrooper.cards import CardDef, card_def
from bot.games.doomtrooper.combat import (
    abort_if_gone,
    attack_player,
    changes_combat,
    choose_tactic,
    choose_weapon,
    combat_plays,
    declare,
    pass_turn,
    play_in_combat,
    player_cast,
    resolve,
    special_cost,
    special_plays,
    spell_plays,
    use_plays,
    weapon_chooser,
)
from bot.games.doomtrooper.flow import build_deck, check_goal, end_actions, end_turn
from bot.games.doomtrooper.hidden import CARD_TYPES, do_pick, pick_choices
from bot.games.doomtrooper.interpreter import (
    apply_played,
    cast_on_card,
    fortified_titles,
    grounded,
    move_equipment,
    named,
    pay_on_leaving,
    spell_cast,
    use_equipment,
)
from bot.games.doomtrooper.orders import must_attack, narrow, obeyed, planned_tactic
from bot.games.doomtrooper.reactions import arm, arm_choices, promotion_earned, prune, special_cancelled
from bot.games.doomtrooper.rules import (
    allowed_targets,
    best_weapon,
    can_caster,
    can_start_attack,
    casting_fee,
    effects_on,
    faction_fee,
    fight_only,
    find,
    may_attack,
    may_join,
    may_receive,
    may_take_cover,
    mission_fits,
    personality_in_play,
    redeem_cost,
    shoot_only,
    spell_cost,
    warrior,
    weapons_for,
)
from bot.games.doomtrooper.state import DECK_NAMES, DtState, PlayerMission, Warrior

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


def _onoff(on: bool) -> Msg:
    return msg("dt-on" if on else "dt-off")


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
        out += [Choice(a, _move_label(state, a)) for a in refit_moves(state, seat)]
    if state.actions_left <= 0:
        return out
    if state.attack_only:
        return out + attack_choices(state, seat) + _auto(state, seat)
    ws = me.warriors
    if all_covered(state, seat):
        return out + [Choice(f"uncover {w.handle}", msg("dt-choice-uncover", warrior=_mine(state, w))) for w in ws]
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
                    out.append(Choice(f"{verb} {card} {w.handle}", msg(key, card=Card(card), warrior=_mine(state, w))))
            timely = d.spell == "anytime" or (d.spell == "turn_start" and not state.acted)
            if d.type == "art" and timely:
                casters = [w for w in ws if not w.cover and can_caster(w, d.aspect, state)]
                out += [
                    Choice(a, label_play(state, a)) for w in casters for a in spell_plays(state, seat, card, w.handle)
                ]
        elif d.type == "fortification" or (d.type == "equipment" and d.target == "self"):
            out += [Choice(a, _fortify_label(state, a)) for a in fortify_plays(state, seat, card)]
        elif d.type == "mission":
            if d.target == "own_warrior":
                out += [
                    Choice(
                        f"mission {card} {w.handle}", msg("dt-choice-mission", card=Card(card), warrior=_mine(state, w))
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
                    Choice(a, _fortify_label(state, a))
                    for a in fortify_plays(state, seat, x)
                    if a.split()[2] != w.handle
                ]
    for w in uncovered:
        if len(uncovered) > 1 and may_take_cover(state, w):
            out.append(Choice(f"cover {w.handle}", msg("dt-choice-cover", warrior=_mine(state, w))))
    for w in ws:
        if w.cover:
            out.append(Choice(f"uncover {w.handle}", msg("dt-choice-uncover", warrior=_mine(state, w))))
    for w in ws:
        if not w.cover and w.boasted != me.turns_taken and _boaster(state, seat, w):
            out.append(Choice(f"boast {w.handle}", msg("dt-choice-boast", warrior=_mine(state, w))))
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


def _move_label(state: DtState, action: str) -> Msg:
    words = action.split()
    return msg("dt-choice-move", card=Card(words[1]), warrior=_mine(state, warrior(state, words[2])))


def attack_choices(state: DtState, seat: int) -> list[Choice]:
    out: list[Choice] = []
    for a, d in narrow(state, seat, attack_pairs(state, seat)):
        if d.startswith("p"):
            label = msg(
                "dt-choice-attack-player", attacker=_mine(state, warrior(state, a)), target=Seat(int(d[1:]) - 1)
            )
        else:
            label = msg("dt-choice-attack", attacker=_mine(state, warrior(state, a)), defender=named(state, d))
        out.append(Choice(f"attack {a} {d}", label))
    return out


def attack_pairs(state: DtState, seat: int) -> list[tuple[str, str]]:
    """Every attack `seat` may declare now, before orders narrow them: (attacker, defender or 'pN')."""
    out: list[tuple[str, str]] = []
    if "shroud" in state.global_status:
        return out
    for a in state.players[seat].warriors:
        if not can_start_attack(state, a) or (state.attack_with and a.handle != state.attack_with):
            continue
        if _boaster(state, seat, a) and a.boasted != state.players[seat].turns_taken - 1:
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


def _fortify_label(state: DtState, action: str) -> Msg:
    words = action.split()
    if len(words) == 2:
        return msg("dt-choice-fortify", card=Card(words[1]))
    return msg("dt-choice-fortify-warrior", card=Card(words[1]), warrior=_mine(state, warrior(state, words[2])))


def _boaster(state: DtState, seat: int, w: Warrior) -> bool:
    """A warrior that must announce its attack a turn ahead (Lane Chung), unless its partner is in play."""
    found = effects_on(w, "boast")
    if not found:
        return False
    partner = found[0].tag
    return not any(partner in card_def(o.card).tags for o in state.players[seat].warriors)


def _site_holds(state: DtState, seat: int, d: CardDef) -> bool:
    """A mission that needs a site of yours in play (The Cathedral, a Citadel of Algeroth) has one."""
    return not d.site or any(d.site in card_def(x).tags for x in state.players[seat].sites)


def _never_covers(state: DtState, card: str) -> bool:
    """Whether warrior `card` may not be brought in in cover (it never seeks cover by choice)."""
    probe = Warrior(handle="w0", card=card)
    return not may_take_cover(state, probe)


def _mine(state: DtState, w: Warrior) -> Msg:
    """One's own warrior, named even in cover (labels are read only by their owner)."""
    seat = (find(state, w.handle) or (0, None))[0]
    return msg("dt-warrior", card=Card(w.card), owner=Seat(seat))


def label_play(state: DtState, action: str) -> Msg:
    words = action.split()
    card = words[1]
    if words[0] == "strike":
        return msg("dt-choice-strike", warrior=named(state, card))
    if words[0] == "use" and any(e.kind == "reinforce" for e in card_def(card).effects):
        return msg("dt-choice-reinforce", card=Card(card), warrior=named(state, words[2]))
    if words[0] == "use" and len(words) > 2 and words[2].isdigit():
        per = max((e.per for e in card_def(card).effects if e.trigger == "use"), default=0)
        return msg("dt-choice-use-steps", card=Card(card), n=int(words[2]) * per)
    if words[0] == "play" and len(words) == 4 and words[2] in ("buy", "sell"):
        n = int(words[3])
        return msg(f"dt-choice-retrain-{words[2]}", card=Card(card), n=n, destiny=n * _rate(card))
    if words[0] == "play" and len(words) == 4:
        return msg(
            "dt-choice-play-steps",
            choice=label_play(state, " ".join(words[:3])),
            n=special_cost(card, True, int(words[3])),
        )
    if words[0] == "use" and any(card in p.sites for p in state.players):
        return msg("dt-choice-use-on-equipment", card=Card(card), equipment=Card(words[2]))
    if words[0] == "use":
        bearer = next(w.handle for p in state.players for w in p.warriors if card in (w.card, *w.attached))
        if len(words) == 2 and warrior(state, bearer).card == card:
            return msg("dt-choice-use-own", warrior=named(state, bearer))
        if len(words) > 2 and words[2].startswith("k") and any(e.kind == "raise_dead" for e in card_def(card).effects):
            return msg("dt-choice-raise", card=Card(card), warrior=Card(words[2]))
        if len(words) > 2 and words[2].startswith("k"):
            return msg("dt-choice-use-on-equipment", card=Card(card), equipment=Card(words[2]))
        if len(words) > 2 and words[2].startswith("p"):
            return msg("dt-choice-use-on-player", card=Card(card), target=Seat(int(words[2][1:]) - 1))
        if len(words) > 3:
            return msg(f"dt-choice-order-{words[3]}", card=Card(card), warrior=named(state, words[2]))
        if len(words) > 2:
            return msg("dt-choice-use-on", card=Card(card), warrior=named(state, words[2]))
        return msg("dt-choice-use", card=Card(card), warrior=named(state, bearer))
    if words[0] == "cast" and words[3].startswith("p"):
        return _cast_on_player(state, words)
    if words[0] == "cast" and card_def(card).target in ORDER_LABELS:
        return _order_label(state, words)
    if words[0] == "cast" and len(words) > 3 and words[3].startswith("k") and card_def(card).target == "ds_card":
        n = spell_cost(state, words[2], card, 1)
        return msg("dt-choice-wall", card=Card(card), caster=named(state, words[2]), target=Card(words[3]), n=n)
    if words[0] == "cast" and len(words) > 3 and words[3].startswith("k"):
        n = spell_cost(state, words[2], card, 1)
        if len(words) > 4:
            to = named(state, words[4])
            return msg("dt-choice-teleport", card=Card(card), equipment=Card(words[3]), warrior=to, n=n)
        return msg("dt-choice-teleport-hand", card=Card(card), equipment=Card(words[3]), n=n)
    if words[0] == "cast":
        arg = words[3]
        if arg.startswith("w") and card_def(card).target == "redeemable":
            n = casting_fee(state, words[2], card) + redeem_cost(warrior(state, arg), card)
            return msg(
                "dt-choice-cast-redeem", card=Card(card), caster=named(state, words[2]), warrior=named(state, arg), n=n
            )
        if arg.startswith("w") and card_def(card).target == "copy":
            return msg("dt-choice-cast-copy", card=Card(card), caster=named(state, words[2]), warrior=named(state, arg))
        if arg.startswith("w"):
            return msg(
                "dt-choice-cast-defender", card=Card(card), caster=named(state, words[2]), warrior=named(state, arg)
            )
        n = spell_cost(state, words[2], card, int(arg))
        return msg("dt-choice-cast", card=Card(card), caster=named(state, words[2]), n=n)
    if len(words) == 2:
        return msg("dt-choice-play", card=Card(card))
    target = words[2]
    if target.startswith("p"):
        return msg("dt-choice-play-on-player", card=Card(card), target=Seat(int(target[1:]) - 1))
    if target.startswith("w"):
        return msg("dt-choice-play-on", card=Card(card), warrior=named(state, target))
    return msg("dt-choice-play-on-equipment", card=Card(card), equipment=Card(target))


def _rate(card: str) -> int:
    return next(e.amount for e in card_def(card).effects if e.kind == "exchange")


def _cast_on_player(state: DtState, words: list[str]) -> Msg:
    """`cast SPELL CASTER pN [N]`: a spell on a player, in steps (or, for a question, its number)."""
    card, caster, victim = words[1], words[2], Seat(int(words[3][1:]) - 1)
    _target, units, cost = player_cast(state, words)
    if any(e.kind == "question" for e in card_def(card).effects):
        kind = msg(f"dt-type-{CARD_TYPES[units - 1]}")
        return msg("dt-choice-cast-question", card=Card(card), caster=named(state, caster), target=victim, kind=kind)
    return msg("dt-choice-cast-player", card=Card(card), caster=named(state, caster), target=victim, n=cost)


ORDER_LABELS = ("enemy_warrior", "order_target", "command", "two_fighters")


def _order_label(state: DtState, words: list[str]) -> Msg:
    """The label of a spell that names warriors: Suggestion, Telepathic Message, Command, Greater Telepathy."""
    card, caster = Card(words[1]), named(state, words[2])
    target = card_def(words[1]).target
    first = named(state, words[3])
    if target == "enemy_warrior":
        return msg("dt-choice-cast-suggestion", card=card, caster=caster, warrior=first)
    if target == "order_target":
        bound = Seat(int(words[4][1:]) - 1)
        return msg("dt-choice-cast-message", card=card, caster=caster, warrior=first, target=bound)
    second = named(state, words[4])
    if target == "command":
        n = sum(e.amount for e in card_def(words[1]).effects if e.kind == "command")
        return msg("dt-choice-cast-command", card=card, caster=caster, attacker=first, defender=second, n=n)
    tactic = msg(f"dt-tactic-{words[5]}")
    return msg("dt-choice-cast-swap", card=card, caster=caster, attacker=first, defender=second, tactic=tactic)


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
            from bot.games.doomtrooper.flow import start_turn

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
        target = words[2] if len(words) > 2 else ""
        if target.startswith("p"):
            target = str(int(target[1:]) - 1)
        units = int(words[3]) if len(words) > 3 else 1
        if target not in ("buy", "sell"):
            me.destiny -= special_cost(card, len(words) > 3, units)
        voided = special_cancelled(state, seat, card)
        if voided is not None:
            return events + voided
        return events + apply_played(state, seat, card, target, units)
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
    if verb == "cast" and words[3].startswith("k"):
        me.hand.remove(words[1])
        me.discard.append(words[1])
        return cast_on_card(state, seat, words[1], words[2:])
    if verb == "cast":
        card, caster = words[1], words[2]
        me.hand.remove(card)
        me.discard.append(card)
        spell_cast(state, caster)
        if card_def(card).actions:  # Art cast as actions (Empathy)
            _spend(state, card_def(card).actions)
        if words[3].startswith("w") and card_def(card).target == "redeemable":
            # A spell on a warrior (Exorcism): its price is the warrior's.
            target, units = words[3], 1
            cost = casting_fee(state, caster, card) + redeem_cost(warrior(state, target), card)
        elif words[3].startswith("w"):
            # A spell that names warriors (an order, Command): its price is fixed.
            target, units = " ".join(words[3:]), 0
            cost = casting_fee(state, caster, card) + sum(
                e.amount for e in card_def(card).effects if e.kind == "command"
            )
        elif words[3].startswith("p"):
            target, units, cost = player_cast(state, words)
        else:
            target, units = caster, int(words[3])
            cost = spell_cost(state, caster, card, units)
        me.destiny -= cost
        events = [Event.public("dt-cast", caster=named(state, caster), card=Card(card), n=cost)]
        return events + apply_played(state, seat, card, target, units)
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
                Event.private(f"dt-{verb}", seat, card=Card(card), warrior=_mine(state, bearer)),
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
                Event.private("dt-mission-warrior", seat, card=Card(card), warrior=_mine(state, bearer)),
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
