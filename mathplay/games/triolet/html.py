"""Small HTML pictures of a board and a game for notebooks (no widgets, no JavaScript)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from mathplay.i18n import translate

if TYPE_CHECKING:
    from mathplay.games.triolet.board import Board
    from mathplay.games.triolet.game import TrioletGame

__all__ = ["board_html", "game_html"]

_COLOURS = {"double": "#bfe3ff", "triple": "#ffc9d6", "replay": "#c8f0c0"}
_MARKS = {"double": "×2", "triple": "×3", "replay": "↻"}
_CELL = (
    "width:1.7em;height:1.7em;text-align:center;vertical-align:middle;padding:0;"
    "border:1px solid #999;font:600 0.85em sans-serif;"
)


def board_html(board: Board) -> str:
    """A table of the squares: tiles as numbers (a wild tile with ★), premium squares
    coloured and marked ×2, ×3 or ↻, the centre with a ★ until a tile covers it."""
    centre = board.rules.centre
    rows = []
    for row in range(board.size):
        cells = []
        for col in range(board.size):
            premium = board.premium_at(row, col)
            value = board.get(row, col)
            background = "#f6e7c1" if value is not None else _COLOURS.get(premium or "", "#fff")
            if value is not None:
                text = f"{value}★" if board.is_wild(row, col) else str(value)
            elif (row, col) == centre:
                text = "★"
            else:
                text = _MARKS.get(premium or "", "")
            title = f"({row}, {col})" + (f" {premium}" if premium else "")
            cells.append(
                f'<td title="{escape(title)}" style="{_CELL}background:{background}">'
                f"{escape(text)}</td>"
            )
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return f'<table style="border-collapse:collapse">{"".join(rows)}</table>'


def game_html(game: TrioletGame) -> str:
    """The board with each player's score under it; the player to move in bold."""
    scores = []
    for player, (name, score) in enumerate(zip(game.players, game.scores, strict=True)):
        text = escape(f"{name}: {score}")
        bold = player == game.current_player and not game.is_terminal
        scores.append(f"<b>{text}</b>" if bold else text)
    footer = translate("triolet.bag_count", count=len(game.bag))
    return f"{board_html(game.board)}<p>{' · '.join(scores)} · {escape(footer)}</p>"
