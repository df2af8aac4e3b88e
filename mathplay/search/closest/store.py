"""The memos of the value sets of one search: ways to split digit multisets, and the sets.

A digit multiset here is a sorted tuple of digits; a *group* is such a multiset with the
number of its + and − terms and of its × and ÷ cards. Every entry is a pure function of
its key and of the number rules, so the hands of one search (the choices for its Y cards)
share them; :class:`ValueStore` belongs to one
:class:`~mathplay.search.pipeline.context.SearchContext`.
"""

from __future__ import annotations

from mathplay.core.multiset import Digits
from mathplay.expr import ExprRules

__all__ = ["STORE_LIMIT", "Digits", "Group", "ValueStore"]

Group = tuple[Digits, int, int, int, int]  # digits, + terms, − terms, × cards, ÷ cards


def _run(digits: Digits) -> int:
    """How many copies of the smallest digit a sorted, non-empty digit tuple holds."""
    count = 1
    while count < len(digits) and digits[count] == digits[0]:
        count += 1
    return count


STORE_LIMIT = 400_000  # values kept in one search before they are forgotten


class ValueStore:
    """The value sets of one search (one per search context), and the ways to split digit
    multisets. Each entry is a pure function of its key (digits, counts, whether values
    are residues) and of the number rules, so the hands of one search (the choices for its
    Y cards) share them."""

    def __init__(self, rules: ExprRules) -> None:
        self.rules = rules
        self.products: dict[tuple[Digits, int, bool], set[int]] = {}
        self.inverses: dict[int, int] = {}
        self.reciprocals: dict[tuple[Digits, int], list[tuple[int, int]]] = {}
        self.joins: dict[tuple, list[tuple[Group, Group, bool]]] = {}
        # per mode (exact sets, residues): terms, sums, sorted sums, float ranges of sums
        self.modes: dict[bool, tuple[dict, ...]] = {
            mode: ({}, {}, {}, {}) for mode in (False, True)
        }
        self.size = 0  # values (and joins) held, roughly
        self._splits: dict[Digits, tuple[tuple[Digits, Digits], ...]] = {}
        self._anchored: dict[Digits, tuple[tuple[Digits, Digits], ...]] = {}
        self._plans: dict[Group, tuple] = {}
        self._term_splits: dict[tuple[Digits, int, int], tuple] = {}
        self._tails: dict[Digits, tuple[int, ...]] = {}
        self._numbers: dict[Digits, dict[int, str]] = {}

    def trim(self) -> None:
        """Forget the value sets once they hold more than :data:`STORE_LIMIT` values."""
        if self.size > STORE_LIMIT:
            self.products.clear()
            self.inverses.clear()
            self.reciprocals.clear()
            self.joins.clear()
            for caches in self.modes.values():
                for cache in caches:
                    cache.clear()
            self.size = 0

    # -- ways to split digit multisets (sorted digit tuples) ---------------------------

    def splits(self, digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
        """``(part, rest)`` for every sub-multiset ``part`` of the digits (in the order of
        the copies taken of each digit value, the smallest value varying slowest)."""
        found = self._splits.get(digits)
        if found is None:
            if not digits:
                found = (((), ()),)
            else:
                first, count = digits[:1], _run(digits)
                tail = self.splits(digits[count:])
                found = tuple(
                    (first * k + part, first * (count - k) + rest)
                    for k in range(count + 1)
                    for part, rest in tail
                )
            self._splits[digits] = found
        return found

    def anchored(self, digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
        """The splits whose part holds a copy of the smallest digit."""
        found = self._anchored.get(digits)
        if found is None:
            first, count = digits[:1], _run(digits)
            tail = self.splits(digits[count:])
            found = self._anchored[digits] = tuple(
                (first * k + part, first * (count - k) + rest)
                for k in range(1, count + 1)
                for part, rest in tail
            )
        return found

    def plan(self, group: Group) -> tuple:
        """``(part, numerators, divisors, sign, rest group)`` for each way to take the term
        holding the smallest digit (``part`` its digits) of a group of two terms or more;
        rests too short for their numbers are left out."""
        found = self._plans.get(group)
        if found is not None:
            return found
        digits, positive, negative, times, divide = group
        terms = positive + negative - 1
        signs = [sign for sign, count in ((1, positive), (-1, negative)) if count]
        out = []
        for part, rest_digits in self.anchored(digits):
            size, left = len(part), len(rest_digits)
            for numerators in range(1, min(times + 1, size) + 1):
                rest_times = times - numerators + 1
                for divisors in range(min(divide, size - numerators) + 1):
                    if left < terms + rest_times + divide - divisors:
                        continue
                    for sign in signs:
                        rest = (
                            rest_digits,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            rest_times,
                            divide - divisors,
                        )
                        out.append((part, numerators, divisors, sign, rest))
        found = self._plans[group] = tuple(out)
        return found

    def term_splits(self, digits: Digits, numerators: int, divisors: int) -> tuple:
        """``(top, bottom)`` splits of the digits with room for the numerators and divisors."""
        key = (digits, numerators, divisors)
        found = self._term_splits.get(key)
        if found is None:
            found = self._term_splits[key] = tuple(
                (top, bottom)
                for top, bottom in self.splits(digits)
                if len(top) >= numerators and len(bottom) >= divisors
            )
        return found

    def tails(self, digits: Digits) -> tuple[int, ...]:
        """The value of every distinct order of the digits (leading zeros allowed), orders
        in lexicographic order."""
        if len(digits) <= 1:
            return digits
        found = self._tails.get(digits)
        if found is None:
            scale = 10 ** (len(digits) - 1)
            out: list[int] = []
            seen = -1
            for index, digit in enumerate(digits):
                if digit != seen:
                    seen = digit
                    head = digit * scale
                    rest = self.tails(digits[:index] + digits[index + 1 :])
                    out.extend([head + tail for tail in rest])
            found = self._tails[digits] = tuple(out)
        return found

    def numbers(self, digits: Digits) -> dict[int, str]:
        """Each value of all the digits written as one number, with its text."""
        found = self._numbers.get(digits)
        if found is None:
            size = len(digits)
            if size > 1 and not self.rules.concatenate:
                found = {}
            else:
                values = self.tails(digits)
                if size > 1 and digits[0] == 0 and not self.rules.leading_zero:
                    least = 10 ** (size - 1)  # orders starting with 0: the smaller values
                    values = tuple(v for v in values if v >= least)
                found = {value: str(value).zfill(size) for value in values}
            self._numbers[digits] = found
        return found
