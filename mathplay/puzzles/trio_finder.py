"""``trio-finder``: which tile from the bag completes a trio?

Difficulties 1–3 point at one empty square (``?``) next to two tiles in a line: which tile
left in the bag makes that line a trio — or none, if the bag has no such tile or the line
across would break a rule. Difficulties 4–5 ask for every tile value in the bag that makes
a trio somewhere on the board. The Triolet engine decides: :func:`check_move` says what is legal,
:func:`score_move` whether it makes a trio. A trio
fixes the third tile, so the answer is always unique.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mathplay.errors import IllegalMove, shown
from mathplay.expr.cards import fold
from mathplay.games.triolet import Board, Placement, check_move, score_move
from mathplay.games.triolet.rules import MAX_VALUE, trio_tile
from mathplay.lessons.checks import AnswerError, Verdict, right, wrong
from mathplay.puzzles.base import Draft, Prompt, Puzzle, PuzzleKind
from mathplay.puzzles.render import (
    board_prompt,
    cards_html,
    cards_text,
    sentence,
)
from mathplay.puzzles.triolet_positions import TURNS, board_from, off_board_tiles, play_position

__all__ = ["LEVELS", "Level", "TrioFinder", "read_values", "trio_squares", "trio_values"]

NONE_SHARE = 0.3
VALUES = range(MAX_VALUE + 1)
NONE_WORDS = frozenset(
    {"none", "no", "nothing", "-", "—", "–", "なし", "ない", "brak", "żaden", "żadna", "nic"}
)


@dataclass(frozen=True)
class Level:
    """``square``: one square asked about (else the whole board). For one square: the
    gap may be in the middle of the line (``middle``), a tile may touch it from the side
    (``across``), the answer may be "none" (``none``). For the whole board: how many
    squares a trio can be made on (``spots``) and whether one of them is blocked or needs
    a tile the bag lacks (``blocked``). ``bag``: how many tiles the bag shows; ``turns``:
    how many turns are played before (more tiles, more places to look)."""

    square: bool
    turns: range
    bag: int
    middle: bool = False
    across: bool = False
    none: bool = False
    spots: range = range(0)
    blocked: bool = False


LEVELS: dict[int, Level] = {
    1: Level(True, TURNS[1], bag=6),
    2: Level(True, TURNS[2], bag=8, middle=True, none=True),
    3: Level(True, TURNS[3], bag=10, middle=True, across=True, none=True),
    4: Level(False, range(1, 5), bag=8, spots=range(2, 6)),
    5: Level(False, range(4, 12), bag=10, spots=range(6, 100), blocked=True),
}


def _run(board: Board, row: int, col: int, d_row: int, d_col: int) -> list[int]:
    """The tiles next to ``(row, col)`` going one way, nearest first."""
    tiles = []
    row, col = row + d_row, col + d_col
    while board.on_board(row, col) and board.get(row, col) is not None:
        tiles.append(board.get(row, col))
        row, col = row + d_row, col + d_col
    return tiles


def line_through(
    board: Board, square: tuple[int, int], along_row: bool
) -> tuple[list[int], list[int]]:
    """The tiles before and after an empty square in its row (or column), in board order."""
    row, col = square
    d_row, d_col = (0, 1) if along_row else (1, 0)
    before = _run(board, row, col, -d_row, -d_col)[::-1]
    return before, _run(board, row, col, d_row, d_col)


def trio_squares(board: Board) -> list[tuple[tuple[int, int], bool]]:
    """Every empty square where one more tile would make a line of three, with the
    direction (``True``: along its row); squares touching the board only."""
    found = []
    for row, col in board.anchors():
        for along_row in (True, False):
            before, after = line_through(board, (row, col), along_row)
            if len(before) + len(after) == 2:
                found.append(((row, col), along_row))
    return found


def trio_values(board: Board) -> dict[tuple[int, int], int]:
    """For each square where one tile makes a trio, that tile.

    Only one value can make a trio of a line (:func:`trio_tile`); the engine decides
    whether it may go there (:func:`check_move`) and that it scores a trio
    (:func:`score_move`).
    """
    found = {}
    for square, along_row in trio_squares(board):
        before, after = line_through(board, square, along_row)
        value = trio_tile(before + after)
        if value is None:
            continue
        move = [Placement(*square, value)]
        try:
            check_move(board, move)
        except IllegalMove:
            continue
        if any(line.kind == "trio" for line in score_move(board, move).breakdown):
            found[square] = value
    return found


def read_values(answer: Any) -> set[int]:
    """Tile values from ``5``, ``"3, 7"``, ``[3, 7]``, ``"none"`` (なし, brak), ``"３、７"``."""
    if isinstance(answer, bool) or answer is None:
        raise AnswerError(wrong("puzzles.trio.want_values", answer=shown(answer)))
    if isinstance(answer, int):
        items: Iterable[Any] = [answer]
    elif isinstance(answer, str):
        text = fold(answer).strip().lower()
        if text in NONE_WORDS:
            return set()
        items = [t for t in re.split(r"[\s,;、，]+", text) if t]
    elif isinstance(answer, list | tuple | set | frozenset):
        items = list(answer)
    else:
        raise AnswerError(wrong("puzzles.trio.want_values", answer=shown(answer)))
    values = set()
    for item in items:
        if type(item) is int:
            token = str(item) if 0 <= item < 10**6 else ""
        else:
            token = item.strip() if isinstance(item, str) else ""
        if not (token.isascii() and token.isdigit() and len(token) <= 6):
            raise AnswerError(wrong("puzzles.trio.want_values", answer=shown(answer)))
        if int(token) not in VALUES:
            raise AnswerError(wrong("puzzles.trio.no_such_tile", value=int(token)))
        values.add(int(token))
    return values


def _sum_text(tiles: list[int], value: int) -> str:
    parts = [*map(str, tiles), str(value)]
    return f"{' + '.join(parts)} = {sum(tiles) + value}"


class TrioFinder(PuzzleKind):
    name = "trio-finder"
    answer_format = "puzzles.format.values"

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        level = LEVELS[difficulty]
        board = play_position(rng, level.turns)
        if board is None:
            return None
        pool = off_board_tiles(board)
        bag = sorted(rng.sample(pool, level.bag))
        if level.square:
            return self._one_square(rng, board, bag, level)
        return self._whole_board(board, bag, level)

    def _one_square(
        self, rng: random.Random, board: Board, bag: list[int], level: Level
    ) -> Draft | None:
        fitting = []
        for square, along_row in trio_squares(board):
            before, after = line_through(board, square, along_row)
            side = line_through(board, square, not along_row)
            middle = bool(before) and bool(after)
            touching = len(side[0]) + len(side[1])
            if (middle and not level.middle) or touching > (1 if level.across else 0):
                continue
            if level.across and not touching and rng.random() < 0.7:
                continue  # mostly ask about squares a tile touches from the side
            fitting.append((square, along_row))
        if not fitting:
            return None
        square, _ = rng.choice(fitting)
        value = trio_values(board).get(square)
        answer = value if value in bag else None
        if (answer is None) != (level.none and rng.random() < NONE_SHARE):
            return None  # "none" is the answer to about a third of the puzzles that allow it
        question = {"board": board.to_text(), "bag": bag, "square": list(square)}
        return Draft(question, {"values": [] if answer is None else [answer]})

    def _whole_board(self, board: Board, bag: list[int], level: Level) -> Draft | None:
        values = trio_values(board)
        answer = sorted(set(values.values()) & set(bag))
        blocked = len({s for s, _ in trio_squares(board)} - set(values)) > 0
        lacking = bool(set(values.values()) - set(bag))
        if len(values) not in level.spots or not answer:
            return None
        if level.blocked and not (blocked or lacking):
            return None
        question = {"board": board.to_text(), "bag": bag}
        return Draft(question, {"values": answer})

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        board = board_from(puzzle.question)
        bag = [str(t) for t in puzzle.question["bag"]]
        square = puzzle.question.get("square")
        marks = {tuple(square): "?"} if square else {}
        message = "puzzles.trio.prompt_square" if square else "puzzles.trio.prompt_board"
        row, col = square or ("", "")
        text, html = sentence(
            message, language, bag=(cards_text(bag), cards_html(bag)), row=str(row), col=str(col)
        )
        return board_prompt(text, html, board, marks, language)

    def model_answer(self, puzzle: Puzzle) -> Any:
        return ", ".join(map(str, puzzle.answer["values"])) or "none"

    def solution(self, puzzle: Puzzle, language: str) -> str:
        values = puzzle.answer["values"]
        if not values:
            return sentence("puzzles.trio.solution_none", language)[0]
        return ", ".join(map(str, values))

    def read(self, question: dict[str, Any], answer: Any) -> set[int]:
        return read_values(answer)

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        given = read_values(answer)
        expected = set(puzzle.answer["values"])
        if "square" not in puzzle.question:
            if given == expected:
                return right("puzzles.trio.right_all", values=", ".join(map(str, sorted(given))))
            return wrong(
                "puzzles.trio.wrong_all",
                missing=", ".join(map(str, sorted(expected - given))) or "–",
                extra=", ".join(map(str, sorted(given - expected))) or "–",
            )
        if len(given) > 1:
            return wrong("puzzles.trio.want_one")
        return self._judge_square(puzzle, given, expected)

    def _judge_square(self, puzzle: Puzzle, given: set[int], expected: set[int]) -> Verdict:
        board = board_from(puzzle.question)
        square = tuple(puzzle.question["square"])
        along_row = next(d for s, d in trio_squares(board) if s == square)
        before, after = line_through(board, square, along_row)
        tiles = before + after
        if given == expected:
            if given:
                return right("puzzles.trio.right", line=_sum_text(tiles, next(iter(given))))
            return right("puzzles.trio.right_none", reason=self._why_none(puzzle, board, tiles))
        if not given:
            value = next(iter(expected))
            return wrong("puzzles.trio.missed", value=value, line=_sum_text(tiles, value))
        value = next(iter(given))
        if trio_tile(tiles) != value:
            return wrong("puzzles.trio.not_15", line=_sum_text(tiles, value))
        return wrong("puzzles.trio.cannot", reason=self._why_none(puzzle, board, tiles))

    def _why_none(self, puzzle: Puzzle, board: Board, tiles: list[int]) -> Any:
        """Why the trio's tile cannot go there: the rule it breaks, or the bag lacks it."""
        needed = trio_tile(tiles)
        if needed is None:
            return sentence(
                "puzzles.trio.over_15", puzzle.language, tiles=" + ".join(map(str, tiles))
            )[0]
        row, col = puzzle.question["square"]
        try:
            check_move(board, [Placement(row, col, needed)])
        except IllegalMove as err:
            return err.localized(puzzle.language)
        return sentence("puzzles.trio.not_in_bag", puzzle.language, value=str(needed))[0]
