"""Every value a small set of cards can make, by dynamic programming over digit multisets.

The values of a number are those of the distinct orders of its digits; of a product, the
products of a number holding the smallest digit with a product of the rest; of a term,
the quotients of a product by a product; of a sum of signed terms, a term holding the
smallest digit plus a sum of the rest. Each set is computed once per multiset. The sets
grow quickly, so this is for small hands and for what is left at the bottom of a search.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product as cartesian

from mathplay.expr import ExprRules
from mathplay.search.layout import Term
from mathplay.search.multisets import Counts, can_form, digits_of, subtract
from mathplay.search.timing import Deadline

__all__ = ["ValueSets"]

Sum = tuple[Counts, int, int, int, int]  # digits, positive terms, negative terms, ×, ÷


def _parts(counts: Counts, anchor: int):
    """Sub-multisets holding at least one copy of digit ``anchor``."""
    for part in cartesian(*(range(c + 1) for c in counts)):
        if part[anchor]:
            yield part


def _orders(digits: list[int]):
    """The distinct orders of a multiset of digits."""
    if not digits:
        yield ()
        return
    for digit in sorted(set(digits)):
        rest = list(digits)
        rest.remove(digit)
        for tail in _orders(rest):
            yield (digit, *tail)


class ValueSets:
    """Memoised value sets; each value maps to one way (terms) to make it."""

    def __init__(self, rules: ExprRules, deadline: Deadline) -> None:
        self.rules = rules
        self.deadline = deadline
        self._numbers: dict[Counts, dict[int, str]] = {}
        self._products: dict[tuple[Counts, int, bool], dict[int, tuple[str, ...]]] = {}
        self._terms: dict[tuple[Counts, int, int], dict[Fraction, Term]] = {}
        self._sums: dict[Sum, dict[Fraction, tuple[Term, ...]]] = {}

    def numbers(self, counts: Counts) -> dict[int, str]:
        """Each value of the digits written as one number, with its digits."""
        if counts not in self._numbers:
            out: dict[int, str] = {}
            digits = digits_of(counts)
            if len(digits) == 1 or self.rules.concatenate:
                for order in _orders(digits):
                    if len(order) > 1 and order[0] == 0 and not self.rules.leading_zero:
                        continue
                    text = "".join(map(str, order))
                    out.setdefault(int(text), text)
            self._numbers[counts] = out
        return self._numbers[counts]

    def products(self, counts: Counts, parts: int, nonzero: bool) -> dict[int, tuple[str, ...]]:
        """Each product of ``parts`` numbers using exactly these digits, with the numbers."""
        key = (counts, parts, nonzero)
        if key not in self._products:
            out: dict[int, tuple[str, ...]] = {}
            size = sum(counts)
            if parts == 0:
                if size == 0:
                    out[1] = ()
            elif size >= parts:
                self.deadline.check()
                anchor = next(d for d in range(10) if counts[d])
                for part in _parts(counts, anchor):
                    if sum(part) > size - parts + 1:
                        continue
                    rest = self.products(subtract(counts, part), parts - 1, nonzero)
                    if not rest:
                        continue
                    for value, text in self.numbers(part).items():
                        if nonzero and value == 0:
                            continue
                        for other, texts in rest.items():
                            out.setdefault(value * other, (text, *texts))
            self._products[key] = out
        return self._products[key]

    def terms(self, counts: Counts, numerators: int, divisors: int) -> dict[Fraction, Term]:
        """Each value of one term (``numerators`` numbers over ``divisors`` numbers)."""
        key = (counts, numerators, divisors)
        if key not in self._terms:
            out: dict[Fraction, Term] = {}
            self.deadline.check()
            for top in cartesian(*(range(c + 1) for c in counts)):
                bottom = subtract(counts, top)
                if sum(top) < numerators or sum(bottom) < divisors:
                    continue
                below = self.products(bottom, divisors, True)
                if not below:
                    continue
                for upper, up_texts in self.products(top, numerators, False).items():
                    self.deadline.check()
                    for lower, low_texts in below.items():
                        out.setdefault(Fraction(upper, lower), Term(1, up_texts, low_texts))
            self._terms[key] = out
        return self._terms[key]

    def sums(self, key: Sum) -> dict[Fraction, tuple[Term, ...]]:
        """Each value of ``positive`` terms minus ``negative`` terms from exactly these
        digits, × and ÷ cards, with terms making it."""
        if key not in self._sums:
            self._sums[key] = self._sum(*key)
        return self._sums[key]

    def _sum(
        self, counts: Counts, positive: int, negative: int, times: int, divide: int
    ) -> dict[Fraction, tuple[Term, ...]]:
        out: dict[Fraction, tuple[Term, ...]] = {}
        terms = positive + negative
        if terms == 0:
            if sum(counts) == times == divide == 0:
                out[Fraction(0)] = ()
            return out
        if not can_form(counts, terms + times + divide, divide, self.rules):
            return out
        self.deadline.check()
        anchor = next(d for d in range(10) if counts[d])
        for sign in (1, -1):
            if (positive if sign > 0 else negative) == 0:
                continue
            for numerators in range(1, times + 2):
                for divisors in range(divide + 1):
                    for part in _parts(counts, anchor):
                        if sum(part) < numerators + divisors:
                            continue
                        rest = self.sums(
                            (
                                subtract(counts, part),
                                positive - (sign > 0),
                                negative - (sign < 0),
                                times - numerators + 1,
                                divide - divisors,
                            )
                        )
                        if not rest:
                            continue
                        for value, term in self.terms(part, numerators, divisors).items():
                            signed = term if sign > 0 else term.flipped()
                            for other, others in rest.items():
                                out.setdefault(sign * value + other, (signed, *others))
        return out
