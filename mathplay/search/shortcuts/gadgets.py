"""A quick exact hit on a large hand: neutral gadgets take most cards, a small hand the rest.

Some groups of cards change no value wherever they stand:

- ``× X ÷ X`` — one × and one ÷ card and the digits of ``X`` twice, on any term;
- ``+ T − T`` — one + and one − card and two equal terms (plain numbers, or products and
  quotients, which take × and ÷ cards two at a time);
- ``× 1`` and ``÷ 1`` — a × or ÷ card and a 1, on any term;
- a *zero term* ``± 0 × … ÷ …`` — a 0, a + or − card, and any digits, × and ÷ cards.

On a hand of many cards they can take all but a few digits and operators. What is left —
a *residual* hand small enough, or with numbers short enough, to meet in the middle
(:func:`~mathplay.search.closest.meet.suits`) — is searched for an exact hit that way (set lookups
only). The paired digits come twice, so beside pairs the residual holds one copy of every
digit the hand has an odd number of, plus a few pairs; beside a zero term it may be any
few cards. An exact hit needs no proof, so this only shortens the search; after
:data:`ATTEMPTS` residual hands without a hit (and :data:`ZERO_ATTEMPTS` beside a zero
term) the complete search runs as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement, islice
from typing import TYPE_CHECKING

from mathplay.expr import DIVIDE, MINUS, PLUS, TIMES, ExprRules
from mathplay.search.closest.meet import MeetSearch, suits_counts
from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout, Term
from mathplay.search.model.numbers import led_numbers

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["gadgets_hit"]

ZERO_ATTEMPTS = 40  # residual hands searched beside a zero term, at most
LOOKED = 6  # residual hands looked at per residual hand searched, at most
SMALL_CHOICE = 4  # beside a zero term, residual hands of up to this many digits: every choice
RESIDUAL_DIGITS = 8  # digits of a residual hand, at most (its value sets must stay small)


def gadgets_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """A layout of the hand worth exactly ``target`` made of gadgets and a small residual
    hand, if one of the first ``gadget_hands`` residual hands (an option) that may make the
    target has an exact hit (and as many beside a zero term, up to :data:`ZERO_ATTEMPTS`)."""
    rules = context.rules
    attempts = context.options.gadget_hands
    search = MeetSearch(context.store, context.deadline)
    for residuals, most in (
        (_residuals(hand, rules), attempts),
        (_beside_zero_term(hand, rules), min(attempts, ZERO_ATTEMPTS)),
    ):
        for residual, gadgets in islice(residuals, LOOKED * most):
            if not _may_make(context, residual, target):
                continue
            if most <= 0:
                break
            most -= 1
            found = search.closest(residual, target, exact_only=True)
            if found is None:
                continue
            layout = gadgets.around(found[1])
            if layout.value() == target:  # always, unless a gadget was not neutral
                return layout
    return None


def _may_make(context: SearchContext, hand: Hand, target: Fraction) -> bool:
    """Whether the target lies within the hand's values: its quick bounds first, then its
    exact smallest and largest values."""
    span = context.bounds(hand)
    if span is None or not span[0] <= target <= span[1]:
        return False
    low, high = context.extreme(hand, -1), context.extreme(hand, 1)
    return low is not None and high is not None and low[0] <= target <= high[0]


@dataclass(frozen=True, slots=True)
class _Shape:
    """How the operator cards are shared between the gadgets and the residual hand."""

    ones_times: int  # × 1
    ones_divide: int  # ÷ 1
    paired: int  # × X ÷ X
    signed: int  # + T − T
    signed_times: int  # more numbers in the first such T (two × cards each)
    signed_divide: int  # divisors in it (two ÷ cards each)
    plus: int  # the residual hand's operator cards
    minus: int
    times: int
    divide: int

    @property
    def numbers(self) -> int:
        """How many numbers the gadgets write (each twice)."""
        return self.paired + self.signed + self.signed_times + self.signed_divide

    def order(self) -> tuple:
        """Residual hands without ÷ cards, with more terms and fewer × cards first."""
        return (self.divide > 0, -(self.plus + self.minus), self.times)


class _Gadgets:
    """The neutral gadgets of a shape, their numbers chosen, around a residual layout."""

    def __init__(self, shape: _Shape, numbers: list[str]) -> None:
        self.shape = shape
        self.paired = numbers[: shape.paired]  # × X ÷ X
        rest = numbers[shape.paired :]
        self.signed = rest[: shape.signed]  # + T − T: the first number of each T
        extra = rest[shape.signed :]
        self.signed_times = extra[: shape.signed_times]  # × … in the first T
        self.signed_divide = extra[shape.signed_times :]  # ÷ … in the first T

    def around(self, layout: Layout) -> Layout:
        shape = self.shape
        first, *rest = layout.terms
        first = Term(
            first.sign,
            (*first.numerators, *self.paired, *("1",) * shape.ones_times),
            (*first.denominators, *self.paired, *("1",) * shape.ones_divide),
        )
        signed = []
        for index, number in enumerate(self.signed):
            top, bottom = (number,), ()
            if index == 0:
                top, bottom = (number, *self.signed_times), tuple(self.signed_divide)
            signed += [Term(1, top, bottom), Term(-1, top, bottom)]
        return Layout.of((first, *rest, *signed), layout.leading_minus)


def _residuals(hand: Hand, rules: ExprRules) -> Iterator[tuple[Hand, _Gadgets]]:
    """``(residual hand, gadgets)`` for the ways to take most cards into gadgets (see
    :meth:`_Shape.order`), the largest residual hands first."""
    for shape in sorted(_shapes(hand), key=_Shape.order):
        pool = list(hand.digits)
        pool[1] -= shape.ones_times + shape.ones_divide
        least = shape.plus + shape.minus + 1 + shape.times + shape.divide
        odd = [count % 2 for count in pool]
        mandatory = sum(odd)
        for size in range(min(sum(pool), RESIDUAL_DIGITS), max(least, mandatory) - 1, -1):
            if (size - mandatory) % 2 or not suits_counts(size, size - least, shape.divide > 0):
                continue
            spare = [(count - o) // 2 for count, o in zip(pool, odd, strict=True)]
            for extra in _pairs_of(spare, (size - mandatory) // 2):
                residual = [o + 2 * e for o, e in zip(odd, extra, strict=True)]
                half = [(count - r) // 2 for count, r in zip(pool, residual, strict=True)]
                numbers = led_numbers(half, shape.numbers, rules)
                if numbers is None:
                    continue
                cards = _cards(residual, shape.plus, shape.minus, shape.times, shape.divide)
                yield Hand.from_symbols(cards), _Gadgets(shape, numbers)


class _ZeroTerm:
    """``+ 0 × … ÷ …`` or ``− 0 × … ÷ …``: a term worth 0 that holds every digit, × and ÷
    card the residual hand does not."""

    def __init__(self, sign: int, numbers: list[str], times: int) -> None:
        self.sign = sign
        self.numbers = numbers
        self.times = times

    def around(self, layout: Layout) -> Layout:
        zero = Term(
            self.sign, ("0", *self.numbers[: self.times]), tuple(self.numbers[self.times :])
        )
        return Layout.of((*layout.terms, zero), layout.leading_minus)


def _beside_zero_term(hand: Hand, rules: ExprRules) -> Iterator[tuple[Hand, _ZeroTerm]]:
    """``(residual hand, zero term)`` for ways to keep a few cards apart from a zero term
    (one 0 digit and one + or − card) that takes all the others: residual hands with
    fewer × and ÷ cards first, smaller ones first; every choice of digits for residual
    hands of up to :data:`SMALL_CHOICE` digits, two for larger ones (see :func:`_spread`)."""
    if not hand.digits[0]:
        return
    pool = list(hand.digits)
    pool[0] -= 1
    for times, divide in sorted(
        ((t, d) for t in range(hand.times + 1) for d in range(hand.divide + 1)), key=sum
    ):
        parts = hand.times - times + hand.divide - divide  # the zero term's × and ÷ numbers
        for sign in (1, -1):
            if not (hand.plus if sign > 0 else hand.minus):
                continue
            plus, minus = hand.plus - (sign > 0), hand.minus - (sign < 0)
            least = plus + minus + 1 + times + divide
            for size in range(least, min(sum(pool), RESIDUAL_DIGITS) + 1):
                if not suits_counts(size, size - least, divide > 0):
                    continue
                choices = _pairs_of(pool, size) if size <= SMALL_CHOICE else _spread(pool, size)
                for residual in choices:
                    rest = [c - r for c, r in zip(pool, residual, strict=True)]
                    numbers = led_numbers(rest, parts, rules)
                    if numbers is not None:
                        cards = _cards(residual, plus, minus, times, divide)
                        yield Hand.from_symbols(cards), _ZeroTerm(sign, numbers, hand.times - times)


def _spread(pool: list[int], size: int) -> Iterator[list[int]]:
    """Two ``size``-digit sub-multisets of the pool that hold as many digit values as they
    can: one copy of each value per round, largest values first, then smallest first."""
    seen = []
    for order in (range(9, -1, -1), range(10)):
        chosen = [0] * 10
        taken = 0
        while taken < min(size, sum(pool)):
            for digit in order:
                if taken < size and chosen[digit] < pool[digit]:
                    chosen[digit] += 1
                    taken += 1
        if chosen not in seen:
            seen.append(chosen)
            yield chosen


def _shapes(hand: Hand) -> Iterator[_Shape]:
    """Every way to share the operator cards between gadgets and the residual hand."""
    ones = hand.digits[1]
    for ones_times in range(min(hand.times, ones) + 1):
        for ones_divide in range(min(hand.divide, ones - ones_times) + 1):
            times, divide = hand.times - ones_times, hand.divide - ones_divide
            for paired in range(min(times, divide) + 1):
                for signed in range(min(hand.plus, hand.minus) + 1):
                    more = 1 if signed else 0  # a signed T can take more cards
                    for signed_times in range(more * (times - paired) // 2 + 1):
                        for signed_divide in range(more * (divide - paired) // 2 + 1):
                            yield _Shape(
                                ones_times,
                                ones_divide,
                                paired,
                                signed,
                                signed_times,
                                signed_divide,
                                hand.plus - signed,
                                hand.minus - signed,
                                times - paired - 2 * signed_times,
                                divide - paired - 2 * signed_divide,
                            )


def _pairs_of(spare: list[int], count: int) -> Iterator[list[int]]:
    """Each way to choose ``count`` digits (``spare[d]`` copies of ``d`` at most; pairs of
    digits, where the caller counts pairs), as counts per digit, smallest digits first."""
    for choice in combinations_with_replacement(range(10), count):
        extra = [0] * 10
        for digit in choice:
            extra[digit] += 1
        if all(e <= s for e, s in zip(extra, spare, strict=True)):
            yield extra


def _cards(counts: list[int], plus: int, minus: int, times: int, divide: int) -> list[str]:
    digits = [str(d) for d in range(10) for _ in range(counts[d])]
    return [*digits, *[PLUS] * plus, *[MINUS] * minus, *[TIMES] * times, *[DIVIDE] * divide]
