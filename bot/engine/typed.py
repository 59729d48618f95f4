"""Bounds on what people type: an action, and every number in it or in an option's value.

Every game's actions are short ASCII words (the longest, RoboRally's `program c650 c620 c550
c470 c320`, has 32 characters; no number in any has more than 5 digits), so anything far
longer is a mistake or an attack. `typed_action` refuses it before a game parses it, so a
game's parser may read the numbers its syntax admits with `int`, which raises on more than
4,300 digits. Which digits a number has is each game's syntax: ASCII `0`-`9` only, its
patterns compiled with `re.ASCII`. A number typed outside an action (an option's value, a
choice's number at the terminal) is read by `bot.text.whole_number`, within the same bound.
"""

import re

from bot.engine.errors import MalformedAction
from bot.engine.events import msg

MAX_ACTION_LENGTH = 100
"""Characters an action may have (after its whitespace is normalised)."""
MAX_DIGITS = 9
"""Digits a typed number may have: an action's, an option's, a choice's number."""
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")
"""A run of too many digits, of any script."""


def has_long_number(text: str) -> bool:
    """Whether `text` holds a number of more than MAX_DIGITS digits."""
    return _LONG_NUMBER.search(text) is not None


def typed_action(action: str) -> str:
    """`action` with its whitespace normalised to single spaces; MalformedAction when it is
    longer than MAX_ACTION_LENGTH or holds a number of more than MAX_DIGITS digits."""
    action = " ".join(action.split())
    if len(action) > MAX_ACTION_LENGTH:
        raise MalformedAction(msg("error-action-too-long", most=MAX_ACTION_LENGTH))
    if has_long_number(action):
        raise MalformedAction(msg("error-number-too-long", most=MAX_DIGITS))
    return action
