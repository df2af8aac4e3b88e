"""Closest to a target: branch-and-bound over terms, pruned by exact value ranges.

Every value of a row of cards is a sum of signed terms, so the search picks the term that
holds one copy of the largest digit left (every row has one), then recurses on the rest.
What makes it fast is the range of the rest: its smallest and largest values, exact from
the max/min solvers. If the number the rest still has to make lies outside that range,
the best the rest can do is one of its extremes — taken at once, no search; if even that
is not closer than the best so far, the branch is dropped. Small remainders are looked up
in their full value sets. The term values of each group (sign, digits, number of × and ÷)
are sorted, so only the window that the rest can bring near the target is tried.

A rest without × and ÷ cards is a sum of plain numbers, solved exactly by places
(:mod:`mathplay.search.closest.plain_sums`). It is exact: nothing is dropped that could come closer
than the best found. It stops at once on an exact hit.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from contextlib import suppress
from fractions import Fraction
from itertools import product as cartesian
from typing import TYPE_CHECKING

from mathplay.search.closest.one_term import closest_term, term_values_between
from mathplay.search.closest.value_sets import ValueSets
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts, can_form, digits_of, subtract

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["ClosestSearch"]

Sum = tuple[Counts, int, int, int, int]  # digits, positive terms, negative terms, ×, ÷

SMALL = 4  # remainders with at most this many digits are looked up in their value sets
LISTED = 6  # terms with at most this many digits have all their values listed


class _Hit(Exception):
    """An exact hit: nothing can be closer, stop searching."""


class ClosestSearch:
    """The value closest to ``target`` of sums of signed terms from given cards."""

    def __init__(
        self,
        context: SearchContext,
        target: Fraction,
        on_better: Callable[[Fraction, tuple[Term, ...]], None] = lambda value, terms: None,
    ) -> None:
        self.on_better = on_better
        self.context = context
        self.rules = context.rules
        self.deadline = context.deadline
        self.target = target
        self.sets = ValueSets(context.store, context.deadline)  # exact value sets
        self._ranges: dict[Sum, tuple | None] = {}
        self._term_lists: dict[tuple[Counts, int, int], list] = {}
        self.distance: Fraction | None = None
        self.found: tuple[Fraction, tuple[Term, ...]] | None = None

    def offer(self, value: Fraction, terms: tuple) -> None:
        """Keep ``terms`` (worth ``value``) if strictly closer than the best so far. A term
        may still be a :class:`_Listed` value, traced back to its cards only now."""
        distance = abs(value - self.target)
        if self.distance is None or distance < self.distance:
            traced: list[Term] = []
            for term in terms:
                if isinstance(term, _Listed):
                    traced += term.terms()
                else:
                    traced.append(term)
            terms = tuple(traced)
            self.distance = distance
            self.found = (value, terms)
            self.on_better(value, terms)
            if distance == 0:
                raise _Hit

    def search(self, key: Sum) -> None:
        """Search every row of these cards (stops early on an exact hit)."""
        with suppress(_Hit):
            self._explore(key, Fraction(0), ())

    # -- exact ranges ---------------------------------------------------------------------

    def range(self, key: Sum) -> tuple | None:
        """``(low, low terms, high, high terms)`` of the cards, or ``None`` if impossible."""
        if key not in self._ranges:
            counts, positive, negative, times, divide = key
            if positive + negative == 0:  # nothing left: the rest is worth 0
                empty = sum(counts) == times == divide == 0
                return (Fraction(0), (), Fraction(0), ()) if empty else None
            high = self.context.maximum(counts, positive, negative, times, divide)
            if high is None:
                self._ranges[key] = None
            else:
                low = self.context.maximum(counts, negative, positive, times, divide)
                assert low is not None
                flipped = tuple(term.flipped() for term in low[1])
                self._ranges[key] = (-low[0], flipped, high[0], high[1])
        return self._ranges[key]

    # -- the search ---------------------------------------------------------------------

    def _explore(self, key: Sum, partial: Fraction, chosen: tuple[Term, ...]) -> None:
        self.deadline.check()
        counts, positive, negative, times, divide = key
        if positive + negative == 0:
            if sum(counts) == times == divide == 0:
                self.offer(partial, chosen)
            return
        span = self.range(key)
        if span is None:
            return
        need = self.target - partial
        low, low_terms, high, high_terms = span
        if need <= low or need >= high:  # the rest can do no better than an extreme
            value, terms = (low, low_terms) if need <= low else (high, high_terms)
            self.offer(partial + value, chosen + terms)
            return
        if self.distance is not None and self.distance == 0:
            return
        if not times and not divide and sum(counts) > SMALL:
            # a sum of plain numbers: solved by places
            found = self.context.plain.closest(counts, positive, negative, need, self.distance)
            if found is not None:
                self.offer(partial + found[0], chosen + found[1])
            return
        if positive + negative == 1:
            self._last_term(key, partial, chosen)
            return
        if sum(counts) <= SMALL:
            self._look_up(key, partial, chosen)
            return
        anchor = max(d for d in range(10) if counts[d])
        for sign, numerators, divisors, part, rest in self._groups(key, anchor):
            self._try_group(key, partial, chosen, sign, numerators, divisors, part, rest)

    def _last_term(self, key: Sum, partial: Fraction, chosen: tuple[Term, ...]) -> None:
        """One term left: its value closest to what is needed, by branch-and-bound."""
        counts, positive, _, times, divide = key
        sign = 1 if positive else -1
        need = (self.target - partial) * sign
        found = closest_term(
            counts,
            times + 1,
            divide,
            need,
            self.distance,
            self.rules,
            self.deadline,
            memos=self.context.term_memos,
        )
        if found is not None:
            value, term = found
            self.offer(partial + sign * value, (*chosen, term if sign > 0 else term.flipped()))

    def _look_up(self, key: Sum, partial: Fraction, chosen: tuple[Term, ...]) -> None:
        """A small rest: the nearest of its listed values on either side."""
        group = (tuple(digits_of(key[0])), *key[1:])
        values = self._term_lists.get(group)
        if values is None:
            values = self._term_lists[group] = sorted(self.sets.sums(group))
        need = self.target - partial
        at = bisect_left(values, need)
        for index in (at - 1, at):
            if 0 <= index < len(values):
                value = Fraction(values[index])
                self.offer(partial + value, (*chosen, _Listed(self.sets, group, values[index])))

    def _groups(self, key: Sum, anchor: int):
        """``(sign, numerators, divisors, digits of the term, the rest)`` for every term that
        holds a copy of ``anchor``, the rest being possible."""
        counts, positive, negative, times, divide = key
        for part in cartesian(*(range(c + 1) for c in counts)):
            if not part[anchor]:
                continue
            left = subtract(counts, part)
            for sign in (1, -1):
                if (positive if sign > 0 else negative) == 0:
                    continue
                for numerators in range(1, times + 2):
                    for divisors in range(divide + 1):
                        if sum(part) < numerators + divisors:
                            continue
                        if not can_form(part, numerators + divisors, divisors, self.rules):
                            continue
                        rest = (
                            left,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            times - numerators + 1,
                            divide - divisors,
                        )
                        yield sign, numerators, divisors, part, rest

    def _try_group(
        self,
        key: Sum,
        partial: Fraction,
        chosen: tuple[Term, ...],
        sign: int,
        numerators: int,
        divisors: int,
        part: Counts,
        rest: Sum,
    ) -> None:
        span = self.range(rest)
        if span is None:
            return
        low, _, high, _ = span
        need = self.target - partial
        slack = self.distance
        # the term's signed value must lie within slack of [need - high, need - low]
        if sign > 0:
            lo_value, hi_value = need - high, need - low
        else:
            lo_value, hi_value = low - need, high - need
        if sum(part) > LISTED and slack is not None:  # too many values to list them all
            terms = term_values_between(
                part,
                numerators,
                divisors,
                lo_value - slack,
                hi_value + slack,
                self.rules,
                self.deadline,
                memos=self.context.term_memos,
            )
            values = sorted(terms)
            start, stop = 0, len(values)
        else:
            values = self._term_values(part, numerators, divisors)
            terms = _Witnesses(self.sets, tuple(digits_of(part)), numerators, divisors, sign)
            if slack is not None:
                start = bisect_right(values, lo_value - slack)
                stop = bisect_left(values, hi_value + slack)
            else:
                start, stop = 0, len(values)
        middle = (lo_value + hi_value) / 2
        window = sorted(range(start, stop), key=lambda k: abs(values[k] - middle))
        for index in window:
            slack = self.distance  # the window may have shrunk meanwhile
            if slack is not None and not lo_value - slack < values[index] < hi_value + slack:
                continue
            value = values[index]
            term = terms[value]
            if sign < 0 and isinstance(term, Term):
                term = term.flipped()
            self._explore(rest, partial + sign * value, (*chosen, term))

    def _term_values(self, part: Counts, numerators: int, divisors: int) -> list:
        key = (part, numerators, divisors)
        if key not in self._term_lists:
            digits = tuple(digits_of(part))
            self._term_lists[key] = sorted(self.sets.terms(digits, numerators, divisors))
        return self._term_lists[key]


class _Witnesses:
    """The term making each value of a small term, traced back only when it counts."""

    def __init__(self, sets: ValueSets, digits: tuple[int, ...], numerators, divisors, sign):
        self.sets, self.key, self.sign = sets, (digits, numerators, divisors), sign

    def __getitem__(self, value) -> _Listed:
        return _Listed(self.sets, self.key, value, self.sign)


class _Listed:
    """A listed value of a group (or of one term: ``key`` is its digits, numerators and
    divisors) not yet traced back to its cards."""

    __slots__ = ("key", "sets", "sign", "value")

    def __init__(self, sets: ValueSets, key: tuple, value, sign: int = 0) -> None:
        self.sets, self.key, self.value, self.sign = sets, key, value, sign

    def terms(self) -> tuple[Term, ...]:
        if not self.sign:  # a whole group
            return self.sets.witness(self.key, self.value)
        digits, numerators, divisors = self.key
        return (self.sets.term_witness(digits, numerators, divisors, self.value, self.sign),)
