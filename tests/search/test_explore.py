"""count_arrangements and all_values agree with every permutation, and with each other."""

import random
from fractions import Fraction

import pandas as pd
import pytest

from mathplay.errors import MathplayError
from mathplay.expr import ExprRules, evaluate
from mathplay.search import all_values, count_arrangements

RULES = [
    ExprRules(),
    ExprRules(concatenate=False),
    ExprRules(leading_zero=True),
    ExprRules(unary_minus=True),
    ExprRules(leading_zero=True, unary_minus=True),
]


@pytest.mark.parametrize("rules", RULES)
def test_counts_and_values_match_the_permutations(rules, make_hand, by_permutations):
    rng = random.Random(7)
    for _ in range(25):
        cards = make_hand(rng, rng.randint(1, 6))
        expected = by_permutations(cards, rules)
        assert count_arrangements(cards, rules) == sum(expected.values()), cards
        if not expected:
            continue
        table = all_values(cards, rules)
        assert dict(zip(table["value"], table["count"], strict=True)) == expected
        for value, example in zip(table["value"], table["example"], strict=True):
            assert evaluate(example, rules) == value


@pytest.mark.parametrize("rules", RULES)
def test_counts_match_the_rows_of_every_value_for_larger_hands(rules, make_hand):
    rng = random.Random(11)
    for _ in range(12):
        cards = make_hand(rng, rng.randint(6, 8))
        rows = count_arrangements(cards, rules)
        listed = sum(all_values(cards, rules, limit=max(rows, 1))["count"]) if rows else 0
        assert rows == listed, cards


def test_known_counts():
    assert count_arrangements("1 2 +") == 2
    assert count_arrangements("1 1 +") == 1
    assert count_arrangements("1 2") == 2  # 12 and 21
    assert count_arrangements("1 2", ExprRules(concatenate=False)) == 0
    assert count_arrangements("0 5") == 1  # 50 (05 has a leading zero)
    assert count_arrangements("0 5", ExprRules(leading_zero=True)) == 2
    assert count_arrangements("0 0 ÷") == 0  # 0 ÷ 0 divides by zero
    assert count_arrangements("+ ×") == 0


def test_brute_force_is_hopeless_for_big_hands():
    # 8 digits and 4 operators already make tens of millions of expressions
    assert count_arrangements("1 2 3 4 5 6 7 8 + − × ÷") == 33_868_800
    big = count_arrangements("9 9 8 8 7 7 6 6 5 5 4 4 3 3 2 2 1 1 + + − − × × ÷ ÷")
    assert big > 10**20


def test_y_counts_once_for_each_card_it_may_become():
    assert count_arrangements("1 Y", wildcard_values="+2") == 2  # 12, 21 ("1+" is invalid)
    assert count_arrangements("1 Y", wildcard_values="2") == 2
    assert count_arrangements("1 Y") == sum(count_arrangements(f"1 {c}") for c in "0123456789")


def test_all_values_is_a_sorted_table():
    table = all_values("1 2 3 + ×")
    assert isinstance(table, pd.DataFrame)
    assert list(table.columns) == ["value", "count", "example"]
    assert table["value"].tolist() == [5, 7]
    assert table["count"].tolist() == [8, 4]
    assert all(isinstance(v, Fraction) for v in table["value"])
    with_y = all_values("1 Y", wildcard_values="+2")
    assert with_y["example"].tolist() == ["12", "21"]


def test_all_values_refuses_to_run_for_ages():
    with pytest.raises(MathplayError) as info:
        all_values("1 2 3 4 5 6 7 8 + − × ÷")
    assert info.value.message_id == "search.too_many_arrangements"
    assert "best_expression" in str(info.value)
    assert info.value.params == {"count": 33_868_800, "limit": 100_000}
    assert len(all_values("1 2 3 4 5 + −", limit=2000)) > 0
