"""The goal of a Memory Max finale and of the best-expression search, read in one place.

A goal is ``"max"``, ``"min"``, ``"zero"`` or a target number (``("target", n)`` or the
number alone; ``n`` an exact number or its text, ``"7/2"``, ``"2.5"``). The search reads
its argument with :func:`read_goal`; Memory Max's ``Rules`` read their ``goal`` option
with it too, and bound the target.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from numbers import Rational
from typing import Any

from mathplay.errors import MathplayError

__all__ = ["GOALS", "MAX_GOAL_TEXT", "Goal", "goal_distance", "read_goal"]

GOALS = ("max", "min", "zero")
"""The goals that are words."""
MAX_GOAL_TEXT = 40
"""The longest text of a target number read."""
_NUMBER_TEXT = re.compile(r"\s*[+-]?[0-9]+(?:\.[0-9]+|/[0-9]+)?\s*")
"""A target's text: a whole number, a decimal or a fraction; never an exponent ("1e999999"
would take Python minutes to make exact)."""


@dataclass(frozen=True, slots=True)
class Goal:
    """What "best" means: ``kind`` is ``"max"``, ``"min"``, ``"zero"`` or ``"target"``."""

    kind: str
    target: Fraction = Fraction(0)

    @property
    def public(self) -> str | tuple[str, Fraction]:
        """The goal as users write it: ``"max"``, ``"min"``, ``"zero"``, ``("target", n)``."""
        return ("target", self.target) if self.kind == "target" else self.kind

    def key(self, value: Fraction) -> Fraction:
        """Smaller is better: ``-value`` for max, ``value`` for min, else the distance."""
        if self.kind == "max":
            return -value
        if self.kind == "min":
            return value
        return abs(value - self.target)


def read_goal(goal: Any) -> Goal:
    """``"max"``, ``"min"``, ``"zero"``, a number or ``("target", n)``, as a :class:`Goal`;
    anything else raises ``search.goal``."""
    if isinstance(goal, str) and goal.strip().lower() in GOALS:
        return Goal(goal.strip().lower())
    if isinstance(goal, list | tuple) and len(goal) == 2 and goal[0] == "target":
        goal = goal[1]
    number = _exact_number(goal)
    if number is None:
        raise MathplayError("search.goal", goal=repr(goal)[:MAX_GOAL_TEXT])
    return Goal("target", number)


def goal_distance(goal: Any, value: Any) -> Fraction:
    """How far ``value`` is from ``goal`` (``"max"``, ``"min"``, ``"zero"``, a number or
    ``("target", n)``): smaller is better, 0 for a perfect hit; ``-value`` for max.

    >>> goal_distance(("target", 100), 98)
    Fraction(2, 1)
    """
    return read_goal(goal).key(Fraction(value))


def _exact_number(value: Any) -> Fraction | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, Rational):
        return Fraction(value.numerator, value.denominator)
    if isinstance(value, float) and math.isfinite(value):
        return Fraction(value)
    if isinstance(value, str) and len(value) <= MAX_GOAL_TEXT and _NUMBER_TEXT.fullmatch(value):
        try:
            return Fraction(value.strip())
        except ZeroDivisionError:
            return None
    return None
