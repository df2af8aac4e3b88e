"""One equation on the table: cards left of its "=" card, cards right of it.

Sides are rows of canonical card symbols (each digit its own card). Adjacent digits form one
number (``2``, ``5`` is 25). :func:`side_value` reads a side with exact integer pairs, fast
enough for searches; :meth:`Equation.is_complete` gives the rules' verdict through
:func:`mathplay.expr.sides_equal` (SymPy), after that fast check says the sides balance.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from math import gcd

from mathplay.errors import ExpressionError
from mathplay.expr import DIGITS, DIVIDE, EQUALS, MINUS, PLUS, TIMES, sides_equal, split_cards
from mathplay.games.equations.cards import read_cards
from mathplay.games.equations.rules import Rules

__all__ = ["EQUATIONS", "Equation", "Side", "side_value"]

EQUATIONS = 3
"""The equations on the table."""

_LATEX = {PLUS: "+", MINUS: "-", TIMES: r"\times", DIVIDE: r"\div"}


class Side(StrEnum):
    """The two sides of an equation."""

    LEFT = "left"
    RIGHT = "right"


def side_value(
    cards: Iterable[str], leading_zero: bool = False, unary_minus: bool = False
) -> tuple[int, int] | None:
    """The exact value of a side as a reduced pair ``(p, q)``, ``q > 0``; ``None`` if the
    side is empty, not well-formed, or divides by zero."""
    total_p, total_q = 0, 1
    term_p = term_q = 0
    sign, op, number, digits = 1, PLUS, 0, 0
    expecting_number = True
    for position, card in enumerate(cards):
        if card in DIGITS:
            if digits == 1 and number == 0 and not leading_zero:
                return None
            number, digits = number * 10 + int(card), digits + 1
            expecting_number = False
            continue
        if expecting_number:
            if position == 0 and card == MINUS and unary_minus:
                sign = -1
                continue
            return None
        if op == PLUS:  # the number just read starts a new term
            term_p, term_q = number, 1
        elif op == TIMES:
            term_p *= number
        elif number == 0:
            return None
        else:
            term_q *= number
        if card in (PLUS, MINUS):
            total_p, total_q = total_p * term_q + sign * term_p * total_q, total_q * term_q
            divisor = gcd(total_p, total_q)
            total_p, total_q = total_p // divisor, total_q // divisor
            sign, op = (1 if card == PLUS else -1), PLUS
        else:
            op = card
        number, digits, expecting_number = 0, 0, True
    if expecting_number:
        return None
    if op == PLUS:
        term_p, term_q = number, 1
    elif op == TIMES:
        term_p *= number
    elif number == 0:
        return None
    else:
        term_q *= number
    total_p, total_q = total_p * term_q + sign * term_p * total_q, total_q * term_q
    divisor = gcd(total_p, total_q)
    return total_p // divisor, total_q // divisor


@dataclass(frozen=True, slots=True)
class Equation:
    """Cards left and right of one "=" card; ``face_down``: cards turned face down (a
    variant) that stay with this equation but no longer count."""

    left: tuple[str, ...] = ()
    right: tuple[str, ...] = ()
    face_down: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("left", "right", "face_down"):
            value = getattr(self, name)
            if not (isinstance(value, tuple) and all(isinstance(c, str) for c in value)):
                object.__setattr__(self, name, read_cards(value))

    @classmethod
    def from_text(cls, text: str) -> Equation:
        """Read ``"8 − 3 ÷ 3 = 7"``, ``"25 = 25"``, ``"8 ="``, ``"="``: one "=", any sides.

        Every digit is one card (``25`` is the cards 2 and 5). Raises
        :class:`ExpressionError` (``equations.one_equals``) without exactly one "=".
        """
        if not isinstance(text, str):
            raise ExpressionError("expr.not_text", text=repr(text), kind=type(text).__name__)
        symbols = split_cards(text)
        if symbols.count(EQUALS) != 1:
            raise ExpressionError(
                "equations.one_equals", text=text, span=(0, len(text)), count=symbols.count(EQUALS)
            )
        where = symbols.index(EQUALS)
        return cls(read_cards(symbols[:where]), read_cards(symbols[where + 1 :]))

    def to_text(self) -> str:
        """``"8 − 3 ÷ 3 = 7"``: digits of one number together, spaces around the rest."""
        return f"{_row_text(self.left)} = {_row_text(self.right)}".strip()

    def __str__(self) -> str:
        return self.to_text()

    def side(self, side: Side | str) -> tuple[str, ...]:
        """The cards of one side."""
        return self.left if Side(side) == Side.LEFT else self.right

    @property
    def size(self) -> int:
        """Cards on the table in this equation, "=" and face-down cards not counted."""
        return len(self.left) + len(self.right)

    @property
    def card_count(self) -> int:
        """The cards a completion scores: both sides and "="."""
        return self.size + 1

    def value(self, side: Side | str, rules: Rules = Rules()) -> Fraction | None:
        """The exact value of one side, or ``None`` if it is not a finished expression."""
        pair = side_value(self.side(side), rules.leading_zero, rules.unary_minus)
        return None if pair is None else Fraction(*pair)

    def balances(self, rules: Rules = Rules()) -> bool:
        """The fast exact check: both sides well-formed and equal (integer pairs)."""
        left = side_value(self.left, rules.leading_zero, rules.unary_minus)
        return left is not None and left == side_value(
            self.right, rules.leading_zero, rules.unary_minus
        )

    def is_complete(self, rules: Rules = Rules()) -> bool:
        """Both sides well-formed with the same exact value: the verdict is SymPy's."""
        return self.balances(rules) and sides_equal(self.left, self.right, rules.expr_rules())

    def score(self, rules: Rules = Rules()) -> int:
        """What completing this equation scores: its cards, "=" included, minus the penalty."""
        return self.card_count - rules.penalty

    def inserted(self, placements: Iterable[tuple[str, Side | str, int]]) -> Equation:
        """A copy with cards inserted: ``(card, side, index)``, ``index`` counting the cards
        already on that side (0 = before the first, ``len`` = after the last); cards at one
        index keep their order. Indices must be valid (the game checks them)."""
        slots: dict[Side, dict[int, list[str]]] = {Side.LEFT: {}, Side.RIGHT: {}}
        for card, side, index in placements:
            slots[Side(side)].setdefault(index, []).append(card)
        return Equation(
            _fill(self.left, slots[Side.LEFT]), _fill(self.right, slots[Side.RIGHT]), self.face_down
        )

    def _repr_latex_(self) -> str:
        return f"${_row_latex(self.left)} = {_row_latex(self.right)}$"


def _fill(row: tuple[str, ...], slots: dict[int, list[str]]) -> tuple[str, ...]:
    out: list[str] = []
    for index in range(len(row) + 1):
        out += slots.get(index, ())
        if index < len(row):
            out.append(row[index])
    return tuple(out)


def _row_text(row: Iterable[str]) -> str:
    parts: list[str] = []
    for card in row:
        if card in DIGITS and parts and parts[-1][-1] in DIGITS:
            parts[-1] += card
        else:
            parts.append(card)
    return " ".join(parts)


def _row_latex(row: Iterable[str]) -> str:
    return " ".join(_LATEX.get(part, part) for part in _row_text(row).split())
