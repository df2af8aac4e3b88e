"""Pieces of prompts as text and as HTML: sentences, rows of cards, a Triolet board.

The HTML uses inline styles in ``em`` units, so it looks right in a notebook output and
scales up with the larger print font of a worksheet. A Triolet board is drawn by the one
renderer of boards, :mod:`mathplay.games.triolet.picture`.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from mathplay.games.triolet import Board
from mathplay.games.triolet.picture import Marks, board_picture
from mathplay.i18n import translate
from mathplay.puzzles.base import Prompt

__all__ = ["board_prompt", "cards_html", "cards_text", "sentence"]

_CARD = (
    "display:inline-block;min-width:1.3em;padding:0.1em 0.3em;margin:0.1em;"
    "border:2px solid #333;border-radius:0.25em;background:#fff;color:#111;"
    "text-align:center;font:700 1.5em/1.25 sans-serif"
)
_FACE_DOWN = ";background:#b0bec5;color:#37474f"


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


def board_prompt(
    text: str, html: str, board: Board, marks: Marks, language: str, margin: int = 1
) -> Prompt:
    """A prompt made of a sentence (as text and HTML) and the board with its legend."""
    figure, picture = board_picture(board, marks, language, margin)
    return Prompt(text, figure, f"<p>{html}</p>{picture}")
