"""One hand without Y cards, one goal: the best row and the proof that it is the best.

The largest or smallest value is the exact extreme (:mod:`~mathplay.search.extremes`).
For a target (or zero) the hand goes through :data:`STAGES` in order, as
``docs/search.md`` draws them; each stage answers (a row, or ``None``: no row closer
than the limit) or passes the hand on:

1. ``beyond_quick_bounds`` — the target at or beyond the quick bounds: that extreme;
2. ``small_hand`` — value sets met in the middle (:mod:`~mathplay.search.closest.meet`);
3. ``beyond_extremes`` — the target at or beyond an exact extreme: that extreme;
4. ``shortcuts`` — a quick exact hit (:mod:`~mathplay.search.shortcuts`);
5. ``complete`` — sums of plain numbers by places (hands without × and ÷,
   :mod:`~mathplay.search.closest.plain_sums`) or the branch-and-bound over terms
   (:mod:`~mathplay.search.closest.branch`).

Only the shortcuts are optional (:class:`~mathplay.search.pipeline.options.SearchOptions`);
every other stage is exact on its own. ``exact_only`` asks only for a quick exact hit (the
shortcuts, or the units-first walk of a sum of plain numbers; nothing for small hands,
whose method is quick anyway), for the first pass over the choices of Y cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from mathplay.search.closest.branch import ClosestSearch
from mathplay.search.closest.meet import MeetSearch, suits
from mathplay.search.model.hand import Hand, sign_splits
from mathplay.search.model.layout import Layout, any_layout
from mathplay.search.model.solution import Proof
from mathplay.search.pipeline.context import SearchContext
from mathplay.search.shortcuts import exact_hit

__all__ = ["STAGES", "Outcome", "solve"]

PLAIN = 7  # hands without × and ÷ of this many digits or more are solved by places


@dataclass(frozen=True, slots=True)
class Outcome:
    """The best row of one hand, its value, and the argument that nothing is better."""

    row: tuple[str, ...]
    value: Fraction
    proof: Proof


class _Pass:
    """What a stage returns when it leaves the hand to the next stage."""


PASS = _Pass()


class Question:
    """One hand and a target, and what the stages learn about it on the way."""

    def __init__(
        self, context: SearchContext, hand: Hand, limit: Fraction | None, exact_only: bool
    ) -> None:
        self.context = context
        self.hand = hand
        self.target = context.goal.target
        self.limit = limit  # only rows strictly closer than this count (None: any)
        self.exact_only = exact_only
        self.method = _method(context, hand)  # "meet", "plain" or "branch"
        self.span: tuple[Fraction, Fraction] = (Fraction(0), Fraction(0))  # quick bounds
        self.low: tuple[Fraction, Layout] | None = None  # the exact extremes, once known
        self.high: tuple[Fraction, Layout] | None = None

    def answer(self, layout: Layout, proof: Proof, value: Fraction | None = None) -> Outcome:
        """The outcome of a layout (also offered to the search's best so far)."""
        return _answer(self.context, layout, proof, value)


Stage = Callable[[Question], "Outcome | _Pass | None"]


def solve(
    context: SearchContext, hand: Hand, limit: Fraction | None = None, exact_only: bool = False
) -> Outcome | None:
    """The best row of ``hand`` (no Y cards) for the context's goal; ``None`` if no row is
    valid, or (for a target) if none is strictly closer than the distance ``limit``, or
    (with ``exact_only``) if no quick exact hit was found.

    Improvements are also offered to the context's incumbent as they are found, so that a
    search stopped by the deadline still leaves its best row behind.
    """
    goal = context.goal
    if goal.kind in ("max", "min"):
        found = context.extreme(hand, 1 if goal.kind == "max" else -1)
        if found is None:
            return None
        return _answer(context, found[1], Proof("bound", found[0]), found[0])
    question = Question(context, hand, limit, exact_only)
    for stage in STAGES:
        found = stage(question)
        if found is not PASS:
            break
    if found is None or (exact_only and found.value != goal.target):
        return None
    return found


# -- the stages, in order --------------------------------------------------------------


def beyond_quick_bounds(question: Question) -> Outcome | _Pass | None:
    """A target at or beyond the quick bounds: the extreme on that side is the answer."""
    span = question.context.bounds(question.hand)
    if span is None:
        return None  # the hand makes no expression
    question.span = span
    if span[0] < question.target < span[1]:
        return PASS
    return _beyond(question, "min" if question.target <= span[0] else "max")


def small_hand(question: Question) -> Outcome | _Pass | None:
    """Small hands (and hands whose numbers must be short): value sets met in the middle."""
    if question.method != "meet":
        return PASS
    return None if question.exact_only else _met(question)


def beyond_extremes(question: Question) -> Outcome | _Pass | None:
    """A target at or beyond an exact extreme: that extreme is the answer."""
    context, target, limit = question.context, question.target, question.limit
    low, high = context.extreme(question.hand, -1), context.extreme(question.hand, 1)
    assert low is not None and high is not None
    question.low, question.high = low, high
    if limit is not None and (target - high[0] >= limit or low[0] - target >= limit):
        return None
    for extreme, (value, layout) in (("max", high), ("min", low)):
        if (target >= value) if extreme == "max" else (target <= value):
            proof = "exact_hit" if value == target else "only" if low[0] == high[0] else "extreme"
            return question.answer(layout, Proof(proof, extreme=extreme))
    return PASS


def shortcuts(question: Question) -> Outcome | _Pass | None:
    """A quick exact hit of the shortcuts switched on; with ``exact_only``, the last stage."""
    if question.method == "branch":
        layout = exact_hit(question.context, question.hand, question.target)
        if layout is not None:
            return question.answer(layout, Proof("exact_hit"))
    if not question.exact_only:
        return PASS
    return _plain_hit(question) if question.method == "plain" else None


def complete(question: Question) -> Outcome | None:
    """The complete search, strictly inside the best extreme (and the limit)."""
    context, target = question.context, question.target
    assert question.low is not None and question.high is not None
    best = min((question.low, question.high), key=lambda pair: abs(pair[0] - target))
    context.incumbent.offer(best[1].symbols(), best[0])
    limit = question.limit
    if limit is None or abs(best[0] - target) < limit:
        limit = abs(best[0] - target)
    else:
        best = None
    search = _plain if question.method == "plain" else _searched
    found = search(context, question.hand, limit)
    if found is not None:
        best = found
    if best is None:
        return None
    return question.answer(best[1], Proof("exact_hit" if best[0] == target else "closest"))


STAGES: tuple[Stage, ...] = (
    beyond_quick_bounds,
    small_hand,
    beyond_extremes,
    shortcuts,
    complete,
)


# -- what the stages share -------------------------------------------------------------


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


def _beyond(question: Question, extreme: str) -> Outcome | None:
    """The target lies at or beyond the quick bound on the side of ``extreme``, so that
    extreme is the answer; the other extreme is computed only if it may be the same value
    (then the proof is "only"). ``exact_only``: only if it is the target."""
    target = question.target
    found = question.context.extreme(question.hand, 1 if extreme == "max" else -1)
    if found is None:
        return None
    value, layout = found
    if question.limit is not None and abs(value - target) >= question.limit:
        return None
    if value == target:
        return question.answer(layout, Proof("exact_hit"))
    if question.exact_only:
        return None
    single = _single(question, value, extreme)
    return question.answer(layout, Proof("only" if single else "extreme", extreme=extreme))


def _single(question: Question, value: Fraction, extreme: str) -> bool:
    """Whether ``value``, the hand's ``extreme``, is the only value it can make: surely if
    the quick bound on the other side is the same value, surely not if some quick layout
    makes another value, otherwise decided by the other extreme."""
    if question.span[1 if extreme == "min" else 0] == value:
        return True
    context, hand = question.context, question.hand
    layout = any_layout(hand, context.rules)
    if layout is not None and layout.value() != value:
        return False
    other = context.extreme(hand, 1 if extreme == "min" else -1)
    assert other is not None
    return other[0] == value


def _met(question: Question) -> Outcome | None:
    """Small hands: value sets met in the middle (exact hits and near misses alike); the
    extreme on the answer's side is computed only to name the proof when the answer may be
    it."""
    context, target = question.context, question.target
    search = MeetSearch(context.store, context.deadline)
    found = search.closest(question.hand, target, question.limit)
    if found is None:
        return None
    value, layout = found
    if value == target:
        return question.answer(layout, Proof("exact_hit"))
    proof = Proof("closest")
    if search.may_be_extreme(value > target):
        # the closest value lies beyond the target only if it is that extreme
        extreme = "min" if value > target else "max"
        if search.surely_beyond(value > target):  # every value on its side: it is extreme
            single = not search.several() and _single(question, value, extreme)
            proof = Proof("only" if single else "extreme", extreme=extreme)
        else:
            other = context.extreme(question.hand, -1 if extreme == "min" else 1)
            assert other is not None
            if other[0] == value:
                single = _single(question, value, extreme)
                proof = Proof("only" if single else "extreme", extreme=extreme)
    return question.answer(layout, proof)


def _plain_hit(question: Question) -> Outcome | None:
    """A quick exact hit of a sum of plain numbers (the shortcut ``plain-units``)."""
    context, hand = question.context, question.hand
    if context.units is None:
        return None
    for positive, negative, leading_minus in sign_splits(hand, context.rules):
        terms = context.units.exact_hit(hand.digits, positive, negative, question.target)
        if terms is not None:
            return question.answer(Layout.of(terms, leading_minus), Proof("exact_hit"))
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
