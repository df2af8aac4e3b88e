"""Homework in a notebook: a lesson's exercises or a puzzle sheet, each pupil's own variant.

A homework notebook (written by :mod:`mathplay.puzzles.graders` for nbgrader and
otter-grader) starts with the pupil's name and one locked line::

    student = "Ana"
    hw = Homework.from_recipe({"lesson": "01-order-of-operations", "language": "pl"}, student)

Then, for each exercise: ``hw.show(3)`` (the question, with this pupil's numbers), the answer
cell ``answer_3 = ...`` and ``hw.check(3, answer_3)``: a feedback box that never stops the
notebook while the pupil works. ``hw.grade(3, answer_3)`` is the grader's test: silent when
right, :class:`~mathplay.lessons.checks.CheckFailed` when wrong or missing.

``feedback="now"`` (the default) tells right or wrong at once, as the lessons do;
``feedback="later"`` only says whether the answer can be read, so the mark stays a surprise.
A recipe is plain data; it never holds an answer.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError
from mathplay.i18n import translate
from mathplay.lessons.checks import (
    NOT_ANSWERED,
    AnswerError,
    CheckFailed,
    Feedback,
    Lesson,
    grading,
)
from mathplay.lessons.verdicts import render, wrong
from mathplay.puzzles.base import Puzzle, as_exercises, read_language, student_key

if TYPE_CHECKING:
    from mathplay.lessons.source import LessonSource

__all__ = ["FEEDBACK", "Homework", "lesson_named", "lesson_source"]

FEEDBACK = ("now", "later")


def lesson_named(name: str, options: dict[str, Any] | None = None) -> Lesson:
    """The lesson ``01-order-of-operations`` (or ``order-of-operations``, or ``1``), set by
    ``options`` for a lesson that has them (lesson 2: ``{"negatives": False}``)."""
    module = importlib.import_module(f"mathplay.lessons.{lesson_source(name).module}")
    if not options:
        return module.LESSON
    if not isinstance(options, dict) or not hasattr(module, "Options"):
        raise MathplayError("lessons.unknown_option", value=options)
    try:
        return module.lesson(module.Options(**options))
    except TypeError:
        raise MathplayError("lessons.unknown_option", value=options) from None


def lesson_source(name: str) -> LessonSource:
    """The source of the lesson ``01-order-of-operations`` (or ``order-of-operations``, ``1``)."""
    from mathplay.lessons.source import lesson_sources

    wanted = str(name).strip()
    for source in lesson_sources():
        number = source.name.split("-", 1)[0]
        if wanted in (source.name, source.name.split("-", 1)[1], number, number.lstrip("0")):
            return source
    known = ", ".join(s.name for s in lesson_sources())
    raise MathplayError("homework.no_such_lesson", name=name, known=known)


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


@dataclass(frozen=True, repr=False)
class Homework:
    """The exercises of one pupil's homework, numbered from 1 (or as in the lesson)."""

    exercises: Lesson
    language: str
    student: str | None
    feedback: str = "now"
    puzzles: tuple[Puzzle, ...] = ()

    @classmethod
    def from_recipe(cls, recipe: dict[str, Any], student: Any = None) -> Homework:
        """The homework a recipe describes, in ``student``'s own variant.

        ``recipe``: ``{"lesson": NAME}`` (with ``"options"``, see :func:`lesson_named`) or
        ``{"puzzles": [{"kind", "seed", "difficulty"},
        ...]}`` (``"variants": false``: the same puzzles for every pupil), with
        ``"language"`` and ``"feedback"`` (``"now"`` or ``"later"``).
        ``student``: a name or a number (``...`` or ``None``: not named yet, everyone's
        shared variant).
        """
        language = read_language(recipe.get("language", "en"))
        feedback = recipe.get("feedback", "now")
        if feedback not in FEEDBACK:
            raise MathplayError("homework.bad_feedback", feedback=feedback)
        named = None if student in (None, NOT_ANSWERED) or not student_key(student) else student
        if "lesson" in recipe:
            lesson = lesson_named(recipe["lesson"], recipe.get("options")).for_student(named)
            return cls(lesson, language, None if named is None else str(named), feedback)
        if "puzzles" in recipe:
            from mathplay.puzzles.registry import for_student, make_puzzle

            try:
                puzzles = [
                    make_puzzle(p["kind"], int(p["seed"]), int(p["difficulty"]), language)
                    for p in recipe["puzzles"]
                ]
            except (KeyError, TypeError, ValueError) as err:
                raise MathplayError("puzzles.bad_data", problem=repr(err)) from None
            if named is not None and recipe.get("variants", True):
                puzzles = for_student(puzzles, named)
            return cls(
                as_exercises(puzzles),
                language,
                None if named is None else str(named),
                feedback,
                tuple(puzzles),
            )
        raise MathplayError("homework.bad_recipe")

    @property
    def numbers(self) -> list[int]:
        return list(self.exercises.exercises)

    def show(self, number: int) -> Any:
        """Exercise ``number``'s question for this pupil (a picture for a puzzle), with what
        it is about (a board, a table) under it."""
        exercise = self.exercises.exercise(number)
        if self.puzzles:
            return self.puzzles[number - 1].prompt
        question = _Markdown(exercise.prompt_text(self.language))
        if exercise.picture is None:
            return question
        picture = exercise.picture(self.language)
        return _Shown(question, *(picture if isinstance(picture, tuple) else (picture,)))

    def tools(self, number: int) -> str:
        """The import a pupil needs to work exercise ``number`` out in a cell ("" if none)."""
        return self.exercises.exercise(number).tools

    def check(self, number: int, answer: Any = NOT_ANSWERED) -> None:
        """Show a feedback box on ``answer``; never raises while the pupil works (under a
        grader a missing or unreadable answer fails the cell)."""
        if self.feedback == "now":
            _display(self.exercises.check(number, answer, language=self.language))
            return
        if answer is NOT_ANSWERED:  # the gentle note (a failure under a grader)
            return _display(self.exercises.check(number, answer, language=self.language))
        try:
            self.readable(number, answer)
        except CheckFailed as failed:
            _display(Feedback(str(failed), "wrong"))
            if grading():
                raise
            return None
        _display(Feedback(translate("homework.saved", self.language, number=number), "todo"))
        return None

    def readable(self, number: int, answer: Any = NOT_ANSWERED) -> None:
        """otter's public test: nothing when ``answer`` is given and can be read (a number
        where a number is asked), else :class:`CheckFailed` saying what to change. Whether
        it is right stays for the hidden test (:meth:`grade`)."""
        exercise = self.exercises.exercise(number)
        try:
            if answer is NOT_ANSWERED:
                raise AnswerError(wrong("lessons.not_answered", number=number))
            exercise.judge(answer)
        except AnswerError as err:
            text = render(err.verdict.message_id, err.verdict.params, self.language)
            note = translate("lessons.no_point", self.language, number=number)
            raise CheckFailed(text, err.verdict.message_id, err.verdict.params, note) from None

    def grade(self, number: int, answer: Any = NOT_ANSWERED) -> None:
        """The grader's test: nothing when ``answer`` is right, else :class:`CheckFailed`."""
        self.exercises.check(number, answer, language=self.language, strict=True)

    def model_answer(self, number: int) -> Any:
        """An answer that is right (the teacher's source notebook shows it; never a pupil's)."""
        exercise = self.exercises.exercise(number)
        if self.puzzles:
            return self.puzzles[number - 1].spec.model_answer(self.puzzles[number - 1])
        return exercise.answer

    def __repr__(self) -> str:
        if self.student is None:
            return translate("homework.no_name", self.language, count=len(self.numbers))
        return translate(
            "homework.named", self.language, student=self.student, count=len(self.numbers)
        )


def _display(feedback: Feedback) -> None:
    from IPython.display import display

    display(feedback)
