"""Known answers for the parser and evaluator: precedence, numbers, input forms."""

from fractions import Fraction

import pytest

from mathplay.expr import (
    ExprRules,
    Number,
    Sum,
    Term,
    evaluate,
    parse,
    parse_cards,
    to_latex,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2+3×4", 14),
        ("8−3÷3", 7),
        ("7÷2×2", 7),
        ("10−2−3", 5),
        ("12÷3÷2", 2),
        ("7÷2", Fraction(7, 2)),
        ("1+2×3−4÷2", 5),
        ("25", 25),
        ("0", 0),
        ("100÷8", Fraction(25, 2)),
        ("3−5", -2),
        ("2×3+4×5", 26),
        ("9−3−3×2+1", 1),
    ],
)
def test_school_precedence(text, value):
    assert evaluate(text) == value
    assert isinstance(evaluate(text), Fraction)


@pytest.mark.parametrize(
    "text",
    ["12+3×4", "12 + 3 * 4", "12+3x4", "１２＋３×４", "12 ＋ 3 ＊ 4", "1 2 + 3 × 4"],
)
def test_ways_of_typing_the_same_expression(text):
    expr = parse(text)
    assert str(expr) == "12 + 3 × 4"
    assert evaluate(expr) == 24


@pytest.mark.parametrize("text", ["8 − 3 ÷ 3", "8-3/3", "8–3:3", "８－３／３", "８ー３÷３"])
def test_minus_and_divide_forms(text):
    assert str(parse(text)) == "8 − 3 ÷ 3"
    assert evaluate(text) == 7


def test_colon_is_division():
    assert evaluate("7:2") == Fraction(7, 2)


def test_tree_shape_is_sum_of_terms():
    expr = parse("12+3×4−6÷2")
    assert isinstance(expr, Sum)
    assert expr.first == Number("12")
    (op1, t1), (op2, t2) = expr.rest
    assert (op1, op2) == ("+", "−")
    assert t1 == Term(Number("3"), (("×", Number("4")),))
    assert t2 == Term(Number("6"), (("÷", Number("2")),))


def test_smallest_node_is_built():
    assert parse("25") == Number("25")
    assert isinstance(parse("2×5"), Term)


def test_spans_point_into_the_text():
    expr = parse("12 + 345")
    assert isinstance(expr, Sum)
    assert expr.first.span == (0, 2)
    assert expr.rest[0][1].span == (5, 8)


def test_cards_of_an_expression():
    assert parse("12+3×4").cards() == ("1", "2", "+", "3", "×", "4")


def test_parse_cards_from_list_and_string():
    assert parse_cards(["1", "2", "+", "3"]) == parse("12+3")
    assert parse_cards("9 8 + 1 × 7") == parse("98+1×7")
    assert evaluate(parse_cards(["8", "-", "3", "/", "3"])) == 7


def test_no_concatenation_rule():
    rules = ExprRules(concatenate=False)
    assert evaluate(parse("1+2", rules)) == 3


def test_leading_zero_allowed_by_option():
    rules = ExprRules(leading_zero=True)
    expr = parse("07+1", rules)
    assert str(expr) == "07 + 1"
    assert evaluate(expr) == 8


def test_unary_minus_option():
    rules = ExprRules(unary_minus=True)
    expr = parse("-3×4+2", rules)
    assert isinstance(expr, Sum) and expr.negative
    assert evaluate(expr) == -10
    assert str(expr) == "−3 × 4 + 2"
    assert parse(str(expr), rules) == expr


def test_latex_is_school_notation():
    assert to_latex(parse("8-3÷3")) == r"8 - 3 \div 3"
    assert to_latex(parse("12+3*4")) == r"12 + 3 \times 4"
    assert to_latex(parse("-3+4", ExprRules(unary_minus=True))) == "-3 + 4"
    assert parse("2×5")._repr_latex_() == r"$2 \times 5$"


def test_tree_nodes_are_frozen_and_hashable():
    expr = parse("1+2×3")
    assert hash(expr) == hash(parse("1 + 2 * 3"))
    with pytest.raises(AttributeError):
        expr.first = Number("5")  # type: ignore[misc]


def test_long_expression_is_fast_and_flat():
    text = "+".join(["9×8"] * 250)
    assert evaluate(text) == 72 * 250
