"""Lesson 2, the biggest expression: its exercises with their answers (teacher-side)."""

from __future__ import annotations

from mathplay.lessons.biggest_expression import (
    HINT_ALONE,
    HINT_JOIN,
    HINT_TAKE,
    HINT_TENS,
    HINT_ZERO,
    _best,
    count_exercise,
    plus_or_times_exercise,
    values_exercise,
)
from mathplay.lessons.checks import Lesson

__all__ = ["EXERCISES", "LESSON", "VARIANTS", "answer_key", "teacher_notes"]

EXERCISES = [
    plus_or_times_exercise(1, 6, 1),
    _best("2 6 7 +", "max", "76 + 2", HINT_TENS, "27 + 6", kind="half").exercise(2, goal=2),
    _best("2 6 7 ×", "max", "62 × 7", HINT_ALONE, "76 × 2").exercise(3, goal=2),
    _best("2 3 5 9 + ×", "max", "53 × 9 + 2", HINT_JOIN, "9 × 5 + 32").exercise(4, goal=3),
    _best("3 6 8 −", "min", "3 − 86", HINT_TAKE, "8 − 63").exercise(5, goal=4),
    _best("2 5 8 + −", "zero", "2 + 5 − 8", HINT_ZERO, "8 − 5 + 2").exercise(6, goal=4),
    count_exercise(7, "2 4 6 8 +"),
    values_exercise(8, "1 2 5 6 +"),
]

VARIANTS = {
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
    5: [
        _best(c, "min", x, HINT_TAKE, t).exercise(5, goal=4)
        for c, x, t in (("2 4 9 −", "2 − 94", "9 − 42"), ("1 5 7 −", "1 − 75", "7 − 51"))
    ],
    6: [
        _best(c, "zero", x, HINT_ZERO, t).exercise(6, goal=4)
        for c, x, t in (
            ("3 4 9 + −", "3 + 4 − 9", "9 − 3 + 4"),
            ("2 6 9 + −", "2 + 6 − 9", "9 − 2 + 6"),
        )
    ],
    7: [count_exercise(7, c) for c in ("1 2 3 4 +", "1 3 5 7 ×")],
    8: [values_exercise(8, c) for c in ("1 3 4 7 +", "2 3 6 8 +")],
}
"""Other cards for each exercise, practising the same thing (for homework)."""

LESSON = Lesson("biggest-expression", EXERCISES, goals=6, variants=VARIANTS)
answer_key = LESSON.answer_key
teacher_notes = LESSON.teacher_notes
