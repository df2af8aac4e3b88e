"""Grading a folder of handed-in notebooks (a school without JupyterHub).

A school without a hub gives each pupil her own notebook (``mathplay pupils``: her id, her
variant and a signature made with the course's secret); she works on the static site,
downloads it and hands it in by e-mail or the school's platform. The teacher saves them all
in one folder, under any names. Whose each one is comes from the notebook itself,
:func:`mathplay.puzzles.grading.identify` (a changed id or signature is a clear error). A
notebook released to everybody (nbgrader's ``release/``, no id in it) is filed under its
name instead, as nbgrader and otter file submissions::

    FOLDER/s07.ipynb      or    FOLDER/s07/NAME.ipynb    or    FOLDER/s07/ps1/NAME.ipynb

(the last is nbgrader's ``submitted/`` layout). Two notebooks of one pupil are a clear
error naming both files (one pupil handed in another's). Nothing in a handed-in notebook is
run: its answers are read as literals (:mod:`mathplay.classroom.nbfiles`) and graded by the
homework's own grading code (``grade_answer``, the code the hidden tests run). An answer
cell that holds a calculation or a name is wrong, with the verdict :data:`NOT_A_VALUE` (the
exercise asks for a value anyway).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.course import (
    NEEDS_NBGRADER,
    choose_assignment,
    notebooks_in,
    released_notebook,
)
from mathplay.classroom.grading import TeacherApi
from mathplay.classroom.nbfiles import Calculation, answers_of, check_locked_cells, read_notebook
from mathplay.classroom.records import GradeRecord, read_record
from mathplay.errors import MathplayError

__all__ = ["NOT_A_VALUE", "read_handed_in"]

NOT_A_VALUE = "classroom.not_a_value"
"""The verdict on an answer cell that holds a calculation or a name instead of a value."""


def _handed_in(folder: Path, assignment: str) -> list[tuple[str, Path]]:
    """Each notebook in ``folder``, with the id its name files it under."""
    if not folder.is_dir():
        raise MathplayError("classroom.no_notebooks", path=str(folder))
    found = [(path.stem, path) for path in notebooks_in(folder)]
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        found += [(sub.name, p) for p in notebooks_in(sub) + notebooks_in(sub / assignment)]
    if not found:
        raise MathplayError("classroom.no_notebooks", path=str(folder))
    return found


def _whose(key: Any, notebook: dict[str, Any], assignment: str, name: str) -> tuple[str, bool]:
    """The pupil a notebook of ``assignment`` belongs to, and whether her id is signed in
    it; a notebook released to everybody is the one of the name it was handed in under."""
    from mathplay.puzzles.grading import identify, release_call

    try:
        found, student = identify(key, notebook)
        signed = True
    except MathplayError as err:
        if err.message_id != "homework.no_pupil":
            raise
        data, _ = release_call(notebook)
        found, student, signed = str(data.get("assignment", "")), name, False
    if found != assignment:
        raise MathplayError(
            "classroom.other_assignment", student=student, found=found, assignment=assignment
        )
    return student, signed


def _grade(
    api: TeacherApi, key: Any, assignment: str, student: str, numbers: list[int], answers: dict
) -> dict[int, GradeRecord]:
    from mathplay.puzzles.grading import answer_text

    records = {}
    for number in numbers:
        answer = answers.get(number, ...)
        if isinstance(answer, Calculation):
            text = answer_text(answer.text) or None
            records[number] = GradeRecord(assignment, student, number, "wrong", NOT_A_VALUE, text)
            continue
        records[number] = read_record(api.grade_answer(key, assignment, student, number, answer))
    return records


def read_handed_in(
    course: Path, folder: Path, assignment: str | None, api: TeacherApi, key: Any
) -> Collected:
    """Grade every notebook in ``folder`` for ``assignment`` of ``course`` (``key``: its
    course key)."""
    assignment = choose_assignment(sorted(key.assignments), assignment)
    released = released_notebook(course, assignment)
    problems: dict[str, MathplayError] = {}
    pupils: dict[str, list[tuple[Path, dict[str, Any]]]] = {}
    for name, path in _handed_in(folder, assignment):
        try:
            notebook = read_notebook(path, name)
            student, signed = _whose(key, notebook, assignment, name)
            check_locked_cells(notebook, released, student, signed=signed)
        except MathplayError as err:
            if err.message_id == NEEDS_NBGRADER:
                raise  # nobody's work can be checked: the whole report, not this pupil
            problems[name] = err
            continue
        pupils.setdefault(student, []).append((path, notebook))
    submissions: dict[str, Submission] = {}
    numbers: set[int] = set()
    for student, handed in sorted(pupils.items()):
        if len(handed) > 1:
            files = ", ".join(str(path.relative_to(folder)) for path, _ in handed)
            error = MathplayError("classroom.two_notebooks", student=student, files=files)
            problems[student] = error
            continue
        try:
            mine = sorted(api.model_answers(key, assignment, student))
            records = _grade(api, key, assignment, student, mine, answers_of(handed[0][1]))
        except MathplayError as err:
            problems[student] = err
            continue
        numbers.update(mine)
        submissions[student] = Submission(student, records)
    return Collected(assignment, tuple(sorted(numbers)), submissions, problems, frozenset(pupils))
