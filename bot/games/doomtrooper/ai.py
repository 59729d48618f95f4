"""The Doomtrooper AI: a one-ply look-ahead over the legal choices, on what its seat may know.

**What it reads.** `choose` gets the whole state, but the first thing it does is `masked`: a
copy in which everything the seat's view hides is replaced — the other players' hands are
emptied, every deck (its own included, whose order nobody knows) is replaced by its own
known cards reshuffled or by filler cards, a face-down warrior of another player (outside
a combat) becomes a plain stand-in warrior of the faction that player showed most, with no
cards on it, and the random generator is the AI's own. Everything after that reads only the
masked copy, so no choice can depend on a hidden card (tests/games/doomtrooper/test_ai.py
checks that changing hidden cards never changes a choice).

**How it chooses.** Each legal choice is applied with the game's own rules to a copy of the
masked state; the rest of the moment is played out with defaults (`settle`: a combat to its
end — trying each tactic and weapon choice of its own — and the points), and the position
is scored (`evaluate`): promotion points, destiny, the warriors on the table by their
current values and gear, the best attack each side has next, actions left and cards in
hand. The best score wins. So warriors, equipment, gifts, missions, fortifications,
specials, `use` actions, the Art in and out of combat and combat modifiers are all judged by
what they do, and cards added later need nothing here. The opponents are assumed to play no
card from their (unknown) hands. Points and the discard use short rules of thumb.
"""

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Decision, Rng
from bot.games.doomtrooper.cards import CARDS, CardDef, card_def, token
from bot.games.doomtrooper.decisions import pending
from bot.games.doomtrooper.rules import combatants, effects_on, may_attack, value
from bot.games.doomtrooper.state import DtState, Warrior
from bot.games.doomtrooper.turn import apply_action

PROMOTION = 3.0
"""A promotion point (they win the game)."""
DESTINY = 0.8
"""A destiny point, up to RICH; each one above is worth a third of that."""
RICH = 15
ACTION = 0.7
"""An action left in one's own action phase (meditating turns one into a destiny point)."""
CARD = 0.3
"""A card in hand: the hand is drawn up again every turn, so a card is cheap."""
BARE = 8.0
"""Having no warrior in play at all (two own turns so and the player is out)."""
OFFENCE = 0.35
THREAT = 0.35
"""The best attack each side could make next, in the weights of the exchange it would bring."""
COVERED = 1.5
"""A warrior in cover does not attack."""
UNPAID = 2.0
"""A warrior brought in in cover still costs its value to turn up, and all destiny if that fails."""
MISSION = 1.5
"""A mission in play, waiting to pay."""
EXTRA = 0.6
"""Every static ability on a warrior beyond its numbers (immunity, deadly blows, ...)."""
FIGHTING = 0.45
ARMOR = 0.6
"""A point of a warrior's better attack value (half that for the other one), and of Armor:
combat compares them with thresholds, so gear that adds a few is worth an action."""
GEAR = 0.3
"""Every card on a warrior (what it does beyond numbers is not always seen from here)."""
DEPTH = 1
"""How deep settle branches on the AI's own tactic and weapon choices (deeper ones take the default)."""
ATTACKS = 3
"""Attacks on warriors looked at in full (each plays out a combat per tactic); the others are
ranked out by the exchange their current values promise."""
FILLER = "01157"
"""The card standing for an unknown card in another player's deck (a plain warrior)."""


def choose(state: DtState, seat: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices if not c.action.startswith("auto ")]
    # A reaction card is armed as soon as it is held (against anyone): it costs nothing, shows nothing.
    arming = [a for a in actions if a.startswith("arm ") and len(a.split()) == 2]
    if arming:
        return arming[0]
    actions = [a for a in actions if not a.startswith(("arm ", "disarm "))]
    # A card's pick may be among cards the masked copy no longer holds (a hand looked at): the default.
    if decision.kind in ("deck", "pick") or not actions:
        return decision.default
    if len(actions) == 1:
        return actions[0]
    _MEMO.clear()
    seen = masked(state, seat, rng)
    if decision.kind == "points":
        return _points(seen, seat, decision.default)
    if decision.kind == "discard":
        return _discard(seen, seat, actions)
    return best(seen, seat, actions)


# --- what the seat may know -------------------------------------------------------------------


def _copy(state: DtState) -> DtState:
    """A deep copy (re-validating a dump is cheaper than model_copy(deep=True))."""
    return DtState.model_validate(state.model_dump())


def masked(state: DtState, seat: int, rng: Rng) -> DtState:
    """A copy of `state` holding only what `seat` may know (see the module text)."""
    seen = _copy(state)
    seen.rng = rng.fork(1)
    shown = set(combatants(state))
    fillers = 0
    # An Empathy plan is known to its caster and its player alone.
    seen.orders = [o for o in seen.orders if o.kind != "plan" or seat in (o.by, o.seat)]
    for s, p in enumerate(seen.players):
        if s == seat:
            p.deck.sort()  # its order is unknown even to its owner: only the cards are known
            seen.rng.shuffle(p.deck)
            continue
        p.hand = []
        p.armed = []
        p.secret_missions = []
        p.deck = [token(FILLER, 10**6 + fillers + i) for i in range(len(p.deck))]
        fillers += len(p.deck)
        stand_in = _stand_in(p.warriors, p.discard)
        for w in p.warriors:
            if w.cover and w.handle not in shown:
                w.card = token(stand_in, 2 * 10**6 + int(w.handle[1:]))
                w.attached = []
                w.lent = {}
                w.unpaid = False
    seen.options = seen.options.model_copy(update={"lists": {}})
    return seen


def _plain_warriors() -> dict[str, str]:
    """Per faction, a warrior with no ability and a middling value: the stand-in for a face-down one."""
    found: dict[str, str] = {}
    for code, d in sorted(CARDS.items()):
        if d.type != "warrior" or d.effects or d.personality or d.aspects:
            continue
        held = found.get(d.faction)
        if held is None or abs(d.value - 4) < abs(CARDS[held].value - 4):
            found[d.faction] = code
    return found


PLAIN = _plain_warriors()


def _stand_in(warriors: list[Warrior], discard: list[str]) -> str:
    """The plain warrior of the faction this player has shown most (face up or discarded)."""
    shown = [w.card for w in warriors if not w.cover] + [c for c in discard if card_def(c).type == "warrior"]
    factions = Counter(card_def(c).faction for c in shown if card_def(c).faction in PLAIN)
    faction = factions.most_common(1)[0][0] if factions else "legion"
    return PLAIN.get(faction, next(iter(PLAIN.values())))


# --- looking one step ahead -------------------------------------------------------------------


def best(state: DtState, seat: int, actions: list[str]) -> str:
    """The action whose outcome scores best (the first listed on a tie). In the action phase, an
    action that ends it (an attack, `end`) waits while another one still gains something and
    leaves an action for it: the attack is as good after a meditation, the meditation is lost
    after the attack."""
    scored: list[tuple[float, str, bool]] = []
    for action in _shortlist(state, actions):
        after = outcome(state, seat, action, 0)
        if after is not None:
            keeps = after.phase == "actions" and after.current == seat and after.actions_left >= 1
            scored.append((evaluate(after, seat), action, keeps))
    if not scored:
        return actions[0]
    top = max(scored, key=lambda x: x[0])
    if state.phase == "actions" and not top[2]:
        base = evaluate(state, seat)
        gains = [x for x in scored if x[2] and x[0] > base]
        if gains:
            return max(gains, key=lambda x: x[0])[1]
    return top[1]


def _shortlist(state: DtState, actions: list[str]) -> list[str]:
    """`actions` without the attacks on warriors that promise least, beyond the ATTACKS best."""
    attacks = [a for a in actions if a.startswith("attack ") and not a.split()[2].startswith("p")]
    if len(attacks) <= ATTACKS:
        return actions
    board = _board(state)

    def promise(action: str) -> float:
        """The better exchange of the two tactics, from the fighters' values now."""
        _, attacker, defender = action.split()
        return _exchange(board[attacker], board[defender]) if attacker in board and defender in board else 0.0

    rank = sorted(attacks, key=lambda a: -promise(a))
    dropped = set(rank[ATTACKS:])
    return [a for a in actions if a not in dropped]


def outcome(state: DtState, seat: int, action: str, depth: int) -> DtState | None:
    """`action` applied to a copy of `state`, and the moment played out; None if the masked
    copy cannot take it (it differs from the real state in what the seat may not know)."""
    trial = _copy(state)
    try:
        apply_action(trial, seat, action)
        return settle(trial, seat, depth)
    except (AssertionError, KeyError, ValueError, IndexError, StopIteration):
        return None


def settle(state: DtState, seat: int, depth: int) -> DtState:
    """Play on with defaults until a turn or discard decision (or the end): the rest of a
    combat and its points. The AI's own tactic and weapon choices are tried each."""
    for _ in range(60):
        if state.finished:
            return state
        if state.phase in ("actions", "discard", "choose_deck"):
            return state
        decision = pending(state)[0]
        choices = [c.action for c in decision.choices if not c.action.startswith("auto ")]
        if decision.player == seat and decision.kind in ("tactic", "weapon") and len(choices) > 1 and depth < DEPTH:
            tried = [x for x in (outcome(state, seat, a, depth + 1) for a in choices) if x is not None]
            if tried:
                return max(tried, key=lambda x: evaluate(x, seat))
        apply_action(state, decision.player, decision.default)
    return state


# --- scoring a position -----------------------------------------------------------------------


def evaluate(state: DtState, seat: int) -> float:
    """How good the position is for `seat`, from what the masked state shows."""
    if state.finished:
        if state.winners == [seat]:
            return 1e4
        return 0.0 if seat in state.winners else -1e4
    me = state.players[seat]
    rivals = [s for s, p in enumerate(state.players) if s != seat and not p.out]
    if not rivals:
        return 1e4
    score = PROMOTION * (_promotion(state, seat) - max(_promotion(state, s) for s in rivals))
    score += _destiny(me.destiny) - 0.25 * sum(_destiny(state.players[s].destiny) for s in rivals) / len(rivals)
    score += CARD * min(len(me.hand), 7)
    if state.current == seat and state.phase == "actions":
        score += ACTION * state.actions_left
    board = _board(state)
    mine = me.warriors
    theirs = [w for s in rivals for w in state.players[s].warriors]
    score += sum(board[w.handle].worth for w in mine)
    score -= sum(board[w.handle].seen_worth for w in theirs) / len(rivals)
    score += OFFENCE * _best_attack(state, [w for w in mine if _ready(state, seat, w)], theirs, board)
    score -= THREAT * _best_attack(state, theirs, mine, board)
    score += MISSION * (len(me.missions) + sum(card_def(c).type == "mission" for w in mine for c in w.attached))
    if not mine:
        score -= BARE
    elif all(w.cover for w in mine):
        score -= BARE / 2  # nothing but leaving cover may be done then
    return score


def _ready(state: DtState, seat: int, w: Warrior) -> bool:
    """Whether `w` may attack in its player's next turn: a warrior that must announce its attack
    a turn ahead (effect `boast`) only once announced, unless its partner is in play."""
    found = effects_on(w, "boast")
    if not found or w.boasted == state.players[seat].turns_taken:
        return True
    return any(found[0].tag in card_def(o.card).tags for o in state.players[seat].warriors)


def _promotion(state: DtState, seat: int) -> int:
    """Promotion points, with the points a kill still owes counted as promotion."""
    return state.players[seat].promotion + sum(d.amount for d in state.points_due if d.seat == seat)


def _destiny(n: int) -> float:
    return DESTINY * min(n, RICH) + DESTINY / 3 * max(0, n - RICH)


Stats = tuple[int, int, int, int]


_MEMO: dict[tuple[object, ...], object] = {}
"""Values and attack permissions already worked out during one choice (cleared by `choose`):
the candidate positions share most of their warriors."""


def _warrior_key(w: Warrior) -> tuple[object, ...]:
    return (w.handle, w.card, tuple(w.attached), w.wounded, w.cover, tuple(w.statuses), w.markers, w.armor_loss, w.age)


@dataclass(frozen=True)
class Piece:
    """A warrior as the evaluation sees it."""

    key: tuple[object, ...]
    stats: Stats
    worth: float
    """To its own player (an unpaid one still costs its value)."""
    seen_worth: float
    """To the others."""
    hit: float
    """What wounding it is worth to the striker: a kill's points and the warrior, or half-way there."""


def _board(state: DtState) -> dict[str, Piece]:
    board: dict[str, Piece] = {}
    for p in state.players:
        givers = (tuple(o.card for o in p.warriors), tuple(p.sites))
        for w in p.warriors:
            key = _warrior_key(w)
            stats = _stats(state, w, key, givers)
            worth, seen = _worth(w, stats, True), _worth(w, stats, False)
            points = PROMOTION * max(stats[3], 0)
            hit = points + seen if w.wounded else 0.5 * points + 0.45 * seen
            board[w.handle] = Piece(key, stats, worth, seen, hit)
    return board


def _stats(state: DtState, w: Warrior, key: tuple[object, ...], givers: tuple[object, ...]) -> Stats:
    """F, S, A and V as rules.value gives them. Outside a combat they depend only on the
    warrior and on its player's other warriors and sites (texts that reach their comrades)."""
    memo: tuple[object, ...] | None = None
    if state.combat is None:
        memo = ("stats", key, givers)
        if memo in _MEMO:
            return _MEMO[memo]  # type: ignore[return-value]
    found = (
        value(state, w.handle, "F"),
        value(state, w.handle, "S"),
        value(state, w.handle, "A"),
        value(state, w.handle, "V"),
    )
    if memo is not None:
        _MEMO[memo] = found
    return found


def _may_attack(state: DtState, a: Warrior, d: Warrior, board: dict[str, Piece]) -> bool:
    key = ("attack", board[a.handle].key, board[d.handle].key)
    if key not in _MEMO:
        _MEMO[key] = may_attack(state, a, d)
    return bool(_MEMO[key])


@lru_cache(maxsize=4096)
def _card_extras(card: str) -> int:
    return sum(1 for e in card_def(card).effects if e.kind != "modify" and not e.trigger)


def _extras(w: Warrior) -> int:
    """Static abilities beyond plain numbers, on the warrior and the cards on it."""
    return sum(_card_extras(c) for c in [w.card, *w.attached])


def _worth(w: Warrior, stats: Stats, mine: bool) -> float:
    f, s, a, v = stats
    worth = 2 + 0.8 * max(v, 0) + FIGHTING * max(f, s) + FIGHTING / 2 * min(f, s) + ARMOR * a
    worth += EXTRA * _extras(w) + GEAR * len(w.attached)
    if w.wounded:
        worth *= 0.55
    if w.cover:
        worth -= COVERED
    if w.unpaid and mine:
        worth -= DESTINY * v + UNPAID
    return worth


def _exchange(a: Piece, d: Piece) -> float:
    """The better tactic for `a` attacking `d`: what it wounds minus what it takes."""
    fa, sa, aa, _ = a.stats
    fd, sd, ad, _ = d.stats
    return max(
        (d.hit if mine >= ad else 0.0) - (a.hit if theirs >= aa else 0.0) for mine, theirs in ((fa, fd), (sa, sd))
    )


def _best_attack(state: DtState, attackers: list[Warrior], targets: list[Warrior], board: dict[str, Piece]) -> float:
    """The best exchange one of `attackers` could make on one of `targets` (0: no attack)."""
    top = 0.0
    for a in attackers:
        if a.cover:
            continue
        for d in targets:
            if _may_attack(state, a, d, board):
                top = max(top, _exchange(board[a.handle], board[d.handle]))
    return top


# --- rules of thumb ---------------------------------------------------------------------------


def _keep_worth(state: DtState, seat: int, card: str) -> float:
    """How much a card in hand is worth keeping for the next turns: warriors one can pay for,
    combat cards (the hand is cut to three each turn, and a fight is won with them), gear."""
    d: CardDef = card_def(card)
    me = state.players[seat]
    if any(a.card == card for a in me.armed):
        return 9  # an armed reaction waits for its moment
    if d.type == "warrior":
        return 10 + d.value - (4 if d.value > me.destiny + 6 else 0) - (3 if len(me.warriors) >= 4 else 0)
    if d.type == "art":
        return 9 if any(card_def(w.card).aspects for w in me.warriors) else 3
    if d.type == "special" and d.timing in ("combat", "defending"):
        return 9
    if d.type in ("equipment", "symmetry", "fortification"):
        return 8
    return 5 + len(d.effects)


def _discard(state: DtState, seat: int, actions: list[str]) -> str:
    """Play an after-attack card that helps; keep the hand if allowed; else drop the least useful card."""
    plays = [a for a in actions if a.startswith("play ")]
    if plays:
        base = evaluate(state, seat)
        after = [(evaluate(x, seat), a) for a in plays if (x := outcome(state, seat, a, DEPTH)) is not None]
        good = [a for score, a in sorted(after, reverse=True) if score > base]
        if good:
            return good[0]
    if "keep" in actions:
        return "keep"
    drops = [a for a in actions if a.startswith("discard ")]
    keep = _best_three(state, seat)
    spare = [a for a in drops if a.split()[1] not in keep] or drops
    return min(spare, key=lambda a: _keep_worth(state, seat, a.split()[1]))


def _best_three(state: DtState, seat: int) -> set[str]:
    """The three cards to keep through the discard: the most worth, each kind worth less the
    more of it is already kept (three warriors and no combat card lose fights)."""
    hand = list(state.players[seat].hand)
    kept: list[str] = []
    while hand and len(kept) < 3:
        kinds = Counter(card_def(c).type for c in kept)
        top = max(hand, key=lambda c: _keep_worth(state, seat, c) - 4 * kinds[card_def(c).type])
        kept.append(top)
        hand.remove(top)
    return set(kept)


def _points(state: DtState, seat: int, default: str) -> str:
    """All to promotion, unless destiny is needed to bring in a warrior from the hand."""
    due = state.points_due[0]
    me = state.players[seat]
    costs = [card_def(c).value for c in me.hand if card_def(c).type == "warrior"]
    if due.destiny_only or len(me.warriors) >= 3 or not costs or min(costs) <= me.destiny:
        return default
    need = min(min(costs) - me.destiny, due.amount)
    return f"points {due.amount - need}"
