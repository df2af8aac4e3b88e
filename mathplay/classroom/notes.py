"""The teachers' notes under each exercise: the answer, and why a pupil gives each typical
wrong answer, in a teacher's words (not the pupil's feedback box again).

The teachers' editions hold ``teacher_notes = lesson_notes("order_of_operations")`` and show
``teacher_notes(1)`` under exercise 1. Each typical wrong answer is judged by the lesson's own
check; its verdict names the misconception (:mod:`mathplay.classroom.misconceptions`, the same
table the class report uses), whose name and reason (``classroom.why.<key>``) the notes show.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

from mathplay.classroom.misconceptions import misconception_name, misconception_of
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation

__all__ = ["ExerciseNotes", "Reason", "lesson_notes", "reasons"]

NOT_MISCONCEPTIONS = {"lessons.want_value": "copied_calculation"}
"""Verdicts on a typical answer that are no misconception of the maths, with their reason."""


@dataclass(frozen=True)
class Reason:
    """A typical wrong answer, the misconception it shows (``None``: none) and why."""

    answer: Any
    name: str
    why: str


def reasons(lesson: Any, number: int, language: str) -> tuple[Reason, ...]:
    """Why each typical wrong answer of ``lesson``'s exercise ``number`` is given."""
    exercise = lesson.exercise(number)
    out = []
    for answer in exercise.typical:
        verdict = lesson.judge(exercise, answer, language)
        found = misconception_of(verdict.message_id)
        key = found.key if found else NOT_MISCONCEPTIONS[verdict.message_id]
        name = misconception_name(key, language) if found else ""
        out.append(Reason(answer, name, translate(f"classroom.why.{key}", language)))
    return tuple(out)


@dataclass(frozen=True)
class ExerciseNotes:
    """What the teachers' edition shows under an exercise."""

    number: int
    answer: Any
    reasons: tuple[Reason, ...]
    language: str

    def _t(self, message_id: str, **params: Any) -> str:
        return notation(translate(message_id, self.language, **params), self.language)

    def _typed(self, answer: Any) -> str:
        return notation(repr(answer), self.language)

    def _why(self, reason: Reason) -> str:
        colon = "：" if self.language == "ja" else ": "
        said = f"{reason.name}{colon}{reason.why}" if reason.name else reason.why
        return notation(said, self.language)

    def __repr__(self) -> str:
        lines = [self._t("lessons.notes.answer", number=self.number, answer=self.answer)]
        lines += [f"  {self._typed(r.answer)} → {self._why(r)}" for r in self.reasons]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = escape(self._t("lessons.notes.answer", number=self.number, answer=self.answer))
        rows = "".join(
            f"<tr><td><code>{escape(self._typed(r.answer))}</code></td>"
            f"<td style='text-align:left'>{escape(self._why(r))}</td></tr>"
            for r in self.reasons
        )
        table = (
            f"<table><tr><th>{escape(self._t('lessons.notes.typical'))}</th>"
            f"<th>{escape(self._t('classroom.notes.why'))}</th></tr>{rows}</table>"
            if rows
            else ""
        )
        return (
            '<div style="padding:0.4em 0.8em;margin:0.3em 0;background:#e3f2fd;'
            f'border-left:5px solid #1565c0;border-radius:4px;color:#111"><b>{head}</b>'
            f"{table}</div>"
        )


def lesson_notes(module: str) -> Callable[..., ExerciseNotes]:
    """``teacher_notes(number, language=None)`` for the lesson of ``mathplay.lessons.keys.
    <module>`` (``"order_of_operations"``)."""
    lesson = importlib.import_module(f"mathplay.lessons.keys.{module}").LESSON

    def teacher_notes(number: int, language: str | None = None) -> ExerciseNotes:
        language = get_language() if language is None else language
        answer = lesson.exercise(number).answer
        return ExerciseNotes(number, answer, reasons(lesson, number, language), language)

    return teacher_notes
