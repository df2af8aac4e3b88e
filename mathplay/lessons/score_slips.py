"""The usual slips in scoring a Triolet move, each with the message that names it.

One list for lesson 4's score exercises (:mod:`mathplay.lessons.keys.triolet_moves`) and the
``triolet-score`` puzzles (:mod:`mathplay.puzzles.triolet_score`); each slip's total is the
engine's score of the move under the slip (:func:`~mathplay.games.triolet.score_move` without
premiums, with a premium on every line, without a bonus), never a score worked out here.
The class report reads each message as a misconception (:mod:`mathplay.classroom.misconceptions`).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from mathplay.games.triolet import Board, Place, score_move
from mathplay.lessons.checks import Message

__all__ = ["score_slips"]


def score_slips(board: Board, move: Place) -> dict[Fraction, Message]:
    """The totals the usual slips give on ``move``, the likeliest first, each with the
    message that names it: a premium square forgotten, or counted on every line; a bonus
    forgotten, or the triolet bonus multiplied; a line left out; the trio alone. A slip that
    gives the right total is no slip and is left out."""
    score = score_move(board, move)
    found: dict[Fraction, Message] = {}

    def slip(total: int, key: str, **params: Any) -> None:
        if total != score.total:
            found.setdefault(
                Fraction(total), Message(f"lessons.trio.{key}", {"value": total, **params})
            )

    lines = [line for line in score.breakdown if line.kind != "triolet"]
    bonus = sum(line.points for line in score.breakdown if line.kind == "triolet")
    for line in lines:
        times = max(line.multipliers)
        if times > 1:
            tile = line.values[line.multipliers.index(times)]
            key = (
                {2: "no_double", 3: "no_triple"}[times]
                if line.kind == "trio"
                else "no_premium_pair"
            )
            slip(score_move(board, move, premiums=False).total, key, tile=tile, times=times)
    trios = [line for line in lines if line.kind == "trio"]
    if bonus:
        slip(score.total - bonus, "no_bonus")
        times = max((line.multiplier for line in trios), default=1)
        if times in (2, 3):
            slip(score.total + bonus * (times - 1), {2: "bonus_doubled", 3: "bonus_tripled"}[times])
    everywhere = score_move(board, move, replace(board.rules, premium_group="all")).total
    times = max((max(line.multipliers) for line in lines), default=1)
    if times in (2, 3):
        slip(everywhere, {2: "pair_doubled", 3: "pair_tripled"}[times])
    for line in lines:
        if line.kind == "pair":
            slip(score.total - line.points, "forgot_pair")
    if trios and len(score.breakdown) > 1:
        slip(trios[0].points, "trio_only")
    if trios:
        slip(score_move(board, move, replace(board.rules, trio_bonus=0)).total, "no_trio_bonus")
    for line in trios if len(score.breakdown) > 1 else ():
        slip(score.total - line.points, "missed_trio", trio=" + ".join(map(str, line.values)))
    return found
