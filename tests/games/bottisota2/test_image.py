"""The PNG map: it decodes, fits a Discord embed, is deterministic, follows the bots, draws every
arena for spectators and seats, puts terrain, walls, mines and tokens where the view says, and
reads nothing but the view."""

import copy
import io
import json
import math
from typing import Any

import pytest
from PIL import Image

from bot.engine import View
from bot.games.bottisota2 import GAME
from bot.games.bottisota2.arena import ARENA_NAMES, designed, parsed
from bot.games.bottisota2.image import (
    COLOURS,
    R_MAX,
    TERRAIN_FILL,
    _side,
    bot_lines,
    centres,
    key_entries,
    layout,
    mine_spots,
    picture_size,
    token_spots,
)
from bot.games.bottisota2.scenario import NAMES, build
from bot.games.bottisota2.state import B2State
from bot.games.drawing import WALL
from bot.wording import wording_for
from tests.games.bottisota2.support import act, fresh
from tests.support.wording import english

Pixel = tuple[int, int, int]
WORDS = english(GAME, NAMES)
"""The picture's words in English, the seats named NAMES."""


def scenario(bots: list[dict[str, Any]], **spec: Any) -> B2State:
    return build({"arena": "hall", "phase": "shoot", "bots": bots, **spec})


def picture(view: View, names: list[str] = NAMES) -> Image.Image:
    png = GAME.render_image(view, english(GAME, names))
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.format == "PNG"
    return img.convert("RGB")


def placed(players: int, seed: int, **options: object) -> B2State:
    """A match with every bot placed by its default."""
    state = fresh(players, dict(options), seed)
    while state.phase == "place":
        decision = GAME.pending(state)[0]
        state, _ = act(state, decision.player, decision.default)
    return state


def area_centre(view: View, label: str) -> tuple[float, float, float]:
    """The pixel centre of an area and the radius of its hexagon."""
    arena = parsed(view["arena_text"])
    lay = layout(view, WORDS)
    x, y = centres(arena, lay.map_x, lay.map_y, lay.hex_r)[arena.index(label)]
    return x, y, lay.hex_r


def near(a: Pixel, b: Pixel, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def pixel(img: Image.Image, x: float, y: float) -> Pixel:
    got = img.getpixel((round(x), round(y)))
    assert isinstance(got, tuple)
    return (int(got[0]), int(got[1]), int(got[2]))


# -- every arena, every reader ---------------------------------------------------------------------


@pytest.mark.parametrize(("players", "arena"), [(3, "pit"), (6, "hall"), (10, "foundry"), (12, "random")])
def test_every_arena_draws_for_a_spectator_and_for_a_seat(players: int, arena: str) -> None:
    state = placed(players, 7, arena=arena)
    assert state.arena_name == arena
    for viewer in (None, 0, players - 1):
        view = GAME.view(state, viewer)
        img = picture(view)
        assert img.size == picture_size(view, WORDS)
        width, height = img.size
        assert 800 <= width <= 1200 and 600 <= height <= 1600
        assert len(img.getcolors(1 << 16) or []) > 20


def test_the_placing_phase_draws_an_empty_arena_and_lists_who_waits() -> None:
    state = fresh(4, {}, 3)
    view = GAME.view(state, None)
    picture(view)
    assert all(second == "" and head.endswith("waiting to be placed") for head, second in bot_lines(view, WORDS))


# -- deterministic, and the view is all it reads ----------------------------------------------------


def test_the_same_view_gives_the_same_bytes_and_is_left_untouched() -> None:
    view = GAME.view(placed(6, 4), 2)
    before = json.dumps(view, sort_keys=True)
    first = GAME.render_image(view, WORDS)
    assert GAME.render_image(copy.deepcopy(view), english(GAME, list(NAMES))) == first
    assert GAME.render_image(json.loads(before), WORDS) == first
    assert json.dumps(view, sort_keys=True) == before


def test_another_seats_hand_cannot_reach_the_picture() -> None:
    bots = [{"model": "rambler", "at": "C3"}, {"model": "hornet", "at": "B2"}]
    empty = scenario([bots[0], {**bots[1], "hand": []}])
    full = scenario([bots[0], {**bots[1], "hand": ["mortar", "shield", "patch"]}])
    for viewer in (None, 0):
        assert GAME.render_image(GAME.view(empty, viewer), WORDS) != b""
        a, b = GAME.view(empty, viewer), GAME.view(full, viewer)
        a["bots"][1]["hand_size"] = b["bots"][1]["hand_size"]  # the count is public; the cards are not
        assert GAME.render_image(a, WORDS) == GAME.render_image(b, WORDS)
    # The owner sees its own hand listed.
    assert "your hand (only you see it): Mortar, Shield, Patch" in bot_lines(GAME.view(full, 1), WORDS)[1][1]


def test_the_picture_changes_when_a_bot_moves() -> None:
    here = GAME.view(scenario([{"model": "rambler", "at": "C3"}, {"model": "sapper", "at": "A1"}]), None)
    there = GAME.view(scenario([{"model": "rambler", "at": "C4"}, {"model": "sapper", "at": "A1"}]), None)
    assert GAME.render_image(here, WORDS) != GAME.render_image(there, WORDS)


# -- what is drawn where ---------------------------------------------------------------------------


def test_every_area_is_filled_by_its_terrain() -> None:
    for name in ARENA_NAMES:
        arena = designed(name)
        state = build({"arena": name, "phase": "shoot", "bots": [{"model": "rambler"}, {"model": "sapper"}]})
        view = GAME.view(state, None)
        img = picture(view)
        for label, kind in zip(arena.labels, arena.terrain, strict=True):
            cx, cy, r = area_centre(view, label)
            assert near(pixel(img, cx, cy + 0.8 * r), TERRAIN_FILL[kind], 2), (name, label, kind)


def test_walls_and_openings_stand_on_the_sides_between_their_areas() -> None:
    arena = designed("hall")
    view = GAME.view(scenario([{"model": "rambler", "at": "C3"}]), None)
    img = picture(view)
    lay = layout(view, WORDS)
    where = centres(arena, lay.map_x, lay.map_y, lay.hex_r)

    def along(a: str, b: str, f: float) -> Pixel:
        ia, ib = arena.index(a), arena.index(b)
        d = arena.direction(ia, ib)
        assert d is not None
        (x0, y0), (x1, y1) = _side(*where[ia], lay.hex_r, d)
        return pixel(img, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)

    for a, b in (("A2", "B2"), ("C3", "D3"), ("D3", "E2")):  # walls
        assert all(near(along(a, b, f), WALL) for f in (0.2, 0.5, 0.8)), (a, b)
    for a, b in (("B3", "C3"), ("C1", "D1")):  # walls with an opening: open in the middle
        assert near(along(a, b, 0.2), WALL) and not near(along(a, b, 0.5), WALL), (a, b)
    for a, b in (("A1", "A2"), ("C2", "C3")):  # no wall
        assert not any(near(along(a, b, f), WALL) for f in (0.2, 0.5, 0.8)), (a, b)


def test_bots_are_tokens_in_their_areas_and_the_destroyed_are_not_on_the_map() -> None:
    state = scenario(
        [
            {"model": "rambler", "at": "C3"},
            {"model": "sapper", "at": "C3"},
            {"model": "magnus", "at": "E3"},
            {"model": "crusher", "at": None, "lives": 1},
        ]
    )
    view = GAME.view(state, None)
    img = picture(view)
    radius, spots = token_spots(2, *area_centre(view, "C3"))
    for seat, (x, y) in enumerate(spots):
        assert near(pixel(img, x - radius * 0.65, y), COLOURS[seat])
    radius, [(x, y)] = token_spots(1, *area_centre(view, "E3"))
    assert near(pixel(img, x - radius * 0.65, y), COLOURS[2])
    lines = bot_lines(view, WORDS)
    assert lines[0][0] == "Ann: Rambler (wheels) at C3"
    assert lines[3] == ("Dan: Crusher (tracks), destroyed, returns next round", "")
    lay = layout(view, WORDS)
    arena_part = img.crop((0, 0, round(lay.key_x), round(lay.rows_y)))
    colours = [c for _, c in arena_part.getcolors(1 << 16) or [] if isinstance(c, tuple)]
    assert colours and not any(near((c[0], c[1], c[2]), COLOURS[3], 2) for c in colours)


def test_a_flier_in_flight_points_where_it_heads() -> None:
    flying = GAME.view(scenario([{"model": "hornet", "at": "C3", "heading": "NE"}]), None)
    landed = GAME.view(scenario([{"model": "hornet", "at": "C3"}]), None)
    radius, [(x, y)] = token_spots(1, *area_centre(flying, "C3"))
    a = math.radians(300)  # NE
    tip = (x + math.cos(a) * radius * 1.55, y + math.sin(a) * radius * 1.55)
    assert near(pixel(picture(flying), *tip), (20, 20, 20))
    assert not near(pixel(picture(landed), *tip), (20, 20, 20))
    assert bot_lines(flying, WORDS)[0][0].endswith("at C3, flying NE")
    assert [e.icon for e in key_entries(designed("hall"), flying, english(GAME))][-1] == "flier"


def test_mines_are_drawn_from_the_view_only() -> None:
    state = scenario([{"model": "rambler", "at": "A1"}], mines=[{"at": "C4"}, {"at": "C4", "magnetic": True}])
    view = GAME.view(state, None)
    img = picture(view)
    size, spots = mine_spots(2, *area_centre(view, "C4"))
    assert all(near(pixel(img, x, y - size * 0.45), (25, 25, 25)) for x, y in spots)
    assert {e.icon for e in key_entries(designed("hall"), view, english(GAME))} >= {"mine", "magmine"}
    bare = copy.deepcopy(view)
    bare["mines"] = []
    assert not near(pixel(picture(bare), spots[0][0], spots[0][1] - size * 0.45), (25, 25, 25))


def test_the_bot_rows_give_damage_thresholds_faults_and_parts() -> None:
    state = scenario(
        [
            {"model": "crusher", "at": "C3", "damage": 5, "faults": ["slow", "slow", "part"], "installed": ["plating"]},
            {"model": "warden", "at": "B2"},
        ],
        players=3,
    )
    view = GAME.view(state, 1)
    lines = bot_lines(view, WORDS)
    head, second = lines[0]
    assert head == "Ann: Crusher (tracks) at C3"
    assert second.startswith("damage 5 (faults from 4, explodes at 7)")
    assert "faults: slow x2, part wrecked" in second and "parts: Plating" in second
    assert lines[1][0] == "Ben (you): Warden (hovering) at B2" and "shield 6+" in lines[1][1]
    assert lines[2] == ("Cat: Rambler (wheels), destroyed", "")


def test_the_picture_grows_with_the_arena_but_stays_within_an_embed() -> None:
    pit, foundry = GAME.view(placed(2, 1), None), GAME.view(placed(12, 1), None)
    (pit_w, pit_h), (foundry_w, foundry_h) = (
        picture_size(pit, WORDS),
        picture_size(foundry, WORDS),
    )
    assert pit_w <= foundry_w <= 1200 and pit_h < foundry_h
    # Small arenas get bigger areas; the Foundry's seven-area rows still fit.
    assert layout(pit, WORDS).hex_r == R_MAX > layout(foundry, WORDS).hex_r >= 40


def test_the_picture_speaks_the_readers_language() -> None:
    view = GAME.view(placed(2, 1), None)
    finnish = wording_for(GAME, "fi").say(NAMES)
    rows = bot_lines(view, finnish)
    assert all(" alueella " in head and "vauriot " in second for head, second in rows)
    assert {e.text for e in key_entries(designed("hall"), view, finnish)} >= {"Botti: pelaajansa numero"}
    assert GAME.render_image(view, WORDS) != GAME.render_image(view, finnish), "the words differ, so the picture does"
