"""Deck building, for the games whose players build their own decks (`Game.deck_building`).

`GameService.decks` is a `Decks`: each user's own decks in the store (`/deck ...`, the
terminal's `--deck FILE`), and the deck a player brings to a match (chosen when joining,
frozen into the match options when it starts, so later edits never change a running match).
The list format, the building rules and the preconstructed decks are the game's
(bot/engine/decks.py); this module names no game. Every refusal is a `DeckError`: the bot's
own (a deck you do not have) in the common words, the game's rules in the game's words.

Every method takes the game as `game`; None stands for the one game with deck building, and
is refused with the games' titles once several games have it.
"""

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.decks import ChosenDeck, DeckBuilding, DeckRefused
from bot.engine.events import Many, msg
from bot.engine.game import Game
from bot.errors import DeckError
from bot.games import all_games, get_game
from bot.readmodels import DeckView, User
from bot.wording import DEFAULT_LOCALE, wording_for
from storage import DeckRecord, MatchRecord, MatchStore

MAX_DECKS = 50
"""Decks one user may keep (per game)."""


def deck_games() -> list[Game[Any, Any]]:
    """The games whose players bring decks they build."""
    return [g for g in all_games().values() if g.deck_building is not None]


def has_decks(game_name: str) -> bool:
    """Whether the game offers deck building (players may bring their own deck to a match)."""
    return get_game(game_name).deck_building is not None


def deck_game(game: str | None = None) -> Game[Any, Any]:
    """The game `game` names (which must offer deck building), or (None) the one game that does."""
    if game is None:
        offering = deck_games()
        if len(offering) != 1:
            raise DeckError(None, "deck-error-which-game", games=Many(tuple(g.title for g in offering)))
        return offering[0]
    chosen = get_game(game)
    _building(chosen)  # refused when it has none
    return chosen


def _building(game: Game[Any, Any]) -> DeckBuilding:
    if game.deck_building is None:
        raise DeckError(None, "deck-error-no-decks", game=game.title)
    return game.deck_building


def _refused(game: Game[Any, Any], error: DeckRefused) -> DeckError:
    return DeckError(game, error.message.key, details=error.details, **dict(error.message.args))


def preconstructed_names(game: str | None = None) -> Sequence[str]:
    """The names of the decks `game` comes with (see `deck_game`)."""
    return _building(deck_game(game)).preconstructed()


def is_preconstructed(game: Game[Any, Any], name: str) -> bool:
    return name.strip().lower() in _building(game).preconstructed()


class Decks:
    def __init__(self, store: MatchStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock

    # -- a user's decks ------------------------------------------------------------------------

    async def new(self, user: User, name: str, *, game: str | None = None, locale: str = DEFAULT_LOCALE) -> DeckView:
        chosen = deck_game(game)
        clean = self._name(chosen, name)
        existing = await self.store.get_deck(user.id, chosen.name, clean)
        if existing is not None:
            raise DeckError(chosen, "deck-error-exists", deck=existing.name)
        if len(await self.store.list_decks(user.id, chosen.name)) >= MAX_DECKS:
            raise DeckError(chosen, "deck-error-too-many-decks", max=MAX_DECKS)
        deck = DeckRecord(user_id=user.id, game=chosen.name, name=clean, cards={})
        await self.store.put_deck(deck, self.clock())
        return deck_view(deck, locale)

    async def add(
        self,
        user: User,
        card: str,
        n: int = 1,
        deck: str | None = None,
        *,
        game: str | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> DeckView:
        chosen = deck_game(game)
        record = await self._deck(chosen, user, deck)
        try:
            cards = _building(chosen).add(record.cards, card, self._count(chosen, n))
        except DeckRefused as error:
            raise _refused(chosen, error) from None
        return await self._save(record, cards, locale)

    async def remove(
        self,
        user: User,
        card: str,
        n: int = 1,
        deck: str | None = None,
        *,
        game: str | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> DeckView:
        chosen = deck_game(game)
        record = await self._deck(chosen, user, deck)
        try:
            cards = _building(chosen).remove(record.cards, card, self._count(chosen, n))
        except DeckRefused as error:
            raise _refused(chosen, error) from None
        return await self._save(record, cards, locale)

    async def show(
        self, user: User, deck: str | None = None, *, game: str | None = None, locale: str = DEFAULT_LOCALE
    ) -> DeckView:
        return deck_view(await self._deck(deck_game(game), user, deck), locale)

    async def list_decks(self, user: User, *, game: str | None = None, locale: str = DEFAULT_LOCALE) -> list[DeckView]:
        return [deck_view(d, locale) for d in await self.store.list_decks(user.id, deck_game(game).name)]

    async def names(self, user: User, *, game: str | None = None) -> list[str]:
        """The user's deck names, by name (autocomplete)."""
        return [d.name for d in await self.store.list_decks(user.id, deck_game(game).name)]

    async def playable(self, user: User, current: str, game: str | None = None) -> list[str]:
        """The decks `user` may bring to a match of `game` (None: of any game with deck building)
        whose names contain `current`: their own, then the preconstructed ones (autocomplete)."""
        games = [get_game(game)] if game is not None else deck_games()
        found: list[str] = []
        for chosen in (g for g in games if g.deck_building is not None):
            saved = [d.name for d in await self.store.list_decks(user.id, chosen.name)]
            found += [*saved, *_building(chosen).preconstructed()]
        key = current.strip().lower()
        return [n for n in found if key in n.lower()]

    async def import_text(
        self,
        user: User,
        text: str,
        deck: str | None = None,
        *,
        game: str | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> DeckView:
        """Replace a deck's cards by a plain-text list (the deck named, created if need be; else
        the one changed last). Nothing is saved when a line cannot be read."""
        chosen = deck_game(game)
        building = _building(chosen)
        try:
            cards = building.parse(text)
        except DeckRefused as error:
            raise _refused(chosen, error) from None
        if deck is not None and await self.store.get_deck(user.id, chosen.name, self._name(chosen, deck)) is None:
            await self.new(user, deck, game=chosen.name)
        record = await self._deck(chosen, user, deck)
        broken = tuple(building.problems(cards, complete=False))
        if broken:
            raise DeckError(chosen, "deck-error-illegal", details=broken, deck=record.name, count=len(broken))
        return await self._save(record, cards, locale)

    async def export(self, user: User, deck: str | None = None, *, game: str | None = None) -> tuple[str, str]:
        """The deck's name and its list as text, in the game's list format."""
        chosen = deck_game(game)
        record = await self._deck(chosen, user, deck)
        return record.name, _building(chosen).export(record.cards)

    async def delete(self, user: User, deck: str, *, game: str | None = None) -> str:
        chosen = deck_game(game)
        record = await self._deck(chosen, user, deck)
        await self.store.delete_deck(user.id, chosen.name, record.name)
        return record.name

    # -- decks in matches ----------------------------------------------------------------------

    async def choose(self, game_name: str, user: User, deck: str) -> str:
        """The deck `user` brings to a match of `game_name`, checked now: a preconstructed
        deck's name, or one of their saved decks (which must be legal)."""
        chosen = deck_game(game_name)
        wanted = deck.strip()
        if is_preconstructed(chosen, wanted):
            return wanted.lower()
        record = await self._deck(chosen, user, wanted)
        self._legal(chosen, record)
        return record.name

    async def freeze(self, match: MatchRecord) -> dict[str, Any] | None:
        """The match's options with each seat's chosen deck frozen in (None: no seat chose one).

        A saved deck is read now, at the start, and must still be legal."""
        game = get_game(match.game)
        if game.deck_building is None or not any(s.deck for s in match.seats):
            return None
        chosen: dict[int, ChosenDeck] = {}
        for seat in match.seats:
            if not seat.deck:
                continue
            if is_preconstructed(game, seat.deck):
                name = seat.deck.lower()
                chosen[seat.seat] = ChosenDeck(name, game.deck_building.preconstructed_cards(name), preconstructed=True)
                continue
            record = await self.store.get_deck(seat.user_id or "", game.name, seat.deck)
            if record is None:
                raise DeckError(game, "deck-error-gone", deck=seat.deck, player=seat.name)
            self._legal(game, record, player=seat.name)
            chosen[seat.seat] = ChosenDeck(record.name, dict(record.cards), preconstructed=False)
        return game.deck_building.options_with(match.options, chosen)

    # -- helpers -------------------------------------------------------------------------------

    @staticmethod
    def _name(game: Game[Any, Any], name: str) -> str:
        try:
            clean = _building(game).check_name(name)
        except DeckRefused as error:
            raise _refused(game, error) from None
        if is_preconstructed(game, clean):
            raise DeckError(game, "deck-error-preset-name", deck=clean)
        return clean

    @staticmethod
    def _count(game: Game[Any, Any], n: int) -> int:
        most = _building(game).max_copies
        if not 1 <= n <= most:
            raise DeckError(game, "deck-error-count", max=most)
        return n

    async def _deck(self, game: Game[Any, Any], user: User, deck: str | None) -> DeckRecord:
        if deck is None or not deck.strip():
            record = await self.store.latest_deck(user.id, game.name)
            if record is None:
                raise DeckError(game, "deck-error-none")
            return record
        record = await self.store.get_deck(user.id, game.name, deck)
        if record is None:
            raise DeckError(game, "deck-error-unknown", deck=" ".join(deck.split())[:60])
        return record

    @staticmethod
    def _legal(game: Game[Any, Any], record: DeckRecord, player: str | None = None) -> None:
        found = tuple(_building(game).problems(record.cards))
        if found:
            if player is None:
                raise DeckError(game, "deck-error-illegal", details=found, deck=record.name, count=len(found))
            raise DeckError(game, "deck-error-illegal-at-start", details=found, deck=record.name, player=player)

    async def _save(self, record: DeckRecord, cards: dict[str, int], locale: str) -> DeckView:
        updated = record.model_copy(update={"cards": cards})
        await self.store.put_deck(updated, self.clock())
        return deck_view(updated, locale)


# -- read models -------------------------------------------------------------------------------


def deck_view(record: DeckRecord, locale: str = DEFAULT_LOCALE) -> DeckView:
    game = get_game(record.game)
    building = _building(game)
    said = wording_for(game, locale)
    lines = tuple(
        said.text(msg("deck-show-line", n=line.copies, card=line.name, type=line.kind), [])
        for line in building.lines(record.cards)
    )
    problems = tuple(said.text(p, []) for p in building.problems(record.cards))
    return DeckView(
        name=record.name,
        count=sum(record.cards.values()),
        legal=not problems,
        lines=lines,
        problems=problems,
        text=building.export(record.cards),
    )
