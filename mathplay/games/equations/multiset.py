"""A hand of cards as a multiset whose sub-multisets are small integers.

The move finder keys its tables by "which cards of the hand are used". With the hand's
distinct symbols in card order and ``limits`` their counts, a sub-multiset with counts
``c`` is the mixed-radix number ``Σ c[i] · weight[i]`` (``weight[i] = Π (limits[k] + 1)``
for ``k < i``): the full hand is the largest code, the empty set 0, and taking one card of
symbol ``i`` away subtracts ``weight[i]``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import product

from mathplay.expr import DIGITS, DIVIDE, MINUS, PLUS, TIMES
from mathplay.games.equations.cards import CARD_ORDER

__all__ = ["ADDITIVE", "ALL", "DIGIT", "MULTIPLICATIVE", "TERM", "HandMultiset"]

DIGIT = frozenset(DIGITS)
MULTIPLICATIVE = frozenset((TIMES, DIVIDE))
ADDITIVE = frozenset((PLUS, MINUS))
TERM = DIGIT | MULTIPLICATIVE  # the cards a term (a product) may hold
ALL = TERM | ADDITIVE


class HandMultiset:
    """The sub-multisets of a hand, as integer codes (see the module docstring)."""

    def __init__(self, cards: Iterable[str]) -> None:
        counts = Counter(cards)
        self.symbols: tuple[str, ...] = tuple(sorted(counts, key=CARD_ORDER.index))
        self.limits: tuple[int, ...] = tuple(counts[s] for s in self.symbols)
        weights, weight = [], 1
        for limit in self.limits:
            weights.append(weight)
            weight *= limit + 1
        self.weights: tuple[int, ...] = tuple(weights)
        self.full = weight - 1
        self.sizes = self._per_code(ALL)
        self.digits = self._per_code(DIGIT)
        self.additive = self._per_code(ADDITIVE)
        self.multiplicative = self._per_code(MULTIPLICATIVE)
        self._parts: dict[tuple[int, frozenset[str]], list[tuple[int, int]]] = {}

    def _per_code(self, kinds: frozenset[str]) -> list[int]:
        """For every code, how many of its cards are of ``kinds``."""
        table = [0]
        for symbol, limit in zip(self.symbols, self.limits, strict=True):
            step = symbol in kinds
            table = [base + c * step for c in range(limit + 1) for base in table]
        return table

    def count(self, code: int, index: int) -> int:
        """How many cards of ``symbols[index]`` the sub-multiset ``code`` holds."""
        return code // self.weights[index] % (self.limits[index] + 1)

    def code(self, cards: Iterable[str]) -> int:
        """The code of some cards of the hand (a ``KeyError`` for a card not in it)."""
        index = {s: i for i, s in enumerate(self.symbols)}
        return sum(self.weights[index[c]] for c in cards)

    def cards(self, code: int) -> tuple[str, ...]:
        """The cards of a code, in card order."""
        return tuple(
            symbol for i, symbol in enumerate(self.symbols) for _ in range(self.count(code, i))
        )

    def contains(self, outer: int, inner: int) -> bool:
        """Whether the sub-multiset ``inner`` fits in ``outer``."""
        return all(self.count(inner, i) <= self.count(outer, i) for i in range(len(self.symbols)))

    def parts(self, code: int, kinds: frozenset[str] = ALL) -> list[tuple[int, int]]:
        """Every ``(part, rest)`` with ``part ⊆ code`` made of cards of ``kinds`` only."""
        key = (code, kinds)
        found = self._parts.get(key)
        if found is None:
            chosen = [i for i, s in enumerate(self.symbols) if s in kinds]
            ranges = [range(self.count(code, i) + 1) for i in chosen]
            weights = [self.weights[i] for i in chosen]
            found = []
            for counts in product(*ranges):
                part = sum(c * w for c, w in zip(counts, weights, strict=True))
                found.append((part, code - part))
            self._parts[key] = found
        return found
