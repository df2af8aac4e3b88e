"""``best_expression``: the exact best arrangement of a hand of cards for a goal."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

from mathplay.expr import ExprRules, parse_cards
from mathplay.search.engine import solve
from mathplay.search.extremes import bounds
from mathplay.search.hand import (
    Goal,
    Hand,
    read_goal,
    read_hand,
    read_rules,
    read_time_limit,
    read_wildcard_values,
)
from mathplay.search.solution import Proof, Solution
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
    '1 + 87 × 9'
    """
    hand = read_hand(cards)
    target = read_goal(goal)
    rules = read_rules(rules)
    choices = read_wildcard_values(wildcard_values) if hand.wildcards else ()
    deadline = Deadline(read_time_limit(time_limit))
    incumbent = Incumbent(target)
    best = None
    try:
        for (hope, substitution), concrete in _ranked_substitutions(hand, target, rules, choices):
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
        if incumbent.key is None:
            return None
        return _solution(
            hand.cards,
            target,
            rules,
            incumbent.row,
            incumbent.value,
            incumbent.wildcards,
            Proof("not_proven"),
            proven=False,
        )
    if best is None:
        return None
    outcome, substitution = best
    return _solution(
        hand.cards, target, rules, outcome.row, outcome.value, substitution, outcome.proof
    )


def _ranked_substitutions(hand: Hand, goal: Goal, rules: ExprRules, choices: tuple[str, ...]):
    """``((best possible key, choices for the Y cards), hand)``, most promising first.

    Without Y cards there is just the hand. With them, every multiset of choices is
    ranked by quick bounds, so that the search can stop as soon as no choice left could
    beat the best expression found.
    """
    if not hand.wildcards:
        yield (None, ()), hand
        return
    ranked = []
    for index, substitution in enumerate(combinations_with_replacement(choices, hand.wildcards)):
        concrete = hand.with_wildcards(substitution)
        span = bounds(concrete, rules)
        if span is None:
            continue
        low, high = span
        if goal.kind == "max":
            hope = -high
        elif goal.kind == "min":
            hope = low
        else:
            hope = max(Fraction(0), low - goal.target, goal.target - high)
        ranked.append((hope, index, substitution, concrete))
    ranked.sort(key=lambda item: (item[0], item[1]))
    for hope, _, substitution, concrete in ranked:
        yield (hope, substitution), concrete


def _solution(
    cards, goal: Goal, rules, row, value, wildcards, proof: Proof, proven: bool = True
) -> Solution:
    text = str(parse_cards(row, replace(rules, max_length=10**6)))
    bound = (value if goal.kind in ("max", "min") else goal.key(value)) if proven else None
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
