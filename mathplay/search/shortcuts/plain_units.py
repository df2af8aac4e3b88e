"""A quick exact hit of a sum of plain numbers, found units first.

A group without × and ÷ cards is ``x₁ + … + x_P − y₁ − … − y_N``
(:mod:`~mathplay.search.closest.plain_sums` searches it completely, down the places). With
three numbers or more an exact hit is often found faster going *up* the places: the units
digits must add up to the target's units digit (modulo 10), the carry moves up, and so on.
The lengths of the numbers are not fixed in advance (at each place some numbers may end),
so one walk covers every profile. It gives up after ``plain_hit_nodes`` nodes (an option);
the complete search does not depend on it. (With two numbers the complete search finds
exact hits as fast.)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts, digits_of

__all__ = ["PlainUnits"]

# ``choices(counts, size, nonzero)``: ``(digits, their sum, digits left)`` of one place
Choices = Callable[[Counts, int, int], list[tuple[Counts, int, Counts]]]


class _Budget(Exception):
    """The walk has used its nodes."""


class PlainUnits:
    """The units-first walk of one search, with its memo of dead ends; ``choices`` are the
    digit choices of one place, shared with the complete search."""

    def __init__(self, rules: ExprRules, deadline: Deadline, nodes: int, choices: Choices) -> None:
        self.rules = rules
        self.deadline = deadline
        self.nodes = nodes
        self.choices = choices
        self._dead: set[tuple] = set()
        self._used = 0

    def exact_hit(
        self, counts: Counts, positive: int, negative: int, target: Fraction
    ) -> tuple[Term, ...] | None:
        """``positive`` plus and ``negative`` minus numbers of exactly these digits worth
        exactly ``target``, found within the node budget, or ``None``."""
        if not self.nodes or target.denominator != 1 or not self.rules.concatenate:
            return None
        if sum(counts) < positive + negative:
            return None
        self._used = 0
        path: list[tuple[Counts, Counts, tuple[int, int], tuple[int, int]]] = []
        try:
            if not self._up(counts, positive, negative, True, target.numerator, path):
                return None
        except _Budget:
            return None
        return _numbers(path, positive, negative)

    def _up(self, counts, a, b, first, need, path) -> bool:
        """Whether ``a`` positive and ``b`` negative numbers, all still going at this
        place, can take exactly these digits so that the places from here up are worth
        ``need`` (in units of this place)."""
        if a + b == 0:
            return need == 0 and not any(counts)
        key = (counts, a, b, first, need)
        if key in self._dead:
            return False
        self._used += 1
        if self._used > self.nodes:
            raise _Budget
        self.deadline.check()
        strict = not first and not self.rules.leading_zero
        for plus, up, rest in self.choices(counts, a, 0):
            for minus, down, left in self.choices(rest, b, 0):
                carry, digit = divmod(need - up + down, 10)
                if digit:
                    continue
                size = sum(left)
                nonzero = size - left[0]
                # numbers that end here lead with this digit: not 0 beyond the units
                for a2 in range(a, plus[0] - 1 if strict else -1, -1):
                    for b2 in range(b, minus[0] - 1 if strict else -1, -1):
                        going = a2 + b2
                        if size < going or (going == 0) != (size == 0):
                            continue
                        if not self.rules.leading_zero and nonzero < going:
                            continue
                        path.append((plus, minus, (a, b), (a2, b2)))
                        if self._up(left, a2, b2, False, carry, path):
                            return True
                        path.pop()
        self._dead.add(key)
        return False


def _numbers(path: list, positive: int, negative: int) -> tuple[Term, ...]:
    """The terms of the walk: at each place the numbers ``0 … a₂ − 1`` go on (they take
    the zeros), the others end there."""
    terms: list[Term] = []
    for side, (sign, count) in enumerate(((1, positive), (-1, negative))):
        numbers: list[list[int]] = [[] for _ in range(count)]
        for step in path:
            pool = sorted(digits_of(step[side]), key=lambda d: d != 0)
            for k, digit in zip(range(step[2][side]), pool, strict=True):
                numbers[k].append(digit)
        terms += [Term(sign, ("".join(map(str, reversed(n))),)) for n in numbers]
    return tuple(terms)
