"""``best_expression``: the exact best arrangement of a hand of cards for a goal."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

from mathplay.expr import ExprRules
from mathplay.search.engine import solve
from mathplay.search.extremes import any_layout, bounds
from mathplay.search.hand import (
    Goal,
    Hand,
    read_goal,
    read_hand,
    read_rules,
    read_time_limit,
    read_wildcard_values,
)
from mathplay.search.solution import Proof, Solution, row_text
from mathplay.search.timing import Deadline, Incumbent, OutOfTime

__all__ = ["best_expression"]


def best_expression(
    cards: Any,
    goal: Any = "max",
    *,
    rules: ExprRules = ExprRules(),
    wildcard_values: Any = None,
    time_limit: float | None = None,
) -> Solution | None:
    """The best expression using every card exactly once, or ``None`` if there is none.

    ``cards``: a card string (``"98+1×7"``, ``"9 8 + 1 × 7 Y"``) or a sequence of cards.
    ``goal``: ``"max"``, ``"min"``, ``"zero"`` (closest to 0), a number or
    ``("target", n)`` (closest to it). ``wildcard_values``: what a Y card may become (all
    digits and operators by default). Without ``time_limit`` the answer is proven best;
    with it, a search that runs out of time returns the best expression found so far with
    ``proven_optimal=False``. Ties are broken deterministically.

    >>> best_expression("98+1×7").expression
    '9 × 87 + 1'
    """
    hand = read_hand(cards)
    target = read_goal(goal)
    rules = read_rules(rules)
    choices = read_wildcard_values(wildcard_values) if hand.wildcards else ()
    deadline = Deadline(read_time_limit(time_limit))
    incumbent = Incumbent(target)
    ranked = _ranked_substitutions(hand, target, rules, choices)
    best = None
    try:
        for hope, substitution, concrete in ranked:
            if best is not None and hope is not None and hope >= target.key(best[0].value):
                break  # no remaining choice for the Y cards can do better
            incumbent.current_wildcards = substitution
            limit = None if best is None else target.key(best[0].value)
            outcome = solve(concrete, target, rules, deadline, incumbent, limit)
            if outcome is not None and (
                best is None or target.key(outcome.value) < target.key(best[0].value)
            ):
                best = (outcome, substitution)
    except OutOfTime:
        if incumbent.key is None:  # nothing found yet: any valid expression will do
            _any_expression(hand, rules, choices, incumbent)
        if incumbent.key is None:
            return None
        return _solution(
            hand.cards,
            target,
            incumbent.row,
            incumbent.value,
            incumbent.wildcards,
            Proof("not_proven"),
            bound=_bound(ranked, target, rules),
        )
    if best is None:
        return None
    outcome, substitution = best
    return _solution(hand.cards, target, outcome.row, outcome.value, substitution, outcome.proof)


def _bound(ranked: list, goal: Goal, rules: ExprRules) -> Fraction | None:
    """What no expression can beat, from the quick bounds: an upper bound on the value for
    max, a lower bound for min, a lower bound on the distance to the target otherwise."""
    hopes = [hope for hope, _, _ in ranked]
    if hopes == [None]:  # no Y cards: the hand was not ranked
        hopes = [_hope(goal, bounds(ranked[0][2], rules))]
    hopes = [hope for hope in hopes if hope is not None]
    if not hopes:
        return None
    best = min(hopes)
    return -best if goal.kind == "max" else best


def _any_expression(hand: Hand, rules: ExprRules, choices, incumbent: Incumbent) -> None:
    """Offer some valid expression (no search) for the first choice of Y cards that has one."""
    for substitution in combinations_with_replacement(choices, hand.wildcards):
        layout = any_layout(hand.with_wildcards(substitution), rules)
        if layout is not None:
            incumbent.current_wildcards = substitution
            incumbent.offer(layout.symbols(), layout.value())
            return


def _ranked_substitutions(
    hand: Hand, goal: Goal, rules: ExprRules, choices: tuple[str, ...]
) -> list[tuple[Fraction | None, tuple[str, ...], Hand]]:
    """``(best possible key, choices for the Y cards, hand)``, most promising first.

    Without Y cards there is just the hand (and no key). With them, every multiset of
    choices is ranked by quick bounds, so that the search can stop as soon as no choice
    left could beat the best expression found.
    """
    if not hand.wildcards:
        return [(None, (), hand)]
    ranked = []
    for index, substitution in enumerate(combinations_with_replacement(choices, hand.wildcards)):
        concrete = hand.with_wildcards(substitution)
        hope = _hope(goal, bounds(concrete, rules))
        if hope is not None:
            ranked.append((hope, index, substitution, concrete))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [(hope, substitution, concrete) for hope, _, substitution, concrete in ranked]


def _hope(goal: Goal, span: tuple[Fraction, Fraction] | None) -> Fraction | None:
    """The best goal key a hand could reach, given bounds of its values."""
    if span is None:
        return None
    low, high = span
    if goal.kind == "max":
        return -high
    if goal.kind == "min":
        return low
    return max(Fraction(0), low - goal.target, goal.target - high)


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
