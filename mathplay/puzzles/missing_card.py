"""``missing-card``: one card of a true equation is turned face down; which card is it?

Every digit and operator card is tried in the hidden place: the equations engine's exact
check (:meth:`Equation.balances`) keeps only equations where exactly one card makes it
true, and SymPy confirms that one (:meth:`Equation.is_complete`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from mathplay.errors import shown
from mathplay.expr import DIGITS, EQUALS, MINUS, OPERATORS, PLUS, TIMES, normalize_symbol
from mathplay.games.equations import Equation
from mathplay.lessons.checks import AnswerError, Verdict, right, wrong
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import cards_html, sentence
from mathplay.puzzles.true_equations import side_steps, true_equation

__all__ = ["HIDDEN", "LEVELS", "Level", "MissingCard", "cards_making_it_true", "read_card"]

HIDDEN = "?"
CARDS = DIGITS + "".join(OPERATORS)
ALL = "".join(OPERATORS)


@dataclass(frozen=True)
class Level:
    """The true equation (operators of the left side, numbers up to ``largest``, a number
    or a one-operator expression on the right) and which card is hidden: ``"number"`` (a
    one-digit number), ``"operator"``, ``"in_number"`` (a digit of a number with two
    digits) or ``"any"``."""

    operators: tuple[str, ...]
    largest: int
    right_expression: bool
    hide: str


LEVELS: dict[int, Level] = {
    1: Level((PLUS + MINUS,), 9, False, "number"),
    2: Level((PLUS + MINUS + TIMES,) * 2, 9, False, "any"),
    3: Level((ALL, ALL), 9, True, "operator"),
    4: Level((ALL, ALL), 20, False, "in_number"),
    5: Level((ALL, ALL, ALL), 20, True, "any"),
}


def _with(cards: list[str], card: str) -> Equation:
    row = [card if c == HIDDEN else c for c in cards]
    at = row.index(EQUALS)
    return Equation(tuple(row[:at]), tuple(row[at + 1 :]))


def cards_making_it_true(cards: list[str]) -> list[str]:
    """Every digit or operator card that makes the equation true in the hidden place."""
    return [card for card in CARDS if _with(cards, card).balances()]


def _hideable(row: list[str], at: int, hide: str) -> bool:
    card = row[at]
    near = [row[i] for i in (at - 1, at + 1) if 0 <= i < len(row)]
    in_number = any(c in DIGITS for c in near)
    if hide == "operator":
        return card in OPERATORS
    if hide == "number":
        return card in DIGITS and not in_number
    if hide == "in_number":
        return card in DIGITS and in_number
    return card != EQUALS


def read_card(answer: Any) -> str:
    """One digit or operator card: ``7``, ``"7"``, ``"×"``, ``"*"``, ``"x"``, ``"７"``."""
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer <= 9:
        return str(answer)
    symbol = normalize_symbol(answer.strip()) if isinstance(answer, str) else None
    if symbol is None or symbol not in CARDS:
        raise AnswerError(wrong("puzzles.missing.want_card", answer=shown(answer)))
    return symbol


def _row_text(cards: list[str]) -> str:
    """``1? + 3 = 17``: the digits (and the hidden card) of one number together."""
    parts: list[str] = []
    for card in cards:
        glued = card in DIGITS + HIDDEN and parts and parts[-1][-1] in DIGITS + HIDDEN
        if glued:
            parts[-1] += card
        else:
            parts.append(card)
    return " ".join(parts)


class MissingCard(PuzzleKind):
    name = "missing-card"
    answer_format = "puzzles.format.card"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        level = LEVELS[difficulty]
        text = true_equation(rng, level.operators, level.largest, level.right_expression)
        if text is None:
            return None
        full = Equation.from_text(text)
        row = [*full.left, EQUALS, *full.right]
        places = [at for at in range(len(row)) if _hideable(row, at, level.hide)]
        if not places:
            return None
        at = rng.choice(places)
        hidden = row[at]
        cards = [*row[:at], HIDDEN, *row[at + 1 :]]
        if cards_making_it_true(cards) != [hidden] or not full.is_complete():
            return None
        return Draft({"cards": cards}, {"card": hidden, "equation": full.to_text()})

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        cards = puzzle.question["cards"]
        text, html = sentence("puzzles.missing.prompt", language)
        return Prompt(text, _row_text(cards), f"<p>{html}</p><p>{cards_html(cards)}</p>")

    def model_answer(self, puzzle: Puzzle) -> Any:
        return puzzle.answer["card"]

    def solution(self, puzzle: Puzzle, language: str) -> str:
        return sentence(
            "puzzles.missing.solution",
            language,
            card=puzzle.answer["card"],
            equation=puzzle.answer["equation"],
        )[0]

    def read(self, question: dict[str, Any], answer: Any) -> str:
        return read_card(answer)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        card = read_card(answer)
        equation = _with(puzzle.question["cards"], card)
        left, right_side = side_steps(equation.left), side_steps(equation.right)
        if card == puzzle.answer["card"]:
            return right("puzzles.missing.right", card=card, left=left, right=right_side)
        return wrong(
            "puzzles.missing.wrong",
            equation=equation.to_text(),
            left=left,
            right=right_side,
        )
