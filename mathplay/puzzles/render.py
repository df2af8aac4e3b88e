"""Pieces of prompts as text and as HTML: sentences, rows of cards, parts of a Triolet board.

The HTML uses inline styles in ``em`` units, so it looks right in a notebook output and
scales up with the larger print font of a worksheet.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from mathplay.games.triolet import Board
from mathplay.i18n import translate

__all__ = [
    "Marks",
    "board_html",
    "board_legend",
    "board_text",
    "cards_html",
    "cards_text",
    "sentence",
]

Marks = Mapping[tuple[int, int], str]
"""Squares to point at: ``"?"`` (the square asked about) or ``"new"`` (a tile placed now)."""

_CARD = (
    "display:inline-block;min-width:1.3em;padding:0.1em 0.3em;margin:0.1em;"
    "border:2px solid #333;border-radius:0.25em;background:#fff;color:#111;"
    "text-align:center;font:700 1.5em/1.25 sans-serif"
)
_FACE_DOWN = ";background:#b0bec5;color:#37474f"
_CELL = (
    "width:2.1em;height:2.1em;padding:0;border:1px solid #888;text-align:center;"
    "vertical-align:middle;font:700 1.05em sans-serif;color:#111"
)
_LABEL = "padding:0 0.3em;text-align:center;font:0.8em sans-serif;color:#555"
_PREMIUM_TEXT = {"double": "2×", "triple": "3×", "replay": "↻"}
_PREMIUM_COLOUR = {"double": "#cfe8ff", "triple": "#ffd6e0", "replay": "#d5f2cf"}
_TILE_COLOUR = "#f6e7c1"
_LEGEND_KEYS = {"?": "ask", "2×": "double", "3×": "triple", "↻": "replay", "★": "centre"}
_LEGEND_ORDER = ("new", "ask", "double", "triple", "replay", "centre", "wild")


def sentence(message_id: str, language: str, **params: str) -> tuple[str, str]:
    """A catalog message as text and as HTML; ``params`` are ``(text, html)`` pairs or text."""
    pairs = {k: v if isinstance(v, tuple) else (v, escape(v)) for k, v in params.items()}
    text = translate(message_id, language, **{k: v[0] for k, v in pairs.items()})
    marked = translate(message_id, language, **{k: f"\x00{k}\x00" for k in pairs})
    html = escape(marked)
    for name, (_, piece) in pairs.items():
        html = html.replace(f"\x00{name}\x00", piece)
    return text, html


def cards_text(cards: Iterable[str]) -> str:
    """``9 8 + 1 × 7``: one symbol per card."""
    return " ".join(cards)


def cards_html(cards: Iterable[str]) -> str:
    """A row of card pictures; ``?`` is a card lying face down."""
    return "".join(
        f'<span style="{_CARD}{_FACE_DOWN if card == "?" else ""}">{escape(card)}</span>'
        for card in cards
    )


def _crop(board: Board, marks: Marks) -> tuple[range, range]:
    squares = [(p.row, p.col) for p in board.tiles()] + list(marks)
    if not squares:
        centre = board.rules.centre
        squares = [centre]
    last = board.size - 1
    rows = [r for r, _ in squares]
    cols = [c for _, c in squares]
    return (
        range(max(0, min(rows) - 1), min(last, max(rows) + 1) + 1),
        range(max(0, min(cols) - 1), min(last, max(cols) + 1) + 1),
    )


def _token(board: Board, row: int, col: int, marks: Marks) -> str:
    value = board.get(row, col)
    mark = marks.get((row, col))
    if mark == "?":
        return "?"
    if value is not None:
        text = f"{value}*" if board.is_wild(row, col) else str(value)
        return f"[{text}]" if mark == "new" else text
    if (row, col) == board.rules.centre:
        return "★"
    return _PREMIUM_TEXT.get(board.premium_at(row, col) or "", ".")


def board_text(board: Board, marks: Marks | None = None) -> str:
    """The part of the board around the tiles, with row and column numbers.

    ``7`` a tile (``7*`` a wild tile), ``[7]`` a tile placed in this move, ``?`` the square
    asked about, ``2×``/``3×`` double/triple squares, ``↻`` a replay square, ``★`` the
    centre, ``.`` an empty square.
    """
    marks = marks or {}
    rows, cols = _crop(board, marks)
    lines = ["    " + "".join(f"{col:>5}" for col in cols)]
    for row in rows:
        tokens = "".join(f"{_token(board, row, col, marks):>5}" for col in cols)
        lines.append(f"{row:>4}{tokens}")
    return "\n".join(lines)


def board_legend(board: Board, marks: Marks, language: str) -> str:
    """What the signs of :func:`board_text` mean, for the signs this board shows."""
    rows, cols = _crop(board, marks)
    seen = set()
    for row in rows:
        for col in cols:
            token = _token(board, row, col, marks)
            if token.startswith("["):
                seen.add("new")
            elif token.endswith("*"):
                seen.add("wild")
            else:
                seen.add(_LEGEND_KEYS.get(token, ""))
    return "; ".join(
        translate(f"puzzles.legend.{key}", language) for key in _LEGEND_ORDER if key in seen
    )


def board_html(board: Board, marks: Marks | None = None) -> str:
    """The same part of the board as a table: tiles, premium squares, marked squares."""
    marks = marks or {}
    rows, cols = _crop(board, marks)
    head = "".join(f'<th style="{_LABEL}">{col}</th>' for col in cols)
    body = [f'<tr><th style="{_LABEL}"></th>{head}</tr>']
    for row in rows:
        cells = [f'<th style="{_LABEL}">{row}</th>']
        for col in cols:
            cells.append(_cell_html(board, row, col, marks))
        body.append(f"<tr>{''.join(cells)}</tr>")
    return '<table style="border-collapse:collapse;margin:0.4em 0">' + "".join(body) + "</table>"


def _cell_html(board: Board, row: int, col: int, marks: Marks) -> str:
    value = board.get(row, col)
    mark = marks.get((row, col))
    premium = board.premium_at(row, col)
    style = _CELL
    if mark == "?":
        style += ";border:3px dashed #c62828;color:#c62828"
        text = "?"
    elif value is not None:
        style += f";background:{_TILE_COLOUR}"
        text = f"{value}★" if board.is_wild(row, col) else str(value)
        if mark == "new":
            style += ";border:3px solid #1565c0"
    else:
        style += f";background:{_PREMIUM_COLOUR.get(premium or '', '#fff')};font-size:0.8em"
        text = "★" if (row, col) == board.rules.centre else _PREMIUM_TEXT.get(premium or "", "")
    if premium and value is not None:
        style += ";box-shadow:inset 0 0 0 3px " + _PREMIUM_COLOUR[premium]
    return f'<td title="({row}, {col})" style="{style}">{escape(text)}</td>'
