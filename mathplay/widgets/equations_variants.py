"""The controls of the Equations variants a game was started with.

- Rearranging (``Rules.rearrange``): write the three equations as they should be and pay
  for it (the engine says how much: one equation among itself, or across equations), or
  switch to "turn a card face down" and click a table card.
- Trading (``Rules.trading``): by agreement between two people at the table: the cards and
  points each gives.

Only the variants of the game are shown; every check is the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from mathplay.games.equations import EquationsGame
from mathplay.widgets.parts import button, escape

__all__ = ["VariantsPort", "VariantsView"]


@runtime_checkable
class VariantsPort(Protocol):
    """What the variants' panels use of their table (an
    :class:`~mathplay.widgets.equations.EquationsTable` is one): the game, the words, when
    the table last changed, whether "turn a card face down" is on, whom the player may
    trade with, and the three gestures of the panels."""

    game: EquationsGame
    moves_seen: int
    face_down_mode: bool

    def tr(self, message_id: str, **params: Any) -> str: ...

    def trade_partners(self) -> list[tuple[str, int]]: ...

    def rearrange(self, equations: Sequence[str]) -> None: ...

    def toggle_face_down(self) -> None: ...

    def trade(
        self,
        partner: int | str,
        give: str | Sequence[str] = "",
        take: str | Sequence[str] = "",
        *,
        give_points: int = 0,
        take_points: int = 0,
    ) -> None: ...


BOX_LAYOUT = {"border": "2px dashed #999", "padding": "0.3em 0.6em", "margin": "0.3em 0"}


def _control(label_width: str = "8em") -> dict[str, object]:
    return {"style": {"description_width": label_width}, "layout": w.Layout(width="20em")}


class VariantsView:
    """The rearranging and trading panels of an
    :class:`~mathplay.widgets.equations.EquationsTable` (hidden for a game without them)."""

    def __init__(self, board: VariantsPort) -> None:
        self.board = board
        rules = board.game.rules
        self._filled_at: int | None = None  # the move count the equation texts were written at
        self.rearrange_title = w.HTML()
        self.texts = [
            w.Text(**_control(), _dom_classes=("mathplay-eq-rearrange-text",)) for _ in range(3)
        ]
        self.rearrange_button = button(
            "", self._rearrange, button_style="warning", css="mathplay-eq-rearrange"
        )
        self.face_down_button = button("", board.toggle_face_down, css="mathplay-eq-face-down")
        self.rearrange_box = w.VBox(
            [
                self.rearrange_title,
                *self.texts,
                w.HBox([self.rearrange_button, self.face_down_button]),
            ],
            layout=w.Layout(**BOX_LAYOUT),
        )
        self.trade_title = w.HTML()
        self.partner = w.Dropdown(**_control())
        self.give = w.Text(**_control())
        self.take = w.Text(**_control())
        self.give_points = w.BoundedIntText(min=0, max=999, **_control())
        self.take_points = w.BoundedIntText(min=0, max=999, **_control())
        self.trade_button = button("", self._trade, button_style="warning", css="mathplay-eq-trade")
        self.trade_box = w.VBox(
            [
                self.trade_title,
                self.partner,
                self.give,
                self.give_points,
                self.take,
                self.take_points,
                self.trade_button,
            ],
            layout=w.Layout(**BOX_LAYOUT),
        )
        self.box = w.VBox(
            [self.rearrange_box, self.trade_box] if (rules.rearrange or rules.trading) else [],
            _dom_classes=("mathplay-eq-variants",),
        )

    def _rearrange(self) -> None:
        self.board.rearrange([text.value for text in self.texts])

    def _trade(self) -> None:
        self.board.trade(
            self.partner.value,
            self.give.value,
            self.take.value,
            give_points=self.give_points.value,
            take_points=self.take_points.value,
        )

    def render(self, open_now: bool) -> None:
        """Show the panels of the game's variants while the person to play may put cards
        down (``open_now``: the table's ``may_build``)."""
        board = self.board
        rules = board.game.rules
        self.rearrange_box.layout.display = None if rules.rearrange and open_now else "none"
        partners = board.trade_partners()
        trading = rules.trading and open_now and bool(partners)
        self.trade_box.layout.display = None if trading else "none"
        if rules.rearrange and open_now:
            self._draw_rearrange()
        if trading:
            self._draw_trade(partners)

    def _draw_rearrange(self) -> None:
        board = self.board
        game, tr = board.game, board.tr
        rules = game.rules
        self.rearrange_title.value = "<b>{}</b>".format(
            escape(
                tr(
                    "widgets.equations.rearrange_title",
                    one=rules.rearrange_one_cost,
                    all=rules.rearrange_all_cost,
                )
            )
        )
        if self._filled_at != board.moves_seen:  # new table: write it out afresh
            self._filled_at = board.moves_seen
            for text, equation in zip(self.texts, game.equations, strict=True):
                text.value = equation.to_text()
        for number, text in enumerate(self.texts, start=1):
            text.description = tr("widgets.equations.rearrange_equation", equation=number)
        self.rearrange_button.description = tr("widgets.equations.rearrange_button")
        key = "face_down_stop" if board.face_down_mode else "face_down_button"
        self.face_down_button.description = tr(
            f"widgets.equations.{key}", cost=rules.rearrange_all_cost
        )
        self.face_down_button.button_style = "info" if board.face_down_mode else ""

    def _draw_trade(self, partners: list[tuple[str, int]]) -> None:
        tr = self.board.tr
        self.trade_title.value = f"<b>{escape(tr('widgets.equations.trade_title'))}</b>"
        if list(self.partner.options) != partners:
            self.partner.options = partners
        self.partner.description = tr("widgets.equations.trade_partner")
        self.give.description = tr("widgets.equations.trade_give")
        self.take.description = tr("widgets.equations.trade_take")
        self.give_points.description = tr("widgets.equations.trade_give_points")
        self.take_points.description = tr("widgets.equations.trade_take_points")
        self.give.placeholder = self.take.placeholder = "3 +"
        self.trade_button.description = tr("widgets.equations.trade_button")
