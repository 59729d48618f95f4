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
