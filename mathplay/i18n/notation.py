"""How each school writes × and ÷: English and Japanese classes write 7 × 2 and 7 ÷ 2, Polish
classes 7 · 2 and 7 : 2.

Only what is shown changes: the parser reads every form in every language (``7·2``,
``7:2``, ``7*2``, ``7/2``), and the game's cards keep their canonical symbols × and ÷.
The lessons (their text, tables, worked steps and feedback) and the boards' cards and
expressions pass what they show through :func:`notation`.
"""

from __future__ import annotations

__all__ = ["SYMBOLS", "notation"]

SYMBOLS: dict[str, dict[str, str]] = {"en": {}, "ja": {}, "pl": {"×": "·", "÷": ":"}}
"""For each language, the symbols its school writes instead of the canonical ones."""

_TABLES = {language: str.maketrans(table) for language, table in SYMBOLS.items() if table}


def notation(text: str, language: str) -> str:
    """``text`` with × and ÷ written as ``language``'s school writes them (``"8 − 3 ÷ 3"``
    is ``"8 − 3 : 3"`` in Polish). Only for text that shows arithmetic: a grid of 4 × 6
    squares stays 4 × 6."""
    table = _TABLES.get(language)
    return text.translate(table) if table else text
