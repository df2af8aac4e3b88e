"""The teacher's grading API (mathplay.puzzles.grading): the course key, each pupil's variant,
grade records, and the hidden test as a grader's kernel runs it. No grader runs here."""

from __future__ import annotations

import json

import pytest

from mathplay.errors import MathplayError
from mathplay.lessons.feedback import CheckFailed
from mathplay.puzzles import grading
from mathplay.puzzles.graders import write_homework
from mathplay.puzzles.grading import (
    GRADE_MIME,
    KEY_FILE,
    grade,
    grade_answer,
    load_course_key,
    model_answer,
    model_answers,
)


@pytest.fixture
def course(tmp_path):
    write_homework({"lesson": "1", "language": "pl", "feedback": "later"}, tmp_path, "ps1")
    return tmp_path


def test_each_pupil_has_her_own_answers_and_the_records_say_what_an_answer_showed(course):
    key = load_course_key(course)
    answers = {s: model_answers(key, "ps1", s) for s in ("ana", "ben", "cyd", "dan")}
    assert len({tuple(a.values()) for a in answers.values()}) > 1
    ana = answers["ana"]
    assert grade_answer(key, "ps1", "ana", 2, ana[2]) == {
        "version": 1,
        "assignment": "ps1",
        "student": "ana",
        "exercise": 2,
        "status": "right",
        "verdict": "lessons.right_steps",
        "answer": str(ana[2]),
    }
    chosen = grading.exercises(key.recipe("ps1"), key.seed("ps1", "ana")).exercise(2)
    typical = chosen.typical[0]  # a misreading: the record names it
    record = grade_answer(key, "ps1", "ana", 2, typical)
    assert record["status"] == "wrong" and record["verdict"].startswith("lessons.order.")
    for empty in (..., None, "  "):
        assert grade_answer(key, "ps1", "ana", 2, empty)["status"] == "empty"
    long = grade_answer(key, "ps1", "ana", 2, "9" * 500)["answer"]
    assert len(long) == 200 and long.endswith("…")

    class Hostile:
        def __repr__(self):
            raise RuntimeError("no")

    assert grade_answer(key, "ps1", "ana", 2, Hostile())["answer"] == "<Hostile>"
    with pytest.raises(MathplayError) as unknown:
        grade_answer(key, "ps2", "ana", 2, 1)
    assert unknown.value.message_id == "homework.no_such_assignment"


def test_a_missing_or_changed_course_key_is_a_clear_error(course, tmp_path_factory):
    empty = tmp_path_factory.mktemp("empty")
    with pytest.raises(MathplayError) as missing:
        load_course_key(empty)
    assert missing.value.message_id == "homework.no_course_key"
    path = course / KEY_FILE
    data = json.loads(path.read_text())
    data["secret"] = "00" * 32  # a changed secret: the checksum says so
    for text in (json.dumps(data), "[]", "{", "\x00"):
        path.write_text(text)
        with pytest.raises(MathplayError) as changed:
            load_course_key(course)
        assert changed.value.message_id == "homework.bad_key_file"
    data["checksum"] = grading.checksum(data)
    path.write_text(json.dumps(data))
    assert "00" * 32 not in repr(load_course_key(course))  # a key never prints its secret


def test_the_hidden_test_grades_the_pupil_nbgrader_files_the_work_under(course, monkeypatch):
    """Run as nbgrader's autograde runs it (COURSE/autograded/<id>/<assignment>): the id
    is the folder's, the record is displayed, a wrong answer fails the cell."""
    shown = []
    monkeypatch.setattr(grading, "show", shown.append)
    key = load_course_key(course)
    right = model_answers(key, "ps1", "ola")
    folder = course / "autograded" / "ola" / "ps1"
    folder.mkdir(parents=True)
    monkeypatch.chdir(folder)
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    monkeypatch.setenv("JUPYTERHUB_USER", "somebody-else")  # never the grader's id
    grade("ps1", 1, right[1])
    record = shown[-1]._repr_mimebundle_()[GRADE_MIME]
    assert (record["student"], record["status"]) == ("ola", "right")
    with pytest.raises(CheckFailed):
        grade("ps1", 1, "1")
    assert shown[-2]._repr_mimebundle_()[GRADE_MIME]["status"] == "wrong"
    assert shown[-1].kind == "wrong"  # the box with what the answer showed
    with pytest.raises(CheckFailed):
        grade("ps1", 3, ...)
    # a pupil's cell asking the teacher's tools for her answer gets nothing
    for attempt in (
        lambda: model_answer("ps1", 1),
        lambda: load_course_key(course),
        lambda: model_answers(key, "ps1", "ola"),
        lambda: grade_answer(key, "ps1", "ola", 1, right[1]),
    ):
        with pytest.raises(MathplayError) as refused:
            attempt()
        assert refused.value.message_id == "homework.teachers_only"
    (course / "autograded" / "x").mkdir()  # not COURSE/autograded/<id>/<assignment>
    monkeypatch.chdir(course / "autograded" / "x")
    with pytest.raises(MathplayError) as lost:
        grade("ps1", 1, right[1])
    assert lost.value.message_id == "homework.no_student_id"


def test_the_teachers_source_notebook_solves_its_own_numbers(course, monkeypatch):
    monkeypatch.chdir(course / "source" / "ps1")
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    practice = grading.exercises(load_course_key(course).recipe("ps1"), None)
    assert model_answer("ps1", 4) == practice.exercise(4).answer
