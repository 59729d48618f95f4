"""No server reaches another's matches (issue #27): every command, click and autocomplete that
names a match is checked against the match's own server; in a DM, only its players reach it."""

from typing import Any

from bot.service import User
from tests.discord.conftest import ALICE, BOB, CAROL, MANAGER, Harness, Member
from tests.discord.fake_discord import GUILD_ID, Sent

OTHER_GUILD = GUILD_ID + 1000
"""A second server where the bot is installed too; Mona manages it."""


def only(replies: list[Sent]) -> Sent:
    texts = [r for r in replies if r.text.strip()]
    assert len(texts) == 1, [r.payload for r in replies]
    return texts[0]


async def snapshot(h: Harness) -> tuple[Any, ...]:
    match = await h.service.store.get_match(1)
    return match.version, match.status, match.settings, match.seats, match.state


async def match_choices(h: Harness, user: int, command: str, *, dm: bool = False, guild: int = GUILD_ID) -> list[int]:
    """What the `match` option of `/command` autocompletes to for `user`."""
    payload = h._base(4, user, {}, dm=dm, manager=False, guild=guild)
    payload["data"] = {
        "id": "1",
        "name": command,
        "type": 1,
        "options": [{"name": "match", "type": 4, "value": "", "focused": True}],
    }
    await h.send(payload)
    callback = h.fake.callback(payload["token"])
    assert callback is not None and callback["type"] == 8
    return [int(c["value"]) for c in callback["data"]["choices"]]


FOREIGN_COMMANDS: list[tuple[str, dict[str, Any]]] = [
    ("settings", {"hours": 1.0}),
    ("start", {}),
    ("kick", {"player": Member(BOB)}),
    ("cancel", {}),
    ("addai", {}),
    ("join", {}),
    ("leave", {}),
    ("status", {}),
]


async def test_a_manager_of_another_server_cannot_touch_our_match(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    before = await snapshot(h)
    for sub, options in FOREIGN_COMMANDS:
        reply = only(await h.command("game", sub, user=MANAGER, manager=True, guild=OTHER_GUILD, match=1, **options))
        assert reply.ephemeral, sub
        assert reply.text == "There is no match #1 in this server.", (sub, reply.text)
        assert await snapshot(h) == before, sub
    # The same manager in our server may (a manager's rights are rights in the match's own server).
    only(await h.command("game", "settings", user=MANAGER, manager=True, match=1, hours=2.0))
    assert (await h.service.store.get_match(1)).settings["decision_hours"] == 2.0


async def test_a_running_match_is_out_of_reach_of_other_servers_even_for_its_players(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    before = await snapshot(h)
    view = await h.service.view(1, User(str(ALICE), "Alice", str(GUILD_ID)))
    assert view.decision is not None
    action = view.decision["choices"][0]["action"]
    for user in (MANAGER, ALICE):  # a stranger, and a player asking from a server the match is not in
        for name, sub, options in (
            ("act", None, {"action": action}),
            ("hand", None, {}),
            ("game", "status", {}),
            ("game", "cancel", {}),
        ):
            reply = only(await h.command(name, sub, user=user, manager=True, guild=OTHER_GUILD, match=1, **options))
            assert reply.ephemeral and reply.text == "There is no match #1 in this server.", (name, sub, reply.text)
            assert await snapshot(h) == before
    # Alice's own server and her DMs still reach it.
    assert "Your hand" in only(await h.command("hand", user=ALICE, match=1)).text
    assert "Your hand" in only(await h.command("hand", user=ALICE, dm=True, match=1)).text


async def test_in_a_dm_only_the_players_reach_a_match(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    before = await snapshot(h)
    stranger = only(await h.command("hand", user=CAROL, dm=True, match=1))
    assert stranger.text == "There is no match #1."
    acted = only(await h.command("act", user=CAROL, dm=True, match=1, action="play 1"))
    assert acted.text == "There is no match #1."
    assert await snapshot(h) == before


async def test_match_autocomplete_lists_only_this_servers_matches(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    assert await match_choices(h, ALICE, "hand") == [1]
    assert await match_choices(h, ALICE, "hand", guild=OTHER_GUILD) == []
    assert await match_choices(h, ALICE, "hand", dm=True) == [1]
