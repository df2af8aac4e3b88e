"""Brute force: the reference the move finder is tested (and benchmarked) against.

It lists every row each side can become (every sub-multiset of the hand inserted at every
place), reads each with :mod:`mathplay.expr` (``Fraction`` arithmetic, nothing shared with
the finder), and pairs the rows of equal value whose cards fit in the hand together. The
work grows like the number of rows: fine for 5 or 6 cards, hopeless for 10.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction

from mathplay.errors import ExpressionError
from mathplay.expr import parse_cards
from mathplay.expr.tree import sum_value
from mathplay.games.equations.cards import read_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.rules import Rules

__all__ = ["brute_force_completions"]

Used = tuple[tuple[str, int], ...]


def brute_force_completions(
    equation: Equation | str, hand: str | Iterable[str], rules: Rules = Rules()
) -> dict[str, int]:
    """Every completion of ``equation`` from ``hand``: finished equation text → score."""
    if isinstance(equation, str):
        equation = Equation.from_text(equation)
    cards = Counter(read_cards(hand))
    sides = [_rows_by_value(row, cards, rules) for row in (equation.left, equation.right)]
    found: dict[str, int] = {}
    for (value, used_left), left_rows in sides[0].items():
        for (other, used_right), right_rows in sides[1].items():
            if other != value or not (used_left or used_right):
                continue
            if not Counter(dict(used_left)) + Counter(dict(used_right)) <= cards:
                continue
            for left in left_rows:
                for right in right_rows:
                    done = Equation(left, right)
                    found[done.to_text()] = done.score(rules)
    return found


def _rows_by_value(
    table: tuple[str, ...], hand: Counter[str], rules: Rules
) -> dict[tuple[Fraction, Used], list[tuple[str, ...]]]:
    """Every well-formed row of the side, by (value, hand cards used)."""
    rows: dict[tuple[Fraction, Used], list[tuple[str, ...]]] = {}
    expr_rules = rules.expr_rules()
    for row, used in _all_rows(table, hand):
        try:
            value = sum_value(parse_cards(row, expr_rules))
        except (ExpressionError, ZeroDivisionError):
            continue
        rows.setdefault((value, used), []).append(row)
    return rows


def _all_rows(table: tuple[str, ...], hand: Counter[str]) -> set[tuple[tuple[str, ...], Used]]:
    """Every distinct row: the table cards in order with any hand cards inserted."""
    found: set[tuple[tuple[str, ...], Used]] = set()

    def grow(j: int, row: tuple[str, ...], left: Counter[str]) -> None:
        if j == len(table):
            found.add((row, tuple(sorted((hand - left).items()))))
        else:
            grow(j + 1, (*row, table[j]), left)
        for card in [c for c, n in left.items() if n]:
            left[card] -= 1
            grow(j, (*row, card), left)
            left[card] += 1

    grow(0, (), Counter(hand))
    return found
