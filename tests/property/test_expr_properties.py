"""Property tests of mathplay.expr: round trips, agreement with SymPy, only clear errors."""

import contextlib
from fractions import Fraction

import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate, parse, parse_cards, sides_equal, to_sympy

numbers = st.one_of(st.just("0"), st.from_regex(r"[1-9][0-9]{0,3}", fullmatch=True))
operators = st.sampled_from(["+", "-", "*", "/", "×", "÷", "−", ":"])


@st.composite
def expressions(draw, max_numbers: int = 8) -> str:
    """Valid expression text: numbers and operators alternating, random spacing."""
    count = draw(st.integers(1, max_numbers))
    parts = [draw(numbers)]
    for _ in range(count - 1):
        parts += [draw(operators), draw(numbers)]
    spaces = draw(
        st.lists(st.sampled_from(["", " ", "  "]), min_size=len(parts), max_size=len(parts))
    )
    return "".join(space + part for space, part in zip(spaces, parts, strict=True))


@settings(max_examples=300)
@given(expressions())
def test_canonical_text_round_trips(text):
    expr = parse(text)
    assert parse(str(expr)) == expr
    assert str(parse(str(expr))) == str(expr)
    assert parse_cards(expr.cards()) == expr


@settings(max_examples=300, deadline=None)
@given(expressions())
def test_evaluate_agrees_with_sympy(text):
    expr = parse(text)
    try:
        value = evaluate(expr)
    except ExpressionError as err:
        assert err.message_id == "expr.division_by_zero"
        assert any(op == "÷" and n.number == 0 for op, n in _divisions(expr))
        return
    exact = to_sympy(expr)
    assert exact == sympy.Rational(value.numerator, value.denominator)
    assert to_sympy(expr, evaluate=False).doit() == exact
    assert isinstance(value, Fraction)


@settings(max_examples=300, deadline=None)
@given(expressions(max_numbers=4), expressions(max_numbers=4))
def test_sides_equal_gives_sympys_verdict_without_sympy(left, right):
    """The games decide an equation on exact values (a board never loads SymPy): the same
    verdict as SymPy's, and False for a side that cannot be read or divides by zero."""
    cards = [parse(side).cards() for side in (left, right)]
    try:
        values = [to_sympy(parse(side)) for side in (left, right)]
    except ExpressionError:
        assert not sides_equal(*cards)
        return
    assert sides_equal(*cards) == bool(values[0] == values[1])
    assert sides_equal(cards[0], cards[0])


def _divisions(expr):
    tokens = expr.tokens()
    return [(tokens[i], tokens[i + 1]) for i in range(1, len(tokens) - 1, 2)]


@settings(max_examples=500)
@given(st.text(alphabet=st.sampled_from(list("0123456789+-−*/×÷:=xY ()a.１＋ー")), max_size=30))
def test_random_text_raises_only_expression_errors(text):
    for rules in (ExprRules(), ExprRules(concatenate=False, unary_minus=True)):
        try:
            value = evaluate(text, rules)
        except ExpressionError as err:
            assert str(err)  # always a readable message
            continue
        assert isinstance(value, Fraction)


@settings(max_examples=200)
@given(st.text(max_size=40))
def test_any_unicode_raises_only_expression_errors(text):
    with contextlib.suppress(ExpressionError):
        parse(text)
