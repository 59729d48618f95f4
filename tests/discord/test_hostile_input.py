"""Every slash command's text options, given hostile values, get one clear answer (issue #27).

The bot's own command tree is walked: every command and subcommand with a text option (one
without fixed choices) is sent each of tests/support/hostile.py's strings in that option, the
others set to something ordinary. Each interaction gets exactly one reply: a refusal in one
clear sentence (never "Something went wrong", never silence) or the command's answer, and
the running match is left as it was. Typing into an option's autocomplete gets choices too.
"""

from typing import Any

from discord import AppCommandOptionType, app_commands

from bot.wording import wording_for
from tests.discord.conftest import ALICE, BOB, Harness
from tests.discord.fake_discord import Sent
from tests.discord.test_e2e import start_match
from tests.support.hostile import HOSTILE, assert_one_sentence

ORDINARY: dict[str, Any] = {
    "match": 1,
    "game": "highcard",
    "action": "play h01",
    "deck": "Mine",
    "card": "Infantry",
    "text": "1 Infantry",
}
"""A value for each option that is not the hostile one (by option name)."""
ORDINARY_FOR = {("rules", "game"): "stakbots"}
"""Where a command needs another: topics are looked up in rules that exist."""
MENTIONS = ("@everyone", "@here", "<@123>", "<@&456>")


def text_options(h: Harness) -> list[tuple[app_commands.Command[Any, Any, Any], str]]:
    """(command, option) for every text option without fixed choices in the bot's tree."""
    assert h.bot is not None
    found = []
    for command in h.bot.tree.walk_commands():
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                if parameter.type is AppCommandOptionType.string and not parameter.choices:
                    found.append((command, parameter.name))
    return found


def arguments(command: app_commands.Command[Any, Any, Any], hostile_option: str, value: str) -> dict[str, Any]:
    base = command.qualified_name.split()[0]
    options = {
        p.name: ORDINARY_FOR.get((base, p.name), ORDINARY[p.name])
        for p in command.parameters
        if p.required and p.name != hostile_option
    }
    return {**options, hostile_option: value}


async def match_state(h: Harness) -> tuple[int, str | None, list[Any]]:
    match = await h.service.store.get_match(1)
    return match.version, match.state, match.seats


def check_answer(replies: list[Sent], unexpected: str, what: str) -> None:
    answered = [r for r in replies if r.text.strip()]
    assert len(answered) == 1, f"{what}: {[r.payload for r in replies]}"
    reply = answered[0]
    assert unexpected not in reply.text, what
    if not reply.ephemeral:
        assert not any(mention in reply.text for mention in MENTIONS), f"{what}: a public reply pings"
    if reply.content:  # a refusal, or an answer that starts with a sentence (an import lists bad lines under it)
        assert_one_sentence(reply.content.split("\n")[0])
        assert len(reply.content) <= 2000, what


async def test_every_text_option_answers_hostile_values_in_one_sentence(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    unexpected = wording_for(None).line("discord-unexpected")
    options = text_options(h)
    named = {f"{command.qualified_name} {option}" for command, option in options}
    assert {"game new game", "game new options", "act action", "rules topic", "deck import text", "card card"} <= named
    before = await match_state(h)
    for command, option in options:
        name, _, sub = command.qualified_name.partition(" ")
        for value in HOSTILE:
            what = f"/{command.qualified_name} {option}={value[:40]!r}"
            replies = await h.command(name, sub or None, user=ALICE, **arguments(command, option, value))
            check_answer(replies, unexpected, what)
            assert await match_state(h) == before, f"{what} changed the match"


async def test_typing_hostile_text_into_autocomplete_gets_choices(harness: Harness) -> None:
    h = harness
    await start_match(h, ALICE, BOB)
    for command, option in text_options(h):
        parameter = command.get_parameter(option)
        if parameter is None or not parameter.autocomplete:
            continue
        name, _, sub = command.qualified_name.partition(" ")
        for value in HOSTILE:
            values = [
                {"name": n, "type": 4 if isinstance(v, int) else 3, "value": v}
                for n, v in arguments(command, option, value).items()
                if n != option
            ] + [{"name": option, "type": 3, "value": value, "focused": True}]
            payload = h._base(4, ALICE, {}, dm=False, manager=False)
            data_options = [{"name": sub, "type": 1, "options": values}] if sub else values
            payload["data"] = {"id": "1", "name": name, "type": 1, "options": data_options}
            await h.send(payload)
            callback = h.fake.callback(payload["token"])
            what = f"/{command.qualified_name} {option}={value[:40]!r}"
            assert callback is not None and callback["type"] == 8, what
            assert len(callback["data"]["choices"]) <= 25, what
