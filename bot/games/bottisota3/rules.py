"""Core rules: drawing, attacking, defending, damage and turn flow."""

from bot.engine.events import Event
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import show, suit, value
from bot.games.bottisota3.state import HAND_MAX, Attack, BotState
from bot.games.bottisota3.systems import attack_value, defends, melee_suits


def alive(state: BotState) -> list[int]:
    return [i for i, b in enumerate(state.bots) if b.condition > 0]


def draw(state: BotState) -> str | None:
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop() if state.deck else None


def refill(state: BotState, seat: int, events: list[Event]) -> None:
    bot = state.bots[seat]
    while len(bot.installed) > min(HAND_MAX, bot.condition):
        state.discard.append(bot.installed.pop())
    limit = min(HAND_MAX, bot.condition) - len(bot.installed)
    while len(bot.hand) > limit:
        state.discard.append(bot.hand.pop())
    drawn: list[str] = []
    while len(bot.hand) < limit:
        card = draw(state)
        if card is None:
            break
        bot.hand.append(card)
        drawn.append(card)
    if drawn:
        events.append(Event.private("You drew " + ", ".join(show(c) for c in drawn), seat))


def legal_defences(state: BotState, seat: int) -> list[str]:
    """Cards in hand that stop the open attack, cheapest first (hearts before other suits)."""
    attack = state.attack
    assert attack is not None
    legal = [c for c in state.bots[seat].hand if defends(attack, c, state.bots[seat])]
    return sorted(legal, key=lambda c: (suit(c) != "h", value(c), c))


def default_defence(state: BotState, seat: int) -> list[Event]:
    """The cheapest defence from hand, else the deck top (used for auto defend)."""
    legal = legal_defences(state, seat)
    if legal:
        state.bots[seat].hand.remove(legal[0])
        return resolve_defence(state, legal[0], False)
    return resolve_defence(state, draw(state), True)


def start_attack(state: BotState, kind: str, card: str, target: int, from_deck: bool) -> list[Event]:
    seat = state.active
    state.used[kind] = state.used.get(kind, 0) + 1
    where = "turns the deck top" if from_deck else "plays"
    events = [Event.public(f"{{p{seat}}} {where} {show(card)} to {kind} at {{p{target}}}.")]
    state.discard.append(card)
    power = attack_value(kind, card, melee_suits(state.bots[seat]))
    if power == 0:
        events.append(Event.public("It is worth nothing: no attack."))
        return events
    if power <= BOTS[state.bots[target].kind].armour:
        events.append(Event.public(f"{{p{target}}}'s armour stops it."))
        return events
    state.attack = Attack(attacker=seat, target=target, card=card, kind=kind)
    if target in state.auto_defend:
        events.append(Event.public(f"{{p{target}}} defends automatically."))
        events += default_defence(state, target)
    return events


def resolve_defence(state: BotState, card: str | None, from_deck: bool) -> list[Event]:
    attack = state.attack
    assert attack is not None
    state.attack = None
    target = attack.target
    if card is not None:
        state.discard.append(card)
        where = "turns the deck top" if from_deck else "defends with"
        events = [Event.public(f"{{p{target}}} {where} {show(card)}.")]
        if defends(attack, card, state.bots[target]):
            events.append(Event.public("The attack is stopped."))
            return events + reflect(state, attack, card)
        events.append(Event.public("That does not stop it."))
    else:
        events = [Event.public(f"{{p{target}}} takes the hit.")]
    return events + damage(state, attack.attacker, target) + gun_special(state, attack)


REFLECTED_KIND = {"c": "shoot", "s": "missile", "d": "strike"}


def reflect(state: BotState, attack: Attack, card: str) -> list[Event]:
    """Antibotti's reflection shield: an attack card that defended attacks the attacker at once."""
    if BOTS[state.bots[attack.target].kind].name != "Antibotti" or suit(card) not in REFLECTED_KIND:
        return []
    if state.bots[attack.attacker].condition <= 0 or not 2 <= value(card) <= 10:
        return []
    events = [Event.public(f"{{p{attack.target}}}'s reflection shield sends {show(card)} back.")]
    if value(card) <= BOTS[state.bots[attack.attacker].kind].armour:
        return [*events, Event.public(f"{{p{attack.attacker}}}'s armour stops it.")]
    kind = REFLECTED_KIND[suit(card)]
    state.attack = Attack(attacker=attack.target, target=attack.attacker, card=card, kind=kind)
    if attack.attacker in state.auto_defend:
        events += default_defence(state, attack.attacker)
    return events


def gun_special(state: BotState, attack: Attack) -> list[Event]:
    """After a gun hit: Teekuppi's viherlaser empties the hand, Ruostuttaja's rust gun removes a system."""
    target = state.bots[attack.target]
    shooter = BOTS[state.bots[attack.attacker].kind].name
    if attack.kind != "shoot" or target.condition <= 0:
        return []
    if shooter == "Teekuppi" and target.hand:
        state.discard.extend(target.hand)
        target.hand = []
        return [Event.public(f"The green laser makes {{p{attack.target}}} throw away the whole hand.")]
    if shooter == "Ruostuttaja" and target.installed:
        lost = target.installed.pop()
        state.discard.append(lost)
        return [Event.public(f"The rust gun removes {{p{attack.target}}}'s {show(lost)}.")]
    return []


def damage(state: BotState, attacker: int, target: int) -> list[Event]:
    bot = state.bots[target]
    bot.condition -= 1
    events = [Event.public(f"{{p{target}}} loses one card of condition ({bot.condition} left).")]
    if bot.condition > 0:
        return events
    state.discard.extend(bot.hand + bot.installed)
    bot.hand = []
    bot.installed = []
    bot.melee = None
    state.eliminated.append(target)
    events.append(Event.public(f"{{p{target}}}'s {BOTS[bot.kind].name} is destroyed!"))
    mine = state.bots[attacker]
    if mine.condition < BOTS[mine.kind].cards:
        mine.condition += 1
        events.append(Event.public(f"{{p{attacker}}} repairs one damage as the destroyer's bonus."))
    _dissolve_lone_groups(state)
    _check_end(state)
    return events


def _dissolve_lone_groups(state: BotState) -> None:
    for bot in state.bots:
        if bot.melee is not None and sum(1 for b in state.bots if b.melee == bot.melee) < 2:
            bot.melee = None


def _check_end(state: BotState) -> None:
    left = alive(state)
    if len(left) <= 1:
        state.winners = left
        state.finished_reason = "last bot standing" if left else "all bots destroyed"


def charge(state: BotState, target: int) -> list[Event]:
    me, them = state.bots[state.active], state.bots[target]
    if them.melee is None:
        them.melee = state.next_group
        state.next_group += 1
    group = them.melee
    if me.melee is not None:
        old = me.melee
        for bot in state.bots:
            if bot.melee == old:
                bot.melee = group
    me.melee = group
    return [Event.public(f"{{p{state.active}}} charges into melee with {{p{target}}}.")]


def end_turn(state: BotState) -> list[Event]:
    events: list[Event] = []
    for seat in alive(state):
        refill(state, seat, events)
    state.turn += 1
    state.used = {}
    seats = state.num_players
    nxt = (state.active + 1) % seats
    while state.bots[nxt].condition <= 0:
        nxt = (nxt + 1) % seats
    state.active = nxt
    if state.turn > state.turn_limit:
        best = max(state.bots[s].condition for s in alive(state))
        state.winners = [s for s in alive(state) if state.bots[s].condition == best]
        state.finished_reason = "turn limit reached: best condition wins"
    else:
        events.append(Event.public(f"Turn {state.turn}: {{p{nxt}}} to act."))
    return events


def repair_kit(state: BotState, seat: int, card: str) -> list[Event]:
    """A♥ Korjauspakki: repair one damage (never above the starting card count)."""
    bot = state.bots[seat]
    bot.hand.remove(card)
    state.discard.append(card)
    bot.condition = min(BOTS[bot.kind].cards, bot.condition + 1)
    return [Event.public(f"{{p{seat}}} uses a repair kit {show(card)}: condition {bot.condition}.")]
