"""`python -m bot migrate --from sqlite:///… --to postgresql://…` on real databases: an SQLite
file played through the service is copied into a real PostgreSQL database, checked, refused
a second time, and play goes on from the copy."""

import asyncio
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.cli import main, open_service
from bot.service import GameService, User
from storage import DeckRecord, SqliteStore
from tests.conftest import FakeClock

PLAYERS = [User(f"{100 + n}", f"Player {n}", guild_id="1") for n in range(4)]
TABLES = ("matches", "seats", "action_log", "deadlines", "outbox", "interactions", "users", "guilds", "decks")


async def play_some(service: GameService, clock: FakeClock) -> list[int]:
    """Finished, running and waiting matches, with clicks, DMs, languages and delivered messages."""
    ids = []
    for n in range(6):
        creator, rival = PLAYERS[n % 2], PLAYERS[2 + n % 2]
        match = await service.create_match("stakbots", creator, seed=n, channel_id=f"{500 + n}")
        ids.append(match.id)
        if n == 5:
            break  # stays a lobby
        await service.join(match.id, rival)
        await service.start(match.id, creator)
        if n % 2 == 0:  # both leave: the AI plays it to the end
            await service.leave(match.id, creator)
            await service.leave(match.id, rival)
        else:
            view = await service.view(match.id, creator)
            if view.decision:
                await service.act(match.id, creator, view.decision["default"], interaction_id=f"click{n}")
        clock.now += 60
    await service.store.update_user(PLAYERS[0].id, {"welcomed": True, "language": "fi"}, clock.now)
    await service.store.update_guild("1", {"locale": "de"}, clock.now)
    await service.store.put_deck(
        DeckRecord(user_id=PLAYERS[0].id, game="doomtrooper", name="Mine", cards={"01035": 2}), 5.0
    )
    first = await service.pending_messages(limit=20)
    await service.messages_delivered([m.id for m in first])
    return ids


def rows(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as conn:
        return {t: int(conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]) for t in TABLES}


async def pg_rows(url: str) -> dict[str, int]:
    conn = await asyncpg.connect(url)
    try:
        return {t: int(await conn.fetchval(f"SELECT COUNT(*) FROM {t}")) for t in TABLES}
    finally:
        await conn.close()


async def everything(database: str) -> list[object]:
    """What the service and the store tell about every match, for comparing two databases."""
    seen: list[object] = []
    async with open_service(database) as service:
        store = service.store
        last = (await store.counts())["matches_created"]
        for match in (await store.get_matches(list(range(1, last + 1)))).values():
            seen.append(match.model_dump(exclude={"deadlines"}))
            seen.append(sorted(d.model_dump_json() for d in match.deadlines))
            seen.append(await store.action_log(match.id))
        seen.append([(m.idem_key, m.body, m.attempts) for m in await store.undelivered_outbox(1000)])
        seen.append(await store.get_user(PLAYERS[0].id))
        seen.append(await store.get_guild("1"))
        seen.append(await store.list_decks(PLAYERS[0].id, "doomtrooper"))
    return seen


@pytest.mark.usefixtures("pg_server")
def test_migrate_copies_everything_checks_it_and_refuses_to_run_twice(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "botwar.db"
    clock = FakeClock()

    async def prepare() -> None:
        async with SqliteStore(source) as store:
            await play_some(GameService(store, clock), clock)

    asyncio.run(prepare())
    counts = rows(source)
    assert counts["deadlines"] and counts["interactions"] and counts["outbox"] > counts["deadlines"]

    assert main(["migrate", "--from", f"sqlite:///{source}", "--to", pg_url]) == 0
    out = capsys.readouterr().out
    assert "every match's log replays to its state" in out
    assert asyncio.run(pg_rows(pg_url)) == counts
    assert asyncio.run(everything(pg_url)) == asyncio.run(everything(str(source)))

    assert main(["migrate", "--from", str(source), "--to", pg_url]) == 2
    err = capsys.readouterr().err
    assert "the target database is not empty" in err and "Traceback" not in err
    assert asyncio.run(pg_rows(pg_url)) == counts, "nothing was copied twice"

    async def play_on() -> None:
        async with open_service(pg_url) as service:
            match = await service.create_match("stakbots", PLAYERS[0], seed=9)
            assert match.id == counts["matches"] + 1, "new ids follow the copied ones"
            active = [m for m in await service.list_matches(user=PLAYERS[1]) if m.status == "active"]
            view = await service.view(active[0].id, PLAYERS[1])
            assert view.decision is not None
            await service.act(active[0].id, PLAYERS[1], view.decision["default"])

    asyncio.run(play_on())


def test_migrate_explains_wrong_arguments_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["migrate", "--from", str(tmp_path / "none.db"), "--to", "postgresql://x@/y"]) == 2
    assert "there is no database file" in capsys.readouterr().err
    assert main(["migrate", "--from", str(tmp_path / "none.db"), "--to", str(tmp_path / "b.db")]) == 2
    assert "--to must be a PostgreSQL URL" in capsys.readouterr().err
