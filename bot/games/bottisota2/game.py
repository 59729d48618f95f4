"""The Bottisota-2 game object: wires setup, decisions, views and the AI together."""

from bot.engine import Decision, Event, Game, MalformedAction, Msg, Outcome, Rng, Say, View, msg
from bot.games.bottisota2.ai import choose
from bot.games.bottisota2.flow import ACTION, apply_action, join, new_match, outcome_reason, pending
from bot.games.bottisota2.image import render_png
from bot.games.bottisota2.parts import PART_OF, TOKENS
from bot.games.bottisota2.state import B2State
from bot.games.bottisota2.state import Options as B2Options
from bot.games.bottisota2.textmap import render_view
from bot.games.bottisota2.view import build_view, hidden_tokens
from bot.games.bottisota2.words import card_name


class Bottisota2(Game[B2State, B2Options]):
    name = "bottisota2"
    title = "Bottisota-2"
    description = "A bot war on a hex arena with dice: move by speed class, shoot, brawl, repair at depots."
    min_players = 2
    max_players = 12
    Options = B2Options
    State = B2State

    def setup(self, num_players: int, options: B2Options, rng: Rng) -> B2State:
        return new_match(num_players, options, rng)

    def pending(self, state: B2State) -> list[Decision]:
        return pending(state)

    def check_syntax(self, action: str) -> None:
        if not ACTION.fullmatch(action):
            raise MalformedAction(msg("b2-syntax"))

    def apply(self, state: B2State, player: int, action: str) -> list[Event]:
        return apply_action(state, player, action)

    def can_join(self, state: B2State) -> bool:
        """A new player may join at any time while the match runs (their bot is placed just
        before the next round)."""
        return not state.finished

    def join(self, state: B2State) -> list[Event]:
        return join(state)

    def outcome(self, state: B2State) -> Outcome | None:
        if not state.finished:
            return None
        loser_rank = [i for i in range(state.num_players) if i not in state.winners]
        ranking = [list(state.winners), loser_rank] if state.winners and loser_rank else None
        return Outcome(winners=list(state.winners), reason=outcome_reason(state), ranking=ranking)

    def view(self, state: B2State, viewer: int | None) -> View:
        return build_view(state, viewer)

    def secrets(self, state: B2State, viewer: int | None) -> set[str]:
        return hidden_tokens(state, viewer)

    def render(self, view: View, say: Say) -> str:
        return render_view(view, say)

    def render_image(self, view: View, say: Say) -> bytes | None:
        return render_png(view, say)

    def card_name(self, card: str) -> Msg:
        return card_name(card)

    def ai_action(self, state: B2State, player: int, rng: Rng) -> str:
        decision = next(d for d in self.pending(state) if d.player == player)
        return choose(state, player, decision, rng)

    def invariant_violations(self, state: B2State) -> list[str]:
        problems = []
        places = list(state.deck) + list(state.discard)
        for b in state.bots:
            places += b.hand + b.installed
        if sorted(places) != sorted(TOKENS):
            problems.append("the parts are not each in exactly one place")
        for k, b in enumerate(state.bots):
            if b.alive != (b.area >= 0) and state.phase != "place":
                problems.append(f"bot {k + 1}: alive and off the arena, or destroyed and on it")
            if b.damage < 0:
                problems.append(f"bot {k + 1}: negative damage")
            if any(t not in PART_OF for t in b.hand + b.installed):
                problems.append(f"bot {k + 1}: an unknown part")
        return problems


GAME = Bottisota2()
