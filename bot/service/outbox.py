"""The outbox: the messages changes queued, handed to the front ends that deliver them, and
forgetting delivered ones after the retention."""

import asyncio
from collections.abc import Callable, Sequence

from bot.readmodels import (
    OutgoingMessage,
)
from bot.service.core import MatchCore
from storage import (
    OutboxRecord,
)

OUTBOX_WINDOW = 500
"""Undelivered messages looked at per delivery poll (the oldest first)."""
DEFAULT_RETENTION_HOURS = 24.0
"""Delivered messages and interaction ids are kept this long (BOTWAR_RETENTION_HOURS)."""
PRUNE_BATCH = 500
MAX_PRUNE_BATCHES = 200
VACUUM_PAGES = 2000
"""Free pages (4 KB each) given back to the file system per slice of a prune pass."""


def delivery_channel(message: OutboxRecord) -> str:
    """Where a message goes, as a key: a user's DMs, or the match's thread (or channel)."""
    return f"dm:{message.recipient}" if message.kind == "dm" else f"match:{message.match_id}"


def outgoing(message: OutboxRecord) -> OutgoingMessage:
    return OutgoingMessage(
        id=message.id,
        match_id=message.match_id,
        kind=message.kind,
        recipient=message.recipient,
        body=message.body,
        attempts=message.attempts,
        idem_key=message.idem_key,
        channel=delivery_channel(message),
    )


class Outbox(MatchCore):
    """Delivery and retention of queued messages."""

    async def pending_messages(self, limit: int = 50, *, match_id: int | None = None) -> list[OutgoingMessage]:
        """Up to `limit` messages due now, each channel's in the order they were written.

        A channel whose oldest undelivered message waits for a retry gets nothing newer
        meanwhile, so no channel ever reads its messages out of order. With `match_id`, only
        that match's messages (the terminal delivers its own match, never a Discord one).
        """
        now = self.clock()
        waiting: set[str] = set()
        due: list[OutgoingMessage] = []
        for record in await self.store.undelivered_outbox(OUTBOX_WINDOW):
            if match_id is not None and record.match_id != match_id:
                continue
            channel = delivery_channel(record)
            if channel in waiting:
                continue
            if record.next_attempt_at > now:
                waiting.add(channel)
                continue
            due.append(outgoing(record))
            if len(due) == limit:
                break
        return due

    async def watch_messages(self, wake: Callable[[], None]) -> None:
        """Call `wake` when another process sharing the store queues messages (LISTEN/NOTIFY on
        PostgreSQL), so a dispatcher need not poll for them."""
        await self.store.watch_outbox(wake)

    async def take_send_budget(self, limit: int, period: float) -> float:
        """One Discord request from the budget every process of the bot shares: the seconds to
        wait before sending it (storage's take_send_budget; 0.0 on SQLite, one process)."""
        return await self.store.take_send_budget(limit, period)

    async def messages_delivered(self, message_ids: Sequence[int]) -> None:
        await self.store.mark_delivered(message_ids, self.clock())

    async def message_failed(self, message_id: int, error: str, retry_in_seconds: float | None) -> None:
        """Retry the message later, or give it up for good with `retry_in_seconds=None`."""
        now = self.clock()
        retry_at = None if retry_in_seconds is None else now + retry_in_seconds
        await self.store.mark_failed(message_id, error, retry_at, now)

    async def prune(self, retention_seconds: float) -> int:
        """Forget delivered messages and handled interaction ids older than the retention.

        Small batches, each its own short write, so play goes on in between; then free pages
        go back to the file system. Matches, outcomes and action logs are kept.
        """
        before = self.clock() - retention_seconds
        pruned = 0
        for _ in range(MAX_PRUNE_BATCHES):
            deleted = await self.store.prune(before, PRUNE_BATCH)
            pruned += deleted
            if deleted == 0:
                break
            await asyncio.sleep(0)
        # Free pages go back in slices, each a short pause of the writer, until none are left.
        while await self.store.release_free_pages(VACUUM_PAGES) == VACUUM_PAGES:
            await asyncio.sleep(0)
        return pruned

    async def match_thread(self, match_id: int) -> tuple[str | None, str]:
        """Where a match posts (its thread, else its channel; None for a terminal match) and in
        which language (its server's)."""
        match = await self.store.get_match(match_id)
        return match.thread_id or match.channel_id, await self.languages.for_thread(match.guild_id)
