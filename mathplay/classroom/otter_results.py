"""A folder of otter-grader results: each pupil's ``results.json`` from ``otter run``.

otter-grader keeps no gradebook: ``otter run -a autograder.zip -o OUT ID.ipynb`` writes
``OUT/results.json`` (Gradescope's format: a score per test). The homework's otter plugin
(``mathplay.puzzles.otter_records``) copies the grade records the hidden tests displayed into
its ``output`` field, as ``{"mathplay_grades": [record, ...]}``; each record names the
student id otter graded (the submission's name). So any ``.json`` file in the folder (or one
folder down, ``OUT/ID/results.json``) is one pupil's results: the tests' scores are her points,
the records say what each answer showed. A file that is not JSON, not otter's results, or
holds no records of this assignment is a clear error for it; the rest are reported.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.course import choose_assignment
from mathplay.classroom.records import GradeRecord, read_record
from mathplay.errors import MathplayError
from mathplay.files import read_bounded
from mathplay.puzzles.grading import OTTER_RESULTS_KEY

__all__ = ["read_otter_results"]

MAX_RESULTS = 2 * 1024 * 1024


def _result_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        raise MathplayError("classroom.no_results", path=str(folder))
    found = [*folder.glob("*.json"), *folder.glob("*/*.json")]
    files = sorted(p for p in found if not any(part.startswith(".") for part in p.parts[-2:]))
    if not files:
        raise MathplayError("classroom.no_results", path=str(folder))
    return files


def _read(path: Path) -> tuple[list[GradeRecord], float]:
    """The records and the points in one ``results.json``."""
    try:
        data = json.loads(read_bounded(path, MAX_RESULTS).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise MathplayError(
            "classroom.not_json", student=path.stem, file=path.name, reason=str(err)
        ) from None
    tests = data.get("tests") if isinstance(data, dict) else None
    if not isinstance(tests, list):
        raise MathplayError("classroom.not_otter_results", file=path.name)
    points = sum(
        float(t["score"])
        for t in tests
        if isinstance(t, dict) and isinstance(t.get("score"), int | float)
    )
    try:
        output: Any = json.loads(data.get("output") or "{}")
    except (TypeError, json.JSONDecodeError):
        output = {}
    records = output.get(OTTER_RESULTS_KEY) if isinstance(output, dict) else None
    if not isinstance(records, list) or not records:
        raise MathplayError("classroom.no_records", file=path.name)
    return [read_record(record) for record in records], points


def read_otter_results(key: Any, folder: Path, assignment: str | None) -> Collected:
    """Every pupil's otter results in ``folder`` for ``assignment`` of the course whose key
    is ``key``."""
    assignment = choose_assignment(sorted(key.assignments), assignment)
    submissions: dict[str, Submission] = {}
    problems: dict[str, MathplayError] = {}
    numbers: set[int] = set()
    for path in _result_files(folder):
        name = path.parent.name if path.parent != folder else path.stem
        try:
            records, points = _read(path)
            students = {record.student for record in records}
            if len(students) != 1:
                found = ", ".join(sorted(students))
                raise MathplayError("classroom.mixed_records", file=path.name, found=found)
            (student,) = students
            found = {record.assignment for record in records} - {assignment}
            if found:
                raise MathplayError(
                    "classroom.other_assignment",
                    student=student,
                    found=found.pop(),
                    assignment=assignment,
                )
            if student in submissions:
                raise MathplayError("classroom.two_results", student=student, file=path.name)
        except MathplayError as err:
            problems[name] = err
            continue
        numbers.update(record.exercise for record in records)
        by_number = {record.exercise: record for record in records}
        submissions[student] = Submission(student, by_number, points)
    return Collected(assignment, tuple(sorted(numbers)), submissions, problems)
