"""Conservation laws of a Bottisota-3 state (checked after every action by the contract suite)."""

from collections import Counter

from bot.games.bottisota3.board import alive, limit, start_cards
from bot.games.bottisota3.bots import BOTS, FORMS
from bot.games.bottisota3.cards import DECK_SIZE, is_joker, physical
from bot.games.bottisota3.state import HAND_MAX, TOPICS, BotState

MAX_HELD = HAND_MAX + 6
"""Hand plus systems may pass the limit between refills (steals, a donation), never by this much."""


def violations(state: BotState) -> list[str]:
    found: list[str] = []
    places = [state.deck, state.discard]
    places += [b.hand for b in state.bots] + [b.installed for b in state.bots]
    cards = [c for place in places for c in place]
    ids = Counter(cards)
    found += [f"card id {c} is in {n} places" for c, n in ids.items() if n > 1]
    copies = Counter(physical(c, state.decks) for c in cards)
    size = DECK_SIZE * state.decks
    found += [f"physical card {p} appears {n} times" for p, n in copies.items() if n > 1]
    if len(copies) != size:
        found.append(f"{size - len(copies)} physical cards are missing")
    for seat in range(len(state.bots)):
        found += bot_violations(state, seat)
    groups = Counter(b.melee for s, b in enumerate(state.bots) if alive(state, s) and b.melee is not None)
    found += [f"melee group {g} has only {n} bot" for g, n in groups.items() if n < 2]
    if state.virus is not None and not 0 <= state.virus < state.num_players:
        found.append("field virus owned by no seat")
    if state.finished_reason is not None and state.tasks:
        found.append("tasks are open after the end")
    for topic, seats in state.auto.items():
        if topic not in TOPICS or len(set(seats)) != len(seats):
            found.append(f"bad standing instructions {topic}: {seats}")
    for task in state.tasks:
        if task.seat >= state.num_players:
            found.append(f"task {task.kind} for seat {task.seat}")
    found += open_decision_violations(state)
    for kinds in state.reserve:
        found += [f"unknown bot kind {k} in reserve" for k in kinds if not 0 <= k < len(BOTS)]
    return found


def open_decision_violations(state: BotState) -> list[str]:
    """The decision at the top must still make sense (stale ones are dropped before anyone is asked)."""
    if not state.tasks or state.finished_reason is not None:
        return []
    task = state.tasks[-1]
    hand = state.bots[task.seat].hand if 0 <= task.seat < len(state.bots) else []
    if task.kind == "react" and not any(is_joker(c) for c in hand):
        return [f"P{task.seat} is asked to react without a joker"]
    if task.kind == "boom" and task.card not in hand:
        return [f"P{task.seat} decides about a 10♥ it does not hold"]
    return []


def bot_violations(state: BotState, seat: int) -> list[str]:
    bot = state.bots[seat]
    found = []
    where = f"P{seat}"
    if not 0 <= bot.condition <= start_cards(bot):
        found.append(f"{where} condition {bot.condition} outside 0..{start_cards(bot)}")
    if bot.status == "active" and bot.condition <= 0:
        found.append(f"{where} is active with no condition")
    if bot.status != "active" and (bot.hand or bot.installed or bot.melee is not None or bot.pins is not None):
        found.append(f"{where} is out of play but holds cards or a melee place")
    if bot.status == "destroyed" and bot.condition != 0:
        found.append(f"{where} is destroyed with condition {bot.condition}")
    if len(bot.hand) + len(bot.installed) > max(MAX_HELD, limit(bot)):
        found.append(f"{where} holds {len(bot.hand) + len(bot.installed)} cards")
    if bot.pins is not None and (bot.pins == seat or state.bots[bot.pins].melee != bot.melee or bot.melee is None):
        found.append(f"{where} pins P{bot.pins} outside its melee")
    if bot.form and (bot.form not in FORMS or BOTS[bot.kind].name != "Skitsodroidi"):
        found.append(f"{where} has form {bot.form}")
    if (bot.smoke or bot.asleep) and not alive(state, seat):
        found.append(f"{where} is hidden or asleep out of play")
    return found
