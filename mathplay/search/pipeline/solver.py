"""``best_expression``: the exact best arrangement of a hand of cards for a goal."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

from mathplay.deadline import Deadline, OutOfTime
from mathplay.errors import MathplayError
from mathplay.expr import ExprRules
from mathplay.search.model.hand import (
    Goal,
    Hand,
    read_goal,
    read_hand,
    read_rules,
    read_time_limit,
    read_wildcard_values,
)
from mathplay.search.model.layout import any_layout
from mathplay.search.model.solution import Proof, Solution, row_text
from mathplay.search.pipeline.context import SearchContext
from mathplay.search.pipeline.options import SearchOptions
from mathplay.search.pipeline.stages import solve
from mathplay.search.pipeline.wildcards import Choices, hope

__all__ = ["DEFAULT_TIME_LIMIT", "best_expression"]

QUICK_CHOICES = 200  # choices for the Y cards tried for a quick exact hit first, at most
DEFAULT_TIME_LIMIT = 10.0
"""Seconds a search may take unless told otherwise (``time_limit=None``: no limit): what a
pupil waits at most. Every Memory Max finale of ``bench/search.py`` is proven in well under
a second; a hand of 80 or more cards with a fractional target may not be in minutes."""


def best_expression(
    cards: Any,
    goal: Any = "max",
    *,
    rules: ExprRules = ExprRules(),
    wildcard_values: Any = None,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    options: SearchOptions | None = None,
) -> Solution | None:
    """The best expression using every card exactly once, or ``None`` if there is none.

    ``cards``: a card string (``"98+1×7"``, ``"9 8 + 1 × 7 Y"``) or a sequence of cards.
    ``goal``: ``"max"``, ``"min"``, ``"zero"`` (closest to 0), a number or
    ``("target", n)`` (closest to it). ``wildcard_values``: what a Y card may become (all
    digits and operators by default). ``time_limit``: seconds (:data:`DEFAULT_TIME_LIMIT`
    unless given; ``None``: no limit, the answer is always proven best); a search that
    runs out of time returns the best expression found so far with ``proven_optimal=False``
    and a ``bound`` on what any expression could reach. ``options``: which shortcuts to try
    (:class:`~mathplay.search.SearchOptions`; the answer does not depend on them). Ties
    are broken deterministically.

    >>> best_expression("98+1×7").expression
    '9 × 87 + 1'
    """
    hand = read_hand(cards)
    target = read_goal(goal)
    rules = read_rules(rules)
    choices = read_wildcard_values(wildcard_values) if hand.wildcards else ()
    deadline = Deadline(read_time_limit(time_limit))
    if options is None:
        options = SearchOptions()
    elif not isinstance(options, SearchOptions):
        raise MathplayError("search.options_type", kind=type(options).__name__)
    context = SearchContext(target, rules, options, deadline)
    incumbent = context.incumbent
    walk = _Walk(context, hand, choices)
    try:
        best = walk.best()
    except OutOfTime:
        if incumbent.key is None:  # nothing found yet: any valid expression will do
            _any_expression(hand, rules, choices, context)
        if incumbent.key is None:
            return None
        return _solution(
            hand.cards,
            target,
            incumbent.row,
            incumbent.value,
            incumbent.wildcards,
            Proof("not_proven"),
            bound=walk.bound(),
        )
    if best is None:
        return None
    outcome, substitution = best
    return _solution(hand.cards, target, outcome.row, outcome.value, substitution, outcome.proof)


class _Walk:
    """The search over the hands the Y cards can become (just the hand without them)."""

    def __init__(self, context: SearchContext, hand: Hand, symbols: tuple[str, ...]) -> None:
        self.context = context
        self.hand = hand
        self.symbols = symbols
        self.choices: Choices | None = None
        self.hope: Fraction | None = None  # of the hand being solved

    def best(self) -> tuple | None:
        """The best outcome and the choice for the Y cards that makes it. For a target, a
        first pass looks only for a quick exact hit among the choices that may make it (an
        exact hit ends the search); then each choice is solved in turn, best hope first,
        until no choice left can do better."""
        context, goal = self.context, self.context.goal
        incumbent = context.incumbent
        if not self.hand.wildcards:
            return _found(solve(context, self.hand), ())
        self.choices = Choices(self.hand, self.symbols, goal, context.bounds, context.deadline)
        if goal.kind not in ("max", "min"):
            for tried, (key, substitution, concrete) in enumerate(self.choices.copy()):
                if key or tried >= QUICK_CHOICES:
                    break
                incumbent.current_wildcards = substitution
                outcome = solve(context, concrete, exact_only=True)
                if outcome is not None:
                    return outcome, substitution
        best = None
        for key, substitution, concrete in self.choices:
            if best is not None and key >= goal.key(best[0].value):
                break  # no remaining choice for the Y cards can do better
            self.hope = key
            incumbent.current_wildcards = substitution
            limit = None if best is None else goal.key(best[0].value)
            outcome = solve(context, concrete, limit)
            if outcome is not None and (
                best is None or goal.key(outcome.value) < goal.key(best[0].value)
            ):
                best = (outcome, substitution)
        return best

    def bound(self) -> Fraction | None:
        """What no expression can beat, after the time ran out: an upper bound on the value
        for max, a lower bound for min, a lower bound on the distance otherwise."""
        goal = self.context.goal
        if not self.hand.wildcards:
            self.hope = hope(goal, self.context.bounds(self.hand))
        elif self.choices is None:  # stopped before the choices were bounded
            return None
        frontier = None if self.choices is None else self.choices.best_hope()
        keys = [self.hope, frontier, self.context.incumbent.key]
        keys = [key for key in keys if key is not None]
        if not keys:
            return None
        best = min(keys)
        return -best if goal.kind == "max" else best


def _found(outcome, substitution) -> tuple | None:
    return None if outcome is None else (outcome, substitution)


def _any_expression(hand: Hand, rules: ExprRules, choices, context: SearchContext) -> None:
    """Offer some valid expression (no search) for the first choice of Y cards that has one."""
    for substitution in combinations_with_replacement(choices, hand.wildcards):
        layout = any_layout(hand.with_wildcards(substitution), rules)
        if layout is not None:
            context.incumbent.current_wildcards = substitution
            context.incumbent.offer(layout.symbols(), layout.value())
            return


def _solution(
    cards, goal: Goal, row, value, wildcards, proof: Proof, bound: Fraction | None = None
) -> Solution:
    text = row_text(row)
    proven = proof.kind != "not_proven"
    if proven:
        bound = value if goal.kind in ("max", "min") else goal.key(value)
    return Solution(
        expression=text,
        value=value,
        cards=cards,
        goal=goal.public,
        proven_optimal=proven,
        bound=bound,
        row=row,
        wildcards=wildcards,
        proof=proof,
    )
