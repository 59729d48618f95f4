"""A small complete game for testing the platform: hidden hands and simultaneous choices.

Each seat is dealt 4 numbered cards; each round everyone secretly plays one at once;
the highest card scores. After 3 rounds the most points win.
"""

import io
from pathlib import Path

from PIL import Image, ImageDraw
from pydantic import Field

from bot.engine import (
    Choice,
    Decision,
    Event,
    Game,
    GameOptions,
    GameState,
    MalformedAction,
    Msg,
    Outcome,
    Rng,
    Say,
    Seat,
    View,
    msg,
)


class HighCardOptions(GameOptions):
    rounds: int = Field(3, ge=1, le=4)


class HighCardState(GameState):
    rounds: int
    round: int = 1
    hands: list[list[int]]
    played: list[int | None]
    scores: list[int]


def card_id(card: int) -> str:
    return f"h{card:02d}"


class HighCard(Game[HighCardState, HighCardOptions]):
    name = "highcard"
    title = "High Card"
    description = "Everyone plays a hidden card at once; highest scores."
    min_players = 2
    max_players = 4
    Options = HighCardOptions
    State = HighCardState
    catalogue_dir = str(Path(__file__).parent / "locales")

    def setup(self, num_players: int, options: HighCardOptions, rng: Rng) -> HighCardState:
        deck = list(range(1, 4 * num_players + 1))
        rng.shuffle(deck)
        hands = [sorted(deck[i * 4 : i * 4 + 4]) for i in range(num_players)]
        return HighCardState(
            num_players=num_players,
            rng=rng,
            rounds=options.rounds,
            hands=hands,
            played=[None] * num_players,
            scores=[0] * num_players,
        )

    def pending(self, state: HighCardState) -> list[Decision]:
        if state.round > state.rounds:
            return []
        return [
            Decision(
                player=p,
                kind="play",
                prompt=msg("prompt-play", round=state.round),
                choices=[Choice(action=f"play {card_id(c)}", label=msg("choice-play", card=c)) for c in state.hands[p]],
                default=f"play {card_id(min(state.hands[p]))}",
            )
            for p in range(state.num_players)
            if state.played[p] is None
        ]

    def check_syntax(self, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if verb != "play" or len(arg) != 3 or not arg.startswith("h") or not arg[1:].isdigit():
            raise MalformedAction(msg("syntax"))

    def explain_illegal(self, state: HighCardState, player: int, action: str) -> Msg:
        return msg("not-in-hand")

    def apply(self, state: HighCardState, player: int, action: str) -> list[Event]:
        card = int(action[-2:])
        state.hands[player].remove(card)
        state.played[player] = card
        events = [Event.private("you-played", player, card=card)]
        if all(c is not None for c in state.played):
            plays = [c for c in state.played if c is not None]
            best = max(plays)
            winner = plays.index(best)
            state.scores[winner] += 1
            events.append(Event.public("round-won", round=state.round, winner=Seat(winner), card=best))
            state.played = [None] * state.num_players
            state.round += 1
        return events

    def invariant_violations(self, state: HighCardState) -> list[str]:
        cards = [c for hand in state.hands for c in hand] + [c for c in state.played if c is not None]
        problems = []
        if len(cards) != len(set(cards)):
            problems.append("a card is in two places")
        if any(score < 0 for score in state.scores):
            problems.append("a negative score")
        return problems

    def outcome(self, state: HighCardState) -> Outcome | None:
        if state.round <= state.rounds:
            return None
        top = max(state.scores)
        return Outcome(winners=[p for p, s in enumerate(state.scores) if s == top], reason=msg("outcome-most-rounds"))

    def card_name(self, card: str) -> Msg:
        return msg("card-name", number=int(card[1:]))

    def view(self, state: HighCardState, viewer: int | None) -> View:
        return {
            "round": state.round,
            "scores": state.scores,
            "hand": [card_id(c) for c in state.hands[viewer]] if viewer is not None else None,
            "locked_in": [c is not None for c in state.played],
        }

    def secrets(self, state: HighCardState, viewer: int | None) -> set[str]:
        hidden = set()
        for p in range(state.num_players):
            if p != viewer:
                hidden |= {card_id(c) for c in state.hands[p]}
                card = state.played[p]
                if card is not None:
                    hidden.add(card_id(card))
        return hidden

    def render(self, view: View, say: Say) -> str:
        scores = ", ".join(f"{n}: {s}" for n, s in zip(say.names, view["scores"], strict=False))
        table = say(msg("table", round=view["round"], scores=scores))
        return table + (f"\n{say(msg('table-hand', cards=' '.join(view['hand'])))}" if view["hand"] is not None else "")

    def render_image(self, view: View, say: Say) -> bytes | None:
        """A score bar per seat: enough picture to prove the image pipeline end to end."""
        image = Image.new("RGB", (40 * len(say.names), 60), "white")
        draw = ImageDraw.Draw(image)
        for seat, score in enumerate(view["scores"]):
            draw.rectangle((seat * 40 + 5, 55 - 10 * score, seat * 40 + 35, 55), fill="navy")
        out = io.BytesIO()
        image.save(out, format="PNG")
        return out.getvalue()


HIGHCARD = HighCard()
