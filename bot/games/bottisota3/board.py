"""Board queries (who is alive, who is in melee with whom) and card movement (draw, discard)."""

from bot.engine.events import Event
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import faces, remint
from bot.games.bottisota3.state import HAND_MAX, Bot, BotState, Task


def alive(state: BotState, seat: int) -> bool:
    """In play and not destroyed: can be attacked, defends, refills."""
    if seat < 0 or seat >= len(state.bots):
        return False
    bot = state.bots[seat]
    return bot.status == "active" and bot.condition > 0


def living(state: BotState) -> list[int]:
    return [s for s in range(len(state.bots)) if alive(state, s)]


def in_game(state: BotState, seat: int) -> bool:
    """The player still has a bot in play, waiting to enter, or in reserve."""
    bot = state.bots[seat]
    return bot.status != "destroyed" or bool(state.reserve[seat])


def players_left(state: BotState) -> list[int]:
    return [s for s in range(len(state.bots)) if in_game(state, s)]


def mates(state: BotState, seat: int) -> list[int]:
    """Other living bots in the same melee group."""
    group = state.bots[seat].melee
    if group is None:
        return []
    return [s for s in living(state) if s != seat and state.bots[s].melee == group]


def limit(bot: Bot) -> int:
    """Hand plus installed systems may not exceed this at a refill."""
    return min(HAND_MAX, bot.condition)


def start_cards(bot: Bot) -> int:
    return BOTS[bot.kind].cards


def can_draw(state: BotState) -> bool:
    return bool(state.deck or state.discard)


def draw(state: BotState) -> str | None:
    """The top card of the draw pile, reshuffling the discard pile (under fresh ids) when it runs out."""
    if not state.deck and state.discard:
        state.deck = [remint(c, state.decks) for c in state.discard]
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop() if state.deck else None


def draw_to(state: BotState, seat: int, size: int, events: list[Event]) -> None:
    """Draw until hand plus installed systems reaches `size`."""
    bot = state.bots[seat]
    drawn: list[str] = []
    while len(bot.hand) + len(bot.installed) < size:
        card = draw(state)
        if card is None:
            break
        bot.hand.append(card)
        drawn.append(card)
    if drawn:
        events.append(Event.private(f"You drew {faces(drawn)}.", seat))


def discard_all(state: BotState, seat: int) -> list[str]:
    bot = state.bots[seat]
    gone = bot.hand + bot.installed
    state.discard.extend(gone)
    bot.hand = []
    bot.installed = []
    return gone


def push(state: BotState, task: Task) -> None:
    state.serial += 1
    task.serial = state.serial
    state.tasks.append(task)


def find_task(state: BotState, kind: str) -> Task | None:
    return next((t for t in reversed(state.tasks) if t.kind == kind), None)


def tidy_melee(state: BotState) -> None:
    """Dissolve groups of fewer than two living bots and drop pins across groups."""
    for seat, bot in enumerate(state.bots):
        if not alive(state, seat):
            bot.melee = None
            bot.pins = None
    sizes: dict[int, int] = {}
    for bot in state.bots:
        if bot.melee is not None:
            sizes[bot.melee] = sizes.get(bot.melee, 0) + 1
    for bot in state.bots:
        if bot.melee is not None and sizes[bot.melee] < 2:
            bot.melee = None
    for bot in state.bots:
        if bot.pins is not None and (bot.melee is None or state.bots[bot.pins].melee != bot.melee):
            bot.pins = None


def leave_melee(state: BotState, seat: int) -> None:
    state.bots[seat].melee = None
    state.bots[seat].pins = None
    tidy_melee(state)


def auto_on(state: BotState, topic: str, seat: int) -> bool:
    return seat in state.auto.get(topic, [])
