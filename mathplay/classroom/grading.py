"""The homework's teacher-side grading API, as the class report uses it.

Three calls of :mod:`mathplay.puzzles.grading` (documented there; they need the course
folder's secret):

- ``load_course_key(course_dir)``: the course's key;
- ``model_answers(key, assignment, student_id) -> {exercise: answer}``: that pupil's
  right answers (copy detection compares them);
- ``grade_answer(key, assignment, student_id, exercise, answer) -> dict``: a grade record
  (:mod:`mathplay.classroom.records`), by the same code the hidden tests run.

:func:`teacher_api` gives that module; a report can be handed another object with the same
three calls (the tests do).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

__all__ = ["CachedApi", "TeacherApi", "teacher_api"]


class TeacherApi(Protocol):
    def load_course_key(self, course_dir: str | Path) -> Any: ...

    def model_answers(self, key: Any, assignment: Any, student_id: str) -> dict[int, Any]: ...

    def grade_answer(
        self, key: Any, assignment: Any, student_id: str, exercise: int, answer: Any
    ) -> dict[str, Any]: ...


def teacher_api() -> TeacherApi:
    """The homework's teacher-side API (:mod:`mathplay.puzzles.grading`)."""
    from mathplay.puzzles import grading

    return grading  # type: ignore[return-value]


class CachedApi:
    """``api`` with each pupil's model answers worked out once (a lesson's tournaments take
    a second), shared by grading and copy detection."""

    def __init__(self, api: TeacherApi) -> None:
        self.api = api
        self._models: dict[tuple[str, str], dict[int, Any]] = {}

    def load_course_key(self, course_dir: str | Path) -> Any:
        return self.api.load_course_key(course_dir)

    def model_answers(self, key: Any, assignment: Any, student_id: str) -> dict[int, Any]:
        found = (str(assignment), student_id)
        if found not in self._models:
            self._models[found] = self.api.model_answers(key, assignment, student_id)
        return self._models[found]

    def grade_answer(
        self, key: Any, assignment: Any, student_id: str, exercise: int, answer: Any
    ) -> dict[str, Any]:
        return self.api.grade_answer(key, assignment, student_id, exercise, answer)
