"""Benchmarks at scale: `python -m benchmarks.run --stored N [N ...]`.

A database with N stored matches (half finished, half active) is built first, then a real
BotwarBot runs on it against the fake Discord with its loops running as in production
(the outbox dispatcher, the deadline loop, housekeeping), and the figures of issue #12 are
measured: one action alone, sustained actions with 50 players, delivered messages, the
outbox poll with nothing due, list_matches by channel, thread and user, the time from a
restart to the first answered command (with overdue deadlines to catch up on), bytes per
finished and per active match, and memory.

Building is fast because most matches are clones: a handful of template matches are played
through the real GameService (AI moves sent as a player's commands, every message marked
delivered as the dispatcher would, the store's own pruning applied at its retention), then
copied with INSERT ... SELECT on a plain sqlite3 connection after the store is closed. The
copy reads the column lists from PRAGMA table_info and copies every table that belongs to a
match (a `match_id` column or a foreign key to matches), so new columns and tables follow.
Each copy gets its own ids, users, channel and thread; deadlines of active matches fall due
between 4 and 24 hours after the database's "now". Play during the measurements keeps to
half of the active matches; for the restart the clock jumps so that OVERDUE_SHARE of the
deadlines left from the build are overdue (an outage of 8 hours).

Everything here uses public APIs (GameService, SqliteStore, BotwarBot, the fake Discord);
the clone step alone reads the schema. Nothing asserts a time.
"""

import asyncio
import contextlib
import itertools
import pickle
import random
import resource
import sqlite3
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import discord
import yarl

from benchmarks.report import Report, percentile
from bot.discord_app import BotwarBot
from bot.engine import ai_choice
from bot.games import get_game
from bot.service import GameService, User
from bot.settings import Settings
from storage import SqliteStore
from tests.conftest import FakeClock
from tests.discord.conftest import Harness
from tests.discord.fake_discord import FakeDiscord, until

HOUR = 3600.0
DAY = 24 * HOUR
NOW = 1_800_000_000.0
"""The stored database's "now": active matches were played just before it, deadlines fall after it."""
TEMPLATE_EPOCH = NOW - 400 * DAY
FINISHED_SPAN = 180 * DAY
"""Finished matches ended between 180 and 2 days before NOW, the oldest with the lowest ids."""
DUE_FROM, DUE_TO = 4 * HOUR, 24 * HOUR
"""Deadlines of active matches fall due this long after NOW (after their reminders, 4 h before)."""
OVERDUE_SHARE = 0.2
"""Share of the active matches' deadlines that are overdue when the bot restarts."""
CHANNELS = 500
GUILDS = 5
USER_BASE = 310_000_000_000_000_000
CHANNEL_BASE = 320_000_000_000_000_000
THREAD_BASE = 330_000_000_000_000_000
GUILD_BASE = 340_000_000_000_000_000
TEMPLATE_USERS = ("300000000000000001", "300000000000000002")
TEMPLATE_CHANNEL = "300000000000000003"
TEMPLATE_GUILD = "300000000000000004"
TEMPLATE_THREAD_BASE = 301_000_000_000_000_000
CLONE_CHUNK = 5000
"""Clones per transaction."""
PLAYERS = 50
QUICK_STORED = 200
"""The size CI's quick mode runs, so the benchmark cannot rot."""


# -- clocks ------------------------------------------------------------------------------


class SteppedClock:
    """The templates' clock: moves only when told (play by post spans days)."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class RunningClock:
    """Real time, starting at NOW; `jump` moves it forward (an outage)."""

    def __init__(self, start: float = NOW) -> None:
        self.start = start
        self.origin = time.monotonic()

    def __call__(self) -> float:
        return self.start + time.monotonic() - self.origin

    def jump(self, seconds: float) -> None:
        self.start += seconds


# -- templates ---------------------------------------------------------------------------


@dataclass
class Templates:
    path: Path
    game: str
    finished: list[int]
    active: list[int]
    finished_end: float
    """Template clock when the finished templates were done."""
    active_end: float
    """Template clock when the active templates stopped (their "now")."""
    due: dict[int, float]
    """Earliest deadline of each active template."""
    seconds: float


def retention_seconds() -> float:
    return Settings().retention_hours * HOUR


async def deliver_all(service: GameService) -> int:
    """Mark every due message delivered, as the dispatcher does after sending them."""
    delivered = 0
    for _ in range(10_000):
        due = await service.pending_messages(500)
        if not due:
            break
        await service.messages_delivered([m.id for m in due])
        delivered += len(due)
    return delivered


async def prune_all(service: GameService) -> None:
    """Apply the store's own retention, as the housekeeping loop does."""
    for _ in range(1000):
        if await service.prune(retention_seconds()) == 0:
            break


async def _new_match(service: GameService, game: str, users: list[User], seed: int) -> int:
    match = await service.create_match(game, users[0], seed=seed, channel_id=TEMPLATE_CHANNEL)
    for user in users[1:]:
        await service.join(match.id, user)
    await service.start(match.id, users[0])
    await service.set_thread(match.id, str(TEMPLATE_THREAD_BASE + match.id))
    await deliver_all(service)
    return match.id


async def _move(service: GameService, match_id: int, users: list[User], interactions: Iterator[int]) -> bool:
    """One AI-chosen move sent as the player's command; False once the match is over."""
    match = await service.store.get_match(match_id)
    if match.status != "active" or match.state is None:
        return False
    game = get_game(match.game)
    state = game.State.model_validate_json(match.state)
    pending = game.pending(state)
    if not pending:
        return False
    seat = pending[0].player
    action = ai_choice(game, state, seat)
    await service.act(match_id, users[seat], action, interaction_id=str(next(interactions)))
    await deliver_all(service)
    return True


async def make_templates(path: Path, game: str, finished: int, active: int) -> Templates:
    """Template matches played through the real service: `finished` to the end, `active` part way."""
    started = time.perf_counter()
    clock = SteppedClock(TEMPLATE_EPOCH)
    store = SqliteStore(path, synchronous="NORMAL")  # the templates' durability is not measured
    await store.open()
    try:
        service = GameService(store, clock)
        users = [User(TEMPLATE_USERS[0], "Ada", TEMPLATE_GUILD), User(TEMPLATE_USERS[1], "Bo", TEMPLATE_GUILD)]
        interactions = itertools.count(7_000_000_000_000_000_000)
        seeds = itertools.count(1)
        done: list[int] = []
        while len(done) < finished:
            match_id = await _new_match(service, game, users, next(seeds))
            while await _move(service, match_id, users, interactions):
                clock.now += 600  # a move every 10 minutes
            done.append(match_id)
        finished_end = clock.now
        # Everything of the finished matches ages out; the store keeps what its retention keeps.
        clock.now += retention_seconds() + HOUR
        await prune_all(service)
        running: list[int] = []
        while len(running) < active:
            # Played side by side, a move every half hour each: 6 to 50 hours of play by post.
            # One that ends early is left unused (its times would not fit the finished ones).
            fresh = [await _new_match(service, game, users, next(seeds)) for _ in range(active - len(running))]
            targets = {m: 12 + ((len(running) + i) * 37) % 89 for i, m in enumerate(fresh)}
            for step in range(max(targets.values())):
                for match_id in fresh:
                    if step < targets[match_id] and not await _move(service, match_id, users, interactions):
                        targets[match_id] = step
                clock.now += 1800
            running += [m for m in fresh if (await store.get_match(m)).status == "active"]
        active_end = clock.now
        await prune_all(service)
        due = {}
        for match_id in running:
            match = await store.get_match(match_id)
            if not match.deadlines:
                raise RuntimeError(f"template match {match_id} is active without a deadline")
            due[match_id] = min(d.due_at for d in match.deadlines)
    finally:
        await store.close()
    return Templates(
        path=path,
        game=game,
        finished=done,
        active=running,
        finished_end=finished_end,
        active_end=active_end,
        due=due,
        seconds=time.perf_counter() - started,
    )


# -- cloning -----------------------------------------------------------------------------


@dataclass
class Clone:
    new_id: int
    template: int
    shift: float
    due_shift: float
    guild_id: str
    channel_id: str
    thread_id: str
    user0: str
    user1: str


@dataclass
class ClonedTable:
    name: str
    key: str
    sql: str
    payload: dict[int, tuple[int, int]]
    """Template match id -> (rows, payload bytes) of that template in this table."""


@dataclass
class Built:
    path: Path
    n: int
    game: str
    clones: list[Clone]
    finished: list[int]
    active: list[int]
    tables: list[ClonedTable]
    templates: Templates
    clone_seconds: float
    seconds: float
    """Schema and copies, without the templates."""
    rows: dict[str, int] = field(default_factory=dict)

    def users_of(self, match_id: int) -> tuple[str, str]:
        clone = self.clones[match_id - 1]
        return clone.user0, clone.user1


def _plan(n: int, templates: Templates, seed: int) -> list[Clone]:
    rng = random.Random(seed)
    finished = [True] * (n // 2) + [False] * (n - n // 2)
    rng.shuffle(finished)
    users = max(100, n // 10) // 2 * 2  # each user plays about 20 matches; even, so a match's two differ
    clones = []
    for k, done in enumerate(finished, start=1):
        if done:
            template = templates.finished[k % len(templates.finished)]
            ended = NOW - 2 * DAY - (FINISHED_SPAN - 2 * DAY) * (1 - k / n)
            shift = ended - templates.finished_end
            due_shift = shift
        else:
            template = templates.active[k % len(templates.active)]
            shift = NOW - templates.active_end
            due_shift = NOW + rng.uniform(DUE_FROM, DUE_TO) - templates.due[template]
        channel = rng.randrange(CHANNELS)
        clones.append(
            Clone(
                new_id=k,
                template=template,
                shift=shift,
                due_shift=due_shift,
                guild_id=str(GUILD_BASE + channel % GUILDS),
                channel_id=str(CHANNEL_BASE + channel),
                thread_id=str(THREAD_BASE + k),
                user0=str(USER_BASE + (2 * k) % users),
                user1=str(USER_BASE + (2 * k + 1) % users),
            )
        )
    return clones


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _columns(conn: sqlite3.Connection, schema: str, table: str) -> list[tuple[str, str, int]]:
    """(name, declared type, pk position) of each column."""
    return [(r[1], str(r[2]).upper(), int(r[5])) for r in conn.execute(f"PRAGMA {schema}.table_info({_q(table)})")]


def _unique_text_columns(conn: sqlite3.Connection, table: str, key: str, types: dict[str, str]) -> set[str]:
    """TEXT columns of unique indexes that do not include the match: their copies need new values."""
    found: set[str] = set()
    for index in conn.execute(f"PRAGMA main.index_list({_q(table)})").fetchall():
        if not index[2]:
            continue
        columns = [r[2] for r in conn.execute(f"PRAGMA main.index_info({_q(index[1])})") if r[2] is not None]
        if key not in columns:
            found.update(c for c in columns if "TEXT" in types.get(c, "") or "CHAR" in types.get(c, ""))
    return found


def _match_key(conn: sqlite3.Connection, table: str, names: set[str]) -> str | None:
    if table == "matches":
        return "id"
    if "match_id" in names:
        return "match_id"
    for fk in conn.execute(f"PRAGMA main.foreign_key_list({_q(table)})"):
        if fk[2] == "matches":
            return str(fk[3])
    return None


def _expression(column: str, kind: str, key: str, unique: set[str]) -> str:
    t = f"t.{_q(column)}"
    if column == key:
        return "c.new_id"
    if column in unique:
        return f"{t} || printf('.%09d', c.new_id)"
    if column in ("user_id", "creator_id", "recipient"):
        return f"CASE {t} WHEN '{TEMPLATE_USERS[0]}' THEN c.user0 WHEN '{TEMPLATE_USERS[1]}' THEN c.user1 ELSE {t} END"
    if column in ("channel_id", "thread_id", "guild_id"):
        return f"CASE WHEN {t} IS NULL THEN NULL ELSE c.{column} END"
    if column.endswith("_at") and any(k in kind for k in ("REAL", "INT", "NUM", "FLOA", "DOUB")):
        return f"{t} + c.{'due_shift' if column in ('due_at', 'remind_at') else 'shift'}"
    return t


def _payload(conn: sqlite3.Connection, table: str, key: str, columns: list[str]) -> dict[int, tuple[int, int]]:
    size = " + ".join(f"COALESCE(LENGTH(CAST({_q(c)} AS BLOB)), 0)" for c in columns)
    rows = conn.execute(f"SELECT {_q(key)}, COUNT(*), SUM({size}) FROM tpl.{_q(table)} GROUP BY {_q(key)}")
    return {int(r[0]): (int(r[1]), int(r[2] or 0)) for r in rows if r[0] is not None}


def _cloned_tables(conn: sqlite3.Connection) -> list[ClonedTable]:
    tables = []
    names = [
        str(r[0])
        for r in conn.execute(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
    ]
    names.sort(key=lambda name: name != "matches")  # the matches first, then what belongs to them
    for table in names:
        columns = _columns(conn, "main", table)
        template_columns = {c[0] for c in _columns(conn, "tpl", table)}
        column_names = {c[0] for c in columns}
        key = _match_key(conn, table, column_names)
        if key is None or not template_columns:
            continue  # not a match's (users, settings of the bot): nothing to copy
        types = {c[0]: c[1] for c in columns}
        pks = [c for c in columns if c[2] > 0]
        sql = conn.execute("SELECT sql FROM main.sqlite_master WHERE name = ?", (table,)).fetchone()[0] or ""
        rowid_alias = (
            pks[0][0] if len(pks) == 1 and pks[0][1] == "INTEGER" and "WITHOUT ROWID" not in sql.upper() else None
        )
        unique = _unique_text_columns(conn, table, key, types)
        copied = [c[0] for c in columns if c[0] in template_columns and (c[0] != rowid_alias or c[0] == key)]
        select = ", ".join(_expression(c, types[c], key, unique) for c in copied)
        insert = (
            f"INSERT INTO main.{_q(table)} ({', '.join(_q(c) for c in copied)}) SELECT {select} "
            f"FROM temp.clone_map AS c JOIN tpl.{_q(table)} AS t ON t.{_q(key)} = c.template_id "
            "WHERE c.new_id BETWEEN ? AND ? ORDER BY c.new_id"
        )
        tables.append(ClonedTable(table, key, insert, _payload(conn, table, key, copied)))
    return tables


def clone(path: Path, templates: Templates, n: int, seed: int = 12) -> tuple[list[Clone], list[ClonedTable]]:
    """Fill the (closed, migrated, empty) store at `path` with n copies of the templates."""
    clones = _plan(n, templates, seed)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = DELETE")  # bulk load: no WAL to copy everything twice
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("PRAGMA cache_size = -262144")
        conn.execute("PRAGMA temp_store = MEMORY")
        conn.execute("ATTACH DATABASE ? AS tpl", (str(templates.path),))
        conn.execute(
            "CREATE TEMP TABLE clone_map (new_id INTEGER PRIMARY KEY, template_id INTEGER, shift REAL, "
            "due_shift REAL, guild_id TEXT, channel_id TEXT, thread_id TEXT, user0 TEXT, user1 TEXT)"
        )
        conn.executemany(
            "INSERT INTO temp.clone_map VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (c.new_id, c.template, c.shift, c.due_shift, c.guild_id, c.channel_id, c.thread_id, c.user0, c.user1)
                for c in clones
            ],
        )
        tables = _cloned_tables(conn)
        for low in range(1, n + 1, CLONE_CHUNK):
            conn.execute("BEGIN")
            for table in tables:
                conn.execute(table.sql, (low, low + CLONE_CHUNK - 1))
            conn.execute("COMMIT")
        conn.execute("DETACH DATABASE tpl")
        conn.execute("PRAGMA journal_mode = WAL")
    finally:
        conn.close()
    return clones, tables


_CLONE_CHILD = (
    "import pickle, sys\n"
    "from benchmarks.scale import clone\n"
    "pickle.dump(clone(*pickle.load(sys.stdin.buffer)), sys.stdout.buffer)\n"
)


async def clone_elsewhere(path: Path, templates: Templates, n: int) -> tuple[list[Clone], list[ClonedTable]]:
    """`clone` in a Python process of its own: SQLite's bulk-load cache would otherwise stay in
    this process's memory and inflate the RSS measured for the bot."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        _CLONE_CHILD,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[1],
    )
    resolved = replace(templates, path=templates.path.resolve())  # the child runs elsewhere
    out, _ = await child.communicate(pickle.dumps((path.resolve(), resolved, n)))
    if child.returncode != 0:
        raise RuntimeError(f"copying the template matches failed (exit status {child.returncode})")
    result: tuple[list[Clone], list[ClonedTable]] = pickle.loads(out)
    return result


async def build_stored(
    path: Path, n: int, game: str = "stakbots", *, templates: Templates | None = None, quick: bool = False
) -> Built:
    """A database at `path` with n stored matches, half finished and half active (see the module doc).

    `templates` may be shared between sizes; without it they are made next to `path`.
    """
    if templates is None:
        count = 3 if quick else 6
        templates = await make_templates(path.with_name(path.stem + "-templates.db"), game, count, count)
    started = time.perf_counter()  # the templates' time is theirs (Templates.seconds)
    store = SqliteStore(path)  # the schema, exactly as the store makes it
    await store.open()
    await store.close()
    cloning = time.perf_counter()
    clones, tables = await clone_elsewhere(path, templates, n)
    now = time.perf_counter()
    finished_set = set(templates.finished)
    built = Built(
        path=path,
        n=n,
        game=game,
        clones=clones,
        finished=[c.new_id for c in clones if c.template in finished_set],
        active=[c.new_id for c in clones if c.template not in finished_set],
        tables=tables,
        templates=templates,
        clone_seconds=now - cloning,
        seconds=now - started,
    )
    for table in tables:
        built.rows[table.name] = sum(table.payload.get(c.template, (0, 0))[0] for c in clones)
    return built


# -- bytes on disk -----------------------------------------------------------------------


def table_bytes(path: Path) -> tuple[dict[str, int], bool]:
    """Bytes on disk of each table with its indexes (dbstat); ({}, False) where SQLite lacks dbstat."""
    conn = sqlite3.connect(path)
    try:
        owner = {str(r[0]): str(r[1]) for r in conn.execute("SELECT name, tbl_name FROM sqlite_master")}
        try:
            # Page by page: dbstat's aggregate mode wraps around for a table over 4 GB (SQLite 3.40).
            rows = conn.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name").fetchall()
        except sqlite3.OperationalError:
            return {}, False
        sizes: dict[str, int] = {}
        for name, size in rows:
            table = owner.get(str(name), str(name))
            sizes[table] = sizes.get(table, 0) + int(size)
        return sizes, True
    finally:
        conn.close()


def match_bytes(built: Built) -> tuple[dict[str, tuple[float, float]], int, bool]:
    """Per cloned table: bytes per finished and per active match; also the bytes of everything else.

    Each table's pages (with its indexes) are split between finished and active matches by
    the payload their rows hold; without dbstat the file size is split the same way.
    """
    sizes, exact = table_bytes(built.path)
    finished_set = set(built.templates.finished)
    payload: dict[str, tuple[int, int]] = {}
    for table in built.tables:
        done = sum(table.payload.get(c.template, (0, 0))[1] for c in built.clones if c.template in finished_set)
        running = sum(table.payload.get(c.template, (0, 0))[1] for c in built.clones if c.template not in finished_set)
        payload[table.name] = (done, running)
    if not exact:
        total = built.path.stat().st_size
        everything = sum(a + b for a, b in payload.values()) or 1
        sizes = {name: total * (a + b) // everything for name, (a, b) in payload.items()}
    per_match: dict[str, tuple[float, float]] = {}
    for name, (done, running) in payload.items():
        size = sizes.get(name, 0)
        share = done / (done + running) if done + running else 0.5
        per_match[name] = (
            size * share / max(1, len(built.finished)),
            size * (1 - share) / max(1, len(built.active)),
        )
    other = sum(size for name, size in sizes.items() if name not in payload)
    return per_match, other, exact


# -- the bot on the fake Discord ---------------------------------------------------------


@dataclass(frozen=True)
class Budget:
    phase_seconds: float
    poll_samples: int
    list_samples: int
    action_samples: int
    sustained_seconds: float
    catchup_seconds: float
    answer_timeout: float


QUICK = Budget(1.0, 50, 200, 100, 2.0, 10.0, 60.0)
FULL = Budget(15.0, 300, 2000, 2000, 20.0, 120.0, 600.0)


@dataclass
class Running:
    bot: BotwarBot
    store: SqliteStore
    task: "asyncio.Task[None]"

    @property
    def service(self) -> GameService:
        return self.bot.service


async def start_bot(path: Path, clock: RunningClock, timeout: float) -> Running:
    """Open the store and start the bot with its loops running, as `python -m bot` does."""
    store = SqliteStore(path)
    await store.open()
    settings = Settings(database=path)
    bot = BotwarBot(settings, service=GameService(store, clock), run_loops=True, guild_ready_timeout=0.05)
    task = asyncio.create_task(bot.start("fake-token"))
    await asyncio.wait_for(bot.wait_until_ready(), timeout)
    return Running(bot, store, task)


async def stop_bot(running: Running) -> None:
    await running.bot.close()
    await asyncio.gather(running.task, return_exceptions=True)
    await running.store.close()


def hand_command(payloads: Harness, user: str, match_id: int) -> dict[str, Any]:
    data = {"id": "1", "name": "hand", "type": 1, "options": [{"name": "match", "type": 4, "value": match_id}]}
    return payloads._base(2, int(user), data, dm=False, manager=False)


async def first_answer(
    fake: FakeDiscord, payloads: Harness, path: Path, clock: RunningClock, built: Built, timeout: float
) -> tuple[Running, float, float, float]:
    """Start the bot and send `/hand` the moment it is ready: (bot, ready s, answered s, reply s)."""
    started = time.perf_counter()
    running = await start_bot(path, clock, timeout)
    ready = time.perf_counter() - started
    match_id = built.active[len(built.active) // 2]
    payload = hand_command(payloads, built.users_of(match_id)[0], match_id)
    token = payload["token"]
    await fake.dispatch("INTERACTION_CREATE", payload)
    await until(lambda: token in fake.answered_at, timeout=timeout)
    answered = fake.answered_at[token] - started
    await until(lambda: fake.replies(token), timeout=timeout)
    return running, ready, answered, time.perf_counter() - started


def reset_peak_rss() -> bool:
    try:
        Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM (Linux)
        return True
    except OSError:
        return False


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory in MB."""
    try:
        status = Path("/proc/self/status").read_text()
        values = {
            line.split(":")[0]: float(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith("Vm")
        }
        return values["VmRSS"], values["VmHWM"]
    except (OSError, KeyError, IndexError, ValueError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        return peak, peak


@contextlib.asynccontextmanager
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.start()
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = f"{fake.base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{fake.port}/ws")
    try:
        yield fake
    finally:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
        await fake.stop()


def _sent(fake: FakeDiscord) -> int:
    return sum(1 for m in fake.messages if m.route == "message")


async def _timed(samples: int, seconds: float, call: Callable[[int], Awaitable[object]]) -> list[float]:
    """Milliseconds of `call(i)` for i = 0, 1, ... until `samples` were taken or `seconds` passed."""
    times: list[float] = []
    stop = time.perf_counter() + seconds
    for i in range(samples):
        if time.perf_counter() > stop and times:
            break
        started = time.perf_counter()
        await call(i)
        times.append((time.perf_counter() - started) * 1000)
    return times


# -- the measurements --------------------------------------------------------------------


class Clicks:
    """Players clicking buttons, as Discord's button path does: one view of the match (the
    click is checked against the current decision) and then the act. A player knows whether
    they are on turn from the buttons they were sent, so the clicker remembers, per match,
    which of the two players the last answer left on turn and asks the other one only when
    that guess is wrong (about 1.1 views per action instead of the 3.7 reads of
    `first_decision`)."""

    def __init__(self, built: "Built", running: "Running") -> None:
        self.built = built
        self.running = running
        self.on_turn: dict[int, int] = {}

    async def _decision(self, match_id: int) -> tuple[User, dict[str, Any]] | None:
        users = self.built.users_of(match_id)
        first = self.on_turn.get(match_id, 0)
        for index in (first, 1 - first):
            user = User(users[index], f"player {index + 1}")
            view = await self.running.service.view(match_id, user)
            if view.decision:
                self.on_turn[match_id] = index
                return user, view.decision
        return None

    async def timed(self, match_id: int) -> float | None:
        """One click (the decision's default) in milliseconds of the act; None when nobody
        could move or the move was refused (a finished match, a lost race)."""
        found = await self._decision(match_id)
        if found is None:
            return None
        user, decision = found
        began = time.perf_counter()
        try:
            result = await self.running.service.act(
                match_id, user, str(decision["default"]), decision_id=str(decision["id"])
            )
        except Exception:
            return None
        self.running.bot.dispatcher.wake()  # as a click does
        if result.view.decision is None:
            self.on_turn[match_id] = 1 - self.on_turn.get(match_id, 0)
        return (time.perf_counter() - began) * 1000


async def measure(report: Report, built: Built, budget: Budget, baseline: dict[str, float]) -> None:
    n = built.n
    key = f"stored_{n}_"
    clock = RunningClock()
    rng = random.Random(n)
    reset_peak_rss()
    async with fake_discord() as fake:
        payloads = Harness(fake, built.path, FakeClock())
        running, ready, answered, reply = await first_answer(
            fake, payloads, built.path, clock, built, budget.answer_timeout
        )
        report.add(
            key + "start_s",
            answered,
            f"- {n} stored: start to the first answered command {answered:.2f} s "
            f"(ready {ready:.2f} s; its reply {reply:.2f} s)",
        )
        try:
            await _steady(report, built, budget, running, fake, rng, baseline)
        finally:
            await stop_bot(running)
        await _restart(report, built, budget, clock, fake, payloads, rng)
    current, peak = rss_mb()
    report.add(
        key + "peak_rss_mb",
        peak,
        f"- {n} stored: peak resident memory while the bot ran {peak:.0f} MB ({current:.0f} MB at the end)",
    )


async def _steady(
    report: Report,
    built: Built,
    budget: Budget,
    running: Running,
    fake: FakeDiscord,
    rng: random.Random,
    baseline: dict[str, float],
) -> None:
    n = built.n
    key = f"stored_{n}_"
    service = running.service
    await asyncio.sleep(0.2)  # the loops' first passes

    found: list[int] = []

    async def poll(_: int) -> None:
        found.append(len(await service.pending_messages()))

    polls = await _timed(budget.poll_samples, budget.phase_seconds, poll)
    p50, p99 = percentile(polls, 0.5), percentile(polls, 0.99)
    due = max(found) if found else 0
    report.add(
        key + "outbox_poll_ms",
        p50,
        f"- {n} stored: outbox poll with {'nothing' if due == 0 else f'up to {due} messages'} due: "
        f"p50 {p50:.2f} ms, p99 {p99:.2f} ms (target <= 5 ms)",
    )
    report.figures[key + "outbox_poll_p99_ms"] = p99

    channels = sorted({c.channel_id for c in built.clones})
    threads = [c.thread_id for c in built.clones]

    async def by_place(i: int) -> None:
        place = rng.choice(channels) if i % 2 == 0 else rng.choice(threads)
        await service.list_matches(channel_id=place)

    lists = await _timed(budget.list_samples, budget.phase_seconds, by_place)
    p50, p99 = percentile(lists, 0.5), percentile(lists, 0.99)
    report.add(key + "list_p50_ms", p50, f"- {n} stored: list_matches by channel or thread: p50 {p50:.2f} ms")
    report.add(
        key + "list_p99_ms", p99, f"- {n} stored: list_matches by channel or thread: p99 {p99:.2f} ms (target <= 5 ms)"
    )

    async def by_user(_: int) -> None:
        clone = rng.choice(built.clones)
        await service.list_matches(user=User(clone.user0, ""))

    lists = await _timed(budget.list_samples, budget.phase_seconds, by_user)
    p50, p99 = percentile(lists, 0.5), percentile(lists, 0.99)
    report.add(
        key + "list_user_p99_ms",
        p99,
        f"- {n} stored: list_matches of a user (/hand): p50 {p50:.2f} ms, p99 {p99:.2f} ms",
    )

    # One player alone: actions one after another, each on another active match. Play keeps
    # to half of the active matches: the other half keep their deadlines for the restart.
    active = built.active[: max(1, len(built.active) // 2)]
    clicks = Clicks(built, running)
    rng.shuffle(active)
    latencies: list[float] = []
    stop = time.perf_counter() + budget.phase_seconds * 2
    started = time.perf_counter()
    for i in range(budget.action_samples):
        if time.perf_counter() > stop and latencies:
            break
        took = await clicks.timed(active[i % len(active)])
        if took is not None:
            latencies.append(took)
    alone = len(latencies) / (time.perf_counter() - started)
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    report.add(
        key + "action_p50_ms",
        p50,
        f"- {n} stored: one action, one player alone ({len(latencies)} actions, dispatcher running): "
        f"p50 {p50:.2f} ms, {alone:.0f} actions/s with the reads before each",
    )
    report.add(key + "action_p99_ms", p99, f"- {n} stored: one action: p99 {p99:.2f} ms")
    report.figures[key + "alone_actions_per_s"] = alone
    if n != 1000 and "stored_1000_action_p99_ms" in baseline:
        ratio = p99 / baseline["stored_1000_action_p99_ms"]
        report.add(
            key + "action_p99_vs_1000",
            ratio,
            f"- action p99 at {n} stored / at 1,000 stored: {ratio:.2f}x (target <= 1.3x at 100,000)",
        )

    # Sustained: 50 players at once, each on its own share of the active matches.
    done = 0
    sustained: list[float] = []
    deadline = time.perf_counter() + budget.sustained_seconds
    shares = [active[i::PLAYERS] for i in range(PLAYERS)]

    async def player(share: list[int]) -> None:
        nonlocal done
        for match_id in itertools.cycle(share):
            if time.perf_counter() >= deadline:
                return
            took = await clicks.timed(match_id)
            if took is not None:
                sustained.append(took)
            done += 1

    sent_before = _sent(fake)
    commits, writes = running.store.commits, running.store.writes
    started = time.perf_counter()
    await asyncio.gather(*(player(share) for share in shares if share))
    elapsed = time.perf_counter() - started
    delivered = _sent(fake) - sent_before
    grouped = (running.store.writes - writes) / max(1, running.store.commits - commits)
    backlog = (await service.counts()).get("outbox_pending", 0)
    rate = done / elapsed
    p99 = percentile(sustained, 0.99) if sustained else 0.0
    report.add(
        key + "actions_per_s",
        rate,
        f"- {n} stored: sustained {rate:.0f} accepted actions/s from {PLAYERS} players over {elapsed:.0f} s "
        f"(action p99 {p99:.1f} ms; {grouped:.1f} writes per commit; target >= 1,000/s)",
    )
    report.figures[key + "sustained_p99_ms"] = p99
    report.add(
        key + "delivered_per_s",
        delivered / elapsed,
        f"- {n} stored: delivered {delivered / elapsed:.0f} messages/s to the fake Discord meanwhile; "
        f"{backlog} messages undelivered at the end",
    )
    report.figures[key + "backlog"] = float(backlog)


async def _restart(
    report: Report,
    built: Built,
    budget: Budget,
    clock: RunningClock,
    fake: FakeDiscord,
    payloads: Harness,
    rng: random.Random,
) -> None:
    """An outage: the clock jumps so a share of the deadlines passed; then a restart and a first command."""
    n = built.n
    key = f"stored_{n}_"
    clock.jump(DUE_FROM + OVERDUE_SHARE * (DUE_TO - DUE_FROM))
    store = SqliteStore(built.path)
    await store.open()
    restarted_at = clock()
    overdue = len(await store.due_deadlines(restarted_at, limit=max(1, n)))
    await store.close()
    running, ready, answered, reply = await first_answer(
        fake, payloads, built.path, clock, built, budget.answer_timeout
    )
    try:
        report.add(
            key + "restart_s",
            answered,
            f"- {n} stored, {overdue} deadlines overdue: restart to the first answered command {answered:.2f} s "
            f"(ready {ready:.2f} s; its reply {reply:.2f} s; target <= 1 s)",
        )
        report.figures[key + "restart_reply_s"] = reply
        # Commands meanwhile, and how long the catch-up takes (time-boxed).
        sent: dict[str, float] = {}
        started = time.perf_counter()
        stop = started + budget.catchup_seconds
        left = overdue
        while time.perf_counter() < stop:
            # The deadlines overdue at the restart; those falling due since are ordinary work.
            left = len(await running.store.due_deadlines(restarted_at, limit=1))
            if not left:
                break
            match_id = rng.choice(built.active)
            payload = hand_command(payloads, built.users_of(match_id)[0], match_id)
            sent[payload["token"]] = time.perf_counter()
            await fake.dispatch("INTERACTION_CREATE", payload)
            await asyncio.sleep(0.2)
        catchup = time.perf_counter() - started
        with contextlib.suppress(AssertionError):
            await until(lambda: all(t in fake.answered_at for t in sent), timeout=budget.answer_timeout)
        waits = [(fake.answered_at[t] - at) * 1000 for t, at in sent.items() if t in fake.answered_at]
        during = f"; /hand meanwhile p99 {percentile(waits, 0.99):.0f} ms over {len(waits)}" if waits else ""
        report.add(
            key + "catchup_s",
            catchup,
            f"- {n} stored: {overdue} overdue deadlines "
            + (f"caught up {catchup:.1f} s after the first answer" if not left else f"still due after {catchup:.0f} s")
            + during,
        )
    finally:
        await stop_bot(running)


def report_build(report: Report, built: Built) -> None:
    n = built.n
    key = f"stored_{n}_"
    templates = built.templates
    rows = ", ".join(f"{name} {count:,}" for name, count in built.rows.items())
    total = templates.seconds + built.seconds
    report.add(
        key + "build_s",
        total,
        f"- {n} stored ({len(built.finished)} finished, {len(built.active)} active): built in {total:.1f} s: "
        f"{len(templates.finished)}+{len(templates.active)} template matches played through the service in "
        f"{templates.seconds:.1f} s (pruned at the store retention), "
        f"copied in {built.clone_seconds:.1f} s; rows: {rows}",
    )
    per_table, other, exact = match_bytes(built)
    finished = sum(f for f, _ in per_table.values())
    active = sum(a for _, a in per_table.values())
    size = built.path.stat().st_size
    how = "dbstat" if exact else "file size split by row payload"
    report.add(key + "db_mb", size / 1e6, f"- {n} stored: database {size / 1e6:.1f} MB")
    report.add(
        key + "finished_match_bytes",
        finished,
        f"- {n} stored: {finished / 1024:.1f} KB on disk per finished match (target <= 20 KB; {how}): "
        + ", ".join(f"{name} {f / 1024:.1f} KB" for name, (f, _) in per_table.items()),
    )
    report.add(
        key + "active_match_bytes",
        active,
        f"- {n} stored: {active / 1024:.1f} KB on disk per active match: "
        + ", ".join(f"{name} {a / 1024:.1f} KB" for name, (_, a) in per_table.items())
        + f"; other tables {other / 1024:.0f} KB in all",
    )


async def bench_scale(report: Report, game: str, sizes: list[int], *, quick: bool) -> None:
    """Build each size in turn (templates shared), measure it, delete it."""
    budget = QUICK if quick else FULL
    with tempfile.TemporaryDirectory(prefix="botwar-scale-") as folder:
        count = 3 if quick else 6
        templates = await make_templates(Path(folder) / "templates.db", game, count, count)
        for n in sorted(sizes):
            path = Path(folder) / f"stored-{n}.db"
            built = await build_stored(path, n, game, templates=templates, quick=quick)
            report_build(report, built)
            await measure(report, built, budget, report.figures)
            for leftover in Path(folder).glob(f"stored-{n}.db*"):
                leftover.unlink()
