"""Autocomplete sources shared by the cogs: game names, matches, legal actions (max 25 each)."""

from discord import Interaction, app_commands

from bot.errors import USER_ERRORS
from bot.games import all_games
from bot.service import MatchSummary
from bot.wording import locale_of
from cogs.common import app_of, user_of, words
from cogs.limits import CHOICE_TEXT, CHOICES, choices, label


def _matches(current: str, text: str) -> bool:
    return current.strip().lower() in text.lower()


async def game_names(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    said = words(_client_locale(interaction))
    return choices(
        (said.line("discord-game-choice", game=g.title, min=g.min_players, max=g.max_players), g.name)
        for g in all_games().values()
        if _matches(current, g.name + " " + g.title)
    )


def match_choice(match: MatchSummary, locale: str) -> app_commands.Choice[int]:
    text = words(locale).line(
        "discord-match-choice", match=str(match.id), game=match.title, status=match.status, players=len(match.seats)
    )
    return app_commands.Choice(name=label(text, CHOICE_TEXT), value=match.id)


def _client_locale(interaction: Interaction) -> str:
    """Autocomplete runs at every keystroke: the client's language, without a read."""
    return locale_of(str(interaction.locale))


async def my_matches(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    matches = await app_of(interaction).service.list_matches(user=user_of(interaction))
    return [match_choice(m, _client_locale(interaction)) for m in matches if _matches(current.lstrip("#"), str(m.id))][
        :CHOICES
    ]


async def channel_matches(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    channel = str(interaction.channel_id) if interaction.channel_id else None
    matches = await app_of(interaction).service.list_matches(channel_id=channel)
    return [match_choice(m, _client_locale(interaction)) for m in matches if _matches(current.lstrip("#"), str(m.id))][
        :CHOICES
    ]


async def legal_actions(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    match_id = getattr(interaction.namespace, "match", None)
    if not isinstance(match_id, int):
        return []
    try:
        view = await app_of(interaction).service.view(
            match_id, user_of(interaction), locale=_client_locale(interaction)
        )
    except USER_ERRORS:
        return []
    if view.decision is None:
        return []
    return choices(
        ((f"{c['group']}: " if c.get("group") else "") + c["label"], c["action"])
        for c in view.decision["choices"]
        if _matches(current, c["label"] + " " + c["action"] + " " + (c.get("group") or ""))
    )
