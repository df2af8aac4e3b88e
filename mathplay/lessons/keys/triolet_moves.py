"""Lesson 4, Triolet moves: its exercises with their answers (teacher-side) and their
variants, made by the builders of :mod:`mathplay.lessons.keys.triolet_moves_exercises`."""

from __future__ import annotations

from mathplay.lessons.checks import Lesson
from mathplay.lessons.keys.sum_to_15_exercises import trio_exercise
from mathplay.lessons.keys.triolet_moves_exercises import (
    average_exercise,
    position_exercise,
    random_wins_exercise,
    safer_exercise,
    score_exercise,
    which_move_exercise,
)

__all__ = ["EXERCISES", "LESSON", "VARIANTS", "answer_key"]

EXERCISES = [
    position_exercise(1, "two_pairs", goal=1, kind="half"),
    position_exercise(2, "trio_and_pair", goal=1),
    position_exercise(3, "triolet", goal=2),
    position_exercise(4, "double", goal=2),
    safer_exercise(5, (2, 3), (6, 8)),
    trio_exercise(6, (8, 1), rack=(2, 6, 9), goal=3),
    random_wins_exercise(7),
    average_exercise(8),
    which_move_exercise(9, "seed87"),
    which_move_exercise(10, "seed82"),
]

TOURNAMENTS = ((4, "highest"), (8, "lowest"), (12, "highest"))
"""Other tournaments (seed, and which average exercise 8 asks for) for homework."""

VARIANTS = {
    1: [
        score_exercise(1, f".\n.\n. . . {top}", f"3,3={a} 3,4={b}", goal=1, kind="half")
        for top, a, b in ((7, 6, 2), (3, 8, 5), (6, 5, 9))
    ],
    2: [
        score_exercise(2, f".\n. . . . {top}\n. . . {left}", f"2,4={a} 2,5={b}", goal=1)
        for top, left, a, b in ((5, 7, 6, 2), (12, 2, 3, 10), (2, 9, 4, 2))
    ],
    3: [
        score_exercise(3, f".\n.\n. . . {top}", f"3,3={a} 3,4={b} 3,5={c}", goal=2)
        for top, a, b, c in ((7, 2, 6, 7), (4, 3, 4, 8), (9, 1, 5, 9))
    ],
    4: [
        score_exercise(4, f".\n.\n.\n. . . . {top}", f"4,4={a} 4,5={b} 4,6={c}", goal=2)
        for top, a, b, c in ((9, 2, 7, 6), (3, 6, 1, 8), (12, 1, 6, 8))
    ],
    5: [safer_exercise(5, a, b) for a, b in (((1, 2), (7, 7)), ((5, 9), (4, 4)), ((3, 3), (9, 4)))],
    6: [
        trio_exercise(6, tiles, rack=rack, goal=3)
        for tiles, rack in (((7, 2), (3, 6, 8)), ((9, 4), (2, 5, 11)), ((5, 5), (1, 5, 8)))
    ],
    7: [random_wins_exercise(7, seed) for seed, _ in TOURNAMENTS],
    8: [average_exercise(8, seed, which) for seed, which in TOURNAMENTS],
    9: [which_move_exercise(9, "seed91")],
    10: [which_move_exercise(10, "seed32")],
}
"""Other positions, pairs, racks and tournaments, practising the same thing (for homework);
exercises 7 and 8 are about one tournament, so a pupil's two variants go together."""

LESSON = Lesson("triolet-moves", EXERCISES, goals=4, variants=VARIANTS, together=[(7, 8)])
answer_key = LESSON.answer_key
