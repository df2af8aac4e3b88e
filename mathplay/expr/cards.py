"""The cards every game shares, and how people type them.

Canonical card symbols: the digits ``0``–``9``, the operators ``+ − × ÷`` (with the true
minus sign U+2212), ``=`` and the wildcard ``Y``. People type ``-``, ``*``, ``x``, ``/`` and
``:`` (÷ as a colon, as in Polish and German schools), and a Japanese keyboard types
full-width forms (``１２＋３×４``); :func:`normalize_symbol` maps them all.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

__all__ = [
    "DIGITS",
    "DIVIDE",
    "EQUALS",
    "MINUS",
    "OPERATORS",
    "PLUS",
    "TIMES",
    "WILDCARD",
    "card_kind",
    "normalize_symbol",
    "split_cards",
]

DIGITS = "0123456789"
PLUS, MINUS, TIMES, DIVIDE = "+", "\u2212", "\u00d7", "\u00f7"
OPERATORS: tuple[str, ...] = (PLUS, MINUS, TIMES, DIVIDE)
EQUALS = "="
WILDCARD = "Y"

_ALIASES: dict[str, str] = {
    "+": PLUS,
    "-": MINUS,
    MINUS: MINUS,
    "\u2013": MINUS,  # en dash
    "\u2010": MINUS,  # hyphen
    "\u30fc": MINUS,  # katakana long vowel mark, typed for minus on Japanese keyboards
    TIMES: TIMES,
    "*": TIMES,
    "x": TIMES,
    "X": TIMES,
    "\u00b7": TIMES,  # middle dot
    "\u22c5": TIMES,  # dot operator
    "\u2217": TIMES,  # asterisk operator
    DIVIDE: DIVIDE,
    "/": DIVIDE,
    ":": DIVIDE,
    "\u2215": DIVIDE,  # division slash
    EQUALS: EQUALS,
    WILDCARD: WILDCARD,
    "y": WILDCARD,
}


def normalize_symbol(char: str) -> str | None:
    """The canonical card symbol for one typed character, or ``None`` if it is not one.

    Full-width and other compatibility forms are folded (NFKC) character by character, so
    positions in the typed text stay valid for error carets.
    """
    if len(char) != 1:
        return None
    if char in DIGITS or char in _ALIASES:
        return char if char in DIGITS else _ALIASES[char]
    folded = unicodedata.normalize("NFKC", char)
    if len(folded) != 1:
        return None
    if folded in DIGITS:
        return folded
    return _ALIASES.get(folded)


def card_kind(symbol: str) -> str:
    """``"digit"``, ``"operator"``, ``"equals"`` or ``"wildcard"`` for a canonical symbol."""
    if symbol in DIGITS and len(symbol) == 1:
        return "digit"
    if symbol in OPERATORS:
        return "operator"
    if symbol == EQUALS:
        return "equals"
    if symbol == WILDCARD:
        return "wildcard"
    raise ValueError(f"not a card symbol: {symbol!r}")


def split_cards(cards: str | Iterable[str]) -> tuple[str, ...]:
    """Canonical card symbols from a card string (``"9 8 + 1 × 7 Y"``) or a sequence.

    In a string every non-space character is one card, so ``"98"`` is two cards. In a
    sequence every item must be exactly one card. Raises :class:`ExpressionError`
    (``expr.unknown_symbol`` / ``expr.not_a_card``) otherwise.
    """
    from mathplay.errors import ExpressionError

    if isinstance(cards, str):
        out = []
        for index, char in enumerate(cards):
            if char.isspace():
                continue
            symbol = normalize_symbol(char)
            if symbol is None:
                raise ExpressionError(
                    "expr.unknown_symbol", text=cards, span=(index, index + 1), symbol=char
                )
            out.append(symbol)
        return tuple(out)
    out = []
    items = list(cards)
    for position, item in enumerate(items):
        symbol = normalize_symbol(item.strip()) if isinstance(item, str) else None
        if symbol is None:
            text = " ".join(str(i) for i in items)
            start = sum(len(str(i)) + 1 for i in items[:position])
            raise ExpressionError(
                "expr.not_a_card",
                text=text,
                span=(start, start + max(1, len(str(item)))),
                card=str(item),
            )
        out.append(symbol)
    return tuple(out)
