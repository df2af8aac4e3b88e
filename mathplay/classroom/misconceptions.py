"""Which misconception a check's verdict shows, its name for the teacher, and what to practise.

A wrong answer's verdict is a message id (``lessons.order.left_to_right``): the lessons' and
puzzles' checks already tell one misconception from another by the message they answer with.
:data:`MISCONCEPTIONS` maps each such message id to a :class:`Misconception`: a short key
(several message ids may show the same one: the lessons' "worked left to right" and the
precedence-trap puzzle's), its words for the teacher (``classroom.mis.<key>`` in the
catalog) and the puzzle kind and difficulty that practise it (``mathplay/puzzles/``).

A verdict that names no misconception (an answer that cannot be read, a number that is just
wrong) is a wrong answer without one: :func:`misconception_of` returns ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mathplay.i18n import translate

__all__ = ["MISCONCEPTIONS", "Misconception", "misconception_name", "misconception_of"]


@dataclass(frozen=True)
class Misconception:
    """``key`` names it (``classroom.mis.<key>``); ``kind`` and ``difficulty``: the puzzles
    that practise it."""

    key: str
    kind: str
    difficulty: int


def _m(key: str, kind: str, difficulty: int) -> Misconception:
    return Misconception(key, kind, difficulty)


LEFT_TO_RIGHT = _m("left_to_right", "precedence-trap", 1)
PLUS_FIRST = _m("plus_before_minus", "precedence-trap", 5)
TIMES_FIRST = _m("times_before_divide", "precedence-trap", 5)
MISSED_BEST = _m("missed_best", "best-expression", 2)
NOT_15 = _m("not_15", "trio-finder", 1)
NOT_ON_RACK = _m("not_on_rack", "triolet-best-move", 1)
PREMIUM_EVERY_LINE = _m("premium_every_line", "triolet-score", 3)
BONUS_MULTIPLIED = _m("bonus_multiplied", "triolet-score", 5)
FORGOT_PREMIUM = _m("forgot_premium", "triolet-score", 3)

MISCONCEPTIONS: dict[str, Misconception] = {
    # lesson 1: order of operations
    "lessons.order.left_to_right": LEFT_TO_RIGHT,
    "lessons.order.plus_first": PLUS_FIRST,
    "lessons.order.times_first": TIMES_FIRST,
    "lessons.order.rounded_division": _m("rounded_division", "complete-equation", 3),
    "lessons.order.dangling_wrong": _m("dangling_sign", "complete-equation", 1),
    "lessons.order.choice_wrong": _m("false_equation", "precedence-trap", 2),
    "lessons.order.sign_wrong": _m("wrong_sign", "missing-card", 3),
    "lessons.order.build_wrong": _m("missed_target", "complete-equation", 2),
    "lessons.order.points_one_card": _m("digits_as_one_card", "complete-equation", 3),
    "lessons.order.points_no_penalty": _m("no_penalty", "complete-equation", 3),
    # lesson 2: the biggest expression
    "lessons.best.sign_wrong": _m("times_always_more", "best-expression", 1),
    "lessons.best.better_max": MISSED_BEST,
    "lessons.best.better_min": MISSED_BEST,
    "lessons.best.better_zero": MISSED_BEST,
    "lessons.best.count_orders": _m("orders_only", "best-expression", 3),
    "lessons.best.values_rows": _m("rows_not_values", "best-expression", 2),
    # lesson 3: sum to 15
    "lessons.trio.wrong_sum": NOT_15,
    "lessons.trio.count_twice": _m("repeated_tile", "trio-finder", 4),
    "lessons.trio.racks_added": _m("added_copies", "trio-finder", 4),
    "lessons.trio.chance_count": _m("count_not_chance", "trio-finder", 4),
    "lessons.trio.chance_trios": _m("trios_not_racks", "trio-finder", 4),
    "lessons.trio.about_low": _m("bad_estimate", "trio-finder", 4),
    "lessons.trio.about_high": _m("bad_estimate", "trio-finder", 4),
    "lessons.trio.pair_wrong": _m("pair_over_15", "trio-finder", 2),
    "lessons.trio.neighbour_too_big": _m("neighbour_limit", "trio-finder", 3),
    "lessons.trio.neighbour_bigger": _m("neighbour_limit", "trio-finder", 3),
    "lessons.trio.not_on_rack": NOT_ON_RACK,
    # lesson 4: Triolet moves
    "lessons.trio.forgot_pair": _m("forgot_pair", "triolet-score", 2),
    "lessons.trio.trio_only": _m("trio_only", "triolet-score", 2),
    "lessons.trio.no_bonus": _m("no_bonus", "triolet-score", 4),
    "lessons.trio.pair_doubled": PREMIUM_EVERY_LINE,
    "lessons.trio.pair_tripled": PREMIUM_EVERY_LINE,
    "lessons.trio.bonus_doubled": BONUS_MULTIPLIED,
    "lessons.trio.bonus_tripled": BONUS_MULTIPLIED,
    "lessons.trio.no_double": FORGOT_PREMIUM,
    "lessons.trio.no_triple": FORGOT_PREMIUM,
    "lessons.trio.no_premium_pair": FORGOT_PREMIUM,
    "lessons.trio.no_trio_bonus": _m("forgot_trio_bonus", "triolet-score", 2),
    "lessons.trio.missed_trio": _m("forgot_pair", "triolet-score", 2),
    "lessons.moves.safer_wrong": _m("safer_pair", "trio-finder", 5),
    "lessons.moves.random_wrong": _m("luck_over_skill", "triolet-best-move", 1),
    "lessons.moves.highest_wrong": _m("read_chart", "triolet-best-move", 1),
    "lessons.moves.lowest_wrong": _m("read_chart", "triolet-best-move", 1),
    "lessons.moves.which_gives_away": _m("points_now_only", "triolet-best-move", 2),
    "lessons.moves.which_scores_less": _m("weak_move", "triolet-best-move", 1),
    # puzzle homework
    "puzzles.trap.wrong": LEFT_TO_RIGHT,
    "puzzles.best.better_max": MISSED_BEST,
    "puzzles.best.better_min": MISSED_BEST,
    "puzzles.best.better_zero": MISSED_BEST,
    "puzzles.best.better_target": MISSED_BEST,
    "puzzles.missing.wrong": _m("wrong_card", "missing-card", 2),
    "puzzles.equation.not_equal": _m("sides_not_equal", "complete-equation", 1),
    "puzzles.equation.keep_table": _m("moved_table_cards", "complete-equation", 1),
    "puzzles.equation.fewer": _m("not_most_points", "complete-equation", 3),
    "puzzles.equation.not_a_way": _m("sides_not_equal", "complete-equation", 1),
    "puzzles.equation.found_some": _m("missed_ways", "complete-equation", 5),
    "puzzles.trio.not_15": NOT_15,
    "puzzles.trio.missed": _m("missed_trio", "trio-finder", 1),
    "puzzles.trio.cannot": _m("rule_breaks", "trio-finder", 3),
    "puzzles.trio.wrong_all": _m("missed_trio", "trio-finder", 4),
    "puzzles.move.not_your_tiles": NOT_ON_RACK,
    "puzzles.move.illegal": _m("illegal_move", "triolet-best-move", 1),
    "puzzles.best_move.better": _m("not_best_move", "triolet-best-move", 2),
}
"""A wrong verdict's message id → the misconception it shows."""


def misconception_of(verdict: str | None) -> Misconception | None:
    """The misconception a wrong answer's verdict shows (``None``: it names none)."""
    return MISCONCEPTIONS.get(verdict) if isinstance(verdict, str) else None


def misconception_name(key: str, language: str) -> str:
    """The misconception ``key`` in the teacher's words (``"worked from left to right"``)."""
    return translate(f"classroom.mis.{key}", language)
