"""The term searches of the closest-value search are exact.

- the one-term branch-and-bound (integer pairs) agrees with the full value set of a term;
- with no hand met in the middle, the branch-and-bound alone agrees with the reference
  (every goal, both ``concatenate`` settings, with Y cards).
"""

import random
from fractions import Fraction

import pytest

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search import SearchOptions, best_expression
from mathplay.search.closest.one_term import closest_term
from mathplay.search.closest.store import ValueStore
from mathplay.search.closest.value_sets import ValueSets
from mathplay.search.model.hand import read_goal
from mathplay.search.model.numbers import digits_of


def sets_of(rules: ExprRules) -> ValueSets:
    return ValueSets(ValueStore(rules), Deadline(None))


def random_counts(rng: random.Random, size: int) -> tuple[int, ...]:
    counts = [0] * 10
    for _ in range(size):
        counts[rng.choice([0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9])] += 1
    return tuple(counts)


def term_digits(term) -> list[int]:
    return sorted(int(c) for number in (*term.numerators, *term.denominators) for c in number)


@pytest.mark.parametrize("concatenate", [True, False])
def test_closest_term_agrees_with_the_value_set(concatenate, reference):
    rng = random.Random(11 + concatenate)
    rules = ExprRules(concatenate=concatenate, leading_zero=rng.random() < 0.2)
    for _ in range(60):
        size = rng.randint(1, 6)
        counts = random_counts(rng, size)
        numerators = rng.randint(1, size)
        divisors = rng.randint(0, size - numerators)
        x = Fraction(rng.randint(-5, 400), rng.choice([1, 1, 3, 7]))
        slow = reference.Reference(rules.concatenate, rules.leading_zero)
        values = slow.terms(counts, numerators, divisors)
        found = closest_term(counts, numerators, divisors, x, None, rules, Deadline(None))
        if not values:
            assert found is None
            continue
        best = min(abs(v - x) for v in values)
        assert found is not None and abs(found[0] - x) == best, (counts, numerators, divisors, x)
        assert found[1].value() == found[0]
        assert term_digits(found[1]) == digits_of(counts)


@pytest.mark.parametrize("seed", range(4))
def test_the_branch_and_bound_alone_is_exact(seed, check_answer, make_hand, values_of, best_of):
    # no hand met in the middle, so that small hands go through the branch-and-bound
    options = SearchOptions(meet=False)
    rng = random.Random(50 + seed)
    for _ in range(15):
        size = rng.randint(3, 8)
        wildcards = 1 if size <= 6 and rng.random() < 0.25 else 0
        cards = make_hand(rng, size, wildcards)
        for concatenate in (True, False):
            rules = ExprRules(concatenate=concatenate)
            values = values_of(cards, rules)
            for goal in ("zero", ("target", rng.randint(-20, 150)), ("target", Fraction(22, 7))):
                key = read_goal(goal).key
                solution = best_expression(cards, goal, rules=rules, options=options)
                if not values:
                    assert solution is None
                    continue
                assert key(solution.value) == best_of(values, key), (cards, rules, goal)
                assert solution.proven_optimal
                check_answer(solution, cards, rules)
