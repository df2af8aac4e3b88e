"""ExpressionBuilder: click cards into a row, see the value, check it against a goal."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

import ipywidgets as w

from mathplay.core.goal import goal_distance, read_goal
from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import DIGITS, OPERATORS, WILDCARD, ExprRules, evaluate, parse_cards, split_cards
from mathplay.games.base import is_index
from mathplay.widgets.base import Board
from mathplay.widgets.parts import button, card_html, escape

__all__ = ["ExpressionBuilder", "format_value"]


def format_value(value: Fraction) -> str:
    """``7``, ``7/2``, ``−3/4``: a value as a pupil writes it."""
    text = (
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    )
    return text.replace("-", "−")


def goal_message(goal: Any, board: str = "builder") -> tuple[str, dict[str, Any]]:
    """The message id (``widgets.<board>.goal_*``) and parameters that state a goal, read
    by :func:`mathplay.core.goal.read_goal` (``search.goal`` if it makes no sense)."""
    if goal is None:
        return f"widgets.{board}.goal_none", {}
    reading = read_goal(goal)
    if reading.kind != "target":
        return f"widgets.{board}.goal_{reading.kind}", {}
    return f"widgets.{board}.goal_target", {"target": format_value(reading.target)}


BUILDER_CSS = (
    "<style>.mathplay-builder-card { margin: 2px 3px; border-radius: 6px; }"
    ".mathplay-builder-used { opacity: 0.35; text-decoration: line-through; }</style>"
)


class ExpressionBuilder(Board):
    """The lessons' puzzle widget: build an expression from all the cards.

    Gestures as methods, for tests and for keyboard users: :meth:`click_card`,
    :meth:`choose_wildcard`, :meth:`take_back`, :meth:`clear`, :meth:`check`.
    """

    def __init__(
        self,
        cards: str | Iterable[str],
        goal: Any = "max",
        *,
        rules: ExprRules = ExprRules(),
        wildcard_values: Iterable[str] | None = None,
        language: str | None = None,
        time_limit: float = 1.0,
    ) -> None:
        super().__init__(language=language)
        self.cards: tuple[str, ...] = split_cards(cards)
        if not self.cards:
            raise MathplayError("widgets.builder.no_cards")
        goal_message(goal)  # a clear error now for a goal that makes no sense
        self.goal = goal
        self.rules = rules
        self.wildcard_values = tuple(wildcard_values or (*DIGITS, *OPERATORS))
        self.time_limit = time_limit
        self.placed: list[tuple[int, str]] = []  # (card index, symbol it shows)
        self.pending_wildcard: int | None = None
        self.result: Any = None  # the last check's best solution
        self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.row = w.HTML()
        self.value_line = w.HTML()
        self.heading = w.HTML()
        self.picker = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.controls = w.HBox()
        self.children = [
            self.heading,
            self.hand,
            self.picker,
            self.row,
            self.value_line,
            self.controls,
            self.thinking,
            self.status,
        ]
        self.render()

    # ----- gestures -------------------------------------------------------------------
    def click_card(self, index: int) -> None:
        """Put card ``index`` at the end of the row (a Y first asks what it becomes)."""
        self.safely(self._click_card, index)

    def _click_card(self, index: int) -> None:
        if not is_index(index, len(self.cards)):
            raise MathplayError("widgets.builder.no_such_card", index=index)
        if index in self.used:
            raise MathplayError("widgets.builder.card_used")
        if self.cards[index] == WILDCARD:
            self.pending_wildcard = index
            self.clear_message()
            self.render()
            return
        self.placed.append((index, self.cards[index]))
        self.clear_message()
        self.render()

    def choose_wildcard(self, symbol: str) -> None:
        """Place the Y card that was clicked, as ``symbol``."""
        self.safely(self._choose_wildcard, symbol)

    def _choose_wildcard(self, symbol: str) -> None:
        if self.pending_wildcard is None:
            raise MathplayError("widgets.builder.no_wildcard")
        (symbol,) = split_cards([symbol])
        if symbol not in self.wildcard_values:
            raise MathplayError("widgets.builder.bad_wildcard", symbol=symbol)
        self.placed.append((self.pending_wildcard, symbol))
        self.pending_wildcard = None
        self.render()

    def take_back(self) -> None:
        """Take the last card of the row back into the hand."""
        if self.placed:
            self.placed.pop()
        self.pending_wildcard = None
        self.clear_message()
        self.render()

    def clear(self) -> None:
        """Take every card back."""
        self.placed.clear()
        self.pending_wildcard = None
        self.clear_message()
        self.render()

    def check(self) -> None:
        """Compare the row with the best expression for the goal (uses all the cards)."""
        self.safely(self._check)

    def _check(self) -> None:
        if len(self.placed) < len(self.cards):
            raise MathplayError("widgets.builder.use_all", left=len(self.cards) - len(self.placed))
        value = evaluate(parse_cards(self.row_symbols, self.rules))
        if self.goal is None:
            self.say("widgets.builder.value_is", kind="good", value=format_value(value))
            return

        def solve() -> Any:
            # lazy: the search (a second of imports) only when the best is asked for
            from mathplay.search import best_expression

            return best_expression(
                self.cards,
                self.goal,
                rules=self.rules,
                wildcard_values=self.wildcard_values,
                time_limit=self.time_limit,
            )

        self.run_slow(solve, lambda best: self._judge(value, best))

    def _judge(self, value: Fraction, best: Any) -> None:
        self.result = best
        if best is None or _distance(value, self.goal) <= _distance(best.value, self.goal):
            self.say("widgets.builder.best", kind="good", value=format_value(value))
        else:
            self.say(
                "widgets.builder.not_best",
                value=format_value(value),
                best=format_value(best.value),
                expression=best.expression,
            )

    # ----- state ----------------------------------------------------------------------
    @property
    def used(self) -> set[int]:
        return {index for index, _ in self.placed}

    @property
    def row_symbols(self) -> tuple[str, ...]:
        return tuple(symbol for _, symbol in self.placed)

    @property
    def expression(self) -> str:
        """The row as text, card after card (``"98+1×7"``)."""
        return "".join(self.row_symbols)

    @property
    def value(self) -> Fraction | None:
        """The row's value, or ``None`` while it is not a complete expression."""
        try:
            return evaluate(parse_cards(self.row_symbols, self.rules))
        except ExpressionError:
            return None

    # ----- drawing --------------------------------------------------------------------
    def _build(self) -> None:
        """Create the widgets once; :meth:`render` only updates them (fast round trips)."""
        self.hand.children = [
            button(
                symbol,
                lambda i=i: self.click_card(i),
                width="2.6em",
                words=False,
                style={"font_size": "22px", "font_weight": "bold"},
                css="mathplay-builder-card",
                layout={"height": "2.4em"},  # a card as big as a fingertip
            )
            for i, symbol in enumerate(self.cards)
        ]
        self.picker_label = w.HTML()
        self.picker.children = [self.picker_label] + [
            button(symbol, lambda s=symbol: self.choose_wildcard(s), width="2.6em", words=False)
            for symbol in self.wildcard_values
        ]
        self.controls.children = [
            button("", self.take_back),
            button("", self.clear),
            button("", self.check, button_style="primary"),
        ]

    def render(self) -> None:
        if not self.hand.children:
            self._build()
        goal_id, params = goal_message(self.goal)
        self.heading.value = f"{BUILDER_CSS}<b>{escape(self.tr(goal_id, **params))}</b>"
        used = self.used
        for i, (card, symbol) in enumerate(zip(self.hand.children, self.cards, strict=True)):
            card.description = self.tr("widgets.card_face", symbol=symbol)  # · in Polish
            card.disabled = i in used or self.busy
            card.tooltip = self.tr("widgets.builder.wildcard_tip") if symbol == WILDCARD else ""
            if i in used:  # a used card looks used: greyed and struck through
                card.add_class("mathplay-builder-used")
            else:
                card.remove_class("mathplay-builder-used")
        self.picker.layout.display = "none" if self.pending_wildcard is None else "flex"
        for choice, symbol in zip(self.picker.children[1:], self.wildcard_values, strict=True):
            choice.description = self.tr("widgets.card_face", symbol=symbol)
        self.picker_label.value = escape(self.tr("widgets.builder.choose_wildcard"))
        faces = [self.tr("widgets.card_face", symbol=symbol) for symbol in self.row_symbols]
        self.row.value = "".join(card_html(face) for face in faces) or (
            f"<i>{escape(self.tr('widgets.builder.empty_row'))}</i>"
        )
        self.value_line.value = self._value_html()
        for control, message_id in zip(
            self.controls.children,
            ("widgets.take_back", "widgets.clear", "widgets.check"),
            strict=True,
        ):
            control.description = self.tr(message_id)

    def _value_html(self) -> str:
        if not self.placed:
            return ""
        try:
            value = evaluate(parse_cards(self.row_symbols, self.rules))
        except ExpressionError as err:
            reason = err.localized(self.language).split("\n")[0]
            return f'<span style="color:#555">{escape(reason)}</span>'
        return f'<span style="font-size:1.4em">= <b>{escape(format_value(value))}</b></span>'


def _distance(value: Fraction, goal: Any) -> Fraction:
    """How far a value is from the goal (the game's :func:`goal_distance`): smaller is
    better; a plain number is a target."""
    if not isinstance(goal, str | tuple):
        goal = ("target", Fraction(goal))
    return goal_distance(goal, value)
