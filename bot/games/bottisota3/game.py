"""The Game class: wires setup, decisions, actions, views and the AI together."""

import re

from bot.engine.decisions import Decision, PlayerId
from bot.engine.errors import MalformedAction
from bot.engine.events import Event, Msg, Say, msg
from bot.engine.game import Game, View
from bot.engine.outcome import Outcome
from bot.engine.rng import Rng
from bot.games.bottisota3.actions import perform
from bot.games.bottisota3.ai import choose
from bot.games.bottisota3.board import players_left, push
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import DECK_SIZE, card_id
from bot.games.bottisota3.choices import decision
from bot.games.bottisota3.explain import why_illegal
from bot.games.bottisota3.flow import settle
from bot.games.bottisota3.invariants import violations
from bot.games.bottisota3.render import build_view, reason_words, render_view
from bot.games.bottisota3.state import Bot, BotOptions, BotState, Task
from bot.games.bottisota3.words import face_of

CARD = r"c\d{3,}"
ACTION = re.compile(
    "^(?:"
    + "|".join(
        [
            r"end|disengage|exchange|draw|take|redraw|accept|reaim|letgo|pin|follow|stay|nomine|hold|keep|nosteal",
            rf"selfdestruct(?: {CARD})?",
            r"charge p\d",
            rf"(?:shoot|blast|mega|missile|strike|bomb|mine) (?:{CARD}|deck) p\d",
            rf"(?:install|discard|drop) {CARD}",
            rf"use {CARD}(?: p\d)?",
            rf"bug {CARD}(?: {CARD})?",
            rf"(?:ego|defend) (?:{CARD}|deck)",
            rf"donate {CARD} p\d",
            r"auto (?:defend|letgo|fire|cards|nobug|bugme|boom) (?:on|off)",
            r"bonus (?:repair|exchange)",
            rf"steal (?:{CARD}|hand)",
            rf"claw {CARD}(?: scrap)?",
            r"pick [a-z]+",
        ]
    )
    + ")$",
    re.ASCII,
)


def deal_kinds(rng: Rng, players: int, each: int) -> list[list[int]]:
    """Random bots: different bots while the list lasts, then a fresh shuffle of the list."""
    pool: list[int] = []
    kinds: list[list[int]] = [[] for _ in range(players)]
    for _ in range(each):
        for seat in range(players):
            if not pool:
                pool = list(range(len(BOTS)))
                rng.shuffle(pool)
            kinds[seat].append(pool.pop())
    return kinds


class Bottisota3(Game[BotState, BotOptions]):
    name = "bottisota3"
    title = "Bottisota-3"
    description = "A card-only bot war with ordinary playing cards: shoot, strike and defend until one bot is left."
    min_players = 2
    max_players = 6
    Options = BotOptions
    State = BotState

    def setup(self, num_players: int, options: BotOptions, rng: Rng) -> BotState:
        deck = [card_id(i) for i in range(DECK_SIZE * options.decks)]
        rng.shuffle(deck)
        state = BotState(
            num_players=num_players,
            rng=rng,
            decks=options.decks,
            bots=[],
            reserve=[[] for _ in range(num_players)],
            deck=deck,
            turn_limit=options.turn_limit,
        )
        push(state, Task(kind="nextturn", source="first"))
        if options.bot_selection == "pick":
            push(state, Task(kind="deal"))
            for _ in range(options.bots_per_player):
                for seat in reversed(range(num_players)):
                    push(state, Task(kind="pick", seat=seat))
        else:
            for seat, kinds in enumerate(deal_kinds(rng, num_players, options.bots_per_player)):
                state.bots.append(Bot(kind=kinds[0], condition=BOTS[kinds[0]].cards, status="waiting"))
                state.reserve[seat] = kinds[1:]
        settle(state, [])
        return state

    def pending(self, state: BotState) -> list[Decision]:
        if state.finished_reason is not None:
            return []
        return [decision(state)]

    def apply(self, state: BotState, player: PlayerId, action: str) -> list[Event]:
        events: list[Event] = []
        perform(state, player, action, events)
        settle(state, events)
        return events

    def card_name(self, card: str) -> Msg:
        if not re.fullmatch(CARD, card):
            raise ValueError(f"{card!r} is not a Bottisota-3 card")
        return face_of(card)

    def outcome(self, state: BotState) -> Outcome | None:
        if state.finished_reason is None:
            return None
        ranking = [list(state.winners)] if state.winners else []
        survivors = [s for s in players_left(state) if s not in state.winners]
        if survivors:
            ranking.append(survivors)
        ranking += [[s] for s in reversed(state.eliminated) if s not in state.winners]
        return Outcome(winners=list(state.winners), reason=reason_words(state.finished_reason), ranking=ranking)

    def view(self, state: BotState, viewer: PlayerId | None) -> View:
        return build_view(state, viewer)

    def secrets(self, state: BotState, viewer: PlayerId | None) -> set[str]:
        hidden = set(state.deck)
        for seat, bot in enumerate(state.bots):
            if seat != viewer:
                hidden.update(bot.hand)
        return hidden

    def invariant_violations(self, state: BotState) -> list[str]:
        return violations(state)

    def render(self, view: View, say: Say) -> str:
        return render_view(view, say)

    def check_syntax(self, action: str) -> None:
        if not ACTION.match(action):
            raise MalformedAction(msg("b3-syntax", action=action))

    def explain_illegal(self, state: BotState, player: PlayerId, action: str) -> Msg:
        why = why_illegal(state, player, action)
        return why if why is not None else super().explain_illegal(state, player, action)

    def ai_action(self, state: BotState, player: PlayerId, rng: Rng) -> str:
        return choose(state, player, decision(state), rng)


GAME = Bottisota3()
