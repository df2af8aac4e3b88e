"""SymPy objects built from the tree, never from text (no ``sympify``); the LaTeX of a tree
is :func:`mathplay.expr.tree.to_latex`.

SymPy is imported inside the functions, so ``import mathplay`` stays fast.
"""

from __future__ import annotations

from typing import Any

from mathplay.errors import ExpressionError
from mathplay.expr.cards import PLUS, TIMES
from mathplay.expr.tree import Expr, Number, Sum, Term, zero_divisor

__all__ = ["to_sympy"]


def to_sympy(expr: Expr, *, evaluate: bool = True) -> Any:
    """The SymPy value (``evaluate=True``) or an unevaluated SymPy tree for display.

    Unevaluated: ``Add``/``Mul``/``Pow`` with ``evaluate=False``, in the cards' order.
    Evaluated: that tree worked out by SymPy (``doit``), an exact ``sympy.Rational``; a zero
    divisor raises :class:`ExpressionError`.
    """
    import sympy

    if evaluate:
        if zero_divisor(expr) is not None:
            raise ExpressionError("expr.division_by_zero", text=str(expr))
        return to_sympy(expr, evaluate=False).doit()

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
