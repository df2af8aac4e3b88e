"""What a pupil's notebook holds to check an answer: feedback boxes, grading mode, ``check``.

This module is pupil-side: nothing in it, and nothing its objects reach by attribute, holds
or hands out a model answer or an answer key (the teachers' side is
:mod:`mathplay.lessons.checks` and :mod:`mathplay.lessons.keys`, which stand on this module).
A lesson's module makes its ``check`` as a :class:`~mathplay.lessons.lesson_check.LessonCheck`,
which finds the lesson's key by name when it first judges.

A :class:`Check` is a lesson's ``check(number, answer)``: a :class:`Feedback` box, green
when right, red (with what to look at) when wrong, yellow when not answered yet (``...``).
While practising it never raises, so Run All goes on and no traceback frightens anyone.
When grading, the same call fails the cell: it shows the same box, then raises
:class:`CheckFailed` (an ``AssertionError``) whose Jupyter rendering is one friendly line
instead of a traceback. Grading is on under nbgrader (it sets ``NBGRADER_EXECUTION`` for
``autograde`` and ``validate``), with ``MATHPLAY_GRADING=1``, or with ``strict=True``.

While a pupil practises, a wrong A/B/C or yes/no choice makes the next choice of that
exercise wait for its reason (:mod:`mathplay.lessons.reasons`): the :class:`Check`
remembers, for this kernel, which exercises asked for one; a grader judges the choice alone.

Imported in a notebook's kernel, it makes the kernel read an answer line as the pupil typed
it (``answer_3 = 96 × 87``, ``answer_4 = nie``: :mod:`mathplay.lessons.typed`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from mathplay.errors import MathplayError
from mathplay.i18n import get_language, translate
from mathplay.lessons.readers import plain_answer, reading_in
from mathplay.lessons.reasons import Reason, practised
from mathplay.lessons.typed import install
from mathplay.lessons.verdicts import AnswerError, Verdict, render, wrong

__all__ = [
    "NOT_ANSWERED",
    "Check",
    "CheckFailed",
    "Feedback",
    "feedback_on",
    "grading",
    "show",
]

NOT_ANSWERED = ...
"""The placeholder an exercise cell starts with."""

install()  # in a notebook, answers are read as the pupil typed them (mathplay.lessons.typed)

_GRADING_RUNS = {"autograde", "validate"}
_STYLES = {
    "good": ("✅", "#e8f5e9", "#2e7d32"),
    "wrong": ("❌", "#ffebee", "#c62828"),
    "todo": ("✏️", "#fff8e1", "#8d6e00"),
}
# the boxes' icons drawn as inline SVG in the box's colour (an emoji is an empty box on a
# computer without an emoji font); the text form (``repr``) keeps the marks above
_MARKS = {
    "good": '<path d="M4.5 8.5l2.5 2.5 5-6" fill="none" stroke="#fff" stroke-width="2"/>',
    "wrong": '<path d="M5 5l6 6M11 5l-6 6" stroke="#fff" stroke-width="2"/>',
    "todo": '<path d="M5 11l1-3 4-4 2 2-4 4zM5 11l3-1" fill="#fff"/>',
}


def grading() -> bool:
    """Whether a grader runs this notebook (nbgrader, or ``MATHPLAY_GRADING=1``)."""
    if os.environ.get("NBGRADER_EXECUTION", "").lower() in _GRADING_RUNS:
        return True
    return os.environ.get("MATHPLAY_GRADING", "") not in ("", "0")


class Feedback:
    """A check's answer in words: ``repr`` is the sentence, a notebook shows a coloured box.

    ``kind``: ``"good"`` (right), ``"wrong"`` or ``"todo"`` (not answered yet).
    """

    def __init__(self, text: str, kind: str = "good") -> None:
        if kind not in _STYLES:
            raise ValueError(f"unknown feedback kind {kind!r}")
        self.text = text
        self.kind = kind

    @property
    def correct(self) -> bool:
        return self.kind == "good"

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{_STYLES[self.kind][0]} {self.text}"

    def _repr_html_(self) -> str:
        _, background, border = _STYLES[self.kind]
        icon = (
            '<svg width="1.1em" height="1.1em" viewBox="0 0 16 16" aria-hidden="true" '
            f'style="vertical-align:-0.15em;margin-right:0.3em"><circle cx="8" cy="8" r="8" '
            f'fill="{border}"/>{_MARKS[self.kind]}</svg>'
        )
        return (
            f'<div role="status" style="padding:0.5em 0.8em;margin:0.3em 0;background:{background};'
            f'border-left:5px solid {border};border-radius:4px;color:#111;font-size:1.1em">'
            f"{icon}{escape(self.text)}</div>"
        )


class CheckFailed(AssertionError):
    """A wrong (or, when grading, a missing) answer; the message says what to look at.

    In Jupyter it renders as one line (``note``), not as a traceback: the feedback box
    shown just before it says the rest.
    """

    def __init__(
        self, text: str, message_id: str, params: Mapping[str, Any], note: str = ""
    ) -> None:
        super().__init__(text)
        self.message_id = message_id
        self.params = dict(params)
        self.note = note or text

    def _render_traceback_(self) -> list[str]:
        return [f"\x1b[1;31m{self.note}\x1b[0m"]


def show(feedback: Any) -> None:
    """Display ``feedback`` when a Jupyter kernel runs the code (a grader's run included)."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython comes with every notebook
        return
    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        display(feedback)


def judged(judge: Callable[[Any], Verdict], answer: Any, language: str | None = None) -> Verdict:
    """``judge``'s verdict on ``answer`` (an answer that cannot be read is a wrong one), its
    numbers read as ``language``'s school writes them (``None``: any school's way, see
    :func:`~mathplay.lessons.readers.reading_in`)."""
    try:
        with reading_in(language):
            return judge(plain_answer(answer))
    except AnswerError as err:
        return err.verdict


def feedback_on(
    judge: Callable[[Any], Verdict],
    number: int,
    answer: Any = NOT_ANSWERED,
    language: str | None = None,
    strict: bool | None = None,
) -> Feedback:
    """The feedback box on ``answer`` to exercise ``number``, judged by ``judge``.

    ``strict``: a wrong or unanswered exercise raises :class:`CheckFailed` (default: only
    when a grader runs the notebook, see :func:`grading`).
    """
    language = get_language() if language is None else language
    translate("error.generic", language)  # a clear error for an unknown language
    if answer is NOT_ANSWERED:
        verdict, kind = wrong("lessons.not_answered", number=number), "todo"
    else:
        verdict = judged(judge, answer, language)
        kind = "good" if verdict.correct else "wrong"
    feedback = Feedback(render(verdict.message_id, verdict.params, language), kind)
    if not verdict.correct and (grading() if strict is None else strict):
        show(feedback)
        note = translate("lessons.no_point", language, number=number)
        raise CheckFailed(feedback.text, verdict.message_id, verdict.params, note)
    return feedback


def no_such_exercise(number: Any, known: Any) -> MathplayError:
    """The error for an exercise number a lesson does not have."""
    return MathplayError(
        "lessons.no_such_exercise", number=number, known=", ".join(str(n) for n in sorted(known))
    )


class Check:
    """A lesson's ``check(number, answer)`` for pupils: right or wrong for the answer given,
    with what a wrong one shows. It holds each exercise's judge and, for a choice, the
    reason asked after a wrong one, and nothing else: no model answer, no key (the
    teachers' :class:`~mathplay.lessons.checks.Lesson` has those).

    ``judges``: exercise number → judge; ``reasons``: exercise number → its
    :class:`~mathplay.lessons.reasons.Reason`. It remembers the exercises whose last choice
    was wrong until :meth:`start_over`. A lesson's module holds a
    :class:`~mathplay.lessons.lesson_check.LessonCheck`, which reads its judges and reasons
    from the lesson's key the first time it judges.
    """

    __slots__ = ("_asked", "_judges", "_reasons")

    def __init__(
        self,
        judges: Mapping[int, Callable[[Any], Verdict]] | None = None,
        *,
        reasons: Mapping[int, Reason] | None = None,
    ) -> None:
        self._judges = dict(judges or {})
        self._reasons = dict(reasons or {})
        self._asked: set[int] = set()  # exercises whose next choice needs its reason

    def _judge(self, number: Any) -> Callable[[Any], Verdict]:
        judge = self._judges.get(number) if type(number) is int else None
        if judge is None:
            raise no_such_exercise(number, self._judges)
        return judge

    def start_over(self) -> None:
        """Forget the wrong choices made so far: every choice is judged alone again."""
        self._asked.clear()

    def _practising(
        self, number: int, judge: Callable[[Any], Verdict], reason: Reason
    ) -> Callable[[Any], Verdict]:
        """``judge`` as a pupil practising meets it: after a wrong choice, the next one is
        judged only with its reason."""

        def judge_and_remember(answer: Any) -> Verdict:
            verdict, ask = practised(judge, reason, answer, number in self._asked)
            if ask:
                self._asked.add(number)
            else:
                self._asked.discard(number)
            return verdict

        return judge_and_remember

    def __call__(
        self,
        number: int,
        answer: Any = NOT_ANSWERED,
        *,
        language: str | None = None,
        strict: bool | None = None,
    ) -> Feedback:
        """Feedback in words for exercise ``number``, shown as a box (``language``: ``"en"``,
        ``"ja"`` or ``"pl"``, default the package-wide one; ``strict``: see
        :func:`feedback_on`; a grader judges a choice alone, without its reason)."""
        judge = self._judge(number)
        graded = grading() if strict is None else strict
        reason = self._reasons.get(number)
        if reason is not None and not graded:
            judge = self._practising(number, judge, reason)
        return feedback_on(judge, number, answer, language, graded)

    def __repr__(self) -> str:
        return "check(number, answer)"
