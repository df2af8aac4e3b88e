"""SymPy objects and LaTeX built from the tree, never from text (no ``sympify``).

SymPy is imported inside the functions, so ``import mathplay`` stays fast.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from mathplay.errors import ExpressionError
from mathplay.expr.cards import DIVIDE, MINUS, PLUS, TIMES
from mathplay.expr.tree import Expr, Number, Sum, Term

__all__ = ["to_latex", "to_sympy", "value_latex"]

_LATEX_OPS = {PLUS: "+", MINUS: "-", TIMES: r"\times", DIVIDE: r"\div"}


def to_sympy(expr: Expr, *, evaluate: bool = True) -> Any:
    """The SymPy value (``evaluate=True``) or an unevaluated SymPy tree for display.

    Evaluated: an exact ``sympy.Rational``; a zero divisor raises :class:`ExpressionError`.
    Unevaluated: ``Add``/``Mul``/``Pow`` with ``evaluate=False``, in the cards' order.
    """
    import sympy

    if evaluate:
        return _evaluated(expr, sympy)

    def term(node: Term | Number) -> Any:
        if isinstance(node, Number):
            return sympy.Integer(node.number)
        factors = [sympy.Integer(node.first.number)]
        for op, number in node.rest:
            value = sympy.Integer(number.number)
            factors.append(value if op == TIMES else sympy.Pow(value, -1, evaluate=False))
        return sympy.Mul(*factors, evaluate=False)

    if not isinstance(expr, Sum):
        return term(expr)  # type: ignore[arg-type]
    first = term(expr.first)
    parts = [sympy.Mul(-1, first, evaluate=False) if expr.negative else first]
    for op, node in expr.rest:
        value = term(node)
        parts.append(value if op == PLUS else sympy.Mul(-1, value, evaluate=False))
    return sympy.Add(*parts, evaluate=False)


def _evaluated(expr: Expr, sympy: Any) -> Any:
    def term(node: Term | Number) -> Any:
        if isinstance(node, Number):
            return sympy.Integer(node.number)
        value = sympy.Integer(node.first.number)
        for op, number in node.rest:
            factor = sympy.Integer(number.number)
            if op == DIVIDE and factor == 0:
                text = str(expr)
                raise ExpressionError("expr.division_by_zero", text=text)
            value = value * factor if op == TIMES else value / factor
        return value

    if not isinstance(expr, Sum):
        return term(expr)  # type: ignore[arg-type]
    total = -term(expr.first) if expr.negative else term(expr.first)
    for op, node in expr.rest:
        total = total + term(node) if op == PLUS else total - term(node)
    return total


def to_latex(expr: Expr) -> str:
    r"""School notation, in the cards' order: ``8 - 3 \div 3``, ``12 + 3 \times 4``."""
    parts: list[str] = []
    tokens = expr.tokens()
    for index, token in enumerate(tokens):
        if isinstance(token, Number):
            parts.append(token.digits)
        elif index == 0:
            parts.append("-")
        else:
            parts.append(_LATEX_OPS[token])
    text = " ".join(parts)
    return text.replace("- ", "-", 1) if tokens and tokens[0] == MINUS else text


def value_latex(value: Fraction) -> str:
    r"""An exact value in LaTeX as SymPy writes it, without SymPy (a board never loads it):
    ``7``, ``\frac{7}{3}``, ``- \frac{7}{3}``."""
    if value.denominator == 1:
        return str(value.numerator)
    fraction = rf"\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"
    return f"- {fraction}" if value < 0 else fraction
