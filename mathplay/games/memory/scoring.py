"""The end of Memory Max: best expressions, checking a player's own, and the ranking.

The best expression of a hand comes from :func:`mathplay.search.best_expression` (imported
when first needed); a player's own expression is checked here exactly: it must use exactly
their cards, each Y written as the one digit or operator it stands for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove
from mathplay.expr import WILDCARD, evaluate, parse
from mathplay.games.memory.rules import Rules, goal_distance

if TYPE_CHECKING:
    from mathplay.search import Solution

__all__ = ["ExpressionCheck", "Standing", "best_for", "rank", "read_expression"]


@dataclass(frozen=True, slots=True)
class ExpressionCheck:
    """A player's own expression, checked: its canonical text, exact value, and the best."""

    expression: str
    value: Fraction
    best: Solution | None
    is_best: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's result: the expression that counts, its value and rank (1 is the winner).

    ``expression`` is the player's declared expression if they made one, else their best;
    ``None`` (with ``value`` ``None``) when the cards form no valid expression at all, which
    ranks below every value. Players with equal results share a rank.
    """

    player: int
    name: str
    cards: tuple[str, ...]
    expression: str | None
    value: Fraction | None
    rank: int
    declared: bool
    best: Solution | None


def best_for(cards: Sequence[str], rules: Rules) -> Solution | None:
    """The best expression of all ``cards`` for the rules' goal, or ``None`` if none exists."""
    if not cards:
        return None
    # lazy: the search (a second of imports) only when the finale asks for the best
    from mathplay.search import best_expression

    return best_expression(
        tuple(cards),
        rules.goal,
        rules=rules.expr_rules(),
        wildcard_values=rules.wildcard_choices(),
    )


def read_expression(cards: Sequence[str], text: str, rules: Rules) -> tuple[str, Fraction]:
    """Check that ``text`` uses exactly ``cards`` (a Y as one card); its text and exact value.

    Raises :class:`~mathplay.errors.ExpressionError` for text that is not an expression or
    divides by zero, and :class:`~mathplay.errors.IllegalMove` for the wrong cards.
    """
    expr = parse(text, rules.expr_rules())
    written = Counter(expr.cards())
    fixed = Counter(card for card in cards if card != WILDCARD)
    wildcards = len(cards) - sum(fixed.values())
    missing = fixed - written
    if missing:
        raise IllegalMove("memory.card_missing", card=min(missing))
    extra = sorted((written - fixed).elements())
    if len(extra) > wildcards:
        raise IllegalMove("memory.card_extra", card=extra[0])
    if len(extra) < wildcards:
        raise IllegalMove("memory.wildcard_unused", count=wildcards)
    for card in extra:
        if card not in rules.wildcard_choices():
            raise IllegalMove("memory.wildcard_value", card=card)
    return str(expr), evaluate(expr, rules.expr_rules())


def rank(values: Sequence[Fraction | None], goal: Any) -> list[int]:
    """Competition ranks (1, 1, 3, ...) for the goal; ``None`` ("no expression") is last."""
    keys = [None if v is None else goal_distance(goal, v) for v in values]
    valid = sorted(k for k in keys if k is not None)
    return [
        len(valid) + 1 if key is None else 1 + sum(1 for other in valid if other < key)
        for key in keys
    ]
