"""Numbered schema migrations for both back ends, from one folder, applied in order at start.

`storage/migrations/NNNN_name.sql` is one migration for every back end. Where the dialects
differ, the number has one file per dialect instead: `NNNN_name.sqlite.sql` and
`NNNN_name.postgresql.sql`. Every number must exist for every dialect (tests/storage checks
it), so a store on either back end has the same migrations, numbered alike. SQLite tracks
the number applied in `PRAGMA user_version`; PostgreSQL in the `schema_migrations` table
(storage/postgres.py).
"""

import logging
import sqlite3
from importlib import resources
from typing import Literal

log = logging.getLogger(__name__)

Dialect = Literal["sqlite", "postgresql"]
DIALECTS: tuple[Dialect, ...] = ("sqlite", "postgresql")

INCREMENTAL = 2
"""PRAGMA auto_vacuum = INCREMENTAL: pruned pages can be given back to the file system."""


class MigrationError(RuntimeError):
    pass


def _files() -> dict[int, dict[str, tuple[str, str]]]:
    """number -> {dialect or "": (file name, sql)} for every file in storage/migrations."""
    found: dict[int, dict[str, tuple[str, str]]] = {}
    for entry in resources.files("storage.migrations").iterdir():
        name = entry.name
        if not name.endswith(".sql"):
            continue
        stem = name.removesuffix(".sql")
        dialect = ""
        for candidate in DIALECTS:
            if stem.endswith(f".{candidate}"):
                dialect = candidate
        number = int(name.split("_", 1)[0])
        if dialect in found.setdefault(number, {}):
            raise MigrationError(f"two migrations numbered {number:04d} for {dialect or 'every dialect'}: {name}")
        found[number][dialect] = (name, entry.read_text(encoding="utf-8"))
    return found


def migration_scripts(dialect: Dialect = "sqlite") -> list[tuple[int, str, str]]:
    """(number, file name, sql) of every migration for `dialect`, in order."""
    scripts = []
    for number, variants in sorted(_files().items()):
        if "" in variants and len(variants) > 1:
            raise MigrationError(f"migration {number:04d} has a shared file and dialect files; keep one or the other")
        chosen = variants.get(dialect) or variants.get("")
        if chosen is None:
            have = ", ".join(name for name, _ in variants.values())
            raise MigrationError(f"migration {number:04d} has no script for {dialect} (only {have})")
        scripts.append((number, *chosen))
    return scripts


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply the migrations not yet applied; return their names. Each runs in its own transaction."""
    row = conn.execute("PRAGMA user_version").fetchone()
    current = int(row[0]) if row else 0
    applied = []
    for number, name, sql in migration_scripts("sqlite"):
        if number <= current:
            continue
        # executescript commits first; wrap the script and the version bump in one transaction.
        conn.executescript(f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
        applied.append(name)
    return applied


def ensure_incremental_vacuum(conn: sqlite3.Connection) -> bool:
    """Switch the file to incremental auto-vacuum once; returns whether it had to.

    The mode of a file that has tables changes only through a full VACUUM: instant for a
    new database, a one-time rewrite (logged) for one made before the store pruned.
    """
    if int(conn.execute("PRAGMA auto_vacuum").fetchone()[0]) == INCREMENTAL:
        return False
    log.info("rewriting the database once so that pruned space can be given back (VACUUM)")
    conn.execute(f"PRAGMA auto_vacuum = {INCREMENTAL}")
    conn.execute("VACUUM")
    return True
