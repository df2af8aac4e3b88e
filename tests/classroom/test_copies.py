"""Copies in a class of 30, graded by the homework's own code (``model_answers``,
``grade_answer``) with the example course's key: lesson 1, about four variants an exercise,
so classmates share many answers and a misreading is often a classmate's right answer."""

from __future__ import annotations

from classkit import EXAMPLE

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.copies import find_copies
from mathplay.classroom.grading import CachedApi, teacher_api
from mathplay.classroom.records import read_record
from mathplay.puzzles.assignments import exercises

PUPILS = [f"p{i:02d}" for i in range(1, 31)]
COPIED_FROM = {PUPILS[i]: PUPILS[i + 1] for i in range(0, 12, 2)}  # 6 hand in a classmate's
MISREAD = PUPILS[12:22]  # 10 give a typical wrong answer to every exercise (2 of them: half)


def test_in_a_class_of_30_exactly_the_pupils_who_copied_are_flagged():
    api = CachedApi(teacher_api())
    key = api.load_course_key(EXAMPLE)
    work: dict[str, dict] = {}
    for index, student in enumerate(PUPILS):
        if student in COPIED_FROM:
            work[student] = api.model_answers(key, "ps1", COPIED_FROM[student])
        elif student in MISREAD:
            mine = exercises(key.recipe("ps1"), key.seed("ps1", student)).exercises
            wrong = {n: e.typical[index % len(e.typical)] for n, e in mine.items()}
            work[student] = dict(list(wrong.items())[: 6 if index % 5 == 0 else None])
        else:
            work[student] = api.model_answers(key, "ps1", student)
    submissions = {
        student: Submission(
            student,
            {n: read_record(api.grade_answer(key, "ps1", student, n, a)) for n, a in mine.items()},
        )
        for student, mine in work.items()
    }
    assert all(
        record.status == "wrong" and record.verdict
        for student in MISREAD
        for record in submissions[student].records.values()
    ), "every misreading is a misconception the check names"
    flags = find_copies(Collected("ps1", tuple(range(1, 12)), submissions), api, key)
    assert {(f.student, f.like) for f in flags} == set(COPIED_FROM.items())
    # where the two variants differ, every copied answer fits the classmate's numbers
    assert all(f.matches == f.compared >= 3 for f in flags)
