"""Numbered schema migrations (storage/migrations/NNNN_name.sql), applied in order at start."""

import sqlite3
from importlib import resources


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
