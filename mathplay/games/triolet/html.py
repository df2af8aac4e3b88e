"""A Triolet game as a small HTML picture for notebooks (no widgets, no JavaScript)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from mathplay.i18n import translate

if TYPE_CHECKING:
    from mathplay.games.triolet.state import State

__all__ = ["game_html"]


def game_html(state: State) -> str:
    """The board (:meth:`Board._repr_html_`) with each player's score under it; the player
    to move in bold."""
    scores = []
    for player, (name, score) in enumerate(zip(state.players, state.scores, strict=True)):
        text = escape(f"{name}: {score}")
        bold = player == state.current_player and not state.over
        scores.append(f"<b>{text}</b>" if bold else text)
    footer = translate("triolet.bag_count", count=len(state.bag))
    return f"{state.board._repr_html_()}<p>{' · '.join(scores)} · {escape(footer)}</p>"
