"""Build exact Stak Bots positions by bot name: 'Core' is face up, '-Core' face down."""

from bot.engine import Event, Rng, apply_action
from bot.games.stakbots import GAME
from bot.games.stakbots.cards import DECK, card_id, kind
from bot.games.stakbots.rules import note_turn_start
from bot.games.stakbots.state import Options, Slot, StakState
from tests.support.wording import lines


class Table:
    def __init__(
        self,
        staks: list[list[str]],
        hands: list[list[str]] | None = None,
        supply: list[str] | None = None,
        scrap: list[str] | None = None,
        current: int = 0,
        **options: bool | int,
    ) -> None:
        self.unused = list(range(len(DECK)))
        players = len(staks)
        stak_slots = [[self._slot(spec) for spec in stak] for stak in staks]
        hand_cards = [[self._take(n) for n in hand] for hand in (hands or [[] for _ in range(players)])]
        scrap_cards = [self._take(n) for n in scrap or []]
        # Unless given, the supply is filled with Cores so draws are predictable.
        supply_cards = [self._take(n) for n in supply] if supply is not None else [self._take("Core")]
        self.state = StakState(
            num_players=players,
            rng=Rng.from_seed(1),
            options=Options(**options),
            staks=stak_slots,
            hands=hand_cards,
            supply=supply_cards,
            scrap=scrap_cards,
            current=current,
        )
        note_turn_start(self.state)  # as setup does: the turn-limit tally counts this turn's start

    def _take(self, name: str) -> int:
        card = next(c for c in self.unused if DECK[c] == name)
        self.unused.remove(card)
        return card

    def _slot(self, spec: str) -> Slot:
        return Slot(card=self._take(spec.lstrip("-")), up=not spec.startswith("-"))

    def do(self, player: int, action: str) -> list[Event]:
        new, events = apply_action(GAME, self.state, player, action)
        assert isinstance(new, StakState)
        # A table holds only the cards it names, so the rest of the deck is legitimately nowhere.
        assert [v for v in GAME.invariant_violations(new) if not v.startswith("cards in no place")] == []
        self.state = new
        return events

    def stak(self, seat: int) -> list[str]:
        return [("" if s.up else "-") + kind(s.card).name for s in self.state.staks[seat]]

    def top_id(self, seat: int) -> str:
        return card_id(self.state.staks[seat][0].card)

    def at(self, seat: int, index: int) -> str:
        return card_id(self.state.staks[seat][index].card)

    def hand_id(self, seat: int, name: str) -> str:
        return card_id(next(c for c in self.state.hands[seat] if DECK[c] == name))

    def hand(self, seat: int) -> list[str]:
        return [DECK[c] for c in self.state.hands[seat]]

    def scrapped(self) -> list[str]:
        return [DECK[c] for c in self.state.scrap]

    def pending(self) -> list[tuple[int, str]]:
        return [(d.player, d.kind) for d in GAME.pending(self.state)]

    @staticmethod
    def said(events: list[Event], reader: int | None = None) -> list[str]:
        """The events in English as `reader` reads them (None: the thread); seat n is NAMES[n]."""
        return lines(GAME, events, reader)

    def choices(self, player: int) -> list[str]:
        return [c.action for d in GAME.pending(self.state) if d.player == player for c in d.choices]
