"""Stored states parsed once, with what is derived from them computed once.

The service reads a match's state as the JSON text the store holds, again and again: the
player's view, their action, the reply, the next player's view. `snapshot(game, text)`
parses the text once and remembers the result by the text itself, so equal texts share one
state and everything derived from it: the pending decisions (with each Decision's id), the
outcome and the rendered views, each computed at most once. The key is the stored text, an
immutable string, so nothing remembered can go stale.

`stored(game, state)` remembers a state the service is about to write under its JSON text,
without parsing it back; the proof that the text round-trips comes when the next action is
applied: `apply_action(..., stored=text)` parses its private copy from the text and checks
it equals the remembered state.

The price: the state is shared. Nothing may change a snapshot's state. The engine never
does (`apply_action` works on a copy), and pending, views, rendering and the AI only read
(the contract suite checks that they leave a state unchanged).
"""

from collections import OrderedDict
from functools import cached_property
from typing import Any

from bot.engine.decisions import Decision, PlayerId
from bot.engine.events import Say
from bot.engine.game import Game, GameState, View
from bot.engine.match import open_decisions
from bot.engine.outcome import Outcome
from bot.engine.visibility import view_for

AnyGame = Game[Any, Any]

SNAPSHOTS = 64
"""Snapshots remembered, the least recently used forgotten first. A miss only costs a parse.
An 8-robot RoboRally snapshot with its decisions and nine rendered views is about 70 KB."""


class Snapshot:
    """One stored state text of one game: its state and what is derived from it."""

    def __init__(self, game: AnyGame, text: str, state: GameState | None = None) -> None:
        self.game = game
        self.text = text
        self.state: GameState = game.State.model_validate_json(text) if state is None else state
        self._views: dict[PlayerId | None, View] = {}
        self._rendered: dict[tuple[PlayerId | None, Say], str] = {}

    @cached_property
    def pending(self) -> list[Decision]:
        return open_decisions(self.game, self.state)

    @cached_property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def decision_for(self, player: PlayerId) -> Decision | None:
        return next((d for d in self.pending if d.player == player), None)

    def view(self, viewer: PlayerId | None) -> View:
        """What `viewer` may know (None: a spectator), worked out once per viewer."""
        found = self._views.get(viewer)
        if found is None:
            found = self._views[viewer] = view_for(self.game, self.state, viewer)
        return found

    def render(self, viewer: PlayerId | None, say: Say) -> str:
        """The text of `viewer`'s view in `say`'s words, rendered once per viewer and words (equal
        words: the same wording, names and reader)."""
        key = (viewer, say)
        text = self._rendered.get(key)
        if text is None:
            text = self.game.render(self.view(viewer), say)
            self._rendered[key] = text
        return text


_SNAPSHOTS: "OrderedDict[tuple[AnyGame, str], Snapshot]" = OrderedDict()


def _remember(key: tuple[AnyGame, str], found: Snapshot) -> Snapshot:
    _SNAPSHOTS[key] = found
    if len(_SNAPSHOTS) > SNAPSHOTS:
        _SNAPSHOTS.popitem(last=False)
    return found


def snapshot(game: AnyGame, text: str) -> Snapshot:
    """The snapshot of a stored state text, parsed now or remembered from an earlier call."""
    key = (game, text)
    found = _SNAPSHOTS.get(key)
    if found is not None:
        _SNAPSHOTS.move_to_end(key)
        return found
    return _remember(key, Snapshot(game, text))


def stored(game: AnyGame, state: GameState) -> Snapshot:
    """The snapshot of `state` as it is about to be stored: its JSON text, with `state` itself
    as the shared state (so from now on nothing may change `state`). See the module text for
    where the round trip is proven."""
    text = state.model_dump_json()
    key = (game, text)
    found = _SNAPSHOTS.get(key)
    if found is not None:
        _SNAPSHOTS.move_to_end(key)
        return found
    return _remember(key, Snapshot(game, text, state))


def forget() -> None:
    """Drop every remembered snapshot."""
    _SNAPSHOTS.clear()
