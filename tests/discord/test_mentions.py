"""Names and decks that players choose are shown as written, and the bot pings nobody it does
not mean to: a real discord.py client against the fake Discord (docs/discord.md, "Mentions
and names")."""

import pytest

from bot.engine import Choice, Decision, Seat, Text, msg
from bot.games import get_game
from bot.games.doomtrooper import decklists
from bot.games.stakbots.rules import named
from bot.messages import decision_data, decision_words
from bot.text import markdown_safe
from bot.wording import wording_for
from tests.discord.conftest import ALICE, BOB, NAMES, Harness, Member
from tests.discord.fake_discord import Sent

MALLORY = 105
NAME = "@everyone **bold** <@&123> __x__"
SHOWN = "@\u200beveryone \\*\\*bold\\*\\* \\<@&123\\> \\_\\_x\\_\\_"
"""NAME as Discord must get it: Markdown escaped, @everyone broken by a zero-width space."""
RAW = ("**bold**", "__x__", "<@&123>", "@everyone")
"""Pieces of NAME that must never reach Discord as they are."""
CAPITOL = "; ".join(decklists.export(decklists.preconstructed("capitol")).splitlines())


@pytest.fixture(autouse=True)
def mallory(monkeypatch: pytest.MonkeyPatch) -> None:
    """A member whose display name is made of Markdown and mentions."""
    monkeypatch.setitem(NAMES, MALLORY, NAME)


def thread(h: Harness) -> list[Sent]:
    return h.fake.in_channel(int(h.fake.threads[0]["id"]))


def pinged(sent: Sent) -> list[str]:
    """The users a sent message may ping; fails if it may ping everyone, here or a role."""
    mentions = sent.payload.get("allowed_mentions")
    assert mentions is not None, f"no allowed_mentions: {sent.payload}"
    assert mentions.get("parse") == [] and not mentions.get("roles"), mentions
    assert not mentions.get("replied_user"), mentions
    return [str(user) for user in mentions.get("users", [])]


def said(h: Harness) -> list[Sent]:
    """Every message the bot sent with words in it (posts, DMs, replies, followups, edits)."""
    return [m for m in h.fake.messages if m.content or m.embeds]


def written_as_is(sent: Sent) -> list[str]:
    return [piece for piece in RAW if piece in sent.text]


async def test_a_name_made_of_markdown_and_mentions_is_shown_as_written_and_pings_nobody(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=MALLORY, game="highcard")
    joined = await h.command("game", "join", user=ALICE, match=1)
    assert any(SHOWN in r.content for r in joined), [r.content for r in joined]
    await h.command("game", "start", user=MALLORY, match=1)
    await h.deliver()
    dm = [m for m in h.fake.dms_to(ALICE) if m.custom_ids][-1]
    await h.click(dm, dm.custom_ids[0], user=ALICE)
    mine = [m for m in h.fake.dms_to(MALLORY) if m.custom_ids][-1]
    played = await h.click(mine, mine.custom_ids[0], user=MALLORY)
    await h.deliver()
    hand = await h.command("hand", user=ALICE, match=1)
    status = await h.command("game", "status", user=BOB, match=1)
    posts = thread(h)
    assert any(SHOWN in m.text for m in posts if m.embeds and "waiting for" in m.text)  # the status post
    assert any(SHOWN in m.text for m in posts if "Round 1:" in m.text)  # the round's events
    assert any(SHOWN in m.text for m in [*played, *hand, *status])  # replies show the table
    for sent in said(h):
        assert pinged(sent) == [], sent.payload
        assert not written_as_is(sent), sent.text


async def test_a_removed_players_name_is_escaped_in_the_reply(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=MALLORY, match=1)
    removed = await h.command("game", "kick", user=ALICE, match=1, player=Member(MALLORY))
    assert any(SHOWN in r.content for r in removed), [r.content for r in removed]
    assert all(pinged(sent) == [] and not written_as_is(sent) for sent in said(h))


async def test_only_the_notice_that_a_players_dms_are_closed_pings_them(harness: Harness) -> None:
    h = harness
    await h.command("game", "new", user=ALICE, game="highcard")
    await h.command("game", "join", user=MALLORY, match=1)
    h.fake.close_dms(MALLORY)
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    notices = [m for m in thread(h) if "does not accept DMs" in m.content]
    assert len(notices) == 1 and f"<@{MALLORY}>" in notices[0].content
    assert pinged(notices[0]) == [str(MALLORY)]
    assert all(pinged(sent) == [] for sent in said(h) if sent is not notices[0])


async def test_a_deck_named_with_markdown_is_shown_as_written(harness: Harness) -> None:
    h = harness
    created = await h.command("deck", "import", user=ALICE, text=CAPITOL, deck="__Caps__")
    assert any("\\_\\_Caps\\_\\_: 60 cards" in r.text for r in created), [r.text for r in created]
    brought = await h.command("game", "new", user=ALICE, game="doomtrooper", deck="__Caps__")
    assert any("You bring \\_\\_Caps\\_\\_ to match #1" in r.text for r in brought)
    await h.command("game", "join", user=BOB, match=1, deck="legion")
    await h.command("game", "start", user=ALICE, match=1)
    await h.deliver()
    posts = thread(h)
    assert any("Alice [\\_\\_Caps\\_\\_]:" in m.text for m in posts)
    assert not [m.text for m in posts if "__Caps__" in m.text]
    assert all(pinged(sent) == [] for sent in said(h))


def test_markdown_safe_escapes_what_discord_would_read_and_nothing_else() -> None:
    assert markdown_safe(NAME) == SHOWN
    assert markdown_safe("Ann") == "Ann" and markdown_safe("Émile Zoë 名前") == "Émile Zoë 名前"
    assert markdown_safe("<#42> <@!42> <t:1:R> [a](https://x.y)") == (
        "\\<\\#42\\> \\<@!42\\> \\<t\\:1\\:R\\> \\[a\\]\\(https\\://x\\.y\\)"
    )
    assert markdown_safe("# big\n-# small\n> quote\n1. list ||spoiler|| ~~gone~~ `code` a\\b") == (
        "\\# big\n\\-\\# small\n\\> quote\n1\\. list \\|\\|spoiler\\|\\| \\~\\~gone\\~\\~ \\`code\\` a\\\\b"
    )
    assert markdown_safe("@here and @Everyone") == "@\u200bhere and @\u200bEveryone"


def test_a_wording_for_markdown_escapes_names_and_players_texts_only() -> None:
    """Seats and `Text` are what players wrote; catalogue words and other arguments stay as they are."""
    game = get_game("doomtrooper")
    chosen = msg("dt-deck-chosen", who=Seat(0), deck=msg("dt-deck-own", name=Text("__Caps__")))
    status = msg("status-seat", name="**Ann**", prompt="p", when="w")
    plain, markdown = wording_for(game), wording_for(game, markdown=True)
    assert plain.text(chosen, ["a_b"]) == "a_b plays the deck __Caps__."
    assert markdown.text(chosen, ["a_b"]) == "a\\_b plays the deck \\_\\_Caps\\_\\_."
    assert markdown.text(status, []) == plain.text(status, []) == "• ****Ann**** — p (w)"
    assert markdown.say(["a_b"], None).names == ("a\\_b",) and markdown.say(["a_b"], None).written == ("a_b",)


def test_a_decision_for_markdown_escapes_its_prompt_but_not_the_labels_of_its_buttons() -> None:
    """Buttons, menus and autocomplete show text as it is: a backslash there would show."""
    game = get_game("stakbots")
    decision = Decision(
        0,
        "react",
        msg("stak-prompt-react", turn=2, attacker=Seat(1), card=named(0)),
        [Choice("player 1", msg("stak-choice-player", who=Seat(1), cards=3))],
        "player 1",
    )
    names = ["Ann", "c_d"]
    shown = decision_words(decision_data(decision), game, "en", names, 0, markdown=True)
    assert "c\\_d's" in shown["prompt"] and shown["choices"][0]["label"] == "Choose c_d (3 cards in hand)"
    assert "c_d's" in decision_words(decision_data(decision), game, "en", names, 0)["prompt"]
