"""Reading user text: a Doomtrooper deck list (`/deck import`) and the other commands' text.

`python -m benchmarks.deck_parse [--quick]` prints the figures; `benchmarks/run.py` reports
them (`bench_deck_parse`). docs/performance.md ("User text") holds the full-mode ones.

**Deck lists.** `decklists.parse` is timed on worst-case lists of 1,000, 3,000 and 6,000
characters (a slash command's text option holds at most 6,000), three kinds of each
(`worst_cases`), and the slowest kind is reported:

- `one line`: real entries run together without separators ("1 Fly 1 Gaze ...", as a list
  pasted into a slash command arrives; the shortest names, so as many entries as fit), the
  last one a near miss, so the whole line is read entry by entry and then refused;
- `many lines`: short lines of near-miss names ("2 Infantri", "Sea Lino x2"), each one
  looked up and reported;
- `garbage`: long runs of spaces between words, counts of hundreds of digits, stray `x` and
  parentheses: what a pattern that backtracks is slow on.

**Other text.** The card lookup (`/card`: a near miss, so with its suggestions) and the card
suggestions (its autocompletion) on 6,000 characters of near-miss words, the options text of `/game new`, a
rules topic (`/rules`), and a typed action (`/act`) checked against every game's syntax.

Each figure is the median of `repeat` runs. Nothing here asserts a time.
"""

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from bot.errors import CatalogueError
from bot.games import all_games
from bot.games.doomtrooper import decklists
from bot.games.doomtrooper.cards import CARDS
from bot.lookup import find, names
from bot.options_text import parse_options_text
from bot.rules import find_section, rules_text

if TYPE_CHECKING:
    from benchmarks.report import Report

SIZES = (1000, 3000, 6000)
"""Characters of the lists timed (6,000: the longest text a slash command's option holds)."""


def near_miss(name: str, n: int) -> str:
    """`name` with one of its letters doubled: close to a card, but no card."""
    letters = [at for at, char in enumerate(name) if char.isalpha()]
    at = letters[n % len(letters)]
    return name[: at + 1] + name[at:]


def _fill(size: int, pieces: Callable[[int], str], separator: str) -> str:
    """Whole pieces joined by `separator`, padded with spaces to `size` characters."""
    text, n = "", 0
    while len(longer := text + separator + pieces(n) if text else pieces(n)) <= size:
        text, n = longer, n + 1
    return text.ljust(size)


def worst_cases(size: int) -> dict[str, str]:
    """The three kinds of worst case (see the module's doc), each `size` characters long."""
    names = [card.name for card in sorted(CARDS.values(), key=lambda c: c.code)]
    short = sorted(names, key=len)[:20]
    run = _fill(size - 11, lambda n: f"1 {short[n % len(short)]}", " ") + " 1 Infantri"
    lines = _fill(
        size,
        lambda n: (
            f"{1 + n % 5} {near_miss(names[n % len(names)], n)}"
            if n % 2
            else f"{near_miss(names[n % len(names)], n)} x{1 + n % 5}"
        ),
        "\n",
    )
    k = size // 8
    garbage_lines = (
        "Sea" + " " * k + "x" + " " * k + "Lion",
        "9" * k + " Infantry",
        "Infantry" + " x" * (k // 2) + " (" + "1" * k,
        "1" + " " * k + "x" + " " * k + "Infantri",
    )
    garbage = _fill(size, lambda n: garbage_lines[n % len(garbage_lines)], "\n")
    return {"one line": run, "many lines": lines, "garbage": garbage}


def median_ms(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        with contextlib.suppress(ValueError):  # a refusal is the expected answer to most of these
            work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def other_texts(size: int) -> dict[str, Callable[[], object]]:
    """The other commands that read user text, each given `size` characters."""
    words = _fill(size, lambda n: near_miss(list(CARDS.values())[n % len(CARDS)].name, n), " ")
    rules = rules_text("doomtrooper") or ""
    action = _fill(size, lambda n: f"play k01{n % 1000:03d}_{n}", " ")

    def look_up() -> None:
        with contextlib.suppress(CatalogueError):
            find(words)

    def every_syntax() -> None:
        for game in all_games().values():
            with contextlib.suppress(ValueError):
                game.check_syntax(action)

    return {
        "card lookup": look_up,
        "card suggestions": lambda: names(words),
        "options text": lambda: parse_options_text(" ".join(f"k{n}={'9' * 20}" for n in range(size // 24))),
        "rules topic": lambda: find_section(rules, words),
        "typed action": every_syntax,
    }


def bench_deck_parse(report: "Report", repeat: int) -> None:
    worst: dict[int, float] = {}
    for size in SIZES:
        times = {kind: median_ms(partial(decklists.parse, text), repeat) for kind, text in worst_cases(size).items()}
        kind = max(times, key=lambda k: times[k])
        worst[size] = times[kind]
        others = ", ".join(f"{k} {t:.2f} ms" for k, t in times.items() if k != kind)
        report.add(
            f"deck_parse_{size}_ms",
            times[kind],
            f"- deck list of {size} characters, worst case ({kind}): parsed in {times[kind]:.2f} ms ({others})",
        )
    ratio = worst[SIZES[-1]] / worst[SIZES[0]]
    report.add(
        "deck_parse_growth",
        ratio,
        f"- deck list parse time, {SIZES[-1]} against {SIZES[0]} characters: {ratio:.1f}x "
        f"(linear: {SIZES[-1] / SIZES[0]:.0f}x)",
    )
    times = {name: median_ms(work, repeat) for name, work in other_texts(SIZES[-1]).items()}
    slowest = max(times, key=lambda k: times[k])
    report.add(
        "user_text_max_ms",
        times[slowest],
        f"- other user text of {SIZES[-1]} characters: " + ", ".join(f"{k} {t:.2f} ms" for k, t in times.items()),
    )


def main(argv: list[str] | None = None) -> int:
    from benchmarks.report import Report

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    args = parser.parse_args(argv)
    bench_deck_parse(Report(mode="quick" if args.quick else "full"), 3 if args.quick else 31)
    return 0


if __name__ == "__main__":
    sys.exit(main())
