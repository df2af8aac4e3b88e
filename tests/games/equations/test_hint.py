"""The hint within a time limit: the best completion found in time, never a wrong one."""

from __future__ import annotations

import pytest

from mathplay.games.equations import EquationsGame, Hint, best_on_table, timed_hint
from mathplay.games.equations.bots import varied

TABLE = ["8 =", "9 =", "= 5"]
BIG = "0 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 + − × ÷"


@pytest.mark.parametrize(
    ("table", "hand"),
    [
        (TABLE, "1 2 + 3"),
        (["8 =", "= 7", "3 ="], "1 + 4 × 2 −"),
        (["1 1 =", "= 5", "= 6"], "1 1 +"),
        (TABLE, "+ ×"),
        (TABLE, ""),
    ],
)
def test_without_a_limit_the_hint_is_the_exact_one_and_proven(table, hand):
    game = EquationsGame.from_text(table, hand)
    found = timed_hint(game)
    assert found == Hint(game.hint(), True)


def test_no_time_at_all_finds_nothing_and_proves_nothing():
    game = EquationsGame.from_text(TABLE, BIG)
    assert timed_hint(game, 0) == Hint(None, False)
    assert game == EquationsGame.from_text(TABLE, BIG)


@pytest.mark.parametrize("checks", [0, 1, 5, 20, 100, 400, 1_000, 3_000])
def test_a_stopped_hint_answers_with_the_last_round_that_finished(hint_countdown, checks):
    game = EquationsGame.from_text(["8 =", "= 7", "3 ="], "1 2 3 4 + − × 5 6 7 ÷")
    hint_countdown(checks)
    found = timed_hint(game, 1.0)
    hand = game.hand()
    rounds = [best_on_table(game.equations, varied(hand, most)) for most in range(4, 12)]
    if found.completion is None:
        assert not found.proven or rounds[-1] is None
    else:
        assert found.completion.equation.is_complete()
        assert found.completion in rounds
    if found.proven:
        assert found.completion == rounds[-1] == game.hint()


def test_the_rounds_get_further_with_more_time(hint_countdown):
    game = EquationsGame.from_text(["8 =", "= 7", "3 ="], "1 2 3 4 + − × 5 6 7 ÷")
    scores = []
    for checks in (0, 50, 500, 5_000, 50_000):
        hint_countdown(checks)
        found = timed_hint(game, 1.0)
        scores.append((found.completion.score if found.completion else -1, found.proven))
    assert scores == sorted(scores)
    assert scores[0] == (-1, False) and scores[-1] == (game.hint().score, True)
