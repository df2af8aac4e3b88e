"""Lesson 1, order of operations: its exercises with their answers (teacher-side), the
builders that make them, and their variants."""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Any

from mathplay.expr import ExpressionError, evaluate, parse_equation, sides_equal
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Reason,
    Verdict,
    format_number,
    judge_choice,
    judge_number,
    judge_yes_no,
    read_choice,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
    right,
    wrong,
)
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.steps import MISREADINGS, misreading_value, show_steps, steps

__all__ = ["EXERCISES", "LESSON", "VARIANTS", "answer_key"]


# ----- the builders: one exercise each, with its answer --------------------------------
def value_exercise(
    number: int, expression: str, goal: int, kind: str = "value", shown: str | None = None
) -> Exercise:
    """ "What is the value of ...?", naming the misreading behind a wrong answer.

    ``kind``: how the question is put (``value``, ``half``: the first step shown, ``cards``:
    laid as cards, ``predict``); ``shown``: the cards (``2 1 − 4 × 3``), if not as typed."""
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
    first_step = " = ".join(steps(expression)[:2])
    prompt = Message(f"lessons.order.q.{kind}", {"expression": shown, "step": first_step})
    return Exercise(
        number,
        f"What is the value of {shown}?",
        format_number(expected),
        judge,
        goal=goal,
        typical=(*typical, shown),
        material=(shown,),
        prompt=prompt,
        reader=read_number,
    )


def _parse_error(text: str) -> ExpressionError:
    """The parser's own words for what is wrong with ``text``."""
    try:
        parse_equation(text)
    except ExpressionError as err:
        return err
    raise ValueError(f"{text!r} is a valid equation")


def dangling_exercise(number: int, equation: str) -> Exercise:
    """Is ``equation`` (a side ending with a sign) a complete equation? No."""
    left, right_side = (side.strip() for side in equation.split("="))
    reason = _parse_error(equation)

    def judge(answer: Any) -> Verdict:
        return judge_yes_no(
            answer,
            sides_equal(left, right_side),
            Message("lessons.order.dangling_right", {"reason": reason}),
            Message("lessons.order.dangling_wrong", {"reason": reason}),
        )

    last = left.split()[-1]  # the sign with no number after it
    return Exercise(
        number,
        f"Is {equation} a complete equation? (yes or no)",
        "no",
        choice_only(judge),
        goal=4,
        typical=("yes",),
        material=(equation,),
        prompt=Message("lessons.order.q.dangling", {"equation": equation}),
        reader=choice_only(read_yes_no),
        reason=Reason(Message("lessons.order.reason_dangling"), last),
    )


def _holds(equation: str) -> bool:
    """Whether both sides of ``equation`` have the same value: exact arithmetic, as
    ``equation_holds`` decides, without loading SymPy (homework is graded notebook by
    notebook, each in a fresh kernel)."""
    left, right_side = equation.split("=")
    return evaluate(left) == evaluate(right_side)


def choice_exercise(number: int, choices: dict[str, str]) -> Exercise:
    """Which of the equations ``choices`` (letter → equation) is true? Exactly one must be."""
    (true,) = [letter for letter, text in choices.items() if _holds(text)]
    failures = {
        letter: Message("lessons.order.choice_wrong", {"letter": letter, "equation": text})
        for letter, text in choices.items()
    }
    left = choices[true].split("=")[0].strip()
    success = Message(
        "lessons.order.choice_right", {"equation": choices[true], "steps": show_steps(left)}
    )
    listed = ", ".join(f"{letter}: {text}" for letter, text in choices.items())

    def judge(answer: Any) -> Verdict:
        return judge_choice(answer, true, tuple(choices), success, failures)

    return Exercise(
        number,
        f"Which equation is true: {listed}?",
        true,
        choice_only(judge),
        goal=6,
        typical=tuple(letter for letter in choices if letter != true),
        material=tuple(choices.values()),
        prompt=Message("lessons.order.q.choice", {"choices": listed}),
        tools="from mathplay.expr import equation_holds",
        reader=choice_only(partial(read_choice, choices=tuple(choices))),
        reason=Reason(Message("lessons.order.reason_choice", {"left": left}), evaluate(left)),
    )


def choices_for(expression: str, order: int) -> dict[str, str]:
    """Three equations for ``expression``: its left-to-right value, its value, and a value
    2 less; ``order`` (0–5) picks which letter each gets."""
    true = evaluate(expression)
    values = [misreading_value(expression, "left_to_right"), true, true - 2]
    orders = [(0, 1, 2), (1, 0, 2), (2, 0, 1), (0, 2, 1), (1, 2, 0), (2, 1, 0)]
    picked = [values[i] for i in orders[order % len(orders)]]
    return {
        letter: f"{expression} = {format_number(v)}"
        for letter, v in zip("ABC", picked, strict=True)
    }


def sign_exercise(number: int, pattern: str, target: int) -> Exercise:
    """Which sign in place of ``?`` makes ``pattern = target`` true (exactly one does)?"""
    (answer,) = [s for s in "+−×÷" if evaluate(pattern.replace("?", s)) == target]

    def judge(given: Any) -> Verdict:
        left = pattern.replace("?", read_operator(given))
        if evaluate(left) == target:
            return right("lessons.right_steps", steps=show_steps(left))
        return wrong("lessons.order.sign_wrong", steps=show_steps(left), target=target)

    equation = f"{pattern} = {target}"
    part = pattern.split(" ? ")[0] + " ? " + pattern.split(" ? ")[1].split()[0]  # "8 ? 4"
    reason = Reason(
        Message("lessons.order.reason_sign", {"equation": equation, "part": part}),
        evaluate(part.replace("?", answer)),
    )
    return Exercise(
        number,
        f"Which sign makes {equation} true?",
        answer,
        choice_only(judge),
        goal=1,
        typical=tuple(s for s in "+÷" if s != answer),
        material=(equation,),
        prompt=Message("lessons.order.q.sign", {"equation": equation}),
        reader=choice_only(read_operator),
        reason=reason,
    )


def points_exercise(number: int, text: str) -> Exercise:
    """How many points does completing ``text`` score? The game engine says."""
    # lazy: the Equations engine (and its search) only for this exercise
    from mathplay.games.equations import Equation

    equation = Equation.from_text(text)
    cards, points = equation.card_count, equation.score()
    numbers_as_cards = len(text.split()) - (cards - points)  # 12 counted as one card
    mistakes = {
        Fraction(numbers_as_cards): Message(
            "lessons.order.points_one_card", {"value": numbers_as_cards}
        ),
        Fraction(cards): Message("lessons.order.points_no_penalty", {"value": cards}),
    }
    success = Message("lessons.order.points_right", {"cards": cards, "points": points})
    hint = Message("lessons.order.hint_points")

    def judge(answer: Any) -> Verdict:
        return judge_number(answer, points, success, hint=hint, mistakes=mistakes)

    return Exercise(
        number,
        f"How many points does completing {text} score?",
        str(points),
        judge,
        goal=7,
        typical=(numbers_as_cards, cards),
        material=(text,),
        prompt=Message("lessons.order.q.points", {"equation": text}),
        reader=read_number,
    )


def build_exercise(number: int, cards: str, target: int, example: str) -> Exercise:
    """Use all of ``cards`` to make ``target`` (``example`` is one way)."""

    def judge(answer: Any) -> Verdict:
        expr, value = read_expression(answer, cards)
        if value == target:
            return right("lessons.right_steps", steps=show_steps(expr))
        return wrong("lessons.order.build_wrong", steps=show_steps(expr), target=target)

    digits = [c for c in cards.split() if c.isdigit()]
    left_to_right = f"{digits[0]} × {digits[1]} + {digits[2]}"
    return Exercise(
        number,
        f"Use all the cards {cards} to make {target}.",
        example,
        judge,
        goal=1,
        typical=(left_to_right,),
        material=(cards,),
        prompt=Message("lessons.order.q.build", {"cards": cards, "target": target}),
        reader=partial(read_expression, cards=cards),
    )


# ----- the lesson's exercises and their variants ---------------------------------------
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
