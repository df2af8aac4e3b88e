"""An nbgrader course's grades: nbgrader's own gradebook and the records of autograding.

nbgrader's :class:`~nbgrader.api.Gradebook` gives the pupils, their submissions and every
grade cell's score (manual grades included). It writes to the database it opens (it adds
missing tables and the course row), so it opens a copy of ``gradebook.db`` in a temporary
folder: the course folder is only read. The grade records (:mod:`mathplay.classroom.records`)
come from the grade cells of ``autograded/STUDENT/ASSIGNMENT/*.ipynb``; the pupil's own
``submitted/`` notebook is checked for changed locked cells against ``release/``.

A grade cell ``check_N`` grades exercise ``N`` (the homework writer's names). The gradebook
decides right or not; the record says which misconception a wrong answer showed, and
whether it was empty.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.course import (
    choose_assignment,
    nbgrader_module,
    notebooks_in,
    released_notebook,
)
from mathplay.classroom.nbfiles import check_locked_cells, read_notebook
from mathplay.classroom.records import GradeRecord, records_in_notebook
from mathplay.errors import MathplayError

__all__ = ["GRADE_CELL", "is_nbgrader_course", "read_nbgrader_course"]

GRADE_CELL = re.compile(r"check_(\d+)")
"""The name of the grade cell of exercise N in the homework's notebooks."""


def is_nbgrader_course(course: Path) -> bool:
    return (course / "gradebook.db").is_file()


@dataclass(frozen=True)
class _Graded:
    """What the gradebook says of one pupil's submission."""

    points: float
    cells: dict[int, tuple[float, float]]  # exercise → (score, max score)


def _check_tables(copy: Path, original: Path) -> None:
    """A clear error unless ``copy`` is an SQLite database with nbgrader's tables (the
    Gradebook would make them in an empty one)."""
    try:
        with closing(sqlite3.connect(copy)) as database:
            rows = database.execute("SELECT name FROM sqlite_master WHERE type='table'")
            tables = {name for (name,) in rows}
    except sqlite3.Error as err:
        tables, reason = set(), str(err)
    else:
        reason = "no nbgrader tables"
    if not {"assignment", "student", "submitted_assignment"} <= tables:
        raise MathplayError("classroom.bad_gradebook", path=str(original), reason=reason)


@contextmanager
def _gradebook(course: Path) -> Iterator[Any]:
    """nbgrader's Gradebook on a copy of the course's database."""
    Gradebook = nbgrader_module("nbgrader.api").Gradebook
    from sqlalchemy.exc import SQLAlchemyError

    with tempfile.TemporaryDirectory(prefix="mathplay-report-") as folder:
        copy = Path(folder) / "gradebook.db"
        shutil.copyfile(course / "gradebook.db", copy)
        _check_tables(copy, course / "gradebook.db")
        try:
            with Gradebook(f"sqlite:///{copy}") as gradebook:
                yield gradebook
        except SQLAlchemyError as err:
            raise MathplayError(
                "classroom.bad_gradebook", path=str(course / "gradebook.db"), reason=str(err)
            ) from None


def _read_gradebook(course: Path, wanted: str | None) -> tuple[str, list[str], dict, set[int]]:
    """The assignment, every pupil's id, each submission's grades and the exercises."""
    with _gradebook(course) as gradebook:
        assignment = choose_assignment(sorted(a.name for a in gradebook.assignments), wanted)
        students = sorted(s.id for s in gradebook.students)
        graded: dict[str, _Graded] = {}
        for submission in gradebook.assignment_submissions(assignment):
            cells = {}
            for notebook in submission.notebooks:
                for grade in notebook.grades:
                    match = GRADE_CELL.fullmatch(grade.name)
                    if match:
                        cells[int(match.group(1))] = (grade.score, grade.max_score)
            graded[submission.student.id] = _Graded(submission.score, cells)
        numbers = {
            int(match.group(1))
            for notebook in gradebook.find_assignment(assignment).notebooks
            for cell in notebook.grade_cells
            if (match := GRADE_CELL.fullmatch(cell.name))
        }
    return assignment, students, graded, numbers


def _records(course: Path, assignment: str, student: str) -> dict[int, GradeRecord]:
    """The records of the pupil's autograded notebooks, checked to be this pupil's and this
    assignment's; the submitted notebook's locked cells checked against the release."""
    autograded = notebooks_in(course / "autograded" / student / assignment)
    if not autograded:
        raise MathplayError("classroom.not_graded", student=student, assignment=assignment)
    released = released_notebook(course, assignment)
    for path in notebooks_in(course / "submitted" / student / assignment):
        check_locked_cells(read_notebook(path, student), released, student)
    records: dict[int, GradeRecord] = {}
    for path in autograded:
        for record in records_in_notebook(read_notebook(path, student)):
            if record.assignment != assignment:
                raise MathplayError(
                    "classroom.other_assignment",
                    student=student,
                    found=record.assignment,
                    assignment=assignment,
                )
            if record.student != student:
                raise MathplayError(
                    "classroom.other_student", student=student, found=record.student
                )
            records[record.exercise] = record
    return records


def _decided(
    record: GradeRecord | None,
    grade: tuple[float, float] | None,
    assignment: str,
    student: str,
    number: int,
) -> GradeRecord:
    """The record, with right or not as the gradebook has it."""
    if record is None:
        record = GradeRecord(assignment, student, number, "wrong")
    if grade is None:
        return record
    score, most = grade
    if most and score >= most:
        return GradeRecord(assignment, student, number, "right", record.verdict, record.answer)
    if record.status == "right":  # a teacher took the point away
        return GradeRecord(assignment, student, number, "wrong", None, record.answer)
    return record


def read_nbgrader_course(course: Path, assignment: str | None = None) -> Collected:
    """The grades of ``assignment`` (the course's only one if ``None``)."""
    assignment, students, graded, numbers = _read_gradebook(course, assignment)
    if not graded:
        raise MathplayError("classroom.no_submissions", count=len(students), assignment=assignment)
    submissions: dict[str, Submission] = {}
    problems: dict[str, MathplayError] = {}
    for student in sorted(set(students) | set(graded)):
        if student not in graded:
            problems[student] = MathplayError(
                "classroom.not_submitted", student=student, assignment=assignment
            )
            continue
        try:
            records = _records(course, assignment, student)
        except MathplayError as err:
            problems[student] = err
            continue
        cells = graded[student].cells
        decided = {
            n: _decided(records.get(n), cells.get(n), assignment, student, n)
            for n in sorted(numbers | set(cells) | set(records))
        }
        numbers |= set(decided)
        submissions[student] = Submission(student, decided, graded[student].points)
    pupils = frozenset(students) | frozenset(graded)
    return Collected(assignment, tuple(sorted(numbers)), submissions, problems, pupils)
