"""The reference (mathplay/search/reference.py), the one slow exact method, checked itself.

It is the oracle of the other tests, so it is checked against the definition: every
distinct permutation of a small hand read and evaluated by ``mathplay.expr``. The row it
writes for the largest value (the certificate of degenerate hands) is a valid expression
of exactly the cards, worth that value; and it imports nothing of the fast search.
"""

import ast
import random
from fractions import Fraction
from pathlib import Path

import pytest

from mathplay.expr import ExprRules, evaluate, parse_cards
from mathplay.search import reference
from mathplay.search.model.layout import Layout, Term

RULES = [
    ExprRules(),
    ExprRules(concatenate=False),
    ExprRules(leading_zero=True),
    ExprRules(unary_minus=True),
]


def reference_values(cards, rules) -> set[Fraction]:
    slow = reference.Reference(rules.concatenate, rules.leading_zero)
    found: set[Fraction] = set()
    for group in reference.starts(cards, rules.unary_minus):
        found |= slow.values(group)
    return found


@pytest.mark.parametrize("rules", RULES)
def test_it_lists_every_value_of_small_hands(rules, make_hand, by_permutations):
    rng = random.Random(3)
    for _ in range(30):
        cards = make_hand(rng, rng.randint(1, 6))
        assert reference_values(cards, rules) == set(by_permutations(cards, rules)), cards


@pytest.mark.parametrize("rules", RULES)
def test_its_row_for_the_largest_value_makes_it_with_exactly_the_cards(rules, make_hand):
    rng = random.Random(5)
    for _ in range(40):
        cards = make_hand(rng, rng.randint(1, 9))
        slow = reference.Reference(rules.concatenate, rules.leading_zero)
        for index, group in enumerate(reference.starts(cards, rules.unary_minus)):
            lead = index == 1  # the second start: a leading minus card
            found = slow.largest(group)
            span = slow.extremes(group)
            if found is None:
                assert span is None
                continue
            value, terms = found
            assert value == span[1]
            row = Layout.of((Term(*term) for term in terms), lead).symbols()
            assert sorted(row) == sorted(cards), (cards, row)
            assert evaluate(parse_cards(row, rules), rules) == value, (cards, row)


def test_it_shares_nothing_with_the_fast_search():
    tree = ast.parse(Path(reference.__file__).read_text("utf-8"))
    imported = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module.startswith("mathplay")
    }
    assert imported == {"mathplay.expr", "mathplay.deadline"}
