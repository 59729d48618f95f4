"""Table mechanics: moving cards, battles, eliminations and turn changes."""

from bot.engine import Card, Event, Many, Seat, msg
from bot.games.stakbots.cards import SHOT_DAMAGE, card_id, kind
from bot.games.stakbots.state import Effect, Slot, StakState


def named(card: int) -> Card:
    """A card as a message argument: rendered as its bot's name."""
    return Card(card_id(card))


def power(state: StakState, card: int) -> int:
    printed = kind(card).power
    if printed:
        return printed
    for stak in state.staks:
        if any(s.card == card for s in stak):
            count = 0
            for slot in stak:
                if not slot.up:
                    break
                count += 1
            return max(count, 1)
    return 1


def top(state: StakState, seat: int) -> int | None:
    stak = state.staks[seat]
    return stak[0].card if stak else None


def locate(state: StakState, card: int) -> tuple[int, int] | None:
    for seat, stak in enumerate(state.staks):
        for index, slot in enumerate(stak):
            if slot.card == card:
                return seat, index
    return None


def alive(state: StakState) -> list[int]:
    return [p for p in range(state.num_players) if p not in state.out]


def reset(state: StakState, card: int) -> None:
    """A card is scrapped, returned to a hand or flipped face down (reset).

    An attacker that is reset stops attacking for the turn; the card's damage and any entry
    effect of it still waiting are gone with it (a flipped card that turns up again triggers anew).
    """
    if card == state.attacker:
        state.attack_stopped = True
        state.stomping = None
    state.damage.pop(card, None)
    state.effects = [e for e in state.effects if e.card != card]


def take_from_stak(state: StakState, card: int) -> None:
    where = locate(state, card)
    if where is not None:
        state.staks[where[0]].pop(where[1])
    reset(state, card)


def scrap_card(state: StakState, card: int) -> None:
    """Put a card from a Stak or hand on the scrapheap."""
    take_from_stak(state, card)
    for hand in state.hands:
        if card in hand:
            hand.remove(card)
    state.scrap.append(card)
    state.fed = True


def draw(state: StakState, seat: int) -> list[Event]:
    if not state.supply:
        if not state.scrap:
            return [Event.public("stak-cannot-draw", who=Seat(seat))]
        state.supply = state.scrap
        state.scrap = []
        state.rng.shuffle(state.supply)
        events = [Event.public("stak-reshuffle")]
    else:
        events = []
    card = state.supply.pop()
    state.hands[seat].append(card)
    events.append(Event.public("stak-draws", who=Seat(seat)))
    events.append(Event.private("stak-you-draw", seat, card=named(card)))
    return events


def fix_tops(state: StakState) -> list[Event]:
    """Turn face-down top cards face up; each triggers its entry effect (player on turn first, then clockwise).

    New effects go on the stack above those already waiting.
    """
    events: list[Event] = []
    triggered: list[Effect] = []
    for offset in range(state.num_players):
        seat = (state.current + offset) % state.num_players
        stak = state.staks[seat]
        if stak and not stak[0].up:
            stak[0].up = True
            events.append(Event.public("stak-face-up", card=named(stak[0].card), owner=Seat(seat)))
            if kind(stak[0].card).entry:
                triggered.append(Effect(card=stak[0].card, seat=seat))
    state.effects.extend(reversed(triggered))
    return events


def put_on_stak(state: StakState, card: int, seat: int) -> None:
    state.staks[seat].insert(0, Slot(card=card, up=True))
    if kind(card).entry:
        state.effects.append(Effect(card=card, seat=seat))


def deal_damage(state: StakState, source: int, target: int, amount: int) -> set[int]:
    """Damage `target`; return the cards scrapped by it (the target and ability victims)."""
    state.damage[target] = state.damage.get(target, 0) + amount
    victims: set[int] = set()
    if state.damage[target] >= power(state, target):
        victims.add(target)
    ability = kind(source).name
    where = locate(state, target)
    if ability == "Fatal":
        victims.add(target)
    elif ability == "Bash" and where is not None:
        victims.add(state.staks[where[0]][-1].card)
    elif ability == "Spike" and where is not None and len(state.staks[where[0]]) > where[1] + 1:
        victims.add(state.staks[where[0]][where[1] + 1].card)
    return victims


def shot(state: StakState, target: int, owner: int) -> list[Event]:
    state.damage[target] = state.damage.get(target, 0) + SHOT_DAMAGE
    if state.damage[target] >= power(state, target):
        scrap_card(state, target)
        return [Event.public("stak-shot-scrapped", card=named(target), owner=Seat(owner), damage=SHOT_DAMAGE)]
    total = state.damage[target]
    return [Event.public("stak-shot", card=named(target), owner=Seat(owner), damage=SHOT_DAMAGE, total=total)]


def battle(state: StakState, target_seat: int) -> list[Event]:
    """The attacker and the defending top card damage each other at once."""
    mine = top(state, state.current)
    theirs = top(state, target_seat)
    assert mine is not None and theirs is not None
    my_power, their_power = power(state, mine), power(state, theirs)
    victims = deal_damage(state, mine, theirs, my_power) | deal_damage(state, theirs, mine, their_power)
    events = [
        Event.public(
            "stak-battle",
            attacker=Seat(state.current),
            card=named(mine),
            power=my_power,
            defender=Seat(target_seat),
            target=named(theirs),
            target_power=their_power,
        )
    ]
    for card in sorted(victims):
        where = locate(state, card)
        assert where is not None
        scrap_card(state, card)
        events.append(Event.public("stak-scrapped", card=named(card), owner=Seat(where[0])))
    if not victims:
        events.append(Event.public("stak-both-stand"))
    return events


def eliminate(state: StakState) -> list[Event]:
    """After a chain: seats with an empty Stak are out; the last one standing wins."""
    gone = [p for p in alive(state) if not state.staks[p]]
    if not gone:
        return []
    state.out.extend(gone)
    state.out_groups.append(gone)
    events = [Event.public("stak-out", who=Seat(p)) for p in gone]
    rest = alive(state)
    if len(rest) <= 1:
        state.winners = rest or gone
        state.finished = "stak-outcome-last-standing" if rest else "stak-outcome-fell-together"
    return events


def end_turn(state: StakState) -> list[Event]:
    state.damage = {}
    state.attacker = None
    state.attack_stopped = False
    state.stomping = None
    state.fed = False
    state.chain_count = 0
    rest = alive(state)
    seat = state.current
    for _ in range(state.num_players):
        seat = (seat + 1) % state.num_players
        if seat in rest:
            break
    # The limit ends a match only at the end of a round (the turn order wraps round), so every
    # player still in has had the same number of turns when the Staks are compared.
    wrapped = seat <= state.current
    if wrapped and state.turn >= state.options.turn_limit:
        return finish_by_limit(state)
    state.current = seat
    state.turn += 1
    if wrapped:
        state.round_sizes = []
    note_turn_start(state)
    return [Event.public("stak-turn", turn=state.turn, who=Seat(seat)), *draw(state, seat)]


def note_turn_start(state: StakState) -> None:
    """Add every Stak's size to this round's tally (the turn-limit tiebreak)."""
    if len(state.round_sizes) != state.num_players:
        state.round_sizes = [0] * state.num_players
    for seat, stak in enumerate(state.staks):
        state.round_sizes[seat] += len(stak)


def finish_by_limit(state: StakState) -> list[Event]:
    """The limit was reached at the end of a round: the largest Stak over that round wins.

    Each Stak's size is summed over the starts of all turns of the last round, so every player
    is measured once just before their own turn, once just after it, and so on: a plain snapshot
    at the end of the round favoured the later seats (their last turn was the most recent).
    """
    rest = alive(state)
    if len(state.round_sizes) != state.num_players:
        note_turn_start(state)
    sizes = state.round_sizes
    best = max(sizes[p] for p in rest)
    state.winners = [p for p in rest if sizes[p] == best]
    state.finished = "stak-outcome-turn-limit"
    tally = Many(tuple(msg("stak-tally-entry", who=Seat(p), size=sizes[p]) for p in rest))
    return [Event.public("stak-turn-limit", tally=tally)]
