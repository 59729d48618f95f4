"""/deck and /card end to end, and a Doomtrooper match joined with one's own deck (fake Discord)."""

import pytest

from bot.games.doomtrooper import decklists
from tests.discord.conftest import ALICE, BOB, Harness
from tests.discord.fake_discord import Sent

CAPITOL = "; ".join(decklists.export(decklists.preconstructed("capitol")).splitlines())
"""A whole deck on one line, as a slash command's text option holds it."""


def only(replies: list[Sent]) -> Sent:
    texts = [r for r in replies if r.text.strip()]
    assert len(texts) == 1, [r.payload for r in replies]
    return texts[0]


async def autocomplete(h: Harness, user: int, command: str, sub: str | None, focused: str, **given: str) -> list[str]:
    options = [{"name": k, "type": 3, "value": v} for k, v in given.items() if k != focused]
    options.append({"name": focused, "type": 3, "value": given.get(focused, ""), "focused": True})
    payload = h._base(4, user, {}, dm=False, manager=False)
    data: dict[str, object] = {"id": "1", "name": command, "type": 1}
    data["options"] = [{"name": sub, "type": 1, "options": options}] if sub else options
    payload["data"] = data
    await h.send(payload)
    callback = h.fake.callback(payload["token"])
    assert callback is not None and callback["type"] == 8
    return [c["value"] for c in callback["data"]["choices"]]


async def test_deck_new_add_import_show_and_export(harness: Harness) -> None:
    h = harness
    created = only(await h.command("deck", "new", user=ALICE, deck="Mine"))
    assert created.ephemeral and "Deck Mine created" in created.text and "Mine: 0 cards" in created.text
    added = only(await h.command("deck", "add", user=ALICE, card="infantry", copies=3))
    assert "3 \u00d7 Infantry (warrior)" in added.text and "57 short of the 60" in added.text
    refused = only(await h.command("deck", "add", user=ALICE, card="Infantry", copies=3))
    assert refused.ephemeral and "at most 5 times (this would make 6)" in refused.text
    bad = only(await h.command("deck", "import", user=ALICE, text="5 Infantry; 2 Nobody; 7", deck="Mine"))
    assert "2 lines of the list cannot be read" in bad.text
    assert "Line 2: there is no card called “Nobody”." in bad.text and "Line 3:" in bad.text
    imported = only(await h.command("deck", "import", user=ALICE, text=CAPITOL, deck="Caps"))
    assert "Caps: 60 cards" in imported.text and "Ready to play" in imported.text
    shown = only(await h.command("deck", "show", user=ALICE, deck="mine"))
    assert "Mine: 3 cards" in shown.text and "Not playable yet" in shown.text
    listed = only(await h.command("deck", "list", user=ALICE))
    assert listed.content == "Caps: 60 cards, ready to play\nMine: 3 cards, not playable yet"
    exported = only(await h.command("deck", "export", user=ALICE, deck="Caps"))
    listing = exported.content.split("```")[1].strip()
    assert decklists.parse(listing) == decklists.preconstructed("capitol")
    pasted = " ".join(listing.splitlines())  # what a pasted list becomes in a slash command's text
    again = only(await h.command("deck", "import", user=ALICE, text=pasted, deck="Pasted"))
    assert "Pasted: 60 cards" in again.text and "Ready to play" in again.text
    assert only(await h.command("deck", "list", user=BOB)).content.startswith("You have no decks yet")


async def test_card_names_and_deck_names_autocomplete(harness: Harness) -> None:
    h = harness
    await h.command("deck", "new", user=ALICE, deck="Alpha Strike")
    assert (await autocomplete(h, ALICE, "deck", "add", "card", card="sea"))[:1] == ["Sea Lion"]
    assert await autocomplete(h, ALICE, "deck", "show", "deck", deck="alp") == ["Alpha Strike"]
    offered = await autocomplete(h, ALICE, "game", "join", "deck", deck="")
    assert offered[:2] == ["Alpha Strike", "bauhaus"] and "legion" in offered
    assert "Mitch Hunter" in await autocomplete(h, ALICE, "card", None, "card", card="mitch")


async def test_card_shows_an_embed(harness: Harness) -> None:
    reply = only(await harness.command("card", user=ALICE, card="malfunction"))
    embed = reply.embeds[0]
    assert reply.ephemeral and embed["title"] == "Malfunction!"
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["Type"] == "special" and fields["Faction"] == "general"
    assert fields["Ruling 21"] == "Malfunction! hits equipment only (not gifts), on a warrior whose cards are visible."
    assert {"Ruling 7", "Ruling 10"} <= set(fields)
    harness.locales[BOB] = "sv-SE"
    swedish = only(await harness.command("card", user=BOB, card="Mitch Hunter")).embeds[0]
    assert {f["name"] for f in swedish["fields"]} >= {"Typ", "Fraktion", "Närstrid / Eldstrid / Rustning / Poängvärde"}
    unknown = only(await harness.command("card", user=ALICE, card="Nobody"))
    assert unknown.ephemeral and unknown.content == "There is no Doomtrooper card called “Nobody”."


@pytest.mark.usefixtures("with_highcard")
async def test_a_game_without_cards_or_decks_is_refused_in_the_readers_language(harness: Harness) -> None:
    h = harness
    card = only(await h.command("card", user=ALICE, card="Infantry", game="highcard"))
    assert card.ephemeral and card.content == "High Card has no cards or other things to look up."
    deck = only(await h.command("deck", "new", user=ALICE, deck="Mine", game="highcard"))
    assert deck.ephemeral and deck.content == "High Card is not played with decks of your own."
    h.locales[BOB] = "de"
    german = only(await h.command("card", user=BOB, card="Infantry", game="highcard"))
    assert german.content == "In High Card gibt es keine Karten oder anderes zum Nachschlagen."
    assert await autocomplete(h, ALICE, "card", None, "card", card="inf", game="highcard") == []
    assert only(await h.command("deck", "list", user=ALICE)).content.startswith("You have no decks yet")


async def test_the_game_option_narrows_cards_and_decks(harness: Harness) -> None:
    h = harness
    assert await autocomplete(h, ALICE, "card", None, "game", game="") == ["doomtrooper"]
    assert await autocomplete(h, ALICE, "deck", "new", "game", game="doom") == ["doomtrooper"]
    assert (await autocomplete(h, ALICE, "card", None, "card", card="sea", game="doomtrooper"))[:1] == ["Sea Lion"]
    await h.command("deck", "new", user=ALICE, deck="Alpha", game="doomtrooper")
    added = only(await h.command("deck", "add", user=ALICE, card="Sea Lion", game="doomtrooper"))
    assert "Alpha: 1 card" in added.text and "1 \u00d7 Sea Lion (warrior)" in added.text
    shown = only(await h.command("card", user=ALICE, card="mitch huntr", game="doomtrooper"))
    assert shown.content == "There is no Doomtrooper card called “mitch huntr”. Similar names: Mitch Hunter."
    footer = only(await h.command("card", user=ALICE, card="Sea Lion")).embeds[0]["footer"]["text"]
    assert footer == "Doomtrooper · 01273"


async def test_joining_a_doomtrooper_match_with_a_deck_of_ones_own(harness: Harness) -> None:
    h = harness
    await h.command("deck", "import", user=ALICE, text=CAPITOL + "; 2 Hussar", deck="Caps")
    await h.command("deck", "new", user=BOB, deck="Empty")
    replies = await h.command("game", "new", user=ALICE, game="doomtrooper", deck="Caps")
    assert any(r.ephemeral and "You bring Caps to match #1" in r.text for r in replies)
    refused = only(await h.command("game", "join", user=BOB, match=1, deck="Empty"))
    assert refused.ephemeral and "The deck Empty cannot be played yet" in refused.text
    assert "It has 0 cards" in refused.text
    await h.command("game", "join", user=BOB, match=1, deck="bauhaus")
    changed = only(await h.command("game", "join", user=BOB, match=1, deck="legion"))
    assert changed.ephemeral and changed.content.startswith("You bring legion to match #1")
    await h.command("game", "start", user=ALICE, match=1)
    await h.command("deck", "remove", user=ALICE, card="Hussar", copies=2, deck="Caps")
    await h.deliver()
    match = await h.service.store.get_match(1)
    assert match.status == "active"
    assert sum(match.options["lists"]["0"]["cards"].values()) == 62
    assert match.options["lists"]["1"]["preset"] == "legion"
    thread = h.fake.in_channel(int(h.fake.threads[0]["id"]))
    assert any("Alice [Caps]: 0 promotion, 5 destiny, hand 7, deck 55" in m.text for m in thread)
