"""Every message built in the source carries every argument its English words use.

A message built without one of its arguments (Doomtrooper's `dt-error-no-pick` was raised
without its `$choice`, issue #27) cannot be worded: `MissingWording` at the moment a player
should read it. The contract tests render what random play reaches; this test reads the
source instead, so a refusal no random play happens to reach is checked too.

It looks at every call in bot/ and cogs/ whose positional argument is a literal message key
(`msg("key", ...)`, `Event.public("key", ...)`, `LobbyError("key", ...)`, `said.line("key",
...)`...) and compares its keyword arguments (or the dict after the key: `Msg("key", {...})`)
with the variables the English message uses, following the messages it references. Calls
that pass `**arguments` cannot be read, and neither can a few helpers that complete the
arguments themselves (COMPLETED).
"""

import ast
from functools import cache
from pathlib import Path

from fluent.syntax import ast as ftl
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("bot", "cogs")
COMPLETED = {
    "attack_event": "bottisota3: adds the attacker, target and attack itself",
    "lose_option": "roborally: adds the robot and its option itself",
    "get": "a dict's get, the key is not built into a message there",
}
"""Callees that take a message key but add (some of) its arguments themselves."""


@cache
def messages() -> dict[str, ftl.Message]:
    found: dict[str, ftl.Message] = {}
    for path in (ROOT / "bot" / "locales" / "en").glob("*.ftl"):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                found[entry.id.name] = entry
    return found


class _Uses(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.references.add(node.id.name)


def variables(key: str, seen: frozenset[str] = frozenset()) -> set[str]:
    """The variables message `key` uses, with those of the messages it references."""
    uses = _Uses()
    uses.visit(messages()[key])
    found = set(uses.variables)
    for other in uses.references - seen - {key}:
        if other in messages():
            found |= variables(other, seen | {key})
    return found


def callee(call: ast.Call) -> str:
    function = call.func
    return function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "?")


def given(call: ast.Call, position: int) -> set[str]:
    """The argument names a call gives the message whose key is its `position`-th argument."""
    names = {keyword.arg for keyword in call.keywords if keyword.arg is not None}
    after = call.args[position + 1] if len(call.args) > position + 1 else None
    if isinstance(after, ast.Dict):
        names |= {k.value for k in after.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return names | {f"{name}_you" for name in names}  # a Seat `x` also arrives as `x_you`


def missing_arguments() -> list[str]:
    problems = []
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or callee(node) in COMPLETED:
                    continue
                if any(keyword.arg is None for keyword in node.keywords):
                    continue  # **arguments: not readable here
                for position, arg in enumerate(node.args):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value in messages():
                        lacking = variables(arg.value) - given(node, position)
                        if lacking:
                            where = f"{path.relative_to(ROOT)}:{node.lineno}"
                            problems.append(f"{where}: {arg.value} without {', '.join(sorted(lacking))}")
    return problems


def test_every_message_built_from_a_literal_key_has_all_its_arguments() -> None:
    assert missing_arguments() == []


def test_the_check_reads_calls_and_catalogues() -> None:
    """Not vacuous: it knows the messages' variables and finds the calls."""
    assert variables("dt-error-destiny") == {"card", "n"}
    call = ast.parse('msg("dt-error-destiny", card=Card(c))').body[0]
    assert isinstance(call, ast.Expr) and isinstance(call.value, ast.Call)
    assert variables("dt-error-destiny") - given(call.value, 0) == {"n"}
