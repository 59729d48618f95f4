"""Reaction windows: after a card is played, joker holders may bug it (negate it), in seat order.

A window is one `react` task per asked seat, pushed above whatever the card is about to do, so
it is answered before the card takes effect. Only seats that hold a joker are asked, so an open
window tells the table that somebody holds one; the view therefore never names the seat (see
render.waiting). Negating the card is in effects.negate.

Modes (Task.source): attack (an attack card; its victims bug it in their defence instead),
defence (a card that just stopped an attack), effect (a one-shot card whose effect waits in an
`effect` task) and install (a system just installed).
"""

from bot.games.bottisota3.board import alive, auto_on, push
from bot.games.bottisota3.cards import is_joker
from bot.games.bottisota3.state import Attack, BotState, Task


def joker_of(state: BotState, seat: int) -> str | None:
    return next((c for c in state.bots[seat].hand if is_joker(c)), None)


def asked(state: BotState, seat: int, player: int, against: list[int]) -> bool:
    """Whether `seat` gets a window for a card `player` played against the seats in `against`."""
    if seat == player or not alive(state, seat) or joker_of(state, seat) is None:
        return False
    if auto_on(state, "nobug", seat):
        return False
    return not auto_on(state, "bugme", seat) or seat in against


def open_window(
    state: BotState,
    player: int,
    card: str,
    mode: str,
    against: list[int],
    exclude: list[int] | None = None,
    attack: Attack | None = None,
    target: int = -1,
) -> None:
    """Ask every eligible joker holder, in seat order after `player`, whether to bug `card`."""
    count = len(state.bots)
    order = [(player + step) % count for step in range(1, count)]
    seats = [s for s in order if s not in (exclude or []) and asked(state, s, player, against)]
    for seat in reversed(seats):
        window = Task(kind="react", seat=seat, other=player, card=card, source=mode, targets=against, target=target)
        window.attack = attack
        push(state, window)


def window_closed(state: BotState, task: Task) -> bool:
    """A window that no longer asks anything (the joker is gone, an instruction was set meanwhile)."""
    return not asked(state, task.seat, task.other, task.targets)
