"""The lessons' pictures: matplotlib imported without a word on stderr, and a light table.

In a fresh Pyodide kernel (the JupyterLite site) matplotlib's first import builds its font
cache and logs "Matplotlib is building the font cache; this may take a moment." on every
page load: a pink line a pupil cannot do anything about. :func:`pyplot` imports it with
that logger quiet. :class:`Table` is a small table without pandas, for homework (a graded
notebook starts a fresh kernel for every pupil, and pandas alone costs about a second) and for
lesson 1's tables (on the static site pandas with NumPy costs seconds before its first board).
:class:`Picture` is a drawing made as text and HTML (a board after a move, the magic square).
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

__all__ = ["Picture", "Table", "pyplot"]


def pyplot() -> Any:
    """``matplotlib.pyplot``, imported with the font manager's log at ERROR for the import."""
    log = logging.getLogger("matplotlib.font_manager")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        import matplotlib.pyplot as plt
    finally:
        log.setLevel(level)
    return plt


class Table:
    """A small table: ``header`` (the top row's cells, the first one naming the rows) and
    ``rows`` (each a name and its cells), shown as HTML in a notebook and as text elsewhere."""

    def __init__(self, header: Sequence[Any], rows: Sequence[Sequence[Any]]) -> None:
        self.header = [str(cell) for cell in header]
        self.rows = [[str(cell) for cell in row] for row in rows]

    def _repr_html_(self) -> str:
        def line(cells: list[str], tag: str) -> str:
            return "<tr>" + "".join(f"<{tag}>{escape(c)}</{tag}>" for c in cells) + "</tr>"

        body = "".join(line(row, "td") for row in self.rows)
        return f"<table><thead>{line(self.header, 'th')}</thead><tbody>{body}</tbody></table>"

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(_width(row[i]) for row in lines) for i in range(len(self.header))]
        return "\n".join(
            "  ".join(" " * (w - _width(c)) + c for c, w in zip(row, widths, strict=True))
            for row in lines
        )


def _width(text: str) -> int:
    """How many columns ``text`` takes in a terminal: a Japanese character takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


@dataclass(frozen=True)
class Picture:
    """A drawing made twice: ``text`` (a terminal, a test) and ``html`` (a notebook)."""

    text: str
    html: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return self.html
