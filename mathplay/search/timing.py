"""Time limits and the best-so-far record that survives when a search is stopped."""

from __future__ import annotations

from fractions import Fraction

from mathplay.deadline import Deadline, OutOfTime
from mathplay.search.hand import Goal

__all__ = ["Deadline", "Incumbent", "OutOfTime"]


class Incumbent:
    """The best row found so far for a goal (kept across wildcard substitutions)."""

    def __init__(self, goal: Goal) -> None:
        self.goal = goal
        self.key: Fraction | None = None
        self.row: tuple[str, ...] = ()
        self.value = Fraction(0)
        self.wildcards: tuple[str, ...] = ()
        self.current_wildcards: tuple[str, ...] = ()

    def offer(self, row: tuple[str, ...], value: Fraction) -> bool:
        """Keep ``row`` if it is strictly better than the best so far; say whether it was."""
        key = self.goal.key(value)
        if self.key is not None and key >= self.key:
            return False
        self.key, self.row, self.value = key, row, value
        self.wildcards = self.current_wildcards
        return True
