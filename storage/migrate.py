"""Numbered schema migrations (storage/migrations/NNNN_name.sql), applied in order at start."""

import logging
import sqlite3
from importlib import resources

log = logging.getLogger(__name__)

INCREMENTAL = 2
"""PRAGMA auto_vacuum = INCREMENTAL: pruned pages can be given back to the file system."""


def migration_scripts() -> list[tuple[int, str, str]]:
    """(number, name, sql) for every migration file, in order."""
    found = []
    for entry in resources.files("storage.migrations").iterdir():
        if entry.name.endswith(".sql"):
            number = int(entry.name.split("_", 1)[0])
            found.append((number, entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply the migrations not yet applied; return their names. Each runs in its own transaction."""
    row = conn.execute("PRAGMA user_version").fetchone()
    current = int(row[0]) if row else 0
    applied = []
    for number, name, sql in migration_scripts():
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
