"""Reading an expression step by step, the school way and the usual wrong ways.

>>> show_steps("8 − 3 ÷ 3")
8 − 3 ÷ 3 = 8 − 1 = 7
>>> str(misreading_value("8 − 3 ÷ 3", "left_to_right"))
'5/3'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction

from mathplay.expr import DIVIDE, MINUS, PLUS, TIMES, Expr, Number, evaluate, parse
from mathplay.i18n import get_language
from mathplay.i18n.notation import notation
from mathplay.lessons.verdicts import format_number

__all__ = ["MISREADINGS", "SCHOOL", "Work", "misreading_value", "show_steps", "steps"]

Item = Fraction | str  # a number or an operator symbol, in reading order


class Work(str):
    """Worked steps as a pupil writes them: a notebook shows the text, without quotes."""

    def __repr__(self) -> str:
        return str(self)


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


def show_steps(expression: str | Expr, language: str | None = None) -> Work:
    """The steps on one line: ``8 − 3 ÷ 3 = 8 − 1 = 7`` (``8 − 3 : 3 = 8 − 1 = 7`` in
    Polish: × and ÷ as the ``language``'s school writes them, by default the package's)."""
    language = get_language() if language is None else language
    return Work(notation(" = ".join(steps(expression)), language))


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
