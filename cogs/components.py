"""Buttons and select menus for decisions, and the 'My hand' button: DynamicItems survive restarts.

Custom ids carry the match, the seat, the decision id and the choice (an index into the
decision's choices), so a click after a restart is resolved against the CURRENT decision.
"""

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self

import discord

from bot.errors import StaleDecision, not_active, refusal
from bot.service import PlayerView
from cogs import limits
from cogs.common import app_of, reader_locale, user_of, words
from cogs.embeds import view_embed
from cogs.errors import reply_error

log = logging.getLogger(__name__)

MAX_ROWS = 5
BUTTONS_PER_ROW = 5
BUTTON_CHOICES = 10
"""Up to this many choices are shown as buttons; more become select menus."""
SELECT_OPTIONS = 25

_REF = r"bw:m:(?P<match>\d+):s:(?P<seat>\d+):d:(?P<decision>[0-9a-f]{10})"
CHOICE_TEMPLATE = _REF + r":c:(?P<choice>\d+)"
SELECT_TEMPLATE = _REF + r":g:(?P<group>\d+)"
HAND_TEMPLATE = r"bw:m:(?P<match>\d+):hand"


@dataclass(frozen=True)
class DecisionRef:
    match_id: int
    seat: int
    decision_id: str

    def custom_id(self, tail: str) -> str:
        return f"bw:m:{self.match_id}:s:{self.seat}:d:{self.decision_id}:{tail}"

    @classmethod
    def from_match(cls, match: re.Match[str]) -> "DecisionRef":
        return cls(int(match["match"]), int(match["seat"]), match["decision"])


def choice_custom_id(ref: DecisionRef, choice: int) -> str:
    return ref.custom_id(f"c:{choice}")


def parse_choice_custom_id(custom_id: str) -> tuple[DecisionRef, int] | None:
    match = re.fullmatch(CHOICE_TEMPLATE, custom_id)
    return (DecisionRef.from_match(match), int(match["choice"])) if match else None


# -- layout (pure: unit-tested without Discord) ---------------------------------------------


@dataclass
class Row:
    """One action row: buttons for `choices`, or one select menu titled `title`."""

    choices: list[int]
    title: str | None = None
    mixed: bool = False
    """A select holding several choice groups: each option is labelled with its group."""

    @property
    def is_select(self) -> bool:
        return self.title is not None


@dataclass
class Layout:
    rows: list[Row] = field(default_factory=list)
    overflow: bool = False
    """More choices than the rows can hold: the message says to use /act."""


def layout_choices(choices: Sequence[dict[str, Any]]) -> Layout:
    """Buttons when there are few choices, else select menus grouped by choice group."""
    indices = list(range(len(choices)))
    if len(indices) <= BUTTON_CHOICES:
        rows = [Row(indices[i : i + BUTTONS_PER_ROW]) for i in range(0, len(indices), BUTTONS_PER_ROW)]
        return Layout(rows)
    groups: dict[str, list[int]] = {}
    for index, choice in enumerate(choices):
        groups.setdefault(choice.get("group") or "Choose", []).append(index)
    rows = []
    for title, members in groups.items():
        chunks = [members[i : i + SELECT_OPTIONS] for i in range(0, len(members), SELECT_OPTIONS)]
        for number, chunk in enumerate(chunks, 1):
            rows.append(Row(chunk, f"{title} ({number}/{len(chunks)})" if len(chunks) > 1 else title))
    if len(rows) <= MAX_ROWS:
        return Layout(rows)
    # Too many groups for one message: the last row merges the rest when they fit in one select
    # (RoboRally's five registers plus Lock in), else the player is pointed at /act.
    tail = [index for row in rows[MAX_ROWS - 1 :] for index in row.choices]
    if len(tail) <= SELECT_OPTIONS:
        titles = dict.fromkeys(choices[index].get("group") or "Choose" for index in tail)
        return Layout([*rows[: MAX_ROWS - 1], Row(tail, " · ".join(titles), mixed=True)])
    return Layout(rows[:MAX_ROWS], overflow=True)


# -- dynamic items -------------------------------------------------------------------------


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=CHOICE_TEMPLATE):
    def __init__(self, ref: DecisionRef, choice: int, label: str = "choice", *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=limits.label(label, limits.BUTTON_LABEL),
            style=discord.ButtonStyle.primary,
            custom_id=choice_custom_id(ref, choice),
            row=row,
        )
        super().__init__(button)
        self.ref = ref
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(DecisionRef.from_match(match), int(match["choice"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await choose(interaction, self.ref, self.choice)


class ChoiceSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=SELECT_TEMPLATE):
    def __init__(
        self,
        ref: DecisionRef,
        group: int,
        options: Sequence[tuple[int, str]] = (),
        title: str = "Choose",
        *,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=ref.custom_id(f"g:{group}"),
            placeholder=limits.label(title, limits.PLACEHOLDER),
            options=[
                discord.SelectOption(label=limits.label(label, limits.OPTION_LABEL), value=str(index))
                for index, label in options
            ],
            row=row,
        )
        super().__init__(select)
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(DecisionRef.from_match(match), int(match["group"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        await choose(interaction, self.ref, int(values[0]) if values else -1)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=HAND_TEMPLATE):
    """'My hand' on the thread's status message: each clicker privately sees their own view."""

    def __init__(self, match_id: int) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label="My hand", emoji="🂠", style=discord.ButtonStyle.secondary, custom_id=f"bw:m:{match_id}:hand"
        )
        super().__init__(button)
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            locale = await reader_locale(interaction)
            service = app_of(interaction).service
            view = await service.view(self.match_id, user_of(interaction), locale=locale, markdown=True)
            await send_player_view(interaction, view)
        except Exception as error:
            await reply_error(interaction, error)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ChoiceButton, ChoiceSelect, HandButton)


def decision_view(match_id: int, seat: int, decision: dict[str, Any]) -> tuple[discord.ui.View, bool]:
    """The components for a decision body ({'id', 'choices': [{'action', 'label', 'group'}]})."""
    ref = DecisionRef(match_id, seat, decision["id"])
    choices = decision["choices"]
    layout = layout_choices(choices)
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(layout.rows):
        if row.title is not None:
            options = [(i, _option_label(choices[i], row.mixed)) for i in row.choices]
            view.add_item(ChoiceSelect(ref, number, options, row.title, row=number))
        else:
            for index in row.choices:
                view.add_item(ChoiceButton(ref, index, choices[index]["label"], row=number))
    return view, layout.overflow


def _option_label(choice: dict[str, Any], with_group: bool) -> str:
    return f"{choice.get('group') or 'Choose'}: {choice['label']}" if with_group else str(choice["label"])


def attach_decision(
    embed: discord.Embed, match_id: int, seat: int, decision: dict[str, Any], locale: str
) -> discord.ui.View:
    """The decision's components; when they cannot hold every choice, the embed's footer says
    (in `locale`) to use /act."""
    components, overflow = decision_view(match_id, seat, decision)
    if overflow:
        embed.set_footer(text=words(locale).line("discord-more-choices").replace("`", ""))
    return components


def hand_view(match_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(match_id))
    return view


def player_message(
    view: PlayerView, events: Sequence[str] = (), note: str | None = None
) -> tuple[discord.Embed, discord.ui.View | None]:
    """An ephemeral/DM reply: the player's own table and the components for their decision."""
    if view.decision is None or view.seat is None:
        return view_embed(view, events, note), None
    embed = view_embed(view, events, note)
    return embed, attach_decision(embed, view.match.id, view.seat, view.decision, view.locale)


def standing_note(view: PlayerView) -> str | None:
    """What to say above the table of a match that no longer runs (no buttons go with it)."""
    status = view.match.status
    if status in ("finished", "cancelled"):
        return refusal(not_active(view.match.id, status, moves=True), view.locale)
    return None


async def send_player_view(interaction: discord.Interaction, view: PlayerView, note: str | None = None) -> None:
    embed, components = player_message(view, note=note or standing_note(view))
    if components is None:
        await interaction.followup.send(embed=embed, ephemeral=True)
    else:
        await interaction.followup.send(embed=embed, view=components, ephemeral=True)


async def choose(interaction: discord.Interaction, ref: DecisionRef, index: int) -> None:
    """A click on a choice: resolve it against the current decision, act, show the new state."""
    bot = app_of(interaction)
    user = user_of(interaction)
    try:
        await interaction.response.defer()
        locale = await reader_locale(interaction)
        current = await bot.service.view(ref.match_id, user, locale=locale, markdown=True)
        if current.seat is None or current.seat != ref.seat:
            await interaction.followup.send(words(locale).line("discord-not-yours"), ephemeral=True)
            return
        decision = current.decision
        if decision is None and standing_note(current) is not None:
            await send_player_view(interaction, current)  # the match is over or cancelled: it says so
            return
        if decision is None or decision["id"] != ref.decision_id:
            raise StaleDecision()
        if not 0 <= index < len(decision["choices"]):
            raise StaleDecision()
        action = decision["choices"][index]["action"]
        result = await bot.service.act(
            ref.match_id,
            user,
            action,
            decision_id=ref.decision_id,
            interaction_id=str(interaction.id),
            locale=locale,
            markdown=True,
        )
    except StaleDecision as error:
        await send_stale(interaction, ref, error)
        return
    except Exception as error:
        await reply_error(interaction, error)
        return
    bot.dispatcher.wake()
    embed, components = player_message(result.view, result.events)
    try:
        await interaction.edit_original_response(embed=embed, view=components)
    except discord.HTTPException:
        log.warning("the move in match %s was applied but the reply failed", ref.match_id, exc_info=True)


async def send_stale(interaction: discord.Interaction, ref: DecisionRef, reason: StaleDecision) -> None:
    """A click on a decision that is no longer open: the current table, with why. A decision
    answered already (a double click, or a crash before the reply) says so; its id stands for
    that one occurrence, so it never comes back (Decision.occurrence)."""
    try:
        locale = await reader_locale(interaction)
        service = app_of(interaction).service
        user = user_of(interaction)
        current = await service.view(ref.match_id, user, locale=locale, markdown=True)
        taken = await service.answered(ref.match_id, user, ref.decision_id)
        note = words(locale).line("discord-already-taken") if taken else refusal(reason, locale)
        await send_player_view(interaction, current, note=note)
    except Exception as error:
        await reply_error(interaction, error)
