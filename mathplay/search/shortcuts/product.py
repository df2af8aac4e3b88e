"""A quick exact hit: the target as one product, every other card in zero terms.

A hand with a 0 digit for each of its + and − cards can write every sign card as a *zero
term* ``± 0``; the first of them, ``± 0 × … ÷ …``, holds every digit, × and ÷ card
that is left. What remains is one term that must be worth the target: a product of
numbers. Its numbers are found by factorising the target (no search), e.g. 100 on a
24-card hand as ``25 × 4 − 0 × 9553331 × 9 × 9 ÷ 8 ÷ 7 ÷ 6``.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import islice
from typing import TYPE_CHECKING

from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout, Term
from mathplay.search.model.numbers import led_numbers

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["LARGEST", "product_hit"]

LARGEST = 10**9  # larger targets are not factorised
FACTORISATIONS = 2_000  # factorisations tried per number of × cards, at most


def product_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """A layout of the hand worth exactly ``target``: one product of numbers first, then a
    zero term for each + and − card; ``None`` if the hand has not the cards for it or no
    factorisation of the target fits its digits."""
    rules, deadline = context.rules, context.deadline
    signs = [1] * hand.plus + [-1] * hand.minus
    if not signs or hand.digits[0] < len(signs):
        return None
    if target.denominator != 1 or not 1 <= target <= LARGEST:
        return None
    pool = list(hand.digits)
    pool[0] -= len(signs)  # one 0 per zero term
    for times in range(hand.times + 1):
        deadline.check()
        divisors = context.memo.setdefault("divisors", {})
        for factors in islice(_factorisations(int(target), times + 1, 1, divisors), FACTORISATIONS):
            texts = [str(factor) for factor in factors]
            if not rules.concatenate and any(len(text) > 1 for text in texts):
                continue
            rest = _without(pool, "".join(texts))
            if rest is None:
                continue
            zero_times = hand.times - times
            numbers = led_numbers(rest, zero_times + hand.divide, rules)
            if numbers is None:
                continue
            first = Term(1, tuple(reversed(texts)))
            zero = Term(signs[0], ("0", *numbers[:zero_times]), tuple(numbers[zero_times:]))
            others = [Term(sign, ("0",)) for sign in signs[1:]]
            return Layout.of((first, zero, *others))
    return None


def _factorisations(
    number: int, parts: int, least: int = 1, memo: dict | None = None
) -> Iterator[tuple[int, ...]]:
    """Every way to write ``number`` as a product of ``parts`` factors, each at least
    ``least``, in non-decreasing order (``memo``: divisors already listed)."""
    memo = {} if memo is None else memo
    if parts == 1:
        if number >= least:
            yield (number,)
        return
    if number not in memo:
        memo[number] = _divisors(number)
    for factor in memo[number]:
        if factor**parts > number:
            return
        if factor >= least:
            for rest in _factorisations(number // factor, parts - 1, factor, memo):
                yield (factor, *rest)


def _divisors(number: int) -> tuple[int, ...]:
    """The divisors of a positive number, in increasing order."""
    small, large = [], []
    factor = 1
    while factor * factor <= number:
        if number % factor == 0:
            small.append(factor)
            if factor * factor != number:
                large.append(number // factor)
        factor += 1
    return (*small, *reversed(large))


def _without(pool: list[int], digits: str) -> list[int] | None:
    """The digit counts left in ``pool`` once ``digits`` are taken; ``None`` if it has not
    enough of them."""
    rest = list(pool)
    for digit in digits:
        rest[int(digit)] -= 1
        if rest[int(digit)] < 0:
            return None
    return rest
