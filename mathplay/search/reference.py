"""The reference: the slow exact best expression, sharing nothing with the fast search.

It uses the definition and nothing else: a bracket-free row is a sum of signed terms, a
term is a product of numbers over a product of numbers, a number is an order of its
digits. Everything is a dynamic programme over digit multisets (ten counts), and
every multiset is split every way:

- :meth:`Reference.values` — every value of a group (digits, + terms, − terms, ×, ÷):
  a term holding a copy of the smallest digit, plus every value of the rest;
- :meth:`Reference.extremes` — the exact smallest and largest value of a group: a term's
  extremes are the largest (smallest) product of numerators over the smallest (largest)
  product of divisors, a sum's are the best term plus the best rest;
  :meth:`Reference.largest` also writes a row that makes the largest value;
- :meth:`Reference.closest` — the value closest to a target: the same split, the term's
  every value tried, pruned only by the exact extremes of the rest (no shape assumed, no
  quick hits, no probes, no value-place tricks).

It is exponential and slow. The tests use it as their oracle on hands of up to ~12 cards,
``tests/data/make_search_known_answers.py`` ran it to write the known-answer table, the
search asks it for the largest value of the few (small, degenerate) hands its fast
maximiser cannot certify (:func:`~mathplay.search.extremes.largest.maximum`), and
:func:`~mathplay.search.all_values` lists the numbers of a digit multiset with it. It
imports only the card vocabulary from ``mathplay.expr`` and the deadline.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement, permutations
from itertools import product as cartesian

from mathplay.deadline import Deadline
from mathplay.expr import DIGITS, DIVIDE, MINUS, OPERATORS, PLUS, TIMES, WILDCARD

__all__ = ["EVERY_CHOICE", "Reference", "best_key", "choices", "counts_of", "starts"]

Counts = tuple[int, ...]
Group = tuple[Counts, int, int, int, int]  # digits, + terms, − terms, × cards, ÷ cards
Term = tuple[int, tuple[str, ...], tuple[str, ...]]  # sign, numerators, divisors
EVERY_CHOICE = (*DIGITS, *OPERATORS)


def counts_of(cards) -> Group:
    """The group of a row of cards without Y cards, as it starts (no leading minus)."""
    cards = list(cards)
    digits = tuple(cards.count(d) for d in DIGITS)
    plus, minus = cards.count(PLUS), cards.count(MINUS)
    return digits, plus + 1, minus, cards.count(TIMES), cards.count(DIVIDE)


def starts(cards, unary_minus: bool) -> list[Group]:
    """Each way to start the row: with a number, or (if allowed) with a minus card."""
    group = counts_of(cards)
    out = [group]
    if unary_minus and group[2]:
        out.append((group[0], group[1] - 1, group[2], group[3], group[4]))
    return out


def choices(cards, wildcard_values=None):
    """Every row of cards the Y cards can become (each multiset of choices once)."""
    fixed = [c for c in cards if c != WILDCARD]
    count = len(cards) - len(fixed)
    options = EVERY_CHOICE if wildcard_values is None else tuple(wildcard_values)
    for fill in combinations_with_replacement(options, count):
        yield fixed + list(fill)


def _parts(counts: Counts):
    """Every sub-multiset of the digits."""
    return cartesian(*(range(c + 1) for c in counts))


def _minus(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


class Reference:
    """The slow exact method for one set of number rules (memoised)."""

    def __init__(
        self, concatenate: bool = True, leading_zero: bool = False, deadline: Deadline | None = None
    ) -> None:
        self.concatenate = concatenate
        self.leading_zero = leading_zero
        self.deadline = Deadline(None) if deadline is None else deadline
        self._pairs: dict = {}
        self._numbers: dict = {}
        self._products: dict = {}
        self._terms: dict = {}
        self._values: dict = {}
        self._extremes: dict = {}
        self._term_extremes: dict = {}

    def _pairs_of(self, counts: Counts) -> list[tuple[Counts, Counts, int]]:
        """``(part, rest, size of part)`` for every sub-multiset ``part`` (kept)."""
        found = self._pairs.get(counts)
        if found is None:
            found = self._pairs[counts] = [(p, _minus(counts, p), sum(p)) for p in _parts(counts)]
        return found

    # -- every value ----------------------------------------------------------------------

    def numbers(self, counts: Counts) -> frozenset[int]:
        """Every value of all these digits written as one number."""
        if counts not in self._numbers:
            digits = [d for d in range(10) for _ in range(counts[d])]
            found = set()
            if len(digits) == 1 or (digits and self.concatenate):
                for order in set(permutations(digits)):
                    if len(order) > 1 and order[0] == 0 and not self.leading_zero:
                        continue
                    found.add(int("".join(map(str, order))))
            self._numbers[counts] = frozenset(found)
        return self._numbers[counts]

    def products(self, counts: Counts, parts: int, nonzero: bool) -> frozenset[int]:
        """Every product of ``parts`` numbers made of exactly these digits (``nonzero``:
        none of them 0)."""
        key = (counts, parts, nonzero)
        if key not in self._products:
            found: set[int] = set()
            if parts == 0:
                if not any(counts):
                    found.add(1)
            elif sum(counts) >= parts:
                anchor = next(d for d in range(10) if counts[d])
                for part in _parts(counts):
                    if not part[anchor]:
                        continue
                    rest = self.products(_minus(counts, part), parts - 1, nonzero)
                    for number in self.numbers(part):
                        if not (nonzero and number == 0):
                            found.update(number * other for other in rest)
            self._products[key] = frozenset(found)
        return self._products[key]

    def terms(self, counts: Counts, numerators: int, divisors: int) -> frozenset[Fraction]:
        """Every value of one term: ``numerators`` numbers over ``divisors`` numbers."""
        key = (counts, numerators, divisors)
        if key not in self._terms:
            found: set[Fraction] = set()
            for top in _parts(counts):
                lows = self.products(_minus(counts, top), divisors, True)
                if lows:
                    for high in self.products(top, numerators, False):
                        found.update(Fraction(high, low) for low in lows)
            self._terms[key] = frozenset(found)
        return self._terms[key]

    def _splits(self, group: Group):
        """``(part, numerators, divisors, sign, rest)``: the term holding a copy of the
        smallest digit, every way, and the group left."""
        counts, positive, negative, times, divide = group
        anchor = next(d for d in range(10) if counts[d])
        signs = [sign for sign, n in ((1, positive), (-1, negative)) if n]
        for part, left, size in self._pairs_of(counts):
            if not part[anchor]:
                continue
            for numerators in range(1, min(times + 1, size) + 1):
                for divisors in range(min(divide, size - numerators) + 1):
                    for sign in signs:
                        rest = (
                            left,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            times - numerators + 1,
                            divide - divisors,
                        )
                        yield part, numerators, divisors, sign, rest

    def values(self, group: Group) -> frozenset[Fraction]:
        """Every value of the group."""
        if group not in self._values:
            self.deadline.check()
            counts, positive, negative, times, divide = group
            found: set[Fraction] = set()
            if positive + negative == 0:
                if not any(counts) and times == divide == 0:
                    found.add(Fraction(0))
            elif any(counts):
                for part, numerators, divisors, sign, rest in self._splits(group):
                    others = self.values(rest)
                    if others:
                        for term in self.terms(part, numerators, divisors):
                            found.update(sign * term + other for other in others)
            self._values[group] = frozenset(found)
        return self._values[group]

    # -- the extremes ---------------------------------------------------------------------

    def number_texts(self, counts: Counts) -> tuple[str, str] | None:
        """The smallest and the largest number written with all these digits, as text, or
        ``None``: the digits ascending (a non-zero one first, unless leading zeros are
        allowed) and descending — every other order is between them, place by place."""
        digits = [d for d in range(10) for _ in range(counts[d])]
        if not digits or (len(digits) > 1 and not self.concatenate):
            return None
        if len(digits) > 1 and not self.leading_zero:
            lead = next((d for d in digits if d), None)
            if lead is None:
                return None
            digits.remove(lead)
            digits.insert(0, lead)
        return "".join(map(str, digits)), "".join(map(str, sorted(digits)[::-1]))

    def number_extremes(self, counts: Counts) -> tuple[int, int] | None:
        """``(smallest, largest)`` number written with all these digits, or ``None``."""
        texts = self.number_texts(counts)
        return None if texts is None else (int(texts[0]), int(texts[1]))

    def product_extremes(self, counts: Counts, parts: int, nonzero: bool):
        """``(smallest, largest)`` product of ``parts`` numbers made of exactly these digits
        (``nonzero``: none of them 0), or ``None``. Numbers are never negative, so the
        extremes of a product are the products of the extremes."""
        key = ("product", counts, parts, nonzero)
        if key not in self._term_extremes:
            found = None
            if parts == 0:
                found = None if any(counts) else (1, 1)
            elif sum(counts) >= parts:
                anchor = next(d for d in range(10) if counts[d])
                for part, left, _size in self._pairs_of(counts):
                    if not part[anchor] or sum(left) < parts - 1:
                        continue
                    number = self.number_extremes(part)
                    rest = self.product_extremes(left, parts - 1, nonzero)
                    if number is None or rest is None or (nonzero and number[1] == 0):
                        continue
                    low = max(number[0], 1) if nonzero else number[0]
                    pair = (low * rest[0], number[1] * rest[1])
                    if found is not None:
                        pair = (min(found[0], pair[0]), max(found[1], pair[1]))
                    found = pair
            self._term_extremes[key] = found
        return self._term_extremes[key]

    def _term_splits(self, counts: Counts, numerators: int, divisors: int):
        """``(top, bottom, extremes of the numerators, extremes of the divisors)`` for every
        split of a term's digits into numerators and divisors that can be written."""
        for top, bottom, size in self._pairs_of(counts):
            if size < numerators or sum(bottom) < divisors:
                continue
            upper = self.product_extremes(top, numerators, False)
            lower = self.product_extremes(bottom, divisors, True)
            if upper is not None and lower is not None:
                yield top, bottom, upper, lower

    def term_extremes(self, counts: Counts, numerators: int, divisors: int):
        """``(smallest, largest)`` value of one term, or ``None``."""
        key = (counts, numerators, divisors)
        if key not in self._term_extremes:
            low = high = None
            for _top, _bottom, upper, lower in self._term_splits(counts, numerators, divisors):
                top_value, bottom_value = Fraction(upper[1], lower[0]), Fraction(upper[0], lower[1])
                high = top_value if high is None else max(high, top_value)
                low = bottom_value if low is None else min(low, bottom_value)
            self._term_extremes[key] = None if high is None else (low, high)
        return self._term_extremes[key]

    def extremes(self, group: Group):
        """``(smallest, largest)`` value of the group, or ``None`` if it makes none."""
        if group not in self._extremes:
            self.deadline.check()
            counts, positive, negative, times, divide = group
            found = None
            if positive + negative == 0:
                if not any(counts) and times == divide == 0:
                    found = (Fraction(0), Fraction(0))
            elif any(counts):
                low = high = None
                for part, numerators, divisors, sign, rest in self._splits(group):
                    term = self.term_extremes(part, numerators, divisors)
                    others = self.extremes(rest) if term is not None else None
                    if others is None:
                        continue
                    t_low, t_high = (term[0], term[1]) if sign > 0 else (-term[1], -term[0])
                    lo, hi = t_low + others[0], t_high + others[1]
                    low = lo if low is None else min(low, lo)
                    high = hi if high is None else max(high, hi)
                if high is not None:
                    found = (low, high)
            self._extremes[group] = found
        return self._extremes[group]

    # -- a row making the largest value ---------------------------------------------------

    def largest(self, group: Group) -> tuple[Fraction, tuple[Term, ...]] | None:
        """The largest value of the group and the terms of a row making it, each
        ``(sign, numerators, divisors)`` (the numbers as digit strings); ``None`` if the
        group makes no value. The terms are found again from the memoised extremes, split
        by split, in the order of the dynamic programme."""
        span = self.extremes(group)
        return None if span is None else (span[1], tuple(self._extreme_terms(group, 1)))

    def _extreme_terms(self, group: Group, direction: int) -> list[Term]:
        """The terms of a row making the largest (``direction`` 1) or smallest (-1) value."""
        if group[1] + group[2] == 0:  # no terms left
            return []
        wanted = self.extremes(group)[direction > 0]
        for part, numerators, divisors, sign, rest in self._splits(group):
            term = self.term_extremes(part, numerators, divisors)
            others = self.extremes(rest) if term is not None else None
            if others is None:
                continue
            high = sign * direction > 0  # this term at its largest, or at its smallest
            if sign * term[high] + others[direction > 0] == wanted:
                first = self._term(part, numerators, divisors, sign, high)
                return [first, *self._extreme_terms(rest, direction)]
        raise AssertionError("the extremes and their terms disagree")

    def _term(self, counts: Counts, numerators: int, divisors: int, sign: int, high: bool):
        """A term of these digits at its largest (``high``) or smallest value."""
        wanted = self.term_extremes(counts, numerators, divisors)[high]
        for top, bottom, upper, lower in self._term_splits(counts, numerators, divisors):
            if Fraction(upper[high], lower[not high]) == wanted:
                tops = self._product(top, numerators, False, upper[high], high)
                bottoms = self._product(bottom, divisors, True, lower[not high], not high)
                return sign, tops, bottoms
        raise AssertionError("the term extremes and their numbers disagree")

    def _product(self, counts: Counts, parts: int, nonzero: bool, wanted: int, high: bool):
        """``parts`` numbers of exactly these digits whose product is ``wanted``, the
        largest (``high``) or smallest product."""
        if parts == 0:
            return ()
        anchor = next(d for d in range(10) if counts[d])
        for part, left, _size in self._pairs_of(counts):
            if not part[anchor] or sum(left) < parts - 1:
                continue
            texts = self.number_texts(part)
            rest = self.product_extremes(left, parts - 1, nonzero)
            if texts is None or rest is None or (nonzero and int(texts[1]) == 0):
                continue
            number = texts[high]
            if int(number) * rest[high] == wanted:
                return (number, *self._product(left, parts - 1, nonzero, rest[high], high))
        raise AssertionError("the product extremes and their numbers disagree")

    # -- the closest value ----------------------------------------------------------------

    def closest(self, group: Group, target: Fraction, limit: Fraction | None = None):
        """The distance from ``target`` to the nearest value of the group, if strictly
        below ``limit`` (else ``None``)."""
        self.deadline.check()
        span = self.extremes(group)
        if span is None:
            return None
        low, high = span
        gap = max(Fraction(0), low - target, target - high)
        if limit is not None and gap >= limit:
            return None
        if target <= low or target >= high:
            return gap  # an extreme is a real value
        counts, positive, negative = group[:3]
        if positive + negative == 1 or sum(counts) <= 4:
            best = None
            for value in self.values(group):
                distance = abs(value - target)
                if (limit is None or distance < limit) and (best is None or distance < best):
                    best = distance
            return best
        best = limit
        found = None
        for part, numerators, divisors, sign, rest in self._splits(group):
            others = self.extremes(rest)
            term_span = self.term_extremes(part, numerators, divisors)
            if others is None or term_span is None:
                continue
            # the term must bring the rest's range within ``best`` of the target
            reach = (target - others[1], target - others[0])  # sign · term in here ± best
            low, high = (term_span[0], term_span[1]) if sign > 0 else (-term_span[1], -term_span[0])
            if best is not None and (low - reach[1] >= best or reach[0] - high >= best):
                continue
            for term in sorted(self.terms(part, numerators, divisors)):
                need = target - sign * term
                if best is not None and (need - others[1] >= best or others[0] - need >= best):
                    continue
                distance = self.closest(rest, need, best)
                if distance is not None:
                    best = found = distance
                    if best == 0:
                        return best
        return found


def best_key(
    cards, goal, concatenate=True, leading_zero=False, unary_minus=False, wildcard_values=None
):
    """The best goal key (``-max``, ``min`` or the distance) over every row of the cards
    (every choice for the Y cards, every start), or ``None`` if no row is valid. ``goal``:
    ``"max"``, ``"min"``, ``"zero"`` or ``("target", n)``."""
    reference = Reference(concatenate, leading_zero)
    best = None
    for row in choices(cards, wildcard_values):
        for group in starts(row, unary_minus):
            if not sum(group[0]):
                continue
            span = reference.extremes(group)
            if span is None:
                continue
            if goal == "max":
                key = -span[1]
            elif goal == "min":
                key = span[0]
            else:
                target = Fraction(0) if goal == "zero" else Fraction(goal[1])
                key = reference.closest(group, target, None if best is None else best)
            if key is not None and (best is None or key < best):
                best = key
    return best
