"""Reading the solver's input: a hand of cards, a goal, wildcard choices, a time limit.

A :class:`Hand` is what the search works on: how many of each digit, how many of each
operator, how many Y cards. Every bad input raises :class:`~mathplay.errors.MathplayError`
with a ``search.*`` message before any search starts.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from numbers import Rational
from typing import Any

from mathplay.core.multiset import Counts
from mathplay.errors import MathplayError
from mathplay.expr import (
    DIGITS,
    DIVIDE,
    EQUALS,
    MINUS,
    OPERATORS,
    PLUS,
    TIMES,
    WILDCARD,
    ExprRules,
    normalize_symbol,
    split_cards,
)

__all__ = [
    "MAX_CARDS",
    "Goal",
    "Hand",
    "goal_distance",
    "read_goal",
    "read_hand",
    "read_rules",
    "read_time_limit",
    "read_wildcard_values",
    "sign_splits",
]

MAX_CARDS = 150
"""The most cards searched: the largest hand a game of Memory Max can deal a player, every
card of the largest deck its ``Rules`` accept (10 copies of each digit and operator, 10 Y
cards) but the chaos cards, which never stay in a hand (``tests/search/test_limits.py``
asks the game). The search cannot ask the game itself: the games stand on the search."""
ALL_WILDCARD_VALUES: tuple[str, ...] = (*DIGITS, *OPERATORS)


@dataclass(frozen=True, slots=True)
class Hand:
    """A multiset of cards: ``digits[v]`` copies of digit ``v``, operator counts, Y count."""

    cards: tuple[str, ...]
    digits: Counts
    plus: int
    minus: int
    times: int
    divide: int
    wildcards: int

    @classmethod
    def from_symbols(cls, symbols: Iterable[str]) -> Hand:
        """The hand of canonical card symbols (digits, + − × ÷, Y)."""
        cards = tuple(symbols)
        digits = [0] * 10
        for symbol in cards:
            if symbol in DIGITS:
                digits[int(symbol)] += 1
        return cls(
            cards,
            tuple(digits),
            cards.count(PLUS),
            cards.count(MINUS),
            cards.count(TIMES),
            cards.count(DIVIDE),
            cards.count(WILDCARD),
        )

    def with_wildcards(self, choices: Iterable[str]) -> Hand:
        """This hand with its Y cards replaced by ``choices`` (one symbol each)."""
        return Hand.from_symbols([*(c for c in self.cards if c != WILDCARD), *choices])


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


def goal_distance(goal: Any, value: Any) -> Fraction:
    """How far ``value`` is from ``goal`` (``"max"``, ``"min"``, ``"zero"``, a number or
    ``("target", n)``): smaller is better, 0 for a perfect hit; ``-value`` for max.

    >>> goal_distance(("target", 100), 98)
    Fraction(2, 1)
    """
    return read_goal(goal).key(Fraction(value))


def read_hand(cards: Any) -> Hand:
    """The hand of a card string (``"9 8 + 1 × 7 Y"``) or a sequence of card symbols."""
    if not isinstance(cards, str) and not _is_iterable(cards):
        raise MathplayError("search.cards_type", kind=type(cards).__name__)
    count = len("".join(cards.split())) if isinstance(cards, str) else _length(cards)
    if count is not None and count > MAX_CARDS:
        raise MathplayError("search.too_many_cards", count=count, limit=MAX_CARDS)
    symbols = split_cards(cards)
    if not symbols:
        raise MathplayError("search.empty_hand")
    if len(symbols) > MAX_CARDS:
        raise MathplayError("search.too_many_cards", count=len(symbols), limit=MAX_CARDS)
    if EQUALS in symbols:
        raise MathplayError("search.equals_card")
    return Hand.from_symbols(symbols)


def _length(value: Any) -> int | None:
    try:
        return len(value)
    except TypeError:
        return None


def _is_iterable(value: Any) -> bool:
    try:
        iter(value)
    except TypeError:
        return False
    return not isinstance(value, bytes | dict)


def read_goal(goal: Any) -> Goal:
    """``"max"``, ``"min"``, ``"zero"``, a number or ``("target", n)``, as a :class:`Goal`."""
    if isinstance(goal, str) and goal.strip().lower() in ("max", "min", "zero"):
        return Goal(goal.strip().lower())
    if isinstance(goal, list | tuple) and len(goal) == 2 and goal[0] == "target":
        goal = goal[1]
    number = _exact_number(goal)
    if number is None:
        raise MathplayError("search.goal", goal=repr(goal))
    return Goal("target", number)


def _exact_number(value: Any) -> Fraction | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, Rational):
        return Fraction(value.numerator, value.denominator)
    if isinstance(value, float) and math.isfinite(value):
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except ValueError:
            return None
    return None


def read_wildcard_values(values: Any) -> tuple[str, ...]:
    """The symbols a Y may become (all digits and operators by default), deduplicated."""
    if values is None:
        return ALL_WILDCARD_VALUES
    if isinstance(values, str):
        items: list[Any] = [c for c in values if not c.isspace()]
    elif _is_iterable(values):
        items = list(values)
    else:
        raise MathplayError("search.wildcard_value", value=values)
    chosen: list[str] = []
    for item in items:
        symbol = normalize_symbol(item.strip()) if isinstance(item, str) else None
        if symbol is None or symbol not in ALL_WILDCARD_VALUES:
            raise MathplayError("search.wildcard_value", value=item)
        if symbol not in chosen:
            chosen.append(symbol)
    if not chosen:
        raise MathplayError("search.wildcard_none")
    return tuple(sorted(chosen, key=ALL_WILDCARD_VALUES.index))


def read_rules(rules: Any) -> ExprRules:
    """``rules`` if it is an :class:`~mathplay.expr.ExprRules`."""
    if not isinstance(rules, ExprRules):
        raise MathplayError("search.rules_type", kind=type(rules).__name__)
    return rules


def read_time_limit(seconds: Any) -> float | None:
    """``None`` (no limit) or a positive, finite number of seconds."""
    if seconds is None:
        return None
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float | Rational)
        or not math.isfinite(float(seconds))
        or seconds <= 0
    ):
        raise MathplayError("search.time_limit", value=seconds)
    return float(seconds)


def sign_splits(hand: Hand, rules: ExprRules) -> Iterator[tuple[int, int, bool]]:
    """``(positive terms, negative terms, leading minus)`` for every way to start the row."""
    yield hand.plus + 1, hand.minus, False
    if rules.unary_minus and hand.minus:
        yield hand.plus, hand.minus, True
