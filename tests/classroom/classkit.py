"""Helpers of the class report's tests: the example course, folder hashes, classes made by
hand, and a stand-in for the homework's teacher-side grading calls."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.records import GradeRecord

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "data" / "example-course"
"""A small nbgrader course graded for real (``python tools/example_course.py``)."""


def folder_hash(folder: Path) -> str:
    """A hash of every file's path, bytes and mode under ``folder`` (and of its folders)."""
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        digest.update(str(path.stat().st_mode).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def record(student: str, n: int, status: str, verdict: str | None = None, answer=None):
    return GradeRecord("ps1", student, n, status, verdict, answer)


def collected(work: dict[str, list[tuple]], problems=None, language=None) -> Collected:
    """A class from ``{student: [(status, verdict, answer), ...]}`` (exercises 1, 2, ...)."""
    submissions = {
        student: Submission(student, {n: record(student, n, *row) for n, row in enumerate(rows, 1)})
        for student, rows in work.items()
    }
    numbers = tuple(range(1, 1 + max(len(rows) for rows in work.values())))
    problems = problems or {}
    return Collected("ps1", numbers, submissions, problems, frozenset(problems), language)


class StubApi:
    """The homework's teacher-side calls over a table of model answers: an answer is right
    when its text is the pupil's model answer."""

    def __init__(self, models: dict[str, dict[int, Any]]) -> None:
        self.models = models
        self.graded: list[tuple[str, int, Any]] = []

    def load_course_key(self, course_dir):
        return "key"

    def model_answers(self, key, assignment, student_id):
        return dict(self.models[student_id])

    def grade_answer(self, key, assignment, student_id, exercise, answer):
        self.graded.append((student_id, exercise, answer))
        if answer is ...:
            return record(student_id, exercise, "empty").to_dict()
        right = str(answer) == str(self.models[student_id][exercise])
        status = "right" if right else "wrong"
        return record(student_id, exercise, status, None, str(answer)).to_dict()
