"""An expression as the search sees it: signed terms, each numbers multiplied and divided.

School precedence makes every bracket-free expression a sum of signed terms; a term is
``n₁ × n₂ × … ÷ d₁ ÷ d₂ …`` and its value does not depend on the order of its × and ÷
parts (only the first number must come first). So the search works with *layouts* —
which numbers form which term — and only at the end writes the cards in a row.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from math import prod

from mathplay.expr import DIVIDE, MINUS, PLUS, TIMES

__all__ = ["Layout", "Term"]


@dataclass(frozen=True, slots=True)
class Term:
    """``sign`` (+1 or -1) times the product of ``numerators`` over ``denominators``."""

    sign: int
    numerators: tuple[str, ...]
    denominators: tuple[str, ...] = ()

    def value(self) -> Fraction:
        top = prod(int(n) for n in self.numerators)
        return self.sign * Fraction(top, prod(int(d) for d in self.denominators))

    def flipped(self) -> Term:
        """The same term with the other sign."""
        return Term(-self.sign, self.numerators, self.denominators)

    def symbols(self) -> list[str]:
        """The term's cards: first numerator, then ``× n`` parts, then ``÷ d`` parts."""
        first, *rest = self.numerators
        out = list(first)
        for number in rest:
            out += [TIMES, *number]
        for number in self.denominators:
            out += [DIVIDE, *number]
        return out


@dataclass(frozen=True, slots=True)
class Layout:
    """Signed terms; ``leading_minus``: the row starts with a minus card (unary minus)."""

    terms: tuple[Term, ...]
    leading_minus: bool = False

    @classmethod
    def of(cls, terms: Iterable[Term], leading_minus: bool = False) -> Layout:
        return cls(tuple(terms), leading_minus)

    def value(self) -> Fraction:
        return sum((term.value() for term in self.terms), Fraction(0))

    def flipped(self) -> Layout:
        """Every term with the other sign (the value changes sign)."""
        return Layout(tuple(term.flipped() for term in self.terms), self.leading_minus)

    def symbols(self) -> tuple[str, ...]:
        """The cards in a row: a positive term first (a negative one after a leading minus)."""
        lead_sign = -1 if self.leading_minus else 1
        first = next(i for i, term in enumerate(self.terms) if term.sign == lead_sign)
        order = [self.terms[first], *self.terms[:first], *self.terms[first + 1 :]]
        out: list[str] = [MINUS] if self.leading_minus else []
        for index, term in enumerate(order):
            if index:
                out.append(PLUS if term.sign > 0 else MINUS)
            out += term.symbols()
        return tuple(out)
