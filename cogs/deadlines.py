"""The deadline loop: reminders, defaults and AI takeover are data; this just polls the service."""

import asyncio
import logging

from bot.service import DeadlineReport
from cogs.app import BotwarApp

log = logging.getLogger(__name__)


class DeadlineLoop:
    def __init__(self, bot: BotwarApp) -> None:
        self.bot = bot

    async def run_once(self) -> DeadlineReport:
        report = await self.bot.service.process_deadlines()
        if report.reminded or report.defaulted or report.taken_over:
            log.info("deadlines: %s", report)
            self.bot.dispatcher.wake()
        return report

    async def run_forever(self) -> None:
        """The first pass runs at once, catching up on everything that fell due while offline.

        A pass that found work is followed by another at once: what fell due while a long
        catch-up ran (and reminders past one pass's batch) need not wait for the next poll.
        """
        while True:
            busy = False
            try:
                report = await self.run_once()
                busy = bool(report.reminded or report.defaulted or report.taken_over)
            except Exception:
                log.exception("deadline pass failed; trying again at the next poll")
            await asyncio.sleep(0 if busy else self.bot.settings.deadline_poll_seconds)
