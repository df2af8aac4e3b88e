"""Lesson 1's checks: right answers pass, each usual mistake is named."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.order_of_operations import check, misreading_value, show_steps, steps


def fails(number, answer):
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en")
    return info.value


def test_steps_follow_school_order():
    assert steps("8 − 3 ÷ 3") == ["8 − 3 ÷ 3", "8 − 1", "7"]
    assert steps("12 + 3 × 4") == ["12 + 3 × 4", "12 + 12", "24"]
    assert steps("7 ÷ 2 × 2") == ["7 ÷ 2 × 2", "7/2 × 2", "7"]
    assert steps("2 − 75") == ["2 − 75", "−73"]
    assert steps("9") == ["9"]
    assert show_steps("20 − 6 + 4") == "20 − 6 + 4 = 14 + 4 = 18"


def test_steps_refuse_a_bad_expression():
    with pytest.raises(ExpressionError):
        steps("8 ÷ 0")
    with pytest.raises(ExpressionError):
        steps("8 +")


@pytest.mark.parametrize(
    ("expression", "mistake", "value"),
    [
        ("8 − 3 ÷ 3", "left_to_right", Fraction(5, 3)),
        ("2 + 3 × 4", "left_to_right", 20),
        ("9 − 4 + 2", "plus_first", 3),
        ("12 ÷ 4 × 3", "times_first", 1),
        ("7 ÷ 2 × 2", "rounded_division", 6),
        ("8 − 8 ÷ 2", "left_to_right", 0),
        ("1 + 1 ÷ 0", "left_to_right", None),
    ],
)
def test_misreadings(expression, mistake, value):
    assert misreading_value(expression, mistake) == value


expressions = st.lists(st.tuples(st.sampled_from("+−×÷"), st.integers(1, 99)), max_size=6).map(
    lambda rest: "7" + "".join(f" {op} {n}" for op, n in rest)
)


@settings(max_examples=200, deadline=None)
@given(expressions)
def test_every_step_keeps_the_exact_value(expression):
    """Each row, read back as an expression ("7/2" as 7 ÷ 2), has the original value."""
    rows = steps(expression)
    assert rows[0] == expression
    assert len(rows) == expression.count(" ") // 2 + 1
    value = evaluate(expression)
    assert all(evaluate(row, ExprRules(unary_minus=True)) == value for row in rows)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 7, "Right! 8 − 3 ÷ 3 = 8 − 1 = 7"),
        (2, "14", "Right! 2 + 3 × 4 = 2 + 12 = 14"),
        (3, 9, "Right! 12 ÷ 4 × 3 = 3 × 3 = 9"),
        (4, 7, "Right! 9 − 4 + 2 = 5 + 2 = 7"),
        (5, 24, "Right! 12 + 3 × 4 = 12 + 12 = 24"),
        (6, "yes", "Right! Nothing is rounded: 7 ÷ 2 × 2 = 7/2 × 2 = 7"),
        (7, "no", "Right! The left side is not an expression. The expression ends with ÷"),
        (8, "*", "Right! 6 × 2 + 1 = 12 + 1 = 13"),
        (9, "3 × 4 + 2", "Right! 3 × 4 + 2 = 12 + 2 = 14"),
        (9, "2+4×3", "Right! 2 + 4 × 3 = 2 + 12 = 14"),
    ],
)
def test_right_answers_pass_with_a_positive_message(number, answer, says):
    feedback = check(number, answer, language="en")
    assert feedback.correct
    assert feedback.text.startswith(says)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, "5/3", "5/3 is what you get by working from left to right"),
        (2, 20, "20 is what you get by working from left to right"),
        (3, 1, "1 is what you get by multiplying before dividing"),
        (4, 3, "3 is what you get by adding before subtracting"),
        (5, 60, "60 is what you get by working from left to right"),
        (1, 6, "Not quite: 6 is not right. First do × and ÷"),
        (6, False, "7 ÷ 2 is not 3 here, it is exactly 7/2"),
        (7, True, "The expression ends with ÷: a number must come after it. So the equation"),
        (8, "+", "Not this sign: 6 + 2 + 1 = 8 + 1 = 9, not 13"),
        (9, "2 × 3 + 4", "Your expression gives 2 × 3 + 4 = 6 + 4 = 10, not 14"),
        (9, "2 + 3 × 5", "Missing: 4. Not yours: 5."),
        (9, "2 + 3 ×", "That is not an expression yet. The expression ends with ×"),
    ],
)
def test_wrong_answers_raise_with_a_useful_message(number, answer, says):
    assert says in str(fails(number, answer))


def test_rounded_division_is_named():
    from mathplay.lessons.order_of_operations import _value_exercise

    exercise = _value_exercise(99, "7 ÷ 2 × 2")
    verdict = exercise.judge(6)
    assert not verdict.correct and verdict.message_id == "lessons.order.rounded_division"


def test_feedback_follows_the_language():
    assert check(1, 7, language="ja").text == "正解！ 8 − 3 ÷ 3 = 8 − 1 = 7"
    with pytest.raises(CheckFailed, match="od lewej do prawej"):
        check(1, "5/3", language="pl")
