"""The multiset of cards: counts over a fixed order of symbols, and codes of sub-multisets.

One type, two views. A multiset is its *counts*: ``counts[i]`` copies of the ``i``-th
symbol of a fixed order (the best-expression search keeps digit multisets as
:data:`Counts` over the ten digits, or as their :data:`Digits` in ascending order, which
:func:`digits_of` and :func:`counts_of` convert; such keys mean the same in every hand,
so the hands of one search share their tables).
A :class:`Multiset` (a hand) numbers its own sub-multisets: with the hand's distinct
symbols in card order and ``limits`` their counts, the sub-multiset with counts ``c`` is
the mixed-radix *code* ``Σ c[i] · weight[i]`` (``weight[i] = Π (limits[k] + 1)`` for
``k < i``): the full hand is the largest code, the empty set 0, and taking one card of
symbol ``i`` away subtracts ``weight[i]`` (the Equations finder keys its tables by code).
:meth:`Multiset.counts` and :meth:`Multiset.of_counts` go from one view to the other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from itertools import product

from mathplay.expr import DIGITS, DIVIDE, MINUS, OPERATORS, PLUS, TIMES

__all__ = [
    "ADDITIVE",
    "ALL",
    "CARD_ORDER",
    "DIGIT",
    "MULTIPLICATIVE",
    "TERM",
    "Counts",
    "Digits",
    "Multiset",
    "counts_of",
    "digits_of",
    "submultisets",
    "subtract",
]

CARD_ORDER = DIGITS + "".join(OPERATORS)  # the order of a hand's symbols
Counts = tuple[int, ...]  # counts[i] copies of the i-th symbol (digit multisets: of digit i)
Digits = tuple[int, ...]  # a digit multiset as its digits, ascending

DIGIT = frozenset(DIGITS)
MULTIPLICATIVE = frozenset((TIMES, DIVIDE))
ADDITIVE = frozenset((PLUS, MINUS))
TERM = DIGIT | MULTIPLICATIVE  # the cards a term (a product) may hold
ALL = TERM | ADDITIVE


def digits_of(counts: Counts) -> list[int]:
    """The digits of a digit multiset (counts of 0–9) in ascending order."""
    return [digit for digit in range(10) for _ in range(counts[digit])]


def counts_of(digits: Iterable[int]) -> Counts:
    """The counts (of 0–9) of a digit multiset given as its digits."""
    out = [0] * 10
    for digit in digits:
        out[digit] += 1
    return tuple(out)


def submultisets(counts: Counts) -> Iterator[Counts]:
    """Every sub-multiset of ``counts``, the first symbol's count varying slowest (the
    order of :meth:`Multiset.parts`)."""
    return product(*(range(c + 1) for c in counts))


def subtract(counts: Counts, other: Counts) -> Counts:
    """The multiset ``counts`` with the multiset ``other`` (which it holds) taken away."""
    return tuple(a - b for a, b in zip(counts, other, strict=True))


class Multiset:
    """A hand of cards and its sub-multisets as integer codes (see the module docstring)."""

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

    def counts(self, code: int) -> Counts:
        """The counts of a code, one per symbol of :attr:`symbols`."""
        return tuple(self.count(code, i) for i in range(len(self.symbols)))

    def of_counts(self, counts: Counts) -> int:
        """The code of the sub-multiset with these counts (one per symbol)."""
        return sum(c * w for c, w in zip(counts, self.weights, strict=True))

    def contains(self, outer: int, inner: int) -> bool:
        """Whether the sub-multiset ``inner`` fits in ``outer``."""
        return all(self.count(inner, i) <= self.count(outer, i) for i in range(len(self.symbols)))

    def parts(self, code: int, kinds: frozenset[str] = ALL) -> list[tuple[int, int]]:
        """Every ``(part, rest)`` with ``part ⊆ code`` made of cards of ``kinds`` only."""
        key = (code, kinds)
        found = self._parts.get(key)
        if found is None:
            chosen = [i for i, s in enumerate(self.symbols) if s in kinds]
            weights = [self.weights[i] for i in chosen]
            found = []
            for counts in submultisets(tuple(self.count(code, i) for i in chosen)):
                part = sum(c * w for c, w in zip(counts, weights, strict=True))
                found.append((part, code - part))
            self._parts[key] = found
        return found
