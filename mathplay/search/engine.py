"""One hand without Y cards, one goal: the best row and the proof that it is the best."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathplay.expr import ExprRules
from mathplay.search.brute import for_each_arrangement
from mathplay.search.extremes import largest, smallest
from mathplay.search.hand import Goal, Hand
from mathplay.search.solution import Proof
from mathplay.search.timing import Deadline, Incumbent

__all__ = ["Outcome", "solve"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The best row of one hand, its value, and the argument that nothing is better."""

    row: tuple[str, ...]
    value: Fraction
    proof: Proof


def solve(
    hand: Hand, goal: Goal, rules: ExprRules, deadline: Deadline, incumbent: Incumbent
) -> Outcome | None:
    """The best row of ``hand`` (no Y cards) for ``goal``; ``None`` if no row is valid.

    Improvements are also offered to ``incumbent`` as they are found, so that a search
    stopped by the deadline still leaves its best row behind.
    """
    if goal.kind in ("max", "min"):
        found = (largest if goal.kind == "max" else smallest)(hand, rules, deadline)
        if found is None:
            return None
        row = found[1].symbols()
        incumbent.offer(row, found[0])
        return Outcome(row, found[0], Proof("bound", found[0]))
    return _closest_by_brute_force(hand, goal, rules, deadline, incumbent)


def _closest_by_brute_force(
    hand: Hand, goal: Goal, rules: ExprRules, deadline: Deadline, incumbent: Incumbent
) -> Outcome | None:
    best: list[tuple[Fraction, tuple[str, ...], Fraction]] = []

    def visit(row: tuple[str, ...], value: Fraction) -> None:
        deadline.check()
        key = goal.key(value)
        if not best or key < best[0][0]:
            best[:] = [(key, row, value)]
            incumbent.offer(row, value)

    for_each_arrangement(hand, rules, visit)
    if not best:
        return None
    key, row, value = best[0]
    return Outcome(row, value, Proof("exact_hit" if key == 0 else "closest"))
