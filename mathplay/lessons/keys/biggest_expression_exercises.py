"""Lesson 2, the biggest expression: the builders of its exercises, each making an exercise
with its answer (teacher-side). The lesson's exercises and their variants:
:mod:`mathplay.lessons.keys.biggest_expression`.

Why the builders have a module of their own, holding no lesson and no key:
:mod:`mathplay.lessons.keys`.

Each "best expression" exercise knows the best value for its cards (the tests prove it
against a brute force over every arrangement and against :mod:`mathplay.search`); an
answer is right when it uses exactly the cards and reaches that value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, partial
from typing import Any

from mathplay.expr import evaluate
from mathplay.games.memory import goal_distance
from mathplay.lessons.checks import (
    AnswerError,
    Exercise,
    Message,
    Reason,
    Verdict,
    format_number,
    judge_number,
    read_expression,
    read_number,
    read_operator,
    right,
    wrong,
)
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.steps import show_steps

__all__ = [
    "HINT_ALONE",
    "HINT_DIVIDE",
    "HINT_JOIN",
    "HINT_TAKE",
    "HINT_TENS",
    "HINT_ZERO",
    "BestPuzzle",
    "count_exercise",
    "plus_or_times_exercise",
    "read_row",
    "values_exercise",
]


@dataclass(frozen=True)
class BestPuzzle:
    """Use all of ``cards`` to reach the best value for ``goal`` (``"max"``, ``"min"``,
    ``"zero"``); ``best`` is that value, ``example`` one expression reaching it, ``hint``
    the message id of the hint a wrong answer gets, ``typical`` a usual wrong row.
    ``alternative``: other cards for the same question that the lesson offers a class that
    has not met numbers below zero (an answer with those cards is judged on them).

    The answer is a row of the cards; the best value itself (``"−83"``) is right too."""

    cards: str
    goal: str
    best: Fraction
    example: str
    hint: str
    typical: str
    kind: str = "best"
    alternative: BestPuzzle | None = None

    def judge(self, answer: Any) -> Verdict:
        alternative = self.alternative
        if alternative is not None and alternative._is_about(answer):
            return alternative._judge(answer)
        return self._judge(answer)

    def _is_about(self, answer: Any) -> bool:
        """Whether ``answer`` is a row of exactly these cards, or their best value."""
        value = _value_answer(answer)
        if value is not None:
            return value == self.best
        try:
            read_expression(answer, self.cards)
        except AnswerError:
            return False
        return True

    def _judge(self, answer: Any) -> Verdict:
        value = _value_answer(answer)
        if value is not None:
            shown, hint = format_number(value), Message(self.hint)
            if value not in _reachable(self.cards):
                return wrong("lessons.best.not_made", value=shown, hint=hint)
            if goal_distance(self.goal, value) <= goal_distance(self.goal, self.best):
                return right(f"lessons.best.right_{self.goal}", steps=show_steps(self.example))
            return wrong(f"lessons.best.better_{self.goal}", steps=shown, hint=hint)
        expr, value = read_expression(answer, self.cards)
        steps = show_steps(expr)
        if goal_distance(self.goal, value) <= goal_distance(self.goal, self.best):
            return right(f"lessons.best.right_{self.goal}", steps=steps)
        return wrong(f"lessons.best.better_{self.goal}", steps=steps, hint=Message(self.hint))

    def exercise(self, number: int, goal: int) -> Exercise:
        question = f"Use all the cards {self.cards} to make the best value ({self.goal})."
        first = next(c for c in self.example if c.isdigit())  # "7" of "76 + 2": a hint only
        prompt = Message(
            f"lessons.best.q.{self.kind}_{self.goal}", {"cards": self.cards, "first": first}
        )
        material = (
            (self.cards,) if self.alternative is None else (self.cards, self.alternative.cards)
        )
        return Exercise(
            number,
            question,
            self.example,
            self.judge,
            goal=goal,
            typical=(self.typical,),
            material=material,
            prompt=prompt,
            reader=partial(read_row, cards=material),
        )


@cache
def _reachable(cards: str) -> frozenset[Fraction]:
    """Every value a row of all ``cards`` makes (a lesson's hands are small)."""
    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import all_values

    return frozenset(all_values(cards)["value"])


def _value_answer(answer: Any) -> Fraction | None:
    """The value itself (``-83``, ``"−83"``, ``"3/86"``) when that is the answer given;
    ``None`` for a row of cards (or anything else: the row's reader says what is wrong)."""
    if isinstance(answer, bool):
        return None
    try:
        return read_number(answer)
    except AnswerError:
        return None


def read_row(answer: Any, cards: Sequence[str]) -> Any:
    """``answer`` read as a :class:`BestPuzzle` reads it, knowing only the cards (the
    exercise's, then those offered instead): the value itself, or a row of one of them;
    anything else is told what is wrong as a row of the first."""
    value = _value_answer(answer)
    if value is not None:
        return value
    for other in cards[1:]:
        try:
            return read_expression(answer, other)
        except AnswerError:
            pass
    return read_expression(answer, cards[0])


def _best(
    cards: str,
    goal: str,
    example: str,
    hint: str,
    typical: str,
    kind: str = "best",
    alternative: BestPuzzle | None = None,
) -> BestPuzzle:
    return BestPuzzle(cards, goal, evaluate(example), example, hint, typical, kind, alternative)


def plus_or_times_exercise(number: int, a: int, b: int) -> Exercise:
    """Predict: which makes more with ``a`` and ``b``, + or ×? (A 1 or a 0 is better added.)
    After a wrong sign, the pupil says what the sign they choose next makes."""
    wanted = "+" if a + b > a * b else "×"
    made = {"+": a + b, "×": a * b}

    def judge(answer: Any) -> Verdict:
        sign = read_operator(answer)
        if sign not in "+×":
            return wrong("lessons.best.plus_or_times", a=a, b=b)
        if sign == wanted:
            return right("lessons.best.sign_right", a=a, b=b, plus=made["+"], times=made["×"])
        return wrong("lessons.best.sign_wrong", a=a, b=b, sign=sign, made=made[sign])

    return Exercise(
        number,
        f"Which makes more with {a} and {b}: + or ×?",
        wanted,
        choice_only(judge),
        goal=1,
        typical=("×" if wanted == "+" else "+",),
        material=(f"{a} + {b}", f"{a} × {b}"),
        prompt=Message("lessons.best.q.plus_or_times", {"a": a, "b": b}),
        reader=choice_only(read_operator),
        reason=Reason(
            Message("lessons.best.reason_sign", {"a": a, "b": b}), made.get, read_operator
        ),
    )


def count_exercise(number: int, cards: str) -> Exercise:
    """How many different rows do ``cards`` make? (``mathplay.search`` counts them.)"""
    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import count_arrangements

    count = count_arrangements(cards)
    digits = sum(c.isdigit() for c in cards.split())

    orders = 1
    for n in range(2, digits + 1):
        orders *= n
    only_orders = {Fraction(orders): Message("lessons.best.count_orders", {"value": orders})}

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.best.count_right", {"count": count})
        hint = Message("lessons.best.hint_count")
        return judge_number(answer, count, success, hint=hint, mistakes=only_orders)

    return Exercise(
        number,
        f"How many different rows can you lay with the cards {cards}?",
        str(count),
        judge,
        goal=5,
        typical=(orders,),
        material=(cards,),
        prompt=Message("lessons.best.q.count", {"cards": cards}),
        tools="from mathplay.search import count_arrangements",
        reader=read_number,
    )


def values_exercise(number: int, cards: str) -> Exercise:
    """How many different values do ``cards`` make? (``all_values`` lists them.)"""
    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import all_values

    table = all_values(cards)
    values, rows = len(table), int(table["count"].sum())

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.best.values_right", {"values": values, "rows": rows})
        mistakes = {Fraction(rows): Message("lessons.best.values_rows", {"value": rows})}
        hint = Message("lessons.best.hint_values", {"cards": cards})
        return judge_number(answer, values, success, hint=hint, mistakes=mistakes)

    return Exercise(
        number,
        f"How many different values can the cards {cards} make?",
        str(values),
        judge,
        goal=6,
        typical=(rows,),
        material=(cards,),
        prompt=Message("lessons.best.q.values", {"cards": cards}),
        tools="from mathplay.search import all_values",
        reader=read_number,
    )


HINT_TENS, HINT_ALONE = "lessons.best.hint_tens", "lessons.best.hint_alone"
HINT_JOIN, HINT_TAKE = "lessons.best.hint_join", "lessons.best.hint_take_away"
HINT_ZERO, HINT_DIVIDE = "lessons.best.hint_zero", "lessons.best.hint_divide"


def _smallest(cards: str, example: str, typical: str) -> BestPuzzle:
    """The smallest value: with a − card it is below zero, with a ÷ card a fraction."""
    hint = HINT_TAKE if "−" in cards else HINT_DIVIDE
    return _best(cards, "min", example, hint, typical)


def _nearest_zero(cards: str, example: str, typical: str) -> BestPuzzle:
    return _best(cards, "zero", example, HINT_ZERO, typical)
