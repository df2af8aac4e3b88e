"""The cards every game shares, and how people type them.

Canonical card symbols: the digits ``0``–``9``, the operators ``+ − × ÷`` (with the true
minus sign U+2212), ``=`` and the wildcard ``Y``. People type ``-``, ``*``, ``x``, ``/`` and
``:`` (÷ as a colon, as in Polish and German schools), and a Japanese keyboard types
full-width forms (``１２＋３×４``); :func:`normalize_symbol` maps them all.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from itertools import islice

from mathplay.errors import ExpressionError, shown

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
    "fold",
    "normalize_symbol",
    "split_cards",
    "symbol_error",
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


MAX_CARDS = 10_000
"""The most cards a sequence of cards may hold (a hand of the games has at most a few dozen)."""

_NOT_PLAIN = ("<super>", "<sub>", "<circle>", "<fraction>")
"""Forms that NFKC would fold into a digit or a sign but that mean something else: ``3²`` is
not 32, ``①`` is not a card."""


def normalize_symbol(char: str) -> str | None:
    """The canonical card symbol for one typed character, or ``None`` if it is not one.

    Full-width and other compatibility forms are folded (NFKC) character by character, so
    positions in the typed text stay valid for error carets; raised, lowered, circled and
    fraction forms (``²``, ``₃``, ``①``, ``½``) are not folded: they are no card.
    """
    if not isinstance(char, str) or len(char) != 1:
        return None
    if char in DIGITS or char in _ALIASES:
        return char if char in DIGITS else _ALIASES[char]
    folded = fold(char)
    if len(folded) != 1:
        return None
    if folded in DIGITS:
        return folded
    return _ALIASES.get(folded)


def fold(text: str) -> str:
    """``text`` with full-width and other compatibility forms folded (NFKC) character by
    character, except the raised, lowered, circled and fraction forms, which stay as typed."""
    if text.isascii():
        return text
    return "".join(
        char
        if unicodedata.decomposition(char).startswith(_NOT_PLAIN)
        else unicodedata.normalize("NFKC", char)
        for char in text
    )


def symbol_error(text: str, index: int) -> ExpressionError:
    """The error for ``text[index]``, which is no card symbol (a caret under it)."""
    char = text[index]
    raised = unicodedata.decomposition(char).startswith(_NOT_PLAIN)
    message_id = "expr.not_plain" if raised else "expr.unknown_symbol"
    return ExpressionError(message_id, text=text, span=(index, index + 1), symbol=char)


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
    sequence (at most :data:`MAX_CARDS`) every item must be exactly one card. Raises
    :class:`ExpressionError` otherwise (``expr.unknown_symbol``, ``expr.not_plain``,
    ``expr.not_a_card``, ``expr.not_cards`` for ``None`` or a number).
    """
    if isinstance(cards, str):
        out = []
        for index, char in enumerate(cards):
            if char.isspace():
                continue
            symbol = normalize_symbol(char)
            if symbol is None:
                raise symbol_error(cards, index)
            out.append(symbol)
        return tuple(out)
    if not isinstance(cards, Iterable) or isinstance(cards, bytes | bytearray):
        raise ExpressionError("expr.not_cards", kind=type(cards).__name__, cards=shown(cards))
    taken = list(islice(cards, MAX_CARDS + 1))  # a generator that never ends stops here
    if len(taken) > MAX_CARDS:
        raise ExpressionError("expr.too_many_cards", limit=MAX_CARDS)
    out = []
    for position, item in enumerate(taken):
        symbol = normalize_symbol(item.strip()) if isinstance(item, str) else None
        if symbol is None:
            items = [i if isinstance(i, str) else shown(i) for i in taken]
            text = " ".join(items)
            start = sum(len(i) + 1 for i in items[:position])
            raise ExpressionError(
                "expr.not_a_card",
                text=text,
                span=(start, start + max(1, len(items[position]))),
                card=items[position],
            )
        out.append(symbol)
    return tuple(out)
