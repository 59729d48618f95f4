"""What the SQLite and PostgreSQL stores share about rows: the partial upsert of users and
servers (only the placeholder style differs), and how a deck row is read and keyed."""

import json
from collections.abc import Callable
from typing import Any

from storage.records import DeckRecord, GuildChanges, UserChanges

USER_FIELDS = frozenset(UserChanges.__annotations__)
GUILD_FIELDS = frozenset(GuildChanges.__annotations__)


def upsert(
    table: str, key: str, changes: dict[str, Any], fields: frozenset[str], mark: Callable[[int], str]
) -> tuple[str, list[str]]:
    """The statement that inserts the row `key` = value with `changes` (other columns take their
    defaults), or updates just those columns of an existing one, and the changed columns in the
    order of its parameters: the key's value, one per column, then `updated_at`. `mark(n)` is the
    n-th parameter's placeholder (1-based). Column names come from `fields`, never from the
    caller's text."""
    unknown = set(changes) - fields
    if unknown:
        raise ValueError(f"{table} has no field {sorted(unknown)[0]!r}")
    columns = sorted(changes)
    marks = "".join(f"{mark(n)}, " for n in range(2, len(columns) + 2))
    sets = "".join(f"{c} = excluded.{c}, " for c in columns)
    sql = (
        f"INSERT INTO {table} ({key}, {''.join(c + ', ' for c in columns)}updated_at) "
        f"VALUES ({mark(1)}, {marks}{mark(len(columns) + 2)}) "
        f"ON CONFLICT ({key}) DO UPDATE SET {sets}updated_at = excluded.updated_at"
    )
    return sql, columns


DECK_COLUMNS = "user_id, game, name, cards, created_at, updated_at"


def name_key(name: str) -> str:
    """A deck's name as lookups compare it (no case, one space between words)."""
    return " ".join(name.split()).casefold()


def deck_cards(deck: DeckRecord) -> str:
    # Cards are kept as [[code, copies], ...]: a JSON array keeps the order the cards were added in.
    return json.dumps([[code, n] for code, n in deck.cards.items()])


def deck_from_row(row: Any) -> DeckRecord:
    """A deck from a row of DECK_COLUMNS."""
    return DeckRecord(
        user_id=row[0],
        game=row[1],
        name=row[2],
        cards={str(code): int(n) for code, n in json.loads(row[3])},
        created_at=row[4],
        updated_at=row[5],
    )
