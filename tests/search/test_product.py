"""A quick exact hit: the target as one product, every other card in zero terms
(the shortcut ``product``)."""

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search import best_expression
from mathplay.search.model.hand import Hand, read_goal
from mathplay.search.pipeline.context import SearchContext
from mathplay.search.pipeline.options import SearchOptions
from mathplay.search.shortcuts.product import _divisors, _factorisations, product_hit
from tests.search.test_gadgets import assert_row_hits

# used to stay unproven after 10 s (the complete search never met 100)
TWENTY_FOUR = "2 × 9 5 × 5 7 4 ÷ 3 × 3 1 ÷ 0 ÷ 5 8 − 9 3 9 × 6"


def cards_of(text: str) -> list[str]:
    return text.split()


def hit(cards: str | list[str], target, rules: ExprRules = ExprRules()):
    if isinstance(cards, str):
        cards = cards_of(cards)
    context = SearchContext(read_goal(target), rules, SearchOptions(), Deadline(None))
    return product_hit(context, Hand.from_symbols(cards), Fraction(target))


def test_a_24_card_hand_hits_100_at_once():
    cards = cards_of(TWENTY_FOUR)
    layout = hit(cards, 100)
    assert layout is not None
    assert [t.numerators for t in layout.terms[:1]] == [("25", "4")]
    assert_row_hits(layout.symbols(), cards, Fraction(100), ExprRules())
    solution = best_expression(cards, ("target", 100))
    assert solution.value == 100 and solution.proven_optimal
    assert_row_hits(solution.row, cards, Fraction(100), ExprRules())


def test_every_sign_card_needs_its_own_zero():
    # two sign cards, one 0: no zero term for the second
    assert hit("2 5 4 × 0 − + 3", 100) is None
    # with a second 0: 25 × 4 − 0 × 3 + 0
    layout = hit("2 5 4 × 0 − + 3 0 ×", 100)
    assert layout is not None
    assert_row_hits(layout.symbols(), cards_of("2 5 4 × 0 − + 3 0 ×"), Fraction(100), ExprRules())


@pytest.mark.parametrize("target", [0, -4, Fraction(7, 2), 10**9 + 1])
def test_targets_it_does_not_factorise(target):
    assert hit("2 5 4 × 0 − 3", target) is None


def test_no_sign_card_is_left_to_the_other_searches():
    assert hit("2 5 4 × 0 × 3", 0) is None
    assert hit("4 × 2 5", 100) is None  # one term alone: the term searches' work


def test_without_concatenation_every_factor_is_one_digit():
    rules = ExprRules(concatenate=False)
    cards = cards_of("4 × 5 × 5 − 0 × 3 ÷ 7")
    layout = hit(cards, 100, rules)
    assert layout is not None
    assert_row_hits(layout.symbols(), cards, Fraction(100), rules)
    assert hit("2 5 × 4 − 0 × 3 ÷ 7", 100, rules) is None  # 25 would be two cards


@given(st.integers(1, 5000), st.integers(1, 4))
def test_factorisations_are_every_sorted_product(number, parts):
    found = list(_factorisations(number, parts))
    assert len(found) == len(set(found))
    for factors in found:
        assert len(factors) == parts and list(factors) == sorted(factors)
        product = 1
        for factor in factors:
            product *= factor
        assert product == number
    if parts == 2:
        assert found == [(d, number // d) for d in _divisors(number) if d * d <= number]


@given(
    st.lists(st.integers(1, 99), min_size=1, max_size=3),
    st.lists(st.integers(1, 999), min_size=0, max_size=3),
    st.lists(st.sampled_from("+−"), min_size=1, max_size=3),
    st.integers(0, 2),
    st.randoms(use_true_random=False),
)
def test_a_hand_made_of_a_product_and_zero_terms_always_hits(
    factors, zero_numbers, signs, divisors, rng
):
    """Cards built from ``product ± 0 × … ÷ … ± 0 …``: some such layout is found, and it
    is worth the product with exactly those cards."""
    divisors = min(divisors, len(zero_numbers))
    target = 1
    for factor in factors:
        target *= factor
    cards = [*str(factors[0])]
    for factor in factors[1:]:
        cards += ["×", *str(factor)]
    cards += [*signs, *"0" * len(signs)]
    cards += [c for number in zero_numbers for c in str(number)]
    cards += ["×"] * (len(zero_numbers) - divisors) + ["÷"] * divisors
    rng.shuffle(cards)
    layout = hit(cards, target)
    assert layout is not None, (cards, target)
    assert_row_hits(layout.symbols(), cards, Fraction(target), ExprRules())


@pytest.mark.parametrize("seed", range(2))
def test_random_hands_only_get_exact_hits(seed):
    rng = random.Random(5300 + seed)
    hits = 0
    for _ in range(300):
        size = rng.randint(8, 30)
        operators = round(size * rng.choice([0.25, 0.34, 0.45]))
        cards = [rng.choice("0012345678900") for _ in range(size - operators)]
        cards += [rng.choice("+−×××÷") for _ in range(operators)]
        rules = ExprRules(concatenate=rng.random() < 0.8, leading_zero=rng.random() < 0.2)
        target = rng.choice([100, 24, 360, rng.randint(1, 500)])
        layout = hit(cards, target, rules)
        if layout is not None:
            hits += 1
            assert_row_hits(layout.symbols(), cards, Fraction(target), rules)
    assert hits >= 20
