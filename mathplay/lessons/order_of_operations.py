"""Lesson 1, order of operations: worked steps, the usual misreadings, and the checks.

>>> show_steps("8 − 3 ÷ 3")
'8 − 3 ÷ 3 = 8 − 1 = 7'
>>> check(1, 7)
✅ Right! 8 − 3 ÷ 3 = 8 − 1 = 7
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from typing import Any

from mathplay.expr import (
    DIVIDE,
    MINUS,
    PLUS,
    TIMES,
    Expr,
    ExpressionError,
    Number,
    evaluate,
    parse,
    parse_equation,
    sides_equal,
)
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    format_number,
    judge_number,
    judge_yes_no,
    read_expression,
    read_operator,
    right,
    wrong,
)

__all__ = [
    "LESSON",
    "MISREADINGS",
    "answer_key",
    "check",
    "misreading_value",
    "show_steps",
    "steps",
]

Item = Fraction | str  # a number or an operator symbol, in reading order
Levels = Sequence[frozenset[str]]

SCHOOL: Levels = (frozenset({TIMES, DIVIDE}), frozenset({PLUS, MINUS}))
"""× and ÷ first, then + and −; left to right within a level."""

MISREADINGS: dict[str, Levels] = {
    "left_to_right": (frozenset({PLUS, MINUS, TIMES, DIVIDE}),),
    "plus_first": (frozenset({TIMES, DIVIDE}), frozenset({PLUS}), frozenset({MINUS})),
    "times_first": (frozenset({TIMES}), frozenset({DIVIDE}), frozenset({PLUS, MINUS})),
    "rounded_division": SCHOOL,
}
"""The usual wrong ways to read an expression, each with the order it (wrongly) follows."""


def _exact(op: str, a: Fraction, b: Fraction) -> Fraction:
    if op == PLUS:
        return a + b
    if op == MINUS:
        return a - b
    if op == TIMES:
        return a * b
    return a / b


def _rounded(op: str, a: Fraction, b: Fraction) -> Fraction:
    """Like :func:`_exact`, but every division is rounded down to a whole number."""
    return Fraction(math.floor(a / b)) if op == DIVIDE else _exact(op, a, b)


def _items(expression: str | Expr) -> list[Item]:
    expr = parse(expression) if isinstance(expression, str) else expression
    return [Fraction(t.number) if isinstance(t, Number) else t for t in expr.tokens()]


def _reductions(
    items: list[Item], levels: Levels, apply: Callable[[str, Fraction, Fraction], Fraction]
) -> Iterator[list[Item]]:
    """Work one operation at a time (leftmost of the highest level), yielding each row."""
    items = list(items)
    for level in levels:
        while True:
            at = next((i for i, item in enumerate(items) if item in level), None)
            if at is None:
                break
            a, op, b = items[at - 1], items[at], items[at + 1]
            items[at - 1 : at + 2] = [apply(op, a, b)]  # type: ignore[arg-type]
            yield list(items)


def _text(items: list[Item]) -> str:
    return " ".join(item if isinstance(item, str) else format_number(item) for item in items)


def steps(expression: str | Expr) -> list[str]:
    """The expression worked out one operation at a time, in school order.

    ``steps("12 + 3 × 4")`` is ``["12 + 3 × 4", "12 + 12", "24"]``. Division is exact,
    so a step may hold a fraction (``7/2 × 2``). Division by zero raises ExpressionError.
    """
    evaluate(expression)  # a clear error for a bad expression or a zero divisor
    items = _items(expression)
    return [_text(items), *(_text(row) for row in _reductions(items, SCHOOL, _exact))]


def show_steps(expression: str | Expr) -> str:
    """The steps on one line: ``8 − 3 ÷ 3 = 8 − 1 = 7``."""
    return " = ".join(steps(expression))


def misreading_value(expression: str | Expr, mistake: str) -> Fraction | None:
    """The value someone gets by reading ``expression`` the wrong way ``mistake``
    (a key of :data:`MISREADINGS`); ``None`` if that reading divides by zero."""
    apply = _rounded if mistake == "rounded_division" else _exact
    rows = [_items(expression)]
    try:
        rows.extend(_reductions(rows[0], MISREADINGS[mistake], apply))
    except ZeroDivisionError:
        return None
    return rows[-1][0]  # type: ignore[return-value]


# ----- the exercises --------------------------------------------------------------------
def _value_exercise(number: int, expression: str) -> Exercise:
    """ "What is the value of ...?", naming the misreading behind a wrong answer."""
    expected = evaluate(expression)
    mistakes: dict[Fraction, Message] = {}
    for mistake in MISREADINGS:
        value = misreading_value(expression, mistake)
        if value is not None and value != expected:
            mistakes.setdefault(value, Message(f"lessons.order.{mistake}", {"value": value}))

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.right_steps", {"steps": show_steps(expression)})
        hint = Message("lessons.order.hint_levels")
        return judge_number(answer, expected, success, hint=hint, mistakes=mistakes)

    question = f"What is the value of {expression}?"
    return Exercise(number, question, format_number(expected), judge)


def _judge_exact_division(answer: Any) -> Verdict:
    return judge_yes_no(
        answer,
        True,
        Message("lessons.order.exact_right", {"steps": show_steps("7 ÷ 2 × 2")}),
        Message("lessons.order.exact_wrong"),
    )


def _parse_error(text: str) -> ExpressionError:
    """The parser's own words for what is wrong with ``text``."""
    try:
        parse_equation(text)
    except ExpressionError as err:
        return err
    raise ValueError(f"{text!r} is a valid equation")


def _judge_dangling(answer: Any) -> Verdict:
    reason = _parse_error("8 + 4 ÷ = 12")
    return judge_yes_no(
        answer,
        sides_equal("8 + 4 ÷", "12"),
        Message("lessons.order.dangling_right", {"reason": reason}),
        Message("lessons.order.dangling_wrong", {"reason": reason}),
    )


def _judge_missing_sign(answer: Any) -> Verdict:
    symbol = read_operator(answer)
    left = f"6 {symbol} 2 + 1"
    value = evaluate(left)
    if value == 13:
        return right("lessons.right_steps", steps=show_steps(left))
    return wrong("lessons.order.sign_wrong", steps=show_steps(left))


def _judge_build(answer: Any) -> Verdict:
    expr, value = read_expression(answer, "2 3 4 + ×")
    if value == 14:
        return right("lessons.right_steps", steps=show_steps(expr))
    return wrong("lessons.order.build_wrong", steps=show_steps(expr))


LESSON = Lesson(
    "order-of-operations",
    [
        _value_exercise(1, "8 − 3 ÷ 3"),
        _value_exercise(2, "2 + 3 × 4"),
        _value_exercise(3, "12 ÷ 4 × 3"),
        _value_exercise(4, "9 − 4 + 2"),
        _value_exercise(5, "12 + 3 × 4"),
        Exercise(6, "Is 7 ÷ 2 × 2 = 7 true? (yes or no)", "yes", _judge_exact_division),
        Exercise(7, "Is 8 + 4 ÷ = 12 a complete equation? (yes or no)", "no", _judge_dangling),
        Exercise(8, "Which sign makes 6 ? 2 + 1 = 13 true?", "×", _judge_missing_sign),
        Exercise(9, "Use all the cards 2 3 4 + × to make 14.", "2 + 3 × 4", _judge_build),
    ],
)
check = LESSON.check
answer_key = LESSON.answer_key
