"""Every decision: its legal choices (exact action strings) and its default."""

from bot.engine.decisions import Choice, Decision
from bot.engine.events import Arg, Card, Msg, Seat, msg
from bot.games.bottisota3.board import alive, blast_wins, can_draw, is_boom_card, limit, living, mates
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face, is_attack_card, is_joker, suit, value, worth
from bot.games.bottisota3.melee import incoming, mine_cards
from bot.games.bottisota3.reactions import joker_of
from bot.games.bottisota3.state import TOPICS, Attack, BotState, Task
from bot.games.bottisota3.systems import INSTALLS, VERB_WEAPONS, WEAPON_VERBS, Kit, defends, kit, power
from bot.games.bottisota3.turn import repairable
from bot.games.bottisota3.words import (
    DECK_TOP,
    attack_words,
    bot_name,
    bot_title,
    meaning,
    one_shot,
    one_shot_about,
    system_of,
    topic,
)

TOPIC = {
    "defend": "defend",
    "extra": "defend",
    "letgo": "letgo",
    "follow": "letgo",
    "chargefire": "fire",
    "reaim": "fire",
    "mine": "fire",
    "steal": "fire",
    "trim": "cards",
    "dropsys": "cards",
    "bonus": "cards",
    "react": "nobug",
    "boom": "boom",
}


def topic_of(task: Task) -> str | None:
    if task.kind == "exchange":
        return "cards" if task.source == "bonus" else None
    return TOPIC.get(task.kind)


def demilitarised(state: BotState, seat: int) -> bool:
    """In melee with a Pasifisti whose demilitarisation field works: no guns or missiles."""
    return any("demil_field" in kit(state, m).flags for m in mates(state, seat))


def can_shoot(state: BotState, seat: int) -> bool:
    return not state.bots[seat].smoke and not demilitarised(state, seat)


def first_of_each_face(cards: list[str]) -> list[str]:
    seen: set[str] = set()
    result = []
    for card in cards:
        if face(card) not in seen:
            seen.add(face(card))
            result.append(card)
    return result


def legal_defences(state: BotState, attack: Attack) -> list[str]:
    """Cards in hand that stop `attack`, cheapest first (hearts before other suits, then low values)."""
    gear = kit(state, attack.target)
    legal = [c for c in state.bots[attack.target].hand if defends(attack, c, gear)]
    return sorted(legal, key=lambda c: (suit(c) != "h", value(c), c))


def group(name: str) -> Msg:
    return msg(f"b3-group-{name}")


def source(card: str) -> Card | Msg:
    """A card of the hand, or 'the deck top' for the deck."""
    return DECK_TOP if card == "deck" else Card(card)


def weapon_choices(
    state: BotState, seat: int, target: int, weapons: list[str], used: dict[str, int], gear: Kit, where: str
) -> list[Choice]:
    choices = []
    hand = state.bots[seat].hand
    aim: dict[str, Arg] = {"target": Seat(target), "bot": bot_name(state.bots[target].kind)}
    for weapon in weapons:
        if used.get(weapon, 0) >= gear.count(weapon):
            continue
        verb = WEAPON_VERBS[weapon]
        cards = [c for c in hand if power(c, weapon, gear.melee_suits) > 0] + (["deck"] if can_draw(state) else [])
        for card in cards:
            label = msg(f"b3-choice-{weapon}", card=source(card), **aim)
            choices.append(Choice(action=f"{verb} {card} p{target}", label=label, group=group(where)))
    return choices


def toggle(state: BotState, seat: int, name: str) -> Choice:
    switch = "off" if seat in state.auto.get(name, []) else "on"
    label = msg(f"b3-choice-auto-{switch}", topic=topic(name), means=meaning(name))
    return Choice(action=f"auto {name} {switch}", label=label, group=group("standing"))


# --- the turn -------------------------------------------------------------------------------


def turn_choices(state: BotState) -> list[Choice]:
    seat = state.active
    me = state.bots[seat]
    gear = kit(state, seat)
    info = state.turn_info
    others = [s for s in living(state) if s != seat]
    near = mates(state, seat)
    choices: list[Choice] = []
    may_move = not info.charged and not info.attacked and not info.exchanged
    if me.melee is not None and may_move and not info.tried_escape:
        choices.append(Choice(action="disengage", label=msg("b3-choice-disengage"), group=group("move")))
    if may_move:
        for other in others:
            if other not in near:
                label = msg("b3-choice-charge", target=Seat(other), bot=bot_name(state.bots[other].kind))
                choices.append(Choice(action=f"charge p{other}", label=label, group=group("move")))
    if not info.exchanged and not me.smoke:
        targets = [info.target] if info.target is not None else others
        for target in targets:
            if target is None or not alive(state, target) or state.bots[target].smoke:
                continue
            choices += attack_choices(state, seat, target, gear)
    choices += card_uses(state, seat, gear)
    if not info.attacked and not info.exchanged:
        choices.append(Choice(action="exchange", label=msg("b3-choice-exchange"), group=group("exchange")))
    if "ego_field" in gear.flags and near and not me.smoke:
        cards = [c for c in me.hand if is_attack_card(c)] + (["deck"] if can_draw(state) else [])
        for card in cards:
            label = msg("b3-choice-ego", card=source(card))
            choices.append(Choice(action=f"ego {card}", label=label, group=group("end")))
    if "donor" in gear.flags:
        for card in me.hand:
            for other in others:
                label = msg("b3-choice-donate", card=Card(card), receiver=Seat(other))
                choices.append(Choice(action=f"donate {card} p{other}", label=label, group=group("end")))
    if "self_destruct" in gear.flags:
        choices.append(Choice(action="selfdestruct", label=msg("b3-choice-selfdestruct")))
    choices += [toggle(state, seat, name) for name in TOPICS]
    choices.append(Choice(action="end", label=msg("b3-choice-end"), group=group("end")))
    return choices


def attack_choices(state: BotState, seat: int, target: int, gear: Kit) -> list[Choice]:
    near = target in mates(state, seat)
    shoot = can_shoot(state, seat)
    weapons = ["gun", "blast", "mega"] if shoot else []
    if near:
        weapons += ["strike", "bomb"]
    elif shoot:
        weapons.append("missile")
    choices = weapon_choices(state, seat, target, weapons, state.turn_info.used, gear, "attack")
    if shoot and not near:
        for card in first_of_each_face(state.bots[seat].hand):
            if face(card) == "A♠":
                label = msg(
                    "b3-choice-electric", card=Card(card), target=Seat(target), bot=bot_name(state.bots[target].kind)
                )
                choices.append(Choice(action=f"use {card} p{target}", label=label, group=group("attack")))
    return choices


def card_uses(state: BotState, seat: int, gear: Kit) -> list[Choice]:
    me = state.bots[seat]
    choices = []
    for card in me.hand:
        if face(card) in INSTALLS:
            label = msg("b3-choice-install", card=Card(card), system=system_of(face(card)))
            choices.append(Choice(action=f"install {card}", label=label, group=group("install")))
    for card in first_of_each_face(me.hand):
        name = face(card)
        usable = {
            "A♥": repairable(state, seat),
            "A♣": not me.smoke,
            "10♣": True,
            "10♦": me.melee is not None,
            "🃏": True,
        }.get(name, False)
        if usable:
            label = msg("b3-choice-use", card=Card(card), about=one_shot_about(name))
            choices.append(Choice(action=f"use {card}", label=label, group=group("use")))
        if is_joker(card):
            for owner, bot in enumerate(state.bots):
                for system in bot.installed:
                    label = msg("b3-choice-bug-system", card=Card(system), owner=Seat(owner))
                    choices.append(Choice(action=f"bug {card} {system}", label=label, group=group("bug")))
    return choices


# --- decisions on the stack -------------------------------------------------------------------


def task_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    """The choices of the decision task `task` and its default."""
    maker = BUILDERS[task.kind]
    choices, default = maker(state, task)
    name = topic_of(task)
    if name is not None:
        choices.append(toggle(state, task.seat, name))
    return choices, default


def defend_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    attack = task.attack
    assert attack is not None
    seat = attack.target
    legal = legal_defences(state, attack)
    choices = [Choice(action=f"defend {c}", label=msg("b3-choice-defend", card=Card(c))) for c in legal]
    if can_draw(state):
        choices.append(Choice(action="defend deck", label=msg("b3-choice-defend-deck")))
    choices.append(Choice(action="take", label=msg("b3-choice-take")))
    default = choices[0].action
    for card in first_of_each_face(state.bots[seat].hand):
        name = face(card)
        if name in ("A♣", "10♦") or (name == "A♦" and attack.weapon == "strike" and attack.attacker != seat):
            label = msg("b3-choice-use", card=Card(card), about=one_shot_about(name))
            choices.append(Choice(action=f"use {card}", label=label, group=group("use")))
        if is_joker(card):
            label = msg("b3-choice-bug-attack", card=Card(attack.card), attacker=Seat(attack.attacker))
            choices.append(Choice(action=f"bug {card}", label=label, group=group("bug")))
    return choices, default


def pair(yes: str, no: str, yes_label: Msg, no_label: Msg) -> list[Choice]:
    return [Choice(action=yes, label=yes_label), Choice(action=no, label=no_label)]


def extra_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    return pair("redraw", "accept", msg("b3-choice-redraw"), msg("b3-choice-take")), "redraw"


def reaim_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    return pair("reaim", "accept", msg("b3-choice-reaim"), msg("b3-choice-keep-stopped")), "reaim"


def letgo_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    pinned = state.bots[task.seat].pins
    default = "letgo" if pinned is not None and pinned != task.other else "pin"
    escaper = Seat(task.other)
    if pinned in (None, task.other):
        pin = msg("b3-choice-pin", escaper=escaper)
    else:
        pin = msg("b3-choice-pin-switch", escaper=escaper, released=Seat(pinned))
    return pair("pin", "letgo", pin, msg("b3-choice-let-go", escaper=escaper)), default


def follow_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    default = "follow" if state.bots[task.seat].pins == task.other else "stay"
    charger = Seat(task.other)
    return pair("follow", "stay", msg("b3-choice-follow", charger=charger), msg("b3-choice-stay")), default


def mine_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    seat = task.seat
    gear = kit(state, seat)
    choices = []
    for target in task.targets:
        if not alive(state, target):
            continue
        cards = mine_cards(state, seat) + (["deck"] if gear.mines + gear.bombs and can_draw(state) else [])
        aim: dict[str, Arg] = {"target": Seat(target), "bot": bot_name(state.bots[target].kind)}
        for card in cards:
            label = msg("b3-choice-mine", card=source(card), **aim)
            choices.append(Choice(action=f"mine {card} p{target}", label=label))
    choices.append(Choice(action="nomine", label=msg("b3-choice-no-mine")))
    return choices, "nomine"


def chargefire_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    seat = task.seat
    gear = kit(state, seat)
    choices: list[Choice] = []
    for target in incoming(state, task):
        choices += weapon_choices(state, seat, target, ["gun", "blast", "mega", "missile"], task.used, gear, "fire")
    choices.append(Choice(action="hold", label=msg("b3-choice-hold")))
    from_hand = [c for c in choices if c.action.split()[-1] == f"p{task.other}" and " deck " not in c.action]
    default = "hold"
    if from_hand:
        default = max(from_hand, key=lambda c: (value(c.action.split()[1]), c.action)).action
    return choices, default


def steal_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    gear = kit(state, task.seat)
    victim = state.bots[task.target]
    owner = Seat(task.target)
    choices = []
    if "steal" in gear.flags:
        if victim.hand:
            choices.append(Choice(action="steal hand", label=msg("b3-choice-steal-hand", victim=owner)))
        for system in victim.installed:
            label = msg("b3-choice-steal-system", card=Card(system), victim=owner)
            choices.append(Choice(action=f"steal {system}", label=label))
    if "grab_claw" in gear.flags:
        for system in victim.installed:
            label = msg("b3-choice-claw-install", card=Card(system), victim=owner)
            choices.append(Choice(action=f"claw {system}", label=label))
            label = msg("b3-choice-claw-scrap", card=Card(system), victim=owner)
            choices.append(Choice(action=f"claw {system} scrap", label=label))
    choices.append(Choice(action="nosteal", label=msg("b3-choice-steal-nothing")))
    return choices, choices[0].action


def dropsys_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    choices = [Choice(action=f"drop {c}", label=msg("b3-choice-drop-system", card=Card(c))) for c in bot.installed]
    choices.append(Choice(action="keep", label=msg("b3-choice-keep-systems")))
    return choices, "keep"


def trim_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    hand = [c for c in bot.hand if c != state.donated]
    choices = [Choice(action=f"drop {c}", label=discard_label(c)) for c in hand]
    choices += [Choice(action=f"drop {c}", label=msg("b3-choice-remove-system", card=Card(c))) for c in bot.installed]
    default = "drop " + (min(hand, key=lambda c: (worth(c), c)) if hand else bot.installed[-1])
    return choices, default


def discard_label(card: str) -> Msg:
    """Discarding a card of the hand in a trim; a 10♥ then asks whether it self-destructs."""
    return msg("b3-choice-discard-ten" if is_boom_card(card) else "b3-choice-discard", card=Card(card))


def bonus_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    choices = []
    if repairable(state, task.seat):
        choices.append(Choice(action="bonus repair", label=msg("b3-choice-bonus-repair")))
    choices.append(Choice(action="bonus exchange", label=msg("b3-choice-bonus-exchange")))
    return choices, choices[0].action


def exchange_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    choices = [Choice(action=f"discard {c}", label=msg("b3-choice-discard", card=Card(c))) for c in bot.hand]
    choices += [
        Choice(action=f"discard {c}", label=msg("b3-choice-remove-system", card=Card(c))) for c in bot.installed
    ]
    choices.append(Choice(action="draw", label=msg("b3-choice-draw")))
    return choices, "draw"


def react_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    joker = joker_of(state, task.seat)
    assert joker is not None
    label = msg("b3-choice-bug", card=Card(task.card), owner=Seat(task.other))
    choices = [
        Choice(action=f"bug {joker}", label=label, group=group("bug")),
        Choice(action="letgo", label=msg("b3-choice-let-it-go")),
        toggle(state, task.seat, "bugme"),
    ]
    return choices, "letgo"


def boom_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    card = Card(task.card)
    choices = [
        Choice(action=f"selfdestruct {task.card}", label=msg("b3-choice-boom", card=card)),
        Choice(action=f"discard {task.card}", label=msg("b3-choice-boom-discard", card=card)),
    ]
    return choices, f"discard {task.card}"


def auto_answer(state: BotState, task: Task) -> str:
    """What a standing instruction answers: the default, except that `auto boom` self-destructs when that wins."""
    choices, default = task_choices(state, task)
    if task.kind == "boom" and blast_wins(state, task.seat):
        return choices[0].action
    return default


def pick_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    taken = {k for kinds in state.reserve for k in kinds}
    choices = [
        Choice(action=f"pick {spec.name.lower()}", label=msg("b3-choice-pick", bot=bot_title(kind)))
        for kind, spec in enumerate(BOTS)
    ]
    free = [i for i in range(len(BOTS)) if i not in taken]
    return choices, choices[free[0] if free else 0].action


BUILDERS = {
    "defend": defend_choices,
    "extra": extra_choices,
    "reaim": reaim_choices,
    "letgo": letgo_choices,
    "follow": follow_choices,
    "mine": mine_choices,
    "chargefire": chargefire_choices,
    "steal": steal_choices,
    "dropsys": dropsys_choices,
    "trim": trim_choices,
    "bonus": bonus_choices,
    "exchange": exchange_choices,
    "pick": pick_choices,
    "react": react_choices,
    "boom": boom_choices,
}


def prompt(state: BotState, task: Task) -> Msg:
    """The prompt of a decision task. `turn` and `step` (the task's serial) make each decision's
    id fresh; the words name the turn only."""
    when = {"turn": state.turn, "step": task.serial}
    if task.kind == "defend" and task.attack is not None:
        attack = task.attack
        return msg("b3-prompt-defend", attacker=Seat(attack.attacker), attack=attack_words(attack), **when)
    if task.kind == "react":
        # Public in the match thread: it names the card played and its player, never the joker or who holds one.
        return msg("b3-prompt-react", played=played(task), **when)
    if task.kind in ("letgo", "follow"):
        return msg(f"b3-prompt-{task.kind}", other=Seat(task.other), **when)
    if task.kind == "chargefire":
        return msg("b3-prompt-chargefire", other=Seat(task.other), count=task.count, **when)
    if task.kind == "mine":
        return msg("b3-prompt-mine", count=task.count, **when)
    if task.kind == "steal":
        return msg("b3-prompt-steal", victim=Seat(task.target), **when)
    if task.kind == "trim":
        return msg("b3-prompt-trim", limit=limit(state.bots[task.seat]), **when)
    return msg(f"b3-prompt-{task.kind}", **when)


def played(task: Task) -> Msg:
    """What a reaction window is about, in words."""
    who, card = Seat(task.other), Card(task.card)
    attack = task.attack
    if task.source == "attack" and attack is not None:
        return msg("b3-played-attack", who=who, attack=attack_words(attack), target=Seat(attack.target))
    if task.source == "defence" and attack is not None:
        return msg("b3-played-block", who=who, card=card, attacker=Seat(attack.attacker), attack=Card(attack.card))
    if task.source == "install":
        return msg("b3-played-install", who=who, card=card, system=system_of(face(task.card)))
    name = one_shot(face(task.card))
    if attack is not None:
        attacker, against = Seat(attack.attacker), Card(attack.card)
        return msg("b3-played-effect-against", who=who, card=card, name=name, attacker=attacker, attack=against)
    if task.target >= 0:
        return msg("b3-played-effect-at", who=who, card=card, name=name, target=Seat(task.target))
    return msg("b3-played-effect", who=who, card=card, name=name)


def decision(state: BotState) -> Decision:
    if state.tasks:
        task = state.tasks[-1]
        choices, default = task_choices(state, task)
        return Decision(
            player=task.seat,
            kind=task.kind,
            prompt=prompt(state, task),
            choices=choices,
            default=default,
            reaction=task.kind == "react",
        )
    seat = state.active
    return Decision(
        player=seat,
        kind="turn",
        prompt=msg("b3-prompt-turn", turn=state.turn),
        choices=turn_choices(state),
        default="end",
    )


def weapon_of(verb: str) -> str:
    return VERB_WEAPONS[verb]
