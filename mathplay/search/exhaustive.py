"""The slow exact method: dynamic programming over digit multisets.

It relies only on facts that hold for every arrangement: a term's value is the product of
its numerators over the product of its divisors, all of them non-negative, so the best
term splits into independent choices (the largest numerator product, the smallest divisor
product, ...), and the best sum of terms is the sum of the best terms over a split of the
cards. Every split of every multiset is tried, so it is exact but exponential: fine up to
about 14 cards. The fast solver falls back to it only for degenerate hands, and the
known-answer table in ``tests/data/`` was computed with it.
"""

from __future__ import annotations

from fractions import Fraction

from mathplay.core.multiset import submultisets
from mathplay.expr import ExprRules
from mathplay.search.layout import Term
from mathplay.search.multisets import Counts, largest_number, smallest_number, subtract

__all__ = ["ExhaustiveSearch"]

Terms = tuple[Term, ...]


class ExhaustiveSearch:
    """Exact maxima by dynamic programming; one object per rules, with its own memo."""

    def __init__(self, rules: ExprRules) -> None:
        self.rules = rules
        self._sums: dict[tuple, tuple[Fraction, Terms] | None] = {}
        self._terms: dict[tuple, tuple[Fraction, Term] | None] = {}
        self._products: dict[tuple, tuple[int, tuple[str, ...]] | None] = {}

    def maximum(
        self, counts: Counts, positive: int, negative: int, times: int, divide: int
    ) -> tuple[Fraction, Terms] | None:
        """The largest sum of ``positive`` terms minus ``negative`` terms using exactly
        these digits and ``times`` × and ``divide`` ÷ cards; ``None`` if impossible."""
        key = (counts, positive, negative, times, divide)
        if key not in self._sums:
            self._sums[key] = self._maximum(*key)
        return self._sums[key]

    def _maximum(
        self, counts: Counts, positive: int, negative: int, times: int, divide: int
    ) -> tuple[Fraction, Terms] | None:
        size = sum(counts)
        if positive == negative == 0:
            return (Fraction(0), ()) if size == times == divide == 0 else None
        if size < positive + negative + times + divide:
            return None
        if not self.rules.concatenate and size != positive + negative + times + divide:
            return None
        anchor = next(d for d in range(10) if counts[d])  # the term holding it comes first
        best: tuple[Fraction, Terms] | None = None
        for sign in (1, -1):
            if (positive if sign > 0 else negative) == 0:
                continue
            for numerators in range(1, times + 2):
                for divisors in range(divide + 1):
                    for part in submultisets(counts):
                        if not part[anchor] or sum(part) < numerators + divisors:
                            continue
                        term = self.term(part, numerators, divisors, sign)
                        if term is None:
                            continue
                        rest = self.maximum(
                            subtract(counts, part),
                            positive - (sign > 0),
                            negative - (sign < 0),
                            times - numerators + 1,
                            divide - divisors,
                        )
                        if rest is None:
                            continue
                        value = term[0] + rest[0]
                        if best is None or value > best[0]:
                            best = (value, (term[1], *rest[1]))
        return best

    def term(
        self, counts: Counts, numerators: int, divisors: int, sign: int
    ) -> tuple[Fraction, Term] | None:
        """The best single term (largest if ``sign`` > 0, else smallest), signed."""
        key = (counts, numerators, divisors, sign)
        if key not in self._terms:
            self._terms[key] = self._term(*key)
        return self._terms[key]

    def _term(
        self, counts: Counts, numerators: int, divisors: int, sign: int
    ) -> tuple[Fraction, Term] | None:
        largest = sign > 0
        best: tuple[Fraction, Term] | None = None
        for top in submultisets(counts):
            bottom = subtract(counts, top)
            if sum(top) < numerators or sum(bottom) < divisors:
                continue
            upper = self.product(top, numerators, largest, False)
            lower = self.product(bottom, divisors, not largest, True)
            if upper is None or lower is None:
                continue
            value = sign * Fraction(upper[0], lower[0])
            if best is None or value > best[0]:
                best = (value, Term(sign, upper[1], lower[1]))
        return best

    def product(
        self, counts: Counts, parts: int, largest: bool, nonzero: bool
    ) -> tuple[int, tuple[str, ...]] | None:
        """The largest (or smallest) product of ``parts`` numbers made of these digits."""
        key = (counts, parts, largest, nonzero)
        if key not in self._products:
            self._products[key] = self._product(*key)
        return self._products[key]

    def _product(
        self, counts: Counts, parts: int, largest: bool, nonzero: bool
    ) -> tuple[int, tuple[str, ...]] | None:
        size = sum(counts)
        if parts == 0:
            return (1, ()) if size == 0 else None
        if size < parts:
            return None
        anchor = next(d for d in range(10) if counts[d])
        best: tuple[int, tuple[str, ...]] | None = None
        for part in submultisets(counts):
            if not part[anchor] or sum(part) > size - parts + 1:
                continue
            text = (
                largest_number(part, self.rules)
                if largest
                else smallest_number(part, self.rules, nonzero=nonzero)
            )
            if text is None or (nonzero and int(text) == 0):
                continue
            rest = self.product(subtract(counts, part), parts - 1, largest, nonzero)
            if rest is None:
                continue
            value = int(text) * rest[0]
            if best is None or (value > best[0] if largest else value < best[0]):
                best = (value, (text, *rest[1]))
        return best
