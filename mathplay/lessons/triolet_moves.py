"""Lesson 4, Triolet moves: what its notebook imports (positions drawn around a move, the
open pairs' risk, a bot tournament) and the pupils' ``check``.

The positions are :mod:`mathplay.lessons.triolet_positions`, the tournament
:mod:`mathplay.lessons.tournament`, "which move would you play?"
:mod:`mathplay.lessons.which_move`; the exercises, with their answers and variants, are
teacher-side: :mod:`mathplay.lessons.keys.triolet_moves`.

>>> check(3, 86)
✅ Right! 86 points.
"""

from __future__ import annotations

from mathplay.lessons.lesson_check import LessonCheck
from mathplay.lessons.sum_to_15 import pair_risk_table
from mathplay.lessons.tournament import BOTS, plot_tournament, tournament
from mathplay.lessons.triolet_positions import MOVES, position, show_move

__all__ = [
    "BOTS",
    "MOVES",
    "check",
    "pair_risk_table",
    "plot_tournament",
    "position",
    "show_move",
    "tournament",
]

check = LessonCheck("triolet-moves")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
