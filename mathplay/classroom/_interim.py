"""A stand-in for the homework's teacher-side API until it is merged (issue 24 §2).

Variants follow the student id alone (no course secret yet); the recipe of an assignment is
read from the course's nbgrader source notebook. Replaced by the homework writer's module.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from mathplay.classroom.nbfiles import recipe_of
from mathplay.classroom.records import MAX_ANSWER, GradeRecord
from mathplay.errors import MathplayError

__all__ = ["grade_answer", "load_course_key", "model_answers"]


def load_course_key(course_dir: str | Path) -> Path:
    course = Path(course_dir)
    if not (course / "source").is_dir():
        raise MathplayError("classroom.not_a_course", path=str(course))
    return course


@cache
def _homework(key: Path, assignment: str, student: str):
    from mathplay.puzzles.homework import Homework

    path = key / "source" / assignment / f"{assignment}.ipynb"
    try:
        recipe = recipe_of(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        recipe = None
    if recipe is None:
        raise MathplayError("classroom.no_such_assignment", assignment=assignment, known="?")
    return Homework.from_recipe(recipe, student)


def model_answers(key: Path, assignment: str, student_id: str) -> dict[int, Any]:
    homework = _homework(key, assignment, student_id)
    return {n: homework.model_answer(n) for n in homework.numbers}


def grade_answer(
    key: Path, assignment: str, student_id: str, exercise: int, answer: Any
) -> dict[str, Any]:
    homework = _homework(key, assignment, student_id)
    if answer is ...:
        return GradeRecord(assignment, student_id, exercise, "empty").to_dict()
    lesson = homework.exercises
    verdict = lesson.judge(lesson.exercise(exercise), answer)
    status = "right" if verdict.correct else "wrong"
    return GradeRecord(
        assignment, student_id, exercise, status, verdict.message_id, str(answer)[:MAX_ANSWER]
    ).to_dict()
