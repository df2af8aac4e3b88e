"""The cards of the equations game: digits and operators, their two piles, their order."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from mathplay.core.multiset import CARD_ORDER
from mathplay.errors import ExpressionError
from mathplay.expr import DIGITS, split_cards

__all__ = ["CARD_ORDER", "Pile", "pile_of", "read_cards", "sort_cards"]


class Pile(StrEnum):
    """The two decks: each has a face-down draw pile and a discard pile."""

    DIGIT = "digit"
    OPERATOR = "operator"


def pile_of(card: str) -> Pile:
    """The deck a card belongs to."""
    return Pile.DIGIT if card in DIGITS else Pile.OPERATOR


def sort_cards(cards: Iterable[str]) -> list[str]:
    """Cards in the order a hand is shown: digits 0–9, then + − × ÷."""
    return sorted(cards, key=CARD_ORDER.index)


def read_cards(cards: str | Iterable[str]) -> tuple[str, ...]:
    """Canonical digit and operator cards from ``"3 - 3 / 7"`` or ``["3", "−"]``.

    Every character of a string is one card (``"25"`` is two cards). ``=`` and ``Y`` are
    not cards of this game: :class:`ExpressionError` ``equations.not_a_card``.
    """
    symbols = split_cards(cards)
    for index, symbol in enumerate(symbols):
        if symbol not in CARD_ORDER:
            text = " ".join(symbols)
            raise ExpressionError(
                "equations.not_a_card", text=text, span=(2 * index, 2 * index + 1), card=symbol
            )
    return symbols
