"""Homework in a pupil's notebook: her own questions, and feedback that never holds an answer.

A homework notebook (written by :mod:`mathplay.puzzles.graders` for nbgrader and
otter-grader) starts with one locked line::

    hw = Homework.release({"assignment": "ps1", "lesson": "01-order-of-operations",
                           "language": "pl", "feedback": "later", "salt": "…"})

Then, for each exercise: ``hw.show(3)`` (the question, with this pupil's numbers), the answer
cell ``answer_3 = ...`` and ``hw.check(3, answer_3)``: a feedback box that never stops the
notebook while the pupil works.

Whose numbers: the student id the grader files the submission under
(:mod:`mathplay.puzzles.variants`), mixed with the course's secret; no id (outside the hub)
gives practice numbers and says so. There is no name to type.

This module is pupil-side. A :class:`Homework` holds, per exercise, the question, what it
shows, how to read an answer and — only when ``feedback="now"`` — the judge that says right
or wrong for the answer given. It never holds a model answer or a key; with
``feedback="later"`` it holds nothing that says right or wrong: ``check`` and ``readable``
only say whether an answer can be read. Grading is teacher-side
(:mod:`mathplay.puzzles.grading`, in the hidden tests the release strips).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mathplay.errors import MathplayError
from mathplay.i18n import translate
from mathplay.lessons.feedback import (
    NOT_ANSWERED,
    CheckFailed,
    Feedback,
    feedback_on,
    grading,
    no_such_exercise,
)
from mathplay.lessons.readers import plain_answer, reading_in
from mathplay.lessons.verdicts import AnswerError, Verdict, render, wrong
from mathplay.puzzles.variants import (
    choice_seed,
    grader_student_id,
    hub_student_id,
    variant_seed,
)

__all__ = ["FEEDBACK", "Homework", "Item"]

FEEDBACK = ("now", "later")


class _Markdown:
    """A question shown in a notebook: Markdown for Jupyter, plain text elsewhere."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text.replace("**", "")

    def _repr_markdown_(self) -> str:
        return self.text


class _Shown:
    """A question and what it shows, one under the other (plain text outside Jupyter)."""

    def __init__(self, *parts: Any) -> None:
        self.parts = parts

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(*self.parts)

    def __repr__(self) -> str:
        return "\n\n".join(repr(part) for part in self.parts)


@dataclass(frozen=True)
class Item:
    """What a pupil's notebook holds of one exercise: ``question`` (Markdown text, or a
    puzzle's picture), ``picture`` (what it is about, for a language), ``tools`` (the import
    to work it out in a cell), ``reader`` (reads an answer, or raises ``AnswerError``) and
    ``judge`` (right or wrong: only when feedback comes at once)."""

    number: int
    question: Any
    picture: Callable[[str], Any] | None = None
    tools: str = ""
    reader: Callable[[Any], Any] | None = None
    judge: Callable[[Any], Verdict] | None = None


@dataclass(frozen=True, repr=False)
class Homework:
    """One pupil's homework: her questions, numbered from 1 (or as in the lesson)."""

    items: tuple[Item, ...]
    language: str
    feedback: str = "now"
    assignment: str = ""
    student: str | None = None
    variants: bool = True

    @classmethod
    def release(cls, data: Mapping[str, Any], pupil: Mapping[str, str] | None = None) -> Homework:
        """The homework ``data`` describes (a recipe and the release's salt), in the numbers
        of the pupil whose notebook this is (see :mod:`mathplay.puzzles.variants`).

        ``pupil``: a per-pupil notebook's ``{"id": ..., "seed": ...}`` (school without a
        hub); the grader's id comes first, a hub's id after it; no id: practice numbers.
        """
        from mathplay.puzzles.assignments import pupil_items  # teacher-side: not kept

        if not isinstance(data, Mapping):
            raise MathplayError("homework.bad_recipe")
        student, seed = _whose(data, pupil)
        chosen = None if seed is None else choice_seed(seed, str(data.get("feedback", "now")))
        items, language, feedback = pupil_items(data, chosen)
        variants = data.get("variants", True) is not False
        return cls(items, language, feedback, str(data.get("assignment", "")), student, variants)

    @property
    def numbers(self) -> list[int]:
        return [item.number for item in self.items]

    def _item(self, number: Any) -> Item:
        for item in self.items:
            if item.number == number and type(number) is int:
                return item
        raise no_such_exercise(number, self.numbers)

    def show(self, number: int) -> Any:
        """Exercise ``number``'s question for this pupil, with what it is about under it."""
        item = self._item(number)
        question = _Markdown(item.question) if isinstance(item.question, str) else item.question
        if item.picture is None:
            return question
        picture = item.picture(self.language)
        return _Shown(question, *(picture if isinstance(picture, tuple) else (picture,)))

    def tools(self, number: int) -> str:
        """The import a pupil needs to work exercise ``number`` out in a cell ("" if none)."""
        return self._item(number).tools

    def check(self, number: int, answer: Any = NOT_ANSWERED) -> None:
        """Show a feedback box on ``answer``: right or wrong (feedback now), or whether it can
        be read (feedback later). Never raises while the pupil works; under a grader a
        missing or unreadable answer fails the cell."""
        item = self._item(number)
        if self.feedback == "now" and item.judge is not None:
            return _display(feedback_on(item.judge, number, answer, self.language))
        try:
            self.readable(number, answer)
        except CheckFailed as failed:
            _display(Feedback(str(failed), "todo" if answer is NOT_ANSWERED else "wrong"))
            if grading():
                raise
            return None
        return _display(Feedback(translate("homework.saved", self.language, number=number), "todo"))

    def readable(self, number: int, answer: Any = NOT_ANSWERED) -> None:
        """otter's public test: nothing when ``answer`` is given and can be read (a number
        where a number is asked), else :class:`CheckFailed` saying what to change. Whether
        it is right is for the hidden test."""
        item = self._item(number)
        try:
            if answer is NOT_ANSWERED or answer is None:
                raise AnswerError(wrong("lessons.not_answered", number=number))
            if item.reader is not None:
                with reading_in(self.language):
                    item.reader(plain_answer(answer))
        except AnswerError as err:
            text = render(err.verdict.message_id, err.verdict.params, self.language)
            note = translate("lessons.no_point", self.language, number=number)
            raise CheckFailed(text, err.verdict.message_id, err.verdict.params, note) from None

    def __repr__(self) -> str:
        count = len(self.items)
        if not self.variants:
            return translate("homework.same_for_all", self.language, count=count)
        if self.student is None:
            return translate("homework.practice", self.language, count=count)
        return translate("homework.named", self.language, student=self.student, count=count)


def _whose(data: Mapping[str, Any], pupil: Mapping[str, str] | None) -> tuple[str | None, Any]:
    """The student id this notebook shows numbers for, and her variant seed (``None``:
    practice numbers, or no variants)."""
    salt = data.get("salt")
    given = dict(pupil) if isinstance(pupil, Mapping) else {}
    student = grader_student_id(str(data.get("assignment", ""))) or given.get("id")
    student = student or hub_student_id()
    if not student:
        return None, None
    student = str(student)
    if given.get("id") == student and given.get("seed"):
        return student, str(given["seed"])
    return student, variant_seed(salt, student) if isinstance(salt, str) else None


def _display(feedback: Feedback) -> None:
    from IPython.display import display

    display(feedback)
