"""A quick exact hit inside one big term: neutral pairs ``× X ÷ X`` around a small core.

A term of many numbers can often be made worth exactly ``x`` as ``core × X₁ ÷ X₁ × X₂ ÷
X₂ …``: the pairs cancel, so only the small core (a few digits, the remaining numerators
and divisors) must be worth ``x``, and the core's values are listed exactly. The pairs
take any digits that come twice. An exact hit needs no proof, so this only shortens the
search; when it finds nothing, the branch-and-bound in :mod:`mathplay.search.oneterm`
runs as before.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product as cartesian

from mathplay.search.absorb import led_numbers
from mathplay.search.layout import Term
from mathplay.search.multisets import Counts, digits_of
from mathplay.search.valuesets import ValueSets

__all__ = ["paired_hit"]

CORE = 5  # digits of the core whose values are listed
LOOKED_UP = 9  # digits of a bigger core, whose hit is looked up (numerators against divisors)


def paired_hit(
    counts: Counts,
    numerators: int,
    divisors: int,
    x: Fraction,
    sets: ValueSets,
    tries: int = 400,
    lookups: int = 0,
) -> Term | None:
    """A term worth exactly ``x`` (sign +1) of the shape above, if one of the first
    ``tries`` cores makes it. With ``lookups``, cores of up to ``LOOKED_UP`` digits are
    also tried, by looking up at most about that many products (see :func:`_looked_up`)."""
    if divisors == 0 or numerators < 2 or x < 0:
        return None
    rules = sets.rules
    size = sum(counts)
    wanted = x.numerator if x.denominator == 1 else x
    left = [lookups]
    biggest = LOOKED_UP if lookups else CORE
    halves = [range(count // 2, -1, -1) for count in counts]  # most paired digits first
    for half in cartesian(*halves):
        paired = sum(half)
        core = tuple(c - 2 * h for c, h in zip(counts, half, strict=True))
        core_size = size - 2 * paired
        if paired == 0 or core_size > biggest:
            continue
        nonzero = paired - half[0]
        for pairs in range(min(numerators - 1, divisors, nonzero), 0, -1):
            top, bottom = numerators - pairs, divisors - pairs
            if core_size < top + bottom or (not rules.concatenate and paired != pairs):
                continue
            tries -= 1
            if tries < 0 or left[0] < 0:
                return None
            digits = tuple(digits_of(core))
            if core_size <= CORE:
                term = None
                if wanted in sets.terms(digits, top, bottom):
                    term = sets.term_witness(digits, top, bottom, wanted, 1)
            else:
                term = _looked_up(digits, top, bottom, x, sets, left)
            if term is None:
                continue
            numbers = led_numbers(list(half), pairs, rules)
            if numbers is None:
                continue
            return Term(1, (*term.numerators, *numbers), (*term.denominators, *numbers))
    return None


def _looked_up(
    core: tuple[int, ...], top: int, bottom: int, x: Fraction, sets: ValueSets, lookups: list
) -> Term | None:
    """A term of the core's digits worth exactly ``x``: for each way to share the digits
    between numerators and divisors, each product of divisors ``d`` is looked up as the
    product of numerators ``x·d`` (no list of the term's values). ``lookups`` holds the
    number of products that may still be looked up (shared by the calls)."""
    if bottom == 0:
        return None  # a core without divisors is listed or has no exact hit here
    p, q = x.numerator, x.denominator
    for upper_digits, lower_digits in sets.term_splits(core, top, bottom):
        below = sets.products(lower_digits, bottom, True)
        if not below:
            continue
        upper = sets.products(upper_digits, top, False)
        lookups[0] -= len(below) + len(upper)
        if lookups[0] < 0:
            return None
        for lower in below:
            wanted, remainder = divmod(p * lower, q)
            if remainder == 0 and wanted in upper:
                return Term(
                    1,
                    sets.product_witness(upper_digits, top, wanted),
                    sets.product_witness(lower_digits, bottom, lower, nonzero=True),
                )
    return None
