"""Pieces of prompts as text and as HTML: sentences, rows of cards, parts of a Triolet board.

The HTML uses inline styles in ``em`` units, so it looks right in a notebook output and
scales up with the larger print font of a worksheet.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from mathplay.games.triolet import Board
from mathplay.i18n import translate
from mathplay.puzzles.base import Prompt

__all__ = [
    "Marks",
    "board_html",
    "board_legend",
    "board_prompt",
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


def _crop(board: Board, marks: Marks, margin: int) -> tuple[range, range]:
    squares = [(p.row, p.col) for p in board.tiles()] + list(marks)
    if not squares:
        centre = board.rules.centre
        squares = [centre]
    last = board.size - 1
    rows = [r for r, _ in squares]
    cols = [c for _, c in squares]
    return (
        range(max(0, min(rows) - margin), min(last, max(rows) + margin) + 1),
        range(max(0, min(cols) - margin), min(last, max(cols) + margin) + 1),
    )


def _square(board: Board, row: int, col: int, marks: Marks) -> tuple[str, str]:
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


def board_text(board: Board, marks: Marks | None = None, margin: int = 1) -> str:
    """The part of the board around the tiles, with row and column numbers.

    ``7`` a tile (``7*`` a wild tile), ``[7]`` a tile placed in this move, ``?`` the square
    asked about, ``2×``/``3×`` double/triple squares, ``↻`` a replay square, ``★`` the
    centre, ``.`` an empty square. ``margin``: empty rows and columns shown around.
    """
    marks = marks or {}
    rows, cols = _crop(board, marks, margin)
    lines = ["    " + "".join(f"{col:>6}" for col in cols)]
    for row in rows:
        tokens = "".join(f"{_text_token(*_square(board, row, col, marks)):>6}" for col in cols)
        lines.append(f"{row:>4}{tokens}")
    return "\n".join(lines)


def board_legend(board: Board, marks: Marks, language: str, margin: int = 1) -> str:
    """What the signs of :func:`board_text` mean, for the signs this board shows."""
    rows, cols = _crop(board, marks, margin)
    seen = {_square(board, row, col, marks)[0] for row in rows for col in cols}
    return "; ".join(
        translate(f"puzzles.legend.{key}", language) for key in _LEGEND_ORDER if key in seen
    )


def board_prompt(
    text: str, html: str, board: Board, marks: Marks, language: str, margin: int = 1
) -> Prompt:
    """A prompt made of a sentence (as text and HTML) and the board with its legend."""
    legend = board_legend(board, marks, language, margin)
    return Prompt(
        text,
        f"{board_text(board, marks, margin)}\n{legend}",
        f"<p>{html}</p>{board_html(board, marks, margin)}"
        f'<p style="font-size:0.75em;color:#444">{escape(legend)}</p>',
    )


def board_html(board: Board, marks: Marks | None = None, margin: int = 1) -> str:
    """The same part of the board as a table: tiles, premium squares, marked squares."""
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


def _cell_html(board: Board, row: int, col: int, marks: Marks) -> str:
    key, text = _square(board, row, col, marks)
    style = _CELL + _CELL_STYLES.get(key.removesuffix("_double").removesuffix("_triple"), "")
    if key in ("double", "triple", "replay", "centre"):
        style += f";background:{_PREMIUM_COLOUR.get(key, _PREMIUM_COLOUR['double'])}"
    shown = "" if key == "empty" else escape(text)
    if key.startswith("new_"):
        factor = _PREMIUM_TEXT[key.removeprefix("new_")]
        shown += f'<sup style="font-size:0.6em;color:#1565c0">{factor}</sup>'
    return f'<td title="({row}, {col})" style="{style}">{shown}</td>'
