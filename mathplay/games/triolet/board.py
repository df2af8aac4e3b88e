"""The Triolet board: 15 × 15 squares, ``(row, col)`` 0-based, premium squares from the rules.

Inside, the board is one flat list with walls around the squares, so that walking along a
row or a column stops at the edge without a bounds check: index ``(row + 3) * width + col +
1`` (one wall column on each side, three wall rows above and below), value ``-1`` for an empty
square, ``-2`` for the wall, ``0``–``15`` for a tile.
The board also keeps its *anchors*: the empty squares next to a tile, where every move but
the first must put at least one tile.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.triolet.moves import Placement
from mathplay.games.triolet.picture import board_html
from mathplay.games.triolet.rules import MAX_VALUE, TARGET, Rules, Square

__all__ = ["EMPTY", "WALL", "Board", "Layout", "Window", "layout"]

EMPTY = -1
WALL = -2
_WALL_ROWS = 3  # a window of three squares never reaches past the walls
_TOKENS = {EMPTY: "  .", **{v: str(v).rjust(3) for v in range(MAX_VALUE + 1)}}
_WILD_TOKENS = {v: f"{v}*".rjust(3) for v in range(MAX_VALUE + 1)}
_PREMIUM_NAMES = {2: "double", 3: "triple"}


class Window(NamedTuple):
    """2 or 3 squares in a row or column, the squares just before and after them, and the
    step across them (from one row to the next, or one column to the next)."""

    squares: tuple[int, ...]
    before: int
    after: int
    across: int


@dataclass(frozen=True, eq=False)
class Layout:
    """Where the squares and premium squares are in the flat list, for one set of rules."""

    size: int
    width: int
    centre: int
    multiplier: tuple[int, ...]
    replays: frozenset[int]
    squares: tuple[int, ...]
    windows: tuple[tuple[Window, ...], ...] = ()

    def index(self, row: int, col: int) -> int:
        return (row + _WALL_ROWS) * self.width + col + 1

    def square(self, index: int) -> Square:
        return (index // self.width - _WALL_ROWS, index % self.width - 1)

    @property
    def cell_count(self) -> int:
        return (self.size + 2 * _WALL_ROWS) * self.width


@cache
def layout(rules: Rules) -> Layout:
    """The flat-list layout of ``rules``' board (computed once per rules)."""
    width = rules.size + 2
    squares = tuple(
        (row + _WALL_ROWS) * width + col + 1
        for row in range(rules.size)
        for col in range(rules.size)
    )
    shell = Layout(rules.size, width, 0, (), frozenset(), squares)
    multiplier = [1] * shell.cell_count
    for premium, factor in ((rules.doubles, 2), (rules.triples, 3)):
        for row, col in premium:
            multiplier[shell.index(row, col)] = factor
    replays = frozenset(shell.index(row, col) for row, col in rules.replays)
    centre = shell.index(*rules.centre)
    windows = _windows(shell, set(squares))
    return Layout(rules.size, width, centre, tuple(multiplier), replays, squares, windows)


def _windows(shell: Layout, inside: set[int]) -> tuple[tuple[Window, ...], ...]:
    """For each flat index, the windows of 2 and 3 squares through it: rows, then columns."""
    found: list[list[Window]] = [[] for _ in range(shell.cell_count)]
    for step, across in ((1, shell.width), (shell.width, 1)):
        for i in shell.squares:
            for length in (2, 3):
                for offset in range(length):
                    start = i - offset * step
                    squares = tuple(start + j * step for j in range(length))
                    if all(j in inside for j in squares):
                        window = Window(squares, start - step, squares[-1] + step, across)
                        found[i].append(window)
    return tuple(tuple(windows) for windows in found)


class Board:
    """The squares of a Triolet board and the tiles on them."""

    __slots__ = ("_anchors", "_cells", "_count", "_wild", "layout", "rules")

    def __init__(self, rules: Rules | None = None) -> None:
        self.rules = rules if rules is not None else Rules()
        self.layout = layout(self.rules)
        self._cells = [WALL] * self.layout.cell_count
        for index in self.layout.squares:
            self._cells[index] = EMPTY
        self._wild: set[int] = set()
        self._anchors: set[int] = set()
        self._count = 0

    # -- reading -------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return self.layout.size

    def on_board(self, row: int, col: int) -> bool:
        return 0 <= row < self.size and 0 <= col < self.size

    def _index(self, row: int, col: int) -> int:
        if not (type(row) is int and type(col) is int and self.on_board(row, col)):
            raise MathplayError("triolet.off_board", row=row, col=col, last=self.size - 1)
        return self.layout.index(row, col)

    def get(self, row: int, col: int) -> int | None:
        """The value of the tile on ``(row, col)``, or ``None`` if the square is empty."""
        value = self._cells[self._index(row, col)]
        return None if value == EMPTY else value

    def is_wild(self, row: int, col: int) -> bool:
        """Whether the tile on ``(row, col)`` is a wild tile."""
        return self._index(row, col) in self._wild

    def premium_at(self, row: int, col: int) -> str | None:
        """``None``, ``"double"``, ``"triple"`` or ``"replay"`` (the centre is ``"double"``)."""
        index = self._index(row, col)
        if index in self.layout.replays:
            return "replay"
        return _PREMIUM_NAMES.get(self.layout.multiplier[index])

    def tiles(self) -> list[Placement]:
        """Every tile on the board, row by row, as the placement that put it there."""
        square = self.layout.square
        return [
            Placement(*square(i), self._cells[i], i in self._wild)
            for i in self.layout.squares
            if self._cells[i] >= 0
        ]

    def anchors(self) -> list[Square]:
        """The empty squares next to a tile, row by row."""
        return sorted(self.layout.square(i) for i in self._anchors)

    # -- the flat list, for the engine's fast paths (read only: never change them) ---------
    @property
    def cells(self) -> list[int]:
        """Every cell by flat index (:class:`Layout`): a value, :data:`EMPTY` or :data:`WALL`."""
        return self._cells

    @property
    def wild_cells(self) -> set[int]:
        """The flat indices of the wild tiles."""
        return self._wild

    @property
    def anchor_cells(self) -> set[int]:
        """The flat indices of the empty squares next to a tile."""
        return self._anchors

    def placed(self, placements: Iterable[Placement]) -> Board:
        """A copy with these tiles put down, unchecked (for a bot looking ahead)."""
        board = self.copy()
        index = self.layout.index
        for p in placements:
            board._put(index(p.row, p.col), p.value, p.wild)
        return board

    @property
    def is_empty(self) -> bool:
        return self._count == 0

    def __len__(self) -> int:
        return self._count

    def lines(self) -> Iterator[tuple[Square, ...]]:
        """Every line on the board: each maximal run of 2 or more tiles in a row or column."""
        for run in self._runs():
            yield tuple(self.layout.square(i) for i in run)

    def _runs(self) -> Iterator[list[int]]:
        width = self.layout.width
        cells = self._cells
        for step in (1, width):
            for i in self.layout.squares:
                if cells[i] >= 0 and cells[i - step] < 0 and cells[i + step] >= 0:
                    run = [i]
                    while cells[run[-1] + step] >= 0:
                        run.append(run[-1] + step)
                    yield run

    def check_lines(self) -> None:
        """Raise :class:`InvalidState` if a line breaks a line rule (too long, wrong sum)."""
        for run in self._runs():
            values = [self._cells[i] for i in run]
            total = sum(values)
            if len(values) > 3 or total > TARGET or (len(values) == 3 and total != TARGET):
                row, col = self.layout.square(run[0])
                tiles = " + ".join(map(str, values))
                raise InvalidState("triolet.board_line", row=row, col=col, tiles=tiles)

    # -- changing (inside the package: the game checks moves first) ----------------------
    def _put(self, index: int, value: int, wild: bool) -> None:
        cells = self._cells
        cells[index] = value
        if wild:
            self._wild.add(index)
        self._count += 1
        anchors = self._anchors
        anchors.discard(index)
        for neighbour in (
            index - 1,
            index + 1,
            index - self.layout.width,
            index + self.layout.width,
        ):
            if cells[neighbour] == EMPTY:
                anchors.add(neighbour)

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.rules = self.rules
        other.layout = self.layout
        other._cells = self._cells.copy()
        other._wild = self._wild.copy()
        other._anchors = self._anchors.copy()
        other._count = self._count
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (
            self.rules == other.rules and self._cells == other._cells and self._wild == other._wild
        )

    __hash__ = None  # type: ignore[assignment]  # a board changes as the game goes

    def __getstate__(self) -> tuple[Rules, list[int], set[int], set[int], int]:
        return (self.rules, self._cells, self._wild, self._anchors, self._count)

    def __setstate__(self, state: tuple[Rules, list[int], set[int], set[int], int]) -> None:
        self.rules, self._cells, self._wild, self._anchors, self._count = state
        self.layout = layout(self.rules)

    # -- text and pictures ----------------------------------------------------------------
    @classmethod
    def from_text(cls, text: str, rules: Rules | None = None) -> Board:
        """A board from rows of tokens: ``.`` empty, ``7`` a tile, ``7*`` a wild tile as 7.

        Missing rows and tokens are empty squares; blank lines before the first row and
        after the last are ignored (write ``.`` rows for empty rows at the top). The tiles
        must exist in the game (no second 15) and every line must obey the line rules, else
        :class:`InvalidState`.
        """
        board = cls(rules)
        rows = text.splitlines()
        while rows and not rows[-1].strip():
            rows.pop()
        while rows and not rows[0].strip():
            rows.pop(0)
        if len(rows) > board.size:
            raise InvalidState("triolet.board_rows", rows=len(rows), size=board.size)
        for row, line in enumerate(rows):
            tokens = line.split()
            if len(tokens) > board.size:
                raise InvalidState(
                    "triolet.board_columns", row=row, count=len(tokens), size=board.size
                )
            for col, token in enumerate(tokens):
                if token != ".":
                    value, wild = _read_token(token, row, col)
                    board._put(board.layout.index(row, col), value, wild)
        board._check_tile_counts()
        board.check_lines()
        return board

    def to_text(self) -> str:
        """One line per row, tokens right-aligned: ``.``, ``7``, ``7*`` (a wild tile)."""
        cells, wild, width = self._cells, self._wild, self.layout.width
        lines = []
        for row in range(self.size):
            start = self.layout.index(row, 0)
            lines.append(
                " ".join(
                    _WILD_TOKENS[cells[i]] if i in wild else _TOKENS[cells[i]]
                    for i in range(start, start + width - 2)
                )
            )
        return "\n".join(lines)

    def _check_tile_counts(self) -> None:
        counts = [0] * (MAX_VALUE + 1)
        for i in self.layout.squares:
            if self._cells[i] >= 0 and i not in self._wild:
                counts[self._cells[i]] += 1
        for value, (count, copies) in enumerate(zip(counts, self.rules.distribution, strict=True)):
            if count > copies:
                raise InvalidState(
                    "triolet.board_tile_count", value=value, count=count, copies=copies
                )
        if len(self._wild) > self.rules.wild_tiles:
            raise InvalidState(
                "triolet.board_wild_count", count=len(self._wild), most=self.rules.wild_tiles
            )

    def __repr__(self) -> str:
        return f"Board.from_text('''\n{self.to_text()}\n''')"

    def _repr_html_(self) -> str:
        """The whole board as a table for notebooks (:mod:`mathplay.games.triolet.picture`)."""
        return board_html(self, margin=None)


def _read_token(token: str, row: int, col: int) -> tuple[int, bool]:
    wild = token.endswith("*")
    digits = token.removesuffix("*")
    if not (
        digits.isascii() and digits.isdigit() and len(digits) <= 2 and int(digits) <= MAX_VALUE
    ):
        raise InvalidState("triolet.board_token", token=token, row=row, col=col)
    return int(digits), wild
