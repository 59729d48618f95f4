"""Cards that show, search or move hidden cards, and the deck and points cards (part 2: hands,
decks and secrets); the secret missions themselves are kept by secret_missions.py.

A look shows cards to one player only: a private event names them, a public one tells the table
only who looked at whose hand or deck and how many cards it held; `Player.seen_hands` and
`Player.seen_decks` keep the cards shown out of that player's secrets (view.hidden_ids) while
they stay where they were seen. A choice such a card leaves open waits in `state.pick` (phase
'pick', answered with `pick X`).
"""

from bot.engine import Card, Choice, Event, Many, Msg, Seat, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.draw import draw_up
from bot.games.doomtrooper.effects import Effect
from bot.games.doomtrooper.fighting import attack_pairs
from bot.games.doomtrooper.naming import named, own_named
from bot.games.doomtrooper.orders import plan, plan_words
from bot.games.doomtrooper.prices import cast_cost
from bot.games.doomtrooper.rules import find, mission_fits
from bot.games.doomtrooper.state import DtState, Pick, SecretMission
from bot.games.doomtrooper.table import discard_attached

CARD_TYPES = ("warrior", "equipment", "special", "art", "symmetry", "mission", "fortification")
"""Discern Truth's questions, by number (`cast CARD CASTER pN T`: "do you hold a card of type T?")."""


def _cards(cards: list[str]) -> Many:
    return Many(tuple(Card(c) for c in cards))


def remember(seen: list[str], cards: list[str]) -> None:
    seen.extend(c for c in cards if c not in seen)


def forget_moved(state: DtState) -> None:
    """Cards seen in a hand (or deck) that left every hand (deck) are no longer remembered."""
    hands = {c for p in state.players for c in p.hand}
    decks = {c for p in state.players for c in p.deck}
    for p in state.players:
        p.seen_hands = [c for c in p.seen_hands if c in hands]
        p.seen_decks = [c for c in p.seen_decks if c in decks]


def look_hand(state: DtState, seat: int, victim: int) -> list[Event]:
    """`seat` alone sees `victim`'s hand; the table learns only that they looked, and at how many cards."""
    cards = list(state.players[victim].hand)
    remember(state.players[seat].seen_hands, cards)
    return [
        Event.public("dt-look-hand", who=Seat(seat), target=Seat(victim), n=len(cards)),
        Event.private("dt-seen-hand", seat, target=Seat(victim), n=len(cards), cards=_cards(cards)),
    ]


def look_deck(state: DtState, seat: int, victim: int) -> list[Event]:
    """`seat` alone looks through `victim`'s deck (top first); then it is shuffled."""
    deck = state.players[victim].deck
    shown = list(reversed(deck))
    remember(state.players[seat].seen_decks, shown)
    state.rng.shuffle(deck)
    return [
        Event.public("dt-look-deck", who=Seat(seat), target=Seat(victim), n=len(shown)),
        Event.private("dt-seen-deck", seat, target=Seat(victim), n=len(shown), cards=_cards(shown)),
        Event.public("dt-deck-shuffled", who=Seat(victim)),
    ]


def random_discard(state: DtState, victim: int, steps: int) -> list[Event]:
    """One card a step, drawn from `victim`'s hand by the match's seeded random numbers, is discarded."""
    player = state.players[victim]
    events: list[Event] = []
    for _ in range(steps):
        if not player.hand:
            break
        card = player.hand.pop(state.rng.below(len(player.hand)))
        player.discard.append(card)
        events.append(Event.public("dt-random-discard", who=Seat(victim), card=Card(card)))
    return events


def _open(state: DtState, pick: Pick) -> None:
    """A choice waits for its player; play goes back to the current phase once it is made."""
    pick.resume = state.phase
    state.pick = pick
    state.phase = "pick"


def dominate(state: DtState, seat: int, card: str, victim: int, steps: int, per_step: int) -> list[Event]:
    """Greater Domination: a look at the hand, then `per_step` cards a step, picked by `seat`, are discarded."""
    events = look_hand(state, seat, victim)
    hand = state.players[victim].hand
    left = min(len(hand), steps * per_step)
    if left:
        _open(state, Pick(seat=seat, card=card, kind="discard", target=victim, options=list(hand), left=left))
    return events


def search(state: DtState, seat: int, card: str, collection: bool) -> list[Event]:
    """A card of your deck (with `collection`, or of your discard pile) to your hand; the deck is
    shuffled after. The deck's cards are shown to you alone, by the choice itself."""
    me = state.players[seat]
    options = list(reversed(me.deck))
    remember(me.seen_decks, options)
    if collection:
        options += [c for c in me.discard if c != card]
    events = [Event.public("dt-search", who=Seat(seat), card=Card(card))]
    if not options:
        state.rng.shuffle(me.deck)
        return [*events, Event.public("dt-search-none", who=Seat(seat))]
    _open(state, Pick(seat=seat, card=card, kind="take", target=seat, options=options, shuffle=True))
    return events


def recover(state: DtState, seat: int, card: str, target: str, price: int) -> list[Event]:
    """Gift of Fate: the target card of your discard pile to your hand; one more for `price` destiny."""
    me = state.players[seat]
    me.discard.remove(target)
    me.hand.append(target)
    events = [Event.public("dt-recovered", who=Seat(seat), card=Card(target))]
    more = [c for c in me.discard if c != card]
    if more and me.destiny >= price:
        _open(state, Pick(seat=seat, card=card, kind="take", target=seat, options=more, cost=price))
    return events


def extra_draw(state: DtState, seat: int, card: str, steps: int) -> list[Event]:
    """True Path: a card more a step; one of them is kept, the rest discarded."""
    me = state.players[seat]
    drawn = [me.deck.pop() for _ in range(min(steps, len(me.deck)))]
    me.hand += drawn
    events = [Event.public("dt-drew-extra", who=Seat(seat), n=len(drawn), left=len(me.deck))]
    if drawn:
        events.append(Event.private("dt-drew-cards", seat, cards=_cards(drawn)))
    if len(drawn) > 1:
        _open(state, Pick(seat=seat, card=card, kind="keep", target=seat, options=drawn))
    return events


def exchange(state: DtState, seat: int, way: str, n: int, rate: int) -> list[Event]:
    """Retraining: `n` promotion points bought for `rate` destiny each ('buy'), or sold ('sell')."""
    me = state.players[seat]
    me.retrained = True
    if way == "buy":
        me.destiny -= n * rate
        me.promotion += n
        return [Event.public("dt-retrain-buy", who=Seat(seat), n=n, cost=n * rate)]
    me.promotion -= n
    me.destiny += n * rate
    return [Event.public("dt-retrain-sell", who=Seat(seat), n=n, gain=n * rate)]


def trades(state: DtState, seat: int, card: str) -> list[str]:
    """Retraining's plays: every amount of promotion points `seat` can buy or sell."""
    me = state.players[seat]
    rate = next(e.amount for e in card_def(card).effects if e.kind == "exchange")
    if me.retrained:
        return []
    buys = [f"play {card} buy {n}" for n in range(1, me.destiny // rate + 1)]
    return buys + [f"play {card} sell {n}" for n in range(1, me.promotion + 1)]


def lying_cards(state: DtState) -> list[str]:
    """Missions and specials lying face up in play: on players, and on face-up warriors."""
    found = [m.card for p in state.players for m in p.missions]
    found += [x.card for p in state.players for x in p.lasting]
    found += [
        x
        for p in state.players
        for w in p.warriors
        if not w.cover
        for x in w.attached
        if card_def(x).type in ("mission", "special")
    ]
    return found


def discard_lying(state: DtState, card: str) -> list[Event]:
    """A mission or special lying in play goes to its player's discard pile."""
    for s, p in enumerate(state.players):
        for m in list(p.missions):
            if m.card == card:
                p.missions.remove(m)
                p.discard.append(card)
                return [Event.public("dt-mission-discarded", card=Card(card))]
        for x in list(p.lasting):
            if x.card == card:
                p.lasting.remove(x)
                state.players[x.owner].discard.append(card)
                return [Event.public("dt-card-off-player", card=Card(card), who=Seat(s))]
        for w in p.warriors:
            if card in w.attached:
                return discard_attached(state, s, w.handle, card)
    raise ValueError(f"{card} does not lie in play")


def undercover(state: DtState, seat: int, card: str, target: str, steps: int) -> list[Event]:
    """Undercover Agents: the target card and, for each further step paid, one more you pick."""
    events = discard_lying(state, target)
    more = lying_cards(state)
    if steps > 1 and more:
        _open(state, Pick(seat=seat, card=card, kind="lying", target=seat, options=more, left=steps - 1))
    return events


def holders(state: DtState, mission: str) -> list[str]:
    """Where File Transfer may move a mission: another face-up warrior in play that may carry it,
    or, for a mission on a player, another player it may name."""
    d = card_def(mission)
    for s, p in enumerate(state.players):
        for m in p.missions:
            if m.card == mission:
                if d.target != "opponent":
                    return []
                return [f"p{o + 1}" for o, q in enumerate(state.players) if o not in (s, m.target) and not q.out]
    return [
        w.handle
        for p in state.players
        for w in p.warriors
        if not w.cover and mission not in w.attached and mission_fits(state, w, mission)
    ]


def transfer(state: DtState, seat: int, card: str, mission: str) -> list[Event]:
    _open(state, Pick(seat=seat, card=card, kind="transfer", options=holders(state, mission), subject=mission))
    return []


def move_mission(state: DtState, mission: str, to: str) -> list[Event]:
    """The mission leaves its holder for `to` (a handle or 'pN'); it stays its player's card."""
    if to.startswith("p"):
        seat = int(to[1:]) - 1
        m = next(m for p in state.players for m in p.missions if m.card == mission)
        m.target = seat
        return [Event.public("dt-mission-moved-player", card=Card(mission), target=Seat(seat))]
    old_seat, old = next((s, w) for s, p in enumerate(state.players) for w in p.warriors if mission in w.attached)
    mine = old.lent.pop(mission, old_seat)
    old.attached.remove(mission)
    new_seat, new = find(state, to) or (0, None)
    assert new is not None
    new.attached.append(mission)
    if new_seat != mine:
        new.lent[mission] = mine
    return [Event.public("dt-mission-moved", card=Card(mission), warrior=named(state, to))]


def ask(state: DtState, seat: int, card: str, victim: int, question: int, price: int) -> list[Event]:
    """Discern Truth: "do you hold a card of type T?" The asked player answers (truthfully, by
    the engine) or refuses for `price` destiny."""
    kind = CARD_TYPES[question - 1]
    options = ["answer"] + (["refuse"] if state.players[victim].destiny >= price else [])
    _open(state, Pick(seat=victim, card=card, kind="answer", target=seat, options=options, subject=kind))
    return [Event.public("dt-question", who=Seat(seat), target=Seat(victim), kind=msg(f"dt-type-{kind}"))]


def plan_options(state: DtState, seat: int) -> list[str]:
    """The plans player `seat` may tell (Empathy): each attack they could declare as things stand,
    with each tactic ('A:D:fight', 'A:D:shoot'; 'A:pN' on a player with no warrior), after 'none' (no
    attack: the default)."""
    held, state.attack_with = state.attack_with, ""  # the caster's turn's attack limit is not theirs
    pairs = attack_pairs(state, seat)
    state.attack_with = held
    options = [f"{a}:{d}" if d.startswith("p") else f"{a}:{d}:{t}" for a, d in pairs for t in ("fight", "shoot")]
    return ["none", *dict.fromkeys(options)]


def empathy(state: DtState, seat: int, card: str, bound: int) -> list[Event]:
    """Empathy: player `bound` picks the plan of their next turn; it is told to `seat` alone."""
    _open(state, Pick(seat=bound, card=card, kind="plan", target=seat, options=plan_options(state, bound)))
    return []


def tell_plan(state: DtState, pick: Pick, choice: str) -> list[Event]:
    """The plan becomes an order on the bound player's next turn; the table learns only that it was told."""
    order = plan(state, pick.target, pick.card, choice, pick.seat)
    return [
        Event.public("dt-plan-told", who=Seat(pick.seat), target=Seat(pick.target), card=Card(pick.card)),
        Event.private("dt-plan-secret", pick.target, pick.seat, who=Seat(pick.seat), plan=plan_words(state, order)),
    ]


def apply_hidden(state: DtState, seat: int, card: str, e: Effect, target: str, units: int) -> list[Event]:
    """The played effects of this module's kinds (`target`: a seat number as text, a card or '')."""
    if e.kind == "look_hand":
        return look_hand(state, seat, int(target))
    if e.kind == "look_deck":
        return look_deck(state, seat, int(target))
    if e.kind == "random_discard":
        return random_discard(state, int(target), units)
    if e.kind == "dominate":
        return dominate(state, seat, card, int(target), units, e.amount)
    if e.kind == "search":
        return search(state, seat, card, e.tag == "collection")
    if e.kind == "recover":
        return recover(state, seat, card, target, e.amount)
    if e.kind == "extra_draw":
        return extra_draw(state, seat, card, units)
    if e.kind == "hand_limit":
        return draw_up(state, seat)
    if e.kind == "exchange":
        return exchange(state, seat, target, units, e.amount)
    if e.kind == "undercover":
        return undercover(state, seat, card, target, units)
    if e.kind == "transfer":
        return transfer(state, seat, card, target)
    if e.kind == "question":
        return ask(state, seat, card, int(target), units, e.amount)
    if e.kind == "secret_mission":
        return play_secret(state, seat, card, target)
    if e.kind == "plan":
        return empathy(state, seat, card, int(target))
    raise ValueError(f"effect kind {e.kind} is not a hidden card's")


HIDDEN_KINDS = {
    "look_hand",
    "look_deck",
    "random_discard",
    "dominate",
    "search",
    "recover",
    "extra_draw",
    "hand_limit",
    "exchange",
    "undercover",
    "transfer",
    "question",
    "secret_mission",
    "plan",
}


def do_pick(state: DtState, seat: int, choice: str) -> list[Event]:
    """`seat` makes the choice a card left open; when none is left, play goes back where it was."""
    pick = state.pick
    assert pick is not None
    events = _picked(state, pick, choice)
    if choice in pick.options:
        pick.options.remove(choice)
    pick.left -= 1
    if _done(state, pick, choice):
        events += _close(state, pick)
    return events


def _done(state: DtState, pick: Pick, choice: str) -> bool:
    """The choice ends: nothing more asked or left, a one-off choice, or no destiny for another."""
    if choice == "none" or pick.left <= 0 or not pick.options or pick.kind in ("keep", "transfer", "answer", "plan"):
        return True
    return bool(pick.cost) and state.players[pick.seat].destiny < pick.cost


def _close(state: DtState, pick: Pick) -> list[Event]:
    events: list[Event] = []
    me = state.players[pick.seat]
    if pick.kind == "keep":
        for c in pick.options:
            me.hand.remove(c)
            me.discard.append(c)
            events.append(Event.public("dt-discard", who=Seat(pick.seat), card=Card(c)))
    if pick.shuffle:
        state.rng.shuffle(me.deck)
        events.append(Event.public("dt-deck-shuffled", who=Seat(pick.seat)))
    state.phase = pick.resume
    state.pick = None
    return events


def _picked(state: DtState, pick: Pick, choice: str) -> list[Event]:
    me = state.players[pick.seat]
    if choice == "none" and pick.kind != "plan":
        return []
    if pick.kind == "discard":
        victim = state.players[pick.target]
        victim.hand.remove(choice)
        victim.discard.append(choice)
        return [Event.public("dt-discarded-by", who=Seat(pick.target), card=Card(choice), by=Seat(pick.seat))]
    if pick.kind == "take":
        me.destiny -= pick.cost
        if choice in me.deck:
            me.deck.remove(choice)
            me.hand.append(choice)
            return [
                Event.public("dt-took-from-deck", who=Seat(pick.seat)),
                Event.private("dt-took-card", pick.seat, card=Card(choice)),
            ]
        me.discard.remove(choice)
        me.hand.append(choice)
        paid = [Event.public("dt-pay-destiny", who=Seat(pick.seat), n=pick.cost)] if pick.cost else []
        return [*paid, Event.public("dt-recovered", who=Seat(pick.seat), card=Card(choice))]
    if pick.kind == "keep":
        return [Event.private("dt-kept", pick.seat, card=Card(choice))]
    if pick.kind == "lying":
        return discard_lying(state, choice)
    if pick.kind == "transfer":
        return move_mission(state, pick.subject, choice)
    if pick.kind == "answer":
        return _answer(state, pick, choice)
    if pick.kind == "secret":
        return place_secret(state, pick.seat, pick.subject, choice)
    if pick.kind == "plan":
        return tell_plan(state, pick, choice)
    raise ValueError(f"no pick of kind {pick.kind}")


def _answer(state: DtState, pick: Pick, choice: str) -> list[Event]:
    asked = pick.seat
    player = state.players[asked]
    if choice == "refuse":
        player.destiny -= 5
        return [Event.public("dt-refused", who=Seat(asked), n=5)]
    holds = any(card_def(c).type == pick.subject for c in player.hand)
    key = "dt-answer-yes" if holds else "dt-answer-no"
    return [
        Event.public("dt-answered", who=Seat(asked), target=Seat(pick.target)),
        Event.private(key, pick.target, who=Seat(asked), kind=msg(f"dt-type-{pick.subject}")),
    ]


def pick_choices(state: DtState) -> tuple[int, Msg, list[Choice], str]:
    """The open choice: who makes it, the prompt, the choices and the default."""
    pick = state.pick
    assert pick is not None
    choices = [Choice(f"pick {x}", _label(state, pick, x)) for x in pick.options]
    if pick.cost:
        choices.insert(0, Choice("pick none", msg("dt-choice-pick-none")))
    if pick.kind == "secret":  # prompts are shown to the table: a Secret Mission is not named
        prompt = msg("dt-prompt-pick-secret")
    else:
        prompt = msg(f"dt-prompt-pick-{pick.kind}", card=Card(pick.card), n=pick.left, target=Seat(max(pick.target, 0)))
    return pick.seat, prompt, choices, choices[0].action


def _label(state: DtState, pick: Pick, option: str) -> Msg:
    if pick.kind == "plan":
        return _plan_label(state, option)
    if pick.kind == "answer":
        return msg(f"dt-choice-{option}", n=5)
    if pick.kind in ("transfer", "secret") and option.startswith("p"):
        return msg(f"dt-choice-{pick.kind}-player", target=Seat(int(option[1:]) - 1))
    if pick.kind == "secret":
        return msg("dt-choice-secret-warrior", warrior=own_named(state, option))
    if pick.kind == "transfer":
        return msg("dt-choice-transfer-warrior", warrior=named(state, option))
    if pick.cost:
        return msg("dt-choice-pick-cost", card=Card(option), n=pick.cost)
    return msg(f"dt-choice-pick-{pick.kind}", card=Card(option))


def secret_fits(mission: str) -> bool:
    """A mission Secret Mission may hide: one whose every effect is a reward for a kill or a death
    (a static text, such as a traitor's attack rule, or a reward over two turns would show)."""
    effects = card_def(mission).effects
    return bool(effects) and all(e.kind == "mission_points" and e.trigger in ("kills", "killed") for e in effects)


def mission_targets(state: DtState, seat: int, mission: str) -> list[str]:
    """Where a mission of `seat` may go: one of their warriors it fits, themselves, or another player."""
    d = card_def(mission)
    if d.target == "own_warrior":
        return [w.handle for w in state.players[seat].warriors if mission_fits(state, w, mission)]
    if d.target == "self":
        return [f"p{seat + 1}"]
    return [f"p{s + 1}" for s, p in enumerate(state.players) if s != seat and not p.out]


def secret_plays(state: DtState, seat: int, card: str) -> list[str]:
    """Secret Mission's plays: with each mission of the hand it may hide and that has a target."""
    hand = state.players[seat].hand
    return [
        f"play {card} {m}"
        for m in dict.fromkeys(hand)
        if card_def(m).type == "mission" and secret_fits(m) and mission_targets(state, seat, m)
    ]


def play_secret(state: DtState, seat: int, card: str, mission: str) -> list[Event]:
    """The mission and the Secret Mission card leave the hand face down; their player picks the target."""
    me = state.players[seat]
    me.hand.remove(mission)
    me.secret_missions.append(SecretMission(card=mission, cover=card))
    options = mission_targets(state, seat, mission)
    _open(state, Pick(seat=seat, card=card, kind="secret", target=seat, options=options, subject=mission))
    return [Event.public("dt-secret-mission-played", who=Seat(seat))]


def place_secret(state: DtState, seat: int, mission: str, to: str) -> list[Event]:
    sm = next(x for x in state.players[seat].secret_missions if x.card == mission)
    if to.startswith("p"):
        sm.target = int(to[1:]) - 1
        return [Event.private("dt-secret-mission-player", seat, card=Card(mission), target=Seat(sm.target))]
    sm.warrior = to
    return [Event.private("dt-secret-mission-warrior", seat, card=Card(mission), warrior=own_named(state, to))]


def why_illegal(state: DtState, seat: int, action: str) -> Msg | None:
    """A specific reason for refusing a well-formed action of this module's cards, if there is one."""
    words = action.split()
    if words[0] == "pick":
        if state.pick is None or state.pick.seat != seat:
            return msg("dt-error-no-pick")
        return msg("dt-error-pick-option")
    if words[0] == "play" and len(words) == 4 and words[2] in ("buy", "sell"):
        if state.players[seat].retrained:
            return msg("dt-error-retrained")
        return msg("dt-error-trade", n=int(words[3]))
    if words[0] == "cast" and len(words) > 3 and words[3].startswith("p") and words[1] in state.players[seat].hand:
        cost = cast_cost(state, words)[1]
        if cost > state.players[seat].destiny:
            return msg("dt-error-destiny", card=Card(words[1]), n=cost)
    return None


def _plan_label(state: DtState, option: str) -> Msg:
    """A plan offered to the bound player (their own choices: nobody else reads them)."""
    if option == "none":
        return msg("dt-choice-plan-none")
    words = option.split(":")
    if len(words) == 2:
        return msg("dt-choice-plan-player", attacker=named(state, words[0]), target=Seat(int(words[1][1:]) - 1))
    return msg(
        "dt-choice-plan-attack",
        attacker=named(state, words[0]),
        defender=named(state, words[1]),
        tactic=msg(f"dt-tactic-{words[2]}"),
    )
