"""Board queries (who is alive, who is in melee with whom) and card movement (draw, discard)."""

from bot.engine.events import Card, Event, Many, Seat
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import face, remint
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
        events.append(Event.private("b3-draw", seat, who=Seat(seat), cards=Many(tuple(Card(c) for c in drawn))))


def discard_all(state: BotState, seat: int) -> list[str]:
    bot = state.bots[seat]
    gone = bot.hand + bot.installed
    state.discard.extend(gone)
    bot.hand = []
    bot.installed = []
    return gone


def restock(state: BotState, seat: int, events: list[Event]) -> None:
    """The second half of every exchange: draw up to five, then the owner trims to the limit."""
    if not alive(state, seat):
        return
    bot = state.bots[seat]
    draw_to(state, seat, HAND_MAX, events)
    if len(bot.hand) + len(bot.installed) > limit(bot):
        push(state, Task(kind="trim", seat=seat))


def is_boom_card(card: str) -> bool:
    """A 10♥: it may self-destruct when it has to be thrown away."""
    return face(card) == "10♥"


def throw_away(state: BotState, seat: int, cards: list[str]) -> tuple[list[str], list[str]]:
    """Forced discards from `seat`'s hand and systems: (discarded, 10♥s kept back for the owner's decision).

    A 10♥ stays in the hand until its owner chooses to self-destruct with it or just discard it
    (see ask_tens); everything else goes to the discard pile at once.
    """
    bot = state.bots[seat]
    tens = [c for c in cards if is_boom_card(c) and c in bot.hand]
    gone = [c for c in cards if c not in tens]
    for card in gone:
        (bot.hand if card in bot.hand else bot.installed).remove(card)
    state.discard.extend(gone)
    return gone, tens


def ask_tens(state: BotState, asks: list[tuple[int, str]]) -> None:
    """Open the 10♥ decisions (seat, card); the first listed is answered first."""
    for seat, card in reversed(asks):
        push(state, Task(kind="boom", seat=seat, card=card))


def finish(state: BotState, winners: list[int], reason: str, events: list[Event]) -> None:
    """The match is over: `reason` is one of REASONS (the state keeps the code, Outcome words it)."""
    state.winners = winners
    state.finished_reason = reason
    state.tasks.clear()
    if not winners:
        events.append(Event.public("b3-win-none"))
    elif len(winners) > 1:
        events.append(Event.public("b3-win-shared", winners=Many(tuple(Seat(w) for w in winners))))
    else:
        events.append(Event.public(f"b3-win-{reason}", who=Seat(winners[0])))


def blast_wins(state: BotState, seat: int) -> bool:
    """Would `seat` self-destructing now destroy every other player's last bot (public facts only)?"""
    near = mates(state, seat)
    for other in range(len(state.bots)):
        if other == seat or not in_game(state, other):
            continue
        if state.reserve[other] or not alive(state, other):
            return False
        if state.bots[other].condition > (6 if other in near else 3):
            return False
    return True


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
