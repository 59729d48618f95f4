"""`python -m bot [run|play|matches|backup|migrate|simulate|scenario|sync|games|card]`.

This is the terminal's composition root: the only place on the terminal's side that opens
the store (`open_service`). Every command ends in one clear line on a mistake, never a
traceback, and a non-zero exit code.
"""

import argparse
import asyncio
import importlib
import json
import os
import re
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal, NoReturn, get_args, get_origin

import asyncpg

from bot.decks import deck_games, has_decks, preconstructed_names
from bot.engine import LoggedAction, replay
from bot.engine.simulate import play_match
from bot.engine.typed import MAX_DIGITS
from bot.errors import USER_ERRORS, BadOptions, refusal
from bot.games import all_games, get_game
from bot.lookup import card_sheet
from bot.options_text import parse_options_text
from bot.rules import headings, rules_text
from bot.service import GameService, User, check_options
from bot.settings import Settings, SettingsError, load_settings
from bot.terminal import COMMAND, resume_command, run_terminal, when
from bot.text import clip, whole_number
from bot.wording import LOCALES, locale_of, wording_for
from storage.backup import backup_database
from storage.copy import copy_database
from storage.factory import is_postgres_url, redact, serving_lock, sqlite_path, store_for

NO_TOKEN = f"""\
botwar: no Discord token is set, so the Discord bot cannot start.

To run it on Discord:
  1. cp .env.example .env
  2. put your bot token after DISCORD_TOKEN= in .env (see README.md, "Run it on Discord")
  3. {COMMAND} sync        (once, to register the slash commands)
  4. {COMMAND}             (starts the bot)

To try a game right here in the terminal, against two AI players:
  {COMMAND} play stakbots --players 3 --ai 2

Games: {{games}}
"""
OPTIONS_HELP = (
    f"game options as name=value pairs, e.g. 'recycling=yes' for stakbots; `{COMMAND} games` lists every game's options"
)
OPTIONS_WHERE = (
    f"Each game's options (name=value, with their defaults) are listed by `{COMMAND} games` "
    "and explained in docs/games/GAME.md; while playing, type 'rules options'."
)
LOCAL_PLAYER = User("local:1", "Player 1")
"""The terminal's first seat: every match started in the terminal has it (see `matches`)."""


class CliError(Exception):
    """A mistake on the command line: its text is printed as one line."""


EXPECTED: tuple[type[Exception], ...] = (*USER_ERRORS, SettingsError, CliError)
"""Mistakes a person can make: shown as their one sentence, exit code 2."""


def count(text: str) -> int:
    """A whole number on the command line (`--players`, `--ai`, `--games`, `--resume`): at
    most MAX_DIGITS ASCII digits, perhaps after a minus sign (the command says why it is wrong)."""
    number = whole_number(text.removeprefix("-"))
    if number is None:
        raise argparse.ArgumentTypeError(f"invalid int value: {clip(text, 21)!r} (at most {MAX_DIGITS} digits)")
    return -number if text.startswith("-") else number


SEED_DIGITS = 19
"""A seed is any 64-bit integer the store can hold (new matches draw 63 random bits)."""


def seed(text: str) -> int:
    digits = text.removeprefix("-")
    if not (0 < len(digits) <= SEED_DIGITS and digits.isascii() and digits.isdigit()) or int(digits) >= 2**63:
        raise argparse.ArgumentTypeError(f"a seed is a whole number below 2**63, not {clip(text, 25)!r}")
    return -int(digits) if text.startswith("-") else int(digits)


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One line instead of argparse's usage block."""
        self.exit(2, f"botwar: {message} (see: {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog=COMMAND, description="botwar: robot games played by post.")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    sub.add_parser("run", help="start the Discord bot (the default)")
    sub.add_parser("games", help="list the games and their options")

    play = sub.add_parser(
        "play",
        help="play a match in the terminal against AI seats",
        epilog=OPTIONS_WHERE,
    )
    play.add_argument("game", nargs="?", help=f"game name (`{COMMAND} games` lists them)")
    play.add_argument("--players", type=count, default=3, help="seats in all, yours included (default: 3)")
    play.add_argument("--ai", type=count, default=None, help="AI seats (default: all but one)")
    play.add_argument("--seed", type=seed, default=None)
    play.add_argument("--db", default=None, help="database file or URL (default: BOTWAR_DB or botwar.db)")
    play.add_argument("--options", default="", help=OPTIONS_HELP)
    play.add_argument("--resume", type=count, default=None, metavar="MATCH_ID", help="continue a saved match")
    play.add_argument(
        "--lang",
        choices=LOCALES,
        default=None,
        help="language of events, prompts and choices (default: from LANG, else en)",
    )
    play.add_argument(
        "--images",
        type=Path,
        default=None,
        metavar="DIR",
        help="save the board picture (PNG) in DIR at every turn, for games with a board (RoboRally)",
    )

    play.add_argument(
        "--deck",
        action="append",
        default=None,
        metavar="FILE",
        help="the deck you bring (games with decks of your own: Doomtrooper), a text file with one 'n Card Name' per "
        "line (or a preconstructed deck's name: bauhaus, capitol, brotherhood, legion); give it again for each "
        "further player at the keyboard",
    )

    card = sub.add_parser("card", help="look a card (or anything else a game names) up: its sheet and rulings")
    card.add_argument("name", nargs="+", help="the card's name (any case), or its code")
    card.add_argument("--game", default=None, help="the game it is from (default: search every game)")
    card.add_argument("--lang", choices=LOCALES, default=None, help="language of the labels (default: from LANG)")

    matches = sub.add_parser("matches", help="list the matches saved by `play` (to --resume one)")
    matches.add_argument("--db", default=None, help="database file or URL (default: BOTWAR_DB or botwar.db)")

    backup = sub.add_parser(
        "backup", help="copy the SQLite database into FILE and check the copy (safe while the bot runs)"
    )
    backup.add_argument("file", type=Path, metavar="FILE", help="the copy to write (a file there is replaced)")
    backup.add_argument("--db", default=None, help="database file (default: BOTWAR_DB or botwar.db)")

    move = sub.add_parser(
        "migrate",
        help="copy every match, log, deadline and message from an SQLite file into an empty PostgreSQL database",
    )
    move.add_argument("--from", dest="source", required=True, metavar="SQLITE", help="sqlite:///botwar.db, or a path")
    move.add_argument("--to", dest="target", required=True, metavar="POSTGRESQL", help="postgresql://user@host/db")

    sim = sub.add_parser(
        "simulate", help="AI-only matches: outcomes, average length, time per game", epilog=OPTIONS_WHERE
    )
    sim.add_argument("game")
    sim.add_argument("--players", type=count, default=2)
    sim.add_argument("--games", type=count, default=100, help="how many matches (at least 1)")
    sim.add_argument("--seed", type=seed, default=1)
    sim.add_argument("--options", default="", help=OPTIONS_HELP)

    scenario = sub.add_parser("scenario", help="run a scenario file and print the resulting state as JSON")
    scenario.add_argument("game")
    scenario.add_argument("file", type=Path)

    sync = sub.add_parser("sync", help="register slash commands with Discord (rate limited: run on purpose)")
    sync.add_argument("--guild", type=int, default=None, help="a server id for instant, server-only commands")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as done:  # --help, or a usage error already printed as one line
        return done.code if isinstance(done.code, int) else 2
    command = args.command or "run"
    try:
        if command == "games":
            return _games()
        if command == "play":
            return _play(args)
        if command == "matches":
            return _matches(args)
        if command == "simulate":
            return _simulate(args)
        if command == "scenario":
            return _scenario(args)
        if command == "migrate":
            return _migrate(args)
        if command == "backup":
            return _backup(args)
        if command == "card":
            return _card(args)
        return _discord(command, args)
    except BadOptions as error:
        _fail(f"{error}; `{COMMAND} games` lists every game's options")
        return 2
    except EXPECTED as error:
        _fail(refusal(error) if isinstance(error, USER_ERRORS) else str(error))
        return 2
    except (sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        _fail(f"the database cannot be used: {error}")
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line, never a traceback
        _fail(f"unexpected error ({type(error).__name__}: {error}); nothing more was done")
        return 1


def _fail(text: str) -> None:
    print(f"botwar: {text}", file=sys.stderr)


# -- the terminal's composition root ---------------------------------------------------------


@asynccontextmanager
async def open_service(database: str | Path, settings: Settings | None = None) -> AsyncIterator[GameService]:
    """The store on `database` (an SQLite file or a PostgreSQL URL) and a service over it, closed on the way out."""
    store = store_for(database, synchronous=settings.db_sync if settings else None)
    await store.open()
    try:
        yield GameService(store)
    finally:
        await store.close()


def _database(args: argparse.Namespace, settings: Settings, *, must_exist: bool) -> str:
    database: str = args.db or settings.database
    if must_exist and not is_postgres_url(database) and not sqlite_path(database).is_file():
        given = "--db" if args.db else "BOTWAR_DB, or the default"
        raise CliError(f"there is no database file {database} ({given}); start a match with `{COMMAND} play GAME`")
    return database


def _play(args: argparse.Namespace) -> int:
    if args.game is None and args.resume is None:
        raise CliError(f"name a game to play (`{COMMAND} games` lists them), or --resume MATCH_ID")
    settings = load_settings()
    database = _database(args, settings, must_exist=args.resume is not None)
    options = parse_options_text(args.options)
    ai = args.players - 1 if args.ai is None else args.ai
    decks = _deck_args(args)
    if args.images is not None:
        try:
            args.images.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CliError(f"cannot use {args.images} for board pictures: {error.strerror or error}") from error

    async def play() -> None:
        async with open_service(database, settings) as service:
            await run_terminal(
                service,
                args.game,
                args.players,
                ai,
                args.seed,
                options,
                resume=args.resume,
                db=args.db,
                images=args.images,
                locale=args.lang or locale_of(os.environ.get("LANG")),
                decks=decks,
            )

    asyncio.run(play())
    return 0


def _deck_args(args: argparse.Namespace) -> list[tuple[str, str | None]]:
    """Each --deck as (a deck name, the file's text), or (a preconstructed deck's name, None)."""
    given: list[str] = args.deck or []
    if not given:
        return []
    if args.resume is not None:
        raise CliError("--deck chooses the deck of a new match; a resumed match keeps its decks")
    if args.game is not None and not has_decks(args.game):
        games = ", ".join(g.name for g in deck_games())
        raise CliError(f"{args.game} is not played with decks of your own (--deck is for {games})")
    presets = preconstructed_names(args.game)
    decks: list[tuple[str, str | None]] = []
    for value in given:
        path = Path(value)
        if not path.is_file() and value.strip().lower() in presets:
            decks.append((value.strip().lower(), None))
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise CliError(f"there is no deck file at {path}") from None
        except (OSError, UnicodeDecodeError) as error:
            raise CliError(f"cannot read the deck file {path}: {error}") from None
        name = re.sub(r"[^\w '.,!&()+#-]", "-", path.stem)[:30] or "deck"  # what a deck's name may hold
        decks.append((f"{name} (file)" if name.lower() in presets else name, text))
    return decks


def _card(args: argparse.Namespace) -> int:
    sheet = card_sheet(" ".join(args.name), args.game, args.lang or locale_of(os.environ.get("LANG")))
    print(f"{sheet.name} ({sheet.code})" if sheet.code else sheet.name)
    for label, value in sheet.fields:
        print(f"  {label}: {value}")
    for label, value in sheet.rulings:
        print(f"  {label}: {value}")
    return 0


def _matches(args: argparse.Namespace) -> int:
    settings = load_settings()
    database = _database(args, settings, must_exist=False)
    if not is_postgres_url(database) and not sqlite_path(database).is_file():
        print(f"No saved matches: {database} does not exist yet. Start one with `{COMMAND} play GAME`.")
        return 0

    async def listing() -> list[str]:
        async with open_service(database, settings) as service:
            found = await service.list_matches(user=LOCAL_PLAYER, include_finished=True, limit=100)
            now = service.clock()
        return [
            f"  #{m.id:<5} {m.game:<11} {m.status:<9} {when(m.updated_at, now):<40} "
            + ", ".join(s.name for s in m.seats)
            for m in found
        ]

    lines = asyncio.run(listing())
    if not lines:
        print(f"No saved matches in {redact(database)}. Start one with `{COMMAND} play GAME`.")
        return 0
    print(f"Matches saved in {redact(database)}, newest first (id, game, status, last move, players):")
    print("\n".join(lines))
    print(f"Continue one with: {resume_command('MATCH_ID', args.db)}")
    return 0


def _migrate(args: argparse.Namespace) -> int:
    """Copy an SQLite database into an empty PostgreSQL one, then check the copy: the same
    number of rows in every table, and every match's log replays to its stored state."""
    if is_postgres_url(args.source):
        raise CliError("--from names the SQLite database to copy (sqlite:///botwar.db, or its path)")
    if not is_postgres_url(args.target):
        raise CliError("--to must be a PostgreSQL URL, postgresql://user@host/database")
    source = sqlite_path(args.source)
    if not source.is_file():
        raise CliError(f"there is no database file {source} to copy")

    async def run() -> tuple[dict[str, int], list[str]]:
        copied = await copy_database(source, args.target)
        async with open_service(args.target) as service:
            problems = await _replay_every_match(service)
        return copied, problems

    started = time.perf_counter()
    with serving_lock(source):  # no bot may write to the file while it is copied
        copied, problems = asyncio.run(run())
    print(f"Copied {source} into {redact(args.target)} in {time.perf_counter() - started:.1f} s:")
    for table, count in copied.items():
        print(f"  {table:<13} {count}")
    if problems:
        print(f"{len(problems)} match(es) do not replay to their stored state:", file=sys.stderr)
        for problem in problems[:20]:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print("Every table has as many rows as in the source, and every match's log replays to its state.")
    return 0


def _backup(args: argparse.Namespace) -> int:
    """A checked copy of the SQLite database, made while the bot may be running (storage/backup.py)."""
    database = args.db or load_settings().database
    if is_postgres_url(database):
        raise CliError(f"{redact(database)} is a PostgreSQL database: back it up with pg_dump (docs/deployment.md)")
    source = sqlite_path(database)
    if not source.is_file():
        given = "--db" if args.db else "BOTWAR_DB, or the default"
        raise CliError(f"there is no database file {source} to back up ({given})")
    done = backup_database(source, args.file)
    print(
        f"Backed up {source} into {args.file}: {done.matches} matches, {done.pages} pages "
        f"({done.size / 1e6:.1f} MB), integrity_check ok, in {done.seconds:.1f} s."
    )
    return 0


async def _replay_every_match(service: GameService) -> list[str]:
    """Matches whose stored state is not what replaying their log gives (or that cannot be replayed)."""
    problems = []
    store = service.store
    last = (await store.counts())["matches_created"]
    for first in range(1, last + 1, 500):
        matches = await store.get_matches(list(range(first, min(first + 500, last + 1))))
        for match in matches.values():
            if match.state is None:
                continue
            log = await store.action_log(match.id)
            moves = [LoggedAction(player=entry.seat, action=entry.action) for entry in log]
            try:
                state = replay(get_game(match.game), len(match.seats), match.options, match.seed, moves)
            except Exception as error:
                problems.append(f"#{match.id} ({match.game}): cannot be replayed ({type(error).__name__}: {error})")
                continue
            if state.model_dump_json() != match.state:
                problems.append(f"#{match.id} ({match.game}): the replayed state differs from the stored one")
    return problems


def _games() -> int:
    for game in all_games().values():
        print(f"{game.name:<12} {game.title} ({game.min_players}-{game.max_players} players): {game.description}")
        print(f"{'':<12} options: {_options_line(game.Options)}")
        print(f"{'':<12} explained in {_options_doc(game.name)}")
        print(f"{'':<12} e.g. {COMMAND} play {game.name} --options '{_example_option(game.Options)}'")
    print(f"\nWhile playing in the terminal, 'rules options' shows that section. More: {COMMAND} play --help")
    return 0


def _options_line(options: Any) -> str:
    # Options a person cannot type (Doomtrooper's frozen deck lists) are not listed.
    return " ".join(
        f"{name}={_value_text(field.default)}"
        for name, field in options.model_fields.items()
        if not isinstance(field.default, dict | list | tuple)
    )


def _value_text(value: object) -> str:
    if value is None:
        return "(auto)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _example_option(options: Any) -> str:
    """One real option of the game, set to a valid value other than its default."""
    for name, field in options.model_fields.items():
        default = field.default
        if isinstance(default, bool):
            candidates: list[object] = [not default]
        elif get_origin(field.annotation) is Literal:
            candidates = [v for v in get_args(field.annotation) if v != default]
        elif isinstance(default, int):
            candidates = [default + 1, default - 1]
        else:
            continue
        for value in candidates:
            try:
                options.model_validate({name: value})
            except ValueError:
                continue
            return f"{name}={_value_text(value)}"
    return ""


def _options_doc(game: str) -> str:
    text = rules_text(game)
    section = next((h for h in headings(text or "") if re.search(r"\boptions\b", h, re.I)), None)
    where = f"docs/games/{game}.md"
    return f'{where}, section "{section}"' if section else where


def _simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if not game.min_players <= args.players <= game.max_players:
        raise CliError(
            f"{game.title} is played by {game.min_players} to {game.max_players} players; "
            f"--players {args.players} is outside that range"
        )
    options = check_options(game.name, parse_options_text(args.options))
    wins = [0] * args.players
    draws = 0
    lengths = []
    started = time.perf_counter()
    for number in range(args.games):
        result = play_match(game, args.players, args.seed + number, options)
        lengths.append(len(result.log))
        if len(result.outcome.winners) == 1:
            wins[result.outcome.winners[0]] += 1
        else:
            draws += 1
    elapsed = time.perf_counter() - started
    print(
        f"{game.title}: {args.games} AI matches, {args.players} players, "
        f"seeds {args.seed}..{args.seed + args.games - 1}"
    )
    for seat, count in enumerate(wins):
        print(f"  seat {seat + 1} won {count} ({100 * count / args.games:.1f}%)")
    print(f"  shared or drawn: {draws}")
    print(f"  average length: {sum(lengths) / len(lengths):.1f} actions (min {min(lengths)}, max {max(lengths)})")
    print(f"  time: {1000 * elapsed / args.games:.2f} ms per game, {args.games / max(elapsed, 1e-9):.1f} games/s")
    return 0


def _scenario(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        module = importlib.import_module(f"bot.games.{game.name}.scenario")
    except ModuleNotFoundError:
        raise CliError(f"{game.title} has no scenario runner") from None
    path: Path = args.file
    try:
        json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CliError(f"there is no scenario file at {path}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise CliError(f"cannot read the scenario file {path}: {error}") from None
    except json.JSONDecodeError as error:
        raise CliError(f"{path} is not valid JSON: {error}") from None
    docs = f"docs/games/{game.name}-scenarios.md"
    try:
        result = module.run_scenario(path, wording_for(game).text)  # events in English words
    except USER_ERRORS as error:
        raise CliError(f"{path}: {refusal(error)}") from None
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        what = f"missing field {error}" if isinstance(error, KeyError) else str(error).splitlines()[0]
        raise CliError(f"{path} is not a valid scenario ({what}); the format is in {docs}") from None
    print(json.dumps(result, indent=2, sort_keys=True))
    return 0


def _discord(command: str, args: argparse.Namespace) -> int:
    settings = load_settings()
    if not settings.has_token:
        games = ", ".join(sorted(all_games())) or "(none registered)"
        print(NO_TOKEN.format(games=games), file=sys.stderr)
        return 1
    # Imported only here: discord.py is slow to import and the other commands never need it.
    from bot.discord_app import run_bot, sync_commands

    if command == "sync":
        return asyncio.run(sync_commands(settings, args.guild))
    return run_bot(settings)
