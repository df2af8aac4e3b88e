"""One hand without Y cards, one goal: the best row and the proof that it is the best.

The pipeline (``docs/search.md`` has it as a picture)::

    max / min ──► the exact extreme (extremes.py) ─────────────────────────► "bound"
    closest ────► quick bounds: the target at or beyond them ─► that extreme ─► "extreme"
                  the method, by the hand:
                    plain   (no × or ÷)      ─► exact extremes, then plainsum.py
                    meet    (small hands)    ─► meet.py
                    branch  (the others)     ─► exact extremes, the shortcuts
                                                (strategies.py), then closest.py

Only the shortcuts are optional (:class:`~mathplay.search.options.SearchOptions`); every
method is complete and exact on its own. ``exact_only`` asks only for a quick exact hit
(the shortcuts, or the units-first walk of a sum of plain numbers; nothing for small
hands, whose method is quick anyway), for the first pass over the choices of Y cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathplay.search.closest import ClosestSearch
from mathplay.search.context import SearchContext
from mathplay.search.extremes import any_layout, sign_splits
from mathplay.search.hand import Hand
from mathplay.search.layout import Layout
from mathplay.search.meet import MeetSearch, suits
from mathplay.search.solution import Proof
from mathplay.search.strategies import exact_hit

__all__ = ["Outcome", "solve"]

PLAIN = 7  # hands without × and ÷ of this many digits or more are solved by places


@dataclass(frozen=True, slots=True)
class Outcome:
    """The best row of one hand, its value, and the argument that nothing is better."""

    row: tuple[str, ...]
    value: Fraction
    proof: Proof


def solve(
    context: SearchContext, hand: Hand, limit: Fraction | None = None, exact_only: bool = False
) -> Outcome | None:
    """The best row of ``hand`` (no Y cards) for the context's goal; ``None`` if no row is
    valid, or (for a target) if none is strictly closer than the distance ``limit``, or
    (with ``exact_only``) if no quick exact hit was found.

    Improvements are also offered to the context's incumbent as they are found, so that a
    search stopped by the deadline still leaves its best row behind.
    """
    found = _solve(context, hand, limit, exact_only)
    if exact_only and found is not None and found.value != context.goal.target:
        return None
    return found


def _solve(
    context: SearchContext, hand: Hand, limit: Fraction | None, exact_only: bool
) -> Outcome | None:
    goal = context.goal
    if goal.kind in ("max", "min"):
        found = context.extreme(hand, 1 if goal.kind == "max" else -1)
        if found is None:
            return None
        return _answer(context, found[1], Proof("bound", found[0]), found[0])
    span = context.bounds(hand)
    if span is None:
        return None
    target = goal.target
    if target <= span[0] or target >= span[1]:
        extreme = "min" if target <= span[0] else "max"
        return _beyond(context, hand, limit, extreme, span, exact_only)
    method = _method(context, hand)
    if method == "meet":  # small: no quick pass, the method is quick
        return None if exact_only else _met(context, hand, limit, span)
    low, high = context.extreme(hand, -1), context.extreme(hand, 1)
    assert low is not None and high is not None
    if limit is not None and (target - high[0] >= limit or low[0] - target >= limit):
        return None
    for extreme, (value, layout) in (("max", high), ("min", low)):
        if (target >= value) if extreme == "max" else (target <= value):
            proof = "exact_hit" if value == target else "only" if low[0] == high[0] else "extreme"
            return _answer(context, layout, Proof(proof, extreme=extreme))
    if method == "branch":
        layout = exact_hit(context, hand, target)
        if layout is not None:
            return _answer(context, layout, Proof("exact_hit"))
    if exact_only:
        return _plain_hit(context, hand) if method == "plain" else None
    best = min((low, high), key=lambda pair: abs(pair[0] - target))
    context.incumbent.offer(best[1].symbols(), best[0])
    if limit is None or abs(best[0] - target) < limit:
        limit = abs(best[0] - target)
    else:
        best = None
    found = (_plain if method == "plain" else _searched)(context, hand, limit)
    if found is not None:
        best = found
    if best is None:
        return None
    proof = "exact_hit" if best[0] == target else "closest"
    return _answer(context, best[1], Proof(proof))


def _method(context: SearchContext, hand: Hand) -> str:
    meet = context.options.meet
    if meet:
        return "meet"
    if not hand.times and not hand.divide and (meet is False or sum(hand.digits) >= PLAIN):
        return "plain"
    return "meet" if meet is None and suits(hand) else "branch"


def _answer(
    context: SearchContext, layout: Layout, proof: Proof, value: Fraction | None = None
) -> Outcome:
    row = layout.symbols()
    value = layout.value() if value is None else value
    context.incumbent.offer(row, value)
    return Outcome(row, value, proof)


def _beyond(context, hand, limit, extreme: str, span, exact_only: bool) -> Outcome | None:
    """The target lies at or beyond the quick bound on the side of ``extreme``, so that
    extreme is the answer; the other extreme is computed only if it may be the same value
    (then the proof is "only"). ``exact_only``: only if it is the target."""
    target = context.goal.target
    found = context.extreme(hand, 1 if extreme == "max" else -1)
    if found is None:
        return None
    value, layout = found
    if limit is not None and abs(value - target) >= limit:
        return None
    if value == target:
        return _answer(context, layout, Proof("exact_hit"))
    if exact_only:
        return None
    single = _single(context, hand, value, extreme, span)
    return _answer(context, layout, Proof("only" if single else "extreme", extreme=extreme))


def _single(context, hand: Hand, value: Fraction, extreme: str, span) -> bool:
    """Whether ``value``, the hand's ``extreme``, is the only value it can make: surely if
    the quick bound on the other side is the same value, surely not if some quick layout
    makes another value, otherwise decided by the other extreme."""
    if span[1 if extreme == "min" else 0] == value:
        return True
    layout = any_layout(hand, context.rules)
    if layout is not None and layout.value() != value:
        return False
    other = context.extreme(hand, 1 if extreme == "min" else -1)
    assert other is not None
    return other[0] == value


def _met(context, hand: Hand, limit, span) -> Outcome | None:
    """Small hands: value sets met in the middle (exact hits and near misses alike); the
    extreme on the answer's side is computed only to name the proof when the answer may be
    it (``span``: the quick bounds of the values)."""
    target = context.goal.target
    search = MeetSearch(context.store, context.deadline)
    found = search.closest(hand, target, limit)
    if found is None:
        return None
    value, layout = found
    if value == target:
        return _answer(context, layout, Proof("exact_hit"))
    proof = Proof("closest")
    if search.may_be_extreme(value > target):
        # the closest value lies beyond the target only if it is that extreme
        extreme = "min" if value > target else "max"
        if search.surely_beyond(value > target):  # every value on its side: it is extreme
            single = not search.several() and _single(context, hand, value, extreme, span)
            proof = Proof("only" if single else "extreme", extreme=extreme)
        else:
            other = context.extreme(hand, -1 if extreme == "min" else 1)
            assert other is not None
            if other[0] == value:
                single = _single(context, hand, value, extreme, span)
                proof = Proof("only" if single else "extreme", extreme=extreme)
    return _answer(context, layout, proof)


def _plain_hit(context: SearchContext, hand: Hand) -> Outcome | None:
    """A quick exact hit of a sum of plain numbers (units first), or ``None``."""
    target = context.goal.target
    for positive, negative, leading_minus in sign_splits(hand, context.rules):
        terms = context.plain.exact_hit(hand.digits, positive, negative, target)
        if terms is not None:
            return _answer(context, Layout.of(terms, leading_minus), Proof("exact_hit"))
    return None


def _plain(context: SearchContext, hand: Hand, limit: Fraction) -> tuple | None:
    """A sum of plain numbers: the search by places, for each way to start the row."""
    target = context.goal.target
    best = None
    for positive, negative, leading_minus in sign_splits(hand, context.rules):
        found = context.plain.closest(hand.digits, positive, negative, target, limit)
        if found is not None:
            limit = abs(found[0] - target)
            best = (found[0], Layout.of(found[1], leading_minus))
            context.incumbent.offer(best[1].symbols(), best[0])
            if limit == 0:
                break
    return best


def _searches(context: SearchContext, hand: Hand) -> list[tuple[ClosestSearch, tuple]]:
    """The branch-and-bound of each way to start the row (kept per hand: a hand searched
    again goes on from the best row found)."""
    key = (hand.digits, hand.plus, hand.minus, hand.times, hand.divide, context.goal.target)
    found = context.searches.get(key)
    if found is None:
        found = []
        for positive, negative, leading_minus in sign_splits(hand, context.rules):

            def better(value: Fraction, terms: tuple, lead: bool = leading_minus) -> None:
                context.incumbent.offer(Layout.of(terms, lead).symbols(), value)

            search = ClosestSearch(context, context.goal.target, better)
            group = (hand.digits, positive, negative, hand.times, hand.divide)
            found.append((search, (group, leading_minus)))
        context.searches[key] = found
    return found


def _searched(context: SearchContext, hand: Hand, limit: Fraction) -> tuple | None:
    """The complete branch-and-bound over terms: the best value strictly closer than
    ``limit``, and a layout making it."""
    best = None
    for search, (group, leading_minus) in _searches(context, hand):
        if search.distance is None or search.distance > limit:
            search.distance = limit
        search.search(group)
        if search.found is not None and abs(search.found[0] - context.goal.target) < limit:
            limit = abs(search.found[0] - context.goal.target)
            best = (search.found[0], Layout.of(search.found[1], leading_minus))
            if limit == 0:
                break
    return best
