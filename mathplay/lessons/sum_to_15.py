"""Lesson 3, sum to 15 (Triolet): the exercises' checks.

The scores asked for are the rules page's worked examples (docs/rules/triolet.md); the
tests check every one against the Triolet engine's own scoring.

>>> check(1, 3)
✅ Right! 7 + 5 + 3 = 15: a trio.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    judge_number,
    judge_yes_no,
    read_number,
    right,
    wrong,
)

__all__ = ["LESSON", "TARGET", "answer_key", "check"]

TARGET = 15
"""Three tiles in a line sum to exactly 15; two tiles to 15 or less."""


def _trio_exercise(number: int, tiles: Sequence[int], rack: Sequence[int] = ()) -> Exercise:
    """Which tile (from ``rack``, if given) makes a trio with ``tiles``?"""
    needed = TARGET - sum(tiles)
    shown = " + ".join(str(t) for t in tiles)

    def judge(answer: Any) -> Verdict:
        tile = read_number(answer)
        if rack and tile not in rack:
            rack_text = ", ".join(str(t) for t in rack)
            return wrong("lessons.trio.not_on_rack", tile=tile, rack=rack_text)
        if tile == needed:
            return right("lessons.trio.right", line=f"{shown} + {tile}")
        return wrong("lessons.trio.wrong_sum", line=f"{shown} + {tile}", total=sum(tiles) + tile)

    on_rack = f" Your rack holds {', '.join(map(str, rack))}." if rack else ""
    question = f"Which tile makes a trio with {shown}?{on_rack}"
    return Exercise(number, question, str(needed), judge)


def _score_exercise(
    number: int, question: str, points: int, hint: Message, **mistakes: int
) -> Exercise:
    """How many points? ``mistakes``: message id suffix → the score that mistake gives."""
    known = {
        value: Message(f"lessons.trio.{name}", {"value": value}) for name, value in mistakes.items()
    }

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.trio.points_right", {"points": points})
        return judge_number(answer, points, success, hint=hint, mistakes=known)

    return Exercise(number, question, str(points), judge)


def _judge_nine_by_seven(answer: Any) -> Verdict:
    return judge_yes_no(
        answer,
        TARGET >= 9 + 7,
        Message("lessons.trio.pair_right"),
        Message("lessons.trio.pair_wrong"),
    )


def _judge_trios_with_seven(answer: Any) -> Verdict:
    return judge_number(
        answer,
        5,  # 0 + 7 + 8, 1 + 7 + 7, 2 + 6 + 7, 3 + 5 + 7, 4 + 4 + 7
        Message("lessons.trio.sevens_right"),
        hint=Message("lessons.trio.hint_sevens"),
    )


LESSON = Lesson(
    "sum-to-15",
    [
        _trio_exercise(1, (7, 5)),
        _score_exercise(
            2,
            "A 6 is placed next to a 7 (and nothing else). How many points?",
            13,
            Message("lessons.trio.hint_pair"),
        ),
        Exercise(3, "May a 9 lie next to a 7 as a pair? (yes or no)", "no", _judge_nine_by_seven),
        Exercise(
            4,
            "How many different trios use the tile 7?",
            "5",
            _judge_trios_with_seven,
        ),
        _score_exercise(
            5,
            "A triolet: 10, 5 and 0 from the rack. How many points?",
            80,
            Message("lessons.trio.hint_triolet"),
            trio_only=30,
        ),
        _score_exercise(
            6,
            "A triolet 4, 9, 2 with the 4 on a double square. How many points?",
            110,
            Message("lessons.trio.hint_double"),
            bonus_doubled=160,
            no_double=80,
        ),
        _trio_exercise(7, (8, 1), rack=(2, 6, 9)),
    ],
)
check = LESSON.check
answer_key = LESSON.answer_key
