"""Which store a database setting names: a PostgreSQL URL or an SQLite file.

`BOTWAR_DB` (and `--db`) hold either a path (`botwar.db`), an SQLite URL
(`sqlite:///botwar.db`, `sqlite:////var/lib/botwar.db`) or a PostgreSQL URL
(`postgresql://user:password@host/botwar`). The composition roots (bot/discord_app.py,
bot/cli.py) build their store here; nothing else names a concrete store.
"""

from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from storage.errors import StoreUnavailable
from storage.lock import exclusive
from storage.postgres import PostgresStore, is_postgres_url, redact
from storage.sqlite import SYNCHRONOUS, SqliteStore, Synchronous

__all__ = ["is_postgres_url", "redact", "serving_lock", "sqlite_path", "store_for"]


def sqlite_path(database: str | Path) -> Path:
    """The file an SQLite setting names: `sqlite:///x.db` is x.db, `sqlite:////abs/x.db` is /abs/x.db."""
    text = str(database)
    return Path(text.removeprefix("sqlite://").removeprefix("/") if text.startswith("sqlite:///") else text)


def store_for(database: str | Path, *, synchronous: Synchronous | None = None) -> SqliteStore | PostgresStore:
    """An unopened store on `database` with the durability `synchronous` (BOTWAR_DB_SYNC, default FULL).

    FULL waits for the disk at every commit (SQLite synchronous=FULL; PostgreSQL keeps the
    server's synchronous_commit, on by default); NORMAL does not (SQLite synchronous=NORMAL,
    PostgreSQL synchronous_commit off): a crash of the host may lose the last moments, never
    corrupts (docs/performance.md, "Durability").
    """
    text = str(database)
    if is_postgres_url(text):
        return PostgresStore(text, durable=(synchronous or SYNCHRONOUS) == "FULL")
    return SqliteStore(_sqlite_file(text), synchronous=synchronous)


def serving_lock(database: str | Path) -> AbstractContextManager[None]:
    """Held by the Discord bot while it runs: one process per SQLite file (storage/lock.py;
    AlreadyServing when another holds it). PostgreSQL serves several processes: no lock."""
    text = str(database)
    return nullcontext() if is_postgres_url(text) else exclusive(_sqlite_file(text))


def _sqlite_file(text: str) -> Path:
    if text.startswith("sqlite:") and not text.startswith("sqlite:///"):
        raise StoreUnavailable(f"an SQLite URL has three slashes, sqlite:///FILE, not {text}")
    return sqlite_path(text)
