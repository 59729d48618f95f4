"""Pending decisions: who must choose what, with every legal choice listed."""

import hashlib
from functools import cached_property

from pydantic import BaseModel, Field, computed_field

PlayerId = int
"""A seat number, 0-based, in turn order."""


class Choice(BaseModel):
    """One legal action. `action` is the exact text to pass to apply()."""

    action: str
    label: str
    group: str | None = None
    """Optional UI grouping (a select menu per group), e.g. 'Register 2' or 'Target'."""


class Decision(BaseModel):
    """One player's open decision.

    The engine takes only actions listed in `choices`, unless the game accepts composite
    actions too (see Game.is_legal). `default` is applied when the deadline passes and must
    be one of the choices. Prompts should name the turn or round, so that a decision in a
    later turn gets a fresh id even with the same choices.
    """

    player: PlayerId
    kind: str
    prompt: str
    choices: list[Choice] = Field(min_length=1)
    default: str
    reaction: bool = False
    """A short out-of-turn reaction that only some seats are offered (a joker's bug). Whom the
    game asks is itself hidden: the thread names no player for it, its deadline is the match's
    short reaction time, no reminder goes out, and letting it pass by is not a missed deadline."""

    @computed_field  # type: ignore[prop-decorator]
    @cached_property
    def id(self) -> str:
        """Stable while the decision is unchanged; buttons carry it to detect stale clicks.

        The sha1 of 'player|kind|prompt|action1|action2...'. Stored deadlines and posted
        buttons hold these ids, so the text hashed must never change. Computed once per
        Decision object (cached_property).
        """
        text = "|".join([f"{self.player}|{self.kind}|{self.prompt}", *(c.action for c in self.choices)])
        return hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()[:10]

    def choice_for(self, action: str) -> Choice | None:
        return next((c for c in self.choices if c.action == action), None)
