"""The 15 × 15 squares of a Triolet board: one widget per row, drawn by a small stylesheet.

225 ``Button`` widgets cost a model, a view, a layout and a style each: in a real browser a
board of them took 1–2 s to appear (a bare Button: 0.1 s). So each row of squares is ONE
``ToggleButtons`` widget with 15 options (:class:`ClickButtons`, its selection only used as
a click): 15 models, 225 plain DOM buttons. (One widget for all 225 appeared as fast, but
the browser redraws all its buttons on every change: a click on a square then took 2.3× a
bare Button's round trip; per row, 1.4×.)

Each square's look (its colour, from the Okabe–Ito palette) comes from a stylesheet scoped
to this board, one rule per look listing its squares; the marks (``×2``, ``×3``, ``↻``,
``★``, numbers) are the buttons' labels, so the meaning stays without colour too. A render
sends only the rows whose labels changed, and the stylesheet.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import ipywidgets as w
import traitlets

from mathplay.widgets.triolet_look import SQUARE_STYLES, Look

__all__ = ["ClickButtons", "SquareGrid"]

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
    """The squares (one :class:`ClickButtons` per row, in ``rows``), their stylesheet
    (``css``) and the row and column numbers, laid out in ``widget``; ``on_click(row, col)``
    is called for every click on a square."""

    def __init__(
        self, size: int, looks: Sequence[tuple[Look, str]], on_click: Callable[[int, int], None]
    ) -> None:
        self.size = size
        self.scope = f"mathplay-triolet-b{next(_boards)}"  # a class on the board: CSS scope
        self.shown = list(looks)
        self.tips: list[str] = [""] * (size * size)
        style = w.ToggleButtonsStyle(button_width="var(--sq)", font_weight="bold")
        row_layout = w.Layout(width="auto", height="auto")
        self.rows: list[ClickButtons] = []
        for row in range(size):
            buttons = ClickButtons(
                options=self._options(row),
                index=None,
                style=style,
                layout=row_layout,
                _dom_classes=(f"mathplay-row-{row}",),
            )
            buttons.on_press(lambda col, row=row: on_click(row, col))
            self.rows.append(buttons)
        self.squares = w.VBox(self.rows, _dom_classes=("mathplay-squares",))
        self.css = w.HTML(self.stylesheet(), layout=w.Layout(display="none"))
        self.widget = w.GridBox(
            [*_coordinates(size), self.squares],
            layout=w.Layout(
                grid_template_columns="var(--coord) auto",
                grid_template_rows="var(--coord) auto",
                grid_gap="0 var(--gap)",
            ),
            _dom_classes=("mathplay-triolet-grid",),
        )

    def _options(self, row: int) -> list[tuple[str, int]]:
        start = row * self.size
        return [
            (label, col) for col, (_, label) in enumerate(self.shown[start : start + self.size])
        ]

    def show(self, looks: Sequence[tuple[Look, str]], tips: Sequence[str]) -> None:
        """Draw every square's look, label and tooltip (what a screen reader says), row by
        row; unchanged rows send nothing, a changed row one message."""
        looks, tips = list(looks), list(tips)
        if looks == self.shown and tips == self.tips:
            return
        before, self.shown = self.shown, looks
        said, self.tips = self.tips, tips
        for row, buttons in enumerate(self.rows):
            part = slice(row * self.size, (row + 1) * self.size)
            relabel = [label for _, label in looks[part]] != [label for _, label in before[part]]
            retip = tips[part] != said[part]
            if relabel or retip:
                with buttons.hold_sync():
                    if relabel:
                        buttons.options = self._options(row)
                    if retip:
                        buttons.tooltips = tips[part]
        self.css.value = self.stylesheet()

    def look_at(self, row: int, col: int) -> Look:
        return self.shown[row * self.size + col][0]

    def label_at(self, row: int, col: int) -> str:
        return self.shown[row * self.size + col][1]

    def stylesheet(self) -> str:
        """The rules for this board's squares: the rows, then one rule per look in use."""
        scope = f".{self.scope} .mathplay-squares"
        background, text, size, _ = SQUARE_STYLES[Look.EMPTY]
        rules = [
            f"{scope}{{gap:var(--gap)}}",
            f"{scope} .widget-toggle-buttons > div{{display:flex;gap:var(--gap)}}",
            f"{scope} .widget-toggle-buttons{{margin:0}}",
            f"{scope} button{{width:var(--sq);height:var(--sq);margin:0;padding:0;"
            f"line-height:var(--sq);border-radius:4px;font-weight:bold;"
            f"font-family:'DejaVu Sans',sans-serif;box-shadow:inset 0 -2px 0 #0002;"
            f"background:{background};color:{text};font-size:{_scaled(size)}}}",
        ]
        squares: dict[Look, list[str]] = {}
        for at, (look, _) in enumerate(self.shown):
            row, col = divmod(at, self.size)
            squares.setdefault(look, []).append(f".mathplay-row-{row} button:nth-child({col + 1})")
        for look, where in squares.items():
            if look == Look.EMPTY:
                continue
            background, text, size, _ = SQUARE_STYLES[look]
            extra = f";{OUTLINES[look]}" if look in OUTLINES else ""
            rules.append(
                f"{scope} :is({','.join(where)}){{background:{background};color:{text};"
                f"font-size:{_scaled(size)}{extra}}}"
            )
        return f"<style>{''.join(rules)}</style>"


def _scaled(size: str) -> str:
    """A font size drawn for 40 px squares, scaled to the squares' size."""
    return f"calc(var(--sq) * {int(size.removesuffix('px')) / 40:.3f})"


def _coordinates(size: int) -> list[w.HTML]:
    """The corner, the column numbers (one widget) and the row numbers (one widget)."""
    pitch = f"repeat({size}, var(--sq))"
    cell = (
        "display:flex;align-items:center;justify-content:center;color:#555;"
        "font-size:clamp(9px, calc(var(--sq) * 0.3), 12px)"
    )
    numbers = "".join(f'<span aria-hidden="true" style="{cell}">{n}</span>' for n in range(size))
    across = (
        f'<div style="display:grid;grid-template-columns:{pitch};gap:var(--gap)">{numbers}</div>'
    )
    down = f'<div style="display:grid;grid-template-rows:{pitch};gap:var(--gap)">{numbers}</div>'
    return [w.HTML(text, _dom_classes=("mathplay-triolet-coord",)) for text in ("", across, down)]
