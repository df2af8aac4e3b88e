"""The faces of Memory Max cards: digits, operators, the variable Y and chaos.

A face is a canonical card symbol of :mod:`mathplay.expr` (``"7"``, ``"×"``, ``"Y"``) or
:data:`CHAOS`. Number cards go back face down after a mismatch; every other face is a
*bonus card* that the player takes at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from mathplay.errors import MathplayError
from mathplay.expr import DIGITS, OPERATORS, WILDCARD, normalize_symbol

__all__ = ["CHAOS", "is_bonus", "is_number", "read_faces"]

CHAOS = "chaos"


def is_number(face: str) -> bool:
    """Whether ``face`` is a number card (a digit)."""
    return len(face) == 1 and face in DIGITS


def is_bonus(face: str) -> bool:
    """Whether ``face`` is taken as a bonus card on a mismatch (operator, Y or chaos)."""
    return not is_number(face)


def read_faces(faces: str | Iterable[str]) -> tuple[str, ...]:
    """Canonical faces from ``"7 7 + × Y chaos"`` (split at spaces) or a sequence of faces.

    People may type ``*``, ``-``, ``/`` and so on, as in :mod:`mathplay.expr`; ``chaos`` is
    written as a word (any case). Raises :class:`MathplayError` (``memory.unknown_face``).
    """
    items = faces.split() if isinstance(faces, str) else list(faces)
    out = []
    for item in items:
        text = str(item).strip()
        if text.lower() == CHAOS:
            out.append(CHAOS)
            continue
        symbol = normalize_symbol(text)
        if symbol is None or not (symbol in DIGITS or symbol in OPERATORS or symbol == WILDCARD):
            raise MathplayError("memory.unknown_face", face=text)
        out.append(symbol)
    return tuple(out)
