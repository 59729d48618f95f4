"""One-shot card effects (tens, aces, jokers) and installing systems."""

from bot.engine.events import Event
from bot.games.bottisota3.board import alive, discard_all, draw, draw_to, find_task, leave_melee, limit, mates, push
from bot.games.bottisota3.cards import face, faces
from bot.games.bottisota3.combat import cancel_card, destroy, launch
from bot.games.bottisota3.state import Attack, BotState, Task
from bot.games.bottisota3.systems import power, system_name

EFFECTS = {
    "A♥": "Korjauspakki (repair kit): repair one damage",
    "A♣": "Savuverho (smoke screen): cannot be hit, nor shoot or strike, until your next turn",
    "A♠": "Megasähköohjus (mega-electric missile): two deck cards blast the target and its melee",
    "A♦": "Aktiivipanssari (active armour): the strike also hits the striker",
    "10♣": "kenttävirus (field virus): every field is off until your next turn",
    "10♦": "paniikkipoimutin (panic folder): teleport out of melee; an attack on you misses",
    "10♥": "itsetuho (self-destruct): 6 damage to your melee, 3 to every other bot",
    "🃏": "uudelleenohjelmointi (reprogramming): everyone exchanges every card",
}


def play(state: BotState, seat: int, card: str) -> None:
    state.bots[seat].hand.remove(card)
    state.discard.append(card)


def install(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    bot = state.bots[seat]
    bot.hand.remove(card)
    bot.installed.append(card)
    events.append(Event.public(f"{{p{seat}}} installs {face(card)}: {system_name(card)}."))


def repair_kit(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    play(state, seat, card)
    bot = state.bots[seat]
    bot.condition += 1
    events.append(Event.public(f"{{p{seat}}} uses a repair kit (A♥): condition {bot.condition}."))


def smoke(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    play(state, seat, card)
    state.bots[seat].smoke = True
    events.append(Event.public(f"{{p{seat}}} hides in a smoke screen (A♣) until its next turn."))


def teleport(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    play(state, seat, card)
    leave_melee(state, seat)
    # A charge by this bot that has not landed yet is over.
    state.tasks = [t for t in state.tasks if not (t.kind in ("land", "chargefire", "charge_mines") and t.other == seat)]
    for task in state.tasks:
        if task.kind == "land" and seat in task.targets:
            task.targets.remove(seat)  # a follower that teleports does not arrive either
    events.append(Event.public(f"{{p{seat}}} panic-folds (10♦) and teleports away from the other bots."))


def virus(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    play(state, seat, card)
    state.virus = seat
    events.append(Event.public(f"{{p{seat}}} releases a field virus (10♣): no field works until its next turn."))


def electric(state: BotState, seat: int, card: str, target: int, events: list[Event]) -> None:
    """A♠: the two top cards of the deck each attack the target and every bot in melee with it."""
    play(state, seat, card)
    victims = [target, *(s for s in mates(state, target) if s != seat)]
    events.append(Event.public(f"{{p{seat}}} fires a mega-electric missile (A♠) at {{p{target}}}."))
    shots = [c for c in (draw(state), draw(state)) if c is not None]
    state.discard.extend(shots)
    events.append(Event.public(f"It attacks with the deck's top cards {faces(shots)}."))
    for shot in reversed(shots):
        for victim in reversed(victims):
            value = power(shot, "electric")
            launch(
                state, Attack(attacker=seat, target=victim, card=shot, weapon="electric", power=value, source="turn")
            )


def self_destruct(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    events.append(Event.public(f"{{p{seat}}} triggers its self-destruct (10♥)!"))
    destroy(state, seat, -1, events)


def reprogram(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """Joker: everyone exchanges every card; mid-turn the new cards come only with the end-of-turn refill."""
    play(state, seat, card)
    at_start = state.turn_info.fresh
    when = "at the start of the turn" if at_start else "mid-turn: new cards come at the end of the turn"
    events.append(Event.public(f"{{p{seat}}} reprograms everyone with a joker ({when})."))
    for other in range(len(state.bots)):
        if alive(state, other):
            gone = discard_all(state, other)
            if gone:
                events.append(Event.public(f"{{p{other}}} discards {faces(gone)}."))
    if at_start:
        for other in range(len(state.bots)):
            if alive(state, other):
                draw_to(state, other, limit(state.bots[other]), events)


def bug_attack(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """Joker as a bug, in a defence: the attack card is negated (the attacker may use the weapon again)."""
    task = state.tasks[-1]
    attack = task.attack
    assert attack is not None
    play(state, seat, card)
    events.append(Event.public(f"{{p{seat}}} bugs {face(attack.card)} with a joker: the attack is negated."))
    cancel_card(state, attack)


def bug_block(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """Joker as a bug, by the attacker: the card that just stopped our attack is negated; defend again."""
    info = state.turn_info
    attack = info.last_block
    assert attack is not None
    play(state, seat, card)
    events.append(
        Event.public(f"{{p{seat}}} bugs {face(info.block_card)} with a joker: {{p{attack.target}}} must defend again.")
    )
    info.last_block = None
    info.block_card = ""
    push(state, Task(kind="defend", seat=attack.target, attack=attack))


def bug_system(state: BotState, seat: int, card: str, system: str, events: list[Event]) -> None:
    """Joker as a bug: destroy any installed system."""
    play(state, seat, card)
    owner = next(s for s, b in enumerate(state.bots) if system in b.installed)
    state.bots[owner].installed.remove(system)
    state.discard.append(system)
    events.append(Event.public(f"{{p{seat}}} bugs {{p{owner}}}'s {face(system)} with a joker: it is destroyed."))


def active_armour(state: BotState, seat: int, card: str, events: list[Event]) -> None:
    """A♦ in a defence against a strike: this strike (and the striker's further strikes at us) hit the striker too."""
    attack = state.tasks[-1].attack
    assert attack is not None
    play(state, seat, card)
    events.append(Event.public(f"{{p{seat}}}'s active armour (A♦) turns the strike on {{p{attack.attacker}}} too."))
    if attack.attacker == state.active and seat not in state.turn_info.active_armour:
        state.turn_info.active_armour.append(seat)
    launch(state, attack.model_copy(update={"attacker": seat, "target": attack.attacker, "source": "active"}))


def holds(state: BotState, seat: int, name: str) -> list[str]:
    return [c for c in state.bots[seat].hand if face(c) == name]


def charge_in_progress(state: BotState) -> bool:
    return find_task(state, "land") is not None
