"""Deck building and the card browser, for the games whose players build decks (Doomtrooper).

`GameService.decks` is a `Decks`: each user's own decks in the store (`/deck ...`, the
terminal's `--deck FILE`), the deck a player brings to a match (chosen when joining, frozen
into the match options when it starts, so later edits never change a running match), and a
card's sheet (`/card`, `python -m bot card`). The deck-building rules and the list format
are the game's (bot/games/doomtrooper/decklists.py); every refusal is a `DeckError` in the
game's words.
"""

import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from bot.engine.events import Msg, msg
from bot.errors import DeckError
from bot.games import get_game
from bot.games.doomtrooper import decklists
from bot.games.doomtrooper.cards import CardDef
from bot.games.doomtrooper.decklists import DeckListError
from bot.games.doomtrooper.state import DECK_NAMES
from bot.readmodels import CardSheet, DeckView, User
from bot.rules import find_section, rules_text
from bot.wording import DEFAULT_LOCALE, Wording, wording_for
from storage import DeckRecord, MatchRecord, MatchStore

GAME = "doomtrooper"
"""The one game with deck building so far."""
MAX_DECKS = 50
"""Decks one user may keep (per game)."""


def has_decks(game_name: str) -> bool:
    """Whether players of this game may bring their own deck to a match."""
    return game_name == GAME


def _game() -> Any:
    return get_game(GAME)


def _error(error: DeckListError) -> DeckError:
    details: tuple[Msg, ...] = ()
    if isinstance(error, decklists.BadDeckLines | decklists.IllegalDeck):
        details = tuple(Msg(p.key, dict(p.args)) for p in error.problems)
    return DeckError(_game(), error.key, details=details, **error.args_)


def _words(locale: str) -> Wording:
    return wording_for(_game(), locale)


class Decks:
    def __init__(self, store: MatchStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock

    # -- a user's decks ------------------------------------------------------------------------

    async def new(self, user: User, name: str, *, locale: str = DEFAULT_LOCALE) -> DeckView:
        clean = self._name(name)
        existing = await self.store.get_deck(user.id, GAME, clean)
        if existing is not None:
            raise DeckError(_game(), "dt-deck-error-exists", deck=existing.name)
        if len(await self.store.list_decks(user.id, GAME)) >= MAX_DECKS:
            raise DeckError(_game(), "dt-deck-error-too-many-decks", max=MAX_DECKS)
        deck = DeckRecord(user_id=user.id, game=GAME, name=clean, cards={})
        await self.store.put_deck(deck, self.clock())
        return deck_view(deck, locale)

    async def add(
        self, user: User, card: str, n: int = 1, deck: str | None = None, *, locale: str = DEFAULT_LOCALE
    ) -> DeckView:
        record = await self._deck(user, deck)
        try:
            cards = decklists.add(record.cards, decklists.find_card(card), self._count(n))
        except DeckListError as error:
            raise _error(error) from None
        return await self._save(record, cards, locale)

    async def remove(
        self, user: User, card: str, n: int = 1, deck: str | None = None, *, locale: str = DEFAULT_LOCALE
    ) -> DeckView:
        record = await self._deck(user, deck)
        try:
            cards = decklists.remove(record.cards, decklists.find_card(card), self._count(n))
        except DeckListError as error:
            raise _error(error) from None
        return await self._save(record, cards, locale)

    async def show(self, user: User, deck: str | None = None, *, locale: str = DEFAULT_LOCALE) -> DeckView:
        return deck_view(await self._deck(user, deck), locale)

    async def list_decks(self, user: User, *, locale: str = DEFAULT_LOCALE) -> list[DeckView]:
        return [deck_view(d, locale) for d in await self.store.list_decks(user.id, GAME)]

    async def names(self, user: User) -> list[str]:
        """The user's deck names, by name (autocomplete)."""
        return [d.name for d in await self.store.list_decks(user.id, GAME)]

    async def import_text(
        self, user: User, text: str, deck: str | None = None, *, locale: str = DEFAULT_LOCALE
    ) -> DeckView:
        """Replace a deck's cards by a plain-text list (the deck named, created if need be; else
        the one changed last). Nothing is saved when a line cannot be read."""
        try:
            cards = decklists.parse(text)
        except DeckListError as error:
            raise _error(error) from None
        if deck is not None and await self.store.get_deck(user.id, GAME, self._name(deck)) is None:
            await self.new(user, deck)
        record = await self._deck(user, deck)
        too_many = [p for p in decklists.problems(cards) if p.key != "dt-deck-problem-too-few"]
        if too_many:
            raise _error(decklists.IllegalDeck(record.name, too_many))
        return await self._save(record, cards, locale)

    async def export(self, user: User, deck: str | None = None) -> tuple[str, str]:
        """The deck's name and its list as text, one "n Card Name" per line."""
        record = await self._deck(user, deck)
        return record.name, decklists.export(record.cards)

    async def delete(self, user: User, deck: str) -> str:
        record = await self._deck(user, deck)
        await self.store.delete_deck(user.id, GAME, record.name)
        return record.name

    # -- decks in matches ----------------------------------------------------------------------

    async def choose(self, game_name: str, user: User, deck: str) -> str:
        """The deck `user` brings to a match of `game_name`, checked now: a preconstructed
        deck's name, or one of their saved decks (which must be legal)."""
        if not has_decks(game_name):
            raise DeckError(_game(), "dt-deck-error-no-decks", game=get_game(game_name).title)
        wanted = deck.strip()
        if decklists.is_preconstructed(wanted):
            return wanted.lower()
        record = await self._deck(user, wanted)
        self._legal(record)
        return record.name

    async def freeze(self, match: MatchRecord) -> dict[str, Any] | None:
        """The match's options with each seat's chosen deck frozen in (None: no seat chose one).

        A saved deck is read now, at the start, and must still be legal."""
        if not has_decks(match.game) or not any(s.deck for s in match.seats):
            return None
        lists: dict[int, dict[str, Any]] = {int(k): v for k, v in dict(match.options.get("lists") or {}).items()}
        for seat in match.seats:
            if not seat.deck:
                continue
            if decklists.is_preconstructed(seat.deck):
                name = seat.deck.lower()
                lists[seat.seat] = {"name": name, "cards": decklists.preconstructed(name), "preset": name}
                continue
            record = await self.store.get_deck(seat.user_id or "", GAME, seat.deck)
            if record is None:
                raise DeckError(_game(), "dt-deck-error-gone", deck=seat.deck, player=seat.name)
            self._legal(record, player=seat.name)
            lists[seat.seat] = {"name": record.name, "cards": dict(record.cards)}
        return {**match.options, "lists": lists}

    # -- helpers -------------------------------------------------------------------------------

    def _name(self, name: str) -> str:
        try:
            clean = decklists.check_name(name)
        except DeckListError as error:
            raise _error(error) from None
        if decklists.is_preconstructed(clean):
            raise DeckError(_game(), "dt-deck-error-preset-name", deck=clean)
        return clean

    @staticmethod
    def _count(n: int) -> int:
        if not 1 <= n <= decklists.MAX_COPIES:
            raise DeckError(_game(), "dt-deck-error-count", max=decklists.MAX_COPIES)
        return n

    async def _deck(self, user: User, deck: str | None) -> DeckRecord:
        if deck is None or not deck.strip():
            record = await self.store.latest_deck(user.id, GAME)
            if record is None:
                raise DeckError(_game(), "dt-deck-error-none")
            return record
        record = await self.store.get_deck(user.id, GAME, deck)
        if record is None:
            raise DeckError(_game(), "dt-deck-error-unknown", deck=" ".join(deck.split())[:60])
        return record

    @staticmethod
    def _legal(record: DeckRecord, player: str | None = None) -> None:
        found = decklists.problems(record.cards)
        if found:
            details = tuple(Msg(p.key, dict(p.args)) for p in found)
            if player is None:
                raise DeckError(_game(), "dt-deck-error-illegal", details=details, deck=record.name, count=len(found))
            raise DeckError(_game(), "dt-deck-error-illegal-at-start", details=details, deck=record.name, player=player)

    async def _save(self, record: DeckRecord, cards: dict[str, int], locale: str) -> DeckView:
        updated = record.model_copy(update={"cards": cards})
        await self.store.put_deck(updated, self.clock())
        return deck_view(updated, locale)


# -- read models -------------------------------------------------------------------------------


def deck_view(record: DeckRecord, locale: str = DEFAULT_LOCALE) -> DeckView:
    said = _words(locale)
    lines = tuple(
        said.text(msg("dt-deck-show-line", n=n, card=card.name, type=msg(f"dt-card-type-{card.type}")), [])
        for card, n in decklists.sorted_cards(record.cards)
    )
    problems = tuple(said.text(Msg(p.key, dict(p.args)), []) for p in decklists.problems(record.cards))
    return DeckView(
        name=record.name,
        count=decklists.size(record.cards),
        legal=not problems,
        lines=lines,
        problems=problems,
        text=decklists.export(record.cards),
    )


def card_names(current: str, limit: int = 25) -> list[str]:
    """Names of the cards that match `current` (autocomplete)."""
    return [c.name for c in decklists.suggest(current, limit)]


def deck_suggestions(current: str, saved: Sequence[str]) -> list[str]:
    """A user's deck names then the preconstructed ones, that contain `current`."""
    key = current.strip().lower()
    return [n for n in [*saved, *DECK_NAMES] if key in n.lower()]


def card_sheet(name: str, locale: str = DEFAULT_LOCALE) -> CardSheet:
    """A card as `/card` and `python -m bot card` show it, in `locale`."""
    try:
        card = decklists.find_card(name)
    except DeckListError as error:
        raise _error(error) from None
    said = _words(locale)

    def line(key: str, **args: Any) -> str:
        return said.text(Msg(key, args), [])

    fields: list[tuple[str, str]] = [
        (line("dt-sheet-type"), _type_words(card, said)),
        (line("dt-sheet-faction"), line(f"dt-faction-{card.faction}")),
    ]
    if card.type == "warrior":
        fields.append(
            (
                line("dt-sheet-stats"),
                line("dt-sheet-stats-values", f=card.fight, s=card.shoot, a=card.armor, v=card.value),
            )
        )
    if card.aspects:
        fields.append((line("dt-sheet-aspects"), ", ".join(sorted(card.aspects))))
    fields.append((line("dt-sheet-limit"), str(decklists.deck_limit(card))))
    fields.append((line("dt-sheet-text"), card.text))
    rulings = tuple((line("dt-sheet-ruling", number=n), text) for n, text in _card_rulings(card.name))
    return CardSheet(
        code=card.code, name=card.name, type=card.type, faction=card.faction, fields=tuple(fields), rulings=rulings
    )


def _type_words(card: CardDef, said: Wording) -> str:
    words = said.text(msg(f"dt-card-type-{card.type}"), [])
    if card.personality:
        words = said.text(msg("dt-sheet-personality", type=words), [])
    if card.spell:
        words += f" ({card.aspect}, {card.spell})"
    return words


@cache
def _rulings() -> tuple[tuple[str, str], ...]:
    """(number, text) of each ruling in docs/games/doomtrooper.md, "Rulings"."""
    section = find_section(rules_text(GAME) or "", "Rulings") or ""
    found: list[tuple[str, list[str]]] = []
    for raw in section.splitlines()[1:]:
        start = re.match(r"^(\d+)\.\s+(.*)$", raw)
        if start:
            found.append((start.group(1), [start.group(2)]))
        elif found and raw.strip():
            found[-1][1].append(raw.strip())
    return tuple((number, " ".join(words).replace("**", "")) for number, words in found)


def _card_rulings(name: str) -> list[tuple[int, str]]:
    pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)
    return [(int(number), text) for number, text in _rulings() if pattern.search(text)]


def card_rulings(name: str) -> list[str]:
    """The rulings of the game's doc that name this card (English, like /rules): "7. …"."""
    return [f"{number}. {text}" for number, text in _card_rulings(name)]
