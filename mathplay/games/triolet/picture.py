"""A Triolet board as a picture: the one renderer of a board as HTML (and as text).

Every picture of a board outside the playable widget comes from here: the game in a notebook
(``game._repr_html_()``, ``board._repr_html_()``: the whole board), the puzzles' boards
(:mod:`mathplay.puzzles.render`) and the lessons' moves (``show_move`` in
:mod:`mathplay.lessons.triolet_moves`): the part of the board around the tiles.

A square shows ``7`` (a tile; ``7*`` a wild tile played as 7), ``2×``/``3×`` (a double or
triple square), ``↻`` (a replay square), ``★`` (the centre), and, where a picture points at
squares (:data:`Marks`), ``?`` (the square asked about) or a framed tile placed in this move
(``[7]`` in text; ``²``/``³`` when it lies on a double or triple square, which counts this
turn). Rows and columns are numbered, so a move can be read off the picture
(``7,6=7``). The legend names the signs a picture shows, in the reader's language.

The HTML uses inline styles in ``em`` units (no stylesheet, no JavaScript), so it looks right
in a notebook's output and scales up with the larger print of a worksheet.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any, Protocol

from mathplay.i18n import get_language, translate

__all__ = [
    "BoardLike",
    "Marks",
    "board_html",
    "board_legend",
    "board_picture",
    "board_text",
    "game_html",
]

Marks = Mapping[tuple[int, int], str]
"""Squares to point at: ``"?"`` (the square asked about) or ``"new"`` (a tile placed now)."""


class BoardLike(Protocol):
    """What a picture reads of a board (:class:`mathplay.games.triolet.Board`, which draws
    itself with this module, so it is not imported here)."""

    @property
    def size(self) -> int: ...

    @property
    def rules(self) -> Any: ...

    def get(self, row: int, col: int) -> int | None: ...

    def is_wild(self, row: int, col: int) -> bool: ...

    def premium_at(self, row: int, col: int) -> str | None: ...

    def tiles(self) -> Iterable[Any]: ...


_CELL = (
    "width:2.1em;height:2.1em;padding:0;border:1px solid #888;text-align:center;"
    "vertical-align:middle;font:700 1.05em sans-serif;color:#111"
)
_LABEL = "padding:0 0.3em;text-align:center;font:0.8em sans-serif;color:#555"
_LEGEND = "font-size:0.8em;color:#444"
_PREMIUM_TEXT = {"double": "2×", "triple": "3×", "replay": "↻"}
_PREMIUM_COLOUR = {"double": "#cfe8ff", "triple": "#ffd6e0", "replay": "#d5f2cf"}
_TILE_COLOUR = "#f6e7c1"
_POWER = {"double": "²", "triple": "³"}
_CELL_STYLES = {
    "ask": ";border:3px dashed #c62828;color:#c62828",
    "new": f";background:{_TILE_COLOUR};border:3px solid #1565c0",
    "tile": f";background:{_TILE_COLOUR}",
    "wild": f";background:{_TILE_COLOUR}",
    "double": ";font-size:0.8em",
    "triple": ";font-size:0.8em",
    "replay": ";font-size:0.8em",
    "centre": ";font-size:0.8em",
}
_LEGEND_ORDER = (
    "new",
    "new_double",
    "new_triple",
    "ask",
    "double",
    "triple",
    "replay",
    "centre",
    "wild",
)


def _crop(board: BoardLike, marks: Marks, margin: int | None) -> tuple[range, range]:
    """The rows and columns shown: the whole board (``margin=None``), or the tiles and
    marked squares with ``margin`` squares around them."""
    if margin is None:
        return range(board.size), range(board.size)
    squares = [(p.row, p.col) for p in board.tiles()] + list(marks)
    if not squares:
        squares = [board.rules.centre]
    last = board.size - 1
    rows = [r for r, _ in squares]
    cols = [c for _, c in squares]
    return (
        range(max(0, min(rows) - margin), min(last, max(rows) + margin) + 1),
        range(max(0, min(cols) - margin), min(last, max(cols) + margin) + 1),
    )


def _square(board: BoardLike, row: int, col: int, marks: Marks) -> tuple[str, str]:
    """What one square shows: its legend key and what is written on it.

    Keys: ``ask``, ``new`` (``new_double``, ``new_triple`` when the new tile lies on a
    premium square, which counts this turn), ``tile``, ``wild``, ``double``, ``triple``,
    ``replay``, ``centre``, ``empty``.
    """
    value = board.get(row, col)
    mark = marks.get((row, col))
    premium = board.premium_at(row, col)
    if mark == "?":
        return "ask", "?"
    if value is not None:
        text = f"{value}*" if board.is_wild(row, col) else str(value)
        if mark != "new":
            return ("wild" if board.is_wild(row, col) else "tile"), text
        return (f"new_{premium}" if premium in _POWER else "new"), text
    if (row, col) == board.rules.centre:
        return "centre", "★"
    if premium in _PREMIUM_TEXT:
        return premium, _PREMIUM_TEXT[premium]
    return "empty", "."


def _text_token(key: str, text: str) -> str:
    """``[7]`` for a new tile (``[7]²``, ``[7]³`` on a double or triple square)."""
    if key.startswith("new"):
        return f"[{text}]{_POWER.get(key.removeprefix('new_'), '')}"
    return text


def board_text(board: BoardLike, marks: Marks | None = None, margin: int | None = 1) -> str:
    """The board as text, with row and column numbers: the part around the tiles and marks
    (``margin`` empty rows and columns around them), or all of it (``margin=None``)."""
    marks = marks or {}
    rows, cols = _crop(board, marks, margin)
    lines = ["    " + "".join(f"{col:>6}" for col in cols)]
    for row in rows:
        tokens = "".join(f"{_text_token(*_square(board, row, col, marks)):>6}" for col in cols)
        lines.append(f"{row:>4}{tokens}")
    return "\n".join(lines)


def board_legend(
    board: BoardLike, marks: Marks | None, language: str, margin: int | None = 1
) -> str:
    """What the signs of the picture mean, for the signs this picture shows."""
    marks = marks or {}
    rows, cols = _crop(board, marks, margin)
    seen = {_square(board, row, col, marks)[0] for row in rows for col in cols}
    return "; ".join(
        translate(f"puzzles.legend.{key}", language) for key in _LEGEND_ORDER if key in seen
    )


def board_html(board: BoardLike, marks: Marks | None = None, margin: int | None = 1) -> str:
    """The same part of the board as :func:`board_text`, as a table: row and column
    numbers, tiles, premium squares, marked squares (each square's ``(row, col)`` as its
    tooltip)."""
    marks = marks or {}
    rows, cols = _crop(board, marks, margin)
    head = "".join(f'<th style="{_LABEL}">{col}</th>' for col in cols)
    body = [f'<tr><th style="{_LABEL}"></th>{head}</tr>']
    for row in rows:
        cells = [f'<th style="{_LABEL}">{row}</th>']
        for col in cols:
            cells.append(_cell_html(board, row, col, marks))
        body.append(f"<tr>{''.join(cells)}</tr>")
    return '<table style="border-collapse:collapse;margin:0.4em 0">' + "".join(body) + "</table>"


def _cell_html(board: BoardLike, row: int, col: int, marks: Marks) -> str:
    key, text = _square(board, row, col, marks)
    style = _CELL + _CELL_STYLES.get(key.removesuffix("_double").removesuffix("_triple"), "")
    if key in ("double", "triple", "replay", "centre"):
        style += f";background:{_PREMIUM_COLOUR.get(key, _PREMIUM_COLOUR['double'])}"
    shown = "" if key == "empty" else escape(text)
    if key.startswith("new_"):
        factor = _PREMIUM_TEXT[key.removeprefix("new_")]
        shown += f'<sup style="font-size:0.6em;color:#1565c0">{factor}</sup>'
    return f'<td title="({row}, {col})" style="{style}">{shown}</td>'


def board_picture(
    board: BoardLike, marks: Marks | None, language: str, margin: int | None = 1
) -> tuple[str, str]:
    """The board with its legend under it, as text and as HTML."""
    legend = board_legend(board, marks, language, margin)
    return (
        f"{board_text(board, marks, margin)}\n{legend}",
        f'{board_html(board, marks, margin)}<p style="{_LEGEND}">{escape(legend)}</p>',
    )


def game_html(
    board: BoardLike,
    scores: Sequence[tuple[str, int]],
    to_move: int | None,
    bag: int,
    language: str | None = None,
) -> str:
    """A game in a notebook: the whole board and its legend, then each player's name and
    score (the player ``to_move`` in bold; ``None`` once the game is over) and the tiles
    left in the bag."""
    language = get_language() if language is None else language
    _, picture = board_picture(board, None, language, margin=None)
    shown = []
    for player, (name, score) in enumerate(scores):
        text = escape(f"{name}: {score}")
        shown.append(f"<b>{text}</b>" if player == to_move else text)
    footer = translate("triolet.bag_count", language, count=bag)
    return f"{picture}<p>{' · '.join(shown)} · {escape(footer)}</p>"
