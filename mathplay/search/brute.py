"""Brute force: every distinct arrangement of the cards, evaluated exactly.

This is the test oracle and the baseline of the benchmark, and it lists the values for
:func:`~mathplay.search.all_values`; the solver itself never needs it. It walks the
distinct permutations of the card multiset, pruning a row as soon as it cannot become a
valid expression (two operators in a row, a leading zero, a division by zero), and
evaluates each row incrementally with exact integer pairs.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from mathplay.expr import DIGITS, DIVIDE, MINUS, OPERATORS, PLUS, TIMES, ExprRules
from mathplay.search.hand import Goal, Hand

__all__ = ["best_by_brute_force", "for_each_arrangement"]

SYMBOLS: tuple[str, ...] = (*DIGITS, *OPERATORS)
Visit = Callable[[tuple[str, ...], Fraction], None]


def for_each_arrangement(hand: Hand, rules: ExprRules, visit: Visit) -> None:
    """Call ``visit(row, value)`` for every distinct valid row of the hand's cards.

    The hand must have no Y cards (substitute them first).
    """
    left = [*hand.digits, hand.plus, hand.minus, hand.times, hand.divide]
    size = sum(left)
    if size:
        _Walk(rules, left, size, [], visit).start()


class _Walk:
    """The depth-first walk; one object so the recursion passes only the changing numbers."""

    def __init__(
        self, rules: ExprRules, left: list[int], size: int, row: list[str], visit: Visit
    ) -> None:
        self.rules = rules
        self.left = left
        self.size = size
        self.row = row
        self.visit = visit

    def start(self) -> None:
        """The row begins with a number, or with a minus card when unary minus is allowed."""
        self.number(0, 1, 1, 1, 1, None)
        if self.rules.unary_minus and self.left[11]:
            self.left[11] -= 1
            self.row.append(MINUS)
            self.number(0, 1, -1, 1, 1, None)
            self.row.pop()
            self.left[11] += 1

    def number(
        self,
        total_top: int,
        total_bottom: int,
        sign: int,
        term_top: int,
        term_bottom: int,
        op: str | None,
    ) -> None:
        """A number comes next; ``op`` joins it to the term (``None``: first of the term)."""
        left, row = self.left, self.row
        for digit in range(10):
            if left[digit]:
                left[digit] -= 1
                row.append(DIGITS[digit])
                self.digits(total_top, total_bottom, sign, term_top, term_bottom, op, digit, 1)
                row.pop()
                left[digit] += 1

    def digits(
        self,
        total_top: int,
        total_bottom: int,
        sign: int,
        term_top: int,
        term_bottom: int,
        op: str | None,
        value: int,
        length: int,
    ) -> None:
        """A number is being read: more digits may follow, or an operator, or the end."""
        left, row, rules = self.left, self.row, self.rules
        can_grow = rules.concatenate and (rules.leading_zero or row[-length] != "0")
        if can_grow:
            for digit in range(10):
                if left[digit]:
                    left[digit] -= 1
                    row.append(DIGITS[digit])
                    self.digits(
                        total_top,
                        total_bottom,
                        sign,
                        term_top,
                        term_bottom,
                        op,
                        value * 10 + digit,
                        length + 1,
                    )
                    row.pop()
                    left[digit] += 1
        if op == DIVIDE and value == 0:
            return
        if op == DIVIDE:
            term_bottom *= value
        else:
            term_top *= value
        if len(row) == self.size:
            top = total_top * term_bottom + sign * term_top * total_bottom
            self.visit(tuple(row), Fraction(top, total_bottom * term_bottom))
            return
        for index, symbol in enumerate(OPERATORS):
            if not left[10 + index]:
                continue
            left[10 + index] -= 1
            row.append(symbol)
            if symbol in (TIMES, DIVIDE):
                self.number(total_top, total_bottom, sign, term_top, term_bottom, symbol)
            else:
                top = total_top * term_bottom + sign * term_top * total_bottom
                bottom = total_bottom * term_bottom
                self.number(top, bottom, 1 if symbol == PLUS else -1, 1, 1, None)
            row.pop()
            left[10 + index] += 1


def best_by_brute_force(
    hand: Hand, goal: Goal, rules: ExprRules
) -> tuple[tuple[str, ...], Fraction] | None:
    """The first best row (in the walk's order) and its value, or ``None`` if none is valid."""
    best: list[tuple[Fraction, tuple[str, ...], Fraction]] = []

    def visit(row: tuple[str, ...], value: Fraction) -> None:
        key = goal.key(value)
        if not best or key < best[0][0]:
            best[:] = [(key, row, value)]

    for_each_arrangement(hand, rules, visit)
    return (best[0][1], best[0][2]) if best else None
