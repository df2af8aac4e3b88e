"""Exact evaluation with ``fractions.Fraction``; the lessons' equations decided by SymPy."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from mathplay.errors import ExpressionError, shown
from mathplay.expr.cards import DIVIDE, split_cards
from mathplay.expr.parser import (
    ExprRules,
    parse,
    parse_cards,
    parse_tokens,
    split_equation,
    tokenize,
)
from mathplay.expr.tree import Expr, Sum, Term, sum_value

__all__ = ["equation_holds", "evaluate", "parse_equation", "sides_equal"]


def evaluate(expression: str | Expr, rules: ExprRules = ExprRules()) -> Fraction:
    """The exact value of an expression (text or tree): school precedence, left to right.

    Division by zero raises :class:`ExpressionError` (``expr.division_by_zero``) with a
    caret under the zero divisor, never a bare ``ZeroDivisionError``.
    """
    expr = parse(expression, rules) if isinstance(expression, str) else expression
    if not isinstance(expr, Expr):
        raise ExpressionError("expr.not_text", text=shown(expression), kind=type(expr).__name__)
    try:
        return sum_value(expr)
    except ZeroDivisionError:
        raise _division_by_zero(expr, expression if isinstance(expression, str) else None) from None


def _division_by_zero(expr: Expr, text: str | None) -> ExpressionError:
    """The error for the first zero divisor, pointing at it in the text."""
    if text is None:  # a tree built by hand: point into its canonical text
        text = str(expr)
        expr = parse(text, ExprRules(leading_zero=True, unary_minus=True, max_length=10**9))
    terms = expr.terms() if isinstance(expr, Sum) else (expr,)
    for term in terms:
        if isinstance(term, Term):
            for op, number in term.rest:
                if op == DIVIDE and number.number == 0:
                    return ExpressionError("expr.division_by_zero", text=text, span=number.span)
    return ExpressionError("expr.division_by_zero", text=text)  # pragma: no cover


def parse_equation(text: str, rules: ExprRules = ExprRules()) -> list[Expr]:
    """The sides of an equation such as ``"8-3÷3=7"`` (two or more sides)."""
    tokens = tokenize(text, rules)
    sides = split_equation(tokens)
    if len(sides) < 2:
        raise ExpressionError("expr.no_equals", text=text, span=(0, len(text)))
    equals = [t for t in tokens if t.symbol == "="]
    out = []
    for index, side in enumerate(sides):
        if side:
            where = (side[0].start, side[-1].end)
        else:  # point at the "=" next to the empty side
            sign = equals[index - 1] if index > 0 else equals[0]
            where = (sign.start, sign.end)
        out.append(parse_tokens(side, text, rules, where))
    return out


def equation_holds(text: str, rules: ExprRules = ExprRules()) -> bool:
    """Whether every side of the equation has the same value, decided by SymPy.

    A side that is not a valid expression, or that divides by zero, raises
    :class:`ExpressionError` with a caret under the fault.
    """
    from mathplay.expr.sympy_bridge import to_sympy

    sides = parse_equation(text, rules)
    for side in sides:
        try:
            sum_value(side)
        except ZeroDivisionError:
            raise _division_by_zero(side, text) from None
    values = [to_sympy(side) for side in sides]
    return all(bool(value == values[0]) for value in values[1:])


def sides_equal(
    left: str | Iterable[str], right: str | Iterable[str], rules: ExprRules = ExprRules()
) -> bool:
    """Whether two rows of cards are both valid expressions of the same value.

    The games' completion check: an empty, malformed or dividing-by-zero side gives
    ``False`` (never an error). The verdict is that of the exact values (``Fraction``), which
    SymPy's always agrees with (a property test): a board never loads SymPy to play.
    """
    try:
        values = [sum_value(parse_cards(split_cards(side), rules)) for side in (left, right)]
    except (ExpressionError, ZeroDivisionError):
        return False
    return values[0] == values[1]
