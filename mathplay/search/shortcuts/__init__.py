"""The shortcuts: quick exact hits tried before the complete method, in one declared order.

Each module here is one shortcut, named as :class:`~mathplay.search.SearchOptions` and
``bench/search.py --without`` name it (``-`` written ``_``). A shortcut only ever returns an
exact hit, which needs no proof; when it finds none, the next one runs, and in the end the
complete method (which does not depend on them). Each has a budget (an option, named in
its module). :data:`STRATEGIES` are the shortcuts tried on a whole hand, in their order:
cheap and often lucky first; ``plain-units`` works inside the complete method, on sums of
plain numbers (:mod:`~mathplay.search.closest.plain_sums`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout
from mathplay.search.shortcuts.absorbed import absorbed_hit
from mathplay.search.shortcuts.gadgets import gadgets_hit
from mathplay.search.shortcuts.plain_and_product import plain_and_product_hit
from mathplay.search.shortcuts.product import product_hit

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["STRATEGIES", "STRATEGY_NAMES", "Strategy", "exact_hit"]

BIG = 8  # the hand-level shortcuts beyond the first look at hands of this many digits


@dataclass(frozen=True, slots=True)
class Strategy:
    """A shortcut: ``applies(hand, target)`` says whether to try it, ``run(context, hand,
    target)`` returns a layout worth exactly the target, or ``None``."""

    name: str
    applies: Callable[[Hand, Fraction], bool]
    run: Callable[[SearchContext, Hand, Fraction], Layout | None]


def _big(hand: Hand) -> bool:
    return sum(hand.digits) >= BIG


STRATEGIES: tuple[Strategy, ...] = (
    # a few plain numbers make the target, zero terms or × X ÷ X take the rest
    Strategy("absorbed", lambda hand, target: target.denominator == 1, absorbed_hit),
    # the target as one product, every sign card a zero term
    Strategy("product", lambda hand, target: _big(hand), product_hit),
    # × X ÷ X, + T − T, × 1, ÷ 1 and a zero term around a small hand
    Strategy("gadgets", lambda hand, target: _big(hand), gadgets_hit),
    # two terms: a plain number and a product
    Strategy(
        "plain-and-product",
        lambda hand, target: _big(hand) and hand.plus + hand.minus == 1 and not hand.divide,
        plain_and_product_hit,
    ),
)

# every shortcut, in the order it runs: inside sums of plain numbers, an exact hit units first
STRATEGY_NAMES: tuple[str, ...] = (*(s.name for s in STRATEGIES), "plain-units")


def exact_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """The first exact hit of the shortcuts switched on, in their order."""
    for strategy in STRATEGIES:
        if context.options.uses(strategy.name) and strategy.applies(hand, target):
            context.deadline.check()
            layout = strategy.run(context, hand, target)
            if layout is not None and layout.value() == target:
                return layout
    return None
