"""The 15 × 15 squares of a Triolet board: one widget, drawn by a small stylesheet.

225 ``Button`` widgets cost a model, a view, a layout and a style each: in a real browser a
board of them took 1–2 s to appear (a bare Button: 0.1 s). So the squares are ONE
``ToggleButtons`` widget with 225 options: one model, 225 plain DOM buttons, on screen in
about the time of a bare Button. Its selection is only used as a click
(:class:`ClickButtons`).

Each square's look (its colour, from the Okabe–Ito palette) comes from a stylesheet scoped
to this board, one rule per look listing its squares; the marks (``×2``, ``×3``, ``↻``,
``★``, numbers) are the buttons' labels, so the meaning stays without colour too. A render
sends only the labels and the stylesheet when they changed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import ipywidgets as w
import traitlets

from mathplay.widgets.triolet_look import SQUARE_STYLES, Look

__all__ = ["COORD_PX", "GAP_PX", "SQUARE_PX", "ClickButtons", "SquareGrid"]

SQUARE_PX, GAP_PX, COORD_PX = 40, 3, 22
OUTLINES = {
    Look.HINT: "outline:3px dashed #0072B2;outline-offset:-3px",
    Look.PENDING: "outline:3px solid #003f63;outline-offset:-3px",
}
_boards = itertools.count(1)


class ClickButtons(w.ToggleButtons):
    """A ``ToggleButtons`` used as a set of plain buttons: a click sets ``index``, and
    :meth:`on_press` sets it back to ``None`` at once (so the same button can be clicked
    again), then hands the click over. The reset goes to the browser before anything the
    click changes, so a second click never meets a stale selection; the click itself is not
    echoed back (one message fewer, one redraw of the buttons fewer)."""

    index = traitlets.Int(None, allow_none=True).tag(sync=True, echo_update=False)

    def on_press(self, action: Callable[[int], None]) -> None:
        """Call ``action(index)`` for every click."""

        def pressed(change: dict) -> None:
            if change["new"] is not None:
                self.index = None
                action(change["new"])

        self.observe(pressed, names="index")


class SquareGrid:
    """The squares (``buttons``), their stylesheet (``css``) and the row and column numbers,
    laid out in ``widget``; ``on_click(row, col)`` is called for every click on a square."""

    def __init__(
        self, size: int, looks: Sequence[tuple[Look, str]], on_click: Callable[[int, int], None]
    ) -> None:
        self.size = size
        self.scope = f"mathplay-triolet-b{next(_boards)}"  # a class on the board: CSS scope
        self.shown = list(looks)
        pitch = SQUARE_PX + GAP_PX
        self.buttons = ClickButtons(
            options=[(label, at) for at, (_, label) in enumerate(looks)],
            index=None,
            style=w.ToggleButtonsStyle(button_width=f"{SQUARE_PX}px", font_weight="bold"),
            layout=w.Layout(width=f"{size * pitch}px", height="auto"),
        )
        self.buttons.add_class("mathplay-squares")
        self.css = w.HTML(self.stylesheet(), layout=w.Layout(display="none"))
        self.buttons.on_press(lambda at: on_click(*divmod(at, size)))
        self.widget = w.GridBox(
            [*_coordinates(size), self.buttons],
            layout=w.Layout(
                grid_template_columns=f"{COORD_PX}px {size * pitch}px",
                grid_template_rows=f"{COORD_PX}px auto",
                grid_gap=f"0 {GAP_PX}px",
            ),
        )
        self.widget.add_class("mathplay-triolet-grid")

    def show(self, looks: Sequence[tuple[Look, str]]) -> None:
        """Draw every square's look and label (row by row); unchanged parts send nothing."""
        looks = list(looks)
        if looks == self.shown:
            return
        if [label for _, label in looks] != [label for _, label in self.shown]:
            self.buttons.options = [(label, at) for at, (_, label) in enumerate(looks)]
        self.shown = looks
        self.css.value = self.stylesheet()

    def set_tooltips(self, tips: Sequence[str]) -> None:
        self.buttons.tooltips = list(tips)

    def look_at(self, row: int, col: int) -> Look:
        return self.shown[row * self.size + col][0]

    def label_at(self, row: int, col: int) -> str:
        return self.shown[row * self.size + col][1]

    def stylesheet(self) -> str:
        """The rules for this board's squares: the grid, then one rule per look in use."""
        scope = f".{self.scope} .mathplay-squares"
        background, text, size, _ = SQUARE_STYLES[Look.EMPTY]
        rules = [
            f"{scope} > div{{display:grid;grid-template-columns:repeat({self.size},"
            f"{SQUARE_PX}px);gap:{GAP_PX}px}}",
            f"{scope} button{{width:{SQUARE_PX}px;height:{SQUARE_PX}px;margin:0;padding:0;"
            f"line-height:{SQUARE_PX}px;border-radius:5px;font-weight:bold;"
            f"font-family:'DejaVu Sans',sans-serif;box-shadow:inset 0 -2px 0 #0002;"
            f"background:{background};color:{text};font-size:{size}}}",
        ]
        squares: dict[Look, list[int]] = {}
        for at, (look, _) in enumerate(self.shown):
            squares.setdefault(look, []).append(at + 1)
        for look, where in squares.items():
            if look == Look.EMPTY:
                continue
            background, text, size, _ = SQUARE_STYLES[look]
            extra = f";{OUTLINES[look]}" if look in OUTLINES else ""
            which = ",".join(f":nth-child({n})" for n in where)
            rules.append(
                f"{scope} button:is({which}){{background:{background};color:{text};"
                f"font-size:{size}{extra}}}"
            )
        return f"<style>{''.join(rules)}</style>"


def _coordinates(size: int) -> list[w.HTML]:
    """The corner, the column numbers (one widget) and the row numbers (one widget)."""
    pitch = f"repeat({size}, {SQUARE_PX}px)"
    cell = "display:flex;align-items:center;justify-content:center;color:#666;font-size:12px"
    numbers = "".join(f'<span style="{cell}">{n}</span>' for n in range(size))
    across = (
        f'<div style="display:grid;grid-template-columns:{pitch};gap:{GAP_PX}px">{numbers}</div>'
    )
    down = f'<div style="display:grid;grid-template-rows:{pitch};gap:{GAP_PX}px">{numbers}</div>'
    widgets = [w.HTML(), w.HTML(across), w.HTML(down)]
    for label in widgets:
        label.add_class("mathplay-triolet-coord")
    return widgets
