"""``triolet-score``: a position and a move; how many points does it score?

:func:`mathplay.games.triolet.score_move` scores the move. A wrong answer is compared with
the usual slips, each found by scoring the same move under slightly wrong rules (a premium
square forgotten or counted on every line, no trio bonus, no triolet bonus) or leaving one
line out. When two slips give the same total, the likelier one is named: a pupil whose 30
should have been 60 forgot the ×2 of a double square.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mathplay.games.triolet import Board, Place, Score, generate_placements, score_move
from mathplay.games.triolet.rules import trio_tile
from mathplay.lessons.checks import Message, Verdict, judge_number, read_number
from mathplay.lessons.score_slips import score_slips
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import board_prompt, sentence
from mathplay.puzzles.triolet_positions import (
    TURNS,
    board_from,
    off_board_tiles,
    play_position,
    scored_placements,
    with_tiles,
)

__all__ = ["LEVELS", "Shape", "TrioletScore", "shape_of"]

RACKS_PER_POSITION = 12


@dataclass(frozen=True)
class Shape:
    """What makes a move's score hard to work out: how many lines score (pairs, trios, a
    first single tile), how many are trios, whether a premium square counts, and whether
    the triolet bonus is won."""

    lines: int
    trios: int
    premium: bool
    triolet: bool


def shape_of(score: Score) -> Shape:
    lines = [line for line in score.breakdown if line.kind != "triolet"]
    return Shape(
        lines=len(lines),
        trios=sum(line.kind == "trio" for line in lines),
        premium=any(max(line.multipliers) > 1 for line in lines),
        triolet=len(lines) != len(score.breakdown),
    )


LEVELS: dict[int, Callable[[Shape], bool]] = {
    1: lambda s: s.lines == 1 and s.trios == 0 and not (s.premium or s.triolet),
    2: lambda s: (s.lines == 2 or s.trios == 1) and s.lines <= 2 and not (s.premium or s.triolet),
    3: lambda s: s.premium and s.lines <= 2 and not s.triolet,
    4: lambda s: (s.lines >= 3 and not s.triolet) or (s.triolet and not s.premium and s.lines == 1),
    5: lambda s: s.triolet and (s.premium or s.lines >= 2),
}
"""Which moves each difficulty asks about (see ``docs/puzzles.md``)."""

PREFILTERS: dict[int, Callable[[Board, Place], bool]] = {
    1: lambda board, move: not _on_premium(board, move),
    2: lambda board, move: not _on_premium(board, move),
    3: lambda board, move: _on_premium(board, move),
    4: lambda board, move: True,
    5: lambda board, move: len(move) == 3,
}
"""A cheap first look at a move (no scoring) that every move of the level passes."""


def _on_premium(board: Board, move: Place) -> bool:
    """Whether the move covers a double or triple square."""
    return any(board.premium_at(p.row, p.col) in ("double", "triple") for p in move.placements)


def _rack(rng: random.Random, pool: list[int], difficulty: int) -> list[int] | None:
    """Three tiles from ``pool``; from difficulty 4 on, half the time three that make 15
    (so a triolet is possible)."""
    if difficulty < 4 or rng.random() < 0.5:
        return sorted(rng.sample(pool, 3))
    first, second = rng.sample(pool, 2)
    rest = list(pool)
    rest.remove(first)
    rest.remove(second)
    third = trio_tile([first, second])
    return sorted([first, second, third]) if third in rest else None


class TrioletScore(PuzzleKind):
    name = "triolet-score"
    answer_format = "puzzles.format.number"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        board = play_position(rng, TURNS[difficulty])
        if board is None:
            return None
        pool = off_board_tiles(board)
        fits, first_look = LEVELS[difficulty], PREFILTERS[difficulty]
        for _ in range(RACKS_PER_POSITION):
            rack = _rack(rng, pool, difficulty)
            if rack is None:
                continue
            looked_at = [m for m in generate_placements(board, rack) if first_look(board, m)]
            scored = scored_placements(board, looked_at)
            chosen = [(s, m) for s, m in scored if s.total > 0 and fits(shape_of(s))]
            if chosen:
                score, move = rng.choice(chosen)
                question = {"board": board.to_text(), "move": str(move)}
                return Draft(question, {"points": score.total})
        return None

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        board = board_from(puzzle.question)
        move = Place.from_text(puzzle.question["move"])
        after = with_tiles(board, move.placements)
        marks = {p.square: "new" for p in move.placements}
        text, html = sentence("puzzles.score.prompt", language, move=str(move))
        return board_prompt(text, html, after, marks, language)

    def model_answer(self, puzzle: Puzzle) -> Any:
        return puzzle.answer["points"]

    def solution(self, puzzle: Puzzle, language: str) -> str:
        return _score(puzzle).text(language)

    def read(self, question: dict[str, Any], answer: Any) -> Any:
        return read_number(answer)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        score = _score(puzzle)
        return judge_number(
            answer,
            score.total,
            Message(
                "puzzles.score.right",
                {"breakdown": _lines(score, puzzle.language), "points": score.total},
            ),
            hint=Message("puzzles.score.hint"),
            mistakes=score_slips(board_from(puzzle.question), _move(puzzle)),
        )


def _move(puzzle: Puzzle) -> Place:
    return Place.from_text(puzzle.question["move"])


def _score(puzzle: Puzzle) -> Score:
    return score_move(board_from(puzzle.question), _move(puzzle))


def _lines(score: Score, language: str) -> str:
    return "; ".join(line.text(language) for line in score.breakdown)
