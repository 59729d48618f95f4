"""The balance module's reporting, on a small fixed simulation (the figures live in the doc)."""

from fractions import Fraction

from bot.games.bottisota2.balance import MatchResult, Tally, pooled_ratio, report, run
from bot.games.bottisota2.roster import MODELS, ROSTER


def test_a_small_simulation_reports_sound_figures() -> None:
    tallies = run(3, counts=(2, 4))
    assert [t.players for t in tallies] == [2, 4]
    for t in tallies:
        assert t.matches == 3
        assert sum(t.appearances.values()) == t.matches * t.players
        assert set(t.appearances) <= set(MODELS)
        wins = sum(t.seat_wins, Fraction(0))
        assert wins == sum(t.bot_wins.values(), Fraction(0))
        assert wins == t.matches - t.draws
        assert 0 <= t.by_limit <= t.matches
        assert t.matches <= t.rounds
        for seat in range(t.players):
            assert 0.0 <= t.seat_rate(seat) <= 1.0
        for model in t.appearances:
            assert 0.0 <= t.bot_rate(model) <= 1.0
            assert t.bot_ratio(model) == t.bot_rate(model) * t.players
    for model in MODELS:
        assert pooled_ratio(tallies, model) >= 0.0
    text = report(tallies)
    assert "2 players, 3 matches" in text and "4 players, 3 matches" in text
    assert all(m.key in text for m in ROSTER)


def test_a_shared_win_counts_as_a_share() -> None:
    t = Tally(2)
    t.add(MatchResult(2, ("rambler", "crusher"), (0, 1), 20, True))
    t.add(MatchResult(2, ("crusher", "warden"), (), 7, False))
    assert t.seat_wins == [Fraction(1, 2), Fraction(1, 2)]
    assert t.bot_rate("rambler") == 0.5 and t.bot_rate("crusher") == 0.25 and t.bot_rate("warden") == 0.0
    assert t.bot_ratio("rambler") == 1.0
    assert (t.draws, t.by_limit, t.rounds) == (1, 1, 27)
