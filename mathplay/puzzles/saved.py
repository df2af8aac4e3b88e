"""Puzzles as saved data: read back, and judged from their data alone.

:func:`load_puzzle` reads what :meth:`~mathplay.puzzles.base.Puzzle.to_dict` wrote, its kind
found by name in the registry. :func:`as_exercises` makes puzzles a lesson's exercises whose
judges and readers hold each puzzle's data, never the puzzle or its kind, so a pupil's
notebook that holds them reaches no solution (``tests/lessons/test_no_answer_reaches_pupils.py``):
the kind is found by its name when an answer is judged.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from mathplay.errors import MathplayError
from mathplay.lessons.checks import Lesson, Verdict
from mathplay.puzzles.base import Puzzle, exercise, read_language
from mathplay.puzzles.registry import get_kind

__all__ = ["as_exercises", "judge_saved", "load_puzzle", "read_for"]

_SAVED = ("kind", "difficulty", "seed", "question", "answer", "language")


def load_puzzle(data: dict[str, Any]) -> Puzzle:
    """The puzzle saved by :meth:`~mathplay.puzzles.base.Puzzle.to_dict` (the written-out
    texts are not needed); a clear ``MathplayError`` for data that is not one."""
    try:
        spec = get_kind(data["kind"])
        return Puzzle(
            spec.name,
            int(data["difficulty"]),
            int(data["seed"]),
            dict(data["question"]),
            dict(data["answer"]),
            read_language(data.get("language", "en")),
            spec=spec,
        )
    except (KeyError, TypeError, ValueError) as err:
        if isinstance(err, MathplayError):
            raise
        raise MathplayError("puzzles.bad_data", problem=repr(err)) from None


def as_exercises(puzzles: list[Puzzle]) -> Lesson:
    """The puzzles as a lesson's exercises, numbered from 1: ``check(number, answer)``;
    an exercise's answer is the puzzle's, as a pupil types it. Each judge and reader holds
    the puzzle's data, not the puzzle (:func:`judge_saved`, :func:`read_for`)."""
    return Lesson(
        "puzzles",
        [
            exercise(
                puzzle,
                number,
                partial(judge_saved, {name: getattr(puzzle, name) for name in _SAVED}),
                partial(read_for, puzzle.kind, puzzle.question),
            )
            for number, puzzle in enumerate(puzzles, 1)
        ],
    )


def judge_saved(saved: dict[str, Any], answer: Any) -> Verdict:
    """The verdict on ``answer`` to the puzzle saved as ``saved`` (its data)."""
    puzzle = load_puzzle(saved)
    return puzzle.spec.judge(puzzle, answer)


def read_for(kind: str, question: dict[str, Any], answer: Any) -> Any:
    """``answer`` read as puzzles of ``kind`` read it (raises ``AnswerError``), without
    knowing the right one."""
    return get_kind(kind).read(question, answer)
