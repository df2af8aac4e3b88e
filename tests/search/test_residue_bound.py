"""The residue lower bound (hands without × and ÷) never exceeds the true best distance.

- on hundreds of random additive-only hands, with random number rules and targets, the
  bound is at most the distance of the closest value found by the brute force, and every
  value's residue modulo 9 is among the reachable residues;
- ``best_expression`` with the bound in use (the branch-and-bound forced on small hands)
  still agrees with the brute force.
"""

import random
from fractions import Fraction

import pytest

import mathplay.search.engine as engine
from mathplay.expr import ExprRules
from mathplay.search import best_expression
from mathplay.search.brute import for_each_arrangement
from mathplay.search.extremes import sign_splits
from mathplay.search.hand import Hand, read_goal
from mathplay.search.residues import MODULUS, distance_floor, reachable_residues


def additive_hand(rng: random.Random, size: int) -> list[str]:
    operators = rng.randint(1, max(1, size // 2))
    cards = [rng.choice("0123456789") for _ in range(size - operators)]
    cards += [rng.choice("+−−") for _ in range(operators)]
    rng.shuffle(cards)
    return cards


def all_values(hand: Hand, rules: ExprRules) -> set[Fraction]:
    values: set[Fraction] = set()
    for_each_arrangement(hand, rules, lambda row, value: values.add(value))
    return values


@pytest.mark.parametrize("seed", range(4))
def test_the_bound_never_exceeds_the_best_distance(seed):
    rng = random.Random(900 + seed)
    checked = 0
    for _ in range(100):
        rules = ExprRules(
            concatenate=rng.random() < 0.8,
            leading_zero=rng.random() < 0.3,
            unary_minus=rng.random() < 0.3,
        )
        hand = Hand.from_symbols(additive_hand(rng, rng.randint(2, 7)))
        values = all_values(hand, rules)
        if not values:
            continue
        splits = list(sign_splits(hand, rules))
        residues = set()
        for positive, negative, _ in splits:
            residues |= reachable_residues(hand.digits, positive, negative, rules)
        assert {int(value) % MODULUS for value in values} <= residues, (hand.cards, rules)
        targets = [Fraction(0), Fraction(rng.randint(-300, 300)), Fraction(rng.randint(-99, 99), 7)]
        for target in targets:
            floor = distance_floor(hand.digits, splits, 0, 0, target, rules)
            best = min(abs(value - target) for value in values)
            assert 0 <= floor <= best, (hand.cards, rules, target)
            checked += floor > 0
    assert checked > 20  # the bound is not trivially zero


def test_no_bound_with_times_or_divide():
    rules = ExprRules()
    assert distance_floor((1,) * 10, [(1, 1, False)], 1, 0, Fraction(1, 2), rules) == 0
    assert distance_floor((1,) * 10, [(1, 1, False)], 0, 1, Fraction(1, 2), rules) == 0


@pytest.mark.parametrize("seed", range(3))
def test_best_expression_with_the_bound(seed, monkeypatch, check_answer, values_of, best_of):
    monkeypatch.setattr(engine, "suits", lambda hand: False)  # no meet-in-the-middle
    monkeypatch.setattr(engine, "PROBED", 1)
    rng = random.Random(70 + seed)
    for _ in range(25):
        cards = additive_hand(rng, rng.randint(3, 8))
        rules = ExprRules(concatenate=rng.random() < 0.8, unary_minus=rng.random() < 0.3)
        values = values_of(cards, rules)
        for goal in ("zero", ("target", rng.randint(-50, 150)), ("target", Fraction(22, 7))):
            key = read_goal(goal).key
            solution = best_expression(cards, goal, rules=rules)
            if not values:
                assert solution is None
                continue
            assert key(solution.value) == best_of(values, key), (cards, rules, goal)
            assert solution.proven_optimal
            check_answer(solution, cards, rules)


def test_the_known_hard_hand_is_proven():
    cards = ["0", "9", "6", "−", "−", "0", "2", "3", "9", "−", "6", "+", "0", "6", "3", "+"]
    solution = best_expression(cards, "zero")
    assert solution.proven_optimal
    assert abs(solution.value) == 1
