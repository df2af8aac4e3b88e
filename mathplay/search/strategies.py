"""The shortcuts: quick exact hits tried before the complete method, in one declared order.

Each :class:`Strategy` has a name (the names :class:`~mathplay.search.options.SearchOptions`
switches on and off), a test for the hands it applies to, and a budget (an option, named
in its module). It only ever returns an exact hit, which needs no proof; when it finds
none, the next one runs, and in the end the complete method (which does not depend on
them). The order is the order of :data:`STRATEGIES`: cheap and often lucky first. One
more shortcut works inside the complete method, also switched by name: ``"plain-units"``
(sums of plain numbers: an exact hit found units first, :mod:`~mathplay.search.plainsum`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathplay.search.absorb import absorbed_attempt
from mathplay.search.extremes import sign_splits
from mathplay.search.factored import product_hit
from mathplay.search.hand import Hand
from mathplay.search.layout import Layout
from mathplay.search.neutral import neutral_hit
from mathplay.search.plainterm import plain_term_hit

if TYPE_CHECKING:
    from mathplay.search.context import SearchContext

__all__ = ["STRATEGIES", "Strategy", "exact_hit"]

BIG = 8  # the hand-level shortcuts beyond the first look at hands of this many digits


@dataclass(frozen=True, slots=True)
class Strategy:
    """A shortcut: ``applies(hand, target)`` says whether to try it, ``run(context, hand,
    target)`` returns a layout worth exactly the target, or ``None``."""

    name: str
    applies: Callable[[Hand, Fraction], bool]
    run: Callable[[SearchContext, Hand, Fraction], Layout | None]


def _absorbed(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    for positive, negative, leading_minus in sign_splits(hand, context.rules):
        found = absorbed_attempt(
            context, hand.digits, positive, negative, hand.times, hand.divide, target
        )
        if found is not None and found[0] == target:
            return Layout.of(found[1], leading_minus)
    return None


def _big(hand: Hand) -> bool:
    return sum(hand.digits) >= BIG


STRATEGIES: tuple[Strategy, ...] = (
    Strategy("absorbed", lambda hand, target: target.denominator == 1, _absorbed),
    Strategy("product", lambda hand, target: _big(hand), product_hit),
    Strategy("gadgets", lambda hand, target: _big(hand), neutral_hit),
    Strategy(
        "plain-and-product",
        lambda hand, target: _big(hand) and hand.plus + hand.minus == 1 and not hand.divide,
        plain_term_hit,
    ),
)


def exact_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """The first exact hit of the shortcuts switched on, in their order."""
    for strategy in STRATEGIES:
        if context.options.uses(strategy.name) and strategy.applies(hand, target):
            context.deadline.check()
            layout = strategy.run(context, hand, target)
            if layout is not None and layout.value() == target:
                return layout
    return None
