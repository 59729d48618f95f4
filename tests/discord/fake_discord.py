"""A fake Discord: REST routes the bot uses plus the gateway websocket, on 127.0.0.1.

A real, unmodified discord.py client connects to it (Route.BASE and DEFAULT_GATEWAY point
here). It records every message, DM, thread, interaction callback and followup, and can be
told to refuse DMs (403/50007), rate limit (429) or fail (5xx) for chosen requests. Like
Discord, it refuses a body that breaks a length or count limit (400/50035, see
tests/discord/discord_limits.py) and records it in `refused`; the `fake` fixture fails a
test after which anything was refused.
"""

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.discord.discord_limits import form_errors, invalid_form_body

APP_ID = 900_000_000_000_000_001
BOT_ID = APP_ID
GUILD_ID = 900_000_000_000_000_002
CHANNEL_ID = 900_000_000_000_000_003
TIMESTAMP = "2026-01-01T00:00:00.000000+00:00"
ALL_PERMISSIONS = str((1 << 46) - 1)
MEMBER_PERMISSIONS = str(0x800 | 0x400 | 0x4000 | 0x8000 | 0x40 | 0x800000000 | 0x4000000000)  # no Manage Server


def user_payload(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {"id": str(user_id), "username": name, "global_name": name, "discriminator": "0", "avatar": None, "bot": bot}


@dataclass
class Sent:
    """One message the bot created or edited (channel message, followup or edit)."""

    route: str
    channel_id: int | None
    token: str | None
    payload: dict[str, Any]

    @property
    def content(self) -> str:
        return self.payload.get("content") or ""

    @property
    def files(self) -> dict[str, bytes]:
        return dict(self.payload.get("_files", {}))

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.payload.get("embeds") or []

    @property
    def text(self) -> str:
        """Content plus every embed's title and description: what a reader would see."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [
                embed.get("title") or "",
                embed.get("description") or "",
                (embed.get("footer") or {}).get("text", ""),
            ]
        return "\n".join(parts)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.payload.get("components") or [] for c in row["components"]]

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.payload.get("components") or []

    @property
    def ephemeral(self) -> bool:
        return bool((self.payload.get("flags") or 0) & 64)

    @property
    def nonce(self) -> str | None:
        return self.payload.get("nonce")


@dataclass
class Failure:
    """Answer `times` requests matching `match(method, path)` with this status and body."""

    match: Callable[[str, str], bool]
    status: int
    body: dict[str, Any]
    times: int = 1
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    """Seconds to stall before answering (a slow or hung Discord)."""
    lost_reply: bool = False
    """Carry the request out first, then answer with the failure: the client never learns it worked."""


class FakeDiscord:
    def __init__(self) -> None:
        self.ids = itertools.count(1_000_000_000_000_000_000)
        self.messages: list[Sent] = []
        self.callbacks: list[dict[str, Any]] = []
        self.threads: list[dict[str, Any]] = []
        self.dm_channels: dict[int, int] = {}  # channel id -> user id
        self.closed_dms: set[int] = set()
        self.failures: list[Failure] = []
        self.requests: list[tuple[str, str]] = []
        self.refused: list[tuple[str, dict[str, str]]] = []
        """Requests refused for breaking one of Discord's limits: (path, errors by field)."""
        self.request_times: list[float] = []
        """time.monotonic() at each request's arrival, in the order of `requests`."""
        self.latency = 0.0
        """Seconds every REST request takes (a real Discord is tens of milliseconds away)."""
        self.in_flight = 0
        self.max_in_flight = 0
        """The most REST requests the bot had open at once."""
        self.authorizations: set[str] = set()
        self.nonces: dict[tuple[int, str], dict[str, Any]] = {}
        self.resent: list[str] = []
        """Nonces sent again (a resend Discord shows once), in the order they came."""
        self.answered_at: dict[str, float] = {}
        """perf_counter() when each interaction got its first response (for the benchmarks)."""
        self.commands_synced: list[dict[str, Any]] = []
        self.sockets: list[web.WebSocketResponse] = []
        self.shards: dict[int, tuple[int, int]] = {}
        """id(socket) -> (shard id, shard count) it identified with, for sharded clients."""
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._seq = 0

    # -- lifecycle -------------------------------------------------------------------------

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        app = web.Application(middlewares=[self._middleware])
        app.router.add_get("/ws", self._gateway)
        api = "/api/v10"
        routes = [
            ("GET", "/users/@me", self._me),
            ("GET", "/oauth2/applications/@me", self._application),
            ("GET", "/gateway", self._gateway_url),
            ("GET", "/gateway/bot", self._gateway_url),
            ("POST", "/users/@me/channels", self._create_dm),
            ("POST", "/channels/{channel}/messages", self._create_message),
            ("POST", "/channels/{channel}/threads", self._create_thread),
            ("POST", "/interactions/{id}/{token}/callback", self._callback),
            ("POST", "/webhooks/{app}/{token}", self._followup),
            ("PATCH", "/webhooks/{app}/{token}/messages/{message}", self._edit),
            ("PUT", "/applications/{app}/commands", self._sync),
            ("PUT", "/applications/{app}/guilds/{guild}/commands", self._sync),
        ]
        for method, path, handler in routes:
            app.router.add_route(method, api + path, handler)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for socket in self.sockets:
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- what tests use --------------------------------------------------------------------

    def fail(
        self,
        method: str,
        path_part: str,
        status: int,
        times: int = 1,
        *,
        delay: float = 0.0,
        lost_reply: bool = False,
        **body: Any,
    ) -> None:
        headers = {}
        if status == 429:  # as Discord answers: through its proxy, with the wait in a header too
            headers = {"Via": "1.1 google", "Retry-After": str(body.get("retry_after", 1))}
        self.failures.append(
            Failure(lambda m, p: m == method and path_part in p, status, body, times, headers, delay, lost_reply)
        )

    def close_dms(self, user_id: int) -> None:
        self.closed_dms.add(user_id)

    def open_dms(self, user_id: int) -> None:
        self.closed_dms.discard(user_id)

    def dms_to(self, user_id: int) -> list[Sent]:
        return [m for m in self.messages if self.dm_channels.get(m.channel_id or 0) == user_id]

    def in_channel(self, channel_id: int) -> list[Sent]:
        return [m for m in self.messages if m.channel_id == channel_id and m.route == "message"]

    def replies(self, token: str) -> list[Sent]:
        return [m for m in self.messages if m.token == token]

    def callback(self, token: str) -> dict[str, Any] | None:
        return next((c for c in self.callbacks if c["token"] == token), None)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send a gateway event: to every unsharded connection, and to the one shard Discord
        would pick (a server's by its id, DMs to shard 0)."""
        self._seq += 1
        guild = data.get("guild_id")
        for socket in self.sockets:
            shard = self.shards.get(id(socket))
            if shard is not None and shard[0] != ((int(guild) >> 22) % shard[1] if guild else 0):
                continue
            if not socket.closed:
                await socket.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    # -- plumbing --------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable[[web.Request], Any]) -> web.StreamResponse:
        path = request.path
        self.requests.append((request.method, path))
        self.request_times.append(time.monotonic())
        if "Authorization" in request.headers:
            self.authorizations.add(request.headers["Authorization"])
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            if self.latency and path.startswith("/api/"):
                await asyncio.sleep(self.latency)
            for failure in self.failures:
                if failure.times > 0 and failure.match(request.method, path):
                    failure.times -= 1
                    if failure.lost_reply:
                        await handler(request)
                    await asyncio.sleep(failure.delay)
                    return _json(failure.body, failure.status, failure.headers)
            response: web.StreamResponse = await handler(request)
            return response
        finally:
            self.in_flight -= 1

    def _refuse(self, request: web.Request, route: str, body: dict[str, Any]) -> web.Response | None:
        """Discord's answer to a body that breaks a limit (recorded in `refused`), else None."""
        errors = form_errors(route, body)
        if not errors:
            return None
        self.refused.append((request.path, errors))
        return _json(invalid_form_body(errors), 400)

    def _message(self, channel_id: int, payload: dict[str, Any], message_id: int | None = None) -> dict[str, Any]:
        return {
            "id": str(message_id or next(self.ids)),
            "channel_id": str(channel_id),
            "author": user_payload(BOT_ID, "botwar", bot=True),
            "content": payload.get("content") or "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": payload.get("embeds") or [],
            "components": payload.get("components") or [],
            "pinned": False,
            "type": 0,
            "flags": payload.get("flags") or 0,
            "nonce": payload.get("nonce"),
        }

    async def _me(self, request: web.Request) -> web.Response:
        return _json(user_payload(BOT_ID, "botwar", bot=True))

    async def _application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": str(APP_ID),
                "name": "botwar",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": user_payload(1, "owner"),
                "verify_key": "0" * 64,
                "flags": 0,
            }
        )

    async def _gateway_url(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 16}
        return _json({"url": f"ws://127.0.0.1:{self.port}/ws", "shards": 1, "session_start_limit": limit})

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        await socket.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45_000}}))
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                break
            payload = json.loads(message.data)
            if payload["op"] == 1:
                await socket.send_str(json.dumps({"op": 11}))
            elif payload["op"] == 2:
                if "shard" in payload["d"]:
                    self.shards[id(socket)] = tuple(payload["d"]["shard"])
                await self._ready(socket)
        return socket

    async def _ready(self, socket: web.WebSocketResponse) -> None:
        ready = {
            "v": 10,
            "user": user_payload(BOT_ID, "botwar", bot=True),
            "guilds": [{"id": str(GUILD_ID), "unavailable": True}] if self._owns_guild(socket) else [],
            "session_id": "session",
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/ws",
            "application": {"id": str(APP_ID), "flags": 0},
        }
        if id(socket) in self.shards:
            ready["shard"] = list(self.shards[id(socket)])
        self._seq += 1
        await socket.send_str(json.dumps({"op": 0, "t": "READY", "s": self._seq, "d": ready}))
        if not self._owns_guild(socket):
            return
        guild: dict[str, Any] = {
            "id": str(GUILD_ID),
            "name": "Test Server",
            "icon": None,
            "owner_id": "1",
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "features": [],
            "mfa_level": 0,
            "system_channel_flags": 0,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
            "roles": [
                {
                    "id": str(GUILD_ID),
                    "name": "@everyone",
                    "permissions": MEMBER_PERMISSIONS,
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                }
            ],
            "emojis": [],
            "stickers": [],
            "member_count": 3,
            "members": [],
            "channels": [
                {
                    "id": str(CHANNEL_ID),
                    "type": 0,
                    "name": "games",
                    "position": 0,
                    "guild_id": str(GUILD_ID),
                    "permission_overwrites": [],
                    "nsfw": False,
                    "parent_id": None,
                    "topic": None,
                }
            ],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "large": False,
            "unavailable": False,
            "joined_at": TIMESTAMP,
        }
        self._seq += 1
        await socket.send_str(json.dumps({"op": 0, "t": "GUILD_CREATE", "s": self._seq, "d": guild}))

    def _owns_guild(self, socket: web.WebSocketResponse) -> bool:
        shard = self.shards.get(id(socket))
        return shard is None or (GUILD_ID >> 22) % shard[1] == shard[0]

    async def _create_dm(self, request: web.Request) -> web.Response:
        user_id = int((await request.json())["recipient_id"])
        channel_id = next((c for c, u in self.dm_channels.items() if u == user_id), None) or next(self.ids)
        self.dm_channels[channel_id] = user_id
        return _json({"id": str(channel_id), "type": 1, "recipients": [user_payload(user_id, f"user{user_id}")]})

    async def _create_message(self, request: web.Request) -> web.Response:
        channel_id = int(request.match_info["channel"])
        if self.dm_channels.get(channel_id) in self.closed_dms:
            return _json({"message": "Cannot send messages to this user", "code": 50007}, 403)
        payload = await _payload(request)
        if refused := self._refuse(request, "message", payload):
            return refused
        # Like Discord: with enforce_nonce, a resend of a nonce already used returns the first message.
        nonce = payload.get("nonce") if payload.get("enforce_nonce") else None
        if nonce is not None and (channel_id, nonce) in self.nonces:
            self.resent.append(nonce)
            return _json(self.nonces[channel_id, nonce])
        self.messages.append(Sent("message", channel_id, None, payload))
        created = self._message(channel_id, payload)
        if nonce is not None:
            self.nonces[channel_id, nonce] = created
        return _json(created)

    async def _create_thread(self, request: web.Request) -> web.Response:
        body = await request.json()
        if refused := self._refuse(request, "thread", body):
            return refused
        thread = {
            "id": str(next(self.ids)),
            "guild_id": str(GUILD_ID),
            "parent_id": request.match_info["channel"],
            "owner_id": str(BOT_ID),
            "name": body["name"],
            "type": body.get("type", 11),
            "last_message_id": None,
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": body.get("auto_archive_duration", 10080),
                "archive_timestamp": TIMESTAMP,
                "locked": False,
            },
        }
        self.threads.append(thread)
        return _json(thread, 201)

    async def _callback(self, request: web.Request) -> web.Response:
        body = await _payload(request)
        token = request.match_info["token"]
        if refused := self._refuse(request, "callback", body):
            return refused
        if self.callback(token) is not None:  # as Discord answers a second response to one interaction
            return _json({"code": 40060, "message": "Interaction has already been acknowledged."}, 400)
        self.answered_at.setdefault(token, time.perf_counter())
        self.callbacks.append({"id": request.match_info["id"], "token": token, **body})
        data = body.get("data") or {}
        if body.get("type") in (4, 7):  # a message now (4) or an update of the clicked message (7)
            self.messages.append(Sent("callback", None, token, data))
        return _json({"interaction": {"id": request.match_info["id"], "type": body.get("type")}})

    async def _followup(self, request: web.Request) -> web.Response:
        payload = await _payload(request)
        if refused := self._refuse(request, "message", payload):
            return refused
        token = request.match_info["token"]
        deferred = self.callback(token)
        if deferred is not None and deferred.get("type") == 5 and not self.replies(token):
            # Like Discord: the first followup after a "thinking" defer replaces it and keeps its visibility.
            payload["flags"] = (payload.get("flags") or 0) & ~64 | ((deferred.get("data") or {}).get("flags") or 0) & 64
        self.messages.append(Sent("followup", None, token, payload))
        return _json(self._message(CHANNEL_ID, payload))

    async def _edit(self, request: web.Request) -> web.Response:
        payload = await _payload(request)
        if refused := self._refuse(request, "message", payload):
            return refused
        token = request.match_info["token"]
        self.messages.append(Sent("edit", None, token, payload))
        return _json(self._message(CHANNEL_ID, payload))

    async def _sync(self, request: web.Request) -> web.Response:
        commands = await request.json()
        self.commands_synced = commands
        return _json(
            [{**c, "id": str(next(self.ids)), "application_id": str(APP_ID), "version": "1"} for c in commands]
        )


async def _payload(request: web.Request) -> dict[str, Any]:
    """JSON body, or the payload_json part of a multipart upload with its files under '_files'."""
    if request.content_type.startswith("multipart/"):
        form = await request.post()
        payload = dict(json.loads(str(form["payload_json"])))
        payload["_files"] = {
            part.filename: part.file.read() for key, part in form.items() if isinstance(part, web.FileField)
        }
        return payload
    return dict(await request.json())


def _json(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # discord.py parses JSON only when the content type is exactly application/json (no charset).
    return web.Response(
        body=json.dumps(body).encode(), status=status, headers={"Content-Type": "application/json", **(headers or {})}
    )


async def until(predicate: Callable[[], Any], timeout: float = 5.0) -> Any:
    """Poll until `predicate()` is truthy; return its value."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting for the fake Discord")
        await asyncio.sleep(0.01)
