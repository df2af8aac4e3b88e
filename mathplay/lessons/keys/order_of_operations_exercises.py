"""Lesson 1, order of operations: the builders of its exercises, each making an exercise
with its answer (teacher-side). The lesson's exercises and their variants:
:mod:`mathplay.lessons.keys.order_of_operations`.

Why the builders have a module of their own, holding no lesson and no key:
:mod:`mathplay.lessons.keys`.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Any

from mathplay.expr import ExpressionError, evaluate, parse_equation, sides_equal
from mathplay.lessons.checks import (
    Exercise,
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

__all__ = [
    "build_exercise",
    "choice_exercise",
    "choices_for",
    "dangling_exercise",
    "points_exercise",
    "sign_exercise",
    "value_exercise",
]


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
