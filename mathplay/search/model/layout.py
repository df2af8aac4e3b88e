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

from mathplay.expr import DIVIDE, MINUS, PLUS, TIMES, ExprRules
from mathplay.search.model.hand import Hand, sign_splits
from mathplay.search.model.numbers import can_form, digits_of

__all__ = ["Layout", "Term", "any_layout"]


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


def any_layout(hand: Hand, rules: ExprRules) -> Layout | None:
    """Some valid layout of the hand (no Y cards), found without searching; ``None`` if the
    hand makes no expression. The first term takes every × and ÷ card."""
    for positive, negative, leading_minus in sign_splits(hand, rules):
        slots = positive + negative + hand.times + hand.divide
        if not can_form(hand.digits, slots, hand.divide, rules):
            continue
        digits = digits_of(hand.digits)
        nonzero = sorted((d for d in digits if d), reverse=True)
        numbers = [[d] for d in nonzero[:slots]]
        rest = nonzero[slots:] + [0] * (len(digits) - len(nonzero))
        while len(numbers) < slots:
            numbers.append([rest.pop()])
        if rest:
            if numbers[0][0] == 0 and not rules.leading_zero:
                continue
            numbers[0] += rest
        texts = ["".join(map(str, n)) for n in numbers]
        divisors, texts = texts[: hand.divide], texts[hand.divide :]
        first, factors, singles = texts[0], texts[1 : 1 + hand.times], texts[1 + hand.times :]
        lead = -1 if leading_minus else 1
        signs = [1] * (positive - (lead > 0)) + [-1] * (negative - (lead < 0))
        terms = [Term(lead, (first, *factors), tuple(divisors))]
        terms += [Term(sign, (text,)) for sign, text in zip(signs, singles, strict=True)]
        return Layout.of(terms, leading_minus)
    return None
