"""Melee: escaping (disengaging) and pinning, mines at pursuers, charging, charge fire and landing."""

from bot.engine.events import Card, Event, Many, Seat
from bot.games.bottisota3.board import alive, find_task, leave_melee, mates, push, tidy_melee
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.combat import launch
from bot.games.bottisota3.state import Attack, BotState, Task
from bot.games.bottisota3.systems import kit, power


def holders(state: BotState, seat: int) -> list[int]:
    """Mates that could keep `seat` from escaping: as fast or faster, and able to pin."""
    speed = kit(state, seat).speed
    return [m for m in mates(state, seat) if kit(state, m).speed >= speed and "racer" not in kit(state, m).flags]


def start_escape(state: BotState, seat: int, events: list[Event]) -> None:
    state.turn_info.tried_escape = True
    events.append(Event.public("b3-disengage", who=Seat(seat)))
    deciders = holders(state, seat)
    if not deciders:
        escape(state, seat, events)
        return
    push(state, Task(kind="escape", other=seat))
    for mate in reversed(deciders):
        push(state, Task(kind="letgo", seat=mate, other=seat))


def escape(state: BotState, seat: int, events: list[Event]) -> None:
    leave_melee(state, seat)
    events.append(Event.public("b3-escape", who=Seat(seat)))


def answer_letgo(state: BotState, pin: bool, events: list[Event]) -> None:
    task = state.tasks.pop()
    seat, escaper = task.seat, task.other
    if pin:
        resolver = find_task(state, "escape")
        assert resolver is not None
        resolver.targets.append(seat)
        events.append(Event.public("b3-pin", who=Seat(seat), escaper=Seat(escaper)))
    else:
        events.append(Event.public("b3-let-go", who=Seat(seat), escaper=Seat(escaper)))


def resolve_escape(state: BotState, task: Task, events: list[Event]) -> None:
    """After every holder answered: away if nobody pinned, else pinned (and may mine the pursuers)."""
    state.tasks.pop()
    seat = task.other
    if not alive(state, seat):
        return
    pinners = [h for h in task.targets if alive(state, h) and h in mates(state, seat)]
    if not pinners:
        escape(state, seat, events)
        return
    for pinner in pinners:
        released = state.bots[pinner].pins
        state.bots[pinner].pins = seat
        if released is not None and released != seat:
            events.append(Event.public("b3-pin-switch", who=Seat(pinner), released=Seat(released), escaper=Seat(seat)))
    events.append(Event.public("b3-pinned", who=Seat(seat), pinners=Many(tuple(Seat(p) for p in pinners))))
    offer_mines(state, seat, pinners)


def mine_allowance(state: BotState, seat: int) -> int:
    """Mines a pursued bot may lay: one per Miina and Pommi, or one 10♠ without any mine system."""
    gear = kit(state, seat)
    has_ten = any(face(c) == "10♠" for c in state.bots[seat].hand)
    return max(gear.mines + gear.bombs, 1 if has_ten else 0)


def offer_mines(state: BotState, seat: int, pursuers: list[int]) -> None:
    if pursuers and mine_allowance(state, seat) and not state.bots[seat].smoke:
        push(state, Task(kind="mine", seat=seat, targets=pursuers, count=mine_allowance(state, seat)))


def mine_cards(state: BotState, seat: int) -> list[str]:
    gear = kit(state, seat)
    hand = state.bots[seat].hand
    if gear.mines + gear.bombs:
        return [c for c in hand if power(c, "mine") > 0]
    return [c for c in hand if face(c) == "10♠"]


def lay_mine(state: BotState, card: str, target: int, from_deck: bool, events: list[Event]) -> None:
    task = state.tasks[-1]
    seat = task.seat
    task.count -= 1
    if task.count <= 0:
        state.tasks.pop()
    if not from_deck:
        state.bots[seat].hand.remove(card)
    state.discard.append(card)
    key = "b3-mine-deck" if from_deck else "b3-mine"
    events.append(Event.public(key, who=Seat(seat), card=Card(card), target=Seat(target)))
    launch(
        state, Attack(attacker=seat, target=target, card=card, weapon="mine", power=power(card, "mine"), source="mine")
    )


def start_charge(state: BotState, seat: int, target: int, events: list[Event]) -> None:
    """Charge: old melee mates choose to follow or stay, then the target's charge fire, then landing."""
    state.turn_info.charged = True
    events.append(Event.public("b3-charge", who=Seat(seat), target=Seat(target)))
    push(state, Task(kind="land", other=seat, target=target))
    push(state, Task(kind="chargefire", seat=target, other=seat, count=fire_budget(state, target)))
    old = mates(state, seat)
    if old:
        push(state, Task(kind="charge_mines", other=seat))
    for mate in reversed(old):
        if "racer" in kit(state, mate).flags:
            continue  # a Kaahaaja cannot pin, so it never follows
        push(state, Task(kind="follow", seat=mate, other=seat))


def answer_follow(state: BotState, follow: bool, events: list[Event]) -> None:
    task = state.tasks.pop()
    land = find_task(state, "land")
    assert land is not None
    if follow:
        land.targets.append(task.seat)
        events.append(Event.public("b3-follow", who=Seat(task.seat), charger=Seat(task.other)))
    else:
        events.append(Event.public("b3-stay", who=Seat(task.seat), charger=Seat(task.other)))


def charge_mines(state: BotState, task: Task) -> None:
    state.tasks.pop()
    land = find_task(state, "land")
    if land is not None and alive(state, task.other):
        offer_mines(state, task.other, [f for f in land.targets if alive(state, f)])


def fire_budget(state: BotState, seat: int) -> int:
    """Half the guns and missile platforms, rounded up."""
    gear = kit(state, seat)
    weapons = gear.guns + gear.blasts + gear.megas + gear.missiles
    return (weapons + 1) // 2


def incoming(state: BotState, task: Task) -> list[int]:
    """The charger and the bots following it, still alive: the charge-fire targets."""
    land = find_task(state, "land")
    followers = land.targets if land is not None else []
    return [s for s in [task.other, *followers] if alive(state, s)]


def land(state: BotState, task: Task, events: list[Event]) -> None:
    state.tasks.pop()
    charger, target = task.other, task.target
    if not alive(state, charger) or not alive(state, target):
        return
    group = state.bots[target].melee
    if group is None:
        group = state.next_group
        state.next_group += 1
        state.bots[target].melee = group
    for seat in [charger, *task.targets]:
        if alive(state, seat):
            state.bots[seat].melee = group
    tidy_melee(state)
    others = Many(tuple(Seat(s) for s in [target, *mates(state, target)] if s != charger))
    events.append(Event.public("b3-land", who=Seat(charger), others=others))
