"""Teacher-side grading of homework: the course key, each pupil's variant, grade records.

A pupil's notebook never imports this module: nbgrader's and otter's *hidden* tests do (the
release strips them), and so do ``mathplay homework``, the class report and the teacher's
notebooks. The API below is stable (the class report imports it):

``load_course_key(course_dir) -> CourseKey``
    The course's secret, from ``COURSE/mathplay-course-key.json`` (written by
    ``mathplay homework``; keep it private). A clear :class:`MathplayError` when the folder
    has no key or the file is not one.
``model_answers(key, recipe_or_assignment, student_id) -> dict[int, Any]``
    The right answer to each exercise of that pupil's own variant, by exercise number.
    ``recipe_or_assignment``: an assignment's name (its recipe is in the course key) or a
    homework recipe (a dict naming its ``"assignment"``).
``grade_answer(key, recipe_or_assignment, student_id, exercise, answer) -> dict``
    A grade record for ``answer`` to exercise ``exercise`` of that pupil's variant::

        {"version": 1, "assignment": str, "student": str, "exercise": int,
         "status": "right" | "wrong" | "empty", "verdict": str | None, "answer": str | None}

    ``verdict``: the check's message id (the misconception a wrong answer shows, e.g.
    ``"lessons.order.left_to_right"``), ``answer``: the pupil's answer as short text
    (at most 200 characters). A hidden test displays the same record with the MIME type
    :data:`GRADE_MIME` (and a short ``text/plain``).

A pupil's variant is ``f(assignment, student id, course secret)`` (HMAC-SHA256): the id is
the one the grader files the submission under (nbgrader: the course's student id; otter:
the submission's file name), so a typed name changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "GRADE_MIME",
    "KEY_FILE",
    "CourseKey",
    "grade_answer",
    "load_course_key",
    "model_answers",
]

GRADE_MIME = "application/vnd.mathplay.grade+json"
"""The MIME type of the grade record a hidden test displays."""
KEY_FILE = "mathplay-course-key.json"
"""The course key's file name, in the course folder."""


@dataclass(frozen=True, repr=False)
class CourseKey:
    """A course's secret and the recipe of each assignment made in it."""

    secret: bytes
    assignments: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    folder: Path | None = None

    def __repr__(self) -> str:  # never print the secret
        return f"<CourseKey of {self.folder}: {', '.join(self.assignments) or 'no assignment'}>"


def load_course_key(course_dir: str | Path) -> CourseKey:
    """The course key of ``course_dir`` (a clear MathplayError if it has none)."""
    raise NotImplementedError


def model_answers(
    key: CourseKey, recipe_or_assignment: Mapping[str, Any] | str, student_id: str
) -> dict[int, Any]:
    """The right answer to each exercise of ``student_id``'s variant, by number."""
    raise NotImplementedError


def grade_answer(
    key: CourseKey,
    recipe_or_assignment: Mapping[str, Any] | str,
    student_id: str,
    exercise: int,
    answer: Any,
) -> dict[str, Any]:
    """The grade record of ``answer`` to exercise ``exercise`` of ``student_id``'s variant."""
    raise NotImplementedError
