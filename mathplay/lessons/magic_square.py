"""Pick 15 is noughts and crosses: the eight trios of 1–9 that make 15 are the eight lines
of the 3 × 3 magic square (lesson 3's strategy activity).

*Pick 15*: two players take turns to pick one of the numbers 1 to 9, each number once; the
first to hold three numbers that sum to 15 wins. Laid out on the magic square (every row,
column and diagonal sums to 15) the same game is noughts and crosses: a pick is a square,
three that make 15 are a line. :class:`PickFifteen` is the game (the rule is the sum;
:func:`square_lines` shows that the lines are the same trios), :func:`best_pick` the
computer's choice (it looks to the end of the game: at most 9! positions, each met once),
:func:`magic_square` the picture, and :class:`~mathplay.widgets.pick15.PickFifteenBoard`
the board to play on.

>>> sorted(map(sorted, fifteen_trios())) == sorted(sorted(line) for _, line in square_lines())
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from html import escape
from itertools import combinations

from mathplay.errors import MathplayError
from mathplay.i18n import get_language, join_list, translate
from mathplay.lessons.pictures import Picture, Table

__all__ = [
    "NUMBERS",
    "SQUARE",
    "TARGET",
    "PickFifteen",
    "best_pick",
    "fifteen_trios",
    "lines_table",
    "magic_square",
    "square_lines",
]

TARGET = 15
NUMBERS = tuple(range(1, 10))
SQUARE = ((2, 7, 6), (9, 5, 1), (4, 3, 8))
"""The 3 × 3 magic square (the Lo Shu): every row, column and diagonal sums to 15."""
MARKS = ("✕", "◯")
COLOURS = ("#0072B2", "#D55E00")


def fifteen_trios() -> list[frozenset[int]]:
    """Every set of three different numbers 1–9 that sums to 15 (there are eight)."""
    return [frozenset(t) for t in combinations(NUMBERS, 3) if sum(t) == TARGET]


def square_lines() -> list[tuple[str, frozenset[int]]]:
    """The magic square's eight lines, each with its name (``"row 1"``, ``"diagonal 2"``):
    rows, columns, then the two diagonals."""
    rows = [(f"row {r + 1}", frozenset(SQUARE[r])) for r in range(3)]
    columns = [(f"column {c + 1}", frozenset(row[c] for row in SQUARE)) for c in range(3)]
    diagonals = [
        ("diagonal 1", frozenset(SQUARE[i][i] for i in range(3))),
        ("diagonal 2", frozenset(SQUARE[i][2 - i] for i in range(3))),
    ]
    return rows + columns + diagonals


def _trio_in(numbers: Iterable[int]) -> frozenset[int] | None:
    """Three of ``numbers`` that make 15 (the game's one rule), or ``None``."""
    for three in combinations(sorted(numbers), 3):
        if sum(three) == TARGET:
            return frozenset(three)
    return None


def _line_name(name: str, language: str) -> str:
    kind, number = name.split()
    return translate(f"lessons.magic.{kind}", language, number=int(number))


@dataclass(frozen=True)
class PickFifteen:
    """A game of Pick 15: ``picks[0]`` and ``picks[1]``, each player's numbers in the order
    picked; the first player picks first."""

    picks: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    @property
    def to_move(self) -> int:
        return 0 if len(self.picks[0]) == len(self.picks[1]) else 1

    @property
    def free(self) -> tuple[int, ...]:
        taken = {*self.picks[0], *self.picks[1]}
        return tuple(n for n in NUMBERS if n not in taken)

    def trio(self, player: int) -> frozenset[int] | None:
        """Three of ``player``'s numbers that make 15, or ``None``."""
        return _trio_in(self.picks[player])

    @property
    def winner(self) -> int | None:
        for player in (0, 1):
            if self.trio(player) is not None:
                return player
        return None

    @property
    def over(self) -> bool:
        return self.winner is not None or not self.free

    def pick(self, number: int) -> PickFifteen:
        """The game after the player to move picks ``number``; a clear error if it cannot
        be picked (taken, not 1–9, or the game is over)."""
        if self.over:
            raise MathplayError("lessons.magic.over")
        if type(number) is not int or number not in NUMBERS:
            raise MathplayError("lessons.magic.not_a_number", number=str(number)[:20])
        if number not in self.free:
            raise MathplayError("lessons.magic.taken", number=number)
        picks = list(self.picks)
        picks[self.to_move] = (*picks[self.to_move], number)
        return PickFifteen((picks[0], picks[1]))


@cache
def _value(mine: frozenset[int], theirs: frozenset[int]) -> int:
    """The game's value for the player to move, holding ``mine`` against ``theirs``: more
    than 0 a win (sooner is more), 0 a draw, less than 0 a loss."""
    free = [n for n in NUMBERS if n not in mine and n not in theirs]
    best = None
    for number in free:
        now = mine | {number}
        if _trio_in(now):
            return len(free)  # a win now: the most left to play, the best
        value = -_value(theirs, now) if len(free) > 1 else 0
        best = value if best is None else max(best, value)
    return 0 if best is None else best


def best_pick(game: PickFifteen) -> int:
    """The number the computer picks: one that wins soonest, else one that does not lose;
    of equals, the one in most trios, then the smallest (it never loses; a careful opponent
    draws)."""
    if game.over:
        raise MathplayError("lessons.magic.over")
    me = game.to_move
    mine, theirs = frozenset(game.picks[me]), frozenset(game.picks[1 - me])

    def value(number: int) -> int:
        now = mine | {number}
        if _trio_in(now):
            return 10
        return -_value(theirs, now) if len(game.free) > 1 else 0

    return max(game.free, key=lambda n: (value(n), _THROUGH[n], -n))


_THROUGH = {n: sum(n in trio for trio in fifteen_trios()) for n in NUMBERS}
"""How many trios each number is in (5: four, the centre of the square; 2, 4, 6, 8: three,
the corners): of equal picks the computer takes the one in most trios."""


def magic_square(game: PickFifteen | None = None, language: str | None = None) -> Picture:
    """The magic square; with ``game``, each picked number carries its player's mark (✕
    the first player, ◯ the second) and a winning line is framed."""
    language = get_language() if language is None else language
    game = game or PickFifteen()
    owner = {n: p for p in (0, 1) for n in game.picks[p]}
    winner = game.winner
    line = game.trio(winner) if winner is not None else frozenset()
    rows, cells = [], []
    for row in SQUARE:
        rows.append(" ".join(f"{n}{MARKS[owner[n]] if n in owner else ' '}" for n in row))
        tds = []
        for n in row:
            style = (
                "width:2.4em;height:2.4em;text-align:center;font-size:1.5em;border:2px solid #555"
            )
            if n in owner:
                style += f";color:#fff;background:{COLOURS[owner[n]]}"
            if n in line:
                style += ";outline:4px solid #2e7d32;outline-offset:-6px"
            mark = f"<br><small>{MARKS[owner[n]]}</small>" if n in owner else ""
            tds.append(f'<td style="{style}">{n}{mark}</td>')
        cells.append("<tr>" + "".join(tds) + "</tr>")
    title = escape(translate("lessons.magic.title", language))
    html = (
        f'<table style="border-collapse:collapse;margin:0.3em 0" aria-label="{title}">'
        + "".join(cells)
        + "</table>"
    )
    return Picture("\n".join(rows), html)


def lines_table(language: str | None = None) -> Table:
    """The eight trios of 1–9 that make 15 (as the numbers picked: "2, 6, and 7"), each
    beside the line of the magic square it is."""
    language = get_language() if language is None else language
    lines = {numbers: name for name, numbers in square_lines()}
    head = [translate(f"lessons.magic.head_{key}", language) for key in ("trio", "line")]
    rows = [
        [join_list(sorted(trio), language), _line_name(lines[trio], language)]
        for trio in fifteen_trios()
    ]
    return Table(head, rows)
