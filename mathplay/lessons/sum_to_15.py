"""Lesson 3, sum to 15 (Triolet): the tile tables, the chance of a trio, and the checks.

The tables count real tiles (``Rules.distribution``: 81 numbered tiles, the wild tiles left
out). The scores the exercises ask for follow the rules page (docs/rules/triolet.md); the
tests check every one against the Triolet engine's own scoring.

>>> check(1, 3)
✅ Right! 7 + 5 + 3 = 15: a trio.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from math import comb, prod
from typing import TYPE_CHECKING, Any

from mathplay.games.triolet import Board, Place, Rules, score_move
from mathplay.games.triolet.rules import TARGET, trio_tile
from mathplay.games.triolet.strategy import holding_chances
from mathplay.lessons.checks import (
    Exercise,
    Lesson,
    Message,
    Verdict,
    judge_number,
    judge_yes_no,
    read_number,
    right,
    wrong,
)

if TYPE_CHECKING:
    import pandas

__all__ = [
    "LESSON",
    "MOVES",
    "TARGET",
    "answer_key",
    "board_after",
    "check",
    "pair_risk_table",
    "position",
    "rack_trio_chance",
    "racks_making",
    "tile_table",
    "trio_table",
    "trios",
]


def _copies(rules: Rules) -> Counter[int]:
    """How many numbered tiles of each value the bag holds."""
    return Counter({value: n for value, n in enumerate(rules.distribution) if n})


def trios(rules: Rules = Rules()) -> list[tuple[int, int, int]]:
    """Every trio of tile values, smallest first (``(0, 0, 15)`` ... ``(5, 5, 5)``), that the
    tiles of the game can make."""
    copies = _copies(rules)
    found = []
    for a in range(TARGET + 1):
        for b in range(a, (TARGET - a) // 2 + 1):
            trio = (a, b, TARGET - a - b)
            if all(copies[v] >= n for v, n in Counter(trio).items()):
                found.append(trio)
    return found


def racks_making(trio: Sequence[int], rules: Rules = Rules()) -> int:
    """How many different racks (sets of real tiles) hold exactly the tiles of ``trio``."""
    copies = _copies(rules)
    return prod(comb(copies[value], n) for value, n in Counter(trio).items())


def rack_trio_chance(rules: Rules = Rules()) -> Fraction:
    """The chance that three numbered tiles drawn from the full bag make a trio."""
    racks = sum(racks_making(trio, rules) for trio in trios(rules))
    return Fraction(racks, comb(sum(rules.distribution), 3))


def tile_table(rules: Rules = Rules()) -> pandas.DataFrame:
    """The numbered tiles: each value and how many copies the bag holds."""
    import pandas

    return pandas.DataFrame(
        {"value": range(len(rules.distribution)), "copies": list(rules.distribution)}
    ).set_index("value")


def trio_table(rules: Rules = Rules()) -> pandas.DataFrame:
    """Every trio, with how many different racks hold exactly it (out of all racks)."""
    import pandas

    rows = [(" + ".join(map(str, trio)), racks_making(trio, rules)) for trio in trios(rules)]
    return pandas.DataFrame(rows, columns=["trio", "racks"])


def pair_risk_table(rules: Rules = Rules()) -> pandas.DataFrame:
    """For a pair left open on the board: the tile that makes it a trio, how many copies
    exist, and the chance (%) that a full rack drawn from the bag holds one."""
    import pandas

    copies = _copies(rules)
    chances = holding_chances(copies, rules.rack_size)
    rows = [
        (total, TARGET - total, copies[TARGET - total], round(100 * chances.get(TARGET - total, 0)))
        for total in range(TARGET + 1)
    ]
    columns = ["pair sum", "tile needed", "copies", "chance the next rack holds one (%)"]
    return pandas.DataFrame(rows, columns=columns)


def _trio_exercise(number: int, tiles: Sequence[int], rack: Sequence[int] = ()) -> Exercise:
    """Which tile (from ``rack``, if given) makes a trio with ``tiles``?"""
    needed = trio_tile(tiles)
    shown = " + ".join(str(t) for t in tiles)

    def judge(answer: Any) -> Verdict:
        tile = read_number(answer)
        if rack and tile not in rack:
            rack_text = ", ".join(str(t) for t in rack)
            return wrong("lessons.trio.not_on_rack", tile=tile, rack=rack_text)
        if tile == needed:
            return right("lessons.trio.right", line=f"{shown} + {tile}")
        return wrong("lessons.trio.wrong_sum", line=f"{shown} + {tile}", total=sum(tiles) + tile)

    on_rack = f" Your rack holds {', '.join(map(str, rack))}." if rack else ""
    question = f"Which tile makes a trio with {shown}?{on_rack}"
    return Exercise(number, question, str(needed), judge)


MOVES: dict[int, tuple[str, str]] = {
    2: (".\n.\n. . . 7", "2,4=6"),
    5: (".\n.\n. . . 6", "3,3=0 3,4=5 3,5=10"),
    6: (".\n.\n.\n. . . . 10", "4,4=4 4,5=9 4,6=2"),
}
"""The scoring exercises' positions: the board (``Board.from_text``) and the move
(``Place.from_text``, ``row,col=value``); 6 is the rules page's worked example (124)."""


def position(number: int) -> tuple[Board, Place]:
    """The board and the move of scoring exercise ``number``."""
    board, move = MOVES[number]
    return Board.from_text(board), Place.from_text(move)


def board_after(board: Board, move: Place) -> Board:
    """A new board with ``move``'s tiles on it (to show a move as a picture)."""
    rows = [line.split() for line in board.to_text().splitlines()]
    for tile in move.placements:
        rows[tile.row][tile.col] = f"{tile.value}*" if tile.wild else str(tile.value)
    return Board.from_text("\n".join(" ".join(row) for row in rows), board.rules)


def _score_exercise(number: int, question: str, hint: Message, **mistakes: int) -> Exercise:
    """How many points does the move of :data:`MOVES` ``[number]`` score? ``mistakes``:
    message id suffix → the total that mistake gives."""
    points = score_move(*position(number)).total
    known = {v: Message(f"lessons.trio.{name}", {"value": v}) for name, v in mistakes.items()}

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.trio.points_right", {"points": points})
        return judge_number(answer, points, success, hint=hint, mistakes=known)

    return Exercise(number, question, str(points), judge)


def _judge_nine_by_seven(answer: Any) -> Verdict:
    return judge_yes_no(
        answer,
        TARGET >= 9 + 7,
        Message("lessons.trio.pair_right"),
        Message("lessons.trio.pair_wrong"),
    )


SEVENS = [trio for trio in trios() if 7 in trio]
"""The trios that use a 7: 0 + 7 + 8, 1 + 7 + 7, 2 + 6 + 7, 3 + 5 + 7, 4 + 4 + 7."""


def _judge_trios_with_seven(answer: Any) -> Verdict:
    listed = ", ".join(" + ".join(map(str, trio)) for trio in SEVENS)
    return judge_number(
        answer,
        len(SEVENS),
        Message("lessons.trio.sevens_right", {"trios": listed}),
        hint=Message("lessons.trio.hint_sevens"),
    )


LESSON = Lesson(
    "sum-to-15",
    [
        _trio_exercise(1, (7, 5)),
        _score_exercise(
            2,
            "A 6 is placed next to a 7. How many points?",
            Message("lessons.trio.hint_pair"),
        ),
        Exercise(3, "May a 9 lie next to a 7 as a pair? (yes or no)", "no", _judge_nine_by_seven),
        Exercise(
            4,
            "How many different trios use the tile 7?",
            str(len(SEVENS)),
            _judge_trios_with_seven,
        ),
        _score_exercise(
            5,
            "A triolet 0, 5, 10 from the rack; the 0 goes under a 6. How many points?",
            Message("lessons.trio.hint_triolet"),
            forgot_pair=80,
            no_bonus=36,
            trio_only=30,
        ),
        _score_exercise(
            6,
            "A triolet 4, 9, 2; the 4 goes on a double square, under a 10. How many points?",
            Message("lessons.trio.hint_double"),
            bonus_doubled=174,
            no_double=94,
            forgot_pair=110,
            pair_doubled=128,
        ),
        _trio_exercise(7, (8, 1), rack=(2, 6, 9)),
    ],
)
check = LESSON.check
answer_key = LESSON.answer_key
