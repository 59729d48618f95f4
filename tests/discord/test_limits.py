"""Every message fits Discord (issue #27).

The fake Discord refuses what Discord refuses (tests/discord/discord_limits.py) and the `fake`
fixture fails any test after which a request was refused, so every end-to-end test checks the
limits. Here: the fake's own refusals, the bot's answers to long input, and the helpers that
fit texts (cogs/limits.py).
"""

from typing import Any

import discord
import pytest

from cogs.limits import CHOICE_TEXT, CONTENT, EMBED_TEXT, choices, cut_lines, fit_content, fit_embed
from tests.discord.conftest import ALICE, BOB, Harness
from tests.discord.discord_limits import form_errors
from tests.discord.fake_discord import CHANNEL_ID
from tests.discord.test_decks import autocomplete, only

BAD_LINES = 90


def bad_list() -> str:
    """A list of BAD_LINES lines naming no card, as long as a slash command's text allows."""
    return "\n".join(f"{n % 5 + 1} Doomtrooper Dave of the Forty-Fifth Cartel Legion, no. {n:02d}" for n in range(90))


# -- the fake refuses what Discord refuses --------------------------------------------------


async def test_the_fake_refuses_a_message_over_a_limit_as_discord_does(harness: Harness) -> None:
    assert harness.bot is not None
    channel = harness.bot.get_partial_messageable(CHANNEL_ID)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("x" * (CONTENT + 1))
    assert refused.value.status == 400 and refused.value.code == 50035
    assert "In content: Must be 2000 or fewer in length." in str(refused.value)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(embed=discord.Embed(title="t" * 257))
    assert "In embeds.0.title: Must be 256 or fewer in length." in str(refused.value)
    await channel.send("x" * CONTENT)
    assert [path for path, _ in harness.fake.refused] == [f"/api/v10/channels/{CHANNEL_ID}/messages"] * 2
    harness.fake.refused.clear()  # refused on purpose: the fixture would fail the test


def test_every_limit_of_a_message_is_checked() -> None:
    fields = [{"name": "", "value": "v" * 1025}] + [{"name": "n", "value": "v"}] * 25
    embed = {"title": "t" * 257, "description": "d" * 4097, "fields": fields, "footer": {"text": "f" * 2049}}
    buttons = {"type": 1, "components": [{"type": 2, "label": "l" * 81, "custom_id": "c" * 101}] * 6}
    select = {
        "type": 3,
        "custom_id": "s",
        "placeholder": "p" * 151,
        "options": [{"label": "", "value": "1"}] + [{"label": "o", "value": "v" * 101}] * 25,
    }
    rows = [buttons, {"type": 1, "components": [select]}] + [{"type": 1, "components": [select]}] * 4
    errors = form_errors("message", {"content": "c" * 2001, "embeds": [embed] * 11, "components": rows})
    at = "embeds.0."
    assert {
        "content",
        "embeds",
        f"{at}title",
        f"{at}description",
        f"{at}footer.text",
        f"{at}fields",
        f"{at}fields.0.name",
        f"{at}fields.0.value",
        "components",
        "components.0.components",
        "components.0.components.0.label",
        "components.0.components.0.custom_id",
        "components.1.components.0.placeholder",
        "components.1.components.0.options",
        "components.1.components.0.options.0.label",
        "components.1.components.0.options.1.value",
    } <= set(errors)
    big = {"description": "d" * 4000, "fields": [{"name": "n", "value": "v" * 1000}] * 3}
    assert "embeds.0" in form_errors("message", {"embeds": [big]})
    half = {"description": "d" * 3500}
    assert set(form_errors("message", {"embeds": [half, half]})) == {"embeds"}
    assert form_errors("message", {"content": "c" * 2000, "embeds": [{"description": "d" * 4096}] * 1}) == {}


def test_interaction_responses_and_threads_are_checked() -> None:
    many = [{"name": "n", "value": "v"}] * 26
    assert set(form_errors("callback", {"type": 8, "data": {"choices": many}})) == {"data.choices"}
    wrong = [{"name": "", "value": "v"}, {"name": "n" * 101, "value": 3}, {"name": "n", "value": "v" * 101}]
    assert set(form_errors("callback", {"type": 8, "data": {"choices": wrong}})) == {
        "data.choices.0.name",
        "data.choices.1.name",
        "data.choices.2.value",
    }
    assert set(form_errors("callback", {"type": 4, "data": {"content": "c" * 2001}})) == {"data.content"}
    assert form_errors("callback", {"type": 5, "data": {"flags": 64}}) == {}
    assert set(form_errors("thread", {"name": "n" * 101})) == {"name"}


# -- the bot's answers to long input ----------------------------------------------------------


async def test_a_deck_import_of_90_bad_lines_says_how_many_lines_are_left_out(harness: Harness) -> None:
    text = bad_list()
    assert len(text) <= 6000  # what a slash command's text option holds
    reply = only(await harness.command("deck", "import", user=ALICE, text=text, deck="Mine"))
    assert reply.ephemeral and len(reply.content) <= CONTENT
    lines = reply.content.split("\n")
    assert lines[0] == "90 lines of the list cannot be read; nothing was saved:"
    shown = lines[1:-1]
    assert len(shown) >= 10 and all(line.startswith(f"- Line {n + 1}: ") for n, line in enumerate(shown))
    assert lines[-1] == f"… and {BAD_LINES - len(shown)} more."
    harness.locales[BOB] = "fi"
    finnish = only(await harness.command("deck", "import", user=BOB, text=text, deck="Mine")).content
    assert len(finnish) <= CONTENT and finnish.split("\n")[-1].startswith("… ja ")
    assert only(await harness.command("deck", "list", user=ALICE)).content.startswith("You have no decks yet")


async def test_a_refusal_that_repeats_long_input_is_cut_to_fit(harness: Harness) -> None:
    reply = only(await harness.command("game", "new", user=ALICE, game="highcard", options="x" * 5000))
    assert reply.ephemeral and len(reply.content) <= CONTENT
    # The echo is clipped inside the sentence (bot/errors.py refusal), so the sentence still ends.
    assert reply.content.startswith("Options look like name=value; 'xxx") and reply.content.endswith("…' does not.")
    assert len(reply.content) < 300


async def test_autocomplete_of_long_input_stays_within_limits(harness: Harness) -> None:
    h = harness
    assert await autocomplete(h, ALICE, "deck", "add", "card", card="Sea Lion " * 600) == []
    offered = await autocomplete(h, ALICE, "card", None, "card", card="!" * 6000)  # no letter: every card
    assert len(offered) == 25
    assert await autocomplete(h, ALICE, "rules", None, "topic", game="doomtrooper", topic="Setup " * 1000) == []
    assert await autocomplete(h, ALICE, "game", "new", "deck", deck="x" * 6000) == []


# -- the helpers ------------------------------------------------------------------------------


def test_cut_lines_keeps_whole_lines_and_says_how_many_are_left_out() -> None:
    lines = [f"line {n:03d} " + "x" * 40 for n in range(100)]
    assert cut_lines(lines[:3], CONTENT, "en") == "\n".join(lines[:3])
    cut = cut_lines(lines, CONTENT, "en")
    kept = cut.split("\n")[:-1]
    assert len(cut) <= CONTENT and kept == lines[: len(kept)] and len(kept) > 30
    assert cut.split("\n")[-1] == f"… and {100 - len(kept)} more."
    swedish = cut_lines(lines, 500, "sv").split("\n")
    assert swedish[-1] == f"… och {100 - (len(swedish) - 1)} till."
    first_too_long = cut_lines(["y" * 3000, "z"], CONTENT, "de")
    assert len(first_too_long) <= CONTENT and first_too_long.endswith("…\n… und 1 weitere.")
    assert fit_content("w" * 5000, "en") == "w" * (CONTENT - 1 - len("… and 1 more.") - 1) + "…"


def test_fit_embed_keeps_every_text_within_its_limit_and_the_total() -> None:
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    embed.set_footer(text="f" * 100)
    for n in range(30):
        embed.add_field(name=f"field {n}", value="v" * 2000 if n else "")
    fitted = fit_embed(embed)
    assert len(fitted.title or "") == 256 and len(fitted.description or "") == 4096 and len(fitted) <= EMBED_TEXT
    assert [f.value for f in fitted.fields] == ["—", "v" * 1023 + "…"]  # the rest would pass 6,000 in all
    assert form_errors("message", {"embeds": [fitted.to_dict()]}) == {}
    crowded = discord.Embed(title="t" * 256, description="d" * 4096).set_footer(text="f" * 2048)
    assert len(fit_embed(crowded)) == EMBED_TEXT and form_errors("message", {"embeds": [crowded.to_dict()]}) == {}
    few = fit_embed(discord.Embed(title="Deck", description="short"))
    assert few.title == "Deck" and few.description == "short"


def test_choices_are_at_most_25_with_names_and_values_discord_takes() -> None:
    pairs: list[tuple[str, Any]] = [("n" * 150, "a"), ("", "b"), ("too long a value", "v" * (CHOICE_TEXT + 1))]
    made = choices([*pairs, *((f"card {n}", f"c{n}") for n in range(40))])
    assert len(made) == 25 and [c.value for c in made[:3]] == ["a", "b", "c0"]
    assert len(made[0].name) == CHOICE_TEXT and made[1].name == "—"
    payload = {"type": 8, "data": {"choices": [c.to_dict() for c in made]}}
    assert form_errors("callback", payload) == {}
    assert [c.value for c in choices([("Match #3", 3)])] == [3]
