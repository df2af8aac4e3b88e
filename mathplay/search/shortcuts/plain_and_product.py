"""A quick exact hit on a hand of two terms: a plain number and a product.

A hand with one + or − card and no ÷ card is two terms. When one of them is a *plain
number* ``X`` (no × card), an exact hit ``X ± Y = t`` needs no search over ``X`` at all:
for each product ``Y`` of the other digits, ``X`` is ``t − Y``, ``t + Y`` or ``Y − t``,
and it is a hit exactly when its digits are the digits left over. So the products of each
sub-multiset of digits are listed (those whose size can reach the needed magnitude) and
each is checked in constant time. E.g. ``Y − 6 6 9 9 4 4 5 5 × 0 0 ×`` with ``Y = 1`` for
100 is ``64900 − 15 × 45 × 96``, whose two big terms must nearly cancel — seconds for the
complete search. An exact hit needs no proof; when none is found within the budget of
products, the complete search runs as before.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from mathplay.search.closest.value_sets import ValueSets
from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout, Term
from mathplay.search.model.numbers import digits_of

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["plain_and_product_hit"]


def plain_and_product_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """``X ± Y`` worth exactly ``target`` (``X`` a plain number, ``Y`` the product of the
    other digits with every × card), if one is found among the first ``plain_and_product``
    products (an option); ``None`` for hands that are not two terms without ÷ cards."""
    if hand.plus + hand.minus != 1 or hand.divide or target.denominator != 1:
        return None
    rules, deadline = context.rules, context.deadline
    products = context.options.plain_and_product
    goal = target.numerator
    search = ValueSets(context.store, deadline)
    parts = hand.times + 1
    for product_digits, number_digits in context.store.splits(tuple(digits_of(hand.digits))):
        size = len(number_digits)
        if (
            not size
            or (size > 1 and not rules.concatenate)
            or len(product_digits) < parts
            or not _may_reach(product_digits, parts, size, abs(goal), rules)
        ):
            continue
        least = 10 ** (size - 1) if size > 1 and not rules.leading_zero else 0
        most = 10**size - 1
        deadline.check()
        for product in search.products(product_digits, parts, False):
            products -= 1
            if products < 0:
                return None
            wanted = (goal - product,) if hand.plus else (goal + product, product - goal)
            for number in wanted:
                if least <= number <= most and _digits(number, size) == number_digits:
                    numbers = search.product_witness(product_digits, parts, product)
                    text = str(number).zfill(size)
                    return _layout(numbers, text, hand.plus > 0, product - number == goal)
    return None


def _may_reach(product_digits: tuple[int, ...], parts: int, size: int, goal: int, rules) -> bool:
    """Whether a product of these digits can come within ``goal`` of a ``size``-digit
    number (its digits written without a leading 0): a product is below ``10^m`` (``m``
    digits), and at least ``10^(m − parts)`` when no digit is 0."""
    if rules.leading_zero:
        return True  # short numbers may be written long
    length = len(product_digits)
    if 10**length + goal < 10 ** (size - 1):
        return False  # every product too small
    if product_digits[0] == 0:
        return True
    return 10 ** (length - parts) <= 10**size + goal  # else every product too large


def _digits(number: int, size: int) -> tuple[int, ...]:
    """The sorted digits of ``number`` written with ``size`` digits (leading zeros)."""
    return tuple(sorted(int(c) for c in str(number).zfill(size)))


def _layout(product: tuple[str, ...], number: str, plus: bool, product_first: bool) -> Layout:
    """``X + Y`` with a + card; with a − card ``Y − X`` if ``product_first``, else ``X − Y``."""
    if plus:
        return Layout.of((Term(1, (number,)), Term(1, product)))
    if product_first:
        return Layout.of((Term(1, product), Term(-1, (number,))))
    return Layout.of((Term(1, (number,)), Term(-1, product)))
