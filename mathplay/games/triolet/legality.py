"""Is a placement legal? :func:`check_move` says why not, with one specific reason."""

from __future__ import annotations

from collections.abc import Iterable

from mathplay.errors import IllegalMove
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.moves import Place, Placement, as_move
from mathplay.games.triolet.rules import MAX_VALUE, TARGET, Rules

__all__ = ["check_move", "filled_block", "move_lines"]


def check_move(
    board: Board, placements: Place | Iterable[Placement], rules: Rules | None = None
) -> None:
    """Raise :class:`IllegalMove` with a specific reason if the placement is not legal.

    ``rules`` defaults to the board's. The board is not changed.
    """
    rules = rules if rules is not None else board.rules
    place = _as_place(placements)
    _check_tiles(board, place, rules)
    _check_shape(board, place)
    _check_contact(board, place)
    cells, lines = move_lines(board, place)
    for line in lines:
        _check_line(place, [cells[i] for i in line], line, board)
    if rules.forbid_squares and (square := filled_block(board, place, cells)) is not None:
        raise IllegalMove("triolet.square_block", move=place, row=square[0], col=square[1])


def move_lines(board: Board, place: Place) -> tuple[list[int], list[tuple[int, ...]]]:
    """The cells after the move and every line of 2+ tiles through a placed tile.

    The move's own line comes first; lines are tuples of flat indices in board order.
    """
    cells = board.cells.copy()
    index = board.layout.index
    placed = [index(p.row, p.col) for p in place.placements]
    for i, p in zip(placed, place.placements, strict=True):
        cells[i] = p.value
    width = board.layout.width
    steps = (1, width) if _along_row(place) else (width, 1)
    lines: list[tuple[int, ...]] = []
    seen: set[tuple[int, int]] = set()
    for step in steps:
        for i in placed:
            start = i
            while cells[start - step] >= 0:
                start -= step
            if (start, step) in seen:
                continue
            seen.add((start, step))
            line = [start]
            while cells[line[-1] + step] >= 0:
                line.append(line[-1] + step)
            if len(line) > 1:
                lines.append(tuple(line))
    return cells, lines


def _as_place(placements: Place | Iterable[Placement]) -> Place:
    move = as_move(placements)
    if not isinstance(move, Place):
        raise IllegalMove("triolet.not_a_placement", move=move, text=str(move))
    return move


def _along_row(place: Place) -> bool:
    """Whether the move lies along a row (a single tile counts as along its row)."""
    return len({p.row for p in place.placements}) == 1


def _check_tiles(board: Board, place: Place, rules: Rules) -> None:
    count = len(place)
    if count == 0:
        raise IllegalMove("triolet.no_tiles", move=place)
    if count > rules.rack_size:
        raise IllegalMove(
            "triolet.too_many_tiles_in_move", move=place, count=count, most=rules.rack_size
        )
    seen = set()
    for p in place.placements:
        if not board.on_board(p.row, p.col):
            raise IllegalMove(
                "triolet.off_board", move=place, row=p.row, col=p.col, last=board.size - 1
            )
        if not 0 <= p.value <= MAX_VALUE:
            raise IllegalMove("triolet.bad_value", move=place, value=p.value)
        if board.get(p.row, p.col) is not None:
            raise IllegalMove("triolet.occupied", move=place, row=p.row, col=p.col)
        if p.square in seen:
            raise IllegalMove("triolet.same_square", move=place, row=p.row, col=p.col)
        seen.add(p.square)
    wilds = sum(p.wild for p in place.placements)
    if wilds > rules.max_wilds_per_move:
        raise IllegalMove(
            "triolet.too_many_wilds_in_move", move=place, count=wilds, most=rules.max_wilds_per_move
        )


def _check_shape(board: Board, place: Place) -> None:
    rows = {p.row for p in place.placements}
    cols = {p.col for p in place.placements}
    if len(rows) > 1 and len(cols) > 1:
        raise IllegalMove("triolet.not_in_line", move=place)
    squares = {p.square for p in place.placements}
    first, last = place.placements[0], place.placements[-1]
    if len(rows) == 1:
        between = [(first.row, col) for col in range(first.col + 1, last.col)]
    else:
        between = [(row, first.col) for row in range(first.row + 1, last.row)]
    for row, col in between:
        if (row, col) not in squares and board.get(row, col) is None:
            raise IllegalMove("triolet.gap", move=place, row=row, col=col)


def _check_contact(board: Board, place: Place) -> None:
    index = board.layout.index
    placed = [index(p.row, p.col) for p in place.placements]
    if board.is_empty:
        if board.layout.centre not in placed:
            row, col = board.rules.centre
            raise IllegalMove("triolet.first_move_centre", move=place, row=row, col=col)
    elif not any(i in board.anchor_cells for i in placed):
        raise IllegalMove("triolet.not_touching", move=place)


def _check_line(place: Place, values: list[int], line: tuple[int, ...], board: Board) -> None:
    total = sum(values)
    tiles = " + ".join(map(str, values))
    row, col = board.layout.square(line[0])
    if len(values) > 3:
        raise IllegalMove(
            "triolet.line_too_long", move=place, length=len(values), tiles=tiles, row=row, col=col
        )
    if len(values) == 2 and total > TARGET:
        raise IllegalMove("triolet.pair_over", move=place, tiles=tiles, total=total, target=TARGET)
    if len(values) == 3 and total != TARGET:
        raise IllegalMove(
            "triolet.trio_not_target", move=place, tiles=tiles, total=total, target=TARGET
        )


def filled_block(board: Board, place: Place, cells: list[int]) -> tuple[int, int] | None:
    """A placed square that completes a filled 2 × 2 block (``cells``: after the move)."""
    width = board.layout.width
    for p in place.placements:
        i = board.layout.index(p.row, p.col)
        for corner in (i, i - 1, i - width, i - width - 1):
            if all(cells[j] >= 0 for j in (corner, corner + 1, corner + width, corner + width + 1)):
                return p.square
    return None
