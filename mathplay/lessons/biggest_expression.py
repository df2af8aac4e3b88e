"""Lesson 2, the biggest expression (the memory game's finale): the exercises' checks.

Each "best expression" exercise knows the best value for its cards (the tests prove it
against a brute force over every arrangement and against :mod:`mathplay.search`); an
answer is right when it uses exactly the cards and reaches that value.

>>> check(1, "91 + 8")
✅ Right! 91 + 8 = 99, and no expression with these cards is bigger.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathplay.games.memory import goal_distance
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    judge_number,
    read_expression,
    right,
    wrong,
)
from mathplay.lessons.order_of_operations import show_steps

__all__ = ["LESSON", "PUZZLES", "BestPuzzle", "answer_key", "check"]

_GOAL_WORDS = {
    "max": "the biggest value",
    "min": "the smallest value",
    "zero": "a value as close to zero as you can",
}


@dataclass(frozen=True)
class BestPuzzle:
    """Use all of ``cards`` to reach the best value for ``goal`` (``"max"``, ``"min"``,
    ``"zero"``); ``best`` is that value, ``example`` one expression reaching it, ``hint``
    the message id of the hint a wrong answer gets."""

    cards: str
    goal: str
    best: Fraction
    example: str
    hint: str

    def judge(self, answer: Any) -> Verdict:
        expr, value = read_expression(answer, self.cards)
        steps = show_steps(expr)
        if goal_distance(self.goal, value) <= goal_distance(self.goal, self.best):
            return right(f"lessons.best.right_{self.goal}", steps=steps)
        return wrong(f"lessons.best.better_{self.goal}", steps=steps, hint=Message(self.hint))

    def exercise(self, number: int) -> Exercise:
        question = f"Use all the cards {self.cards} to make {_GOAL_WORDS[self.goal]}."
        return Exercise(number, question, self.example, self.judge)


PUZZLES: dict[int, BestPuzzle] = {
    1: BestPuzzle("1 8 9 +", "max", Fraction(99), "91 + 8", "lessons.best.hint_tens"),
    2: BestPuzzle("3 4 5 ×", "max", Fraction(215), "43 × 5", "lessons.best.hint_alone"),
    3: BestPuzzle("9 8 + 1 × 7", "max", Fraction(784), "87 × 9 + 1", "lessons.best.hint_product"),
    4: BestPuzzle("2 5 7 −", "min", Fraction(-73), "2 − 75", "lessons.best.hint_take_away"),
    5: BestPuzzle("1 2 3 ÷", "min", Fraction(1, 32), "1 ÷ 32", "lessons.best.hint_divide"),
    6: BestPuzzle("4 6 9 + −", "zero", Fraction(1), "4 + 6 − 9", "lessons.best.hint_zero"),
}
"""The "best expression" exercises, by number."""

COUNT_CARDS = "1 2 3 +"
COUNT = 12  # 12 + 3, 13 + 2, 21 + 3, 23 + 1, 31 + 2, 32 + 1 and each the other way round


def _judge_count(answer: Any) -> Verdict:
    return judge_number(
        answer,
        COUNT,
        Message("lessons.best.count_right", {"count": COUNT}),
        hint=Message("lessons.best.hint_count"),
    )


LESSON = Lesson(
    "biggest-expression",
    [
        *(puzzle.exercise(number) for number, puzzle in PUZZLES.items()),
        Exercise(
            7,
            f"How many different expressions use all the cards {COUNT_CARDS}?",
            str(COUNT),
            _judge_count,
        ),
    ],
)
check = LESSON.check
answer_key = LESSON.answer_key
