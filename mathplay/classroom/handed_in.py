"""Grading a folder of handed-in notebooks (a school without JupyterHub).

The static site lets a pupil download her finished notebook; she hands it in by email or the
school's platform, and the teacher saves each one under the pupil's course id::

    FOLDER/s07.ipynb      or    FOLDER/s07/ps1.ipynb    or    FOLDER/s07/ps1/ps1.ipynb

(the last is nbgrader's ``submitted/`` layout). The file name (or the folder's) is the
student id the work is filed under, as otter names a submission: the id whose variant is
graded, whatever name the notebook itself carries. Nothing in a handed-in notebook is run:
its answers are read as literals (:mod:`mathplay.classroom.nbfiles`) and graded by the
homework's own grading code (``grade_answer``, :mod:`mathplay.classroom.grading`), the code
the hidden tests run. An answer cell that holds a calculation or a name is wrong, with the
verdict :data:`NOT_A_VALUE` (the pupil is asked for a value anyway).
A notebook of another assignment, one that is not JSON and one whose locked cells were
changed are each a clear error for that pupil; every other pupil is graded.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mathplay.classroom.collected import Collected, Submission
from mathplay.classroom.course import (
    assignments_in,
    choose_assignment,
    course_notebook,
    notebooks_in,
)
from mathplay.classroom.grading import TeacherApi
from mathplay.classroom.nbfiles import (
    Calculation,
    answers_of,
    check_locked_cells,
    read_notebook,
    recipe_of,
)
from mathplay.classroom.records import MAX_ANSWER, GradeRecord, read_record
from mathplay.errors import MathplayError

__all__ = ["NOT_A_VALUE", "read_handed_in"]

NOT_A_VALUE = "classroom.not_a_value"
"""The verdict on an answer cell that holds a calculation or a name instead of a value."""


def _handed_in(folder: Path, assignment: str) -> dict[str, list[Path]]:
    """Student id → the notebooks handed in under it."""
    if not folder.is_dir():
        raise MathplayError("classroom.no_notebooks", path=str(folder))
    found: dict[str, list[Path]] = {path.stem: [path] for path in notebooks_in(folder)}
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        inside = notebooks_in(sub) + notebooks_in(sub / assignment)
        if inside:
            found.setdefault(sub.name, []).extend(inside)
    if not found:
        raise MathplayError("classroom.no_notebooks", path=str(folder))
    return found


def _declared(notebook: dict[str, Any]) -> str | None:
    meta = notebook.get("metadata", {})
    mathplay = meta.get("mathplay") if isinstance(meta, dict) else None
    name = mathplay.get("assignment") if isinstance(mathplay, dict) else None
    return name if isinstance(name, str) else None


def _check_assignment(
    notebook: dict[str, Any], assignment: str, recipe: dict | None, student: str
) -> None:
    """A clear error when the notebook is another assignment's: the name it declares
    (notebook metadata ``mathplay.assignment``), else the recipe its set-up cell holds."""
    declared = _declared(notebook)
    if declared is not None:
        if declared != assignment:
            raise MathplayError(
                "classroom.other_assignment", student=student, found=declared, assignment=assignment
            )
        return
    found = recipe_of(notebook)
    if recipe is not None and found != recipe:
        about = found.get("lesson", "?") if isinstance(found, dict) else "?"
        raise MathplayError(
            "classroom.other_assignment", student=student, found=about, assignment=assignment
        )


def _grade(
    api: TeacherApi, key: Any, assignment: str, student: str, numbers: list[int], answers: dict
) -> dict[int, GradeRecord]:
    records = {}
    for number in numbers:
        answer = answers.get(number, ...)
        if isinstance(answer, Calculation):
            text = answer.text[:MAX_ANSWER] or None
            records[number] = GradeRecord(assignment, student, number, "wrong", NOT_A_VALUE, text)
            continue
        records[number] = read_record(api.grade_answer(key, assignment, student, number, answer))
    return records


def read_handed_in(
    course: Path, folder: Path, assignment: str | None, api: TeacherApi
) -> Collected:
    """Grade every notebook in ``folder`` for ``assignment`` of ``course``."""
    key = api.load_course_key(course)
    assignment = choose_assignment(assignments_in(course), assignment)
    source = course_notebook(course, "source", assignment)
    recipe = recipe_of(source) if source else None
    released = course_notebook(course, "release", assignment)
    submissions: dict[str, Submission] = {}
    problems: dict[str, MathplayError] = {}
    numbers: set[int] = set()
    for student, paths in _handed_in(folder, assignment).items():
        try:
            if len(paths) > 1:
                names = ", ".join(p.name for p in paths)
                raise MathplayError("classroom.two_notebooks", student=student, files=names)
            notebook = read_notebook(paths[0], student)
            _check_assignment(notebook, assignment, recipe, student)
            check_locked_cells(notebook, released, student)
            mine = sorted(api.model_answers(key, assignment, student))
            records = _grade(api, key, assignment, student, mine, answers_of(notebook))
        except MathplayError as err:
            problems[student] = err
            continue
        numbers.update(mine)
        submissions[student] = Submission(student, records)
    language = recipe.get("language") if recipe else None
    return Collected(assignment, tuple(sorted(numbers)), submissions, problems, language)
