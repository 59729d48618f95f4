"""Pending decisions: who must choose what, with every legal choice listed."""

import hashlib
from dataclasses import dataclass
from functools import cached_property

from bot.engine.events import Msg, PlayerId

__all__ = ["Choice", "Decision", "PlayerId"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action. `action` is the exact text to pass to apply() (the protocol);
    `label` says in words what it does, naming cards, players and squares."""

    action: str
    label: Msg
    group: Msg | None = None
    """Optional UI grouping (a select menu per group), e.g. 'Register 2' or 'Target'."""


@dataclass(frozen=True)
class Decision:
    """One player's open decision.

    The engine takes only actions listed in `choices`, unless the game accepts composite
    actions too (see Game.is_legal). `default` is applied when the deadline passes and must
    be one of the choices. Prompts should name the turn or round, so that a decision in a
    later turn gets a fresh id even with the same choices.
    """

    player: PlayerId
    kind: str
    prompt: Msg
    choices: list[Choice]
    default: str
    reaction: bool = False
    """A short out-of-turn reaction that only some seats are offered (a joker's bug). Whom the
    game asks is itself hidden: the thread names no player for it, its deadline is the match's
    short reaction time, no reminder goes out, and letting it pass by is not a missed deadline."""
    occurrence: int = 0
    """How many actions the seat had taken when this decision was opened (GameState.moves),
    stamped by the engine (bot.engine.match.open_decisions), never by a game. It makes the id
    stand for one occurrence: a decision that comes back looking the same after its seat
    answered it gets a new id, so a second click on the old button is refused."""

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"a {self.kind} decision needs at least one choice")

    @cached_property
    def id(self) -> str:
        """Stable while the decision is unchanged and unanswered; buttons carry it to detect
        stale clicks and clicks on a decision already answered.

        The sha1 of 'player|kind|prompt|action1|action2...' with the prompt's canonical
        form (its key and arguments, not its words), then '#occurrence' once the seat has
        acted (so ids of states stored before the count existed stay as they were),
        computed once per Decision object.
        """
        head = f"{self.player}|{self.kind}|{self.prompt.canonical()}"
        if self.occurrence:
            head += f"#{self.occurrence}"
        text = "|".join([head, *(c.action for c in self.choices)])
        return hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()[:10]

    def choice_for(self, action: str) -> Choice | None:
        return next((c for c in self.choices if c.action == action), None)
