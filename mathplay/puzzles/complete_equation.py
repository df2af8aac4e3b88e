"""``complete-equation``: an equation on the table and a hand of cards; complete it.

The puzzle comes from a true equation with some cards taken out into the hand (and, from
difficulty 3, an extra card dealt). :func:`mathplay.games.equations.completing_moves`
lists every completion, exactly: difficulties 1–2 keep only equations with exactly one
completion ("complete it"), 3–4 ask for the most points (any completion with the top score
is right: the best *score* is unique, the ways to reach it need not be), 5 asks for every
completion.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from mathplay.errors import ExpressionError, shown
from mathplay.expr import EQUALS, MINUS, OPERATORS, PLUS, TIMES, split_cards
from mathplay.games.equations import Equation, completing_moves, sort_cards
from mathplay.lessons.checks import AnswerError, Message, Verdict, right, wrong
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import cards_html, cards_text, sentence
from mathplay.puzzles.true_equations import side_steps, true_equation

__all__ = ["LEVELS", "CompleteEquation", "Level", "diagnose", "read_equation"]

ALL = "".join(OPERATORS)
CARDS = "0123456789" + ALL


@dataclass(frozen=True)
class Level:
    """The true equation (the operators of its left side, each drawn from a set; a number
    or a one-operator expression on the right), how many of its cards go to the hand
    (``taken``), how many extra cards are dealt (``extra``), the task (``"one"``,
    ``"most"``, ``"all"``) and how many completions there are in total."""

    operators: tuple[str, ...]
    right_expression: bool
    taken: int
    extra: int
    task: str
    completions: range


LEVELS: dict[int, Level] = {
    1: Level((PLUS + MINUS,), False, 2, 0, "one", range(1, 2)),
    2: Level((PLUS + MINUS + TIMES,) * 2, False, 3, 0, "one", range(1, 2)),
    3: Level((ALL, ALL), False, 3, 1, "most", range(2, 1000)),
    4: Level((ALL, ALL), True, 4, 1, "most", range(3, 1000)),
    5: Level((ALL,), False, 3, 0, "all", range(2, 7)),
}


def read_equation(answer: Any) -> Equation:
    """An equation typed as text (``"8 − 3 ÷ 3 = 7"``, ``"8-3/3=7"``, full-width too)."""
    if not isinstance(answer, str):
        raise AnswerError(wrong("puzzles.equation.want_text", answer=shown(answer)))
    try:
        return Equation.from_text(answer)
    except ExpressionError as err:
        raise AnswerError(wrong("puzzles.equation.unreadable", reason=err)) from None


def _added(table: tuple[str, ...], row: tuple[str, ...]) -> Counter[str] | None:
    """The cards added to ``table`` to make ``row``, or ``None`` if ``row`` does not keep
    ``table``'s cards in their order."""
    cards = iter(row)
    if not all(card in cards for card in table):
        return None
    return Counter(row) - Counter(table)


def diagnose(table: Equation, hand: str, answer: Equation) -> Verdict:
    """Why ``answer`` is not a completion of ``table`` from ``hand``."""
    added = [_added(table.left, answer.left), _added(table.right, answer.right)]
    if None in added:
        return wrong("puzzles.equation.keep_table", equation=table.to_text())
    used = added[0] + added[1]  # type: ignore[operator]
    extra = used - Counter(split_cards(hand))
    if extra:
        return wrong(
            "puzzles.equation.not_your_cards", cards=" ".join(sort_cards(extra.elements()))
        )
    if not used:
        return wrong("puzzles.equation.no_cards")
    left, right_side = side_steps(answer.left), side_steps(answer.right)
    return wrong("puzzles.equation.not_equal", left=left, right=right_side)


def _deal(rng: random.Random, level: Level) -> tuple[Equation, list[str]] | None:
    text = true_equation(rng, level.operators, 9, level.right_expression)
    if text is None:
        return None
    full = Equation.from_text(text)
    places = [(side, i) for side in ("left", "right") for i in range(len(full.side(side)))]
    if len(places) <= level.taken:
        return None
    taken = set(rng.sample(range(len(places)), level.taken))
    kept = [(side, full.side(side)[i]) for n, (side, i) in enumerate(places) if n not in taken]
    table = Equation(
        tuple(c for side, c in kept if side == "left"),
        tuple(c for side, c in kept if side == "right"),
    )
    hand = [full.side(places[n][0])[places[n][1]] for n in sorted(taken)]
    hand += [rng.choice(CARDS) for _ in range(level.extra)]
    return table, sort_cards(hand)


class CompleteEquation(PuzzleKind):
    name = "complete-equation"
    answer_format = "puzzles.format.equation"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        level = LEVELS[difficulty]
        dealt = _deal(rng, level)
        if dealt is None:
            return None
        table, hand = dealt
        found = completing_moves(table, hand)
        if len(found) not in level.completions:
            return None
        best = found[0].score
        kept = found if level.task == "all" else [c for c in found if c.score == best]
        question = {"equation": table.to_text(), "hand": cards_text(hand), "task": level.task}
        answer = {"completions": [c.text for c in kept], "score": best, "count": len(found)}
        return Draft(question, answer)

    def answer_lines(self, puzzle: Puzzle) -> int:
        return 6 if puzzle.question["task"] == "all" else 1

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        hand = puzzle.question["hand"].split()
        table = Equation.from_text(puzzle.question["equation"])
        text, html = sentence(
            f"puzzles.equation.prompt_{puzzle.question['task']}",
            language,
            hand=(cards_text(hand), cards_html(hand)),
        )
        row = [*table.left, EQUALS, *table.right]
        return Prompt(text, cards_text(row), f"<p>{html}</p><p>{cards_html(row)}</p>")

    def model_answer(self, puzzle: Puzzle) -> Any:
        completions = puzzle.answer["completions"]
        return "\n".join(completions) if puzzle.question["task"] == "all" else completions[0]

    def solution(self, puzzle: Puzzle, language: str) -> str:
        completions = puzzle.answer["completions"]
        if puzzle.question["task"] == "most":
            return sentence(
                "puzzles.equation.solution_most",
                language,
                equation=completions[0],
                points=str(puzzle.answer["score"]),
            )[0]
        return "\n".join(completions)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        if puzzle.question["task"] == "all":
            return self._judge_all(puzzle, answer)
        equation = read_equation(answer)
        text = equation.to_text()
        if text in puzzle.answer["completions"]:
            return right(
                f"puzzles.equation.right_{puzzle.question['task']}",
                equation=text,
                points=puzzle.answer["score"],
            )
        table = Equation.from_text(puzzle.question["equation"])
        verdict = diagnose(table, puzzle.question["hand"], equation)
        if verdict.message_id == "puzzles.equation.not_equal" and equation.is_complete():
            return wrong(
                "puzzles.equation.fewer",
                equation=text,
                points=equation.score(),
                best=puzzle.answer["score"],
            )
        return verdict

    def read(self, question: dict[str, Any], answer: Any) -> Any:
        if question["task"] == "all":
            return [read_equation(line) for line in _lines(answer)]
        return read_equation(answer)

    def _judge_all(self, puzzle: Puzzle, answer: Any) -> Verdict:
        lines = _lines(answer)
        expected = set(puzzle.answer["completions"])
        table = Equation.from_text(puzzle.question["equation"])
        found = set()
        for line in lines:
            equation = read_equation(line)
            if equation.to_text() not in expected:
                reason = diagnose(table, puzzle.question["hand"], equation)
                return wrong(
                    "puzzles.equation.not_a_way",
                    equation=equation.to_text(),
                    reason=Message(reason.message_id, reason.params),
                )
            found.add(equation.to_text())
        if found == expected:
            return right("puzzles.equation.right_all", count=len(expected))
        return wrong("puzzles.equation.found_some", found=len(found), count=len(expected))


def _lines(answer: Any) -> list[Any]:
    """The equations of an answer that lists several (lines, ``;`` or a list)."""
    if isinstance(answer, str):
        return [line for line in answer.replace(";", "\n").splitlines() if line.strip()]
    if isinstance(answer, list | tuple | set):
        return list(answer)
    raise AnswerError(wrong("puzzles.equation.want_list", answer=shown(answer)))
