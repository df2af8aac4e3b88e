"""Lesson 3, sum to 15: its exercises with their answers (teacher-side) and their
variants, made by the builders of :mod:`mathplay.lessons.keys.sum_to_15_exercises`."""

from __future__ import annotations

from math import comb

from mathplay.lessons.checks import Exercise, Lesson, Message, read_number
from mathplay.lessons.keys.sum_to_15_exercises import (
    _judge_chance,
    about_exercise,
    biggest_neighbour_exercise,
    count_trios_exercise,
    pair_exercise,
    racks_exercise,
    trio_chance_exercise,
    trio_exercise,
)
from mathplay.lessons.trios import rack_trio_chance

__all__ = ["EXERCISES", "LESSON", "VARIANTS", "answer_key"]

EXERCISES = [
    trio_exercise(1, (6, 4)),
    count_trios_exercise(2, 7),
    racks_exercise(3, (2, 6, 7), half=True),
    racks_exercise(4, (1, 4, 10), half=False),
    Exercise(
        5,
        "What fraction of all racks are trios?",
        str(rack_trio_chance()),
        _judge_chance,
        goal=3,
        typical=(int(rack_trio_chance() * comb(81, 3)),),
        material=("4,904 / 85,320", "4904/85320"),
        prompt=Message("lessons.trio.q.chance"),
        reader=read_number,
    ),
    about_exercise(6, 2000),
    pair_exercise(7, 9, 7),
    biggest_neighbour_exercise(8, 11),
]

VARIANTS = {
    1: [trio_exercise(1, t) for t in ((8, 2), (9, 3), (7, 7))],
    2: [count_trios_exercise(2, t) for t in (6, 8, 9)],
    3: [racks_exercise(3, t, half=True) for t in ((1, 5, 9), (2, 4, 9), (3, 4, 8))],
    4: [racks_exercise(4, t, half=False) for t in ((0, 5, 10), (2, 3, 10), (0, 6, 9))],
    5: [trio_chance_exercise(5, t) for t in ((3, 5, 7), (2, 4, 9), (0, 6, 9))],
    6: [about_exercise(6, n) for n in (1000, 5000)],
    7: [pair_exercise(7, a, b) for a, b in ((8, 8), (6, 9), (10, 6))],
    8: [biggest_neighbour_exercise(8, t) for t in (9, 4, 13)],
}
"""Other tiles for each exercise, practising the same thing (for homework)."""

LESSON = Lesson("sum-to-15", EXERCISES, goals=4, variants=VARIANTS)
answer_key = LESSON.answer_key
