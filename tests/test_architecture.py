"""The import directions of docs/architecture.md, checked on the source with `ast`.

Every import counts wherever it stands: at module level, inside a function (a lazy import)
or under `if TYPE_CHECKING:`; so do `importlib.import_module("name")` calls with a literal.
A relative import is resolved against its package. The self-tests at the end prove the
walker catches a forbidden import in a synthetic source, so the check cannot pass vacuously.
"""

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs", "storage")

SERVICE = {
    "bot",
    "bot.service",
    "bot.readmodels",
    "bot.messages",
    "bot.errors",
    "bot.settings",
    "bot.text",
    "bot.options_text",
    "bot.ratelimit",
    "bot.users",
    "bot.decks",
    "bot.lookup",
    "bot.languages",
    "bot.rules",
    "bot.wording",
}
"""The service layer and the helpers it shares with the front ends."""
FRONT_ENDS = {"bot.terminal", "bot.cli", "bot.discord_app", "bot.__main__"}
"""Besides every module of cogs/."""
COMPOSITION_ROOTS = {"bot.discord_app", "bot.cli"}
"""Where an app is assembled from settings: the only modules that name a concrete store (one per front end)."""
CONCRETE_STORES = {"SqliteStore", "PostgresStore", "store_for", "copy_database", "backup_database"}
"""The concrete stores, and what builds, fills or copies one: named by the composition roots only."""
ROOT_IMPORTS = {
    "storage": CONCRETE_STORES | {"MatchStore"},
    "storage.sqlite": {"SqliteStore"},
    "storage.postgres": {"PostgresStore"},
    "storage.factory": {"store_for", "is_postgres_url", "redact", "sqlite_path", "serving_lock"},
    "storage.copy": {"copy_database"},
    "storage.backup": {"backup_database"},
    "storage.errors": {"StoreError"},
}
"""What a composition root may import from the store: a store to build (and its protocol as a type), the
lock a serving process holds, and the error a store that cannot open raises; never records."""
ENGINE_TOOLS = {"bot.cli"}
"""Front ends that may use the engine directly: `simulate` and `scenario` are engine tools."""

FLOORS: dict[str, tuple[tuple[str, str], ...]] = {
    "bot.service": (
        ("what a change writes", "changes"),
        ("what the parts share", "core"),
        ("the parts", "lobby play clock outbox"),
        ("the service", "__init__"),
    ),
    "bot.games.doomtrooper": (
        (
            "card and state data",
            "state effects carddef cards cards_art cards_equipment cards_fortifications cards_memberships"
            " cards_missions cards_specials cards_symmetry cards_warriors catalogue cardtable decks decklists"
            " sheets deckbuilding invariants",
        ),
        ("rule queries", "rules naming fighting prices"),
        ("table operations", "table secret_missions draw orders reactions"),
        ("effects", "damage missions memberships specials combat_effects hidden turn_start interpreter"),
        ("combat steps and plays", "combat plays use_plays special_plays"),
        ("turn flow and decisions", "flow decisions labels turn"),
        ("the game", "__init__ ai view game scenario"),
    ),
}
"""Game packages laid out in floors, lowest first, each floor's modules by name (docs/architecture.md):
a module imports modules of its own floor or of lower ones, never of a higher one, and no modules
of the package import each other in a circle."""


def layer(module: str) -> str:
    if module == "bot.engine" or module.startswith("bot.engine."):
        return "engine"
    if module == "bot.games" or module.startswith("bot.games."):
        return "games"
    if module in SERVICE or module.startswith("bot.service."):
        return "service"
    if module in FRONT_ENDS or module == "cogs" or module.startswith("cogs."):
        return "front end"
    if module == "storage" or module.startswith("storage."):
        return "storage"
    return "unknown"


def within(target: str, *prefixes: str) -> bool:
    return any(target == p or target.startswith(p + ".") for p in prefixes)


def why_forbidden(module: str, target: str, names: tuple[str, ...]) -> str | None:
    """Why `module` may not import `target` (importing `names` from it), or None if it may."""
    kind = layer(module)
    if kind in ("service", "front end") and within(target, "bot.games") and target != "bot.games":
        return "the service and the front ends name no game: they find one in the registry (bot.games)"
    if kind == "engine":
        if within(target, "bot") and not within(target, "bot.engine"):
            return "the engine knows no game, service or front end"
        if within(target, "storage", "discord", "cogs"):
            return "the engine is pure: no storage, no Discord"
    elif kind == "games":
        if within(target, "bot") and not within(target, "bot.engine", "bot.games"):
            return "a game builds on the engine only"
        if within(target, "storage", "discord", "cogs"):
            return "a game is pure: no storage, no Discord"
    elif kind == "service":
        if target in FRONT_ENDS or within(target, "cogs", "discord"):
            return "the service knows no front end"
    elif kind == "front end":
        if within(target, "storage"):
            if module in COMPOSITION_ROOTS and names and set(names) <= ROOT_IMPORTS.get(target, set()):
                return None
            return "front ends read the service's models (bot/readmodels.py), not the store's records"
        if within(target, "bot.engine") and module not in ENGINE_TOOLS:
            return "front ends reach the games through the service"
        if within(module, "cogs") and (target in FRONT_ENDS or target == "bot"):
            return "the bot module imports the cogs, never the reverse (see cogs/app.py)"
        if module == "bot.terminal" and within(target, "cogs", "discord"):
            return "the terminal knows nothing of Discord"
    elif kind == "storage" and within(target, "bot", "cogs", "discord"):
        return "the store knows no engine, service or front end"
    return None


@dataclass(frozen=True)
class Import:
    target: str
    names: tuple[str, ...]
    line: int


def imports(module: str, source: str, is_package: bool = False) -> list[Import]:
    """Every import in `source`, module-level, in functions and under TYPE_CHECKING alike."""
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [Import(alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            names = tuple(alias.name for alias in node.names)
            found.append(Import(base, names, node.lineno))
            # `from bot import service` imports the module bot.service too.
            found += [Import(f"{base}.{name}", (), node.lineno) for name in names if is_module(f"{base}.{name}")]
        elif (
            isinstance(node, ast.Call)
            and (
                (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
                or (isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__"))
            )
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append(Import(node.args[0].value, (), node.lineno))
    return found


def is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def violations(module: str, source: str, is_package: bool = False) -> list[str]:
    problems = []
    for found in imports(module, source, is_package):
        reason = why_forbidden(module, found.target, found.names)
        if reason is not None:
            problems.append(f"{module}:{found.line} imports {found.target}: {reason}")
    return problems


def names_a_concrete_store(source: str) -> bool:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.alias) and node.name.split(".")[-1] in CONCRETE_STORES:
            return True
        if isinstance(node, ast.Name) and node.id in CONCRETE_STORES:
            return True
        if isinstance(node, ast.Attribute) and node.attr in CONCRETE_STORES:
            return True
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip() in CONCRETE_STORES:
            return True  # a string annotation
    return False


def modules(packages: tuple[str, ...] = PACKAGES) -> dict[str, tuple[str, bool]]:
    """Module name -> (source, is a package) for every module of the app (or of `packages`)."""
    found = {}
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            is_package = parts[-1] == "__init__"
            name = ".".join(parts[:-1] if is_package else parts)
            found[name] = (path.read_text(encoding="utf-8"), is_package)
    return found


def floor_of(package: str, module: str) -> int | None:
    """The floor (0 = the lowest) of `module` in `package`, None when it is on none."""
    short = module.removeprefix(package + ".") if module != package else "__init__"
    return next((n for n, (_, names) in enumerate(FLOORS[package]) if short in names.split()), None)


def package_imports(package: str, sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (lazily, under TYPE_CHECKING or not)."""
    inside = {name for name in sources if within(name, package)}
    graph: dict[str, set[str]] = {name: set() for name in inside}
    for name in inside:
        source, is_package = sources[name]
        for found in imports(name, source, is_package):
            if found.target in inside and found.target != name:
                graph[name].add(found.target)
    return graph


def floor_violations(package: str, sources: dict[str, tuple[str, bool]]) -> list[str]:
    """Imports in `package` that run up its floors."""
    floors = FLOORS[package]
    problems = []
    for name, targets in sorted(package_imports(package, sources).items()):
        mine = floor_of(package, name)
        for target in sorted(targets):
            theirs = floor_of(package, target)
            if mine is not None and theirs is not None and theirs > mine:
                problems.append(f"{name} ({floors[mine][0]}) imports {target} ({floors[theirs][0]}): a higher floor")
    return problems


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of `graph`: its strongly connected components of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


# -- the app ---------------------------------------------------------------------------------


def test_every_module_has_a_layer() -> None:
    unknown = [name for name in modules() if layer(name) == "unknown"]
    assert unknown == [], f"add these to a layer in tests/test_architecture.py and docs/architecture.md: {unknown}"


def test_imports_run_only_downwards() -> None:
    problems = [p for name, (source, package) in modules().items() for p in violations(name, source, package)]
    assert problems == [], "\n".join(problems)


def test_only_the_composition_roots_name_a_concrete_store() -> None:
    naming = {
        name
        for name, (source, _) in modules().items()
        if not within(name, "storage") and names_a_concrete_store(source)
    }
    assert naming == COMPOSITION_ROOTS


@pytest.mark.parametrize("package", sorted(FLOORS))
def test_every_module_of_a_floored_package_is_on_one_floor(package: str) -> None:
    names = [n for _, floor in FLOORS[package] for n in floor.split()]
    assert len(names) == len(set(names)), "a module is on two floors"
    loose = [name for name in modules() if within(name, package) and floor_of(package, name) is None]
    assert loose == [], f"give these a floor in tests/test_architecture.py and docs/architecture.md: {loose}"
    gone = [n for n in names if not is_module(package if n == "__init__" else f"{package}.{n}")]
    assert gone == [], f"no such modules: {gone}"


@pytest.mark.parametrize("package", sorted(FLOORS))
def test_a_floored_package_imports_only_down_its_floors(package: str) -> None:
    problems = floor_violations(package, modules())
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("package", sorted(FLOORS))
def test_a_floored_package_has_no_import_circle(package: str) -> None:
    found = circles(package_imports(package, modules()))
    assert found == [], "modules that import each other in a circle: " + "; ".join(", ".join(c) for c in found)


def test_the_benchmarks_import_each_other_in_no_circle() -> None:
    """`benchmarks.run` runs every benchmark, so they report through `benchmarks.report`, not it."""
    found = circles(package_imports("benchmarks", modules(("benchmarks",))))
    assert found == [], "benchmarks that import each other in a circle: " + "; ".join(", ".join(c) for c in found)


def test_the_engine_does_not_know_the_registered_games() -> None:
    engine = [source for name, (source, _) in modules().items() if layer(name) == "engine"]
    assert engine and not any("bot.games" in source for source in engine)


# -- the walker itself (so the checks above cannot pass vacuously) ---------------------------


@pytest.mark.parametrize(
    ("module", "source", "reason"),
    [
        ("bot.engine.match", "def f():\n    from bot.games import GAMES\n", "knows no game"),
        ("bot.engine.match", "from ..games import GAMES\n", "knows no game"),
        ("bot.engine.match", "from bot import service\n", "knows no game, service"),
        ("bot.engine.match", "import importlib\nimportlib.import_module('bot.games')\n", "knows no game"),
        ("bot.games.stakbots.game", "from bot.service import GameService\n", "builds on the engine only"),
        ("bot.games.stakbots.game", "import storage.records\n", "no storage"),
        ("bot.service", "def f():\n    import cogs.lobby\n", "knows no front end"),
        (
            "cogs.lobby",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.discord_app import BotwarBot\n",
            "never the reverse",
        ),
        ("cogs.lobby", "from storage import MatchRecord\n", "not the store's records"),
        ("cogs.lobby", "from bot.engine import get_game\n", "through the service"),
        ("bot.terminal", "from storage import SqliteStore\n", "not the store's records"),
        ("bot.terminal", "import discord\n", "nothing of Discord"),
        ("bot.discord_app", "from storage import MatchRecord, SqliteStore\n", "not the store's records"),
        ("bot.cli", "from storage.postgres import PostgresStore, migrate_postgres\n", "not the store's records"),
        ("storage.sqlite", "from bot.engine import Game\n", "knows no engine"),
        ("storage", "from cogs.app import BotwarApp\n", "knows no engine"),
        ("bot.decks", "from bot.games.doomtrooper import decklists\n", "name no game"),
        ("bot.decks", "from bot.games import doomtrooper\n", "name no game"),
        ("bot.service", "def f():\n    from bot.games.stakbots.game import GAME\n", "name no game"),
        ("cogs.decks", "from bot.games.doomtrooper.state import DECK_NAMES\n", "name no game"),
        ("bot.cli", "import importlib\nimportlib.import_module('bot.games.roborally')\n", "name no game"),
        ("bot.terminal", "import bot.games.bottisota3.rules\n", "name no game"),
    ],
)
def test_the_walker_catches_a_forbidden_import(module: str, source: str, reason: str) -> None:
    found = violations(module, source, is_package=module == "storage")
    assert found and reason in found[0], found


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("bot.engine.match", "from bot.engine.rng import Rng\nfrom .errors import GameError\n"),
        ("bot.games.stakbots.game", "from bot.engine import Game\nfrom bot.games.stakbots.state import Options\n"),
        ("bot.service", "from bot.games import get_game\nfrom storage import MatchRecord\n"),
        ("bot.decks", "from bot.games import all_games, get_game\nimport bot.games\n"),
        ("cogs.lobby", "from bot.service import MatchSummary\nfrom bot.games import get_game\n"),
        ("bot.discord_app", "from storage import SqliteStore\nfrom cogs.lobby import Lobby\n"),
        ("bot.discord_app", "from storage import MatchStore\nfrom storage.factory import store_for\n"),
        ("bot.cli", "def f():\n    from bot.discord_app import run_bot\n"),
    ],
)
def test_the_walker_lets_allowed_imports_pass(module: str, source: str) -> None:
    assert violations(module, source) == []


def test_the_walker_sees_a_concrete_store_named_anywhere() -> None:
    assert names_a_concrete_store("from storage import SqliteStore\n")
    assert names_a_concrete_store("import storage\nstore = storage.SqliteStore('x.db')\n")
    assert names_a_concrete_store("def f(store: 'SqliteStore') -> None: ...\n")
    assert names_a_concrete_store("from storage.postgres import PostgresStore\n")
    assert names_a_concrete_store("import storage.factory\nstore = storage.factory.store_for(url)\n")
    assert not names_a_concrete_store("from storage import MatchStore\n# SqliteStore in a comment\n")


def test_the_floor_check_sees_a_lazy_import_up_the_floors() -> None:
    sources = {
        "bot.games.doomtrooper.rules": ("def f():\n    from bot.games.doomtrooper.combat import resolve\n", False),
        "bot.games.doomtrooper.combat": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import turn\n",
            False,
        ),
        "bot.games.doomtrooper.turn": ("from bot.games.doomtrooper.rules import find\n", False),
    }
    assert floor_violations("bot.games.doomtrooper", sources) == [
        "bot.games.doomtrooper.combat (combat steps and plays) imports bot.games.doomtrooper.turn "
        "(turn flow and decisions): a higher floor",
        "bot.games.doomtrooper.rules (rule queries) imports bot.games.doomtrooper.combat "
        "(combat steps and plays): a higher floor",
    ]


def test_the_circle_check_sees_a_circle_within_one_floor() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
