"""Every decision: its legal choices (exact action strings) and its default."""

from bot.engine.decisions import Choice, Decision
from bot.games.bottisota3.board import alive, blast_wins, can_draw, is_boom_card, limit, living, mates
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face, is_attack_card, is_joker, suit, value, worth
from bot.games.bottisota3.combat import describe
from bot.games.bottisota3.effects import EFFECTS, PLAYED
from bot.games.bottisota3.melee import incoming, mine_cards
from bot.games.bottisota3.reactions import joker_of
from bot.games.bottisota3.state import TOPICS, Attack, BotState, Task
from bot.games.bottisota3.systems import INSTALLS, VERB_WEAPONS, WEAPON_VERBS, Kit, defends, kit, power, system_name
from bot.games.bottisota3.turn import repairable

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
MEANINGS = {
    "defend": "defend with the cheapest legal card",
    "letgo": "keep pinning, follow only the bot you pin",
    "fire": "fire your best cards at chargers, re-aim, no mines",
    "cards": "trim, keep systems, take the default bonus",
    "nobug": "never bug: no reaction windows for you",
    "bugme": "bug only cards played against you: other reaction windows are let go",
    "boom": "a 10♥ you must throw away self-destructs only when that wins, else it is discarded",
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


def weapon_choices(
    state: BotState, seat: int, target: int, weapons: list[str], used: dict[str, int], gear: Kit, group: str
) -> list[Choice]:
    choices = []
    hand = state.bots[seat].hand
    for weapon in weapons:
        if used.get(weapon, 0) >= gear.count(weapon):
            continue
        verb = WEAPON_VERBS[weapon]
        for card in hand:
            if power(card, weapon, gear.melee_suits) > 0:
                choices.append(
                    Choice(
                        action=f"{verb} {card} p{target}", label=f"{verb} {face(card)} at {{p{target}}}", group=group
                    )
                )
        if can_draw(state):
            choices.append(
                Choice(action=f"{verb} deck p{target}", label=f"{verb} the deck top at {{p{target}}}", group=group)
            )
    return choices


def toggle(state: BotState, seat: int, topic: str) -> Choice:
    switch = "off" if seat in state.auto.get(topic, []) else "on"
    label = f"Standing instruction: auto {topic} {switch} ({MEANINGS[topic]})"
    return Choice(action=f"auto {topic} {switch}", label=label, group="standing")


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
        choices.append(Choice(action="disengage", label="Try to disengage from the melee", group="move"))
    if may_move:
        for other in others:
            if other not in near:
                choices.append(Choice(action=f"charge p{other}", label=f"Charge {{p{other}}}", group="move"))
    if not info.exchanged and not me.smoke:
        targets = [info.target] if info.target is not None else others
        for target in targets:
            if target is None or not alive(state, target) or state.bots[target].smoke:
                continue
            choices += attack_choices(state, seat, target, gear)
    choices += card_uses(state, seat, gear)
    if not info.attacked and not info.exchanged:
        choices.append(Choice(action="exchange", label="Exchange cards (instead of attacking)", group="exchange"))
    if "ego_field" in gear.flags and near and not me.smoke:
        for card in me.hand:
            if is_attack_card(card):
                choices.append(
                    Choice(action=f"ego {card}", label=f"End with an ego-field attack: {face(card)}", group="end")
                )
        if can_draw(state):
            choices.append(Choice(action="ego deck", label="End with an ego-field attack: the deck top", group="end"))
    if "donor" in gear.flags:
        for card in me.hand:
            for other in others:
                label = f"End by donating {face(card)} to {{p{other}}}"
                choices.append(Choice(action=f"donate {card} p{other}", label=label, group="end"))
    if "self_destruct" in gear.flags:
        choices.append(Choice(action="selfdestruct", label="Trigger the built-in self-destruct (Itsetuho)"))
    choices += [toggle(state, seat, topic) for topic in TOPICS]
    choices.append(Choice(action="end", label="End the turn", group="end"))
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
                choices.append(
                    Choice(action=f"use {card} p{target}", label=f"A♠ mega-electric missile at {{p{target}}}")
                )
    return choices


def card_uses(state: BotState, seat: int, gear: Kit) -> list[Choice]:
    me = state.bots[seat]
    choices = []
    for card in me.hand:
        if face(card) in INSTALLS:
            choices.append(
                Choice(action=f"install {card}", label=f"Install {face(card)}: {system_name(card)}", group="install")
            )
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
            choices.append(Choice(action=f"use {card}", label=f"Use {name}: {EFFECTS[name]}", group="use"))
        if is_joker(card):
            for owner, bot in enumerate(state.bots):
                for system in bot.installed:
                    label = f"Bug {{p{owner}}}'s {face(system)} (destroy it)"
                    choices.append(Choice(action=f"bug {card} {system}", label=label, group="bug"))
    return choices


# --- decisions on the stack -------------------------------------------------------------------


def task_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    """The choices of the decision task `task` and its default."""
    maker = BUILDERS[task.kind]
    choices, default = maker(state, task)
    topic = topic_of(task)
    if topic is not None:
        choices.append(toggle(state, task.seat, topic))
    return choices, default


def defend_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    attack = task.attack
    assert attack is not None
    seat = attack.target
    legal = legal_defences(state, attack)
    choices = [Choice(action=f"defend {c}", label=f"Defend with {face(c)}") for c in legal]
    if can_draw(state):
        choices.append(Choice(action="defend deck", label="Turn the deck top"))
    choices.append(Choice(action="take", label="Take the hit"))
    default = choices[0].action
    for card in first_of_each_face(state.bots[seat].hand):
        name = face(card)
        if name in ("A♣", "10♦") or (name == "A♦" and attack.weapon == "strike" and attack.attacker != seat):
            choices.append(Choice(action=f"use {card}", label=f"Use {name}: {EFFECTS[name]}", group="use"))
        if is_joker(card):
            choices.append(Choice(action=f"bug {card}", label=f"Bug {face(attack.card)} with the joker", group="bug"))
    return choices, default


def pair(yes: str, no: str, yes_label: str, no_label: str) -> list[Choice]:
    return [Choice(action=yes, label=yes_label), Choice(action=no, label=no_label)]


def extra_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    return pair("redraw", "accept", "Extra shield: re-draw the defence from the deck", "Take the hit"), "redraw"


def reaim_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    return pair("reaim", "accept", "Targeting system: exchange the shot for the deck top", "Keep it stopped"), "reaim"


def letgo_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    pinned = state.bots[task.seat].pins
    default = "letgo" if pinned is not None and pinned != task.other else "pin"
    label = "Keep it pinned" if pinned in (None, task.other) else f"Pin it (releases {{p{pinned}}})"
    return pair("pin", "letgo", label, "Let it go"), default


def follow_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    default = "follow" if state.bots[task.seat].pins == task.other else "stay"
    return pair("follow", "stay", "Follow it into the new melee", "Stay behind"), default


def mine_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    seat = task.seat
    gear = kit(state, seat)
    choices = []
    for target in task.targets:
        if not alive(state, target):
            continue
        for card in mine_cards(state, seat):
            choices.append(Choice(action=f"mine {card} p{target}", label=f"Mine {face(card)} at {{p{target}}}"))
        if gear.mines + gear.bombs and can_draw(state):
            choices.append(Choice(action=f"mine deck p{target}", label=f"Mine the deck top at {{p{target}}}"))
    choices.append(Choice(action="nomine", label="Lay no mine"))
    return choices, "nomine"


def chargefire_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    seat = task.seat
    gear = kit(state, seat)
    choices: list[Choice] = []
    for target in incoming(state, task):
        choices += weapon_choices(state, seat, target, ["gun", "blast", "mega", "missile"], task.used, gear, "fire")
    choices.append(Choice(action="hold", label="Hold fire"))
    from_hand = [c for c in choices if c.action.split()[-1] == f"p{task.other}" and " deck " not in c.action]
    default = "hold"
    if from_hand:
        default = max(from_hand, key=lambda c: (value(c.action.split()[1]), c.action)).action
    return choices, default


def steal_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    gear = kit(state, task.seat)
    victim = state.bots[task.target]
    choices = []
    if "steal" in gear.flags:
        if victim.hand:
            choices.append(Choice(action="steal hand", label=f"Steal a random card from {{p{task.target}}}'s hand"))
        for system in victim.installed:
            choices.append(Choice(action=f"steal {system}", label=f"Steal {face(system)} into your hand"))
    if "grab_claw" in gear.flags:
        for system in victim.installed:
            choices.append(Choice(action=f"claw {system}", label=f"Grab {face(system)} and install it"))
            choices.append(Choice(action=f"claw {system} scrap", label=f"Grab {face(system)} and scrap it"))
    choices.append(Choice(action="nosteal", label="Steal nothing"))
    return choices, choices[0].action


def dropsys_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    choices = [Choice(action=f"drop {c}", label=f"Drop {face(c)} now") for c in bot.installed]
    choices.append(Choice(action="keep", label="Keep your systems (trim at the refill)"))
    return choices, "keep"


def trim_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    hand = [c for c in bot.hand if c != state.donated]
    choices = [Choice(action=f"drop {c}", label=f"Discard {face(c)}{BOOM_NOTE * is_boom_card(c)}") for c in hand]
    choices += [Choice(action=f"drop {c}", label=f"Remove installed {face(c)}") for c in bot.installed]
    default = "drop " + (min(hand, key=lambda c: (worth(c), c)) if hand else bot.installed[-1])
    return choices, default


BOOM_NOTE = " (you then choose: self-destruct with it or just discard it)"


def bonus_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    choices = []
    if repairable(state, task.seat):
        choices.append(Choice(action="bonus repair", label="Destroyer's bonus: repair one damage"))
    choices.append(Choice(action="bonus exchange", label="Destroyer's bonus: a free exchange"))
    return choices, choices[0].action


def exchange_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    bot = state.bots[task.seat]
    choices = [Choice(action=f"discard {c}", label=f"Discard {face(c)}") for c in bot.hand]
    choices += [Choice(action=f"discard {c}", label=f"Remove installed {face(c)}") for c in bot.installed]
    choices.append(Choice(action="draw", label="Draw up to five (then trim to your condition)"))
    return choices, "draw"


def react_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    joker = joker_of(state, task.seat)
    assert joker is not None
    choices = [
        Choice(action=f"bug {joker}", label=f"Bug {face(task.card)} with your joker: it is negated", group="bug"),
        Choice(action="letgo", label="Let it go"),
        toggle(state, task.seat, "bugme"),
    ]
    return choices, "letgo"


def boom_choices(state: BotState, task: Task) -> tuple[list[Choice], str]:
    name = face(task.card)
    choices = [
        Choice(action=f"selfdestruct {task.card}", label=f"Self-destruct with {name}: {EFFECTS[name]}"),
        Choice(action=f"discard {task.card}", label=f"Just discard {name}"),
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
    choices = [Choice(action=f"pick {spec.name.lower()}", label=f"{spec.name} ({spec.english})") for spec in BOTS]
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


PROMPTS = {
    "extra": "Your defence failed: re-draw it with the extra shield?",
    "reaim": "Your shot was stopped: re-aim with the targeting system?",
    "letgo": "{{p{other}}} tries to disengage: let it go or keep it pinned?",
    "follow": "{{p{other}}} charges out of your melee: follow it or stay?",
    "mine": "You are pursued: lay mines ({count} left)?",
    "chargefire": "{{p{other}}} charges at you: fire at it ({count} weapons left)?",
    "steal": "Your strike damaged {{p{target}}}: steal something?",
    "dropsys": "You are over your card limit: drop installed systems at once?",
    "trim": "Trim to your limit of {limit} cards: discard one.",
    "bonus": "You destroyed a bot: choose your bonus.",
    "exchange": "Exchange: discard the cards you want, then draw.",
    "pick": "Pick a bot.",
    "boom": "Your {card} has to be thrown away: self-destruct with it, or just discard it?",
}


def prompt(state: BotState, task: Task) -> str:
    head = f"Turn {state.turn} (#{task.serial})"
    if task.kind == "defend" and task.attack is not None:
        return f"{head}: {{p{task.attack.attacker}}} attacks you with {describe(task.attack)}."
    if task.kind == "react":
        # Public in the match thread: it names the card played, never the joker or who holds one.
        return f"{head}: reaction window: {{p{task.other}}} just played {played(task)}."
    size = limit(state.bots[task.seat]) if task.kind != "pick" else 0
    card = face(task.card) if task.card else ""
    text = PROMPTS[task.kind].format(other=task.other, count=task.count, target=task.target, limit=size, card=card)
    return f"{head}: {text}"


def played(task: Task) -> str:
    """What a reaction window is about, in words."""
    name = face(task.card)
    attack = task.attack
    if task.source == "attack" and attack is not None:
        return f"{describe(attack)} at {{p{attack.target}}}"
    if task.source == "defence" and attack is not None:
        return f"{name}, which stopped {{p{attack.attacker}}}'s {face(attack.card)}"
    if task.source == "install":
        return f"{name}: {system_name(task.card)}"
    what = f"{name} ({PLAYED[name]})"
    if attack is not None:
        return f"{what} against {{p{attack.attacker}}}'s {face(attack.card)}"
    return f"{what} at {{p{task.target}}}" if task.target >= 0 else what


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
        player=seat, kind="turn", prompt=f"Turn {state.turn}: your move.", choices=turn_choices(state), default="end"
    )


def weapon_of(verb: str) -> str:
    return VERB_WEAPONS[verb]
