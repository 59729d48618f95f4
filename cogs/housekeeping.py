"""The housekeeping loop: prunes delivered messages and old interaction ids (docs/service.md#retention)."""

import asyncio
import logging

from cogs.app import BotwarApp

log = logging.getLogger(__name__)

PRUNE_EVERY = 600.0
"""Seconds between prune passes; each pass removes what aged out since the last one."""
FIRST_PRUNE_AFTER = 120.0
"""The first pass waits this long after start: a restart's catch-up and first commands come first
(after downtime the first pass has the most to delete)."""


class Housekeeping:
    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    async def run_once(self) -> int:
        pruned = await self.bot.service.prune(self.bot.settings.retention_hours * 3600)
        if pruned:
            log.info("housekeeping: pruned %d delivered messages and interaction ids", pruned)
        return pruned

    async def run_forever(self) -> None:
        await asyncio.sleep(FIRST_PRUNE_AFTER)
        while True:
            try:
                await self.run_once()
            except Exception:
                log.exception("housekeeping pass failed; trying again later")
            await asyncio.sleep(PRUNE_EVERY)
