"""Grade records: what a hidden test says about one exercise of one pupil.

When a hidden test grades exercise ``n`` (:func:`mathplay.puzzles.grading.grade`) it
displays one output of MIME type :data:`GRADE_MIME` (and a short ``text/plain``) whose
value is::

    {"version": 1, "assignment": "ps1", "student": "s07", "exercise": 3,
     "status": "wrong", "verdict": "lessons.order.left_to_right", "answer": "18"}

``student`` is the id the grader filed the submission under; ``status`` is ``"right"``,
``"wrong"`` or ``"empty"``; ``verdict`` is the check's message id (it names the
misconception, :mod:`mathplay.classroom.misconceptions`) or ``None``; ``answer`` is the
pupil's answer as short text (at most :data:`MAX_ANSWER` characters) or ``None``. The
record lands in nbgrader's autograded notebooks; :func:`records_in_notebook` reads it back,
from the outputs of grade cells only (a pupil's own cell could display anything).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from mathplay.errors import MathplayError
from mathplay.puzzles.grading import GRADE_MIME, MAX_ANSWER_TEXT

__all__ = [
    "GRADE_MIME",
    "MAX_ANSWER",
    "STATUSES",
    "GradeRecord",
    "read_record",
    "records_in_notebook",
]

VERSION = 1
STATUSES: tuple[str, ...] = ("right", "wrong", "empty")
MAX_ANSWER = MAX_ANSWER_TEXT
_MAX_TEXT = 200  # assignment names, ids and message ids are short


@dataclass(frozen=True)
class GradeRecord:
    """One exercise of one pupil, as graded (see the module's docstring)."""

    assignment: str
    student: str
    exercise: int
    status: str
    verdict: str | None = None
    answer: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"version": VERSION, **asdict(self)}


def _text(data: dict[str, Any], key: str, *, optional: bool = False, limit: int = _MAX_TEXT):
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value or len(value) > limit:
        raise MathplayError("classroom.bad_record", field=key)
    return value


def read_record(data: Any) -> GradeRecord:
    """The record in ``data`` (the JSON value of a :data:`GRADE_MIME` output), checked:
    a clear error naming the first field that is wrong."""
    if not isinstance(data, dict):
        raise MathplayError("classroom.bad_record", field="{}")
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        raise MathplayError("classroom.bad_record", field="version")
    exercise = data.get("exercise")
    if type(exercise) is not int or not 1 <= exercise <= 999:
        raise MathplayError("classroom.bad_record", field="exercise")
    if data.get("status") not in STATUSES:
        raise MathplayError("classroom.bad_record", field="status")
    return GradeRecord(
        _text(data, "assignment"),
        _text(data, "student"),
        exercise,
        data["status"],
        _text(data, "verdict", optional=True),
        _text(data, "answer", optional=True, limit=MAX_ANSWER),
    )


def _is_grade_cell(cell: dict[str, Any]) -> bool:
    meta = cell.get("metadata", {}).get("nbgrader", {}) if isinstance(cell, dict) else {}
    return isinstance(meta, dict) and meta.get("grade") is True and meta.get("solution") is not True


def records_in_notebook(notebook: dict[str, Any]) -> list[GradeRecord]:
    """Every grade record shown by a grade cell of ``notebook`` (nbgrader's JSON), in
    order; a record that cannot be read is a clear error."""
    found = []
    cells = notebook.get("cells", []) if isinstance(notebook, dict) else []
    for cell in cells if isinstance(cells, list) else []:
        if not _is_grade_cell(cell):
            continue
        for output in cell.get("outputs", []) or []:
            data = output.get("data", {}) if isinstance(output, dict) else {}
            if isinstance(data, dict) and GRADE_MIME in data:
                found.append(read_record(data[GRADE_MIME]))
    return found
