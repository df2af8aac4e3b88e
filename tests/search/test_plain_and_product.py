"""Exact hits of two terms, a plain number and a product (the shortcut ``plain-and-product``)."""

import random
from fractions import Fraction

import pytest
import sympy

from mathplay.expr import ExprRules, evaluate, parse_cards, to_sympy
from mathplay.search import best_expression
from mathplay.search.model.hand import Hand
from mathplay.search.shortcuts.plain_and_product import plain_and_product_hit


def assert_row_hits(row, cards, target: Fraction, rules: ExprRules) -> None:
    """The row uses exactly the cards and is worth exactly the target (also by SymPy)."""
    assert sorted(row) == sorted(cards)
    expr = parse_cards(list(row), rules)
    assert evaluate(expr, rules) == target
    assert to_sympy(expr) == sympy.Rational(target.numerator, target.denominator)


@pytest.mark.parametrize(
    ("hand", "target", "expected"),
    [
        ("− 6 6 9 9 4 4 5 5 × 0 0 × 1", 100, "64900 − 15 × 45 × 96"),
        ("3 × 4 0 7 6 2 1 3 9 1 2 × × − ×", 0, None),
        ("3 × 4 0 7 6 2 1 3 9 1 2 × × − ×", 100, None),
    ],
)
def test_two_big_terms_that_nearly_cancel(hand, target, expected, context_of):
    cards = hand.split()
    rules = ExprRules()
    layout = plain_and_product_hit(context_of(rules), Hand.from_symbols(cards), Fraction(target))
    assert layout is not None
    assert_row_hits(layout.symbols(), cards, Fraction(target), rules)
    goal = "zero" if target == 0 else ("target", target)
    solution = best_expression(cards, goal)
    assert solution.value == target and solution.proven_optimal
    if expected is not None:
        assert solution.expression == expected


def test_only_hands_of_two_terms_without_division(context_of):
    context = context_of(ExprRules())
    for hand in ("1 2 3 4 5 6 7 8 9 + − ×", "1 2 3 4 5 6 7 8 9 × ×", "1 2 3 4 5 6 7 8 9 − ÷"):
        assert plain_and_product_hit(context, Hand.from_symbols(hand.split()), Fraction(5)) is None


@pytest.mark.parametrize("seed", range(3))
def test_every_hit_is_exact_and_uses_exactly_the_cards(seed, context_of):
    rng = random.Random(4300 + seed)
    hits = 0
    for _ in range(60):
        digits = rng.randint(6, 12)
        cards = [rng.choice("0123456789") for _ in range(digits)]
        cards += [rng.choice("+−")] + ["×"] * rng.randint(0, 3)
        rng.shuffle(cards)
        rules = ExprRules(concatenate=rng.random() < 0.85, leading_zero=rng.random() < 0.2)
        target = Fraction(rng.choice([0, rng.randint(-100, 300)]))
        context = context_of(rules, plain_and_product=20_000)
        layout = plain_and_product_hit(context, Hand.from_symbols(cards), target)
        if layout is None:
            continue
        hits += 1
        assert_row_hits(layout.symbols(), cards, target, rules)
    assert hits >= 6
