"""What every lesson promises: at least five exercises, and its answer key passes its checks."""

import importlib

import pytest

LESSONS = ["order_of_operations", "biggest_expression", "sum_to_15", "triolet_moves"]


@pytest.fixture(params=LESSONS)
def lesson(request):
    """The lesson's module (the pupils' ``check``) and its key (``LESSON``, ``answer_key``)."""
    pupils = importlib.import_module(f"mathplay.lessons.{request.param}")
    key = importlib.import_module(f"mathplay.lessons.keys.{request.param}")
    return type(
        "Lesson",
        (),
        {
            "check": staticmethod(pupils.check),
            "LESSON": key.LESSON,
            "answer_key": staticmethod(key.answer_key),
        },
    )


def test_at_least_five_exercises(lesson):
    assert len(lesson.LESSON.exercises) >= 5


def test_the_answer_key_passes_every_check_in_every_language(lesson):
    key = lesson.answer_key()
    for number, row in key.iterrows():
        for language in ("en", "ja", "pl"):
            feedback = lesson.check(number, row["answer"], language=language)
            assert feedback.correct and feedback.text


def test_unanswered_exercises_fail_when_graded(lesson):
    for number in lesson.LESSON.exercises:
        with pytest.raises(AssertionError, match=f"{number}"):
            lesson.check(number, ..., language="en", strict=True)


def test_every_question_that_asks_for_a_number_refuses_a_calculation(lesson):
    """``check(1, "8 − 3 ÷ 3")`` once said "Right!": no number question takes its calculation."""
    refuse = {"en": "Write the value itself", "ja": "計算の式ではなく", "pl": "Wpisz samą wartość"}
    asked = 0
    for number, exercise in lesson.LESSON.exercises.items():
        if not str(exercise.answer).isdigit():
            continue
        asked += 1
        value = int(exercise.answer)
        for language, words in refuse.items():
            feedback = lesson.check(number, f"{value + 1} − 1", language=language)
            assert feedback.kind == "wrong" and words in feedback.text, (number, feedback.text)
    assert asked
