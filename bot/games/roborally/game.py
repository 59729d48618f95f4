"""The RoboRally game object: wires setup, decisions, views, pictures and the AI together."""

from bot.engine import Decision, Event, Game, MalformedAction, Msg, Outcome, Rng, Say, View, msg
from bot.engine.outcome import stored_text
from bot.games.roborally.ai import choose
from bot.games.roborally.cards import DECK
from bot.games.roborally.image import render_png
from bot.games.roborally.state import Options as RoboOptions
from bot.games.roborally.state import RoboState
from bot.games.roborally.turn import (
    ACTION,
    apply_action,
    enter_choices,
    new_match,
    outcome_reason,
    power_choices,
    program_choices,
    program_problem,
    why_illegal,
)
from bot.games.roborally.view import build_view, hidden_tokens, render_view
from bot.games.roborally.words import card_name


class RoboRally(Game[RoboState, RoboOptions]):
    name = "roborally"
    title = "RoboRally with Crash and Burn"
    description = "Program your robot five cards ahead and race it through a deadly factory to every checkpoint."
    min_players = 2
    max_players = 8
    Options = RoboOptions
    State = RoboState

    def setup(self, num_players: int, options: RoboOptions, rng: Rng) -> RoboState:
        state, _ = new_match(num_players, options, rng)
        return state

    def pending(self, state: RoboState) -> list[Decision]:
        if state.finished is not None:
            return []
        out = []
        turn = state.turn
        for seat, rb in enumerate(state.robots):
            if rb.stage == "program":
                out.append(
                    Decision(
                        player=seat,
                        kind="program",
                        prompt=msg("rr-prompt-program", turn=turn),
                        choices=program_choices(state, seat),
                        default="lock",
                    )
                )
            elif rb.stage == "power":
                out.append(
                    Decision(
                        player=seat,
                        kind="power",
                        prompt=msg("rr-prompt-power", turn=turn),
                        choices=power_choices(),
                        default="power on",
                    )
                )
            elif rb.stage == "enter":
                choices, default = enter_choices(state, seat)
                out.append(
                    Decision(
                        player=seat,
                        kind="enter",
                        prompt=msg("rr-prompt-enter", turn=turn),
                        choices=choices,
                        default=default,
                    )
                )
        return out

    def check_syntax(self, action: str) -> None:
        if not ACTION.fullmatch(action):
            raise MalformedAction(msg("rr-syntax"))

    def is_legal(self, state: RoboState, decision: Decision, action: str) -> bool:
        """Also a composite `program c490 c380 ...`: each card `set` in turn, then `lock`."""
        if action.startswith("program "):
            robot = state.robots[decision.player]
            return decision.kind == "program" and program_problem(robot, action.split()[1:]) is None
        return decision.choice_for(action) is not None

    def explain_illegal(self, state: RoboState, player: int, action: str) -> Msg:
        return stored_text(why_illegal(state, player, action))

    def apply(self, state: RoboState, player: int, action: str) -> list[Event]:
        return apply_action(state, player, action)

    def card_name(self, card: str) -> Msg:
        """A program card by token ('c490': Move 1 (priority 490)) or an option card by key."""
        return card_name(card)

    def outcome(self, state: RoboState) -> Outcome | None:
        if state.finished is None:
            return None
        return Outcome(winners=list(state.winners), reason=outcome_reason(state), ranking=state.ranking)

    def view(self, state: RoboState, viewer: int | None) -> View:
        return build_view(state, viewer)

    def secrets(self, state: RoboState, viewer: int | None) -> set[str]:
        return hidden_tokens(state, viewer)

    def render(self, view: View, say: Say) -> str:
        return render_view(view, list(say.names))

    def render_image(self, view: View, say: Say) -> bytes | None:
        return render_png(view, list(say.names))

    def ai_action(self, state: RoboState, player: int, rng: Rng) -> str:
        decision = next(d for d in self.pending(state) if d.player == player)
        return choose(state, player, decision, rng)

    def invariant_violations(self, state: RoboState) -> list[str]:
        problems = []
        places: list[int] = list(state.deck) + list(state.discard)
        for rb in state.robots:
            places += rb.hand + [c for c in rb.registers if c]
            places += [c for c in (rb.reserve, rb.flywheel) if c]
        if sorted(places) != DECK:
            problems.append("the 84 program cards are not each in exactly one place")
        options = list(state.option_deck) + [k for rb in state.robots for k in rb.options]
        if len(options) != 26 or len(set(options)) != 26:
            problems.append("the 26 option cards are not each in exactly one place")
        squares = [rb.pos for rb in state.robots if rb.pos >= 0]
        if len(squares) != len(set(squares)):
            problems.append("two robots share a square")
        for seat, rb in enumerate(state.robots):
            if rb.damage < 0 or rb.damage >= 10:
                problems.append(f"seat {seat}: damage {rb.damage} out of range")
            if rb.lives < 0:
                problems.append(f"seat {seat}: negative lives")
            if len(rb.options) > 3:
                problems.append(f"seat {seat}: more than 3 option cards")
            if (rb.pos < 0) != (rb.destroyed or rb.out):
                problems.append(f"seat {seat}: on the course and destroyed, or off it and not")
            if rb.stage == "out" and not rb.out:
                problems.append(f"seat {seat}: stage out but not out")
            if not 0 <= rb.coat <= 3 or rb.shots < 0:
                problems.append(f"seat {seat}: bad option tokens")
            if any(c not in rb.hand for c in rb.marked):
                problems.append(f"seat {seat}: a marked card is not in hand")
        return problems


GAME = RoboRally()
