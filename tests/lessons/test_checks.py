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
    read_choice,
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


def test_wrong_answer_is_a_red_box_while_practising(monkeypatch):
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    monkeypatch.delenv("MATHPLAY_GRADING", raising=False)
    feedback = _lesson().check(1, 6, language="en")
    assert feedback.kind == "wrong" and not feedback.correct and not feedback
    assert feedback.text.startswith("Not quite: 6 is not right.")
    assert "#c62828" in feedback._repr_html_() and "Not quite" in feedback._repr_html_()


def test_wrong_answer_fails_when_graded_with_the_same_words(monkeypatch):
    with pytest.raises(AssertionError) as info:
        _lesson().check(1, 6, language="en", strict=True)
    assert isinstance(info.value, CheckFailed)
    assert str(info.value).startswith("Not quite: 6 is not right.")
    assert info.value.message_id == "lessons.wrong_number"
    # Jupyter shows one friendly line instead of a traceback
    (line,) = info.value._render_traceback_()
    assert "Exercise 1: no point yet" in line and "Traceback" not in line
    for grader in ("autograde", "validate"):
        monkeypatch.setenv("NBGRADER_EXECUTION", grader)
        with pytest.raises(CheckFailed):
            _lesson().check(1, 6, language="en")
    monkeypatch.delenv("NBGRADER_EXECUTION")
    monkeypatch.setenv("MATHPLAY_GRADING", "1")
    with pytest.raises(CheckFailed):
        _lesson().check(1, 6, language="en")
    assert _lesson().check(1, 7, language="en").correct  # a right answer never raises


def test_feedback_in_japanese_and_polish():
    assert _lesson().check(1, 7, language="ja").text == "正解！8 − 1 = 7"
    assert _lesson().check(1, 6, language="pl").text.startswith("Jeszcze nie: 6")
    with pytest.raises(CheckFailed, match="Jeszcze nie: 6"):
        _lesson().check(1, 6, language="pl", strict=True)


def test_unanswered_is_a_note_while_practising_and_a_failure_when_grading(monkeypatch):
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    monkeypatch.delenv("MATHPLAY_GRADING", raising=False)
    note = _lesson().check(1, ..., language="en")
    assert note.kind == "todo" and not note.correct
    assert "not answered yet" in note.text
    with pytest.raises(CheckFailed, match="not answered yet"):
        _lesson().check(1, ..., language="en", strict=True)
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    with pytest.raises(CheckFailed, match="not answered yet"):
        _lesson().check(1, language="en")


def test_a_value_question_refuses_the_calculation():
    """``check(1, "8 − 3 ÷ 3")`` once answered "Right!": the question itself is no answer."""
    for calculation in ("8 − 3 ÷ 3", "8-3/3", "7 + 0", "５＋２"):
        feedback = _lesson().check(1, calculation, language="en")
        assert feedback.kind == "wrong", calculation
        assert feedback.text.startswith("Write the value itself, not the calculation")
    assert _lesson().check(1, "7", language="en").correct
    assert _lesson().check(1, "７", language="en").correct


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
    assert lesson.check(1, 1.67, language="en").text.startswith("1.67 is close, but not exact")
    assert lesson.check(1, "5/3").correct
    assert lesson.check(1, " 5 / 3").correct
    assert not lesson.check(1, "5 ÷ 3").correct  # a calculation, not the value
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
        ("３/２", Fraction(3, 2)),
        ("+4", 4),
        (Fraction(1, 32), Fraction(1, 32)),
    ],
)
def test_read_number(answer, value):
    assert read_number(answer) == value


@pytest.mark.parametrize("answer", [True, None, "seven", [7], "7 +", "5/0", "0/0", "1/0"])
def test_read_number_rejects_what_is_not_a_number(answer):
    with pytest.raises(AnswerError) as info:
        read_number(answer)
    assert not info.value.verdict.correct
    assert info.value.verdict.message_id in {"lessons.want_number", "lessons.want_number_text"}


@pytest.mark.parametrize("answer", ["12 ÷ 8", "3 × 4", "2 + 2", "10 − 3"])
def test_read_number_refuses_a_calculation(answer):
    with pytest.raises(AnswerError) as info:
        read_number(answer)
    assert info.value.verdict.message_id == "lessons.want_value"


def test_read_choice():
    assert [read_choice(a, "ABC") for a in ("a", " B ", "Ｃ")] == ["A", "B", "C"]
    for bad in ("D", 1, "AB"):
        with pytest.raises(AnswerError) as info:
            read_choice(bad, "ABC")
        assert info.value.verdict.message_id == "lessons.want_choice"


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


def test_teacher_notes_show_what_each_typical_wrong_answer_gets():
    def judge(answer):
        return judge_number(answer, 7, Message("lessons.try_again"))

    lesson = Lesson("sample", [Exercise(1, "8 − 3 ÷ 3?", "7", judge, typical=(6, "8 − 3 ÷ 3"))])
    notes = lesson.teacher_notes(1, language="en")
    assert notes.answer == "7"
    assert [answer for answer, _ in notes.typical] == [6, "8 − 3 ÷ 3"]
    assert notes.typical[0][1].startswith("Not quite: 6")
    assert notes.typical[1][1].startswith("Write the value itself")
    assert "Exercise 1, answer: 7" in repr(notes) and "<table>" in notes._repr_html_()


def test_answer_key_is_a_table():
    key = _lesson().answer_key()
    assert list(key.columns) == ["question", "answer"]
    assert key.loc[1, "answer"] == "7"


def test_every_lessons_message_exists_in_every_language():
    ids = [message_id for message_id in catalog() if message_id.startswith("lessons.")]
    assert len(ids) > 20
    assert all(set(catalog()[m]) == {"en", "ja", "pl"} for m in ids)


def test_numbers_are_written_as_each_school_writes_them():
    from mathplay.lessons.checks import Percent, group_digits
    from mathplay.lessons.verdicts import render

    assert [group_digits(85320, lang) for lang in ("en", "ja", "pl")] == [
        "85,320",
        "85,320",
        "85\u00a0320",
    ]
    assert group_digits(4904, "pl") == "4904" and group_digits(-12345, "en") == "−12,345"
    said = render(
        "lessons.trio.trio_chance_right",
        {"racks": 384, "all": 85320, "percent": Percent(0.0045)},
        "pl",
    )
    assert said == "Dobrze! 384 z 85\u00a0320 stojaków, około 0,45%."
