"""Sums of plain numbers by places (``closest/plain_sums.py``) are exact, and so are the Y walks.

- the closest value of random groups of + and − numbers (every number rule, fractional
  targets, limits) against the value sets of ``mathplay/search/reference.py``; the terms use
  exactly the digits and are worth the value;
- the hands the units-first walk and the complete search by places must handle: long
  numbers that must nearly cancel, numbers of different lengths (gaps), a hand of 22
  cards with two Y cards whose 0 used to take 20 s;
- the bounds of the walk over Y cards hold for every choice below a node.
"""

import random
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules, evaluate
from mathplay.search import SearchOptions, best_expression
from mathplay.search.closest.plain_sums import PlainSums
from mathplay.search.extremes.largest import quick_bounds
from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout


@pytest.mark.parametrize("seed", range(3))
def test_closest_sums_agree_with_the_reference(seed, reference, context_of):
    rng = random.Random(4100 + seed)
    for _ in range(100):
        rules = ExprRules(concatenate=rng.random() < 0.85, leading_zero=rng.random() < 0.2)
        digits = [rng.choice("0123456789") for _ in range(rng.randint(1, 7))]
        plus, minus = rng.randint(0, 2), rng.randint(0, 2)
        cards = digits + ["+"] * plus + ["−"] * minus
        counts = tuple(digits.count(str(d)) for d in range(10))
        target = Fraction(rng.choice([0, 1, 100, rng.randint(-500, 5000)]), rng.choice([1, 1, 3]))
        limit = rng.choice([None, None, Fraction(rng.randint(1, 50))])
        sums = context_of(rules, plain_hit_nodes=rng.choice([0, 5, 2000])).plain
        found = sums.closest(counts, plus + 1, minus, target, limit)
        slow = reference.Reference(rules.concatenate, rules.leading_zero)
        values = slow.values((counts, plus + 1, minus, 0, 0))
        reachable = [v for v in values if limit is None or abs(v - target) < limit]
        if not reachable:
            assert found is None, (cards, rules, target, limit)
            continue
        assert found is not None, (cards, rules, target, limit)
        assert abs(found[0] - target) == min(abs(v - target) for v in reachable), cards
        row = Layout.of(found[1]).symbols()
        assert sorted(row) == sorted(cards)
        assert evaluate(" ".join(row), rules) == found[0]


@pytest.mark.parametrize(
    ("cards", "goal", "distance"),
    [
        ("+ + + − 2 2 4 4 6 6 Y 3 3 Y 0 0 5 5 8 8 9 9", "zero", 0),  # 20 s before
        ("Y 9 9 7 7 − − 9 9 6 6 2 2 Y 1 1 5 5", "zero", 0),  # unproven after 10 s before
        ("Y 5 5 2 2 0 0 8 8 9 9 7 7 6 6", "zero", 0),  # 9876520 − 9876520
        ("− 2 2 1 1 5 5 4 4 8 8 Y", "zero", 0),
        ("2 2 4 4 6 6 8 8 + −", ("target", 1), 1),  # every value even
        ("9 8 0 8 2 6 5 9 0 8 3 4 4 1 0 1 5 9 9 6 4 0 4 3 −", ("target", 100), 2),
        ("1 2 3 4 5 6 7 8 9 +", ("target", 100), 15947),  # below every value
    ],
)
def test_hard_sums(cards, goal, distance, check_answer):
    solution = best_expression(cards, goal)
    target = 0 if goal == "zero" else goal[1]
    assert abs(solution.value - target) == distance and solution.proven_optimal
    check_answer(solution, cards.split())
    alone = best_expression(cards, goal, options=SearchOptions(strategies=()))
    assert alone.value == solution.value


def test_numbers_of_different_lengths_leave_gaps():
    # 11 digits in two numbers: 6 and 5 digits, so the difference is far from 0
    counts = (1, 2, 2, 0, 2, 2, 0, 0, 2, 0)  # 0 1 1 2 2 4 4 5 5 8 8
    found = PlainSums(ExprRules(), Deadline(None)).closest(counts, 1, 1, Fraction(0))
    assert abs(found[0]) == 12670 and sum(t.value() for t in found[1]) == found[0]


@pytest.mark.parametrize("seed", range(2))
def test_wild_digits_bound_every_choice(seed):
    """Quick bounds with wild digits hold the quick bounds of every choice of them."""
    rng = random.Random(4300 + seed)
    rules = ExprRules()
    for _ in range(40):
        cards = [rng.choice("0123456789+−×÷") for _ in range(rng.randint(3, 9))]
        wild = rng.randint(1, 2)
        low, high = sorted(rng.sample(range(10), 2))
        hand = Hand.from_symbols(cards)
        outer = quick_bounds(hand, rules, (wild, low, high))
        for fill in combinations_with_replacement(range(low, high + 1), wild):
            inner = quick_bounds(Hand.from_symbols(cards + [str(d) for d in fill]), rules)
            if inner is not None:
                assert outer is not None and outer[0] <= inner[0] and inner[1] <= outer[1]
