"""The choices for the Y cards of a hand, most promising first, without listing them all.

Four Y cards that may each become any of 14 cards are 2,380 different hands, six are
38,760: too many to bound one by one. So the choices are a tree: first how many Y cards
become each operator, then, from the largest digit down, how many become that digit.
A node whose digits are not all chosen yet is bounded by the quick bounds of its hand
with the open Y cards as *wild digits* (any digit still allowed: counted as the largest
in numerators and after +, as the smallest in divisors), which hold for every hand below
it (:meth:`~mathplay.search.extremes.main_term.MainTermSearch.upper_bound`). The walk is best-first:
the node with the best hope (the best goal key its bounds allow) is opened next, so the
hands come out in the order of their own quick bounds, and as soon as the best hope left
cannot beat the best answer found, nothing left can.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from copy import copy
from fractions import Fraction
from itertools import combinations_with_replacement, count
from math import comb

from mathplay.deadline import Deadline
from mathplay.expr import DIGITS
from mathplay.search.model.hand import Goal, Hand

__all__ = ["Choices", "hope"]

ZERO = Fraction(0)
FEW = 120  # at most this many hands: each bounded on its own, no tree (cheaper, as measured)

# quick bounds of a hand with wild digits (:meth:`.context.SearchContext.bounds`)
Bounds = Callable[..., tuple[Fraction, Fraction] | None]


def hope(goal: Goal, span: tuple[Fraction, Fraction] | None) -> Fraction | None:
    """The best goal key a hand could reach, given bounds of its values."""
    if span is None:
        return None
    low, high = span
    if goal.kind == "max":
        return -high
    if goal.kind == "min":
        return low
    target = goal.target
    return low - target if low > target else target - high if high < target else ZERO


class Choices:
    """The hands a hand with Y cards can become (see the module docstring)."""

    def __init__(
        self, hand: Hand, symbols: tuple[str, ...], goal: Goal, bounds: Bounds, deadline: Deadline
    ) -> None:
        self.fixed = [c for c in hand.cards if c != "Y"]
        self.wildcards = hand.wildcards
        self.operators = [s for s in symbols if s not in DIGITS]
        self.digits = sorted((int(s) for s in symbols if s in DIGITS), reverse=True)
        self.rank = {symbol: index for index, symbol in enumerate(symbols)}
        self.goal = goal
        self.bounds = bounds  # quick bounds of a hand, with wild digits
        self.deadline = deadline
        self._order = count()
        self.frontier: list = []  # (hope, order, chosen, symbol index, Y cards left)
        few = comb(len(symbols) + self.wildcards - 1, self.wildcards) <= FEW
        if few and goal.kind not in ("max", "min"):  # a target: the tree would open them all
            for chosen in combinations_with_replacement(self._symbols(), self.wildcards):
                self._push(chosen, len(symbols), 0)
        else:
            self._push((), 0, self.wildcards)

    def _symbols(self) -> list[str]:
        return [*self.operators, *(str(d) for d in self.digits)]

    def _push(self, chosen: tuple[str, ...], index: int, left: int) -> None:
        """Bound the node (``index``: the next symbol to decide) and keep it if possible."""
        symbols = self._symbols()
        if index < len(self.operators) and left:
            # operators change the terms: not bounded, opened at once (few of them)
            for take in range(left, -1, -1):
                self._push((*chosen, *[symbols[index]] * take), index + 1, left - take)
            return
        hand = Hand.from_symbols([*self.fixed, *chosen])
        allowed = self.digits[index - len(self.operators) :]
        if left:
            if not allowed:
                return
            span = self.bounds(hand, (left, min(allowed), max(allowed)))
        else:
            span = self.bounds(hand)
        key = hope(self.goal, span)
        if key is not None:
            # equal hopes: in the order of the choices as listed (the first one below first)
            first = sorted(self.rank[c] for c in chosen)
            if left:
                first = sorted(first + [self.rank[str(min(allowed))]] * left)
            order = (tuple(first), next(self._order))
            heapq.heappush(self.frontier, (key, order, chosen, index, left, hand))

    def copy(self) -> Choices:
        """Another walk over the same choices, from where this one stands (bounds shared)."""
        other = copy(self)
        other.frontier = list(self.frontier)
        return other

    def best_hope(self) -> Fraction | None:
        """The best key any hand not given out yet could reach (``None``: none left)."""
        return self.frontier[0][0] if self.frontier else None

    def __iter__(self) -> Iterator[tuple[Fraction, tuple[str, ...], Hand]]:
        """``(hope, choices for the Y cards, hand)``, best hope first."""
        symbols = self._symbols()
        while self.frontier:
            self.deadline.check()
            key, _, chosen, index, left, hand = heapq.heappop(self.frontier)
            if not left:
                yield key, chosen, hand
                continue
            if index == len(symbols) - 1:  # the last digit takes the rest
                self._push((*chosen, *[symbols[index]] * left), index + 1, 0)
                continue
            for take in range(left, -1, -1):
                self._push((*chosen, *[symbols[index]] * take), index + 1, left - take)
