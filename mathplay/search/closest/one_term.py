"""The value of one term closest to a number, without listing all its values.

A term ``n₁ × … ÷ d₁ ÷ …`` made of many digits has far too many values to list, but the
one closest to ``x`` can be found by branch-and-bound. First the lengths of the numbers
are chosen (each choice fixes the size of the value, so most are dropped at once); then
the digits are placed, the first digit of every number first, then the second ones, and
so on. While digits are missing, a number lies between its prefix completed with the
smallest digits left and its prefix completed with the largest; so the term lies between
two bounds, and a branch is dropped when even the nearer bound is no closer to ``x`` than
the best value so far. Bounds are integer pairs compared by cross-multiplying (no
``Fraction`` inside the walk).
"""

from __future__ import annotations

from fractions import Fraction
from math import prod

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts

__all__ = ["TermMemos", "closest_term", "term_values_between"]


def closest_term(
    counts: Counts,
    numerators: int,
    divisors: int,
    x: Fraction,
    slack: Fraction | None,
    rules: ExprRules,
    deadline: Deadline,
    memos: TermMemos | None = None,
) -> tuple[Fraction, Term] | None:
    """The value of a term (``numerators`` numbers over ``divisors`` numbers, exactly these
    digits) closest to ``x``, if it is closer than ``slack``, with the term (sign +1)."""
    search = _TermSearch(counts, numerators, divisors, x, slack, rules, deadline)
    search.memos = memos or TermMemos()
    search.run()
    return search.found


def term_values_between(
    counts: Counts,
    numerators: int,
    divisors: int,
    low: Fraction,
    high: Fraction,
    rules: ExprRules,
    deadline: Deadline,
    memos: TermMemos | None = None,
) -> dict[Fraction, Term]:
    """Every value strictly between ``low`` and ``high`` of such a term, with a term each."""
    middle = (low + high) / 2
    search = _TermSearch(counts, numerators, divisors, middle, (high - low) / 2, rules, deadline)
    search.memos = memos or TermMemos()
    search.collect = {}
    search.run()
    return search.collect


class TermMemos:
    """What the term searches of one search keep (pure functions of their keys): the
    completions of each multiset of digits left, the number lengths of each term size."""

    def __init__(self) -> None:
        self.completions: dict[tuple[int, ...], tuple] = {}
        self.shapes: dict[tuple, tuple] = {}

    def completion(self, left: tuple[int, ...]) -> tuple[list[int], list[int], int | None]:
        found = self.completions.get(left)
        if found is None:
            found = self.completions[left] = _completions(left)
        return found

    def shape_ranges(self, *key) -> tuple:
        found = self.shapes.get(key)
        if found is None:
            found = self.shapes[key] = _shape_ranges(*key)
        return found


def _completions(left: tuple[int, ...]) -> tuple[list[int], list[int], int | None]:
    """For the digits left (counts per digit): ``smallest[m]``, the ``m`` smallest digits
    written ascending; ``largest[m]``, the ``m`` largest written descending; the smallest
    digit other than 0 (``None`` if there is none)."""
    pool = [digit for digit in range(10) for _ in range(left[digit])]
    size = len(pool)
    smallest = [0] * (size + 1)
    largest = [0] * (size + 1)
    for m in range(1, size + 1):
        smallest[m] = smallest[m - 1] * 10 + pool[m - 1]
        largest[m] = largest[m - 1] * 10 + pool[size - m]
    return smallest, largest, next((d for d in pool if d), None)


def _shapes(size: int, parts: int, concatenate: bool) -> list[tuple[int, ...]]:
    """Non-increasing lengths of ``parts`` numbers with ``size`` digits in all."""
    if not concatenate:
        return [(1,) * parts] if size == parts else []
    out: list[tuple[int, ...]] = []

    def split(left: int, count: int, cap: int, acc: list[int]) -> None:
        if count == 0:
            if left == 0:
                out.append(tuple(acc))
            return
        for length in range(min(cap, left - count + 1), 0, -1):
            acc.append(length)
            split(left - length, count - 1, length, acc)
            acc.pop()

    split(size, parts, size, [])
    return out


def _shape_ranges(
    size: int, numerators: int, divisors: int, concatenate: bool, leading_zero: bool
) -> tuple[tuple[Fraction, Fraction, tuple[int, ...], tuple[int, ...]], ...]:
    """``(low, high, top, bottom)`` for every way to give ``size`` digits to the numbers
    of a term: the lengths of its numerators and divisors, and the range of the term's
    values over every choice of digits with those lengths."""

    def least(length: int) -> int:  # the smallest number of this length (0 if it may lead)
        return 10 ** (length - 1) if length > 1 and not leading_zero else 0

    out = []
    for top_size in range(numerators, size - divisors + 1):
        for top in _shapes(top_size, numerators, concatenate):
            for bottom in _shapes(size - top_size, divisors, concatenate):
                low = Fraction(prod(least(n) for n in top), prod(10**n for n in bottom))
                high = Fraction(prod(10**n for n in top), prod(max(1, least(n)) for n in bottom))
                out.append((low, high, top, bottom))
    return tuple(out)


class _TermSearch:
    def __init__(self, counts, numerators, divisors, x, slack, rules, deadline) -> None:
        self.left = list(counts)
        self.size = sum(counts)
        self.numerators = numerators
        self.divisors = divisors
        self.x = x
        self.xn, self.xd = x.numerator, x.denominator
        self.slack: Fraction | None = None
        self._set_slack(slack)
        self.rules = rules
        self.deadline = deadline
        self.nodes = 0
        self.found: tuple[Fraction, Term] | None = None
        self.collect: dict[Fraction, Term] | None = None  # list every value in reach instead

    def _set_slack(self, slack: Fraction | None) -> None:
        """The window ``(x − slack, x + slack)`` as integer pairs."""
        self.slack = slack
        if slack is not None:
            below, above = self.x - slack, self.x + slack
            self.lo_n, self.lo_d = below.numerator, below.denominator
            self.hi_n, self.hi_d = above.numerator, above.denominator

    def run(self) -> None:
        parts = self.numerators + self.divisors
        if self.size < parts:
            return
        rules = self.rules
        shapes = [
            (self._gap(low, high), top, bottom)
            for low, high, top, bottom in self.memos.shape_ranges(
                self.size, self.numerators, self.divisors, rules.concatenate, rules.leading_zero
            )
        ]
        shapes.sort(key=lambda shape: (shape[0], shape[1], shape[2]))
        for gap, top, bottom in shapes:
            if self.slack is not None and gap >= self.slack:
                break
            self._fill(top, bottom)
            if self.slack == 0 and self.collect is None:
                return

    def _gap(self, low: Fraction, high: Fraction) -> Fraction:
        if self.x < low:
            return low - self.x
        if self.x > high:
            return self.x - high
        return Fraction(0)

    # -- placing digits -----------------------------------------------------------------

    def _fill(self, top: tuple[int, ...], bottom: tuple[int, ...]) -> None:
        self.lengths = [*top, *bottom]
        self.tops = len(top)
        count = len(self.lengths)
        self.values = [0] * count  # the prefix of each number
        self.placed = [0] * count  # how many digits each number has
        self.firsts = [-1] * count  # each number's first digit
        # places in order: every number's first digit, then every second digit, ...
        self.order = [
            k
            for position in range(max(self.lengths))
            for k in range(count)
            if position < self.lengths[k]
        ]
        self._place(0)

    def _place(self, index: int) -> None:
        if index == len(self.order):
            self._leaf()
            return
        self.nodes += 1
        if self.nodes % 16 == 0:
            self.deadline.check()
        bound = self._bounds()
        if bound is None:
            return
        a, b, c, d = bound  # the term lies between a/b and c/d
        if self.slack is not None and (
            a * self.hi_d >= self.hi_n * b or c * self.lo_d <= self.lo_n * d
        ):
            return
        k = self.order[index]
        length = self.lengths[k]
        prefix = self.values[k]
        first = self.placed[k] == 0
        # a numerator wants large digits when the term is too small, and so on
        too_small = (a * d + c * b) * self.xd < 2 * self.xn * b * d
        digits = [digit for digit in range(10) if self.left[digit]]
        if too_small == (k < self.tops):
            digits.reverse()
        left = self.left
        for digit in digits:
            if first:
                # a long number cannot start with 0 (unless the rules allow it); a divisor
                # of one digit cannot be 0
                if digit == 0 and (
                    (length > 1 and not self.rules.leading_zero) or (k >= self.tops and length == 1)
                ):
                    continue
                if self._breaks_symmetry(k, digit):
                    continue
                self.firsts[k] = digit
            left[digit] -= 1
            self.values[k] = prefix * 10 + digit
            self.placed[k] += 1
            self._place(index + 1)
            self.placed[k] -= 1
            self.values[k] = prefix
            left[digit] += 1
            if self.slack == 0 and self.collect is None:
                return

    def _breaks_symmetry(self, k: int, digit: int) -> bool:
        """Numbers of the same role and length are interchangeable: first digits must not
        rise from one to the next."""
        if k == 0 or k == self.tops:
            return False
        previous = k - 1
        return self.lengths[previous] == self.lengths[k] and self.firsts[previous] < digit

    def _bounds(self) -> tuple[int, int, int, int] | None:
        """Bounds ``a/b ≤ term ≤ c/d`` over every way to finish the numbers."""
        smallest, largest, lead = self.memos.completion(tuple(self.left))
        top_low = top_high = bottom_low = bottom_high = 1
        tops = self.tops
        leading_zero = self.rules.leading_zero
        for k, length in enumerate(self.lengths):
            missing = length - self.placed[k]
            prefix = self.values[k]
            if missing == 0:
                low = high = prefix
            else:
                scale = 10**missing
                if self.placed[k] == 0 and length > 1 and not leading_zero:
                    if lead is None:
                        return None
                    low = lead * 10 ** (missing - 1) + smallest[missing - 1]
                else:
                    low = prefix * scale + smallest[missing]
                high = prefix * scale + largest[missing]
            if k < tops:
                top_low *= low
                top_high *= high
            else:
                bottom_low *= low if low > 1 else 1
                bottom_high *= high
        if bottom_high == 0:
            return None
        return top_low, bottom_high, top_high, bottom_low

    def _leaf(self) -> None:
        bottom = prod(self.values[self.tops :])
        if bottom == 0:
            return
        top = prod(self.values[: self.tops])
        # only values strictly inside the window (x − slack, x + slack) count
        if self.slack is not None and (
            top * self.hi_d >= self.hi_n * bottom or top * self.lo_d <= self.lo_n * bottom
        ):
            return
        value = Fraction(top, bottom)
        term = Term(1, self._texts(0, self.tops), self._texts(self.tops, len(self.lengths)))
        if self.collect is not None:
            self.collect.setdefault(value, term)
            return
        self._set_slack(abs(value - self.x))
        self.found = (value, term)

    def _texts(self, start: int, stop: int) -> tuple[str, ...]:
        """The numbers ``start:stop`` written out (with their leading zeros, if any)."""
        return tuple(str(self.values[k]).zfill(self.lengths[k]) for k in range(start, stop))
