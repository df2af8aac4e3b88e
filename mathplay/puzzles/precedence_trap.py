"""``precedence-trap``: is this equation true? Whoever works from left to right gets it wrong.

The left side has two or more operators in an order where school precedence (× and ÷
before + and −) and the left-to-right reading give different values; the right side shows
one of the two, so the left-to-right reader's verdict is always the wrong one. Values come
from :mod:`mathplay.expr` (exact) and the verdict from SymPy (:func:`equation_holds`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any

from mathplay.expr import DIVIDE, MINUS, OPERATORS, PLUS, TIMES, equation_holds, evaluate
from mathplay.lessons.checks import Message, Verdict, format_number, read_yes_no, right, wrong
from mathplay.lessons.steps import misreading_value, show_steps, steps
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import sentence
from mathplay.puzzles.true_equations import expression_worth, random_expression

__all__ = ["LEVELS", "Level", "PrecedenceTrap", "misread_otherwise", "traps"]

OTHER_MISREADINGS = ("plus_first", "times_first")
"""Misreadings besides left to right: + before −, and × before ÷."""
DRAWS = 200  # left sides tried for one puzzle before the generator starts again


ALL = "".join(OPERATORS)


@dataclass(frozen=True)
class Level:
    """The left side: the operators each place may hold (so one more number than places),
    numbers from 1 to ``largest``; the right side: a number (``right_operators=0``) or a
    one-operator expression; ``second_misreading``: another misreading
    (:data:`OTHER_MISREADINGS`) also changes the left side's value."""

    operators: tuple[str, ...]
    largest: int
    right_operators: int
    second_misreading: bool = False


LEVELS: dict[int, Level] = {
    1: Level((PLUS + MINUS, TIMES), 9, 0),
    2: Level((ALL, ALL), 9, 0),
    3: Level((ALL, ALL, ALL), 12, 0),
    4: Level((ALL, ALL), 12, 1),
    5: Level((ALL, MINUS + DIVIDE, PLUS + TIMES), 15, 1, second_misreading=True),
}


def whole_steps(expression: str) -> bool:
    """Whether every step in school order is a whole number, never below zero."""
    numbers = [t for row in steps(expression) for t in row.split() if t not in OPERATORS]
    return all(t.isdigit() for t in numbers)


def misread_otherwise(expression: str) -> bool:
    """Whether a misreading other than left to right also changes the value."""
    school = evaluate(expression)
    values = [misreading_value(expression, m) for m in OTHER_MISREADINGS]
    return any(v is not None and v != school for v in values)


def traps(question: dict[str, Any]) -> list[str]:
    """The misreadings that give the wrong verdict on this equation."""
    left, right_side = question["left"], question["right"]
    holds = evaluate(left) == evaluate(right_side)
    found = []
    for mistake in ("left_to_right", *OTHER_MISREADINGS):
        left_value = misreading_value(left, mistake)
        right_value = misreading_value(right_side, mistake)
        if None not in (left_value, right_value) and (left_value == right_value) != holds:
            found.append(mistake)
    return found


class PrecedenceTrap(PuzzleKind):
    name = "precedence-trap"
    answer_format = "puzzles.format.yes_no"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        """True or false is decided first, so half the equations are true."""
        holds = rng.random() < 0.5
        for _ in range(DRAWS):
            draft = self._draw(rng, LEVELS[difficulty], holds)
            if draft is not None:
                return draft
        return None

    def _draw(self, rng: random.Random, level: Level, holds: bool) -> Draft | None:
        left = random_expression(rng, level.operators, level.largest)
        school = evaluate(left)
        misread = misreading_value(left, "left_to_right")
        if misread is None or misread == school or not whole_steps(left):
            return None
        value = school if holds else misread
        if value.denominator != 1 or value < 0:
            return None
        right_side = (
            expression_worth(rng, int(value)) if level.right_operators else format_number(value)
        )
        if right_side is None:
            return None
        question = {"left": left, "right": right_side}
        if "left_to_right" not in traps(question):
            return None
        if level.second_misreading and not misread_otherwise(left):
            return None
        verdict = equation_holds(f"{left} = {right_side}")  # SymPy's, for the answer key
        answer = {"holds": verdict, "value": str(school), "misread": str(misread)}
        return Draft(question, answer)

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        equation = _equation(puzzle)
        text, html = sentence("puzzles.trap.prompt", language)
        big = f'<p style="font:700 1.6em sans-serif;margin:0.3em 0">{escape(equation)}</p>'
        return Prompt(text, equation, f"<p>{html}</p>{big}")

    def model_answer(self, puzzle: Puzzle) -> Any:
        return "yes" if puzzle.answer["holds"] else "no"

    def solution(self, puzzle: Puzzle, language: str) -> str:
        message_id, params = _explanation(puzzle)
        return sentence(message_id, language, **params)[0]

    def read(self, question: dict[str, Any], answer: Any) -> bool:
        return read_yes_no(answer)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        said = read_yes_no(answer)
        explanation = Message(*_explanation(puzzle))
        if said == puzzle.answer["holds"]:
            return right("puzzles.trap.right", explanation=explanation)
        return wrong(
            "puzzles.trap.wrong",
            misread=Fraction(puzzle.answer["misread"]),
            explanation=explanation,
        )


def _equation(puzzle: Puzzle) -> str:
    return f"{puzzle.question['left']} = {puzzle.question['right']}"


def _explanation(puzzle: Puzzle) -> tuple[str, dict[str, str]]:
    """The message id and parameters that say why the equation is true or false."""
    left, right_side = puzzle.question["left"], puzzle.question["right"]
    verdict = "yes" if puzzle.answer["holds"] else "no"
    if right_side.isdigit():
        return f"puzzles.trap.{verdict}_number", {"steps": show_steps(left), "right": right_side}
    return f"puzzles.trap.{verdict}_sides", {
        "steps": show_steps(left),
        "right": show_steps(right_side),
    }
