"""The lessons' exercises with their answers: teacher-side, never imported by a pupil's notebook.

One module per lesson (``mathplay.lessons.keys.order_of_operations``, ...) holds
``EXERCISES``, ``VARIANTS``, ``LESSON`` (a :class:`~mathplay.lessons.checks.Lesson`),
``answer_key`` and ``teacher_notes``; the teachers' editions import ``teacher_notes`` from
it. The lesson's own module (``mathplay.lessons.order_of_operations``) keeps its tables,
the exercises' builders and the pupils' ``check``, which reads its judges from here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mathplay.lessons.checks import Lesson
    from mathplay.lessons.verdicts import Verdict

__all__ = ["judges", "lesson"]


def lesson(name: str) -> Lesson:
    """The lesson called ``name`` (``"order-of-operations"``), with its answers."""
    return importlib.import_module(f"{__name__}.{name.replace('-', '_')}").LESSON


def judges(name: str) -> dict[int, Callable[[Any], Verdict]]:
    """The judge of each exercise of the lesson ``name`` (what the pupils' check holds)."""
    return {n: exercise.judge for n, exercise in lesson(name).exercises.items()}
