"""The simulation for the lessons: duels, the memory-value table and its plot."""

import pytest

from mathplay.games.memory import (
    PerfectMemoryBot,
    RandomBot,
    Rules,
    memory_value,
    plot_memory_value,
)
from mathplay.games.memory.simulate import _wilson, duel

SMALL = Rules(
    digits="12345",
    operators="+×",
    operator_copies=2,
    wildcard_copies=2,
    chaos_copies=2,
    grid=(4, 5),
)


def test_wilson_interval():
    low, high = _wilson(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert _wilson(1.0, 10)[1] == 1.0 and _wilson(0.0, 10)[0] == 0.0
    for games in range(1, 200):
        for wins in (0, games):
            low, high = _wilson(wins / games, games)
            assert low <= wins / games <= high, "the interval holds the rate"
    assert _wilson(0.5, 0) == (0.0, 1.0)


def test_a_perfect_memory_beats_a_random_player():
    result = duel(PerfectMemoryBot, RandomBot, games=16, seed=3, rules=SMALL)
    assert result["games"] == 16 == result["wins"] + result["draws"] + result["losses"]
    assert result["win_rate"] >= 0.75
    assert result["low"] <= result["win_rate"] <= result["high"]
    assert result["cards"] > result["opponent_cards"]


def test_duels_are_reproducible_and_fair_to_mirrors():
    first = duel(PerfectMemoryBot, PerfectMemoryBot, games=8, seed=1, rules=SMALL)
    assert first == duel(PerfectMemoryBot, PerfectMemoryBot, games=8, seed=1, rules=SMALL)


def test_memory_value_table_and_plot():
    table = memory_value((0, None), (1.0,), games=4, seed=2, rules=SMALL)
    assert table["model"].tolist() == ["remembers", "remembers", "forgets"]
    assert table["setting"].tolist() == [0, "all", 1.0]
    assert set(table["opponent"]) == {"PerfectMemoryBot()"}
    assert (table["games"] == 4).all()
    assert ((table["low"] <= table["win_rate"]) & (table["win_rate"] <= table["high"])).all()
    figure = plot_memory_value(table)
    assert len(figure.axes) == 2
    assert [ax.get_xlabel() for ax in figure.axes] == [
        "cards remembered",
        "chance to forget a card per turn",
    ]
