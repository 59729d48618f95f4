"""Build exact positions for scenario tests and act on them through the engine."""

from collections.abc import Iterator
from contextlib import contextmanager

from fluent.runtime import FluentResource

from bot.engine import Rng, apply_action, decision_for
from bot.engine.decisions import Decision
from bot.engine.events import Event
from bot.games.bottisota3 import GAME
from bot.games.bottisota3.bots import BOTS, BotSpec, Gear
from bot.games.bottisota3.cards import DECK_SIZE, card_id, face
from bot.games.bottisota3.state import Bot, BotState
from bot.wording import wording_for
from tests.support.wording import lines, say

ALL_CARDS = [card_id(i) for i in range(DECK_SIZE * 2)]


def card(name: str, copy: int = 0) -> str:
    """The id of a card by face, e.g. card('7♣'); copy 1 is the second deck's."""
    return next(c for c in ALL_CARDS[copy * DECK_SIZE :] if face(c) == name)


def kind(name: str) -> int:
    return next(i for i, spec in enumerate(BOTS) if spec.name == name)


def position(bots: list[tuple[str, list[str]]], deck: list[str] | None = None, active: int = 0) -> BotState:
    """Bots by name with their hands (ids), all in play and alone; `deck` lies on top of the rest, its last card on top.

    The state is at the start of `active`'s turn decision (start-of-turn effects have not run).
    """
    hands = {c for _, hand in bots for c in hand}
    rest = [c for c in ALL_CARDS if c not in hands and c not in (deck or [])]
    return BotState(
        num_players=len(bots),
        rng=Rng.from_seed(1),
        bots=[Bot(kind=kind(name), condition=BOTS[kind(name)].cards, hand=hand) for name, hand in bots],
        reserve=[[] for _ in bots],
        deck=rest + (deck or []),
        active=active,
    )


def take(state: BotState, name: str) -> str:
    """Remove a card with this face from the draw pile (bottom-most first) and return its id."""
    found = next(c for c in state.deck if face(c) == name)
    state.deck.remove(found)
    return found


def give(state: BotState, seat: int, *names: str) -> list[str]:
    cards = [take(state, n) for n in names]
    state.bots[seat].hand += cards
    return cards


def install(state: BotState, seat: int, *names: str) -> list[str]:
    cards = [take(state, n) for n in names]
    state.bots[seat].installed += cards
    return cards


def stack(state: BotState, *names: str) -> list[str]:
    """Put cards on top of the draw pile: the first name is drawn first."""
    cards = [take(state, n) for n in names]
    state.deck += list(reversed(cards))
    return cards


def group(state: BotState, *seats: int) -> None:
    """Put these bots in one new melee group."""
    number = state.next_group
    state.next_group += 1
    for seat in seats:
        state.bots[seat].melee = number


def act(state: BotState, player: int, action: str, events: list[Event] | None = None) -> BotState:
    new, caused = apply_action(GAME, state, player, action)
    assert isinstance(new, BotState)
    assert GAME.invariant_violations(new) == []
    if events is not None:
        events += caused
    return new


def play(state: BotState, *moves: tuple[int, str]) -> BotState:
    for player, action in moves:
        state = act(state, player, action)
    return state


def pending(state: BotState, player: int) -> Decision:
    decision = decision_for(GAME, state, player)
    assert decision is not None, f"P{player} has no decision"
    return decision


def options(state: BotState, player: int) -> set[str]:
    return {c.action for c in pending(state, player).choices}


def who(state: BotState) -> tuple[int, str]:
    """The one pending decision: (player, kind)."""
    (decision,) = GAME.pending(state)
    return decision.player, decision.kind


def told(events: list[Event], reader: int | None = None) -> list[str]:
    """The events `reader` may read (None: the thread), in English; seat n is NAMES[n] (Ann, Ben...)."""
    return lines(GAME, events, reader)


def prompt(state: BotState, player: int, reader: int | None = -1) -> str:
    """The prompt of `player`'s decision in English, as `reader` reads it (default: the player)."""
    return say(GAME, pending(state, player).prompt, player if reader == -1 else reader)


def labels(state: BotState, player: int) -> dict[str, str]:
    """Each of `player`'s choices: action -> label in English."""
    decision = pending(state, player)
    return {c.action: say(GAME, c.label, player) for c in decision.choices}


@contextmanager
def extra_bot(name: str, cards: int, gear: Gear, armour: int = 0) -> Iterator[str]:
    """A test-only bot carrying built-ins no listed bot has (Kaahaaja, Miina, Pommi, Itsetuho...).

    Its name is added to the English catalogue, so events about it render too."""
    key = f"b3-bot-{name.lower()}"
    wording_for(GAME).bundle.add_resource(FluentResource(f"{key} = {name}\n{key}-title = {name}\n"))
    BOTS.append(BotSpec(name, name, cards, gear, armour))
    try:
        yield name
    finally:
        BOTS.pop()
