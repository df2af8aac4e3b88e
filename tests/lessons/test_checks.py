"""The shared check machinery: feedback, failures, readers, grading mode, languages."""

from fractions import Fraction

import pytest

from mathplay.errors import MathplayError
from mathplay.i18n import catalog
from mathplay.lessons.checks import (
    AnswerError,
    CheckFailed,
    Exercise,
    Feedback,
    Lesson,
    Message,
    format_number,
    judge_number,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
)


def _lesson():
    def judge(answer):
        return judge_number(answer, 7, Message("lessons.right_steps", {"steps": "8 − 1 = 7"}))

    return Lesson("sample", [Exercise(1, "8 − 3 ÷ 3?", "7", judge)])


def test_right_answer_returns_positive_feedback():
    feedback = _lesson().check(1, 7, language="en")
    assert isinstance(feedback, Feedback) and feedback.correct
    assert repr(feedback) == "✅ Right! 8 − 1 = 7"
    assert "Right! 8 − 1 = 7" in feedback._repr_html_()


def test_wrong_answer_raises_assertion_error_with_words():
    with pytest.raises(AssertionError) as info:
        _lesson().check(1, 6, language="en")
    assert isinstance(info.value, CheckFailed)
    assert str(info.value).startswith("Not quite: 6 is not right.")
    assert info.value.message_id == "lessons.wrong_number"


def test_feedback_in_japanese_and_polish():
    assert _lesson().check(1, 7, language="ja").text == "正解！ 8 − 1 = 7"
    with pytest.raises(CheckFailed, match="Jeszcze nie: 6"):
        _lesson().check(1, 6, language="pl")


def test_unanswered_is_a_note_while_practising_and_a_failure_when_grading(monkeypatch):
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    note = _lesson().check(1, ..., language="en")
    assert note.kind == "todo" and not note.correct
    assert "not answered yet" in note.text
    with pytest.raises(CheckFailed, match="not answered yet"):
        _lesson().check(1, ..., language="en", strict=True)
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    with pytest.raises(CheckFailed, match="not answered yet"):
        _lesson().check(1, language="en")


def test_unknown_exercise_and_language_are_clear_errors():
    with pytest.raises(MathplayError) as info:
        _lesson().check(4, 7)
    assert info.value.localized("en") == "There is no exercise 4 in this lesson: choose one of 1."
    with pytest.raises(MathplayError, match="Unknown language"):
        _lesson().check(1, 7, language="de")


def test_a_decimal_close_to_the_answer_asks_for_a_fraction():
    def judge(answer):
        return judge_number(answer, Fraction(5, 3), Message("lessons.try_again"))

    lesson = Lesson("fractions", [Exercise(1, "5 ÷ 3?", "5/3", judge)])
    with pytest.raises(CheckFailed, match=r"1\.67 is very close, but not exact"):
        lesson.check(1, 1.67, language="en")
    assert lesson.check(1, "5/3").correct
    assert lesson.check(1, "5 ÷ 3").correct
    assert lesson.check(1, Fraction(10, 6)).correct


@pytest.mark.parametrize(
    ("answer", "value"),
    [
        (7, 7),
        ("7", 7),
        (" 5/3 ", Fraction(5, 3)),
        ("−73", -73),
        ("-73", -73),
        (2.5, Fraction(5, 2)),
        (0.1, Fraction(1, 10)),
        ("1.5", Fraction(3, 2)),
        ("12 ÷ 8", Fraction(3, 2)),
        (Fraction(1, 32), Fraction(1, 32)),
    ],
)
def test_read_number(answer, value):
    assert read_number(answer) == value


@pytest.mark.parametrize("answer", [True, None, "seven", [7], "7 +", "0/0", "1/0"])
def test_read_number_rejects_what_is_not_a_number(answer):
    with pytest.raises(AnswerError) as info:
        read_number(answer)
    assert not info.value.verdict.correct
    assert info.value.verdict.message_id in {"lessons.want_number", "lessons.want_number_text"}


def test_read_yes_no_operator_and_expression():
    assert [read_yes_no(a) for a in (True, "Yes", "はい", "tak", False, "no", "nie")] == [
        True,
        True,
        True,
        True,
        False,
        False,
        False,
    ]
    assert [read_operator(a) for a in ("*", "x", ":", "/", "-", "+", "÷")] == [
        "×",
        "×",
        "÷",
        "÷",
        "−",
        "+",
        "÷",
    ]
    expr, value = read_expression("3*4+2", "2 3 4 + ×")
    assert value == 14 and str(expr) == "3 × 4 + 2"
    for bad, message_id in [
        ("maybe", "lessons.want_yes_no"),
        ("==", "lessons.want_operator"),
    ]:
        reader = read_yes_no if message_id.endswith("yes_no") else read_operator
        with pytest.raises(AnswerError) as info:
            reader(bad)
        assert info.value.verdict.message_id == message_id


def test_read_expression_names_missing_and_extra_cards():
    with pytest.raises(AnswerError) as info:
        read_expression("2 + 3 × 5", "2 3 4 + ×")
    verdict = info.value.verdict
    assert verdict.message_id == "lessons.wrong_cards"
    assert dict(verdict.params) == {"missing": "4", "extra": "5"}
    with pytest.raises(AnswerError) as info:
        read_expression(14, "2 3 4 + ×")
    assert info.value.verdict.message_id == "lessons.want_expression"


def test_format_number_writes_a_true_minus_sign():
    assert [format_number(v) for v in (7, Fraction(5, 3), -73, Fraction(-1, 2))] == [
        "7",
        "5/3",
        "−73",
        "−1/2",
    ]


def test_answer_key_is_a_table():
    key = _lesson().answer_key()
    assert list(key.columns) == ["question", "answer"]
    assert key.loc[1, "answer"] == "7"


def test_every_lessons_message_exists_in_every_language():
    ids = [message_id for message_id in catalog() if message_id.startswith("lessons.")]
    assert len(ids) > 20
    assert all(set(catalog()[m]) == {"en", "ja", "pl"} for m in ids)
