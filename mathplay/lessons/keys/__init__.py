"""The lessons' exercises with their answers: teacher-side, never imported by a pupil's notebook.

One module per lesson (``mathplay.lessons.keys.order_of_operations``, ...) holds
``EXERCISES``, ``VARIANTS``, ``LESSON`` (a :class:`~mathplay.lessons.checks.Lesson`),
and ``answer_key`` (lesson 2 also ``Options`` and ``lesson(options)``: how a teacher sets it
for a class); the teachers' editions' ``teacher_notes`` read ``LESSON``
(:func:`mathplay.classroom.notes.lesson_notes`). Beside it, ``<lesson>_exercises`` holds the
builders that make each exercise with its answer and its judge. The pupils' ``check`` holds
the judges, and a judge reaches its module's members (``__globals__``) by attribute, so that
module holds no lesson, no key and no list of answers
(``tests/lessons/test_no_answer_reaches_pupils.py``).

The keys stand below the lessons' own modules and never import one (``no-cycle`` in
``pyproject.toml``): a lesson's module (``mathplay.lessons.order_of_operations``) keeps
what its notebook imports and the pupils' ``check``, a
:class:`~mathplay.lessons.lesson_check.LessonCheck` that reads its judges and reasons from
here (:func:`judges`, :func:`reasons`) when it first judges; what both sides use is below
both (``steps``, ``trios``, ``triolet_positions``, ``tournament``, ``which_move``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError

if TYPE_CHECKING:
    from mathplay.lessons.checks import Lesson
    from mathplay.lessons.reasons import Reason
    from mathplay.lessons.verdicts import Verdict

__all__ = ["judges", "lesson", "reasons"]


def lesson(name: str, options: Mapping[str, Any] | None = None) -> Lesson:
    """The lesson called ``name`` (``"order-of-operations"``), with its answers; ``options``:
    how a teacher sets it for a class, for a lesson that has them (lesson 2's
    ``{"negatives": False}``: its ``Options``)."""
    module = importlib.import_module(f"{__name__}.{name.replace('-', '_')}")
    if not options:
        return module.LESSON
    if not isinstance(options, Mapping) or not hasattr(module, "Options"):
        raise MathplayError("lessons.unknown_option", value=options)
    try:
        chosen = module.Options(**options)
    except TypeError:
        raise MathplayError("lessons.unknown_option", value=options) from None
    return _set(module.__name__, chosen)


@cache
def _set(module: str, options: Any) -> Lesson:
    """The lesson of ``module`` set by ``options`` (made once: a grader asks again and again)."""
    return importlib.import_module(module).lesson(options)


def judges(name: str) -> dict[int, Callable[[Any], Verdict]]:
    """The judge of each exercise of the lesson ``name`` (what the pupils' check holds)."""
    return {n: exercise.judge for n, exercise in lesson(name).exercises.items()}


def reasons(name: str) -> dict[int, Reason]:
    """The reason a pupil works out after a wrong choice, for each choice exercise of the
    lesson ``name`` (the pupils' check holds them with the judges)."""
    exercises = lesson(name).exercises.items()
    return {n: exercise.reason for n, exercise in exercises if exercise.reason is not None}
