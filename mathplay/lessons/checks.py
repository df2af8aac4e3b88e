"""The teachers' side of every lesson's exercises: questions, model answers, judges, variants.

A lesson is a numbered list of :class:`Exercise` values, each with its model answer, the
judge that turns an answer into a :class:`Verdict`, and how to read an answer. A
:class:`Lesson` holds them, with the variants homework gives each pupil, and makes the answer
key and the teacher's notes. It is teacher-side: a pupil's notebook holds only the
:class:`~mathplay.lessons.feedback.Check` a lesson makes (:meth:`Lesson.pupil_check`),
which judges an answer and hands out no answer.

``lesson.check(number, answer)`` (and the pupils' ``check``) return a
:class:`~mathplay.lessons.feedback.Feedback` box and raise
:class:`~mathplay.lessons.feedback.CheckFailed` when grading (see
:mod:`mathplay.lessons.feedback`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from hashlib import blake2b
from html import escape
from typing import Any

from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.feedback import (
    NOT_ANSWERED,
    Check,
    CheckFailed,
    Feedback,
    grading,
    judged,
    no_such_exercise,
)
from mathplay.lessons.readers import (
    read_choice,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
)
from mathplay.lessons.reasons import Reason
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
    ``reader``: reads an answer the way the judge does (raising :class:`AnswerError` when it
    cannot be read) without knowing the right one: homework whose marks come later says
    only whether an answer can be read (``None``: any answer given can). ``reason``: for a
    choice, what a pupil practising works out after a wrong one before choosing again
    (:mod:`mathplay.lessons.reasons`; its judge and reader then read ``"B, 14"`` as ``"B"``).
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
    reader: Callable[[Any], Any] | None = None
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
        self._check = self.pupil_check()  # what check() answers with: it remembers choices
        for group in together:
            if len({len(self.variants.get(n, ())) for n in group}) != 1:
                raise ValueError(f"exercises {group} in {name} go together: as many variants")

    def for_student(self, student: Any) -> Lesson:
        """The same lesson with each exercise swapped for one variant, chosen by ``student``:
        homework passes the pupil's variant seed (:mod:`mathplay.puzzles.variants`: from the
        student id and the course's secret), so the same pupil always gets the same ones;
        ``None``: the lesson as it is (practice numbers)."""
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
            raise no_such_exercise(number, self.exercises)
        return exercise

    def check(self, number: int, answer: Any = NOT_ANSWERED, **options: Any) -> Feedback:
        """Feedback in words for exercise ``number``, as the pupils' check gives it
        (``language=``, ``strict=``: see :class:`~mathplay.lessons.feedback.Check`); after a
        wrong choice, the next one is judged with its reason until :meth:`start_over`."""
        return self._check(number, answer, **options)

    def start_over(self) -> None:
        """Forget the wrong choices made so far: every choice is judged alone again."""
        self._check.start_over()

    @staticmethod
    def judge(exercise: Exercise, answer: Any, language: str | None = None) -> Verdict:
        """The verdict on ``answer`` (an unreadable answer is a wrong one), its numbers read
        as ``language``'s school writes them; a choice is judged alone."""
        return judged(exercise.judge, answer, language)

    def pupil_check(self) -> Check:
        """The ``check`` a pupil's notebook holds: the judges, and the reasons asked after a
        wrong choice; no answer."""
        exercises = self.exercises.values()
        return Check(
            {e.number: e.judge for e in exercises},
            reasons={e.number: e.reason for e in exercises if e.reason is not None},
        )

    def teacher_notes(self, number: int, language: str | None = None) -> TeacherNotes:
        """Exercise ``number``'s answer and what the check says to each typical wrong one."""
        language = get_language() if language is None else language
        exercise = self.exercise(number)
        said = []
        for answer in exercise.typical:
            verdict = self.judge(exercise, answer, language)
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
