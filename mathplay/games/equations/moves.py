"""Moves of the equations game, and the events they make happen.

A turn is a few small moves (see :mod:`mathplay.games.equations`): a :class:`Play` (cards
into one equation), then a :class:`Draw`, then maybe a second :class:`Draw` or
:class:`EndTurn`. :class:`Pass` is for an empty hand. The variants add :class:`Rearrange`,
:class:`TurnFaceDown` and :class:`Trade`. Every move is a frozen value; the game checks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mathplay.errors import ExpressionError
from mathplay.expr import EQUALS
from mathplay.games.equations.cards import read_cards
from mathplay.games.equations.equation import Equation, Side, _row_text

__all__ = [
    "Draw",
    "EndTurn",
    "Event",
    "EventKind",
    "Move",
    "Pass",
    "Placement",
    "Play",
    "Rearrange",
    "Trade",
    "TurnFaceDown",
]


@dataclass(frozen=True, slots=True)
class Placement:
    """One card from the hand into ``equation`` (0, 1, 2) on ``side`` at ``index``.

    ``index`` counts the cards already on that side: 0 is before the first, ``len`` after
    the last. Several cards at one index go in the order they are listed.
    """

    card: str
    equation: int
    side: Side
    index: int

    def __str__(self) -> str:
        return f"{self.card} → equation {self.equation}, {self.side} {self.index}"


@dataclass(frozen=True, slots=True)
class Play:
    """Cards from the hand into one equation, all at once.

    Text form (:meth:`from_text`, :meth:`to_text`): the equation's number and the equation
    after the play, new cards in brackets: ``"0: 8 [− 3 ÷ 3] = [7]"``.
    """

    placements: tuple[Placement, ...]

    @classmethod
    def of(cls, equation: int, *cards: tuple[str, Side | str, int]) -> Play:
        """``Play.of(0, ("7", "right", 0), ("−", "left", 1))``."""
        return cls(tuple(Placement(c, equation, Side(s), i) for c, s, i in cards))

    @classmethod
    def between(cls, equation: int, before: Equation, after: Equation) -> Play:
        """The play that turns ``before`` into ``after`` (new cards placed as early as
        possible). Raises :class:`ExpressionError` ``equations.not_an_extension`` if
        ``after`` is not ``before`` with cards inserted."""
        placements: list[Placement] = []
        for side in Side:
            inserted = _insertions(before.side(side), after.side(side))
            if inserted is None:
                raise ExpressionError(
                    "equations.not_an_extension",
                    text=after.to_text(),
                    before=before.to_text(),
                    after=after.to_text(),
                )
            placements += (Placement(card, equation, side, index) for card, index in inserted)
        return cls(tuple(placements))

    @classmethod
    def from_text(cls, text: str) -> Play:
        """Read ``"0: 8 [− 3 ÷ 3] = [7]"``: equation number, then the equation after the
        play with the new cards in brackets."""
        match = re.fullmatch(r"\s*(\d+)\s*:(.*)", text) if isinstance(text, str) else None
        if match is None:
            raise ExpressionError("equations.play_text", text=str(text), span=(0, len(str(text))))
        equation, body = int(match.group(1)), match.group(2)
        placements: list[Placement] = []
        side, index, new = Side.LEFT, 0, False
        for char in body:
            if char.isspace():
                continue
            if char in "[]":
                if new == (char == "["):
                    raise ExpressionError("equations.play_text", text=text, span=(0, len(text)))
                new = char == "["
            elif char == EQUALS:
                if side == Side.RIGHT or new:
                    raise ExpressionError("equations.play_text", text=text, span=(0, len(text)))
                side, index = Side.RIGHT, 0
            elif new:
                placements.append(Placement(read_cards(char)[0], equation, side, index))
            else:
                read_cards(char)
                index += 1
        if new or side == Side.LEFT:
            raise ExpressionError("equations.play_text", text=text, span=(0, len(text)))
        return cls(tuple(placements))

    def to_text(self, before: Equation) -> str:
        """The text form, given the equation before the play (see :meth:`from_text`)."""
        rows = []
        for side in Side:
            row = before.side(side)
            slots: dict[int, list[str]] = {}
            for p in self.placements:
                if p.side == side:
                    slots.setdefault(p.index, []).append(p.card)
            parts = []
            for index in range(len(row) + 1):
                if index in slots:
                    parts.append(f"[{_row_text(slots[index])}]")
                if index < len(row):
                    parts.append(row[index])
            rows.append(_joined(parts))
        return " ".join(part for part in (f"{self.equation}:", rows[0], "=", rows[1]) if part)

    @property
    def cards(self) -> tuple[str, ...]:
        """The hand cards this play uses."""
        return tuple(p.card for p in self.placements)

    @property
    def equation(self) -> int | None:
        """The equation played into (``None`` for an empty play or several equations)."""
        indices = {p.equation for p in self.placements}
        return indices.pop() if len(indices) == 1 else None

    def __str__(self) -> str:
        return f"play {' '.join(self.cards)} into equation {self.equation}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the turn's cards: ``digits`` of them from the digit pile, the rest from the
    operator pile (2 digits, 1 and 1, or 2 operators)."""

    digits: int

    def __str__(self) -> str:
        return f"draw {self.digits} digit card(s)"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Do not draw the 2 more cards the rules offer when the hand is still under 5."""

    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play nothing: only when the hand is empty."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Rearrange:
    """Variant: the table after rearranging its cards. Changing one equation's cards among
    themselves costs ``Rules.rearrange_one_cost``, moving cards between equations
    ``Rules.rearrange_all_cost``. Face-down cards stay where they are."""

    table: tuple[Equation, ...]

    def __str__(self) -> str:
        return "rearrange: " + "; ".join(e.to_text() for e in self.table)


@dataclass(frozen=True, slots=True)
class TurnFaceDown:
    """Variant: pay ``Rules.rearrange_all_cost`` to turn one table card face down."""

    equation: int
    side: Side
    index: int

    def __str__(self) -> str:
        return f"turn face down: equation {self.equation}, {self.side} {self.index}"


@dataclass(frozen=True, slots=True)
class Trade:
    """Variant, by agreement: the current player gives ``give`` (cards) and ``give_points``
    to ``partner`` and receives ``take`` and ``take_points``."""

    partner: int
    give: tuple[str, ...] = ()
    take: tuple[str, ...] = ()
    give_points: int = 0
    take_points: int = 0

    def __str__(self) -> str:
        return f"trade with player {self.partner}"


Move = Play | Draw | EndTurn | Pass | Rearrange | TurnFaceDown | Trade


class EventKind(StrEnum):
    """What happened at the table."""

    PLAY = "play"  # cards went into an equation (text: the equation after the play)
    COMPLETE = "complete"  # an equation was completed and scored (points)
    VOID = "void"  # an equation of too many cards was cleared
    SEED = "seed"  # an equation got its starting card
    DRAW = "draw"  # cards were drawn (text: from which piles, never the cards)
    RECYCLE = "recycle"  # a discard pile became a new draw pile
    PASS = "pass"
    REARRANGE = "rearrange"  # points paid (negative points)
    FACE_DOWN = "face_down"
    TRADE = "trade"
    PASS_HANDS = "pass_hands"
    WIN = "win"  # the game is over (player: the winner, or None)


@dataclass(frozen=True, slots=True)
class Event:
    """One thing everyone at the table saw."""

    kind: EventKind
    player: int | None
    equation: int | None = None
    text: str = ""
    points: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "player": self.player,
            "equation": self.equation,
            "text": self.text,
            "points": self.points,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(
            EventKind(data["kind"]), data["player"], data["equation"], data["text"], data["points"]
        )


def _insertions(before: tuple[str, ...], after: tuple[str, ...]) -> list[tuple[str, int]] | None:
    """Cards of ``after`` not matched by ``before`` (matched as early as possible), each
    with its index among the cards of ``before``; ``None`` if ``before`` does not fit."""
    out: list[tuple[str, int]] = []
    matched = 0
    for card in after:
        if matched < len(before) and card == before[matched]:
            matched += 1
        else:
            out.append((card, matched))
    return out if matched == len(before) else None


def _joined(parts: list[str]) -> str:
    text = " ".join(parts)
    return re.sub(r"(?<=\d) (?=\d)", "", text)
