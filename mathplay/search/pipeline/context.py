"""One search and everything it keeps: rules, options, time limit, best row, memos.

:func:`~mathplay.search.best_expression` makes one :class:`SearchContext` per call and drops
it when it returns, so every memo lives exactly as long as one search and nothing is
shared between calls or threads (the boards search from worker threads; in the browser
there are none). The memos are pure functions of their keys, so the different choices for
the Y cards of one hand share them.
"""

from __future__ import annotations

from fractions import Fraction

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.closest.one_term import TermMemos
from mathplay.search.closest.plain_sums import PlainSums
from mathplay.search.closest.store import ValueStore
from mathplay.search.extremes.largest import maximum, quick_bounds
from mathplay.search.extremes.main_term import MainTermSearch
from mathplay.search.model.hand import Goal, Hand, sign_splits
from mathplay.search.model.layout import Layout, Term
from mathplay.search.model.numbers import Counts
from mathplay.search.pipeline.options import SearchOptions
from mathplay.search.shortcuts.plain_units import PlainUnits

__all__ = ["Incumbent", "SearchContext"]

Extreme = tuple[Fraction, tuple[Term, ...]]


class Incumbent:
    """The best row found so far for a goal (kept across the choices for the Y cards), so
    that a search stopped by its time limit still has an answer."""

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


class SearchContext:
    """The state of one search (see the module docstring)."""

    def __init__(
        self, goal: Goal, rules: ExprRules, options: SearchOptions, deadline: Deadline
    ) -> None:
        self.goal = goal
        self.rules = rules
        self.options = options
        self.deadline = deadline
        self.incumbent = Incumbent(goal)
        self.store = ValueStore(rules)
        self.plain = PlainSums(rules, deadline)
        self.units: PlainUnits | None = None  # the shortcut "plain-units", if on
        if options.uses("plain-units"):
            self.units = PlainUnits(rules, deadline, options.plain_hit_nodes, self.plain.choices)
            self.plain.quick_hit = self.units.exact_hit
        self.term_memos = TermMemos()
        self.memo: dict[str, dict] = {}  # small memos of the shortcuts, by name
        self._bounds: dict[tuple, tuple[Fraction, Fraction] | None] = {}
        self._main_term = MainTermSearch(rules, deadline)  # its memos: products, small terms
        self._maxima: dict[tuple, Extreme | None] = {}
        self.searches: dict[tuple, list] = {}  # branch-and-bound searches of a hand

    def bounds(
        self, hand: Hand, wild: tuple[int, int, int] = (0, 0, 0)
    ) -> tuple[Fraction, Fraction] | None:
        """Quick bounds ``(below every value, above every value)`` of a hand without Y
        cards (no search), or ``None`` if it makes no expression; ``wild``: more digits
        still open (:func:`~mathplay.search.extremes.largest.quick_bounds`)."""
        key = (hand.digits, hand.plus, hand.minus, hand.times, hand.divide, wild)
        if key not in self._bounds:
            self._bounds[key] = quick_bounds(hand, self.rules, wild, self._main_term)
        return self._bounds[key]

    def maximum(
        self, counts: Counts, positive: int, negative: int, times: int, divide: int
    ) -> Extreme | None:
        """The largest value of ``positive`` terms minus ``negative`` terms made of exactly
        these digits, × and ÷ cards, with its terms (``None``: impossible)."""
        key = (counts, positive, negative, times, divide)
        if key not in self._maxima:
            self._maxima[key] = maximum(*key, self.rules, self.deadline, self._main_term)
        return self._maxima[key]

    def extreme(self, hand: Hand, direction: int) -> tuple[Fraction, Layout] | None:
        """The largest (``direction`` 1) or smallest (-1) value of a hand without Y cards
        and a layout making it; ``None`` if it makes no expression."""
        best: tuple[Fraction, Layout] | None = None
        for positive, negative, leading_minus in sign_splits(hand, self.rules):
            self.deadline.check()
            up, down = (positive, negative) if direction > 0 else (negative, positive)
            found = self.maximum(hand.digits, up, down, hand.times, hand.divide)
            if found is None:
                continue
            layout = Layout.of(found[1], leading_minus)
            if direction < 0:
                layout = layout.flipped()
            value = direction * found[0]
            if best is None or direction * value > direction * best[0]:
                best = (value, layout)
        return best
