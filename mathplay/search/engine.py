"""One hand without Y cards, one goal: the best row and the proof that it is the best."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathplay.expr import ExprRules
from mathplay.search.absorb import absorbed_attempt
from mathplay.search.closest import ClosestSearch
from mathplay.search.extremes import any_layout, bounds, largest, sign_splits, smallest
from mathplay.search.factored import product_hit
from mathplay.search.hand import Goal, Hand
from mathplay.search.layout import Layout
from mathplay.search.meet import MeetSearch, suits
from mathplay.search.neutral import neutral_hit
from mathplay.search.pairs import paired_hit
from mathplay.search.plainterm import plain_term_hit
from mathplay.search.residues import distance_floor
from mathplay.search.solution import Proof
from mathplay.search.timing import Deadline, Incumbent

__all__ = ["Outcome", "solve"]

PROBED = 8  # hands with at least this many digits are probed before the full search
PROBES = ((64, 4_000), (1_000, 40_000))  # (nodes per big term, work in all) of each probe
LOOKUPS = 100_000  # products looked up for an exact hit of a hand that is one big term


@dataclass(frozen=True, slots=True)
class Outcome:
    """The best row of one hand, its value, and the argument that nothing is better."""

    row: tuple[str, ...]
    value: Fraction
    proof: Proof


def solve(
    hand: Hand,
    goal: Goal,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None = None,
) -> Outcome | None:
    """The best row of ``hand`` (no Y cards) for ``goal``; ``None`` if no row is valid, or
    (for a target) if none is strictly closer than the distance ``limit``.

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
    return _closest(hand, goal, rules, deadline, incumbent, limit)


def _closest(
    hand: Hand,
    goal: Goal,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None,
) -> Outcome | None:
    """Closest to the goal's target: a target beyond the quick bounds of the values by that
    extreme alone, small hands by meeting in the middle, larger ones by the extremes
    first, then the search per way to start."""
    span = bounds(hand, rules)
    if span is None:
        return None
    if goal.target <= span[0] or goal.target >= span[1]:
        extreme = "min" if goal.target <= span[0] else "max"
        return _beyond(hand, goal, rules, deadline, incumbent, limit, extreme, span)
    if suits(hand):
        return _met(hand, goal, rules, deadline, incumbent, limit, span)
    return _searched_closest(hand, goal, rules, deadline, incumbent, limit)


def _beyond(
    hand: Hand,
    goal: Goal,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None,
    extreme: str,
    span: tuple[Fraction, Fraction],
) -> Outcome | None:
    """The target lies at or beyond the quick bound on the side of ``extreme``, so that
    extreme is the answer; the other extreme is computed only if it may be the same value
    (then the proof is "only")."""
    target = goal.target
    found = (largest if extreme == "max" else smallest)(hand, rules, deadline)
    if found is None:
        return None
    value, layout = found
    if limit is not None and abs(value - target) >= limit:
        return None
    row = layout.symbols()
    incumbent.offer(row, value)
    if value == target:
        return Outcome(row, value, Proof("exact_hit"))
    return Outcome(
        row,
        value,
        Proof(
            "only" if _single(hand, rules, deadline, value, extreme, span) else "extreme",
            extreme=extreme,
        ),
    )


def _single(
    hand: Hand,
    rules: ExprRules,
    deadline: Deadline,
    value: Fraction,
    extreme: str,
    span: tuple[Fraction, Fraction],
) -> bool:
    """Whether ``value``, the hand's ``extreme``, is the only value it can make: surely if
    the quick bound on the other side is the same value, surely not if some quick layout
    makes another value, otherwise decided by the other extreme."""
    if span[1 if extreme == "min" else 0] == value:
        return True
    layout = any_layout(hand, rules)
    if layout is not None and layout.value() != value:
        return False
    other = (smallest if extreme == "max" else largest)(hand, rules, deadline)
    assert other is not None
    return other[0] == value


def _searched_closest(
    hand: Hand,
    goal: Goal,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None,
) -> Outcome | None:
    """The extremes, a quick exact hit, then the branch-and-bound."""
    low = smallest(hand, rules, deadline)
    if low is None:
        return None
    high = largest(hand, rules, deadline)
    assert high is not None
    target = goal.target
    if limit is not None and (target - high[0] >= limit or low[0] - target >= limit):
        return None
    for extreme, (value, layout) in (("max", high), ("min", low)):
        if (target >= value) if extreme == "max" else (target <= value):
            row = layout.symbols()
            incumbent.offer(row, value)
            if value == target:
                return Outcome(row, value, Proof("exact_hit"))
            proof = "only" if low[0] == high[0] else "extreme"
            return Outcome(row, value, Proof(proof, extreme=extreme))
    best: tuple[Fraction, Layout] | None = min(
        ((low[0], low[1]), (high[0], high[1])), key=lambda pair: abs(pair[0] - target)
    )
    splits = list(sign_splits(hand, rules))
    for positive, negative, leading_minus in splits:
        attempt = absorbed_attempt(
            hand.digits, positive, negative, hand.times, hand.divide, target, rules, deadline
        )
        if attempt is not None and abs(attempt[0] - target) < abs(best[0] - target):
            best = (attempt[0], Layout.of(attempt[1], leading_minus))
            if best[0] == target:
                row = best[1].symbols()
                incumbent.offer(row, target)
                return Outcome(row, target, Proof("exact_hit"))
    if sum(hand.digits) >= PROBED:
        for quick_hit in (product_hit, neutral_hit, plain_term_hit):
            # the target as one product beside zero terms, gadgets around a small hand,
            # or a plain number and a product
            layout = quick_hit(hand, target, rules, deadline)
            if layout is not None:
                row = layout.symbols()
                incumbent.offer(row, target)
                return Outcome(row, target, Proof("exact_hit"))
    if not hand.plus and not hand.minus and sum(hand.digits) >= PROBED:
        term = paired_hit(
            hand.digits, hand.times + 1, hand.divide, target, rules, deadline, lookups=LOOKUPS
        )
        if term is not None:  # one term worth exactly the target
            row = Layout.of((term,), False).symbols()
            incumbent.offer(row, target)
            return Outcome(row, target, Proof("exact_hit"))
    incumbent.offer(best[1].symbols(), best[0])
    if limit is not None and abs(best[0] - target) >= limit:
        best = None
    best = _searched(hand, target, rules, deadline, incumbent, limit, best, splits)
    if best is None:
        return None
    value, layout = best
    return Outcome(layout.symbols(), value, Proof("exact_hit" if value == target else "closest"))


def _met(
    hand: Hand,
    goal: Goal,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None,
    span: tuple[Fraction, Fraction],
) -> Outcome | None:
    """Small hands: value sets met in the middle (exact hits and near misses alike); the
    extreme on the answer's side is computed only to name the proof when the answer may be
    it (``span``: the quick bounds of the values)."""
    target = goal.target
    search = MeetSearch(rules, deadline)
    found = search.closest(hand, target, limit)
    if found is None:
        return None
    value, layout = found
    row = layout.symbols()
    incumbent.offer(row, value)
    if value == target:
        return Outcome(row, value, Proof("exact_hit"))
    if search.may_be_extreme(value > target):
        # the closest value lies beyond the target only if it is that extreme
        extreme = "min" if value > target else "max"
        if search.surely_beyond(value > target):  # every value on its side: it is extreme
            single = not search.several() and _single(hand, rules, deadline, value, extreme, span)
            return Outcome(row, value, Proof("only" if single else "extreme", extreme=extreme))
        found = (smallest if extreme == "min" else largest)(hand, rules, deadline)
        assert found is not None
        if found[0] == value:
            single = _single(hand, rules, deadline, value, extreme, span)
            return Outcome(row, value, Proof("only" if single else "extreme", extreme=extreme))
    return Outcome(row, value, Proof("closest"))


def _searched(
    hand: Hand,
    target: Fraction,
    rules: ExprRules,
    deadline: Deadline,
    incumbent: Incumbent,
    limit: Fraction | None,
    best: tuple[Fraction, Layout] | None,
    splits: list[tuple[int, int, bool]],
) -> tuple[Fraction, Layout] | None:
    """The branch-and-bound over terms (after probes on larger hands): the best of ``best``
    and anything strictly closer than it (or than ``limit``)."""
    floor = distance_floor(hand.digits, splits, hand.times, hand.divide, target, rules)
    if best is not None and abs(best[0] - target) <= floor:
        return best  # proven by the residues: nothing can come closer
    if best is None and limit is not None and floor >= limit:
        return None
    searches = []
    for _, _, leading_minus in splits:

        def better(value: Fraction, terms: tuple, lead: bool = leading_minus) -> None:
            incumbent.offer(Layout.of(terms, lead).symbols(), value)

        search = ClosestSearch(rules, deadline, target, better)
        search.floor = floor
        searches.append((search, leading_minus))
    key = (hand.digits, hand.times, hand.divide)
    # quick probes for an exact hit (no proof needed), then the complete searches
    for budget, work in PROBES if sum(hand.digits) >= PROBED else ():
        for (search, leading_minus), (positive, negative, _) in zip(searches, splits, strict=True):
            search.distance = limit if best is None else abs(best[0] - target)
            hit = search.probe((key[0], positive, negative, *key[1:]), budget, work)
            if search.found is not None:
                best = (search.found[0], Layout.of(search.found[1], leading_minus))
            if hit:
                return best
    for (search, leading_minus), (positive, negative, _) in zip(searches, splits, strict=True):
        search.distance = limit if best is None else abs(best[0] - target)
        search.search((key[0], positive, negative, *key[1:]))
        if search.found is not None:
            best = (search.found[0], Layout.of(search.found[1], leading_minus))
    return best
