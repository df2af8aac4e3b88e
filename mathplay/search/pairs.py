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

from mathplay.expr import ExprRules
from mathplay.search.absorb import led_numbers
from mathplay.search.layout import Term
from mathplay.search.multisets import Counts
from mathplay.search.timing import Deadline
from mathplay.search.valuesets import ValueSets

__all__ = ["paired_hit"]

CORE = 5  # digits of the core whose values are listed
TRIES = 400  # cores looked at, at most


def paired_hit(
    counts: Counts,
    numerators: int,
    divisors: int,
    x: Fraction,
    rules: ExprRules,
    deadline: Deadline,
    values: ValueSets | None = None,
) -> Term | None:
    """A term worth exactly ``x`` (sign +1) of the shape above, if one is found."""
    if divisors == 0 or numerators < 2 or x < 0:
        return None
    values = values or ValueSets(rules, deadline)
    size = sum(counts)
    tries = 0
    halves = [range(count // 2, -1, -1) for count in counts]  # most paired digits first
    for half in cartesian(*halves):
        paired = sum(half)
        core = tuple(c - 2 * h for c, h in zip(counts, half, strict=True))
        core_size = size - 2 * paired
        if paired == 0 or core_size > CORE:
            continue
        nonzero = paired - half[0]
        for pairs in range(min(numerators - 1, divisors, nonzero), 0, -1):
            top, bottom = numerators - pairs, divisors - pairs
            if core_size < top + bottom or (not rules.concatenate and paired != pairs):
                continue
            tries += 1
            if tries > TRIES:
                return None
            term = values.terms(core, top, bottom).get(x)
            if term is None:
                continue
            numbers = led_numbers(list(half), pairs, rules)
            if numbers is None:
                continue
            return Term(1, (*term.numerators, *numbers), (*term.denominators, *numbers))
    return None
