"""Entry effects: the effect stack, the choices inside effects, and the settle loop."""

from bot.engine import Event, Seat
from bot.games.stakbots.cards import card_id, kind
from bot.games.stakbots.rules import (
    alive,
    battle,
    draw,
    eliminate,
    end_turn,
    fix_tops,
    locate,
    named,
    put_on_stak,
    reset,
    scrap_card,
    shot,
    take_from_stak,
    top,
)
from bot.games.stakbots.state import Ask, StakState

CHAIN_CAP = 100
"""Entry effects per turn; later ones are dropped (a documented safeguard against endless chains)."""
TOP_TARGETS = {"Shot", "Reaper", "Begone", "Trip", "Pit"}


def _fall(state: StakState, card: int) -> list[Event]:
    """`card` swaps places with the card beneath it, if any."""
    where = locate(state, card)
    if where is None:
        return []
    stak = state.staks[where[0]]
    if where[1] + 1 >= len(stak):
        return [Event.public("stak-falls-nowhere", card=named(card), owner=Seat(where[0]))]
    stak[where[1]], stak[where[1] + 1] = stak[where[1] + 1], stak[where[1]]
    return [Event.public("stak-falls", card=named(card), owner=Seat(where[0]))]


def _start(state: StakState, card: int, seat: int) -> list[Event]:
    """Resolve an effect now, or open the choice it needs (made by the Stak's owner)."""
    bot = kind(card).name
    events = [Event.public("stak-entry", card=named(card), owner=Seat(seat))]
    if bot == "Clumsy":
        bottom = state.staks[seat][-1].card
        scrap_card(state, bottom)
        events.append(Event.public("stak-bottom-scrapped", card=named(bottom), owner=Seat(seat)))
    elif bot == "Sidekick":
        events += _fall(state, card)
    elif bot == "Bountiful":
        events += draw(state, seat)
    else:
        if bot in TOP_TARGETS:
            options = [f"target {card_id(s[0].card)}" for s in state.staks if s]
            ask_kind = "target"
        elif bot == "Tranq":
            options = [f"target {card_id(x.card)}" for s in state.staks for x in s if x.up]
            ask_kind = "target"
        else:  # Expel: any player still in, even one with an empty hand (then nothing happens)
            options = [f"player {p}" for p in alive(state)]
            ask_kind = "player"
        if options:
            state.ask = Ask(kind=ask_kind, seat=seat, card=card, options=options)
        else:
            events.append(Event.public("stak-no-target", card=named(card)))
    return events


def ask_default(state: StakState, ask: Ask) -> str:
    """What a deadline picks for an open choice.

    lose: the lowest-power card; react: pass; player: the next player clockwise; target: the next
    opponent clockwise first, your own Staks last. Tranq prefers a card below a top (it stays face
    down), then a top without an entry effect, so defaults never flip a card that would retrigger
    while another choice exists (a Tranq on itself would run into the per-turn cap).
    """
    if ask.kind == "react":
        return "pass"
    if ask.kind == "lose":
        return min(ask.options, key=lambda a: (kind(int(a[6:])).power, a))

    def clockwise(seat: int) -> int:
        return (seat - ask.seat - 1) % state.num_players

    if ask.kind == "player":
        return min(ask.options, key=lambda a: clockwise(int(a[7:])))

    def order(action: str) -> tuple[int, int, int, int]:
        card = int(action[8:])
        where = locate(state, card)
        assert where is not None
        on_top = where[1] == 0
        retriggers = kind(ask.card).name == "Tranq" and on_top
        return (retriggers and kind(card).entry, retriggers, clockwise(where[0]), where[1])

    return min(ask.options, key=order)


def resolve(state: StakState, ask: Ask, arg: str) -> list[Event]:
    """Apply the answer to an open effect choice."""
    state.ask = None
    if ask.kind == "react":
        card = int(arg[1:])
        state.hands[ask.seat].remove(card)
        state.stomping = None
        events = [Event.public("stak-react", who=Seat(ask.seat), card=named(card))]
        put_on_stak(state, card, ask.seat)
        return events
    if ask.kind == "player":
        victim = int(arg)
        if not state.hands[victim]:
            return [Event.public("stak-no-hand-card", who=Seat(victim), card=named(ask.card))]
        state.ask = Ask(
            kind="lose", seat=victim, card=ask.card, options=[f"lose {card_id(c)}" for c in state.hands[victim]]
        )
        return [Event.public("stak-must-lose", who=Seat(victim), card=named(ask.card))]
    if ask.kind == "lose":
        card = int(arg[1:])
        scrap_card(state, card)
        return [Event.public("stak-lose", who=Seat(ask.seat), card=named(card))]
    target = int(arg[1:])
    bot = kind(ask.card).name
    where = locate(state, target)
    assert where is not None
    owner = Seat(where[0])
    events = [Event.public("stak-target", card=named(ask.card), target=named(target), owner=owner)]
    if bot == "Shot":
        events += shot(state, target, where[0])
    elif bot == "Reaper":
        scrap_card(state, target)
        events.append(Event.public("stak-scrapped", card=named(target), owner=owner))
    elif bot == "Begone":
        take_from_stak(state, target)
        state.hands[where[0]].append(target)
        events.append(Event.public("stak-returned", card=named(target), owner=owner))
    elif bot == "Trip":
        events += _fall(state, target)
    elif bot == "Pit":
        # Moved, not reset: an attacker sent to the bottom keeps its damage and may attack
        # again once the cards above it are gone (the seed's note under scrapping).
        stak = state.staks[where[0]]
        stak.append(stak.pop(where[1]))
        stak[-1].up = True
        events.append(Event.public("stak-to-bottom", card=named(target), owner=owner))
    elif bot == "Tranq":
        # Reset: a top card turns straight up again (settle) and its entry effect retriggers.
        reset(state, target)
        state.staks[where[0]][where[1]].up = False
        events.append(Event.public("stak-flipped-down", card=named(target), owner=owner))
    return events


def settle(state: StakState) -> list[Event]:
    """Run waiting effects and automatic play until a choice is needed or the table is quiet."""
    events: list[Event] = []
    while state.finished is None:
        events += fix_tops(state)
        if state.ask is not None:
            return events
        if state.effects:
            effect = state.effects.pop()
            if top(state, effect.seat) != effect.card:
                continue  # its card left the top of the Stak meanwhile: the effect is dropped
            if state.chain_count >= CHAIN_CAP:
                events.append(Event.public("stak-chain-cap", card=named(effect.card), cap=CHAIN_CAP))
                continue
            state.chain_count += 1
            events += _start(state, effect.card, effect.seat)
            continue
        events += eliminate(state)
        if state.finished is not None:
            break
        if state.current in state.out:
            events += end_turn(state)
            continue
        if state.stomping is not None and can_attack(state) and state.staks[state.stomping]:
            events += attack(state, state.stomping)
            continue
        state.stomping = None
        break
    return events


def can_attack(state: StakState) -> bool:
    mine = top(state, state.current)
    if mine is None or state.attack_stopped:
        return False
    return state.attacker is None or state.attacker == mine


def attack(state: StakState, target_seat: int) -> list[Event]:
    mine = top(state, state.current)
    assert mine is not None
    state.attacker = mine
    if kind(mine).name == "Stomp":
        state.stomping = target_seat
    if state.options.reactive_play and state.hands[target_seat]:
        state.ask = Ask(
            kind="react",
            seat=target_seat,
            card=mine,
            target_seat=target_seat,
            options=["pass", *(f"react {card_id(c)}" for c in state.hands[target_seat])],
        )
        return [
            Event.public(
                "stak-attack-announced", attacker=Seat(state.current), card=named(mine), defender=Seat(target_seat)
            )
        ]
    return battle(state, target_seat)


def after_pass(state: StakState, ask: Ask) -> list[Event]:
    """The defender declined to react: the battle happens."""
    state.ask = None
    return battle(state, ask.target_seat)
