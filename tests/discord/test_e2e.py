"""End to end: a real discord.py client against the fake Discord, on a temp SQLite file, with High Card."""

import logging
from pathlib import Path
from typing import Any

import pytest

import bot.rules
from bot.games import GAMES
from bot.service import User
from tests.discord.conftest import ALICE, BOB, CAROL, Harness, Member
from tests.discord.fake_discord import GUILD_ID, Sent, until
from tests.discord.pickgame import PICK
from tests.support.highcard import HIGHCARD


async def start_match(h: Harness, *players: int, **options: Any) -> None:
    await h.command("game", "new", user=players[0], game="highcard", **options)
    for player in players[1:]:
        await h.command("game", "join", user=player, match=1)
    await h.command("game", "start", user=players[0], match=1)
    await h.deliver()


def thread_id(h: Harness) -> int:
    return int(h.fake.threads[0]["id"])


def last_decision_dm(h: Harness, user: int) -> Sent:
    return [m for m in h.fake.dms_to(user) if m.custom_ids][-1]


def only(replies: list[Sent]) -> Sent:
    texts = [r for r in replies if r.text.strip()]
    assert len(texts) == 1, [r.payload for r in replies]
    return texts[0]


async def secrets_of(h: Harness, seat: int) -> set[str]:
    match = await h.service.store.get_match(1)
    assert match.state is not None
    return HIGHCARD.secrets(HIGHCARD.State.model_validate_json(match.state), seat)


async def test_create_join_start_sends_each_player_only_their_own_cards(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    match = await h.service.store.get_match(1)
    assert match.status == "active" and match.thread_id == str(thread_id(h))
    thread = h.fake.in_channel(thread_id(h))
    assert any("waiting for" in m.text and m.custom_ids == ["bw:m:1:hand"] for m in thread)
    for seat, user in enumerate((ALICE, BOB)):
        dms = h.fake.dms_to(user)
        assert dms and "Your hand" in last_decision_dm(h, user).text
        hidden = await secrets_of(h, seat)
        assert hidden and not any(token in m.text for m in dms for token in hidden)
    assert all(m.nonce and len(m.nonce) <= 25 for m in h.fake.messages if m.route == "message" and m.embeds)
    assert await h.service.pending_messages() == []


async def test_a_button_click_acts_and_the_thread_shows_it(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    for user in (ALICE, BOB):
        dm = last_decision_dm(h, user)
        replies = await h.click(dm, dm.custom_ids[0], user=user)
        edit = only(replies)
        assert edit.route == "edit" and "You play your" in edit.text
    await h.deliver()
    assert any("Round 1:" in m.text and "wins with" in m.text for m in h.fake.in_channel(thread_id(h)))
    assert any("Round 2" in m.text for m in h.fake.dms_to(ALICE))


async def test_an_old_button_still_works_after_a_restart(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    await h.restart()
    edit = only(await h.click(dm, dm.custom_ids[1], user=ALICE))
    assert edit.route == "edit" and "You play your" in edit.text
    assert (await h.service.store.get_match(1)).version > 0


async def test_a_stale_button_says_so_and_shows_the_current_view(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    h.clock.advance(25)
    assert h.bot is not None
    await h.bot.deadlines.run_once()  # both defaults are played: round 2 begins
    reply = only(await h.click(dm, dm.custom_ids[1], user=ALICE))
    assert reply.ephemeral and "no longer current" in reply.text and "Round 2" in reply.text
    view = await h.service.view(1, User(str(ALICE), ""))
    assert len(view.text.split("Your hand: ")[1].split()) == 3


async def test_a_second_click_on_an_answered_decision_says_the_move_was_taken(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    await h.click(dm, dm.custom_ids[0], user=ALICE)
    version = (await h.service.store.get_match(1)).version
    reply = only(await h.click(dm, dm.custom_ids[1], user=ALICE))
    assert reply.ephemeral and "Your move on that decision was already taken" in reply.text
    assert "Round 1" in reply.text and not reply.custom_ids
    assert (await h.service.store.get_match(1)).version == version


async def test_a_click_after_a_crash_between_the_save_and_the_reply_says_the_move_was_taken(
    harness: Harness,
) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    alice = User(str(ALICE), "Alice")
    view = await h.service.view(1, alice)
    assert view.decision is not None
    # The click's move was saved, then the bot died before it answered.
    action = view.decision["choices"][2]["action"]
    await h.service.act(1, alice, action, decision_id=view.decision["id"], interaction_id="lost-reply")
    await h.restart()
    reply = only(await h.click(dm, dm.custom_ids[2], user=ALICE))
    assert reply.ephemeral and "Your move on that decision was already taken" in reply.text
    assert [entry.action for entry in await h.service.store.action_log(1)] == [action]


async def test_old_buttons_and_hand_of_a_cancelled_match_say_so_without_buttons(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    await h.command("game", "cancel", user=ALICE, match=1)
    reply = only(await h.click(dm, dm.custom_ids[0], user=ALICE))
    assert reply.ephemeral and "Match #1 was cancelled; no moves are taken." in reply.text
    assert not reply.custom_ids, "no live buttons"
    hand = only(await h.command("hand", user=ALICE, match=1))
    assert "Match #1 was cancelled; no moves are taken." in hand.text and not hand.custom_ids
    assert (await h.service.store.get_match(1)).status == "cancelled"


async def test_another_players_button_is_refused(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    before = (await h.service.store.get_match(1)).version
    reply = only(await h.click(dm, dm.custom_ids[0], user=BOB))
    assert reply.ephemeral and reply.content == "This button belongs to another player."
    assert (await h.service.store.get_match(1)).version == before


async def test_a_double_click_acts_once(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    await h.click(dm, dm.custom_ids[0], user=ALICE, interaction_id=77)
    version = (await h.service.store.get_match(1)).version
    reply = only(await h.click(dm, dm.custom_ids[0], user=ALICE, interaction_id=77))
    assert reply.ephemeral
    assert (await h.service.store.get_match(1)).version == version


async def test_closed_dms_fall_back_to_the_thread_once_and_hand_works(harness: Harness) -> None:
    h = harness
    h.fake.close_dms(BOB)
    await h.command("game", "new", user=ALICE, game="highcard")
    replies = await h.command("game", "join", user=BOB, match=1)
    assert any(r.ephemeral and "cannot DM you" in r.text for r in replies)
    assert await h.service.users.dms_closed(str(BOB))
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    dm = last_decision_dm(h, ALICE)
    await h.click(dm, dm.custom_ids[0], user=ALICE)
    hand = only(await h.command("hand", user=BOB, match=1))
    assert hand.ephemeral and "Your hand" in hand.text and len(hand.custom_ids) == 4
    await h.click(hand, hand.custom_ids[0], user=BOB)
    await h.deliver()
    warnings = [m for m in h.fake.in_channel(thread_id(h)) if "does not accept DMs" in m.content]
    assert len(warnings) == 1 and "<@102>" in warnings[0].content
    assert h.fake.dms_to(BOB) == [] and await h.service.pending_messages() == []


async def start_after_bob_closed_his_dms(h: Harness) -> None:
    """Alice and Bob in a match of High Card; Bob closed his DMs after joining (and the bot found out)."""
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    h.fake.close_dms(BOB)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    assert await h.service.users.dms_closed(str(BOB))


async def test_dms_closed_after_joining_are_detected_on_delivery(harness: Harness) -> None:
    h = harness
    await start_after_bob_closed_his_dms(h)
    assert sum("does not accept DMs" in m.content for m in h.fake.in_channel(thread_id(h))) == 1
    assert await h.service.pending_messages() == []


async def test_rate_limits_and_server_errors_are_retried_and_delivered_once(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    h.fake.fail("POST", f"/channels/{thread_id(h)}/messages", 429, retry_after=0.01, **{"global": False})
    h.fake.fail("POST", f"/channels/{thread_id(h)}/messages", 503, times=1, message="unavailable")
    first = await h.deliver()
    assert await h.service.pending_messages() == []  # the failed one waits for its backoff
    h.clock.advance(1)
    second = await h.deliver()
    assert all(f.times == 0 for f in h.fake.failures)
    assert first + second == 4 and await h.service.pending_messages() == []
    nonces = [m.nonce for m in h.fake.messages if m.route == "message" and m.embeds]
    assert len(nonces) == len(set(nonces)) == 4


async def test_a_missed_deadline_plays_the_default_and_the_thread_says_so(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    h.clock.advance(25)
    assert h.bot is not None
    report = await h.bot.deadlines.run_once()
    assert report.defaulted == 2
    await h.deliver()
    assert any("missed the deadline" in m.text for m in h.fake.in_channel(thread_id(h)))


async def test_the_status_hand_button_shows_each_clicker_their_own_view(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    status = next(m for m in h.fake.in_channel(thread_id(h)) if m.custom_ids == ["bw:m:1:hand"])
    mine = only(await h.click(status, "bw:m:1:hand", user=ALICE))
    assert mine.ephemeral and "Your hand" in mine.text and len(mine.custom_ids) == 4
    spectator = only(await h.click(status, "bw:m:1:hand", user=CAROL))
    assert spectator.ephemeral and "Your hand" not in spectator.text and spectator.custom_ids == []


async def test_act_with_a_typed_action(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    view = await h.service.view(1, User(str(ALICE), ""))
    assert view.decision is not None
    action = view.decision["choices"][0]["action"]
    reply = only(await h.command("act", user=ALICE, match=1, action=action))
    assert reply.ephemeral and "You play your" in reply.text
    bad = only(await h.command("act", user=ALICE, match=1, action="play h99"))
    assert bad.ephemeral and bad.content.endswith(".")


async def test_refusals_are_one_clear_ephemeral_sentence_and_change_nothing(harness: Harness) -> None:
    h = harness
    dm = only(await h.command("game", "new", user=ALICE, dm=True, game="highcard"))
    assert dm.ephemeral and dm.content == "This command works only in a server channel."
    bad = only(await h.command("game", "new", user=ALICE, game="highcard", options="rounds=9"))
    assert bad.ephemeral and "rounds" in bad.content
    unknown = only(await h.command("game", "join", user=BOB, match=99))
    assert unknown.ephemeral and unknown.content == "There is no match #99."
    assert await h.service.list_matches() == []
    await start_match(h, ALICE, BOB)
    late = only(await h.command("game", "join", user=CAROL, match=1))
    assert late.ephemeral and "already started" in late.content
    assert len((await h.service.store.get_match(1)).seats) == 2


async def test_joining_a_full_match_is_refused(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard", ai_players=3)
    full = only(await h.command("game", "join", user=BOB, match=1))
    assert full.ephemeral and "full" in full.content


async def test_cancel_needs_the_creator_or_a_manager(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    refused = only(await h.command("game", "cancel", user=BOB, match=1))
    assert refused.ephemeral and "creator" in refused.content
    await h.command("game", "cancel", user=BOB, manager=True, match=1)
    assert (await h.service.store.get_match(1)).status == "cancelled"


async def test_health_is_for_managers(harness: Harness) -> None:
    h = harness
    refused = only(await h.command("botwar", "health", user=BOB))
    assert refused.ephemeral and "Manage Server" in refused.content
    counts = only(await h.command("botwar", "health", user=BOB, manager=True))
    assert counts.ephemeral and counts.content.splitlines() == [
        "**botwar health**",
        "Deadlines waiting: 0",
        "Matches running: 0",
        "Matches ever created: 0",
        "Matches open for players: 0",
        "Messages waiting to be delivered: 0",
    ]


async def test_an_unexpected_error_is_logged_not_shown(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness

    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("database on fire")

    monkeypatch.setattr(h.service, "view", broken)
    reply = only(await h.command("hand", user=ALICE, match=1))
    assert reply.ephemeral and reply.content == "Something went wrong; nothing was changed."


async def test_rules_without_a_doc_say_so(harness: Harness) -> None:
    reply = only(await harness.command("rules", user=ALICE, game="highcard"))
    assert reply.ephemeral and "no written rules" in reply.content


async def test_rules_pick_a_section_and_split_long_answers(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = "\n".join(f"Rule {i}: " + "words " * 30 for i in range(60))
    (tmp_path / "highcard.md").write_text(f"# High Card\n\n{body}\n\n## Scoring\n\nHighest card wins.\n")
    monkeypatch.setattr(bot.rules, "RULES_DIR", tmp_path)
    section = only(await harness.command("rules", user=ALICE, game="highcard", topic="scoring"))
    assert section.ephemeral and section.content == "## Scoring\n\nHighest card wins."
    parts = await harness.command("rules", user=ALICE, game="highcard")
    assert len(parts) > 2 and all(p.ephemeral and len(p.content) <= 2000 for p in parts)


async def test_act_autocompletes_the_callers_legal_actions(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    payload = h._base(4, ALICE, {}, dm=False, manager=False)
    payload["data"] = {
        "id": "1",
        "name": "act",
        "type": 1,
        "options": [
            {"name": "match", "type": 4, "value": 1},
            {"name": "action", "type": 3, "value": "", "focused": True},
        ],
    }
    await h.send(payload)
    callback = h.fake.callback(payload["token"])
    assert callback is not None and callback["type"] == 8
    offered = {c["value"] for c in callback["data"]["choices"]}
    view = await h.service.view(1, User(str(ALICE), ""))
    assert view.decision is not None
    assert offered == {c["action"] for c in view.decision["choices"]}


async def test_autocomplete_speaks_the_clients_language(harness: Harness) -> None:
    """Game names and the legal actions offered while typing are in the client's language."""
    h = harness
    await start_match(h, ALICE, BOB)
    h.locales[ALICE] = "fi"

    async def offered(command: str, options: list[dict[str, Any]]) -> list[str]:
        payload = h._base(4, ALICE, {}, dm=False, manager=False)
        payload["data"] = {"id": "1", "name": command, "type": 1, "options": options}
        await h.send(payload)
        callback = h.fake.callback(payload["token"])
        assert callback is not None and callback["type"] == 8
        return [c["name"] for c in callback["data"]["choices"]]

    new = [{"name": "new", "type": 1, "options": [{"name": "game", "type": 3, "value": "high", "focused": True}]}]
    assert await offered("game", new) == ["High Card (2\u20134 pelaajaa)"]
    act = [
        {"name": "match", "type": 4, "value": 1},
        {"name": "action", "type": 3, "value": "", "focused": True},
    ]
    assert all(name.startswith("Pelaa korttisi ") for name in await offered("act", act))


async def test_a_reminder_reaches_the_player_with_buttons(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    before = len(h.fake.dms_to(ALICE))
    h.clock.advance(21)
    assert h.bot is not None
    assert (await h.bot.deadlines.run_once()).reminded == 2
    await h.deliver()
    reminder = h.fake.dms_to(ALICE)[before:]
    assert len(reminder) == 1 and "Reminder" in reminder[0].text and len(reminder[0].custom_ids) == 4


async def test_leaving_a_running_match_hands_the_seat_to_the_ai(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    reply = only(await h.command("game", "leave", user=BOB, match=1))
    assert reply.ephemeral and reply.content == "You left match #1."
    await h.deliver()
    assert any("Bob left the match" in m.text for m in h.fake.in_channel(thread_id(h)))
    assert (await h.service.store.get_match(1)).seats[1].is_ai


async def test_settings_list_and_status(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    changed = only(await h.command("game", "settings", user=ALICE, match=1, hours=48.0, ai_takeover_after=0))
    assert changed.ephemeral and "Match #1: 48 h per decision" in changed.content
    bad = only(await h.command("game", "settings", user=ALICE, match=1, hours=99999.0))
    assert bad.ephemeral and "decision_hours" in bad.content
    assert (await h.service.store.get_match(1)).settings["decision_hours"] == 48.0
    listed = only(await h.command("game", "list", user=BOB))
    assert listed.ephemeral and "#1 High Card (open, 1 player)" in listed.content
    status = only(await h.command("game", "status", user=BOB, match=1))
    assert status.ephemeral and "**High Card** match #1 is open: Alice (1/4 seated; 2 needed to start)." in status.text


async def test_a_second_click_on_an_answered_decision_is_refused_even_when_the_next_looks_the_same(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pick with three rounds asks the same question three times (as Bottisota-2's "fire autogun
    2" leaves the same choices): a button stands for one occurrence, so a double click is one move."""
    h = harness
    monkeypatch.setitem(GAMES, "pick", PICK)
    await h.command("game", "new", user=ALICE, game="pick", options="rounds=3")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    dm = last_decision_dm(h, ALICE)
    select = [c for row in dm.components for c in row["components"]][1]
    first = only(await h.click(dm, select["custom_id"], user=ALICE, values=["29"]))
    assert first.route == "edit" and first.custom_ids and first.custom_ids != dm.custom_ids
    again = only(await h.click(dm, select["custom_id"], user=ALICE, values=["29"]))
    assert "already taken" in again.text
    log = await h.service.store.action_log(1)
    assert [(entry.seat, entry.action) for entry in log] == [(0, "pick 30")]


async def test_many_choices_come_as_select_menus_that_act(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    monkeypatch.setitem(GAMES, "pick", PICK)
    await h.command("game", "new", user=ALICE, game="pick")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    dm = last_decision_dm(h, ALICE)
    selects = [c for row in dm.components for c in row["components"]]
    assert [c["type"] for c in selects] == [3, 3] and [len(c["options"]) for c in selects] == [15, 15]
    high = selects[1]
    option = next(o for o in high["options"] if o["label"] == "30")
    edit = only(await h.click(dm, high["custom_id"], user=ALICE, values=[option["value"]]))
    assert edit.route == "edit" and edit.custom_ids == []
    bob = last_decision_dm(h, BOB)
    await h.click(bob, bob.custom_ids[0], user=BOB, values=["0"])
    await h.deliver()
    assert any("Winner: Alice" in m.text for m in h.fake.in_channel(thread_id(h)))


async def test_a_failing_click_is_logged_and_answered_plainly(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    await start_match(h, ALICE, BOB)

    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(h.service, "act", broken)
    dm = last_decision_dm(h, ALICE)
    reply = only(await h.click(dm, dm.custom_ids[0], user=ALICE))
    assert reply.ephemeral and reply.content == "Something went wrong; nothing was changed."


async def test_hand_without_a_match_picks_the_only_running_one(harness: Harness) -> None:
    h = harness
    nothing = only(await h.command("hand", user=ALICE))
    assert nothing.ephemeral and nothing.content == "You are not playing in any running match."
    await start_match(h, ALICE, BOB)
    hand = only(await h.command("hand", user=ALICE, dm=True))
    assert hand.ephemeral and "Your hand" in hand.text and len(hand.custom_ids) == 4


async def test_kick_needs_the_creator_or_a_manager_and_hands_the_seat_to_the_ai(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB, CAROL)
    refused = only(await h.command("game", "kick", user=BOB, match=1, player=Member(CAROL)))
    assert refused.ephemeral and "creator" in refused.content
    assert not (await h.service.store.get_match(1)).seats[2].is_ai
    done = only(await h.command("game", "kick", user=BOB, manager=True, match=1, player=Member(CAROL)))
    assert "Carol was removed from match #1" in done.text
    await h.deliver()
    assert any("Carol was removed by Bob" in m.text for m in h.fake.in_channel(thread_id(h)))
    assert (await h.service.store.get_match(1)).seats[2].is_ai


async def test_lost_replies_and_hung_sends_are_retried_and_shown_once(harness: Harness) -> None:
    h = harness
    assert h.bot is not None
    h.bot.settings.send_timeout_seconds = 0.2
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    thread = f"/channels/{thread_id(h)}/messages"
    # Discord creates the message but the answer is a 500; then one hangs past the timeout.
    h.fake.fail("POST", thread, 500, lost_reply=True, message="lost")
    h.fake.fail("POST", thread, 200, delay=1.0, lost_reply=True, id="0")
    delivered = 0
    for _ in range(3):  # the thread's later posts wait, in order, behind the retried one
        delivered += await h.deliver()
        h.clock.advance(60)
    assert all(f.times == 0 for f in h.fake.failures)
    assert await h.service.pending_messages() == []
    # Two thread posts and two DMs, each shown exactly once although two were sent twice.
    shown = [m.nonce for m in h.fake.messages if m.route == "message" and m.embeds]
    assert len(shown) == len(set(shown)) == delivered == 4
    assert sum(path.endswith(thread) for _, path in h.fake.requests) >= 4


async def test_the_status_post_carries_the_board_picture(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    status = next(m for m in h.fake.in_channel(thread_id(h)) if m.custom_ids == ["bw:m:1:hand"])
    assert status.files["board.png"].startswith(b"\x89PNG\r\n\x1a\n")
    assert status.embeds[0]["image"]["url"] == "attachment://board.png"


async def test_an_interaction_delivered_twice_is_answered_once_and_logged_at_info(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    dm = last_decision_dm(h, ALICE)
    sent: list[dict[str, Any]] = []
    deliver = h.send

    async def keep(payload: dict[str, Any]) -> list[Sent]:
        sent.append(payload)
        return await deliver(payload)

    h.send = keep  # type: ignore[method-assign]
    await h.click(dm, dm.custom_ids[0], user=ALICE)
    h.send = deliver  # type: ignore[method-assign]
    version = (await h.service.store.get_match(1)).version
    answers = len(h.fake.callbacks)
    with caplog.at_level(logging.INFO):
        await h.send(sent[0])  # Discord delivers the same interaction (same id and token) again
        await until(lambda: any("delivered twice" in r.getMessage() for r in caplog.records))
    assert len(h.fake.callbacks) == answers and (await h.service.store.get_match(1)).version == version
    ours = [r for r in caplog.records if r.name.startswith(("cogs", "bot"))]
    assert [r.levelname for r in ours if "delivered twice" in r.getMessage()] == ["INFO"]
    assert not [r for r in ours if r.levelno >= logging.WARNING], [r.getMessage() for r in ours]


def welcomes(h: Harness, user: int) -> list[Sent]:
    return [m for m in h.fake.dms_to(user) if "botwar will send your hands" in m.content]


async def test_the_welcome_dm_goes_once_per_player(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "join", user=BOB, match=2)
    assert len(welcomes(h, ALICE)) == 1 and len(welcomes(h, BOB)) == 1


async def test_start_sends_every_player_their_hand_at_once(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="stakbots")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    first = [m for m in h.fake.dms_to(ALICE) if m.embeds]
    second = [m for m in h.fake.dms_to(BOB) if m.embeds]
    assert len(first) == 1 and "Here is your hand and your first decision" in first[0].text and first[0].custom_ids
    assert len(second) == 1 and not second[0].custom_ids
    assert "Match #1 of Stak Bots has begun. Here is your hand; I will write when you have a decision" in second[0].text
    assert second[0].payload["embeds"][0]["title"] == "Match #1: your hand"


async def test_the_player_who_clicked_gets_no_dm_repeating_the_reply(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="stakbots")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    dm = last_decision_dm(h, ALICE)
    before = len(h.fake.dms_to(ALICE))
    edit = only(await h.click(dm, dm.custom_ids[0], user=ALICE))
    await h.deliver()
    assert edit.route == "edit" and "You " in edit.text
    assert len(h.fake.dms_to(ALICE)) == before, "the reply showed it; no DM repeats it"
    assert h.fake.in_channel(thread_id(h)), "the thread still reads every public event"


async def test_dms_opened_again_are_used_after_the_next_command(harness: Harness) -> None:
    h = harness
    h.fake.close_dms(BOB)
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=BOB, match=1)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    assert not [m for m in h.fake.dms_to(BOB) if m.embeds]
    warning = [m for m in h.fake.in_channel(thread_id(h)) if "does not accept DMs" in m.content]
    assert len(warning) == 1 and "I try DMs again when they next use a command" in warning[0].content
    h.fake.open_dms(BOB)
    hand = only(await h.command("hand", user=BOB, match=1))  # Bob comes back, and plays from /hand
    await h.click(hand, hand.custom_ids[0], user=BOB)
    dm = last_decision_dm(h, ALICE)
    await h.click(dm, dm.custom_ids[0], user=ALICE)  # the round ends: Bob's next decision goes by DM
    await h.deliver()
    assert [m for m in h.fake.dms_to(BOB) if m.custom_ids], "Bob's next decision came by DM"
    assert not await h.service.users.dms_closed(str(BOB))


async def test_closed_dms_are_tried_again_after_a_back_off(harness: Harness) -> None:
    h = harness
    await start_after_bob_closed_his_dms(h)
    h.fake.open_dms(BOB)  # the bot does not know yet

    async def play_a_round() -> None:
        # Bob first: the player whose move ends the round sees the next decision in the reply.
        for user in (User(str(BOB), "Bob"), User(str(ALICE), "Alice")):
            view = await h.service.view(1, user)
            assert view.decision is not None
            await h.service.act(1, user, view.decision["default"])
        await h.deliver()

    await play_a_round()
    assert not [m for m in h.fake.dms_to(BOB) if m.custom_ids], "closed: not tried before the back-off"
    h.clock.advance(1.5)  # past the first back-off (an hour), before the deadlines
    await play_a_round()
    assert [m for m in h.fake.dms_to(BOB) if m.custom_ids] and not await h.service.users.dms_closed(str(BOB))


async def test_each_reader_gets_their_own_language_and_the_thread_the_servers(harness: Harness) -> None:
    """Alice's Discord is Finnish, Bob's English; the server prefers Finnish (the test game
    has a Finnish catalogue; the bot's own words fall back to English until translated)."""
    h = harness
    h.locales[ALICE] = "fi"
    h.guild_locale = "fi"
    await start_match(h, ALICE, BOB)
    assert "Kierros 1: pelaa kortti" in last_decision_dm(h, ALICE).text
    assert "Round 1: play a card" in last_decision_dm(h, BOB).text
    for user in (ALICE, BOB):
        dm = last_decision_dm(h, user)
        await h.click(dm, dm.custom_ids[0], user=user)
    await h.deliver()
    thread = [m.text for m in h.fake.in_channel(thread_id(h))]
    assert any("Kierros 1:" in text and "voittaa kortilla" in text for text in thread), thread
    hand = only(await h.command("hand", user=BOB, match=1))
    assert "Round 2: play a card" in hand.text
    await h.command("settings", "language", user=BOB, language="fi")
    hand = only(await h.command("hand", user=BOB, match=1))
    assert "Kierros 2: pelaa kortti" in hand.text
    await h.click(hand, hand.custom_ids[0], user=BOB)
    dm = last_decision_dm(h, ALICE)
    await h.click(dm, dm.custom_ids[0], user=ALICE)
    await h.deliver()
    assert "Kierros 3: pelaa kortti" in last_decision_dm(h, BOB).text, "Bob chose Finnish for his DMs too"


async def test_only_a_manager_sets_the_servers_language(harness: Harness) -> None:
    h = harness
    refused = only(await h.command("settings", "server-language", user=BOB, language="sv"))
    assert refused.ephemeral and "Only a member with Manage Server" in refused.text
    done = only(await h.command("settings", "server-language", user=ALICE, manager=True, language="sv"))
    assert "Match threads here are in Svenska from now on." in done.text
    assert await h.service.languages.for_thread(str(GUILD_ID)) == "sv"
