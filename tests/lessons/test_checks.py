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
    Reason,
    format_number,
    judge_number,
    judge_yes_no,
    read_choice,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
)
from mathplay.lessons.readers import reading_in
from mathplay.lessons.reasons import choice_only


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


# ----- numbers as the school writes them ------------------------------------------------
@pytest.mark.parametrize(
    ("answer", "language", "value"),
    [
        ("4904/85 320", "pl", Fraction(4904, 85320)),
        ("4904/85\u00a0320", "pl", Fraction(4904, 85320)),
        ("4904/85\u202f320", None, Fraction(4904, 85320)),
        ("0,0575", "pl", Fraction(23, 400)),
        ("5,75%", "pl", Fraction(23, 400)),
        ("5,75 %", "pl", Fraction(23, 400)),
        ("115,5", "pl", Fraction(231, 2)),
        ("1,234", "pl", Fraction(1234, 1000)),
        ("4904/85,320", "en", Fraction(4904, 85320)),
        ("85,320", "ja", 85320),
        ("1,234", "en", 1234),
        ("5.75%", "en", Fraction(23, 400)),
        ("−83", "ja", -83),
    ],
)
def test_numbers_as_the_school_writes_them(answer, language, value):
    with reading_in(language):
        assert read_number(answer) == value


def test_close_to_an_exact_fraction_asks_for_it():
    """0.0575, 5,75% or 1/17 where 4904/85,320 is asked: "close: give the exact fraction"."""

    def judge(answer):
        return judge_number(answer, Fraction(4904, 85320), Message("lessons.try_again"))

    lesson = Lesson("chance", [Exercise(1, "chance?", "4904/85320", judge)])
    for answer, language in (("0.0575", "en"), ("1/17", "en"), ("5,75%", "pl"), ("0,0575", "pl")):
        verdict = lesson.check(1, answer, language=language)
        assert not verdict.correct and answer in verdict.text
        assert lesson.judge(lesson.exercise(1), answer).message_id == "lessons.not_exact"
    assert lesson.check(1, "4904/85 320", language="pl").correct
    assert lesson.check(1, "4904/85,320", language="en").correct
    far = lesson.judge(lesson.exercise(1), "1/10")
    assert far.message_id == "lessons.wrong_number"
    whole = Lesson("whole", [Exercise(1, "7?", "7", lambda a: judge_number(a, 7, Message("x")))])
    assert whole.judge(whole.exercise(1), "6.9").message_id == "lessons.wrong_number"


# ----- a reason after a wrong choice ----------------------------------------------------
def _choice_lesson():
    def judge(answer):
        return judge_yes_no(
            answer, False, Message("lessons.try_again"), Message("lessons.order.dangling_wrong")
        )

    reason = Reason(Message("lessons.trio.reason_pair", {"a": 9, "b": 7}), 16)
    return Lesson("pair", [Exercise(1, "9 next to 7?", "no", choice_only(judge), reason=reason)])


def test_after_a_wrong_choice_the_reason_comes_before_the_answer(monkeypatch):
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    monkeypatch.delenv("MATHPLAY_GRADING", raising=False)
    lesson = _choice_lesson()
    first = lesson.check(1, "yes", language="en")
    assert not first.correct and "What is 9 + 7?" in first.text
    for answer, says in (
        ("no", "First work this out: What is 9 + 7?"),  # no reason: the choice is not told
        ("no, 15", "Not yet: 15 does not answer this"),
        (("yes", 16), "read each side again"),  # the reason is right, the choice is not
    ):
        feedback = lesson.check(1, answer, language="en")
        assert not feedback.correct and says in feedback.text, feedback.text
    assert lesson.check(1, "no, 16", language="en").correct
    assert lesson.check(1, "no", language="en").correct  # a right choice ends it
    lesson.check(1, "tak", language="pl")
    assert "Ile to 9 + 7?" in lesson.check(1, "nie", language="pl").text
    lesson.start_over()
    assert lesson.check(1, "no", language="en").correct


def test_a_grader_judges_the_choice_alone():
    lesson = _choice_lesson()
    lesson.check(1, "yes", language="en")
    assert lesson.check(1, "no", language="en", strict=True).correct
    assert lesson.check(1, "no, 16", language="en", strict=True).correct
    with pytest.raises(CheckFailed):
        lesson.check(1, "yes, 16", language="en", strict=True)
    assert lesson.judge(lesson.exercise(1), "no, 3").correct


def test_an_unreadable_choice_asks_for_no_reason():
    lesson = _choice_lesson()
    assert "Answer with yes or no" in lesson.check(1, "maybe", language="en").text
    assert lesson.check(1, "no", language="en").correct


def test_the_pupils_check_asks_the_reason_and_holds_no_answer(monkeypatch):
    """The lesson module's ``check`` (a pupil's, no ``Lesson`` behind it) remembers a wrong
    choice for its kernel; ``start_over`` forgets; a grader judges the choice alone."""
    from mathplay.lessons.feedback import Check
    from mathplay.lessons.order_of_operations import check

    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    monkeypatch.delenv("MATHPLAY_GRADING", raising=False)
    assert isinstance(check, Check) and not hasattr(check, "__self__")
    assert "16 − 8 ÷ 4?" in check(8, "A", language="en").text
    assert not check(8, "B", language="en").correct  # the reason first
    assert check(8, "B", language="en", strict=True).correct  # a grader: the choice alone
    assert check(8, "B, 14", language="en").correct
    check(8, "C", language="en")
    check.start_over()
    assert check(8, "B", language="en").correct
    assert check(8, ("B", 14), language="en").correct  # a pair is read as "B, 14"


def test_a_grader_reads_numbers_in_the_recipes_language():
    """In English "4904/85,320" is the fraction; in Polish 85,320 is a decimal (85.32)."""
    from mathplay.lessons.feedback import judged
    from mathplay.puzzles.grading import _record

    assert judged(read_number, "0,575", "pl") == Fraction(23, 40)
    assert judged(read_number, "0,575", "en") == 575
    for language, status in (("en", "right"), ("pl", "wrong")):
        recipe = {"assignment": "hw", "lesson": "3", "language": language}
        record, _ = _record(None, recipe, None, 5, "4904/85,320")
        assert record["status"] == status, language
    recipe = {"assignment": "hw", "lesson": "3", "language": "pl"}
    assert _record(None, recipe, None, 5, "4904/85 320")[0]["status"] == "right"
