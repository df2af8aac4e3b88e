"""Lesson 1, order of operations: its exercises with their answers (teacher-side) and their
variants, made by the builders of :mod:`mathplay.lessons.keys.order_of_operations_exercises`."""

from __future__ import annotations

from mathplay.lessons.checks import Lesson
from mathplay.lessons.keys.order_of_operations_exercises import (
    build_exercise,
    choice_exercise,
    choices_for,
    dangling_exercise,
    points_exercise,
    sign_exercise,
    value_exercise,
)

__all__ = ["EXERCISES", "LESSON", "VARIANTS", "answer_key"]

CHOICES = {"A": "16 − 8 ÷ 4 = 2", "B": "16 − 8 ÷ 4 = 14", "C": "16 − 8 ÷ 4 = 4 × 3"}
"""Exercise 8 of the lesson: which equation is true? (``equation_holds`` decides.)"""
POINTS_EQUATION = "12 ÷ 4 = 3"


EXERCISES = [
    value_exercise(1, "30 − 12 ÷ 3", goal=1, kind="half"),
    value_exercise(2, "5 + 4 × 6", goal=1),
    value_exercise(3, "24 ÷ 6 × 2", goal=2),
    value_exercise(4, "10 − 3 + 5", goal=2),
    value_exercise(5, "21 − 4 × 3", goal=3, kind="cards", shown="2 1 − 4 × 3"),
    value_exercise(6, "9 ÷ 2 × 2", goal=5, kind="predict"),
    dangling_exercise(7, "6 × 3 − = 18"),
    choice_exercise(8, CHOICES),
    sign_exercise(9, "8 ? 4 − 2", 30),
    points_exercise(10, POINTS_EQUATION),
    build_exercise(11, "3 5 6 + ×", 33, "3 + 5 × 6"),
]

VARIANTS = {
    1: [
        value_exercise(1, e, goal=1, kind="half")
        for e in ("40 − 18 ÷ 6", "25 − 15 ÷ 5", "50 − 28 ÷ 4")
    ],
    2: [value_exercise(2, e, goal=1) for e in ("7 + 3 × 8", "6 + 5 × 4", "9 + 2 × 7")],
    3: [value_exercise(3, e, goal=2) for e in ("36 ÷ 4 × 3", "30 ÷ 5 × 2", "48 ÷ 8 × 2")],
    4: [value_exercise(4, e, goal=2) for e in ("12 − 4 + 6", "15 − 6 + 3", "20 − 9 + 4")],
    5: [
        value_exercise(5, e, goal=3, kind="cards", shown=f"{e[0]} {e[1:]}")
        for e in ("32 − 5 × 4", "43 − 6 × 5", "54 − 7 × 6")
    ],
    6: [
        value_exercise(6, e, goal=5, kind="predict")
        for e in ("11 ÷ 2 × 2", "5 ÷ 2 × 2", "13 ÷ 2 × 2")
    ],
    7: [dangling_exercise(7, e) for e in ("9 + 2 × = 11", "20 ÷ 4 + = 5", "7 − 3 × = 4")],
    8: [
        choice_exercise(8, choices_for(e, order))
        for order, e in enumerate(("18 − 6 ÷ 3", "20 − 10 ÷ 5", "24 − 12 ÷ 4"), 1)
    ],
    9: [
        sign_exercise(9, p, t) for p, t in (("6 ? 5 − 3", 27), ("9 ? 3 + 4", 31), ("7 ? 6 − 5", 37))
    ],
    10: [points_exercise(10, e) for e in ("15 ÷ 3 = 5", "14 − 2 = 12", "18 ÷ 6 = 3")],
    11: [
        build_exercise(11, c, t, x)
        for c, t, x in (
            ("2 4 7 + ×", 30, "2 + 4 × 7"),
            ("3 4 8 + ×", 35, "3 + 4 × 8"),
            ("2 5 9 + ×", 47, "2 + 5 × 9"),
        )
    ],
}
"""Other numbers for each exercise, practising the same thing (for homework)."""

LESSON = Lesson("order-of-operations", EXERCISES, goals=7, variants=VARIANTS)
answer_key = LESSON.answer_key
