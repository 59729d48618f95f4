class StoreError(RuntimeError):
    """The store cannot do what was asked; the message is safe to show."""


class VersionConflict(StoreError):
    """Someone else changed the match first (compare-and-set failed)."""

    def __init__(self) -> None:
        super().__init__("the game moved on while you were deciding; look again and retry")


class MatchNotFound(StoreError):
    def __init__(self, match_id: int) -> None:
        super().__init__(f"there is no match #{match_id}")
        self.match_id = match_id


class StoreUnavailable(StoreError):
    pass


class DuplicateInteraction(StoreError):
    """This interaction was already handled (a double click or a redelivery)."""

    def __init__(self) -> None:
        super().__init__("that click was already handled")


class DamagedDatabase(StoreError):
    """The SQLite file fails SQLite's own check of its pages: it must not be served or written."""

    def __init__(self, path: object, problem: str) -> None:
        super().__init__(
            f"the database file {path} is damaged ({problem}); restore it from a backup made by "
            f"`.venv/bin/python -m bot backup`, or rescue what is left with "
            f'`sqlite3 {path} ".recover" | sqlite3 rescued.db` (docs/deployment.md, "Backups")'
        )
        self.path = path
        self.problem = problem


class AlreadyServing(StoreError):
    """Another process serves this SQLite file (it holds the file's lock, storage/lock.py)."""

    def __init__(self, path: object, lock: object, holder: int | None) -> None:
        who = f" (pid {holder})" if holder is not None else ""
        super().__init__(
            f"another botwar process{who} is already running on the database {path} (it holds {lock}); "
            "stop it first, or run several processes on PostgreSQL with shards (docs/deployment.md)"
        )
        self.path = path
        self.holder = holder
