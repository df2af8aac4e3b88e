"""Lesson 4's positions (Triolet): a board and a move each, and a move drawn on its board.

Below both the lesson's notebook (:mod:`mathplay.lessons.triolet_moves`) and its exercises
(:mod:`mathplay.lessons.keys.triolet_moves`); the boards are drawn as the puzzles draw them
(premium squares under new tiles marked ² or ³, a legend for every sign shown).
"""

from __future__ import annotations

from mathplay.games.triolet import Board, Place
from mathplay.games.triolet.picture import board_picture
from mathplay.i18n import get_language
from mathplay.lessons.pictures import Picture

__all__ = ["MOVES", "position", "show_move"]

MOVES: dict[str, tuple[str, str]] = {
    "example1": (".\n.\n. . . 9", "3,3=6 3,4=7"),
    "example2": (".\n.\n. . . . 6\n. . . . 8", "1,3=7 1,4=1 1,5=7"),
    "two_pairs": (".\n.\n. . . 5", "3,3=4 3,4=6"),
    "trio_and_pair": (".\n. . . . 6\n. . . 8", "2,4=3 2,5=4"),
    "triolet": (".\n.\n. . . 6", "3,3=0 3,4=5 3,5=10"),
    "double": (".\n.\n.\n. . . . 10", "4,4=4 4,5=9 4,6=2"),
}
"""Positions: the board (``Board.from_text``) and the move (``Place.from_text``); ``double``
is the rules page's worked example (124)."""


def position(name: str) -> tuple[Board, Place]:
    """The board and the move of position ``name``."""
    board, move = MOVES[name]
    return Board.from_text(board), Place.from_text(move)


def show_move(board: Board, move: Place, language: str | None = None) -> Picture:
    """The part of the board around ``move``, once played: new tiles framed (² or ³ on a
    double or triple square), the premium squares still free, and a legend in the pupil's
    language."""
    language = get_language() if language is None else language
    marks = {p.square: "new" for p in move.placements}
    return Picture(*board_picture(board.placed(move.placements), marks, language))
