"""The outbox dispatcher: delivers service.pending_messages() to threads and DMs, exactly once."""

import asyncio
import contextlib
import hashlib
import io
import logging
from typing import TYPE_CHECKING

import discord

from bot.service import User
from cogs.components import attach_decision, hand_view
from cogs.embeds import body_embed
from storage import OutboxRecord

if TYPE_CHECKING:
    from bot.discord_app import BotwarBot

log = logging.getLogger(__name__)

DMS_CLOSED = 50007
BOARD_FILE = "board.png"
MAX_BACKOFF = 3600.0
DM_FALLBACK = (
    "⚠️ {mention} does not accept DMs from me, so I cannot send their hand or decisions. "
    "Open DMs for this server (Privacy Settings) or use `/hand` here to see your cards and choose."
)


def nonce_for(idem_key: str) -> str:
    """Discord dedupes a resend with the same nonce; it holds at most 25 characters."""
    return hashlib.sha256(idem_key.encode()).hexdigest()[:25]


def backoff(attempts: int, base: float = 5.0) -> float:
    return float(min(base * 2**attempts, MAX_BACKOFF))


class Dispatcher:
    def __init__(self, bot: "BotwarBot") -> None:
        self.bot = bot
        self._wake = asyncio.Event()

    def wake(self) -> None:
        """Deliver now rather than at the next poll (called right after an action)."""
        self._wake.set()

    async def run_forever(self) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:
                log.exception("outbox dispatch failed; trying again at the next poll")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.bot.settings.outbox_poll_seconds)
            self._wake.clear()

    async def run_once(self) -> int:
        """Try every due message once; returns how many were delivered."""
        delivered = 0
        for message in await self.bot.service.pending_messages():
            if await self.deliver(message):
                delivered += 1
        return delivered

    async def deliver(self, message: OutboxRecord) -> bool:
        service = self.bot.service
        send = self._send_dm(message) if message.kind == "dm" else self._send_public(message)
        try:
            # A hung request must not stall every other message; the nonce makes the retry safe
            # even when Discord did create the message before the answer was lost.
            await asyncio.wait_for(send, timeout=self.bot.settings.send_timeout_seconds)
        except Exception as error:
            delay = backoff(message.attempts)
            log.warning("outbox message %s failed (%r); retrying in %.0f s", message.id, error, delay)
            await service.message_failed(message.id, f"{type(error).__name__}: {error}", delay)
            return False
        await service.message_delivered(message.id)
        return True

    async def _target(self, match_id: int | None) -> discord.PartialMessageable | None:
        if match_id is None:
            return None
        match = (await self.bot.service.status(match_id)).match
        target = match.thread_id or match.channel_id
        return self.bot.get_partial_messageable(int(target)) if target and target.isdigit() else None

    async def _send_public(self, message: OutboxRecord) -> None:
        channel = await self._target(message.match_id)
        if channel is None:
            log.info("outbox message %s has no channel (a terminal match?); dropped", message.id)
            return
        embed = body_embed(message.body)
        if message.body.get("kind") == "status" and message.match_id is not None:
            # The board picture shows the match as it stands when the status is delivered.
            image = await self.bot.service.status_image(message.match_id)
            files = [discord.File(io.BytesIO(image), filename=BOARD_FILE)] if image else []
            if image:
                embed.set_image(url=f"attachment://{BOARD_FILE}")
            await channel.send(
                embed=embed, files=files, view=hand_view(message.match_id), nonce=nonce_for(message.idem_key)
            )
        else:
            await channel.send(embed=embed, nonce=nonce_for(message.idem_key))

    async def _send_dm(self, message: OutboxRecord) -> None:
        recipient = message.recipient or ""
        service = self.bot.service
        if not recipient.isdigit() or message.match_id is None:
            log.info("outbox DM %s is not for a Discord user; dropped", message.id)
            return
        if await service.dms_closed(recipient):
            return  # they were told in the thread once; /hand shows them everything
        embed = body_embed(message.body)
        decision = message.body.get("decision")
        seat = (await service.view(message.match_id, User(recipient, ""))).seat if decision else None
        channel = await self.bot.create_dm(discord.Object(int(recipient)))
        try:
            if decision and seat is not None:
                components = attach_decision(embed, message.match_id, seat, decision)
                await channel.send(embed=embed, view=components, nonce=nonce_for(message.idem_key))
            else:
                await channel.send(embed=embed, nonce=nonce_for(message.idem_key))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            # Announce first: if that fails, the whole message is retried later and told then.
            await self.announce_dms_closed(message.match_id, recipient)
            await service.set_dms_closed(recipient, True)

    async def announce_dms_closed(self, match_id: int, user_id: str) -> None:
        """Tell the match thread; later DMs to this user are skipped, so this happens once."""
        channel = await self._target(match_id)
        if channel is not None:
            nonce = nonce_for(f"dmclosed:{match_id}:{user_id}")
            await channel.send(DM_FALLBACK.format(mention=f"<@{user_id}>"), nonce=nonce)
