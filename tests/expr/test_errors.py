"""Every way a text can be wrong: its message id, its message and its caret."""

import pytest

from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import (
    ExprRules,
    equation_holds,
    evaluate,
    parse,
    parse_cards,
    sides_equal,
    split_cards,
)


def error_of(call, *args):
    with pytest.raises(ExpressionError) as info:
        call(*args)
    return info.value


@pytest.mark.parametrize(
    ("text", "message_id", "message", "caret"),
    [
        (
            "3+",
            "expr.dangling_operator",
            "The expression ends with +: a number must come after it.",
            " ^",
        ),
        (
            "+3",
            "expr.leading_operator",
            "The expression starts with +: it must start with a number.",
            "^",
        ),
        (
            "-3",
            "expr.unary_minus",
            "A minus sign cannot start the expression (no negative numbers in this game).",
            "^",
        ),
        (
            "3++4",
            "expr.two_operators",
            "Two signs in a row (+ +): put a number between them.",
            " ^^",
        ),
        (
            "3×÷4",
            "expr.two_operators",
            "Two signs in a row (× ÷): put a number between them.",
            " ^^",
        ),
        (
            "07+1",
            "expr.leading_zero",
            "The number 07 starts with 0: a number with two or more digits cannot.",
            "^^",
        ),
        (
            "5+00",
            "expr.leading_zero",
            "The number 00 starts with 0: a number with two or more digits cannot.",
            "  ^^",
        ),
        ("3÷0", "expr.division_by_zero", "Division by zero: nothing can be divided by 0.", "  ^"),
        (
            "1+8÷(2)",
            "expr.unknown_symbol",
            "Unknown symbol '(': use digits 0–9 and + − × ÷.",
            "    ^",
        ),
        (
            "3=4",
            "expr.unexpected_equals",
            "An expression has no =: use equation_holds for an equation.",
            " ^",
        ),
        ("Y+1", "expr.wildcard", "The Y card must first become a digit or a sign.", "^"),
    ],
)
def test_error_message_and_caret(text, message_id, message, caret):
    err = error_of(evaluate, text)
    assert err.message_id == message_id
    assert str(err) == f"{message}\n  {text}\n  {caret}"


def test_empty_expression():
    for text in ["", "   "]:
        err = error_of(parse, text)
        assert err.message_id == "expr.empty"
        assert err.localized("en").startswith("The expression is empty")


def test_too_long():
    err = error_of(parse, "1+" * 500 + "1")
    assert err.message_id == "expr.too_long"
    assert err.params == {"length": 1001, "limit": 1000}
    assert "too long (1001 characters; at most 1000)" in str(err)


def test_digits_not_joined_without_concatenation():
    err = error_of(parse, "12+3", ExprRules(concatenate=False))
    assert err.message_id == "expr.digits_not_joined"
    assert err.caret_line() == "^^"


def test_division_by_zero_later_in_a_term():
    err = error_of(evaluate, "1+6÷2÷0")
    assert err.message_id == "expr.division_by_zero"
    assert err.span == (6, 7)


def test_division_by_zero_on_a_tree_built_without_text():
    expr = parse("4÷0")
    err = error_of(evaluate, expr)
    assert err.text == "4 ÷ 0"
    assert err.caret_line() == "    ^"


def test_not_a_card_in_a_list():
    err = error_of(parse_cards, ["1", "12", "+"])
    assert err.message_id == "expr.not_a_card"
    assert err.params["card"] == "12"


def test_unknown_symbol_in_card_string():
    err = error_of(split_cards, "1 + ?")
    assert err.message_id == "expr.unknown_symbol"
    assert err.span == (4, 5)


def test_not_text():
    err = error_of(parse, 12)
    assert err.message_id == "expr.not_text"


def test_errors_are_value_errors_and_mathplay_errors():
    err = error_of(parse, "3+")
    assert isinstance(err, MathplayError)
    assert isinstance(err, ValueError)


def test_error_messages_in_japanese_and_polish():
    err = error_of(parse, "3+")
    assert err.localized("ja").startswith("式が+で終わっています。")
    assert err.localized("pl").startswith("Wyrażenie kończy się znakiem „+”")


def test_equation_holds_known_answers():
    assert equation_holds("8-3÷3=7")
    assert equation_holds("8 − 3 ÷ 3 = 7")
    assert equation_holds("7÷2×2=7")
    assert equation_holds("25=25")
    assert not equation_holds("8-3÷3=1")
    assert equation_holds("1+1=2=4÷2")


def test_equation_errors_point_at_the_fault():
    err = error_of(equation_holds, "8=")
    assert err.message_id == "expr.empty"
    assert err.caret_line() == " ^"
    err = error_of(equation_holds, "8÷0=1")
    assert err.message_id == "expr.division_by_zero"
    assert err.caret_line() == "  ^"
    err = error_of(equation_holds, "8+1")
    assert err.message_id == "expr.no_equals"


def test_sides_equal_is_false_for_invalid_sides():
    assert sides_equal("8 − 3 ÷ 3", "7")
    assert sides_equal(["2", "5"], ["2", "5"])
    assert not sides_equal("3 ÷", "1")  # the dangling ÷ of the seed
    assert not sides_equal("", "1")
    assert not sides_equal("1 ÷ 0", "1 ÷ 0")
    assert not sides_equal("2", "3")
