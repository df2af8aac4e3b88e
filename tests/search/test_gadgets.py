"""Exact hits made of neutral gadgets around a small residual hand (the shortcut ``gadgets``)."""

import random
from fractions import Fraction

import pytest
import sympy

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules, evaluate, parse_cards, to_sympy
from mathplay.search import best_expression
from mathplay.search.closest.meet import MeetSearch
from mathplay.search.closest.store import ValueStore
from mathplay.search.model.hand import Hand
from mathplay.search.shortcuts.gadgets import gadgets_hit

# hands whose exact hit the complete search used to find only after seconds
HARD = [
    ("9 − 2 5 5 2 ÷ 1 × + 2 8 ÷ 7 − 5 5 × 4 1 4 4 6 4 1 × 2 + × 9", 0),
    ("1 5 + + 3 + 4 × 1 1 8 5 − 7 4 7 × × 9 × 2 2 5 6 1 3 + 1 6 −", 0),
    ("8 − 8 5 × × 8 3 6 4 × 4 1 ÷ − 1 9 5 5 −", 0),
    ("3 2 9 × 9 5 6 ÷ 7 ÷ 9 1 × 3 + 2 2 ÷ × 9 2 + 3 3 4 2 + × 8 3", 100),
    ("× 8 4 + 7 9 5 1 4 3 × 5 − 6 8 3 − 6 − × 7 9 5 ×", 100),
    # four × cards, no ÷: two of them go into + T − T with T a product
    ("9 9 3 × 8 4 6 7 − 3 5 × 7 + + 2 × + × 1 6 3 − 6 + 8 7 7 4 9", 0),
    ("9 9 3 × 8 4 6 7 − 3 5 × 7 + + 2 × + × 1 6 3 − 6 + 8 7 7 4 9", 100),
    # a zero term takes all but 2, 4, 5 and one ×: 25 × 4 + 0 × 886654332
    ("+ × × 2 2 0 5 5 3 3 8 8 4 4 6 6", 100),
]


def assert_row_hits(row, cards, target, rules):
    """The row uses exactly the cards and is worth exactly the target (also by SymPy)."""
    assert sorted(row) == sorted(cards)
    expr = parse_cards(list(row), rules)
    assert evaluate(expr, rules) == target
    assert to_sympy(expr) == sympy.Rational(target.numerator, target.denominator)


@pytest.mark.parametrize(("hand", "target"), HARD)
def test_hard_hands_hit_through_gadgets(hand, target, context_of):
    cards = hand.split()
    rules = ExprRules()
    layout = gadgets_hit(context_of(rules), Hand.from_symbols(cards), Fraction(target))
    assert layout is not None
    assert_row_hits(layout.symbols(), cards, Fraction(target), rules)
    goal = "zero" if target == 0 else ("target", target)
    solution = best_expression(cards, goal)
    assert solution.value == target and solution.proven_optimal
    assert_row_hits(solution.row, cards, Fraction(target), rules)


def random_large_hand(rng: random.Random, size: int) -> list[str]:
    operators = round(size * rng.choice([0.25, 0.34, 0.45]))
    cards = [rng.choice("0123456789") for _ in range(size - operators)]
    cards += [rng.choice("+−×÷") for _ in range(operators)]
    rng.shuffle(cards)
    return cards


@pytest.mark.parametrize("seed", range(3))
def test_every_gadget_hit_is_exact_and_uses_exactly_the_cards(seed, context_of):
    rng = random.Random(4100 + seed)
    hits = 0
    for _ in range(40):
        cards = random_large_hand(rng, rng.randint(10, 30))
        rules = ExprRules(
            concatenate=rng.random() < 0.8,
            leading_zero=rng.random() < 0.2,
            unary_minus=rng.random() < 0.3,
        )
        target = rng.choice([Fraction(0), Fraction(rng.randint(-50, 200)), Fraction(7, 3)])
        layout = gadgets_hit(context_of(rules, gadget_hands=20), Hand.from_symbols(cards), target)
        if layout is None:
            continue
        hits += 1
        assert_row_hits(layout.symbols(), cards, target, rules)
    assert hits >= 10


@pytest.mark.parametrize("seed", range(2))
def test_exact_only_meets_the_target_or_says_none(seed, make_hand, values_of):
    """Meeting in the middle with ``exact_only`` answers exactly when the reference finds
    the target among the values."""
    rng = random.Random(4200 + seed)
    for _ in range(30):
        cards = make_hand(rng, rng.randint(3, 8))
        rules = ExprRules(concatenate=rng.random() < 0.8, unary_minus=rng.random() < 0.3)
        values = values_of(cards, rules)
        reachable = sorted(values)
        targets = [Fraction(rng.randint(-20, 120)), Fraction(0)]
        if reachable:
            targets.append(rng.choice(reachable))
        for target in targets:
            search = MeetSearch(ValueStore(rules), Deadline(None))
            found = search.closest(Hand.from_symbols(cards), target, exact_only=True)
            assert (found is not None) == (target in values), (cards, target)
            if found is not None:
                assert found[0] == target
                assert_row_hits(found[1].symbols(), cards, target, rules)
