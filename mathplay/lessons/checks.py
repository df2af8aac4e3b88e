"""What every lesson's ``check(...)`` shares: exercises, feedback boxes and grading mode.

A lesson is a numbered list of :class:`Exercise` values. ``lesson.check(number, answer)``
returns a :class:`Feedback`, shown in a notebook as a coloured box: green when right, red
(with what to look at) when wrong, yellow when the exercise is not answered yet (``...``).
While practising it never raises, so Run All goes on and no traceback frightens anyone.

When grading, the same call fails the cell: it shows the same box, then raises
:class:`CheckFailed` (an ``AssertionError``) whose Jupyter rendering is one friendly line
instead of a traceback. nbgrader counts a grade cell with an error as failed, and an otter
test fails on the exception. Grading is on under nbgrader (it sets ``NBGRADER_EXECUTION``
for ``autograde`` and ``validate``), with ``MATHPLAY_GRADING=1``, or with ``strict=True``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from hashlib import blake2b
from html import escape
from typing import Any

from mathplay.errors import MathplayError
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.readers import (
    read_choice,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
    reading_in,
)
from mathplay.lessons.reasons import Reason, ask_reason, judge_with_reason, split_reason
from mathplay.lessons.verdicts import (
    AnswerError,
    Message,
    Percent,
    Verdict,
    format_number,
    format_percent,
    group_digits,
    render,
    right,
    wrong,
)

__all__ = [
    "NOT_ANSWERED",
    "AnswerError",
    "CheckFailed",
    "Exercise",
    "Feedback",
    "Lesson",
    "Message",
    "Percent",
    "Reason",
    "Verdict",
    "format_number",
    "format_percent",
    "grading",
    "group_digits",
    "judge_choice",
    "judge_number",
    "judge_yes_no",
    "read_choice",
    "read_expression",
    "read_number",
    "read_operator",
    "read_yes_no",
    "right",
    "wrong",
]

NOT_ANSWERED = ...
"""The placeholder an exercise cell starts with."""

_GRADING_RUNS = {"autograde", "validate"}
_STYLES = {
    "good": ("✅", "#e8f5e9", "#2e7d32"),
    "wrong": ("❌", "#ffebee", "#c62828"),
    "todo": ("✏️", "#fff8e1", "#8d6e00"),
}


def grading() -> bool:
    """Whether a grader runs this notebook (nbgrader, or ``MATHPLAY_GRADING=1``)."""
    if os.environ.get("NBGRADER_EXECUTION", "").lower() in _GRADING_RUNS:
        return True
    return os.environ.get("MATHPLAY_GRADING", "") not in ("", "0")


# ----- feedback and failures ------------------------------------------------------------
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
        icon, background, border = _STYLES[self.kind]
        return (
            f'<div role="status" style="padding:0.5em 0.8em;margin:0.3em 0;background:{background};'
            f'border-left:5px solid {border};border-radius:4px;color:#111;font-size:1.1em">'
            f"{icon} {escape(self.text)}</div>"
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


def _show(feedback: Feedback) -> None:
    """Display the box when a Jupyter kernel runs the code (a grader's run included)."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython comes with every notebook
        return
    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        display(feedback)


# ----- exercises and lessons ------------------------------------------------------------
@dataclass(frozen=True)
class Exercise:
    """One numbered exercise: the question and model answer (for the teacher's key) and the
    judge that turns an answer into a :class:`Verdict` (readers may raise AnswerError).

    ``goal``: the learning goal it practises; ``typical``: wrong answers pupils often give
    (the teachers' edition shows what the check says to each); ``material``: the numbers,
    cards or expressions it is about (no worked example of the lesson may show them);
    ``prompt``: the question in every language (homework shows it; a lesson words it in its
    source). ``solution``: the model answer, or a function of no argument that works it
    out when it is slow (a tournament); :attr:`answer` is the answer itself. ``picture``: what
    homework shows under the question (a board, a table), for a language; ``tools``: the
    import a pupil needs to work it out in a cell of their own (homework gives one).
    """

    number: int
    question: str
    solution: Any
    judge: Callable[[Any], Verdict]
    goal: int | None = None
    typical: tuple[Any, ...] = ()
    material: tuple[str, ...] = ()
    prompt: Message | None = None
    picture: Callable[[str], Any] | None = None
    tools: str = ""
    reason: Reason | None = None

    @property
    def answer(self) -> Any:
        """The model answer (worked out now if ``solution`` is a function)."""
        return self.solution() if callable(self.solution) else self.solution

    def prompt_text(self, language: str) -> str:
        """The question in ``language`` (English words if the exercise has no prompt)."""
        if self.prompt is None:
            return self.question
        return render(self.prompt.message_id, self.prompt.params, language)


class Lesson:
    """A lesson's exercises, reached by number through :meth:`check`; ``goals``: how many
    learning goals the lesson names (each has an exercise); ``variants``: for an exercise
    number, other exercises that practise the same thing with other numbers (homework gives
    each pupil their own, see :meth:`for_student`); ``together``: groups of exercises about
    the same thing (one tournament), whose variants are chosen together."""

    def __init__(
        self,
        name: str,
        exercises: Sequence[Exercise],
        goals: int = 0,
        variants: Mapping[int, Sequence[Exercise]] | None = None,
        together: Sequence[Sequence[int]] = (),
    ) -> None:
        numbers = [exercise.number for exercise in exercises]
        if len(set(numbers)) != len(numbers):
            raise ValueError(f"two exercises share a number in {name}")
        self.name = name
        self.goals = goals
        self.exercises = {exercise.number: exercise for exercise in exercises}
        self.variants = {n: tuple(v) for n, v in (variants or {}).items()}
        for number, others in self.variants.items():
            if number not in self.exercises or any(e.number != number for e in others):
                raise ValueError(f"variants of exercise {number} in {name} are misnumbered")
        self._leader = {n: group[0] for group in together for n in group}
        self._asked: set[int] = set()  # exercises whose next choice needs its reason
        for group in together:
            if len({len(self.variants.get(n, ())) for n in group}) != 1:
                raise ValueError(f"exercises {group} in {name} go together: as many variants")

    def for_student(self, student: Any) -> Lesson:
        """The same lesson with each exercise swapped for this student's own variant (the
        same student always gets the same ones; ``None``: the lesson as it is)."""
        if student is None:
            return self
        key = " ".join(str(student).split()).casefold()
        chosen = []
        for number, exercise in self.exercises.items():
            pool = (exercise, *self.variants.get(number, ()))
            leader = self._leader.get(number, number)
            digest = blake2b(f"{self.name}/{leader}/{key}".encode(), digest_size=4).digest()
            chosen.append(pool[int.from_bytes(digest, "big") % len(pool)])
        return Lesson(self.name, chosen, self.goals)

    def exercise(self, number: int) -> Exercise:
        """Exercise ``number``, or a clear error naming the ones there are."""
        exercise = self.exercises.get(number) if type(number) is int else None
        if exercise is None:
            known = ", ".join(str(n) for n in sorted(self.exercises))
            raise MathplayError("lessons.no_such_exercise", number=number, known=known)
        return exercise

    def check(
        self,
        number: int,
        answer: Any = NOT_ANSWERED,
        *,
        language: str | None = None,
        strict: bool | None = None,
    ) -> Feedback:
        """Feedback in words for exercise ``number``, shown as a box.

        ``language``: ``"en"``, ``"ja"`` or ``"pl"`` (default: the package-wide language).
        ``strict``: a wrong or unanswered exercise raises :class:`CheckFailed` (default: only
        when a grader runs the notebook, see :func:`grading`).
        """
        language = get_language() if language is None else language
        translate("error.generic", language)  # a clear error for an unknown language
        exercise = self.exercise(number)
        graded = grading() if strict is None else strict
        if answer is NOT_ANSWERED:
            verdict, kind = wrong("lessons.not_answered", number=number), "todo"
        else:
            with reading_in(language):
                verdict = (
                    self.judge(exercise, answer) if graded else self._practise(exercise, answer)
                )
            kind = "good" if verdict.correct else "wrong"
        feedback = Feedback(render(verdict.message_id, verdict.params, language), kind)
        if not verdict.correct and graded:
            _show(feedback)
            note = translate("lessons.no_point", language, number=number)
            raise CheckFailed(feedback.text, verdict.message_id, verdict.params, note)
        return feedback

    @staticmethod
    def judge(exercise: Exercise, answer: Any) -> Verdict:
        """The verdict on ``answer`` (an unreadable answer is a wrong one)."""
        try:
            return exercise.judge(answer)
        except AnswerError as err:
            return err.verdict

    def start_over(self) -> None:
        """Forget the wrong choices made so far: every choice is judged alone again."""
        self._asked.clear()

    def _practise(self, exercise: Exercise, answer: Any) -> Verdict:
        """The verdict while a pupil practises: after a wrong choice, the next choice is
        judged only with its reason (see :mod:`mathplay.lessons.reasons`)."""
        reason, number = exercise.reason, exercise.number
        if reason is None:
            return self.judge(exercise, answer)
        reasoned = number in self._asked or split_reason(answer)[1] is not None
        try:
            if reasoned:
                verdict = judge_with_reason(exercise.judge, reason, answer)
            else:
                verdict = exercise.judge(answer)
        except AnswerError as err:  # not a choice at all: nothing to reason about yet
            return err.verdict
        if verdict.correct:
            self._asked.discard(number)
            return verdict
        self._asked.add(number)
        return verdict if reasoned else ask_reason(verdict, reason)

    def teacher_notes(self, number: int, language: str | None = None) -> TeacherNotes:
        """Exercise ``number``'s answer and what the check says to each typical wrong one."""
        language = get_language() if language is None else language
        exercise = self.exercise(number)
        said = []
        for answer in exercise.typical:
            verdict = self.judge(exercise, answer)
            said.append((answer, render(verdict.message_id, verdict.params, language)))
        return TeacherNotes(number, exercise.answer, tuple(said), language)

    def answer_key(self) -> Any:
        """The teacher's key as a pandas DataFrame: exercise, question, answer."""
        import pandas as pd

        rows = [(e.number, e.question, e.answer) for e in self.exercises.values()]
        return pd.DataFrame(rows, columns=["exercise", "question", "answer"]).set_index("exercise")


@dataclass(frozen=True)
class TeacherNotes:
    """An exercise's answer and its typical wrong answers with the feedback each one gets."""

    number: int
    answer: Any
    typical: tuple[tuple[Any, str], ...]
    language: str

    def _t(self, message_id: str, **params: Any) -> str:
        return notation(translate(message_id, self.language, **params), self.language)

    def _typed(self, answer: Any) -> str:
        return notation(repr(answer), self.language)

    def __repr__(self) -> str:
        lines = [self._t("lessons.notes.answer", number=self.number, answer=self.answer)]
        lines += [f"  {self._typed(answer)} → {text}" for answer, text in self.typical]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = escape(self._t("lessons.notes.answer", number=self.number, answer=self.answer))
        rows = "".join(
            f"<tr><td><code>{escape(self._typed(answer))}</code></td><td>{escape(text)}</td></tr>"
            for answer, text in self.typical
        )
        table = (
            f"<table><tr><th>{escape(self._t('lessons.notes.typical'))}</th>"
            f"<th>{escape(self._t('lessons.notes.feedback'))}</th></tr>{rows}</table>"
            if rows
            else ""
        )
        return (
            '<div style="padding:0.4em 0.8em;margin:0.3em 0;background:#e3f2fd;'
            f'border-left:5px solid #1565c0;border-radius:4px;color:#111"><b>{head}</b>'
            f"{table}</div>"
        )


# ----- judges shared by the lessons -----------------------------------------------------
CLOSE_ENOUGH_TO_SAY_SO = Fraction(1, 20)
"""A decimal or a rounded fraction within 5% of a fraction that is asked for is "close:
give the exact fraction" (0.0575 or 1/17 for 4904/85,320)."""


def judge_number(
    answer: Any,
    expected: Fraction | int,
    success: Message,
    *,
    hint: Message | None = None,
    mistakes: Mapping[Fraction, Message] | None = None,
) -> Verdict:
    """Right when ``answer`` is exactly ``expected``; otherwise say what went wrong.

    ``mistakes`` maps the value a typical mistake gives to the message that names it; an
    answer typed close to a fraction that is not whole (``0.0575``, ``"5,75%"``, ``"1/17"``)
    asks for the exact fraction; anything else gets ``hint``. A calculation instead of a
    value is refused (see :func:`read_number`).
    """
    given = read_number(answer)
    expected = Fraction(expected)
    if given == expected:
        return right(success.message_id, **success.params)
    known = (mistakes or {}).get(given)
    if known is not None:
        return wrong(known.message_id, **known.params)
    close = abs(given - expected) <= CLOSE_ENOUGH_TO_SAY_SO * abs(expected)
    if expected.denominator != 1 and not isinstance(answer, int | Fraction) and close:
        return wrong("lessons.not_exact", answer=answer)
    shown = answer if isinstance(answer, str | float) else given
    return wrong("lessons.wrong_number", answer=shown, hint=hint or Message("lessons.try_again"))


def judge_yes_no(answer: Any, expected: bool, success: Message, failure: Message) -> Verdict:
    """Right when the yes/no ``answer`` is ``expected``."""
    if read_yes_no(answer) == expected:
        return right(success.message_id, **success.params)
    return wrong(failure.message_id, **failure.params)


def judge_choice(
    answer: Any, expected: str, choices: Sequence[str], success: Message, failures: Mapping
) -> Verdict:
    """Right when the letter ``answer`` is ``expected``; ``failures``: letter → message."""
    letter = read_choice(answer, choices)
    if letter == expected:
        return right(success.message_id, **success.params)
    failure = failures.get(letter, Message("lessons.try_again"))
    return wrong(failure.message_id, **failure.params)
