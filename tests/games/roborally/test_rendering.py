"""What players read and see: the text board with its labels and legend, and the board picture."""

import io
import re
from typing import Any

import pytest
from PIL import Image

from bot.engine import Rng, View
from bot.games.roborally import GAME
from bot.games.roborally.board import BELT, EXPRESS, GEAR_L, GEAR_R, OIL, PIT, REPAIR, REPAIR2, load_course
from bot.games.roborally.image import (
    LABEL,
    PAD,
    ROW,
    SIDE,
    TITLE,
    T,
    checkpoint_badge,
    legend_entries,
    picture_size,
)
from bot.games.roborally.scenario import build
from bot.games.roborally.state import Options, RoboState
from bot.games.roborally.view import board_lines
from bot.messages import VIEW_LIMIT
from tests.support.wording import english

NAMES = ["Ann", "Ben", "Cleo", "Dev"]


def scenario(robots: list[dict[str, Any]], course: Any = "sprint", boards: dict[str, list[str]] | None = None) -> View:
    spec: dict[str, Any] = {"course": course, "robots": robots}
    if boards:
        spec["boards"] = boards
    return GAME.view(build(spec), None)


def fresh(players: int, course: str) -> RoboState:
    return GAME.setup(players, Options.model_validate({"course": course}), Rng.from_seed(4))


def cell(lines: list[str], square: str) -> str:
    """The two characters the text board shows at `square`, found through its labels."""
    match = re.fullmatch(r"([A-Z]+)(\d+)", square)
    assert match
    column, row = match.groups()
    for n, line in enumerate(lines):
        columns = line.split()
        if re.fullmatch(r"   (?: +[A-Z]+)+", line) and column in columns:
            x = 4 + 3 * columns.index(column)
            for below in lines[n + 1 :]:
                if not below:
                    break
                if below.startswith(f"{row:>2} "):
                    return below.ljust(x + 2)[x : x + 2]
    raise AssertionError(f"no {square} on the board")


# -- the text board -------------------------------------------------------------------------------

SMALL_BOARD = {
    "t-render-small": [
        "size: 4 3",
        "grid:",
        ".. .. .. w1",
        ".. XX b> ..",
        ".. .. e^ ..",
        "elements:",
        "wall B1 E",
        "wall C3 N",
        "laser A1 S 1",
        "door D2 W 24",
        "pusher D3 W 135",
        "start B3 1 N",
    ]
}


def test_walls_lasers_and_doors_are_drawn_at_their_squares() -> None:
    view = scenario(
        [{"at": "B3", "facing": "E"}],
        course={"boards": [["t-render-small", 0, 0]], "checkpoints": ["t-render-small:C1"]},
        boards=SMALL_BOARD,
    )
    lines = board_lines(view)
    board = lines[: lines.index("")]
    assert board == [
        "     A  B  C  D",
        "    --",  # the wall behind the laser on A1's north side
        " 1  Lv  .|#1 w1",  # the laser fires south; a wall east of B1; checkpoint 1 on C1
        " 2   * XX  >: .",  # its beam on A2; a door west of D2
        "          --",  # the wall between C2 and C3
        " 3   * 1> ^^ P<|",  # robot 1 faces east; the pusher on D3 pushes west from its wall
    ]
    legend = "\n".join(lines[lines.index("") + 1 :])
    for entry in ("1^  robot 1", "#1  checkpoint", "XX  pit", " >  belt", ">>  express belt", "w1  repair 1"):
        assert entry in legend
    assert "P>  pusher, registers: D3 1,3,5" in legend
    assert "L>  laser and * its beam" in legend and "| -- wall" in legend
    assert ": == door open in: D2 W 2,4" in legend
    for absent in ("G+", "~~", "@", "crusher", "flamer", "w2", "blank"):
        assert absent not in legend


@pytest.mark.parametrize("name", ["sprint", "junkyard", "crossing", "pipeline"])
def test_the_text_board_has_labels_and_a_legend_entry_for_every_element(name: str) -> None:
    state = fresh(4, name)
    view = GAME.view(state, None)
    lines = board_lines(view)
    course = load_course(name)
    assert lines[0] == "   " + "".join(f" {chr(65 + x):>2}" for x in range(course.width))
    for y in range(course.height):
        assert any(line.startswith(f"{y + 1:>2} ") for line in lines)
    # Robots stand where their messages say, read through the row and column labels.
    for rb in view["robots"]:
        assert cell(lines, rb["at"]) == f"{rb['seat'] + 1}{'^>v<'['NESW'.index(rb['facing'])]}"
    for n, square in enumerate(view["checkpoints"]):
        assert cell(lines, square) == f"#{n + 1}"
    legend = "\n".join(lines[lines.index("Legend:") :])
    floors = set(course.floor)
    expected = {
        "XX  pit": PIT in floors,
        " >  belt": BELT in floors,
        ">>  express belt": EXPRESS in floors,
        "gear: turns": GEAR_R in floors or GEAR_L in floors,
        "oil": OIL in floors,
        "portals": any(t >= 0 for t in course.twin),
        "crusher": any(course.crusher),
        "flamer": any(course.flamer),
        "pusher": any(course.pusher),
        "laser and * its beam": bool(course.lasers),
        "| -- wall": any(course.walls),
        ": == door": bool(course.door_edges),
        "s1  start square": bool(course.starts),
        "#1  checkpoint": True,
        "1^  robot 1 facing north": True,
    }
    for entry, present in expected.items():
        assert (entry in legend) == present, entry
    # Repair squares appear in the legend when one is not covered by a checkpoint.
    shown = [i for i, f in enumerate(course.floor) if f in (REPAIR, REPAIR2) and i not in course.checkpoint_at]
    assert ("repair" in legend) == bool(shown)


def test_a_wide_course_is_drawn_in_two_panels_of_labelled_columns() -> None:
    lines = board_lines(GAME.view(fresh(3, "grand-tour"), None))
    headers = [line for line in lines if re.fullmatch(r" {3}(?: +[A-Z]+)+", line)]
    assert headers == [
        "   " + "".join(f" {chr(65 + x):>2}" for x in range(12)),
        "   " + "".join(f" {chr(65 + x):>2}" for x in range(12, 24)),
    ]
    board = lines[: lines.index("Legend:")]
    assert max(len(line) for line in board) <= 4 + 3 * 12


@pytest.mark.parametrize("name", ["sprint", "crossing", "pipeline", "junkyard"])
def test_a_one_board_course_fits_a_discord_view_with_eight_players(name: str) -> None:
    state = fresh(8, name)
    text = GAME.render(GAME.view(state, 0), english(GAME, [f"Player {k + 1}" for k in range(8)]))
    assert len(text) <= VIEW_LIMIT
    assert text.endswith("```") and "Legend:" in text


def test_views_name_robots_from_one_and_say_where_a_destroyed_robot_re_enters() -> None:
    view = scenario([{"at": "E5", "facing": "S"}, {"at": None, "archive": "K11"}])
    text = GAME.render(view, english(GAME, NAMES[:2]))
    assert "**2 Ben** destroyed, re-enters at K11" in text
    assert "1v" in text and not re.search(r"\b0[\^>v<]", text)
    assert "Checkpoints: #1 K11, #2 B2, #3 H6" in text


# -- the picture ----------------------------------------------------------------------------------


def picture(view: View, names: list[str] = NAMES) -> Image.Image:
    png = GAME.render_image(view, english(GAME, names))
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_the_picture_has_room_for_labels_a_legend_and_the_robot_table() -> None:
    view = GAME.view(fresh(4, "sprint"), None)
    img = picture(view)
    course = load_course("sprint")
    assert img.size == picture_size(view)
    board_h = TITLE + 2 * LABEL + course.height * T
    assert img.size == (2 * LABEL + course.width * T + SIDE, board_h + PAD + 24 + 4 * ROW + PAD)
    # The coordinate bands are not empty: the label 'A' sits above column A.
    band = img.crop((LABEL, TITLE, LABEL + T, TITLE + LABEL))
    assert len(band.getcolors(4096) or []) > 1


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
def test_a_checkpoint_stays_visible_under_a_robot(facing: str) -> None:
    on = picture(scenario([{"at": "K11", "facing": facing}, {"at": "A14"}]))
    off = picture(scenario([{"at": "J12", "facing": facing}, {"at": "A14"}]))
    x, y = 10, 10  # K11
    x0, y0 = LABEL + x * T, TITLE + LABEL + y * T
    badge = checkpoint_badge(x0, y0)
    assert on.crop(badge).tobytes() == off.crop(badge).tobytes()
    colours = {colour for _, colour in on.crop(badge).getcolors(4096) or []}
    assert (0, 0, 0) in colours and (255, 255, 255) in colours  # the number, white on black
    middle = (x0 + T // 3, y0 + T // 3, x0 + 2 * T // 3, y0 + 2 * T // 3)
    assert on.crop(middle).tobytes() != off.crop(middle).tobytes()  # the robot is drawn there


def test_the_picture_legend_lists_destroyed_robots_and_where_they_re_enter() -> None:
    view = scenario([{"at": "E5", "facing": "S", "powered_down": True}, {"at": None, "archive": "K11"}, {"out": True}])
    texts = [entry.text for entry in legend_entries(view, NAMES[:3])]
    assert "Ben destroyed — re-enters at K11\ncheckpoints 0/3 · damage 0 · lives 3" in texts
    assert any(t.startswith("Ann at E5 facing south\npowered down") for t in texts)
    assert any(t.startswith("Cleo out of the race") for t in texts)
    board = [t for t in texts if "\n" not in t]
    assert "Crusher: destroys in the registers shown" in board and "Wall" in board
    assert not any("Portals" in t or "Oil" in t or "Flamer" in t for t in board)
    assert not any(re.search(r"\bseat\b|\bP0\b|Robot 0", t) for t in texts)
    picture(view, NAMES[:3])


def test_the_register_strip_names_the_turn_it_shows() -> None:
    state = fresh(2, "sprint")
    assert GAME.view(state, None)["program_turn"] is None
    for seat in (0, 1):
        decision = next(d for d in GAME.pending(state) if d.player == seat)
        GAME.apply(state, seat, decision.default)
    view = GAME.view(state, None)
    assert view["turn"] == 2 and view["program_turn"] == 1
    assert all(len(rb["last_program"]) == 5 for rb in view["robots"])
    picture(view)


def test_a_turn_without_programs_keeps_the_strip_of_the_last_turn_with_some() -> None:
    state = fresh(2, "sprint")
    for seat in (0, 1):
        GAME.apply(state, seat, "powerdown yes")
        GAME.apply(state, seat, "lock")
    # Turn 1 ran; turn 2 both robots are powered down, so it ran at once too.
    assert state.turn == 3 and [d.kind for d in GAME.pending(state)] == ["power", "power"]
    view = GAME.view(state, None)
    assert view["program_turn"] == 1 and all(any(rb["last_program"]) for rb in view["robots"])


def test_a_players_own_view_names_cards_and_option_settings_in_words() -> None:
    state = fresh(2, "sprint")
    rb = state.robots[0]
    rb.options = ["gyro", "shield", "turret", "howitzer"]
    rb.shots = 5
    state.option_deck = [k for k in state.option_deck if k not in rb.options]
    for action in ("gyro off", "shield 2 none", "aim 3 left", "weapon 4 howitzer", "wrench repair", "sacrifice turret"):
        GAME.apply(state, 0, action)
    text = GAME.render(GAME.view(state, 0), english(GAME, NAMES[:2]))
    mine = text[: text.index("```")]
    assert not re.search(r"\bc\d{3}\b|\bTrue\b|\bFalse\b|\bNone\b", mine), mine
    hand = next(line for line in mine.splitlines() if line.startswith("Your hand: "))
    assert all(f"({card})" in hand for card in rb.hand)
    assert "Your registers: 1: — | 2: — | 3: — | 4: — | 5: —" in mine
    settings = next(line for line in mine.splitlines() if line.startswith("Option settings: "))
    for words in (
        "Gyroscopic Stabilizer off",
        "Directional Shield guards R1 front, R2 none, R3 front",
        "Turret aims R1 front, R2 front, R3 left",
        "fires R1 main laser, R2 main laser, R3 main laser, R4 Mini Howitzer",
        "on a double wrench: repair 2",
        "give up Turret first",
    ):
        assert words in settings, settings
