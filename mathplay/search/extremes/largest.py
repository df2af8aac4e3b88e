"""The largest and the smallest value a hand can make, with an expression that makes it.

A hand without Y cards is a digit multiset and four operator counts. With ``a`` plus and
``b`` minus cards the row is ``a + 1`` positive terms and ``b`` negative ones (with a
leading minus, when the rules allow it, ``a`` and ``b``). The smallest value is minus the
largest value of the same cards with the roles of the signs swapped, so one maximiser
serves both goals (:meth:`~mathplay.search.pipeline.context.SearchContext.extreme`).
"""

from __future__ import annotations

from fractions import Fraction

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.extremes.main_term import MainTermSearch
from mathplay.search.extremes.small_sum import SmallSumSearch
from mathplay.search.model.hand import Hand, sign_splits
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts, can_form
from mathplay.search.reference import Reference

__all__ = ["maximum", "quick_bounds"]


def maximum(
    counts: Counts,
    positive: int,
    negative: int,
    times: int,
    divide: int,
    rules: ExprRules,
    deadline: Deadline,
    search: MainTermSearch | None = None,
) -> tuple[Fraction, tuple[Term, ...]] | None:
    """The largest sum of ``positive`` terms minus ``negative`` terms from exactly these
    digits, ``times`` × and ``divide`` ÷ cards, with its terms; ``None`` if impossible.
    ``search``: the maximiser whose memos to use (one search's, shared by its calls)."""
    terms = positive + negative
    if terms == 0 or not can_form(counts, terms + times + divide, divide, rules):
        return None
    if positive:
        if search is None:
            search = MainTermSearch(rules, deadline)
        found = search.maximum(counts, positive, negative, times, divide)
        if found is not None and found[1]:
            return found[0]
    else:
        least = SmallSumSearch(rules, deadline).minimum(counts, negative, times, divide)
        if least is not None:
            return -least[0], tuple(term.flipped() for term in least[1])
    # not certified (a degenerate hand: its best main term may be below 1): the reference
    reference = Reference(rules.concatenate, rules.leading_zero, deadline)
    found = reference.largest((counts, positive, negative, times, divide))
    if found is None:
        return None
    return found[0], tuple(Term(*term) for term in found[1])


def quick_bounds(
    hand: Hand,
    rules: ExprRules,
    wild: tuple[int, int, int] = (0, 0, 0),
    search: MainTermSearch | None = None,
) -> tuple[Fraction, Fraction] | None:
    """Quick bounds ``(below the smallest value, above the largest)`` of a hand without Y
    cards, or ``None`` if it makes no expression. No search: for ranking the choices for
    Y cards and for targets beyond every value. ``wild``: ``(count, a, b)``, that many
    more digits, each any digit from ``a`` to ``b`` (the bounds hold for every choice).
    ``search``: a maximiser whose product memo to use (one search's, shared by its calls)."""
    count, low_digit, high_digit = wild
    high_counts = _with(hand.digits, count, high_digit)
    low_counts = _with(hand.digits, count, max(low_digit, 1))
    hopeful = _with(hand.digits, count, max(high_digit, 1) if high_digit else 0)
    found = None
    if search is None:
        search = MainTermSearch(rules, Deadline(None))
    for positive, negative, _ in sign_splits(hand, rules):
        numbers = positive + negative + hand.times + hand.divide
        if not can_form(hopeful, numbers, hand.divide, rules):
            continue
        args = (high_counts, hand.times, hand.divide, low_counts)
        high = _bound(search, args, positive, negative)
        low = -_bound(search, args, negative, positive)
        found = (low, high) if found is None else (min(found[0], low), max(found[1], high))
    return found


def _with(counts: Counts, count: int, digit: int) -> Counts:
    if not count:
        return counts
    out = list(counts)
    out[digit] += count
    return tuple(out)


def _bound(search: MainTermSearch, args, positive: int, negative: int) -> Fraction:
    counts, times, divide, low_counts = args
    if positive == 0:
        return Fraction(0)
    return search.upper_bound(counts, positive, negative, times, divide, low_counts)
