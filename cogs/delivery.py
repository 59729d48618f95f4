"""The outbox dispatcher: delivers service.pending_messages() to threads and DMs.

Each channel (a match's thread, a user's DMs) gets its messages in the order they were
written, one at a time; different channels go out concurrently. Every request waits for
the global budget (bot/ratelimit.py), so the bot uses Discord's 50 requests a second
without going over. A 429 is waited out and retried by discord.py itself (retry_after per
route, a lock on every request for a global one); one it still gives up on is retried here
later, with the channel's newer messages held back. Delivered marks are written in one
batch per pass. Delivery is at least once; the nonce makes a resend show once.
"""

import asyncio
import contextlib
import hashlib
import io
import logging
from collections import OrderedDict

import discord

from bot.messages import render_body
from bot.ratelimit import RateLimiter
from bot.service import OutgoingMessage
from bot.users import DmState
from cogs.app import DiscordApp
from cogs.common import words
from cogs.components import attach_decision, hand_view
from cogs.embeds import body_embed

log = logging.getLogger(__name__)

DMS_CLOSED = 50007
BOARD_FILE = "board.png"
MAX_BACKOFF = 3600.0
MAX_ATTEMPTS = 20
"""Failed sends of one message before it is given up (about 14 hours of backoff)."""
BATCH = 200
"""Messages taken per pass: four seconds of the global budget."""
CONCURRENT_CHANNELS = 25
DM_CHANNEL_CACHE = 10_000
"""DM channel ids remembered (user id -> channel id), so a DM costs one request, not two."""


def nonce_for(idem_key: str) -> str:
    """Discord dedupes a resend with the same nonce; it holds at most 25 characters."""
    return hashlib.sha256(idem_key.encode()).hexdigest()[:25]


def backoff(attempts: int, base: float = 5.0) -> float:
    return float(min(base * 2**attempts, MAX_BACKOFF))


def gone_for_good(error: Exception) -> bool:
    """A deleted thread or channel, or a lost permission: retrying only burns the request budget."""
    return isinstance(error, discord.NotFound) or (isinstance(error, discord.Forbidden) and error.code != DMS_CLOSED)


class Dispatcher:
    def __init__(self, bot: DiscordApp, limiter: RateLimiter | None = None) -> None:
        self.bot = bot
        # Discord's limit is the bot's: every process's requests also share the store's budget.
        self.limiter = limiter or RateLimiter(shared=self._shared_budget)
        self._wake = asyncio.Event()
        self._dm_channels: OrderedDict[str, int] = OrderedDict()

    async def _shared_budget(self, limit: int, period: float) -> float:
        return await self.bot.service.take_send_budget(limit, period)

    def wake(self) -> None:
        """Deliver now rather than at the next poll (called right after an action)."""
        self._wake.set()

    async def run_forever(self) -> None:
        while True:
            backlog = False
            try:
                backlog = (await self._pass())[0] == BATCH
            except Exception:
                log.exception("outbox dispatch failed; trying again at the next poll")
            if backlog:
                continue  # more is waiting: no pause (the rate limiter paces the sends)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.bot.settings.outbox_poll_seconds)
            self._wake.clear()

    async def run_once(self) -> int:
        """Try every due message once, channels side by side; returns how many were delivered."""
        return (await self._pass())[1]

    async def _pass(self) -> tuple[int, int]:
        """One pass over up to BATCH due messages: (how many were taken, how many delivered)."""
        messages = await self.bot.service.pending_messages(BATCH)
        channels: dict[str, list[OutgoingMessage]] = {}
        for message in messages:
            channels.setdefault(message.channel, []).append(message)
        delivered: list[int] = []
        slots = asyncio.Semaphore(CONCURRENT_CHANNELS)

        async def one_channel(queue: list[OutgoingMessage]) -> None:
            async with slots:
                for message in queue:
                    if not await self.deliver(message):
                        return  # the rest of this channel waits for the retry, in order
                    delivered.append(message.id)

        await asyncio.gather(*(one_channel(queue) for queue in channels.values()))
        await self.bot.service.messages_delivered(delivered)
        return len(messages), len(delivered)

    async def deliver(self, message: OutgoingMessage) -> bool:
        """Send one message; on failure, record it for a later retry (or give it up) and return False."""
        send = self._send_dm(message) if message.kind == "dm" else self._send_public(message)
        try:
            # A hung request must not stall every other message; the nonce makes the retry safe
            # even when Discord did create the message before the answer was lost.
            await asyncio.wait_for(send, timeout=self.bot.settings.send_timeout_seconds)
        except Exception as error:
            await self._failed(message, error)
            return False
        return True

    async def _failed(self, message: OutgoingMessage, error: Exception) -> None:
        why = f"{type(error).__name__}: {error}"
        if gone_for_good(error) or message.attempts + 1 >= MAX_ATTEMPTS:
            log.warning("outbox message %s given up after %d attempts (%s)", message.id, message.attempts + 1, why)
            await self.bot.service.message_failed(message.id, why, None)
            return
        delay = backoff(message.attempts)
        log.warning("outbox message %s failed (%s); retrying in %.0f s", message.id, why, delay)
        await self.bot.service.message_failed(message.id, why, delay)

    def _channel(self, target: str | None) -> discord.PartialMessageable | None:
        return self.bot.get_partial_messageable(int(target)) if target and target.isdigit() else None

    async def _send_public(self, message: OutgoingMessage) -> None:
        if message.match_id is None:
            log.info("outbox message %s belongs to no match; dropped", message.id)
            return
        target, language = await self.bot.service.match_thread(message.match_id)
        channel = self._channel(target)
        if channel is None:
            log.info("outbox message %s has no channel (a terminal match?); dropped", message.id)
            return
        body = render_body(message.body, locale=language, markdown=True)
        embed = body_embed(body, language)
        nonce = nonce_for(message.idem_key)
        if body.get("kind") == "status" and message.match_id is not None:
            # The board picture shows the match as it stands when the status is delivered.
            image = await self.bot.service.status_image(message.match_id, locale=language)
            files = [discord.File(io.BytesIO(image), filename=BOARD_FILE)] if image else []
            if image:
                embed.set_image(url=f"attachment://{BOARD_FILE}")
            await self.limiter.acquire()
            await channel.send(embed=embed, files=files, view=hand_view(message.match_id), nonce=nonce)
        else:
            await self.limiter.acquire()
            await channel.send(embed=embed, nonce=nonce)

    async def _send_dm(self, message: OutgoingMessage) -> None:
        recipient = message.recipient or ""
        service = self.bot.service
        if not recipient.isdigit() or message.match_id is None:
            log.info("outbox DM %s is not for a Discord user; dropped", message.id)
            return
        state, language = await service.users.dm_state_and_language(recipient)
        if state is DmState.CLOSED:
            return  # they were told in the thread; /hand shows them everything (bot/users.py)
        body = render_body(message.body, locale=language, markdown=True)
        embed = body_embed(body, language)
        decision = body.get("decision")
        seat = message.body.get("reader") if decision else None  # the recipient's seat
        channel = await self._dm_channel(recipient)
        try:
            await self.limiter.acquire()
            if decision and seat is not None:
                components = attach_decision(embed, message.match_id, seat, decision, language)
                await channel.send(embed=embed, view=components, nonce=nonce_for(message.idem_key))
            else:
                await channel.send(embed=embed, nonce=nonce_for(message.idem_key))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            if state is DmState.OPEN:
                # Announce first: if that fails, the whole message is retried later and told then.
                await self.announce_dms_closed(message.match_id, recipient)
            await service.users.dm_refused(recipient)
            return
        if state is DmState.RETRY:
            await service.users.dm_delivered(recipient)  # they opened their DMs again

    async def _dm_channel(self, user_id: str) -> discord.abc.Messageable:
        """The user's DM channel; opening one is a request of its own, so ids are remembered."""
        known = self._dm_channels.get(user_id)
        if known is None:
            # discord.py answers create_dm from its own (small) cache without a request.
            known = next((c.id for c in self.bot.private_channels if _dm_with(c, user_id)), None)
        if known is None:
            await self.limiter.acquire()
            known = (await self.bot.create_dm(discord.Object(int(user_id)))).id
        self._dm_channels[user_id] = known
        self._dm_channels.move_to_end(user_id)
        if len(self._dm_channels) > DM_CHANNEL_CACHE:
            self._dm_channels.popitem(last=False)
        return self.bot.get_partial_messageable(known, type=discord.ChannelType.private)

    async def announce_dms_closed(self, match_id: int, user_id: str) -> None:
        """Tell the match thread (in its language), pinging the player: the one post that is
        meant to reach them (the bot pings nobody else, docs/discord.md). Later DMs to this user
        are skipped until the back-off is over, so this happens once per closing."""
        target, language = await self.bot.service.match_thread(match_id)
        channel = self._channel(target)
        if channel is not None:
            nonce = nonce_for(f"dmclosed:{match_id}:{user_id}")
            await self.limiter.acquire()
            text = words(language).line("discord-dms-closed-thread", mention=f"<@{user_id}>")
            ping = discord.AllowedMentions(users=[discord.Object(int(user_id))])
            await channel.send(text, nonce=nonce, allowed_mentions=ping)


def _dm_with(channel: discord.abc.PrivateChannel, user_id: str) -> bool:
    recipient = channel.recipient if isinstance(channel, discord.DMChannel) else None
    return recipient is not None and str(recipient.id) == user_id
