"""The largest and the smallest value a hand can make, with an expression that makes it.

A hand without Y cards is a digit multiset and four operator counts. With ``a`` plus and
``b`` minus cards the row is ``a + 1`` positive terms and ``b`` negative ones (with a
leading minus, when the rules allow it, ``a`` and ``b``). The smallest value is minus the
largest value of the same cards with the roles of the signs swapped, so one maximiser
serves both goals.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache

from mathplay.expr import ExprRules
from mathplay.search.exhaustive import ExhaustiveSearch
from mathplay.search.hand import Hand
from mathplay.search.layout import Layout, Term
from mathplay.search.mainterm import MainTermSearch
from mathplay.search.multisets import Counts, can_form, digits_of
from mathplay.search.smallsum import SmallSumSearch
from mathplay.search.timing import Deadline

__all__ = ["any_layout", "bounds", "largest", "maximum", "sign_splits", "smallest"]


def sign_splits(hand: Hand, rules: ExprRules) -> Iterator[tuple[int, int, bool]]:
    """``(positive terms, negative terms, leading minus)`` for every way to start the row."""
    yield hand.plus + 1, hand.minus, False
    if rules.unary_minus and hand.minus:
        yield hand.plus, hand.minus, True


def largest(hand: Hand, rules: ExprRules, deadline: Deadline) -> tuple[Fraction, Layout] | None:
    """The largest value of the hand (no Y cards) and a layout reaching it."""
    return _extreme(hand, rules, deadline, 1)


def smallest(hand: Hand, rules: ExprRules, deadline: Deadline) -> tuple[Fraction, Layout] | None:
    """The smallest value of the hand (no Y cards) and a layout reaching it."""
    return _extreme(hand, rules, deadline, -1)


def _extreme(
    hand: Hand, rules: ExprRules, deadline: Deadline, direction: int
) -> tuple[Fraction, Layout] | None:
    best: tuple[Fraction, Layout] | None = None
    for positive, negative, leading_minus in sign_splits(hand, rules):
        deadline.check()
        up, down = (positive, negative) if direction > 0 else (negative, positive)
        found = maximum(hand.digits, up, down, hand.times, hand.divide, rules, deadline)
        if found is None:
            continue
        layout = Layout.of(found[1], leading_minus)
        if direction < 0:
            layout = layout.flipped()
        value = direction * found[0]
        if best is None or direction * value > direction * best[0]:
            best = (value, layout)
    return best


def maximum(
    counts: Counts,
    positive: int,
    negative: int,
    times: int,
    divide: int,
    rules: ExprRules,
    deadline: Deadline,
) -> tuple[Fraction, tuple[Term, ...]] | None:
    """The largest sum of ``positive`` terms minus ``negative`` terms from exactly these
    digits, ``times`` × and ``divide`` ÷ cards, with its terms; ``None`` if impossible."""
    terms = positive + negative
    if terms == 0 or not can_form(counts, terms + times + divide, divide, rules):
        return None
    if positive:
        found = MainTermSearch(rules, deadline).maximum(counts, positive, negative, times, divide)
        if found is not None and found[1]:
            return found[0]
    else:
        least = SmallSumSearch(rules, deadline).minimum(counts, negative, times, divide)
        if least is not None:
            return -least[0], tuple(term.flipped() for term in least[1])
    return ExhaustiveSearch(rules).maximum(counts, positive, negative, times, divide)


def bounds(hand: Hand, rules: ExprRules) -> tuple[Fraction, Fraction] | None:
    """Quick bounds ``(below the smallest value, above the largest)`` of a hand without Y
    cards, or ``None`` if it makes no expression. No search: for ranking wildcard choices.
    Kept per card counts, so another goal for the same cards finds them ready."""
    return _bounds(Hand((), hand.digits, hand.plus, hand.minus, hand.times, hand.divide, 0), rules)


@lru_cache(maxsize=4096)
def _bounds(hand: Hand, rules: ExprRules) -> tuple[Fraction, Fraction] | None:
    found = None
    search = MainTermSearch(rules, Deadline(None))
    for positive, negative, _ in sign_splits(hand, rules):
        numbers = positive + negative + hand.times + hand.divide
        if not can_form(hand.digits, numbers, hand.divide, rules):
            continue
        args = (hand.digits, hand.times, hand.divide)
        high = _bound(search, args, positive, negative)
        low = -_bound(search, args, negative, positive)
        found = (low, high) if found is None else (min(found[0], low), max(found[1], high))
    return found


def _bound(search: MainTermSearch, args, positive: int, negative: int) -> Fraction:
    counts, times, divide = args
    if positive == 0:
        return Fraction(0)
    return search.upper_bound(counts, positive, negative, times, divide)


def any_layout(hand: Hand, rules: ExprRules) -> Layout | None:
    """Some valid layout of the hand (no Y cards), found without searching; ``None`` if the
    hand makes no expression. The first term takes every × and ÷ card."""
    for positive, negative, leading_minus in sign_splits(hand, rules):
        slots = positive + negative + hand.times + hand.divide
        if not can_form(hand.digits, slots, hand.divide, rules):
            continue
        digits = digits_of(hand.digits)
        nonzero = sorted((d for d in digits if d), reverse=True)
        numbers = [[d] for d in nonzero[:slots]]
        rest = nonzero[slots:] + [0] * (len(digits) - len(nonzero))
        while len(numbers) < slots:
            numbers.append([rest.pop()])
        if rest:
            if numbers[0][0] == 0 and not rules.leading_zero:
                continue
            numbers[0] += rest
        texts = ["".join(map(str, n)) for n in numbers]
        divisors, texts = texts[: hand.divide], texts[hand.divide :]
        first, factors, singles = texts[0], texts[1 : 1 + hand.times], texts[1 + hand.times :]
        lead = -1 if leading_minus else 1
        signs = [1] * (positive - (lead > 0)) + [-1] * (negative - (lead < 0))
        terms = [Term(lead, (first, *factors), tuple(divisors))]
        terms += [Term(sign, (text,)) for sign, text in zip(signs, singles, strict=True)]
        return Layout.of(terms, leading_minus)
    return None
