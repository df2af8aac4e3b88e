"""Property tests of mathplay.expr: round trips, agreement with SymPy, only clear errors."""

import contextlib
from fractions import Fraction

import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate, parse, parse_cards, sides_equal, to_sympy
from mathplay.games.equations import Equation, Rules

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
    assert to_sympy(expr) == sympy.Rational(value.numerator, value.denominator)
    assert isinstance(value, Fraction)


cards = st.lists(st.sampled_from([*"0123456789", "+", "−", "×", "÷"]), max_size=7)


@settings(max_examples=200, deadline=None)
@given(cards, cards, st.booleans())
def test_the_games_exact_completion_agrees_with_sympy(left, right, balanced):
    """Equations' fast exact check (integer pairs, :meth:`Equation.is_complete`) gives
    SymPy's verdict (:func:`sides_equal`) on any two rows of cards; ``balanced`` makes the
    right side the left's whole value, so that true equations come up often."""
    rules = Rules(leading_zero=True)
    if balanced:
        with contextlib.suppress(ExpressionError):
            value = evaluate(parse_cards(left, rules.expr_rules()))
            if value.denominator == 1 and value >= 0:
                right = list(str(value.numerator))
    complete = Equation(tuple(left), tuple(right)).is_complete(rules)
    assert complete is sides_equal(left, right, rules.expr_rules())


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
