"""What every lesson's ``check(...)`` shares: verdicts, feedback in words, answer readers.

A lesson is a numbered list of :class:`Exercise` values. ``lesson.check(number, answer)``
returns a :class:`Feedback` (a friendly sentence that shows as a coloured box in a notebook)
when the answer is right, and raises :class:`CheckFailed` — an ``AssertionError`` carrying
the same kind of sentence — when it is wrong, so the very same call works in a lesson, in an
nbgrader test cell and in an otter-grader test.

An exercise left at ``...`` (the placeholder in the lessons) is "not answered yet": a gentle
note while practising, a failure when grading (``strict=True``, or when nbgrader runs the
notebook: it sets ``NBGRADER_EXECUTION``).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import OPERATORS, Expr, ExprRules, evaluate, normalize_symbol, parse, split_cards
from mathplay.i18n import get_language, translate

__all__ = [
    "NOT_ANSWERED",
    "AnswerError",
    "CheckFailed",
    "Exercise",
    "Feedback",
    "Lesson",
    "Message",
    "Verdict",
    "format_number",
    "judge_number",
    "judge_yes_no",
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
_NUMBER_RULES = ExprRules(unary_minus=True, max_length=100)
_YES = {"yes", "y", "true", "t", "1", "はい", "tak"}
_NO = {"no", "n", "false", "f", "0", "いいえ", "nie"}
_STYLES = {
    "good": ("✅", "#e8f5e9", "#2e7d32"),
    "todo": ("✏️", "#fff8e1", "#8d6e00"),
}


# ----- verdicts and feedback ------------------------------------------------------------
@dataclass(frozen=True)
class Message:
    """A message id and its parameters, written out in a language only when shown."""

    message_id: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """What a judge decided: right or wrong, and the message id that says why."""

    correct: bool
    message_id: str
    params: Mapping[str, Any] = field(default_factory=dict)


def right(message_id: str, **params: Any) -> Verdict:
    """A verdict for a right answer."""
    return Verdict(True, message_id, params)


def wrong(message_id: str, **params: Any) -> Verdict:
    """A verdict for a wrong answer."""
    return Verdict(False, message_id, params)


class AnswerError(Exception):
    """Raised by an answer reader when the answer cannot be read; carries a wrong verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message_id)
        self.verdict = verdict


def format_number(value: Fraction | int) -> str:
    """``7``, ``5/3``, ``−73``: a number as a pupil writes it (true minus sign)."""
    value = Fraction(value)
    text = (
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    )
    return text.replace("-", "−")


def render(message_id: str, params: Mapping[str, Any], language: str) -> str:
    """The message in ``language``; numbers and nested errors inside it are written out too."""
    shown: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, MathplayError):
            value = value.localized(language).split("\n")[0]
        elif isinstance(value, Fraction | int) and not isinstance(value, bool):
            value = format_number(value)
        elif isinstance(value, Message | Verdict):
            value = render(value.message_id, value.params, language)
        shown[name] = value
    return translate(message_id, language, **shown)


class Feedback:
    """A check's answer in words: ``repr`` is the sentence, a notebook shows a coloured box."""

    def __init__(self, text: str, kind: str = "good") -> None:
        self.text = text
        self.kind = kind

    @property
    def correct(self) -> bool:
        return self.kind == "good"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{_STYLES[self.kind][0]} {self.text}"

    def _repr_html_(self) -> str:
        import html

        icon, background, border = _STYLES[self.kind]
        return (
            f'<div style="padding:0.5em 0.8em;margin:0.3em 0;background:{background};'
            f'border-left:5px solid {border};border-radius:4px;color:#111;font-size:1.1em">'
            f"{icon} {html.escape(self.text)}</div>"
        )


class CheckFailed(AssertionError):
    """A wrong (or, when grading, a missing) answer; the message says what to look at."""

    def __init__(self, text: str, message_id: str, params: Mapping[str, Any]) -> None:
        super().__init__(text)
        self.message_id = message_id
        self.params = dict(params)


# ----- exercises and lessons ------------------------------------------------------------
@dataclass(frozen=True)
class Exercise:
    """One numbered exercise: the question and model answer (for the teacher's key) and the
    judge that turns an answer into a :class:`Verdict` (readers may raise AnswerError)."""

    number: int
    question: str
    answer: str
    judge: Callable[[Any], Verdict]


class Lesson:
    """A lesson's exercises, reached by number through :meth:`check`."""

    def __init__(self, name: str, exercises: Sequence[Exercise]) -> None:
        numbers = [exercise.number for exercise in exercises]
        if len(set(numbers)) != len(numbers):
            raise ValueError(f"two exercises share a number in {name}")
        self.name = name
        self.exercises = {exercise.number: exercise for exercise in exercises}

    def check(
        self,
        number: int,
        answer: Any = NOT_ANSWERED,
        *,
        language: str | None = None,
        strict: bool | None = None,
    ) -> Feedback:
        """Feedback in words for exercise ``number``; raises :class:`CheckFailed` if wrong.

        ``language``: ``"en"``, ``"ja"`` or ``"pl"`` (default: the package-wide language).
        ``strict``: an unanswered exercise (``...``) fails too; by default only when nbgrader
        runs the notebook.
        """
        language = get_language() if language is None else language
        translate("error.generic", language)  # a clear error for an unknown language
        exercise = self.exercises.get(number)
        if exercise is None:
            known = ", ".join(str(n) for n in sorted(self.exercises))
            raise MathplayError("lessons.no_such_exercise", number=number, known=known)
        if answer is NOT_ANSWERED:
            if strict is None:
                strict = os.environ.get("NBGRADER_EXECUTION", "").lower() in _GRADING_RUNS
            verdict = wrong("lessons.not_answered", number=number)
            if not strict:
                return Feedback(render(verdict.message_id, verdict.params, language), "todo")
        else:
            verdict = self.judge(exercise, answer)
        text = render(verdict.message_id, verdict.params, language)
        if not verdict.correct:
            raise CheckFailed(text, verdict.message_id, verdict.params)
        return Feedback(text)

    @staticmethod
    def judge(exercise: Exercise, answer: Any) -> Verdict:
        """The verdict on ``answer`` (an unreadable answer is a wrong one)."""
        try:
            return exercise.judge(answer)
        except AnswerError as err:
            return err.verdict

    def answer_key(self) -> Any:
        """The teacher's key as a pandas DataFrame: exercise, question, answer."""
        import pandas as pd

        rows = [(e.number, e.question, e.answer) for e in self.exercises.values()]
        return pd.DataFrame(rows, columns=["exercise", "question", "answer"]).set_index("exercise")


# ----- answer readers -------------------------------------------------------------------
def read_number(answer: Any) -> Fraction:
    """An exact number from ``7``, ``Fraction(5, 3)``, ``"5/3"``, ``"−73"`` or ``2.5``.

    Text is read by :mod:`mathplay.expr` (never ``eval``), so ``"5/3"`` and ``"5 ÷ 3"`` agree.
    A float is taken as the decimal it prints as (``0.1`` is 1/10).
    """
    if isinstance(answer, bool) or answer is None:
        raise AnswerError(wrong("lessons.want_number", answer=repr(answer)))
    if isinstance(answer, int | Fraction):
        return Fraction(answer)
    if isinstance(answer, float):
        return Fraction(repr(answer))
    if isinstance(answer, str):
        try:
            return Fraction(answer.strip())  # "1.5", "5/3", "-73"
        except (ValueError, ZeroDivisionError):  # "0/0": the parser says why
            pass
        try:
            return evaluate(parse(answer, _NUMBER_RULES))  # "5 ÷ 3", "−73"
        except ExpressionError as err:
            raise AnswerError(
                wrong("lessons.want_number_text", answer=answer, reason=err)
            ) from None
    raise AnswerError(wrong("lessons.want_number", answer=repr(answer)))


def read_yes_no(answer: Any) -> bool:
    """``True``/``False``, or ``"yes"``/``"no"`` (also はい/いいえ, tak/nie)."""
    if isinstance(answer, bool):
        return answer
    word = answer.strip().lower() if isinstance(answer, str) else None
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise AnswerError(wrong("lessons.want_yes_no", answer=repr(answer)))


def read_operator(answer: Any) -> str:
    """One of + − × ÷, however it was typed (``"*"``, ``"x"``, ``":"``, ``"/"``, ``"-"``)."""
    symbol = normalize_symbol(answer.strip()) if isinstance(answer, str) else None
    if symbol not in OPERATORS:
        raise AnswerError(wrong("lessons.want_operator", answer=repr(answer)))
    return symbol


def read_expression(answer: Any, cards: Iterable[str]) -> tuple[Expr, Fraction]:
    """An expression typed with exactly ``cards`` (all of them, each once), and its value."""
    if not isinstance(answer, str):
        raise AnswerError(wrong("lessons.want_expression", answer=repr(answer)))
    try:
        expr = parse(answer)
        value = evaluate(expr)
    except ExpressionError as err:
        raise AnswerError(wrong("lessons.bad_expression", reason=err)) from None
    wanted, used = Counter(split_cards(cards)), Counter(expr.cards())
    if used != wanted:
        missing = " ".join(sorted((wanted - used).elements())) or "–"
        extra = " ".join(sorted((used - wanted).elements())) or "–"
        raise AnswerError(wrong("lessons.wrong_cards", missing=missing, extra=extra))
    return expr, value


# ----- judges shared by the lessons -----------------------------------------------------
CLOSE_ENOUGH_TO_SAY_SO = Fraction(1, 100)


def judge_number(
    answer: Any,
    expected: Fraction | int,
    success: Message,
    *,
    hint: Message | None = None,
    mistakes: Mapping[Fraction, Message] | None = None,
) -> Verdict:
    """Right when ``answer`` is exactly ``expected``; otherwise say what went wrong.

    ``mistakes`` maps the value a typical mistake gives to the message that names it; a
    decimal close to a fraction asks for the fraction; anything else gets ``hint``.
    """
    given = read_number(answer)
    if given == expected:
        return right(success.message_id, **success.params)
    known = (mistakes or {}).get(given)
    if known is not None:
        return wrong(known.message_id, **known.params)
    if not isinstance(answer, int | Fraction) and abs(given - expected) < CLOSE_ENOUGH_TO_SAY_SO:
        return wrong("lessons.not_exact", answer=answer)
    shown = answer if isinstance(answer, str | float) else given
    return wrong("lessons.wrong_number", answer=shown, hint=hint or Message("lessons.try_again"))


def judge_yes_no(answer: Any, expected: bool, success: Message, failure: Message) -> Verdict:
    """Right when the yes/no ``answer`` is ``expected``."""
    if read_yes_no(answer) == expected:
        return right(success.message_id, **success.params)
    return wrong(failure.message_id, **failure.params)
