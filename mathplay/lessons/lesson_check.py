"""A lesson's ``check`` in its pupils' notebook: a :class:`~mathplay.lessons.feedback.Check`
that finds the lesson's key by name the first time it judges.

Each lesson's module (``mathplay.lessons.order_of_operations``, ...) defines
``check = LessonCheck("order-of-operations")``. Importing the lesson loads no key: the
teacher-side key (:mod:`mathplay.lessons.keys`) is imported when the check first judges,
and the check keeps only what it hands over, each exercise's judge and the reason asked
after a wrong choice (``tests/lessons/test_no_answer_reaches_pupils.py``). The keys never
import a lesson's module (the exercises' builders live in the keys), so this is the one way
from a lesson's module to its key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mathplay.lessons.feedback import Check
from mathplay.lessons.verdicts import Verdict

__all__ = ["LessonCheck"]


class LessonCheck(Check):
    """The pupils' ``check(number, answer)`` of the lesson called ``lesson``
    (``"order-of-operations"``): its judges and reasons are read from the lesson's key when
    it first judges (the lesson's module defines ``check`` before any key is loaded)."""

    __slots__ = ("_lesson", "_read")

    def __init__(self, lesson: str) -> None:
        super().__init__()
        self._lesson = lesson
        self._read = False

    def _judge(self, number: Any) -> Callable[[Any], Verdict]:
        if not self._read:
            # lazy: the teacher-side key (and the engines its exercises ask) only when the
            # check first judges, never when a pupil's notebook imports the lesson
            from mathplay.lessons.keys import judges, reasons

            self._judges, self._reasons = judges(self._lesson), reasons(self._lesson)
            self._read = True
        return super()._judge(number)
