"""Turn flow: the start of a turn (entry, virus and smoke expiry, bot specials), its end and refills."""

from bot.engine.events import Card, Event, Seat
from bot.games.bottisota3.board import (
    alive,
    draw,
    draw_to,
    finish,
    in_game,
    limit,
    players_left,
    push,
    start_cards,
)
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import is_attack_card, is_joker, value
from bot.games.bottisota3.combat import launch
from bot.games.bottisota3.melee import start_escape
from bot.games.bottisota3.state import Attack, Bot, BotState, Task, TurnInfo
from bot.games.bottisota3.systems import kit, power
from bot.games.bottisota3.words import bot_title, form


def end_turn(state: BotState) -> None:
    """Every bot in play refills (or trims) after any player's turn, starting with the player whose turn ended."""
    push(state, Task(kind="nextturn"))
    count = len(state.bots)
    for step in reversed(range(count)):
        push(state, Task(kind="refill", seat=(state.active + step) % count))


def refill(state: BotState, task: Task, events: list[Event]) -> None:
    """Draw up to the limit; over it, the task becomes the owner's trim decision."""
    seat = task.seat
    if not alive(state, seat):
        state.tasks.pop()
        return
    bot = state.bots[seat]
    if len(bot.hand) + len(bot.installed) > limit(bot):
        task.kind = "trim"
        return
    state.tasks.pop()
    draw_to(state, seat, limit(bot), events)


def next_turn(state: BotState, task: Task, events: list[Event]) -> None:
    state.tasks.pop()
    count = len(state.bots)
    seat = state.active if task.source == "first" else (state.active + 1) % count
    while not in_game(state, seat):
        seat = (seat + 1) % count
    if task.source != "first":
        state.turn += 1
    state.active = seat
    state.turn_info = TurnInfo()
    state.donated = ""
    if state.turn > state.turn_limit:
        finish_by_limit(state, events)
        return
    if state.virus is not None and (state.virus == seat or not in_game(state, state.virus)):
        state.virus = None
        events.append(Event.public("b3-virus-off"))
    bot = state.bots[seat]
    bot.smoke = False
    bot.asleep = False
    events.append(Event.public("b3-turn", turn=state.turn, who=Seat(seat)))
    if bot.status != "active":
        enter(state, seat, events)
    start_specials(state, seat, events)


def enter(state: BotState, seat: int, events: list[Event]) -> None:
    """A bot starts alone, at its owner's turn start, with a full hand."""
    old = state.bots[seat]
    kind = old.kind if old.status == "waiting" else state.reserve[seat].pop(0)
    state.bots[seat] = Bot(kind=kind, condition=BOTS[kind].cards)
    events.append(Event.public("b3-enter", who=Seat(seat), bot=bot_title(kind), condition=BOTS[kind].cards))
    draw_to(state, seat, limit(state.bots[seat]), events)


def start_specials(state: BotState, seat: int, events: list[Event]) -> None:
    bot = state.bots[seat]
    flags = kit(state, seat).flags
    if "schizo" in flags:
        card = reveal(state)
        if card is not None:
            bot.form = "mill" if is_attack_card(card) else "thinker"
            events.append(Event.public("b3-schizo", who=Seat(seat), card=Card(card), form=form(bot.form)))
        elif not bot.form:
            bot.form = "thinker"
    if "snoozer" in flags:
        card = reveal(state)
        if card is not None and (is_joker(card) or 11 <= value(card) <= 13):
            bot.asleep = True
            events.append(Event.public("b3-snooze", who=Seat(seat), card=Card(card)))
            end_turn(state)
            return
        if card is not None:
            events.append(Event.public("b3-awake", who=Seat(seat), card=Card(card)))
    if "noise" in flags:
        noise(state, seat, events)
    if "racer" in kit(state, seat).flags and bot.melee is not None:
        start_escape(state, seat, events)


def reveal(state: BotState) -> str | None:
    card = draw(state)
    if card is not None:
        state.discard.append(card)
    return card


def noise(state: BotState, seat: int, events: list[Event]) -> None:
    """Vinkukohina: the deck top attacks every other bot at the start of Vinkubotti's turn."""
    card = reveal(state)
    if card is None:
        return
    strength = power(card, "noise")
    if not strength:
        events.append(Event.public("b3-noise-nothing", who=Seat(seat), card=Card(card)))
        return
    events.append(Event.public("b3-noise", who=Seat(seat), card=Card(card), power=strength))
    count = len(state.bots)
    victims = [(seat + step) % count for step in range(1, count)]
    for victim in reversed([v for v in victims if alive(state, v)]):
        launch(state, Attack(attacker=seat, target=victim, card=card, weapon="noise", power=strength, source="noise"))


def finish_by_limit(state: BotState, events: list[Event]) -> None:
    left = players_left(state)
    best = max((state.bots[s].condition for s in left), default=0)
    events.append(Event.public("b3-turn-limit", limit=state.turn_limit))
    finish(state, [s for s in left if state.bots[s].condition == best], "turn-limit", events)


def repairable(state: BotState, seat: int) -> bool:
    return state.bots[seat].condition < start_cards(state.bots[seat])
