"""Properties of mathplay.core: the shared multiset type and exact value arithmetic."""

from collections import Counter
from fractions import Fraction

import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.core.multiset import (
    ALL,
    CARD_ORDER,
    DIGIT,
    Multiset,
    counts_of,
    digits_of,
    submultisets,
    subtract,
)
from mathplay.core.values import (
    MODULUS,
    ValueSet,
    as_fraction,
    as_value,
    divide,
    exact_ratio,
    multiply,
    rational,
    residue,
    times_sign,
)
from mathplay.core.values import subtract as value_minus

SETTINGS = settings(max_examples=60, deadline=None)

cards = st.lists(st.sampled_from(CARD_ORDER), max_size=9)
fractions = st.fractions(max_denominator=60).filter(lambda f: abs(f.numerator) < 10**6)
whole = st.integers(-(10**6), 10**6)
values = st.one_of(whole.map(Fraction), fractions)


@SETTINGS
@given(cards, st.data())
def test_a_multiset_code_round_trips_through_its_cards_and_counts(hand_cards, data):
    hand = Multiset(hand_cards)
    assert hand.cards(hand.full) == tuple(sorted(hand_cards, key=CARD_ORDER.index))
    assert Counter(hand.cards(hand.full)) == Counter(hand_cards)
    code = data.draw(st.integers(0, hand.full))
    assert hand.code(hand.cards(code)) == code
    assert hand.of_counts(hand.counts(code)) == code
    assert hand.contains(hand.full, code)
    assert hand.sizes[code] == len(hand.cards(code))
    assert hand.digits[code] == sum(card in DIGIT for card in hand.cards(code))


@SETTINGS
@given(cards)
def test_the_parts_of_a_multiset_are_every_sub_multiset_once(hand_cards):
    hand = Multiset(hand_cards)
    parts = hand.parts(hand.full, ALL)
    assert sorted(part for part, _ in parts) == list(range(hand.full + 1))
    for part, rest in parts:
        assert Counter(hand.cards(part)) + Counter(hand.cards(rest)) == Counter(hand_cards)
    # the code view and the counts view list the sub-multisets in the same order
    assert [p for p, _ in parts] == [hand.of_counts(c) for c in submultisets(hand.limits)]
    digit_parts = {part for part, _ in hand.parts(hand.full, DIGIT)}
    assert digit_parts == {c for c in range(hand.full + 1) if hand.sizes[c] == hand.digits[c]}


@SETTINGS
@given(st.lists(st.integers(0, 3), min_size=10, max_size=10), st.data())
def test_digit_counts_list_and_subtract_their_digits(counts, data):
    counts = tuple(counts)
    part = tuple(data.draw(st.integers(0, c)) for c in counts)
    assert digits_of(counts) == sorted(digits_of(counts))
    assert counts_of(digits_of(counts)) == counts
    assert Counter(digits_of(counts)) == Counter({d: c for d, c in enumerate(counts) if c})
    assert Counter(digits_of(subtract(counts, part))) == Counter(digits_of(counts)) - Counter(
        digits_of(part)
    )


@SETTINGS
@given(values, values, st.integers(1, 99))
def test_value_arithmetic_agrees_with_fraction_and_sympy(a, b, n):
    x, y = as_value(a), as_value(b)
    assert as_fraction(x) == a and (isinstance(x, int) or x[1] > 1)
    assert as_fraction(value_minus(x, y)) == a - b
    assert as_fraction(multiply(x, n)) == a * n
    assert as_fraction(times_sign(x, -1)) == -a and times_sign(x, 1) == x
    assert as_fraction(divide(x, n)) == a / n
    assert exact_ratio(a.numerator * n, n) == a.numerator
    assert exact_ratio(a.numerator, n) == Fraction(a.numerator, n)
    assert sympy.Rational(a.numerator, a.denominator) / n == sympy.Rational(
        *as_fraction(divide(x, n)).as_integer_ratio()
    )


@SETTINGS
@given(st.lists(values, max_size=6), st.lists(values, max_size=6), st.lists(st.integers(0, 30)))
def test_value_sets_add_sums_products_and_quotients_exactly(left, right, numbers):
    a, b = ValueSet.of(map(as_value, left)), ValueSet.of(map(as_value, right))
    sums, products, quotients = ValueSet(), ValueSet(), ValueSet()
    sums.add_sums(a, b)
    products.add_products(numbers, b)
    divisors = [n for n in numbers if n]
    quotients.add_quotients(divisors, b)
    assert {as_fraction(v) for v in sums} == {x + y for x in set(left) for y in set(right)}
    assert {as_fraction(v) for v in products} == {n * y for n in numbers for y in right}
    assert {as_fraction(v) for v in quotients} == {y / d for d in divisors for y in right}
    for found in (sums, products, quotients):
        assert all(
            isinstance(v, int) or (v[1] > 1 and as_value(as_fraction(v)) == v) for v in found
        )
    assert [as_fraction(v) for v in a.common(b)] == sorted(set(left) & set(right))
    assert {as_fraction(v) for v in a.negated()} == {-x for x in left}


@SETTINGS
@given(fractions)
def test_a_residue_gives_back_its_value(value):
    bound = 10**6 + 1
    assert rational(residue(value), bound) == value
    assert residue(value) == residue(
        Fraction(value.numerator + MODULUS * value.denominator, value.denominator)
    )
