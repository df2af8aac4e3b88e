"""A Memory Max game as a small HTML picture for notebooks (no widget needed)."""

from __future__ import annotations

from html import escape

from mathplay.games.memory.cards import CHAOS
from mathplay.games.memory.state import Phase, State

__all__ = ["game_html"]

_CELL = "width:2.2em;height:2.6em;text-align:center;border-radius:4px;font-size:1.1em;"
_STYLES = {
    "down": _CELL + "background:#3b5b92;color:#fff;",
    "up": _CELL + "background:#fff;border:2px solid #e69f00;font-weight:bold;",
    "taken": _CELL + "background:transparent;",
}


def _face(face: str | None) -> str:
    return "✱" if face == CHAOS else escape(face or "")


def game_html(state: State) -> str:
    """The grid as everyone at the table sees it, then each player's cards."""
    rows, cols = state.rules.grid
    lines = ['<table style="border-collapse:separate;border-spacing:4px">']
    for row in range(rows):
        cells = []
        for col in range(cols):
            position = state.rules.position(row, col)
            if position >= len(state.grid):
                cells.append(f'<td style="{_STYLES["taken"]}"></td>')
                continue
            status = str(state.status(position))
            text = {"up": _face(state.face(position)), "down": "?"}.get(status, "")
            cells.append(f'<td style="{_STYLES[status]}">{text}</td>')
        lines.append("<tr>" + "".join(cells) + "</tr>")
    lines.append("</table><ul>")
    over = state.phase == Phase.OVER
    for player, name in enumerate(state.players):
        cards = " ".join(_face(face) for face in state.hand(player)) or "—"
        turn = " ◀" if player == state.current_player and not over else ""
        lines.append(f"<li><b>{escape(name)}</b>{turn}: {cards}</li>")
    lines.append("</ul>")
    return "".join(lines)
