"""Choices with a reason: after a wrong choice, a pupil says *why* before choosing again.

A question with two, three or four choices (yes/no, A/B/C, + or ×) is a guessing game when
every answer is told at once: choose, read "wrong", choose the other. So an exercise with a
:class:`Reason` asks, after a wrong choice, for a small fact that decides the question (the
value of a side, a sum, a sign) and judges the next choice only together with that fact,
written after it: ``"B, 14"``. The reason is judged first; the choice is told only when the
reason is right. Only practice works this way: a grader judges the choice alone. The pupil's
:class:`~mathplay.lessons.feedback.Check` remembers which exercises wait for a reason
(:func:`practised` says); the teacher-side exercise holds the :class:`Reason`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mathplay.lessons.readers import plain_answer, read_number, read_operator
from mathplay.lessons.verdicts import AnswerError, Message, Verdict, wrong

__all__ = ["Reason", "ask_reason", "choice_only", "judge_with_reason", "practised", "split_reason"]


@dataclass(frozen=True)
class Reason:
    """What a pupil works out before choosing again: ``question`` asks for it; ``expected``
    is its value (a number or a sign), or, when the reason depends on the choice, a function
    of the choice read by ``choose`` (the average score of the bot chosen: ``choose`` reads
    a name, ``expected`` gives its average)."""

    question: Message
    expected: Any
    choose: Callable[[Any], Any] | None = None

    def holds(self, choice: Any, given: Any) -> bool:
        """Whether ``given`` is the reason (for ``choice``, if the reason depends on it)."""
        expected = self.expected
        if self.choose is not None:
            try:
                expected = expected(self.choose(choice))
            except AnswerError:
                return False
        try:
            if isinstance(expected, str):
                return read_operator(given) == expected
            return read_number(given) == expected
        except AnswerError:
            return False


def split_reason(answer: Any) -> tuple[Any, Any]:
    """``"B, 14"`` → ``("B", "14")``; ``("no", 16)`` → ``("no", 16)``; anything else is a
    choice without a reason (``None``). The parts of a pair are made plain types
    (:func:`~mathplay.lessons.readers.plain_answer`)."""
    if type(answer) in (tuple, list) and len(answer) == 2:
        return plain_answer(answer[0]), plain_answer(answer[1])
    if isinstance(answer, str) and ("," in answer or ";" in answer):
        choice, _, reason = answer.replace(";", ",").partition(",")
        return choice.strip(), reason.strip()
    return answer, None


def choice_only(judge: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``judge`` (or a reader) reading only the choice of ``"B, 14"`` (a grader, or a reason
    not asked)."""

    def judge_choice(answer: Any) -> Any:
        return judge(split_reason(answer)[0])

    return judge_choice


def ask_reason(verdict: Verdict, reason: Reason) -> Verdict:
    """A wrong choice's verdict, followed by the reason to work out before choosing again."""
    return wrong("lessons.reason.ask", said=verdict, question=reason.question)


def judge_with_reason(judge: Callable[[Any], Verdict], reason: Reason, answer: Any) -> Verdict:
    """After a wrong choice: the reason first (missing or wrong: the choice is not told),
    then the choice."""
    choice, given = split_reason(answer)
    if given is None or given == "":
        return wrong("lessons.reason.missing", question=reason.question)
    if not reason.holds(choice, given):
        return wrong("lessons.reason.wrong", given=str(given), question=reason.question)
    return judge(choice)


def practised(
    judge: Callable[[Any], Verdict], reason: Reason, answer: Any, asked: bool
) -> tuple[Verdict, bool]:
    """The verdict on a choice while a pupil practises, and whether the next choice must
    come with its reason. ``asked``: whether this one must (the last choice was wrong); a
    choice given with a reason is judged with it anyway."""
    reasoned = asked or split_reason(answer)[1] is not None
    try:
        verdict = judge_with_reason(judge, reason, answer) if reasoned else judge(answer)
    except AnswerError as err:  # not a choice at all: nothing to reason about yet
        return err.verdict, asked
    if verdict.correct:
        return verdict, False
    return (verdict if reasoned else ask_reason(verdict, reason)), True
