"""Helpers for the search tests: an independent brute force and hand generators."""

import importlib.util
import random
from dataclasses import replace
from fractions import Fraction
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from mathplay.expr import ExprRules, evaluate, parse_cards
from mathplay.search import SearchOptions
from mathplay.search.brute import for_each_arrangement
from mathplay.search.context import SearchContext
from mathplay.search.hand import ALL_WILDCARD_VALUES, Hand, read_goal
from mathplay.search.timing import Deadline

OPERATORS = "+−×÷"


def random_hand(rng: random.Random, size: int, wildcards: int = 0) -> list[str]:
    """About a third operators, the rest digits, then ``wildcards`` Y cards."""
    plain = size - wildcards
    ops = round(plain * rng.choice([0.2, 0.34, 0.45]))
    cards = [rng.choice("0123456789") for _ in range(plain - ops)]
    cards += [rng.choice(OPERATORS) for _ in range(ops)]
    rng.shuffle(cards)
    return cards + ["Y"] * wildcards


def every_value(cards, rules: ExprRules, wildcard_values=None) -> dict[Fraction, tuple]:
    """Each value of every arrangement (each Y replaced by each choice), with one row."""
    fixed = [c for c in cards if c != "Y"]
    count = len(cards) - len(fixed)
    choices = ALL_WILDCARD_VALUES if wildcard_values is None else tuple(wildcard_values)
    found: dict[Fraction, tuple] = {}
    for fill in combinations_with_replacement(choices, count):
        hand = Hand.from_symbols(fixed + list(fill))
        for_each_arrangement(hand, rules, lambda row, value: found.setdefault(value, row))
    return found


def _load_reference():
    path = Path(__file__).parents[1] / "data" / "reference.py"
    spec = importlib.util.spec_from_file_location("search_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REFERENCE = _load_reference()


@pytest.fixture
def reference():
    """The slow exact method of ``tests/data/reference.py`` (shares nothing with the search)."""
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
    """``values_of(cards, rules, wildcard_values=None)``: every value, by brute force."""
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
