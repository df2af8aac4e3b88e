"""``triolet-best-move``: a position and a rack of three tiles; find the move that scores
the most. The move generator and the scorer of :mod:`mathplay.games.triolet` list and
score every legal placement, so the best move is proven unique: only puzzles where exactly
one placement reaches the top score are kept.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from mathplay.errors import IllegalMove, shown
from mathplay.expr.cards import fold
from mathplay.games.triolet import Place, check_move, generate_placements, score_move
from mathplay.lessons.checks import AnswerError, Message, Verdict, right, wrong
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import (
    board_prompt,
    cards_html,
    cards_text,
    sentence,
)
from mathplay.puzzles.triolet_positions import (
    board_from,
    off_board_tiles,
    play_position,
    scored_placements,
)

__all__ = ["LEVELS", "Level", "TrioletBestMove", "measure", "read_move"]

RACKS_PER_POSITION = 20
REACH = 3  # a move of three tiles may reach three squares beyond the tiles: show them


@dataclass(frozen=True)
class Level:
    """How many legal placements the rack has (``moves``), how far the best move is ahead
    of the second best (``gap``, in points), how many turns are played before, and whether
    the rack is drawn from the small tiles (0–7: they fit in more places)."""

    moves: range
    gap: range
    turns: range
    small_tiles: bool = False


ANY = range(1, 10_000)
LEVELS: dict[int, Level] = {
    1: Level(range(1, 11), range(5, 10_000), range(4, 10)),
    2: Level(range(11, 21), range(3, 10_000), range(4, 10)),
    3: Level(range(21, 31), ANY, range(4, 12)),
    4: Level(range(25, 10_000), range(1, 11), range(6, 16), small_tiles=True),
    5: Level(range(30, 10_000), range(1, 6), range(8, 18), small_tiles=True),
}
SMALL = range(8)


def measure(scored: list) -> tuple[int, int]:
    """``(legal placements, gap)`` of a scored list (highest first); gap 0 on a tie, the
    whole best score if there is only one placement."""
    if not scored:
        return 0, 0
    best = scored[0][0].total
    second = scored[1][0].total if len(scored) > 1 else 0
    return len(scored), best - second


def read_move(answer: Any) -> Place:
    """A move typed like ``7,6=7 7,7=6`` (row,column=tile), full-width forms too."""
    if not isinstance(answer, str):
        raise AnswerError(wrong("puzzles.move.want_text", answer=shown(answer)))
    text = fold(answer).replace(";", " ").replace("、", " ")
    try:
        return Place.from_text(text)
    except IllegalMove:
        raise AnswerError(wrong("puzzles.move.unreadable", answer=answer)) from None


class TrioletBestMove(PuzzleKind):
    name = "triolet-best-move"
    answer_format = "puzzles.format.move"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        level = LEVELS[difficulty]
        board = play_position(rng, level.turns)
        if board is None:
            return None
        pool = off_board_tiles(board)
        if level.small_tiles:
            pool = [tile for tile in pool if tile in SMALL]
        for _ in range(RACKS_PER_POSITION):
            rack = sorted(rng.sample(pool, 3))
            placements = generate_placements(board, rack)
            if len(placements) not in level.moves:
                continue  # counting is cheap, scoring is not
            scored = scored_placements(board, placements)
            moves, gap = measure(scored)
            if moves in level.moves and gap in level.gap:
                score, move = scored[0]
                question = {"board": board.to_text(), "rack": rack}
                answer = {"move": str(move), "points": score.total, "moves": moves, "lead": gap}
                return Draft(question, answer)
        return None

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        board = board_from(puzzle.question)
        rack = [str(t) for t in puzzle.question["rack"]]
        text, html = sentence(
            "puzzles.best_move.prompt", language, rack=(cards_text(rack), cards_html(rack))
        )
        return board_prompt(text, html, board, {}, language, margin=REACH)

    def model_answer(self, puzzle: Puzzle) -> Any:
        return puzzle.answer["move"]

    def solution(self, puzzle: Puzzle, language: str) -> str:
        board = board_from(puzzle.question)
        move = Place.from_text(puzzle.answer["move"])
        return f"{move}\n{score_move(board, move).text(language)}"

    def read(self, question: dict[str, Any], answer: Any) -> Place:
        return read_move(answer)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        move = read_move(answer)
        rack = puzzle.question["rack"]
        if Counter(move.tiles) - Counter(rack):
            return wrong("puzzles.move.not_your_tiles", rack=" ".join(map(str, rack)))
        board = board_from(puzzle.question)
        try:
            check_move(board, move)
        except IllegalMove as err:
            return wrong("puzzles.move.illegal", reason=err)
        score = score_move(board, move)
        breakdown = "; ".join(line.text(puzzle.language) for line in score.breakdown)
        if str(move) == puzzle.answer["move"]:
            return right("puzzles.best_move.right", points=score.total, breakdown=breakdown)
        return wrong(
            "puzzles.best_move.better",
            points=score.total,
            breakdown=breakdown,
            best=puzzle.answer["points"],
            hint=Message("puzzles.best_move.hint"),
        )
