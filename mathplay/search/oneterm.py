"""The value of one term closest to a number, without listing all its values.

A term ``n₁ × … ÷ d₁ ÷ …`` made of many digits has far too many values to list, but the
one closest to ``x`` can be found by branch-and-bound. First the lengths of the numbers
are chosen (each choice fixes the size of the value, so most are dropped at once); then
the digits are placed, the first digit of every number first, then the second ones, and
so on. While digits are missing, a number lies between its prefix completed with the
smallest digits left and its prefix completed with the largest; so the term lies between
two bounds, and a branch is dropped when even the nearer bound is no closer to ``x`` than
the best value so far.
"""

from __future__ import annotations

from fractions import Fraction
from math import prod

from mathplay.expr import ExprRules
from mathplay.search.layout import Term
from mathplay.search.multisets import Counts, digits_of
from mathplay.search.timing import Deadline

__all__ = ["closest_term", "term_values_between"]


def closest_term(
    counts: Counts,
    numerators: int,
    divisors: int,
    x: Fraction,
    slack: Fraction | None,
    rules: ExprRules,
    deadline: Deadline,
) -> tuple[Fraction, Term] | None:
    """The value of a term (``numerators`` numbers over ``divisors`` numbers, exactly these
    digits) closest to ``x``, if it is closer than ``slack``; with the term (sign +1)."""
    search = _TermSearch(counts, numerators, divisors, x, slack, rules, deadline)
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
) -> dict[Fraction, Term]:
    """Every value strictly between ``low`` and ``high`` of such a term, with a term each."""
    middle = (low + high) / 2
    search = _TermSearch(counts, numerators, divisors, middle, (high - low) / 2, rules, deadline)
    search.collect = {}
    search.run()
    return search.collect


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


class _TermSearch:
    def __init__(self, counts, numerators, divisors, x, slack, rules, deadline) -> None:
        self.left = list(counts)
        self.size = sum(counts)
        self.numerators = numerators
        self.divisors = divisors
        self.x = x
        self.slack = slack
        self.rules = rules
        self.deadline = deadline
        self.found: tuple[Fraction, Term] | None = None
        self.collect: dict[Fraction, Term] | None = None  # list every value in reach instead

    def run(self) -> None:
        parts = self.numerators + self.divisors
        if self.size < parts:
            return
        shapes = []
        for top_size in range(self.numerators, self.size - self.divisors + 1):
            for top in _shapes(top_size, self.numerators, self.rules.concatenate):
                for bottom in _shapes(self.size - top_size, self.divisors, self.rules.concatenate):
                    low = Fraction(prod(self._least(n) for n in top), prod(10**n for n in bottom))
                    high = Fraction(
                        prod(10**n for n in top), prod(max(1, self._least(n)) for n in bottom)
                    )
                    shapes.append((self._gap(low, high), top, bottom))
        shapes.sort(key=lambda shape: (shape[0], shape[1], shape[2]))
        for gap, top, bottom in shapes:
            if self.slack is not None and gap >= self.slack:
                break
            self._fill(top, bottom)
            if self.slack == 0 and self.collect is None:
                return

    def _least(self, length: int) -> int:
        """The smallest a number of this length can be (0 if it may start with 0)."""
        return 10 ** (length - 1) if length > 1 and not self.rules.leading_zero else 0

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
        self.texts = [""] * count
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
        if index % 8 == 0:
            self.deadline.check()
        bound = self._bounds()
        if bound is None:
            return
        if self.slack is not None and self._gap(*bound) >= self.slack:
            return
        k = self.order[index]
        text = self.texts[k]
        long_number = self.lengths[k] > 1
        first = text == ""
        for digit in self._digit_order(k):
            # a long number cannot start with 0 (unless the rules allow it); a divisor of
            # one digit cannot be 0
            if (
                first
                and digit == 0
                and (
                    (long_number and not self.rules.leading_zero)
                    or (k >= self.tops and not long_number)
                )
            ):
                continue
            if first and self._breaks_symmetry(k, digit):
                continue
            self.left[digit] -= 1
            self.texts[k] = text + str(digit)
            self._place(index + 1)
            self.texts[k] = text
            self.left[digit] += 1
            if self.slack == 0 and self.collect is None:
                return

    def _breaks_symmetry(self, k: int, digit: int) -> bool:
        """Numbers of the same role and length are interchangeable: first digits must not
        rise from one to the next."""
        if k == 0 or k == self.tops:
            return False
        previous = k - 1
        return self.lengths[previous] == self.lengths[k] and int(self.texts[previous][0]) < digit

    def _digit_order(self, k: int) -> list[int]:
        digits = [d for d in range(10) if self.left[d]]
        # a numerator wants large digits when the term is too small, and so on
        bound = self._bounds()
        if bound is None:
            return digits
        middle = (bound[0] + bound[1]) / 2
        want_large = (middle < self.x) == (k < self.tops)
        return sorted(digits, reverse=want_large)

    def _bounds(self) -> tuple[Fraction, Fraction] | None:
        """Bounds of the term over every way to finish the numbers."""
        pool = digits_of(tuple(self.left))
        lows, highs = [], []
        for k, text in enumerate(self.texts):
            missing = self.lengths[k] - len(text)
            prefix = int(text) if text else 0
            scale = 10**missing
            if missing == 0:
                lows.append(prefix)
                highs.append(prefix)
                continue
            small = pool[:missing]
            large = pool[-missing:][::-1]
            if not text and self.lengths[k] > 1 and not self.rules.leading_zero:
                nonzero = [d for d in pool if d]
                if not nonzero:
                    return None
                low_value = nonzero[0] * 10 ** (missing - 1) + _number(small[: missing - 1])
            else:
                low_value = prefix * scale + _number(small)
            lows.append(low_value)
            highs.append(prefix * scale + _number(large))
        top_low, top_high = prod(lows[: self.tops]), prod(highs[: self.tops])
        bottom_low = prod(max(v, 1) for v in lows[self.tops :])
        bottom_high = prod(highs[self.tops :])
        if bottom_high == 0:
            return None
        return Fraction(top_low, bottom_high), Fraction(top_high, bottom_low)

    def _leaf(self) -> None:
        bottom = [int(t) for t in self.texts[self.tops :]]
        if any(b == 0 for b in bottom):
            return
        value = Fraction(prod(int(t) for t in self.texts[: self.tops]), prod(bottom))
        distance = abs(value - self.x)
        if self.collect is not None:
            if distance < self.slack:
                term = Term(1, tuple(self.texts[: self.tops]), tuple(self.texts[self.tops :]))
                self.collect.setdefault(value, term)
            return
        if self.slack is None or distance < self.slack:
            self.slack = distance
            term = Term(1, tuple(self.texts[: self.tops]), tuple(self.texts[self.tops :]))
            self.found = (value, term)


def _number(digits: list[int]) -> int:
    return int("".join(map(str, digits))) if digits else 0
