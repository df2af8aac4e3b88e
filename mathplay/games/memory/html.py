"""A Memory Max game as a small HTML picture for notebooks (no widget needed)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from mathplay.games.memory.cards import CHAOS

if TYPE_CHECKING:
    from mathplay.games.memory.game import MemoryGame

__all__ = ["game_html"]

_CELL = "width:2.2em;height:2.6em;text-align:center;border-radius:4px;font-size:1.1em;"
_STYLES = {
    "down": _CELL + "background:#3b5b92;color:#fff;",
    "up": _CELL + "background:#fff;border:2px solid #e69f00;font-weight:bold;",
    "taken": _CELL + "background:transparent;",
}


def _face(face: str | None) -> str:
    return "✱" if face == CHAOS else escape(face or "")


def game_html(game: MemoryGame) -> str:
    """The grid as everyone at the table sees it, then each player's cards."""
    rows, cols = game.rules.grid
    lines = ['<table style="border-collapse:separate;border-spacing:4px">']
    for row in range(rows):
        cells = []
        for col in range(cols):
            position = game.rules.position(row, col)
            if position >= len(game.grid):
                cells.append(f'<td style="{_STYLES["taken"]}"></td>')
                continue
            status = str(game.status(position))
            text = {"up": _face(game.face(position)), "down": "?"}.get(status, "")
            cells.append(f'<td style="{_STYLES[status]}">{text}</td>')
        lines.append("<tr>" + "".join(cells) + "</tr>")
    lines.append("</table><ul>")
    for player, name in enumerate(game.players):
        cards = " ".join(_face(face) for face in game.hand(player)) or "—"
        turn = " ◀" if player == game.current_player and not game.is_terminal else ""
        lines.append(f"<li><b>{escape(name)}</b>{turn}: {cards}</li>")
    lines.append("</ul>")
    return "".join(lines)
