"""Equations as text, their values, and the rules page's worked examples."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, parse_cards
from mathplay.expr.tree import sum_value
from mathplay.games.equations import Equation, Rules, Side, side_value

CARDS = "0123456789+−×÷"


def test_the_seed_example_holds_seven_cards_and_scores_four():
    equation = Equation.from_text("8 − 3 ÷ 3 = 7")
    assert equation.left == ("8", "−", "3", "÷", "3")
    assert equation.right == ("7",)
    assert equation.card_count == 7
    assert equation.is_complete()
    assert equation.score() == 4


@pytest.mark.parametrize(
    ("text", "complete", "score"),
    [
        ("3 = 3", True, 0),  # the minimum: no points
        ("5 = 5", True, 0),
        ("25 = 25", True, 2),  # two-digit numbers: points without arithmetic
        ("57 = 57", True, 2),
        ("7 ÷ 2 × 2 = 7", True, 4),  # exact arithmetic
        ("6 ÷ 2 = 3 ÷", False, 3),  # a side ending in ÷ does not complete
        ("6 = 6 ÷", False, 1),
        ("2 + 3 × 4 = 14", True, 5),  # × before +
        ("2 + 3 × 4 = 20", False, 5),
        ("8 ÷ 0 = 8 ÷ 0", False, 4),  # division by zero: not a valid side
        ("07 = 7", False, 1),  # no leading zero
        ("0 = 0", True, 0),
        ("− 3 = 0 − 3", False, 3),  # no unary minus
        ("8 =", False, -1),
        ("=", False, -2),
    ],
)
def test_when_an_equation_is_complete(text, complete, score):
    equation = Equation.from_text(text)
    assert equation.is_complete() is complete
    assert equation.score() == score


def test_options_change_what_completes():
    assert Equation.from_text("07 = 7").is_complete(Rules(leading_zero=True))
    assert Equation.from_text("− 3 = 0 − 3").is_complete(Rules(unary_minus=True))
    assert Equation.from_text("25 = 25").score(Rules(penalty=4)) == 1


def test_text_round_trip_and_typed_symbols():
    equation = Equation.from_text("12 + 3 * 4 = 48 / 2")
    assert equation.to_text() == "12 + 3 × 4 = 48 ÷ 2"
    assert Equation.from_text(equation.to_text()) == equation
    assert Equation.from_text("8 =").to_text() == "8 ="
    assert Equation.from_text("= 7").to_text() == "= 7"
    assert Equation.from_text(" = ").to_text() == "="
    assert str(Equation.from_text("１２＝１２")) == "12 = 12"


@pytest.mark.parametrize(
    ("text", "message_id"),
    [
        ("8 = 7 = 1", "equations.one_equals"),
        ("87", "equations.one_equals"),
        ("Y = 3", "equations.not_a_card"),
    ],
)
def test_bad_text(text, message_id):
    with pytest.raises(ExpressionError) as info:
        Equation.from_text(text)
    assert info.value.message_id == message_id


def test_values_of_the_sides():
    equation = Equation.from_text("7 ÷ 2 = 1 +")
    assert equation.value(Side.LEFT) == Fraction(7, 2)
    assert equation.value("right") is None
    assert equation.size == 5


def test_insertion_counts_table_cards():
    equation = Equation.from_text("8 =")
    done = equation.inserted([("−", "left", 1), ("3", "left", 1), ("7", "right", 0)])
    assert done.to_text() == "8 − 3 = 7"
    before = Equation.from_text("35 = 5")
    assert before.inserted([("+", "left", 1)]).to_text() == "3 + 5 = 5"


def test_latex():
    assert Equation.from_text("8 − 3 ÷ 3 = 7")._repr_latex_() == r"$8 - 3 \div 3 = 7$"


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(CARDS), max_size=9),
    st.booleans(),
    st.booleans(),
)
def test_side_value_agrees_with_mathplay_expr(cards, leading_zero, unary_minus):
    rules = ExprRules(leading_zero=leading_zero, unary_minus=unary_minus)
    try:
        expected = sum_value(parse_cards(cards, rules))
    except (ExpressionError, ZeroDivisionError):
        expected = None
    found = side_value(cards, leading_zero, unary_minus)
    assert (None if found is None else Fraction(*found)) == expected


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(CARDS), max_size=6), st.lists(st.sampled_from(CARDS), max_size=6))
def test_text_round_trip(left, right):
    equation = Equation(tuple(left), tuple(right))
    assert Equation.from_text(equation.to_text()) == equation
