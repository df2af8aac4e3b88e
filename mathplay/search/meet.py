"""Closest to a target on small hands: value sets of the two sign groups, met in the middle.

A row's value is ``P − N``: ``P`` the sum of the positive terms, ``N`` of the negative
ones. For every way to share the digits, × and ÷ cards between the two groups, the sets of
values each group can make are listed (memoised per digit sub-multiset, number of terms,
× and ÷ cards; plain ``int`` where the value is whole, ``Fraction`` only where it is not),
and the two sets are joined: an exact hit is a set lookup, the closest value a bisection in
the sorted other set. Splits whose range cannot come closer than the best found are
skipped. Only the winning value is then traced back to its cards. Exact, no assumptions
about the shape of the best row; the sets grow quickly, so it serves small hands only.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from fractions import Fraction
from functools import lru_cache
from itertools import product as cartesian

from mathplay.expr import ExprRules
from mathplay.search.extremes import sign_splits
from mathplay.search.hand import Hand
from mathplay.search.layout import Layout, Term
from mathplay.search.multisets import digits_of
from mathplay.search.timing import Deadline

__all__ = ["SMALL_DIGITS", "MeetSearch", "suits"]

SMALL_DIGITS = 6  # hands with at most this many digits use this method (7 without ÷)
_SLACK = 1e-12  # relative room for float rounding when floats order or prune

Value = int | Fraction
Digits = tuple[int, ...]  # a digit multiset, sorted
Group = tuple[Digits, int, int, int, int]  # digits, + terms, − terms, × cards, ÷ cards


@lru_cache(maxsize=4096)
def _splits(digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
    """``(part, rest)`` for every sub-multiset ``part`` of the digits."""
    values = sorted(set(digits))
    counts = [digits.count(v) for v in values]
    out = []
    for chosen in cartesian(*(range(c + 1) for c in counts)):
        part = tuple(v for v, k in zip(values, chosen, strict=True) for _ in range(k))
        rest = tuple(
            v for v, k, c in zip(values, chosen, counts, strict=True) for _ in range(c - k)
        )
        out.append((part, rest))
    return tuple(out)


@lru_cache(maxsize=4096)
def _anchored(digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
    """The splits whose part holds a copy of the smallest digit."""
    return tuple((part, rest) for part, rest in _splits(digits) if part and part[0] == digits[0])


@lru_cache(maxsize=4096)
def _numbers(digits: Digits, concatenate: bool, leading_zero: bool) -> dict[int, str]:
    """Each value of all the digits written as one number, with its text."""
    found: dict[int, str] = {}
    if len(digits) == 1 or concatenate:
        for order in _orders(digits):
            if len(order) > 1 and order[0] == 0 and not leading_zero:
                continue
            text = "".join(map(str, order))
            found.setdefault(int(text), text)
    return found


def _orders(digits: Digits):
    """The distinct orders of a sorted tuple of digits."""
    if len(digits) <= 1:
        yield digits
        return
    seen = -1
    for index, digit in enumerate(digits):
        if digit != seen:
            seen = digit
            for tail in _orders(digits[:index] + digits[index + 1 :]):
                yield (digit, *tail)


BALANCED = False


def _balance(join) -> int:
    return abs(len(join[0][0]) - len(join[1][0]))


def suits(hand: Hand) -> bool:
    """Whether this method is the faster one for the hand (measured: ``bench/search.py``
    and the crossover notes in ``docs/search.md``)."""
    digits = sum(hand.digits)
    return digits <= SMALL_DIGITS or (digits == SMALL_DIGITS + 1 and not hand.divide)


def _exact(top: int, bottom: int) -> Value:
    return top // bottom if top % bottom == 0 else Fraction(top, bottom)


class MeetSearch:
    """Memoised value sets of digit sub-multisets; one object per hand and rules."""

    def __init__(self, rules: ExprRules, deadline: Deadline) -> None:
        self.rules = rules
        self.deadline = deadline
        self._products: dict[tuple[Digits, int, bool], set[int]] = {}
        self._terms: dict[tuple[Digits, int, int], set[Value]] = {}
        self._sums: dict[Group, set[Value]] = {}
        self._sorted: dict[Group, tuple[list[Value], list[float]] | None] = {}
        self._span = (math.inf, -math.inf)  # float range of the values, after a search
        self._target = 0.0

    # -- value sets -------------------------------------------------------------------

    def numbers(self, digits: Digits) -> dict[int, str]:
        """Each value of all these digits written as one number, with its text."""
        return _numbers(digits, self.rules.concatenate, self.rules.leading_zero)

    def products(self, digits: Digits, parts: int, nonzero: bool) -> set[int]:
        """Each product of ``parts`` numbers made of exactly these digits."""
        key = (digits, parts, nonzero)
        found = self._products.get(key)
        if found is None:
            found = set()
            size = len(digits)
            if parts == 0:
                if size == 0:
                    found.add(1)
            elif parts == 1:
                found.update(v for v in self.numbers(digits) if v or not nonzero)
            elif size >= parts and (self.rules.concatenate or size == parts):
                for part, rest_digits in _anchored(digits):
                    if len(part) > size - parts + 1:
                        continue
                    rest = self.products(rest_digits, parts - 1, nonzero)
                    if not rest:
                        continue
                    for value in self.numbers(part):
                        if value or not nonzero:
                            found.update([value * other for other in rest])
            self._products[key] = found
        return found

    def terms(self, digits: Digits, numerators: int, divisors: int) -> set[Value]:
        """Each value of one term: ``numerators`` numbers over ``divisors`` numbers."""
        key = (digits, numerators, divisors)
        found = self._terms.get(key)
        if found is None:
            if not divisors:
                found = self.products(digits, numerators, False)
            else:
                found = set()
                for top, bottom in _splits(digits):
                    if len(top) < numerators or len(bottom) < divisors:
                        continue
                    below = self.products(bottom, divisors, True)
                    if not below:
                        continue
                    for upper in self.products(top, numerators, False):
                        found.update([_exact(upper, lower) for lower in below])
            self._terms[key] = found
        return found

    def possible(self, group: Group) -> bool:
        """Whether the group's cards can be written as its terms (a quick count check)."""
        digits, positive, negative, times, divide = group
        size = len(digits)
        numbers = positive + negative + times + divide
        if positive + negative == 0:
            return size == times == divide == 0
        if size < numbers or size - digits.count(0) < divide:
            return False
        if not self.rules.concatenate:
            return size == numbers
        return self.rules.leading_zero or size == numbers or digits[-1] > 0

    def sums(self, group: Group) -> set[Value]:
        """Each value of ``positive`` terms minus ``negative`` terms made of exactly the
        group's digits, × and ÷ cards."""
        found = self._sums.get(group)
        if found is None:
            found = self._sum(*group) if self.possible(group) else set()
            self._sums[group] = found
        return found

    def _sum(self, digits: Digits, positive: int, negative: int, times: int, divide: int):
        if positive + negative == 0:
            return {0}
        if positive + negative == 1:
            found = self.terms(digits, times + 1, divide)
            return found if positive else {-value for value in found}
        self.deadline.check()
        found: set[Value] = set()
        for part, rest_digits in _anchored(digits):
            for sign in (1, -1):
                if not (positive if sign > 0 else negative):
                    continue
                for numerators in range(1, min(times + 1, len(part)) + 1):
                    for divisors in range(min(divide, len(part) - numerators) + 1):
                        rest = self.sums(
                            (
                                rest_digits,
                                positive - (sign > 0),
                                negative - (sign < 0),
                                times - numerators + 1,
                                divide - divisors,
                            )
                        )
                        if not rest:
                            continue
                        for value in self.terms(part, numerators, divisors):
                            if sign < 0:
                                value = -value
                            found.update([value + other for other in rest])
        return found

    def ordered(self, group: Group) -> tuple[list[Value], list] | None:
        """The group's values in the order of their floats, and the floats (``None`` if the
        group makes no value). Floats only order and locate; every answer is exact."""
        if group not in self._sorted:
            values = self.sums(group)
            if not values:
                self._sorted[group] = None
            elif group[4]:  # ÷ cards: some values may be fractions
                values = list(values)
                floats = [v.numerator / v.denominator for v in values]
                order = sorted(range(len(values)), key=floats.__getitem__)
                self._sorted[group] = ([values[i] for i in order], [floats[i] for i in order])
            else:  # whole numbers: exact keys, no floats needed
                ordered = sorted(values)
                self._sorted[group] = (ordered, ordered)
        return self._sorted[group]

    # -- the closest value ----------------------------------------------------------------

    def closest(
        self, hand: Hand, target: Fraction, limit: Fraction | None = None
    ) -> tuple[Fraction, Layout] | None:
        """A value of the hand (no Y cards) closest to ``target``, strictly closer than
        ``limit``, and a layout making it; ``None`` if there is none.

        The terms are shared between two halves of about equal size (half A takes the
        positive terms first); every split of the cards between the halves is a join.
        A first pass only looks for an exact hit (set lookups, nothing sorted); without
        one, the splits are joined in the order of how near their ranges come.
        """
        self._span = (math.inf, -math.inf)
        self._target = float(target)
        if limit is not None and limit <= 0:
            return None  # nothing is strictly closer than an exact hit
        goal: Value = target.numerator if target.denominator == 1 else target
        joins = list(self._joins(hand))
        for one, two, leading_minus in sorted(joins, key=_balance):
            self.deadline.check()
            tops, bottoms = self.sums(one), self.sums(two)
            if not (tops and bottoms):
                continue
            if len(tops) > len(bottoms):
                hit = next((goal - v for v in bottoms if goal - v in tops), None)
                pair = None if hit is None else (hit, goal - hit)
            else:
                hit = next((goal - v for v in tops if goal - v in bottoms), None)
                pair = None if hit is None else (goal - hit, hit)
            if pair is not None:
                return self._answer(pair, one, two, leading_minus)
        near = float(goal)
        ranged = []
        for one, two, leading_minus in joins:
            a, b = self.ordered(one), self.ordered(two)
            if a is None or b is None:
                continue
            lo, hi = a[1][0] + b[1][0], a[1][-1] + b[1][-1]
            self._span = (min(self._span[0], lo), max(self._span[1], hi))
            gap = max(0.0, lo - near, near - hi)
            gap -= _SLACK * (abs(lo) + abs(hi) + abs(near) + 1)
            ranged.append((gap, one, two, leading_minus))
        # splits whose range holds the target first, then by how far the range is
        ranged.sort(key=lambda item: item[0])
        best: Value | None = limit
        found = None
        for gap, one, two, leading_minus in ranged:
            if best is not None and gap >= best:
                break
            self.deadline.check()
            closer = self._join(one, two, goal, best)
            if closer is not None:
                best, pair = closer
                found = (pair, one, two, leading_minus)
        return None if found is None else self._answer(*found)

    def may_be_extreme(self, above: bool) -> bool:
        """After :meth:`closest` found no exact hit: whether the target may lie beyond every
        value (below them all if ``above``, else above them all), as far as the floats of
        the values tell; ``False`` means surely not."""
        low, high = self._span
        slack = _SLACK * (abs(low) + abs(high) + abs(self._target) + 1) + 1e-9
        return low >= self._target - slack if above else high <= self._target + slack

    def _joins(self, hand: Hand):
        """``(half A, half B, leading minus)`` for every split of the cards between the
        halves that the counts allow."""
        digits = tuple(digits_of(hand.digits))
        for positive, negative, leading_minus in sign_splits(hand, self.rules):
            half = (positive + negative + 1) // 2
            first = (min(positive, half), half - min(positive, half))
            second = (positive - first[0], negative - first[1])
            for part, rest in _splits(digits):
                for times in range(hand.times + 1):
                    for divide in range(hand.divide + 1):
                        one = (part, *first, times, divide)
                        two = (rest, *second, hand.times - times, hand.divide - divide)
                        if first == second and one > two:
                            continue  # the same join as the mirrored split
                        if self.possible(one) and self.possible(two):
                            yield one, two, leading_minus

    def _answer(self, pair, one: Group, two: Group, leading_minus: bool):
        left, right = pair
        terms = self.witness(one, left) + self.witness(two, right)
        return Fraction(left + right), Layout.of(terms, leading_minus)

    def _join(self, one: Group, two: Group, goal: Value, best: Value | None):
        """``(distance, (a, b))``: values of the two groups whose sum is closest to ``goal``
        and strictly closer than ``best``; ``None`` if no pair is."""
        if len(self.sums(one)) > len(self.sums(two)):
            one, two, swapped = two, one, True
        else:
            swapped = False
        outer = self.sums(one)
        inner, floats = self._sorted[two]
        found = None
        size = len(inner)
        for value in outer:
            want = goal - value
            near = float(want)
            at = bisect_left(floats, near)
            # exact distances of the neighbours; further ones only while their floats
            # could still hide a closer value
            for step, index in ((-1, at - 1), (1, at)):
                while 0 <= index < size:
                    if best is not None:
                        bound = float(best)
                        reach = bound + _SLACK * (abs(near) + abs(floats[index]) + bound + 1)
                        if abs(floats[index] - near) > reach:
                            break
                    other = inner[index]
                    distance = abs(want - other)
                    if best is None or distance < best:
                        best = distance
                        found = (other, value) if swapped else (value, other)
                    index += step
        return None if found is None else (best, found)

    # -- tracing a value back to its cards ------------------------------------------------

    def witness(self, group: Group, value: Value) -> tuple[Term, ...]:
        """Signed terms of the group making ``value``."""
        digits, positive, negative, times, divide = group
        if positive + negative == 0:
            return ()
        if positive + negative == 1:
            sign = 1 if positive else -1
            return (self._term_witness(digits, times + 1, divide, sign * value, sign),)
        for part, rest_digits in _anchored(digits):
            for sign in (1, -1):
                if not (positive if sign > 0 else negative):
                    continue
                for numerators in range(1, times + 2):
                    for divisors in range(divide + 1):
                        if len(part) < numerators + divisors:
                            continue
                        rest_group = (
                            rest_digits,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            times - numerators + 1,
                            divide - divisors,
                        )
                        rest = self.sums(rest_group)
                        if not rest:
                            continue
                        for term in self.terms(part, numerators, divisors):
                            if value - sign * term in rest:
                                first = self._term_witness(part, numerators, divisors, term, sign)
                                return (first, *self.witness(rest_group, value - sign * term))
        raise AssertionError("value not in its group")

    def _term_witness(
        self, digits: Digits, numerators: int, divisors: int, value: Value, sign: int
    ) -> Term:
        for top, bottom in _splits(digits):
            if len(top) < numerators or len(bottom) < divisors:
                continue
            uppers = self.products(top, numerators, False)
            for lower in self.products(bottom, divisors, True):
                upper = value * lower
                if upper in uppers:
                    return Term(
                        sign,
                        self._product_witness(top, numerators, False, int(upper)),
                        self._product_witness(bottom, divisors, True, lower),
                    )
        raise AssertionError("value not in its term")

    def _product_witness(self, digits: Digits, parts: int, nonzero: bool, value: int):
        if parts == 0:
            return ()
        if parts == 1:
            return (self.numbers(digits)[value],)
        for part, rest_digits in _anchored(digits):
            if len(part) > len(digits) - parts + 1:
                continue
            rest = self.products(rest_digits, parts - 1, nonzero)
            for number, text in self.numbers(part).items():
                if nonzero and not number:
                    continue
                if number == 0:
                    if value == 0 and rest:
                        other = next(iter(sorted(rest)))
                        return (
                            text,
                            *self._product_witness(rest_digits, parts - 1, nonzero, other),
                        )
                elif value % number == 0 and value // number in rest:
                    return (
                        text,
                        *self._product_witness(rest_digits, parts - 1, nonzero, value // number),
                    )
        raise AssertionError("value not in its product")
