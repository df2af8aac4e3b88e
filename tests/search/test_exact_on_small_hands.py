"""The solver is exact: it agrees with every value the reference lists, on small hands.

Hundreds of random hands of up to 8 cards, every goal, both ``concatenate`` settings, with
and without Y cards. The reference (``mathplay/search/reference.py``) lists every value of a
hand; the best value for each goal comes from that list. The answers are also checked with
``mathplay.expr`` and, for a sample, with SymPy.
"""

import random
from fractions import Fraction

import pytest
import sympy

from mathplay.expr import ExprRules, parse, to_sympy
from mathplay.search import best_expression
from mathplay.search.model.hand import read_goal

SEEDS = range(12)
HANDS_PER_SEED = 20  # 12 × 20 hands × 2 settings × 4 goals


def goals_for(rng: random.Random):
    return [
        "max",
        "min",
        "zero",
        ("target", rng.choice([Fraction(rng.randint(-30, 120)), Fraction(rng.randint(1, 40), 7)])),
    ]


@pytest.mark.parametrize("seed", SEEDS)
def test_every_goal_matches_the_reference(seed, check_answer, make_hand, values_of, best_of):
    rng = random.Random(seed)
    for _ in range(HANDS_PER_SEED):
        size = rng.randint(1, 8)
        wildcards = 1 if size <= 6 and rng.random() < 0.25 else 0
        cards = make_hand(rng, size, wildcards)
        choices = rng.choice([None, "0123456789+−×÷", "+−", "9×÷0", "1"]) if wildcards else None
        for concatenate in (True, False):
            rules = ExprRules(concatenate=concatenate, leading_zero=rng.random() < 0.15)
            values = values_of(cards, rules, choices)
            for goal in goals_for(rng):
                solution = best_expression(cards, goal, rules=rules, wildcard_values=choices)
                key = read_goal(goal).key
                if not values:
                    assert solution is None, (cards, rules, goal)
                    continue
                assert solution is not None, (cards, rules, goal)
                assert key(solution.value) == best_of(values, key), (cards, rules, goal)
                assert solution.proven_optimal
                check_answer(solution, cards, rules)


@pytest.mark.parametrize("seed", range(3))
def test_answers_agree_with_sympy(seed, make_hand):
    rng = random.Random(100 + seed)
    for _ in range(15):
        cards = make_hand(rng, rng.randint(3, 14))
        for goal in ("max", "min", "zero"):
            solution = best_expression(cards, goal)
            if solution is None:
                continue
            exact = sympy.Rational(solution.value.numerator, solution.value.denominator)
            assert to_sympy(parse(solution.expression)) == exact


def test_leading_minus_is_searched_when_the_rules_allow_it(values_of, best_of):
    rules = ExprRules(unary_minus=True)
    for cards in ("5 3 −", "9 9 − × 1 +", "7 − 2 ÷ 4 −"):
        values = values_of(list(cards.replace(" ", "")), rules)
        for goal in ("max", "min", "zero"):
            key = read_goal(goal).key
            solution = best_expression(cards, goal, rules=rules)
            assert key(solution.value) == best_of(values, key)
