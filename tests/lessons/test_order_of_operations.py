"""Lesson 1's checks: right answers pass, each usual mistake is named."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.order_of_operations import check, misreading_value, show_steps, steps
from tests.fresh_python import loaded_after


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
        (1, 26, "Right! 30 − 12 ÷ 3 = 30 − 4 = 26"),
        (2, "29", "Right! 5 + 4 × 6 = 5 + 24 = 29"),
        (3, 8, "Right! 24 ÷ 6 × 2 = 4 × 2 = 8"),
        (4, 12, "Right! 10 − 3 + 5 = 7 + 5 = 12"),
        (5, 9, "Right! 21 − 4 × 3 = 21 − 12 = 9"),
        (6, "9", "Right! 9 ÷ 2 × 2 = 9/2 × 2 = 9"),
        (7, "no", "Right! The left side is not an expression. The expression ends with −"),
        (7, "nie", "Right!"),
        (8, "b", "Right! 16 − 8 ÷ 4 = 14 is true"),
        (9, "*", "Right! 8 × 4 − 2 = 32 − 2 = 30"),
        (10, 3, "Right! The equation has 6 cards"),
        (11, "3 + 5 × 6", "Right! 3 + 5 × 6 = 3 + 30 = 33"),
        (11, "6×5+3", "Right! 6 × 5 + 3 = 30 + 3 = 33"),
    ],
)
def test_right_answers_pass_with_a_positive_message(number, answer, says):
    feedback = check(number, answer, language="en")
    assert feedback.correct
    assert feedback.text.startswith(says)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 6, "6 is what you get by working from left to right"),
        (2, 54, "54 is what you get by working from left to right"),
        (3, 2, "2 is what you get by multiplying before dividing"),
        (4, 2, "2 is what you get by adding before subtracting"),
        (5, 51, "51 is what you get by working from left to right"),
        (6, 8, "8 is what you get by rounding a division"),
        (1, 7, "Not quite: 7 is not right. First do × and ÷"),
        (2, "5 + 4 × 6", "Write the value itself, not the calculation"),
        (7, True, "Not quite: read each side again, card by card."),
        (8, "A", 'Not A: equation_holds("16 − 8 ÷ 4 = 2") says False'),
        (8, "D", "Answer with one of the letters A, B, C"),
        (9, "+", "Not this sign: 8 + 4 − 2 = 12 − 2 = 10, not 30"),
        (10, 2, "2 counts each number as one card"),
        (10, 6, "6 is the number of cards"),
        (11, "3 × 5 + 6", "Your expression gives 3 × 5 + 6 = 15 + 6 = 21, not 33"),
        (11, "3 + 5 × 4", "Missing: 6. Not yours: 4."),
        (11, "3 + 5 ×", "That is not an expression yet. The expression ends with ×"),
    ],
)
def test_wrong_answers_get_a_useful_message(number, answer, says):
    shown = check(number, answer, language="en")
    assert shown.kind == "wrong" and says in shown.text
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en", strict=True)
    assert says in str(info.value)


def test_rounded_division_is_named():
    from mathplay.lessons.keys.order_of_operations import value_exercise

    exercise = value_exercise(99, "7 ÷ 2 × 2", goal=5)
    verdict = exercise.judge(6)
    assert not verdict.correct and verdict.message_id == "lessons.order.rounded_division"


def test_feedback_follows_the_language():
    assert check(1, 26, language="ja").text == "正解！30 − 12 ÷ 3 = 30 − 4 = 26"
    assert "od lewej do prawej" in check(1, 6, language="pl").text


def test_the_points_follow_the_game_engine():
    from mathplay.games.equations import Equation
    from mathplay.lessons.keys.order_of_operations import LESSON

    for exercise in (LESSON.exercises[10], *LESSON.variants[10]):
        (text,) = exercise.material
        assert exercise.answer == str(Equation.from_text(text).score())


def test_every_variant_is_right_with_its_answer_and_wrong_with_its_typical_ones():
    from mathplay.lessons.keys.order_of_operations import LESSON

    for number, exercise in LESSON.exercises.items():
        variants = LESSON.variants[number]
        assert len(variants) >= 2
        for each in (exercise, *variants):
            assert each.number == number and each.goal == exercise.goal and each.prompt
            assert LESSON.judge(each, each.answer).correct
            assert all(not LESSON.judge(each, t).correct for t in each.typical)
            for language in ("en", "ja", "pl"):
                assert "{" not in each.prompt_text(language)


def test_each_pupil_gets_their_own_variant_and_always_the_same():
    from mathplay.lessons.keys.order_of_operations import LESSON

    ana, again, ben = (LESSON.for_student(s) for s in ("Ana", " ana ", "Ben"))
    assert [e.question for e in ana.exercises.values()] == [
        e.question for e in again.exercises.values()
    ]
    assert [e.question for e in ana.exercises.values()] != [
        e.question for e in ben.exercises.values()
    ]
    assert LESSON.for_student(None) is LESSON


def test_tables_speak_the_language_without_pandas():
    from mathplay.lessons.order_of_operations import reading_table, score_table

    table = reading_table(["8 − 3 ÷ 3", "2 + 3 × 4"], language="pl")
    assert table.header == [
        "wyrażenie",
        "najpierw mnożenie i dzielenie (dobrze)",
        "od lewej do prawej (źle)",
    ]
    assert table.rows == [["8 − 3 : 3", "7", "5/3"], ["2 + 3 · 4", "14", "20"]]
    assert "<th>wyrażenie</th>" in table._repr_html_()
    assert "<td>5/3</td>" in table._repr_html_()
    scores = score_table(["8 − 3 ÷ 3 = 7", "8 + 4 ÷ = 12"], language="ja")
    assert scores.header == ["等式", "カードの枚数", "完成？", "ポイント"]
    assert scores.rows == [
        ["8 − 3 ÷ 3 = 7", "7", "はい", "4"],
        ["8 + 4 ÷ = 12", "7", "いいえ", "–"],
    ]
    # as text, the columns line up in a terminal, where a Japanese character takes two places
    assert repr(scores).splitlines() == [
        "         等式  カードの枚数  完成？  ポイント",
        "8 − 3 ÷ 3 = 7             7    はい         4",
        " 8 + 4 ÷ = 12             7  いいえ         –",
    ]
    # lesson 1's tables load no pandas: on the static site it costs seconds before the board
    code = (
        "from mathplay.lessons.order_of_operations import reading_table, score_table\n"
        "reading_table(['8 − 3 ÷ 3']); score_table(['3 = 3'])"
    )
    assert loaded_after(code, ("pandas", "numpy", "sympy")) == []
