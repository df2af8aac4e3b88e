"""A lower bound on the distance to a target for hands without × and ÷ cards, from digit
sums modulo 9.

Without × and ÷ every term is one number, and a number is congruent to the sum of its
digits modulo 9, so the value is congruent to (digits in positive numbers) − (digits in
negative numbers). The residues that can occur come from a small dynamic programme over
how many copies of each digit go to negative numbers. It relaxes the rules (any
sub-multiset of a size the number counts allow, leading zeros ignored), which only widens
the set of residues, so the bound it gives never exceeds the true best distance.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import floor

from mathplay.expr import ExprRules
from mathplay.search.multisets import Counts

__all__ = ["MODULUS", "distance_floor", "gap", "reachable_residues"]

MODULUS = 9


def reachable_residues(
    counts: Counts, positive: int, negative: int, rules: ExprRules
) -> frozenset[int]:
    """Residues modulo 9 that a sum of ``positive`` plus and ``negative`` minus numbers
    made of the digits ``counts`` may have (a superset of the true ones)."""
    return _residues(counts, positive, negative, rules.concatenate)


@lru_cache(maxsize=65_536)
def _residues(counts: Counts, positive: int, negative: int, concatenate: bool) -> frozenset[int]:
    total = sum(counts)
    if concatenate:
        fewest, most = negative, total - positive
    else:
        fewest = most = negative
    # states[k] = residues of (positive digit sum − negative digit sum) with k digits negative
    states: list[set[int]] = [set() for _ in range(total + 1)]
    states[0].add(0)
    for digit, copies in enumerate(counts):
        if not copies:
            continue
        after: list[set[int]] = [set() for _ in range(total + 1)]
        for k, residues in enumerate(states):
            for residue in residues:
                for down in range(copies + 1):  # copies of this digit that go negative
                    shift = (copies - 2 * down) * digit
                    after[k + down].add((residue + shift) % MODULUS)
        states = after
    found: set[int] = set()
    for k in range(max(fewest, 0), min(most, total) + 1):
        found |= states[k]
    return frozenset(found)


def distance_floor(
    counts: Counts,
    splits: list[tuple[int, int, bool]],
    times: int,
    divide: int,
    target: Fraction,
    rules: ExprRules,
) -> Fraction:
    """A lower bound on the distance from ``target`` to any value of the hand (0 when
    nothing is known: hands with × or ÷ cards)."""
    if times or divide:
        return Fraction(0)
    residues: set[int] = set()
    for positive, negative, _ in splits:
        residues |= reachable_residues(counts, positive, negative, rules)
    return gap(residues, target)


def gap(residues: frozenset[int] | set[int], target: Fraction) -> Fraction:
    """The distance from ``target`` to the nearest integer with one of these residues
    modulo 9 (0 if there are none: nothing is known)."""
    best: Fraction | None = None
    for residue in residues:
        below = residue + MODULUS * floor((target - residue) / MODULUS)
        for value in (below, below + MODULUS):
            distance = abs(target - value)
            if best is None or distance < best:
                best = distance
    return Fraction(0) if best is None else Fraction(best)
