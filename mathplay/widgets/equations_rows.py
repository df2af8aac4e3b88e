"""The equations on the Equations table: one row per equation, each side a run of gaps and
cards, every one a Button made once.

:func:`show` changes only the traits that differ between a button's old :class:`Face` and
its new one, in one message; a side that outgrows its buttons gets more of them, once. The
hand's cards are drawn the same way (:mod:`.equations_view`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from mathplay.games.equations import Side
from mathplay.widgets.equations_look import GAP_MARK, CardLook, card_look, equals_card

__all__ = [
    "UNSET",
    "Face",
    "RowView",
    "RowsPort",
    "SideView",
    "card_button",
    "show",
    "toggle_class",
]


@runtime_checkable
class RowsPort(Protocol):
    """What the rows use of their table (an
    :class:`~mathplay.widgets.equations.EquationsTable` is one): the two clicks of a side
    and the words of a card's face."""

    def click_slot(self, equation: int, side: Side | str, index: int) -> None: ...

    def click_table_card(self, equation: int, side: Side | str, index: int) -> None: ...

    def tr(self, message_id: str, **params: Any) -> str: ...


CARD_LAYOUT = {"width": "46px", "height": "56px", "padding": "0", "flex": "0 0 auto"}
GAP_LAYOUT = {"width": "22px", "height": "56px", "padding": "0", "flex": "0 0 auto"}
# card widgets made for each side at first: a side starts with one card at most; more are made
# as it grows (two buttons and one message a card). Six made the board open with 96 widgets
# more (48 buttons and their layouts), nearly all hidden.
FIRST_CARDS = 2


@dataclass(frozen=True, slots=True)
class Face:
    """What a card or gap button shows: its text, its look, whether it may be clicked, and
    its marks (CSS classes for outlines)."""

    text: str
    look: CardLook
    enabled: bool
    marks: frozenset[str] = frozenset()


UNSET = Face("", CardLook.GAP, False, frozenset({"unset"}))  # a new button: draw it all
MARKS = ("mathplay-eq-pending", "mathplay-hand-selected", "mathplay-eq-hinted")


def card_button(
    style: w.ButtonStyle, layout: dict[str, str], css: str, on_click: Callable[[], Any]
) -> w.Button:
    """A card, gap or hand-card button that calls ``on_click()``, hidden until :func:`show`
    shows it (most of the slots made ahead stay hidden: no message for them)."""
    widget = w.Button(
        description=" ",
        style=style,
        layout=w.Layout(**layout, display="none"),
        _dom_classes=(css,),
    )
    widget.on_click(lambda _b: on_click())
    return widget


def show(
    widget: w.Button, face: Face | None, old: Face | None, styles: dict[CardLook, w.ButtonStyle]
) -> Face | None:
    """Update only what differs between the ``old`` face and the new one (``None``: the
    button is hidden); return the new face."""
    if face == old:
        return face
    if face is None:
        widget.layout.display = "none"
        return None
    if old is None or old is UNSET:
        widget.layout.display = None
    with widget.hold_sync():  # one message to the browser for all the changes
        widget.description = face.text
        widget.style = styles[face.look]
        widget.disabled = not face.enabled
        for css in MARKS:
            toggle_class(widget, css, css in face.marks)
    return face


class SideView:
    """One side of one equation: gaps and cards in turn, ``gap card gap card … gap``."""

    def __init__(
        self,
        board: RowsPort,
        styles: dict[CardLook, w.ButtonStyle],
        equation: int,
        side: Side,
    ) -> None:
        self.board = board
        self.styles = styles
        self.equation = equation
        self.side = side
        self.gaps: list[w.Button] = []
        self.cards: list[w.Button] = []
        self.gap_faces: list[Face | None] = []
        self.card_faces: list[Face | None] = []
        self.box = w.HBox(
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
            _dom_classes=(f"mathplay-eq-side-{side}",),
        )
        self.grow(FIRST_CARDS)

    def grow(self, count: int) -> None:
        """Have widgets for ``count`` cards (and ``count + 1`` gaps)."""
        if len(self.cards) >= count and self.gaps:
            return
        board, styles = self.board, self.styles
        equation, side = self.equation, self.side
        while len(self.gaps) <= count:
            at = len(self.gaps)
            gap = card_button(
                styles[CardLook.GAP],
                GAP_LAYOUT,
                "mathplay-eq-slot",
                lambda i=at: board.click_slot(equation, side, i),
            )
            self.gaps.append(gap)
            self.gap_faces.append(UNSET)
        while len(self.cards) < count:
            at = len(self.cards)
            card = card_button(
                styles[CardLook.DIGIT],
                CARD_LAYOUT,
                "mathplay-eq-card",
                lambda i=at: board.click_table_card(equation, side, i),
            )
            self.cards.append(card)
            self.card_faces.append(UNSET)
        self.box.children = _interleaved(self.gaps, self.cards)
        self.tip = ""  # the new gaps have no tooltip yet

    def render(self, items: list[tuple[str, bool]], person: bool, tip: str) -> None:
        """Show ``items`` (symbol, put down this turn) with a gap before, between, after;
        ``tip``: the gaps' tooltip. (Whether the gaps are lit is the table's class.)"""
        self.grow(len(items))
        if self.tip != tip:
            for gap in self.gaps:
                gap.tooltip = tip
            self.tip = tip
        styles = self.styles
        gap_face = Face(GAP_MARK, CardLook.GAP, person)
        for at, gap in enumerate(self.gaps):
            face = gap_face if at <= len(items) else None
            self.gap_faces[at] = show(gap, face, self.gap_faces[at], styles)
        for at, card in enumerate(self.cards):
            face = None
            if at < len(items):
                symbol, pending = items[at]
                look = CardLook.PENDING if pending else card_look(symbol)
                marks = frozenset({"mathplay-eq-pending"} if pending else ())
                shown = self.board.tr("widgets.card_face", symbol=symbol)  # · in Polish
                face = Face(shown, look, person, marks)
            self.card_faces[at] = show(card, face, self.card_faces[at], styles)


def _interleaved(gaps: list[w.Button], cards: list[w.Button]) -> list[w.Button]:
    order: list[w.Button] = []
    for at, gap in enumerate(gaps):
        order.append(gap)
        if at < len(cards):
            order.append(cards[at])
    return order


class RowView:
    """One equation: its number, the left side, the "=" card, the right side, its values."""

    def __init__(
        self, board: RowsPort, styles: dict[CardLook, w.ButtonStyle], equation: int
    ) -> None:
        self.equation = equation
        self.label = w.HTML(
            f'<div style="font-size:1.4em;font-weight:bold;color:#0b3d6e;width:1.6em;'
            f'text-align:center">{equation + 1}</div>'
        )
        self.sides = {side: SideView(board, styles, equation, side) for side in Side}
        self.equals = w.HTML(equals_card(), layout=w.Layout(margin="0 6px"))
        self.info = w.HTML(layout=w.Layout(margin="0 0 0 0.8em", min_width="9em"))
        self.box = w.HBox(
            [
                self.label,
                self.sides[Side.LEFT].box,
                self.equals,
                self.sides[Side.RIGHT].box,
                self.info,
            ],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
            _dom_classes=("mathplay-eq-row",),
        )


def toggle_class(widget: w.DOMWidget, css: str, on: bool) -> None:
    """Add or remove the CSS class ``css``."""
    if on:
        widget.add_class(css)
    else:
        widget.remove_class(css)
