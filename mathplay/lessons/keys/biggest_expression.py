"""Lesson 2, the biggest expression: its exercises with their answers (teacher-side) and
their variants, made by the builders of :mod:`mathplay.lessons.keys.biggest_expression_exercises`,
and how a teacher sets the lesson for a class (:class:`Options`, :func:`lesson`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mathplay.errors import MathplayError
from mathplay.lessons.checks import Lesson
from mathplay.lessons.keys.biggest_expression_exercises import (
    HINT_ALONE,
    HINT_JOIN,
    HINT_TENS,
    _best,
    _nearest_zero,
    _smallest,
    count_exercise,
    plus_or_times_exercise,
    values_exercise,
)

__all__ = ["LESSON", "Options", "answer_key", "lesson"]

SMALLEST = [
    ("3 6 8 −", "3 − 86", "8 − 63"),
    ("2 4 9 −", "2 − 94", "9 − 42"),
    ("1 5 7 −", "1 − 75", "7 − 51"),
]
SMALLEST_ABOVE_ZERO = [
    ("3 6 8 ÷", "3 ÷ 86", "8 ÷ 63"),
    ("2 4 9 ÷", "2 ÷ 94", "9 ÷ 42"),
    ("1 5 7 ÷", "1 ÷ 75", "7 ÷ 51"),
]
NEAREST_ZERO = [
    ("2 5 8 + −", "2 + 5 − 8", "8 − 5 + 2"),
    ("3 4 9 + −", "3 + 4 − 9", "9 − 3 + 4"),
    ("2 6 9 + −", "2 + 6 − 9", "9 − 2 + 6"),
]
NEAREST_ZERO_ABOVE = [
    ("2 6 8 + −", "2 + 6 − 8", "8 − 6 + 2"),
    ("3 4 7 + −", "3 + 4 − 7", "7 − 3 + 4"),
    ("1 5 6 + −", "1 + 5 − 6", "6 − 1 + 5"),
]
"""Exercises 5 and 6 and their variants: the smallest value and the value closest to zero,
below zero (3 − 86 = −83, 2 + 5 − 8 = −1) and, for a class that has not met numbers below
zero, never below it (3 ÷ 86, 2 + 6 − 8 = 0)."""


@dataclass(frozen=True)
class Options:
    """How lesson 2 is set for a class, like a game's ``Rules``. ``negatives``: whether the
    class has met numbers below zero; when not, exercises 5 and 6 and their variants stay
    at or above zero (the smallest value is a fraction: 3 ÷ 86)."""

    negatives: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.negatives, bool):
            raise MathplayError("lessons.bad_option", name="negatives", value=self.negatives)


def lesson(options: Options = Options()) -> Lesson:
    """Lesson 2's exercises for a class set by ``options`` (homework passes a teacher's
    choice). With numbers below zero, the lesson's exercises 5 and 6 also take the cards
    offered to a class that has not met them (the notebook names both)."""
    below, above = SMALLEST, SMALLEST_ABOVE_ZERO
    near, near_above = NEAREST_ZERO, NEAREST_ZERO_ABOVE
    if options.negatives:
        fifth = replace(_smallest(*below[0]), alternative=_smallest(*above[0]))
        sixth = replace(_nearest_zero(*near[0]), alternative=_nearest_zero(*near_above[0]))
        smallest, nearest = below[1:], near[1:]
    else:
        fifth, sixth = _smallest(*above[0]), _nearest_zero(*near_above[0])
        smallest, nearest = above[1:], near_above[1:]
    exercises = [
        plus_or_times_exercise(1, 6, 1),
        _best("2 6 7 +", "max", "76 + 2", HINT_TENS, "27 + 6", kind="half").exercise(2, goal=2),
        _best("2 6 7 ×", "max", "62 × 7", HINT_ALONE, "76 × 2").exercise(3, goal=2),
        _best("2 3 5 9 + ×", "max", "53 × 9 + 2", HINT_JOIN, "9 × 5 + 32").exercise(4, goal=3),
        fifth.exercise(5, goal=4),
        sixth.exercise(6, goal=4),
        count_exercise(7, "2 4 6 8 +"),
        values_exercise(8, "1 2 5 6 +"),
    ]
    variants = {
        1: [plus_or_times_exercise(1, a, b) for a, b in ((8, 1), (5, 4), (7, 0))],
        2: [
            _best(c, "max", x, HINT_TENS, t, kind="half").exercise(2, goal=2)
            for c, x, t in (("3 5 8 +", "85 + 3", "38 + 5"), ("1 4 9 +", "94 + 1", "19 + 4"))
        ],
        3: [
            _best(c, "max", x, HINT_ALONE, t).exercise(3, goal=2)
            for c, x, t in (("2 5 8 ×", "52 × 8", "85 × 2"), ("3 4 6 ×", "43 × 6", "64 × 3"))
        ],
        4: [
            _best("1 4 6 8 + ×", "max", "64 × 8 + 1", HINT_JOIN, "8 × 6 + 41").exercise(4, goal=3),
        ],
        5: [_smallest(*each).exercise(5, goal=4) for each in smallest],
        6: [_nearest_zero(*each).exercise(6, goal=4) for each in nearest],
        7: [count_exercise(7, c) for c in ("1 2 3 4 +", "1 3 5 7 ×")],
        8: [values_exercise(8, c) for c in ("1 3 4 7 +", "2 3 6 8 +")],
    }
    return Lesson("biggest-expression", exercises, goals=6, variants=variants)


LESSON = lesson()
answer_key = LESSON.answer_key
