"""Lesson 1, order of operations: worked steps, the usual misreadings, and the checks.

>>> show_steps("8 − 3 ÷ 3")
'8 − 3 ÷ 3 = 8 − 1 = 7'
>>> check(2, 29)
✅ Right! 5 + 4 × 6 = 5 + 24 = 29
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathplay.expr import (
    DIVIDE,
    MINUS,
    PLUS,
    TIMES,
    Expr,
    ExpressionError,
    Number,
    equation_holds,
    evaluate,
    parse,
    parse_equation,
    sides_equal,
)
from mathplay.i18n import get_language, translate
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    format_number,
    judge_choice,
    judge_number,
    judge_yes_no,
    read_expression,
    read_operator,
    right,
    wrong,
)

if TYPE_CHECKING:
    import pandas

__all__ = [
    "LESSON",
    "MISREADINGS",
    "answer_key",
    "check",
    "misreading_value",
    "reading_table",
    "score_table",
    "show_steps",
    "steps",
    "teacher_notes",
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


# ----- tables for the lesson -----------------------------------------------------------
def reading_table(expressions: Sequence[str], language: str | None = None) -> pandas.DataFrame:
    """Each expression read the school way (right) and from left to right (wrong)."""
    import pandas

    language = get_language() if language is None else language

    def head(key: str) -> str:
        return translate(f"lessons.order.table.{key}", language)

    return pandas.DataFrame(
        {
            head("expression"): list(expressions),
            head("school"): [format_number(evaluate(e)) for e in expressions],
            head("left_to_right"): [
                format_number(misreading_value(e, "left_to_right")) for e in expressions
            ],
        }
    )


def score_table(equations: Sequence[str], language: str | None = None) -> pandas.DataFrame:
    """Each equation: its cards, whether it is complete, and what completing it scores."""
    import pandas

    from mathplay.games.equations import Equation

    language = get_language() if language is None else language

    def head(key: str) -> str:
        return translate(f"lessons.order.table.{key}", language)

    rows = []
    for text in equations:
        equation = Equation.from_text(text)
        complete = equation.is_complete()
        rows.append(
            (
                text,
                equation.card_count,
                translate("lessons.yes" if complete else "lessons.no", language),
                equation.score() if complete else "–",
            )
        )
    columns = [head(key) for key in ("equation", "cards", "complete", "points")]
    return pandas.DataFrame(rows, columns=columns)


# ----- the exercises --------------------------------------------------------------------
def _value_exercise(number: int, expression: str, goal: int, shown: str | None = None) -> Exercise:
    """ "What is the value of ...?", naming the misreading behind a wrong answer.

    ``shown``: how the question shows it (the cards ``2 1 − 4 × 3``), if not as typed."""
    expected = evaluate(expression)
    mistakes: dict[Fraction, Message] = {}
    for mistake in MISREADINGS:
        value = misreading_value(expression, mistake)
        if value is not None and value != expected:
            mistakes.setdefault(value, Message(f"lessons.order.{mistake}", {"value": value}))
    shown = shown or expression

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.right_steps", {"steps": show_steps(expression)})
        hint = Message("lessons.order.hint_levels")
        return judge_number(answer, expected, success, hint=hint, mistakes=mistakes)

    typical = tuple(int(v) if v.denominator == 1 else format_number(v) for v in mistakes)
    return Exercise(
        number,
        f"What is the value of {shown}?",
        format_number(expected),
        judge,
        goal=goal,
        typical=(*typical, shown),
        material=(shown,),
    )


def _parse_error(text: str) -> ExpressionError:
    """The parser's own words for what is wrong with ``text``."""
    try:
        parse_equation(text)
    except ExpressionError as err:
        return err
    raise ValueError(f"{text!r} is a valid equation")


DANGLING = "6 × 3 − = 18"


def _judge_dangling(answer: Any) -> Verdict:
    reason = _parse_error(DANGLING)
    left, right_side = (side.strip() for side in DANGLING.split("="))
    return judge_yes_no(
        answer,
        sides_equal(left, right_side),
        Message("lessons.order.dangling_right", {"reason": reason}),
        Message("lessons.order.dangling_wrong", {"reason": reason}),
    )


MISSING_SIGN = ("8 ? 4 − 2", 30)


def _judge_missing_sign(answer: Any) -> Verdict:
    symbol = read_operator(answer)
    pattern, target = MISSING_SIGN
    left = pattern.replace("?", symbol)
    if evaluate(left) == target:
        return right("lessons.right_steps", steps=show_steps(left))
    return wrong("lessons.order.sign_wrong", steps=show_steps(left), target=target)


BUILD = ("3 5 6 + ×", 33)


def _judge_build(answer: Any) -> Verdict:
    cards, target = BUILD
    expr, value = read_expression(answer, cards)
    if value == target:
        return right("lessons.right_steps", steps=show_steps(expr))
    return wrong("lessons.order.build_wrong", steps=show_steps(expr), target=target)


CHOICES = {"A": "16 − 8 ÷ 4 = 2", "B": "16 − 8 ÷ 4 = 14", "C": "16 − 8 ÷ 4 = 4 × 3"}
"""Exercise 8: which equation is true? (``equation_holds`` decides.)"""


def _judge_true_equation(answer: Any) -> Verdict:
    (true,) = [letter for letter, text in CHOICES.items() if equation_holds(text)]
    failures = {
        letter: Message("lessons.order.choice_wrong", {"letter": letter, "equation": text})
        for letter, text in CHOICES.items()
    }
    return judge_choice(
        answer,
        true,
        tuple(CHOICES),
        Message("lessons.order.choice_right", {"equation": CHOICES[true]}),
        failures,
    )


POINTS_EQUATION = "12 ÷ 4 = 3"


def _judge_points(answer: Any) -> Verdict:
    from mathplay.games.equations import Equation

    equation = Equation.from_text(POINTS_EQUATION)
    cards, points = equation.card_count, equation.score()
    numbers_as_cards = len(POINTS_EQUATION.split()) - (cards - points)  # 12 as one card
    mistakes = {
        Fraction(numbers_as_cards): Message(
            "lessons.order.points_one_card", {"value": numbers_as_cards}
        ),
        Fraction(cards): Message("lessons.order.points_no_penalty", {"value": cards}),
    }
    success = Message("lessons.order.points_right", {"cards": cards, "points": points})
    hint = Message("lessons.order.hint_points")
    return judge_number(answer, points, success, hint=hint, mistakes=mistakes)


LESSON = Lesson(
    "order-of-operations",
    [
        _value_exercise(1, "30 − 12 ÷ 3", goal=1),
        _value_exercise(2, "5 + 4 × 6", goal=1),
        _value_exercise(3, "24 ÷ 6 × 2", goal=2),
        _value_exercise(4, "10 − 3 + 5", goal=2),
        _value_exercise(5, "21 − 4 × 3", goal=3, shown="2 1 − 4 × 3"),
        _value_exercise(6, "9 ÷ 2 × 2", goal=5),
        Exercise(
            7,
            f"Is {DANGLING} a complete equation? (yes or no)",
            "no",
            _judge_dangling,
            goal=4,
            typical=("yes",),
            material=(DANGLING,),
        ),
        Exercise(
            8,
            "Which equation is true: " + ", ".join(f"{k}: {v}" for k, v in CHOICES.items()) + "?",
            "B",
            _judge_true_equation,
            goal=6,
            typical=("A", "C"),
            material=tuple(CHOICES.values()),
        ),
        Exercise(
            9,
            f"Which sign makes {MISSING_SIGN[0]} = {MISSING_SIGN[1]} true?",
            "×",
            _judge_missing_sign,
            goal=1,
            typical=("+", "÷"),
            material=(f"{MISSING_SIGN[0]} = {MISSING_SIGN[1]}",),
        ),
        Exercise(
            10,
            f"How many points does completing {POINTS_EQUATION} score?",
            "3",
            _judge_points,
            goal=7,
            typical=(2, 6),
            material=(POINTS_EQUATION,),
        ),
        Exercise(
            11,
            f"Use all the cards {BUILD[0]} to make {BUILD[1]}.",
            "3 + 5 × 6",
            _judge_build,
            goal=1,
            typical=("3 + 5 × 6".replace(" + 5 × ", " × 5 + "),),
            material=(BUILD[0],),
        ),
    ],
    goals=7,
)
check = LESSON.check
answer_key = LESSON.answer_key
teacher_notes = LESSON.teacher_notes
