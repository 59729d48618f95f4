"""`python -m bot [run|play|simulate|scenario|sync|games]`."""

import argparse
import asyncio
import importlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.engine import all_games, get_game
from bot.engine.errors import GameError
from bot.engine.simulate import play_match
from bot.errors import ServiceError
from bot.options_text import parse_options_text
from bot.settings import SettingsError, load_settings
from storage.errors import StoreError

NO_TOKEN = """\
botwar: no Discord token is set, so the Discord bot cannot start.

To run it on Discord:
  1. cp .env.example .env
  2. put your bot token after DISCORD_TOKEN= in .env (see README.md, "Run it on Discord")
  3. python -m bot sync        (once, to register the slash commands)
  4. python -m bot             (starts the bot)

To try a game right here in the terminal, against two AI players:
  python -m bot play stakbots --players 3 --ai 2

Games: {games}
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="botwar: robot games played by post.")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="start the Discord bot (the default)")
    sub.add_parser("games", help="list the games")

    play = sub.add_parser("play", help="play a match in the terminal against AI seats")
    play.add_argument("game", nargs="?", help="game name (see `games`)")
    play.add_argument("--players", type=int, default=3)
    play.add_argument("--ai", type=int, default=None, help="AI seats (default: all but one)")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--db", type=Path, default=None, help="database file (default: BOTWAR_DB or botwar.db)")
    play.add_argument("--options", default="", help="game options, e.g. 'stak_depth=6 recycling=yes'")
    play.add_argument("--resume", type=int, default=None, metavar="MATCH_ID", help="continue a saved match")

    sim = sub.add_parser("simulate", help="AI-only matches: outcomes, average length, time per game")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--options", default="")

    scenario = sub.add_parser("scenario", help="run a scenario file and print the resulting state as JSON")
    scenario.add_argument("game")
    scenario.add_argument("file", type=Path)

    sync = sub.add_parser("sync", help="register slash commands with Discord (rate limited: run on purpose)")
    sync.add_argument("--guild", type=int, default=None, help="a server id for instant, server-only commands")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command = args.command or "run"
    try:
        if command == "games":
            for game in all_games().values():
                print(
                    f"{game.name:<12} {game.title} ({game.min_players}-{game.max_players} players): {game.description}"
                )
            return 0
        if command == "play":
            return _play(args)
        if command == "simulate":
            return _simulate(args)
        if command == "scenario":
            return _scenario(args)
        return _discord(command, args)
    except (GameError, ServiceError, StoreError, SettingsError) as error:
        print(f"botwar: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _play(args: argparse.Namespace) -> int:
    from bot.terminal import run_terminal

    if args.game is None and args.resume is None:
        print(
            "botwar: name a game to play (python -m bot games lists them), or --resume MATCH_ID",
            file=sys.stderr,
        )
        return 2
    settings = load_settings()
    ai = args.players - 1 if args.ai is None else args.ai
    asyncio.run(
        run_terminal(
            args.game,
            args.players,
            ai,
            args.seed,
            args.db or settings.database,
            parse_options_text(args.options),
            resume=args.resume,
        )
    )
    return 0


def _simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = parse_options_text(args.options)
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
    print(f"  time: {1000 * elapsed / args.games:.2f} ms per game, {args.games / elapsed:.1f} games/s")
    return 0


def _scenario(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        module = importlib.import_module(f"bot.games.{game.name}.scenario")
    except ModuleNotFoundError:
        print(f"botwar: {game.title} has no scenario runner", file=sys.stderr)
        return 2
    print(json.dumps(module.run_scenario(args.file), indent=2, sort_keys=True))
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
    run_bot(settings)
    return 0
