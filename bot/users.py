"""What the bot remembers of a Discord user across matches: the welcome DM, and closed DMs.

A user whose DMs refused a message is not written to again on every message (each refusal
costs a request of the global budget): their DMs count as closed, the match thread says so
once, and `/hand` shows them everything. They are tried again after a back-off that
doubles with each refusal (an hour, two, four … at most a day), or at once after they next
use any command or button, since that is when someone who just re-opened their DMs comes
back. The next DM then goes out; if it is delivered, their DMs count as open again.
"""

from collections.abc import Callable
from enum import Enum

from bot.languages import Languages
from bot.wording import locale_of
from storage import MatchStore, UserChanges, UserRecord

DM_RETRY_FIRST = 3600.0
DM_RETRY_MAX = 86400.0


class DmState(Enum):
    OPEN = "open"
    CLOSED = "closed"
    """Refused lately: skip (the thread was told; `/hand` shows everything)."""
    RETRY = "retry"
    """Refused before, but the back-off is over or they came back: try once more."""


def dm_retry_delay(failures: int) -> float:
    """Seconds before DMs are tried again after `failures` refusals in a row."""
    return float(min(DM_RETRY_FIRST * 2 ** max(0, failures - 1), DM_RETRY_MAX))


class Users:
    def __init__(self, store: MatchStore, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock

    async def _get(self, user_id: str) -> UserRecord:
        return await self.store.get_user(user_id) or UserRecord(user_id=user_id)

    def _state(self, user: UserRecord | None) -> DmState:
        if user is None or not user.dms_closed:
            return DmState.OPEN
        if user.dm_retry_at is not None and user.dm_retry_at <= self.clock():
            return DmState.RETRY
        return DmState.CLOSED

    async def dm_state(self, user_id: str) -> DmState:
        return self._state(await self.store.get_user(user_id))

    async def dm_state_and_language(self, user_id: str) -> tuple[DmState, str]:
        """Whether to DM them, and in which language (bot/languages.py), from one read."""
        user = await self.store.get_user(user_id)
        return self._state(user), Languages.for_dm(user)

    async def dms_closed(self, user_id: str) -> bool:
        """Whether their DMs refused the last message sent (retry or not)."""
        return await self.dm_state(user_id) is not DmState.OPEN

    async def dm_refused(self, user_id: str) -> None:
        """A DM was refused (Discord's 50007): closed until the back-off is over."""
        user = await self._get(user_id)
        failures = user.dm_failures + 1
        now = self.clock()
        changes: UserChanges = {
            "dms_closed": True,
            "dm_failures": failures,
            "dm_retry_at": now + dm_retry_delay(failures),
        }
        await self.store.update_user(user_id, changes, now)

    async def dm_delivered(self, user_id: str, *, welcome: bool = False) -> None:
        """A DM went through to a user whose DMs counted as closed (or got the welcome)."""
        changes: UserChanges = {"dms_closed": False, "dm_failures": 0, "dm_retry_at": None}
        if welcome:
            changes["welcomed"] = True
        await self.store.update_user(user_id, changes, self.clock())

    async def needs_welcome(self, user_id: str) -> bool:
        """Never welcomed, or their DMs were closed: joining is coming back, and the welcome
        DM is the probe."""
        user = await self.store.get_user(user_id)
        return user is None or not user.welcomed or user.dms_closed

    async def seen(self, user_id: str, locale: str | None) -> None:
        """They used a command or a button: if their DMs were closed, try the next DM at once;
        and remember their client's language for DMs (`locale`, Discord's code), in one write."""
        user = await self.store.get_user(user_id)
        now = self.clock()
        changes: UserChanges = {}
        if user is not None and user.dms_closed and (user.dm_retry_at is None or user.dm_retry_at > now):
            changes["dm_retry_at"] = now
        spoken = locale_of(locale) if locale else None
        if spoken is not None and (user is None or user.locale != spoken):
            changes["locale"] = spoken
        if changes:
            await self.store.update_user(user_id, changes, now)
