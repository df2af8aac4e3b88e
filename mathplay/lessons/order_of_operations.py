"""Lesson 1, order of operations: what its notebook imports (tables, the steps of an
expression) and the pupils' ``check``.

The maths of reading an expression (school order, the usual misreadings) is in
:mod:`mathplay.lessons.steps`. The exercises, with their answers and their variants with
other numbers (homework gives each pupil their own), are teacher-side:
:mod:`mathplay.lessons.keys.order_of_operations`.

>>> check(2, 29)
✅ Right! 5 + 4 × 6 = 5 + 24 = 29
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathplay.expr import evaluate
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.lesson_check import LessonCheck
from mathplay.lessons.pictures import Table
from mathplay.lessons.steps import MISREADINGS, misreading_value, show_steps, steps
from mathplay.lessons.verdicts import format_number

__all__ = [
    "MISREADINGS",
    "check",
    "misreading_value",
    "reading_table",
    "score_table",
    "show_steps",
    "steps",
]


# ----- tables for the lesson -----------------------------------------------------------
# Light tables (:class:`~mathplay.lessons.pictures.Table`), not pandas: on the static site
# pandas with NumPy costs seconds before lesson 1's first board, for two small tables.
def reading_table(expressions: Sequence[str], language: str | None = None) -> Table:
    """Each expression read the school way (right) and from left to right (wrong)."""
    language = get_language() if language is None else language

    def head(key: str) -> str:
        return translate(f"lessons.order.table.{key}", language)

    return Table(
        [head(key) for key in ("expression", "school", "left_to_right")],
        [
            [
                notation(e, language),
                format_number(evaluate(e)),
                format_number(misreading_value(e, "left_to_right")),
            ]
            for e in expressions
        ],
    )


def score_table(equations: Sequence[str], language: str | None = None) -> Table:
    """Each equation: its cards, whether it is complete, and what completing it scores."""
    # lazy: the Equations engine (and its search) only for this table
    from mathplay.games.equations import Equation

    language = get_language() if language is None else language

    def head(key: str) -> str:
        return translate(f"lessons.order.table.{key}", language)

    rows = []
    for text in equations:
        equation = Equation.from_text(text)
        complete = equation.is_complete()
        rows.append(
            [
                notation(text, language),
                equation.card_count,
                translate("lessons.yes" if complete else "lessons.no", language),
                equation.score() if complete else "–",
            ]
        )
    return Table([head(key) for key in ("equation", "cards", "complete", "points")], rows)


# ----- what the lesson asks pupils to make ----------------------------------------------
@dataclass(frozen=True)
class Targets:
    """Values a lesson asks pupils to make with ``cards`` (all of them each time): the
    ``reachable`` ones, and the ``unreachable`` ones the lesson says cannot be made, asking
    why (the tests ask the solver about each)."""

    cards: str
    reachable: tuple[int, ...]
    unreachable: tuple[int, ...] = ()


WARM_UP = Targets("2 3 4 + ×", reachable=(14, 11), unreachable=(20,))
"""Section 1's *Try it*: 14 and 11, then 20, which would need brackets: (2 + 3) × 4."""
PLAY = ("8 =", "− 3 ÷ 3 7 2", 4)
"""Section 8's game: the table, the hand and the points of a play the lesson asks for."""

check = LessonCheck("order-of-operations")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
