"""Hex geometry, line of fire, the arena text format, the designed arenas and the random arena."""

import pytest

from bot.games.bottisota2.arena import (
    ARENA_NAMES,
    TERRAINS,
    ArenaError,
    arena_text,
    designed,
    fire_paths,
    line_of_fire,
    parse,
    random_arena,
    walking,
)

HALL = parse("rows: 3 4 5 4 3")


def area(label: str) -> int:
    return HALL.index(label)


def test_the_hall_has_nineteen_labelled_areas() -> None:
    assert HALL.size == 19
    assert HALL.labels[:3] == ("A1", "A2", "A3") and HALL.labels[-1] == "E3"


def test_neighbours_of_the_centre() -> None:
    names = sorted(HALL.labels[b] for _, b in HALL.neighbours(area("C3")))
    assert names == ["B2", "B3", "C2", "C4", "D2", "D3"]


def test_corner_has_three_neighbours() -> None:
    assert sorted(HALL.labels[b] for _, b in HALL.neighbours(area("A1"))) == ["A2", "B1", "B2"]


@pytest.mark.parametrize(
    ("a", "b", "steps"),
    [("C1", "C5", 4), ("A1", "E3", 4), ("A3", "E1", 4), ("A1", "E1", 4), ("C3", "C3", 0), ("B1", "D4", 4)],
)
def test_distances(a: str, b: str, steps: int) -> None:
    assert HALL.distance(area(a), area(b)) == steps == HALL.distance(area(b), area(a))


def test_a_straight_line_crosses_the_areas_between() -> None:
    paths = fire_paths(HALL, area("C1"), area("C5"))
    assert [[HALL.labels[i] for i in p] for p in paths] == [["C1", "C2", "C3", "C4", "C5"]]


def test_a_line_along_a_side_gives_two_paths() -> None:
    paths = fire_paths(HALL, area("C3"), area("A2"))
    middles = sorted(HALL.labels[p[1]] for p in paths)
    assert middles == ["B2", "B3"]


def test_line_of_fire_structures_walls_and_openings() -> None:
    arena = parse("rows: 3 4 5 4 3\nstructure: C3\nwall: C4|C5\nopening: D1|E1")
    c1, c2, c4, c5 = (arena.index(x) for x in ("C1", "C2", "C4", "C5"))
    assert not line_of_fire(arena, c1, c4, over_structures=False)
    assert line_of_fire(arena, c1, c4, over_structures=True)
    assert line_of_fire(arena, c1, c2, over_structures=False)
    assert not line_of_fire(arena, c4, c5, over_structures=True)
    assert not line_of_fire(arena, arena.index("D1"), arena.index("E1"), over_structures=True)


def test_one_clear_side_is_enough() -> None:
    one = parse("rows: 3 4 5 4 3\nstructure: B2")
    both = parse("rows: 3 4 5 4 3\nstructure: B2 B3")
    assert line_of_fire(one, one.index("C3"), one.index("A2"), over_structures=False)
    assert not line_of_fire(both, both.index("C3"), both.index("A2"), over_structures=False)


def test_walking_goes_round_walls() -> None:
    arena = parse("rows: 3 4 5 4 3\nwall: C2|C3")
    assert walking(arena)[arena.index("C2")][arena.index("C3")] == 2
    assert walking(HALL)[area("C2")][area("C3")] == 1


def test_the_text_format_round_trips() -> None:
    for name in ARENA_NAMES:
        arena = designed(name)
        assert parse(arena_text(arena)) == arena


def test_belts_keep_their_flow() -> None:
    arena = parse("rows: 3 4 5 4 3\nbelt: C2>E D1>NW")
    assert arena.terrain[arena.index("C2")] == "belt" and arena.belt[arena.index("C2")] == 0
    assert arena.belt[arena.index("D1")] == 4


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("rows: 3 3 3", "differ in length"),
        ("", "rows"),
        ("rows: 3 4 3\nacid: Z9", "no area"),
        ("rows: 3 4 3\nwall: A1|C3", "not neighbours"),
        ("rows: 3 4 3\nbelt: A1", "flow"),
        ("rows: 3 4 3\nwall: A1", "A1|A2"),
        ("rows: 3 4 3\nlava: A1", "unknown line"),
    ],
)
def test_parser_errors_say_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(ArenaError, match=problem):
        parse(text)


def test_designed_arenas_fit_their_player_counts_and_hold_every_element() -> None:
    sizes = {name: designed(name).size for name in ARENA_NAMES}
    assert sizes == {"pit": 16, "hall": 19, "foundry": 33}
    assert [designed(n).players for n in ARENA_NAMES] == [(2, 4), (5, 8), (9, 12)]
    for name in ARENA_NAMES:
        arena = designed(name)
        assert set(arena.terrain) == set(TERRAINS), name
        kinds = {k for _, _, k in arena.edges}
        assert kinds == {"wall", "opening"}, name
        assert all(d < 999 for row in walking(arena) for d in row), name


@pytest.mark.parametrize("players", [2, 4, 6, 8, 10, 12])
def test_random_arena_is_sized_and_complete(players: int) -> None:
    for seed in range(5):
        arena = random_arena(players, seed)
        assert arena.size >= 2 * players
        assert set(arena.terrain) == set(TERRAINS)
        assert {k for _, _, k in arena.edges} == {"wall", "opening"}
        assert len(arena.of("teleporter")) >= 2
        assert all(d < 999 for row in walking(arena) for d in row), "an area cut off by walls"
    assert random_arena(players, 1) == random_arena(players, 1)
    assert random_arena(players, 1) != random_arena(players, 2)
