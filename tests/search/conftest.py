"""Helpers for the search tests: the slow exact oracle and hand generators."""

import itertools
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from mathplay.deadline import Deadline
from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate, parse_cards
from mathplay.search import SearchOptions
from mathplay.search import reference as REFERENCE
from mathplay.search.model.hand import read_goal
from mathplay.search.pipeline.context import SearchContext

OPERATORS = "+−×÷"


def random_hand(rng: random.Random, size: int, wildcards: int = 0) -> list[str]:
    """About a third operators, the rest digits, then ``wildcards`` Y cards."""
    plain = size - wildcards
    ops = round(plain * rng.choice([0.2, 0.34, 0.45]))
    cards = [rng.choice("0123456789") for _ in range(plain - ops)]
    cards += [rng.choice(OPERATORS) for _ in range(ops)]
    rng.shuffle(cards)
    return cards + ["Y"] * wildcards


def every_value(cards, rules: ExprRules, wildcard_values=None) -> set[Fraction]:
    """Each value of every arrangement (each Y replaced by each choice), by the reference."""
    slow = REFERENCE.Reference(rules.concatenate, rules.leading_zero)
    found: set[Fraction] = set()
    for row in REFERENCE.choices(list(cards), wildcard_values):
        for group in REFERENCE.starts(row, rules.unary_minus):
            found |= slow.values(group)
    return found


def rows_by_permutations(cards, rules: ExprRules) -> dict[Fraction, int]:
    """The definition itself: how many distinct permutations of the cards ``mathplay.expr``
    reads and evaluates to each value."""
    counts: dict[Fraction, int] = {}
    for row in set(itertools.permutations(cards)):
        try:
            value = evaluate(parse_cards(row, rules), rules)
        except ExpressionError:
            continue
        counts[value] = counts.get(value, 0) + 1
    return counts


@pytest.fixture
def by_permutations():
    """``by_permutations(cards, rules)``: value → rows, every distinct permutation read and
    evaluated by ``mathplay.expr`` (small hands only)."""
    return rows_by_permutations


@pytest.fixture
def reference():
    """The slow exact method, :mod:`mathplay.search.reference` (shares nothing with the
    fast search)."""
    return REFERENCE


@pytest.fixture
def context_of():
    """``context_of(rules=ExprRules(), goal="zero", **options)``: a search context, as
    ``best_expression`` makes one (options changed as given)."""

    def make(rules=ExprRules(), goal="zero", **changes) -> SearchContext:
        options = replace(SearchOptions(), **changes)
        return SearchContext(read_goal(goal), rules, options, Deadline(None))

    return make


def best_key(values, key):
    return min((key(v) for v in values), default=None)


@pytest.fixture
def make_hand():
    """``make_hand(rng, size, wildcards=0)``: a random hand (see :func:`random_hand`)."""
    return random_hand


@pytest.fixture
def values_of():
    """``values_of(cards, rules, wildcard_values=None)``: every value, by the reference."""
    return every_value


@pytest.fixture
def best_of():
    """``best_of(values, key)``: the smallest goal key among values (``None`` if none)."""
    return best_key


@pytest.fixture
def check_answer():
    """Assert that a solution is a valid expression of exactly the cards, worth its value."""

    def check(solution, cards, rules=ExprRules()):
        expr = parse_cards(solution.row, rules)
        assert evaluate(expr, rules) == solution.value
        assert evaluate(solution.expression, rules) == solution.value
        assert isinstance(solution.value, Fraction)
        written = sorted(expr.cards())
        fixed = sorted(c for c in cards if c != "Y")
        assert sorted(c for c in cards if c == "Y") == ["Y"] * len(solution.wildcards)
        assert written == sorted(fixed + list(solution.wildcards))

    return check
