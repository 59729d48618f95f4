"""The Doomtrooper game object: wires setup, decisions, views and AI together."""

import re

from bot.engine import Decision, Event, Game, MalformedAction, Msg, Outcome, Rng, Say, Seat, Text, View, msg
from bot.engine.match import decision_for
from bot.games.doomtrooper.ai import choose
from bot.games.doomtrooper.cards import code_of, token
from bot.games.doomtrooper.decisions import pending
from bot.games.doomtrooper.deckbuilding import DeckRules
from bot.games.doomtrooper.decklists import check_legal
from bot.games.doomtrooper.draw import build_deck, draw_up
from bot.games.doomtrooper.flow import start_turn
from bot.games.doomtrooper.hidden import why_illegal
from bot.games.doomtrooper.invariants import violations
from bot.games.doomtrooper.orders import refusal
from bot.games.doomtrooper.reactions import why_not_armed
from bot.games.doomtrooper.sheets import CardCatalogue
from bot.games.doomtrooper.state import DECK_NAMES, DtState, Player, SeatDeck
from bot.games.doomtrooper.state import Options as DtOptions
from bot.games.doomtrooper.turn import ACTION, apply_action
from bot.games.doomtrooper.view import build_view, hidden_ids, render_view


def seat_decks(options: DtOptions, players: int) -> list[str]:
    names = [n.lower() for n in re.split(r"[,/+\s]+", options.decks.strip())] if options.decks.strip() else []
    for n in names:
        if n and n not in DECK_NAMES:
            raise ValueError(f"unknown deck {n!r}; choose from {', '.join(DECK_NAMES)}")
    return (names + [""] * players)[:players]


def build_list(state: DtState, seat: int, deck: SeatDeck) -> list[Event]:
    """Like draw.build_deck, from a seat's own list (options.lists) instead of a deck file."""
    check_legal(deck.name, deck.cards)
    player = state.players[seat]
    player.deck_name = deck.preset or deck.name
    cards: list[str] = []
    for code, count in deck.cards.items():
        for _ in range(count):
            cards.append(token(code, state.next_handle))
            state.next_handle += 1
    state.rng.shuffle(cards)
    player.deck = cards
    name = msg(f"dt-deck-{deck.preset}") if deck.preset else msg("dt-deck-own", name=Text(deck.name))
    return [Event.public("dt-deck-chosen", who=Seat(seat), deck=name), *draw_up(state, seat)]


class Doomtrooper(Game[DtState, DtOptions]):
    name = "doomtrooper"
    title = "Doomtrooper"
    description = "Lead a squad of Doomtroopers or a Dark Legion cohort; kill warriors to earn promotion points."
    min_players = 2
    max_players = 4
    Options = DtOptions
    State = DtState
    catalogue = CardCatalogue()
    deck_building = DeckRules()

    def setup(self, num_players: int, options: DtOptions, rng: Rng) -> DtState:
        state = DtState(
            num_players=num_players, rng=rng, options=options, players=[Player() for _ in range(num_players)]
        )
        decks = seat_decks(options, num_players)
        for seat, name in enumerate(decks):
            own = options.lists.get(seat)
            if own is not None:
                build_list(state, seat, own)
                decks[seat] = own.preset or own.name
            elif name:
                build_deck(state, seat, name)
        if all(decks):
            start_turn(state)
        else:
            state.phase = "choose_deck"
        return state

    def pending(self, state: DtState) -> list[Decision]:
        return pending(state)

    def check_syntax(self, action: str) -> None:
        if not ACTION.fullmatch(action):
            raise MalformedAction(msg("dt-syntax"))

    def apply(self, state: DtState, player: int, action: str) -> list[Event]:
        return apply_action(state, player, action)

    def explain_illegal(self, state: DtState, player: int, action: str) -> Msg:
        words = action.split()
        if words[0] in ("arm", "disarm") and decision_for(self, state, player) is not None:
            return why_not_armed(state, player, words)
        # An attack (or an end without one) that an order on the player forbids names the order.
        ordered = state.phase in ("actions", "tactic") and player == state.current
        why = refusal(state, player, action) if ordered else None
        if why is not None:
            return why
        return why_illegal(state, player, action) or super().explain_illegal(state, player, action)

    def invariant_violations(self, state: DtState) -> list[str]:
        return violations(state)

    def card_name(self, card: str) -> Msg:
        return msg(f"dt-card-{code_of(card)}")

    def outcome(self, state: DtState) -> Outcome | None:
        if not state.finished:
            return None
        ranking: list[list[int]] = []
        for points in sorted({p.promotion for p in state.players}, reverse=True):
            ranking.append([s for s, p in enumerate(state.players) if p.promotion == points])
        return Outcome(winners=sorted(state.winners), reason=msg(state.finished), ranking=ranking)

    def view(self, state: DtState, viewer: int | None) -> View:
        return build_view(state, viewer)

    def secrets(self, state: DtState, viewer: int | None) -> set[str]:
        return hidden_ids(state, viewer)

    def render(self, view: View, say: Say) -> str:
        return render_view(view, say)

    def ai_action(self, state: DtState, player: int, rng: Rng) -> str:
        decision = next(d for d in self.pending(state) if d.player == player)
        return choose(state, player, decision, rng)


GAME = Doomtrooper()
