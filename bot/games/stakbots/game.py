"""The Stak Bots game object: wires setup, decisions, views and AI together."""

from bot.engine import Choice, Decision, Event, Game, MalformedAction, Msg, Outcome, Rng, Say, Seat, View, msg
from bot.engine.outcome import stored_text
from bot.games.stakbots.ai import choose
from bot.games.stakbots.cards import DECK, card_id, kind, parse_id
from bot.games.stakbots.effects import ask_default, settle
from bot.games.stakbots.invariants import violations
from bot.games.stakbots.rules import draw, locate, named, note_turn_start
from bot.games.stakbots.state import Ask, Effect, Slot, StakState
from bot.games.stakbots.state import Options as StakOptions
from bot.games.stakbots.turn import ACTION, apply_any, turn_choices, turn_default, why_illegal
from bot.games.stakbots.view import build_view, hidden_ids, render_view


def ask_label(state: StakState, ask: Ask, action: str) -> Msg:
    """The words of one answer to an open effect choice or reaction."""
    verb, _, arg = action.partition(" ")
    if verb == "pass":
        return msg("stak-choice-let-attack")
    if verb == "player":
        seat = int(arg)
        return msg("stak-choice-player", who=Seat(seat), cards=len(state.hands[seat]))
    card = int(arg[1:])
    if verb == "lose":
        return msg("stak-choice-lose", card=named(card))
    if verb == "react":
        return msg("stak-choice-react", card=named(card))
    where = locate(state, card)
    assert where is not None
    return msg("stak-choice-target", card=named(card), owner=Seat(where[0]), depth=where[1] + 1)


def ask_prompt(state: StakState, ask: Ask) -> Msg:
    if ask.kind == "react":
        return msg("stak-prompt-react", turn=state.turn, attacker=Seat(state.current), card=named(ask.card))
    return msg(f"stak-prompt-{ask.kind}", turn=state.turn, card=named(ask.card))


def stak_depth(options: StakOptions, players: int) -> int:
    wanted = options.stak_depth or (9 if players <= 4 else 6)
    return min(wanted, len(DECK) // players - 3)


class StakBots(Game[StakState, StakOptions]):
    name = "stakbots"
    title = "Stak Bots"
    description = "Stack robots, attack the other Staks, and be the last one with bots standing."
    min_players = 2
    max_players = 6
    Options = StakOptions
    State = StakState

    def setup(self, num_players: int, options: StakOptions, rng: Rng) -> StakState:
        deck = list(range(len(DECK)))
        rng.shuffle(deck)
        depth = stak_depth(options, num_players)
        staks = [[Slot(card=deck.pop(), up=False) for _ in range(depth)] for _ in range(num_players)]
        for stak in staks:
            stak[0].up = True
        hands = [[deck.pop(), deck.pop()] for _ in range(num_players)]
        state = StakState(num_players=num_players, rng=rng, options=options, staks=staks, hands=hands, supply=deck)
        draw(state, 0)
        if options.setup_effects:
            triggered = [Effect(card=s[0].card, seat=p) for p, s in enumerate(staks) if kind(s[0].card).entry]
            state.effects = list(reversed(triggered))
            settle(state)
        note_turn_start(state)
        return state

    def pending(self, state: StakState) -> list[Decision]:
        if state.finished is not None:
            return []
        ask = state.ask
        if ask is not None:
            choices = [Choice(action=a, label=ask_label(state, ask, a)) for a in ask.options]
            default = ask_default(state, ask)
            return [
                Decision(
                    player=ask.seat,
                    kind=ask.kind,
                    prompt=ask_prompt(state, ask),
                    choices=choices,
                    default=default,
                )
            ]
        return [
            Decision(
                player=state.current,
                kind="turn",
                prompt=msg("stak-prompt-turn", turn=state.turn),
                choices=turn_choices(state),
                default=turn_default(state),
            )
        ]

    def check_syntax(self, action: str) -> None:
        if not ACTION.fullmatch(action):
            raise MalformedAction(msg("stak-syntax"))

    def explain_illegal(self, state: StakState, player: int, action: str) -> Msg:
        return why_illegal(state, player, action)

    def apply(self, state: StakState, player: int, action: str) -> list[Event]:
        return apply_any(state, player, action)

    def invariant_violations(self, state: StakState) -> list[str]:
        return violations(state)

    def card_name(self, card: str) -> Msg:
        number = parse_id(card)
        if number is None:
            raise ValueError(f"{card!r} is not a Stak Bots card")
        return msg(f"stak-bot-{kind(number).name.lower()}")

    def outcome(self, state: StakState) -> Outcome | None:
        if state.finished is None:
            return None
        ranking = [sorted(state.winners)] + [g for g in reversed(state.out_groups) if set(g) != set(state.winners)]
        # Matches finished before reasons were message keys stored English prose.
        reason = msg(state.finished) if state.finished.startswith("stak-outcome-") else stored_text(state.finished)
        return Outcome(winners=sorted(state.winners), reason=reason, ranking=ranking)

    def view(self, state: StakState, viewer: int | None) -> View:
        return build_view(state, viewer)

    def secrets(self, state: StakState, viewer: int | None) -> set[str]:
        return hidden_ids(state, viewer)

    def render(self, view: View, say: Say) -> str:
        return render_view(view, say)

    def ai_action(self, state: StakState, player: int, rng: Rng) -> str:
        decision = next(d for d in self.pending(state) if d.player == player)
        return choose(state, player, decision, rng)


__all__ = ["StakBots", "card_id"]


GAME = StakBots()
