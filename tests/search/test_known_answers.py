"""Hands too big for brute force: the best values in tests/data/search_known_answers.json.

The table was computed once by the slow exact methods (dynamic programming over digit
multisets, full value sets); tests/data/make_search_known_answers.py writes it.
"""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from mathplay.expr import ExprRules
from mathplay.search import best_expression
from mathplay.search.hand import read_goal

TABLE = json.loads(
    (Path(__file__).parents[1] / "data" / "search_known_answers.json").read_text("utf-8")
)


def test_the_table_covers_every_goal_and_size():
    goals = {entry["goal"] if isinstance(entry["goal"], str) else "target" for entry in TABLE}
    assert goals == {"max", "min", "zero", "target"}
    assert max(len(entry["cards"].split()) for entry in TABLE) >= 15
    assert any(entry["wildcard_values"] for entry in TABLE)
    assert any(not entry["rules"]["concatenate"] for entry in TABLE)


@pytest.mark.parametrize("entry", TABLE, ids=lambda e: f"{e['cards']}|{e['goal']}")
def test_known_best_values(entry, check_answer):
    goal = (
        entry["goal"] if isinstance(entry["goal"], str) else ("target", Fraction(entry["goal"][1]))
    )
    rules = ExprRules(**entry["rules"])
    cards = entry["cards"].split()
    solution = best_expression(cards, goal, rules=rules, wildcard_values=entry["wildcard_values"])
    if entry["best_key"] is None:
        assert solution is None
        return
    assert read_goal(goal).key(solution.value) == Fraction(entry["best_key"])
    assert solution.proven_optimal
    check_answer(solution, cards, rules)
