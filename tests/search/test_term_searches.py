"""The term searches of the closest-value search are exact: one term, neutral pairs, cores.

- the one-term branch-and-bound (integer pairs) agrees with the full value set of a term;
- neutral pairs ``× X ÷ X`` only ever return a term worth exactly the wanted value;
- with no hand met in the middle, the branch-and-bound alone agrees with the brute force
  (every goal, both ``concatenate`` settings, with Y cards).
"""

import random
from fractions import Fraction

import pytest

from mathplay.expr import ExprRules
from mathplay.search import SearchOptions, best_expression
from mathplay.search.hand import read_goal
from mathplay.search.multisets import digits_of
from mathplay.search.oneterm import closest_term
from mathplay.search.pairs import paired_hit
from mathplay.search.store import ValueStore
from mathplay.search.timing import Deadline
from mathplay.search.valuesets import ValueSets


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


def test_neutral_pairs_only_return_exact_hits():
    rng = random.Random(4)
    rules = ExprRules()
    hits = 0
    for _ in range(150):
        size = rng.randint(6, 14)
        counts = random_counts(rng, size)
        divisors = rng.randint(1, 4)
        numerators = rng.randint(2, 5)
        if numerators + divisors > size:
            continue
        x = Fraction(rng.randint(0, 120), rng.choice([1, 1, 2, 3]))
        term = paired_hit(counts, numerators, divisors, x, sets_of(rules))
        if term is None:
            continue
        hits += 1
        assert term.value() == x
        assert (len(term.numerators), len(term.denominators)) == (numerators, divisors)
        assert term_digits(term) == digits_of(counts)
        assert all(int(d) != 0 for d in term.denominators)
        assert all(len(n) == 1 or n[0] != "0" for n in (*term.numerators, *term.denominators))
    assert hits > 0


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


@pytest.mark.parametrize("concatenate", [True, False])
def test_looked_up_cores_only_return_exact_hits(concatenate):
    """Bigger cores (numerator products looked up against divisor products) give exact
    hits only, with exactly the term's digits and number counts, and find some that the
    listed cores alone miss."""
    rng = random.Random(21 + concatenate)
    rules = ExprRules(concatenate=concatenate, leading_zero=rng.random() < 0.2)
    hits = more = 0
    for _ in range(80):
        size = rng.randint(8, 16)
        counts = random_counts(rng, size)
        divisors = rng.randint(1, 5)
        numerators = rng.randint(2, 6)
        if numerators + divisors > size:
            continue
        x = Fraction(rng.randint(1, 300), rng.choice([1, 1, 2, 3]))
        term = paired_hit(counts, numerators, divisors, x, sets_of(rules), lookups=20_000)
        if term is None:
            continue
        hits += 1
        more += paired_hit(counts, numerators, divisors, x, sets_of(rules)) is None
        assert term.value() == x
        assert (len(term.numerators), len(term.denominators)) == (numerators, divisors)
        assert term_digits(term) == digits_of(counts)
        assert all(int(d) != 0 for d in term.denominators)
        if not rules.leading_zero:
            assert all(len(n) == 1 or n[0] != "0" for n in (*term.numerators, *term.denominators))
        if not concatenate:
            assert all(len(n) == 1 for n in (*term.numerators, *term.denominators))
    if concatenate:  # without it, a core is as many digits as numbers: rarely a hit
        assert hits > 0 and more > 0
