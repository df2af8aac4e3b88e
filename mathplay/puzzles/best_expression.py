"""``best-expression``: use all the cards to make the biggest, the smallest, or the value
closest to zero or to a number. Solved by :func:`mathplay.search.best_expression`.

Any expression that uses exactly the cards and reaches the best value is right: the best
*value* is unique, the expressions reaching it usually are not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathplay.expr import MINUS, OPERATORS, PLUS, TIMES
from mathplay.games.memory import goal_distance
from mathplay.lessons.checks import Verdict, format_number, read_expression, right, wrong
from mathplay.lessons.steps import show_steps
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import cards_html, cards_text, sentence
from mathplay.search import best_expression

__all__ = ["LEVELS", "BestExpression", "Level"]


@dataclass(frozen=True)
class Level:
    """What a difficulty means: how many digit and operator cards, which operators, which
    goals, and whether a 0 may be dealt."""

    digits: int
    operators: int
    symbols: str
    goals: tuple[str, ...]
    zero: bool


LEVELS: dict[int, Level] = {
    1: Level(3, 1, PLUS + TIMES, ("max",), False),
    2: Level(4, 1, PLUS + MINUS + TIMES, ("max", "min"), False),
    3: Level(4, 2, PLUS + MINUS + TIMES, ("max", "min"), True),
    4: Level(5, 2, "".join(OPERATORS), ("max", "min", "zero"), True),
    5: Level(5, 3, "".join(OPERATORS), ("zero", "target"), True),
}
TARGETS = range(20, 100)


def goal_of(question: dict[str, Any]) -> Any:
    """The goal as :func:`~mathplay.search.best_expression` takes it."""
    goal = question["goal"]
    return ("target", question["target"]) if goal == "target" else goal


class BestExpression(PuzzleKind):
    name = "best-expression"
    answer_format = "puzzles.format.expression"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        level = LEVELS[difficulty]
        low = 0 if level.zero else 1
        digits = [rng.randrange(low, 10) for _ in range(level.digits)]
        if digits.count(0) > 1 or len(set(digits)) == 1:
            return None  # a hand of zeros or of one digit makes a dull puzzle
        operators = [rng.choice(level.symbols) for _ in range(level.operators)]
        cards = sorted(map(str, digits)) + sorted(operators, key=OPERATORS.index)
        question: dict[str, Any] = {"cards": " ".join(cards), "goal": rng.choice(level.goals)}
        if question["goal"] == "target":
            question["target"] = rng.choice(TARGETS)
        best = best_expression(cards, goal_of(question), time_limit=None)  # a key is proven
        if best is None:
            return None
        answer = {"value": str(best.value), "expression": best.expression}
        return Draft(question, answer)

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        question = puzzle.question
        cards = question["cards"].split()
        text, html = sentence(
            f"puzzles.best.prompt_{question['goal']}",
            language,
            cards=(cards_text(cards), cards_html(cards)),
            target=str(question.get("target", "")),
        )
        return Prompt(text, "", f"<p>{html}</p>")

    def model_answer(self, puzzle: Puzzle) -> Any:
        return puzzle.answer["expression"]

    def solution(self, puzzle: Puzzle, language: str) -> str:
        value = Fraction(puzzle.answer["value"])
        expression = puzzle.answer["expression"]
        goal = goal_of(puzzle.question)
        if goal in ("max", "min"):
            return sentence(
                "puzzles.best.solution", language, expression=expression, value=format_number(value)
            )[0]
        return sentence(
            "puzzles.best.solution_near",
            language,
            expression=expression,
            value=format_number(value),
            distance=format_number(goal_distance(goal, value)),
            target=str(0 if goal == "zero" else goal[1]),
        )[0]

    def read(self, question: dict[str, Any], answer: Any) -> Any:
        return read_expression(answer, question["cards"])

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        expr, value = self.read(puzzle.question, answer)
        goal = goal_of(puzzle.question)
        best = Fraction(puzzle.answer["value"])
        steps = show_steps(expr)
        kind = puzzle.question["goal"]
        if goal_distance(goal, value) <= goal_distance(goal, best):
            return right(f"puzzles.best.right_{kind}", steps=steps)
        return wrong(
            f"puzzles.best.better_{kind}",
            steps=steps,
            best=best,
            distance=goal_distance(goal, value),
            best_distance=goal_distance(goal, best),
            target=puzzle.question.get("target", 0),
        )
