"""The SymPy bridge builds objects from the tree and agrees with Fraction evaluation."""

from fractions import Fraction

import sympy
from hypothesis import given
from hypothesis import strategies as st

from mathplay.expr import ExprRules, evaluate, parse, to_sympy, value_latex


def test_evaluated_is_exact_rational():
    value = to_sympy(parse("7÷2"))
    assert value == sympy.Rational(7, 2)
    assert isinstance(value, sympy.Rational)


def test_unevaluated_keeps_the_cards_and_evaluates_to_the_same():
    expr = parse("12+3×4−6÷4")
    shown = to_sympy(expr, evaluate=False)
    assert shown.doit() == sympy.Rational(evaluate(expr).numerator, evaluate(expr).denominator)
    assert shown.has(sympy.Integer(12))


def test_leading_minus():
    expr = parse("-2×3+1", ExprRules(unary_minus=True))
    assert to_sympy(expr) == -5
    assert to_sympy(expr, evaluate=False).doit() == -5


@given(st.fractions(max_denominator=10**6))
def test_a_value_is_drawn_as_sympy_draws_it_without_sympy(value: Fraction):
    rational = sympy.Rational(value.numerator, value.denominator)
    assert value_latex(value) == sympy.latex(rational)
