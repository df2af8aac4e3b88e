"""Moves of the equations game, and the events they make happen.

A turn is a few small moves (see :mod:`mathplay.games.equations`): a :class:`Play` (cards
into one equation), then a :class:`Draw`, then maybe a second :class:`Draw` or
:class:`EndTurn`. :class:`Pass` is for an empty hand. The variants add :class:`Rearrange`,
:class:`TurnFaceDown` and :class:`Trade`. Every move is a frozen value; the game checks it.

``str(move)`` is a short text that :func:`move_from_text` reads back (a saved game's
history, ``game.apply("draw 2 digits")``)::

    play 0L1 − 3 ÷ 3; 0R0 7     cards into equation 0: "− 3 ÷ 3" on the left before its
                                card 1, "7" on the right before its card 0
    draw 2 digits               (then 0 operator cards, with the default draw of 2)
    end turn                    pass
    rearrange 8 − 7 = | = 5 | 3 = {2}     the table after (face-down cards in braces)
    face down 0L2               equation 0, left side, card 2
    trade 1 give 7 − take 3 2pt           cards (and points: 2pt) given and taken
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mathplay.errors import ExpressionError, IllegalMove
from mathplay.expr import EQUALS
from mathplay.games.equations.cards import read_cards
from mathplay.games.equations.equation import EQUATIONS, Equation, Side, _row_text
from mathplay.games.schema import MAX_PLAYERS, MAX_POINTS, Choice, Maybe, Text, Whole, load_fields

__all__ = [
    "Draw",
    "EndTurn",
    "Event",
    "EventKind",
    "Move",
    "Pass",
    "Phase",
    "Placement",
    "Play",
    "Rearrange",
    "Trade",
    "TurnFaceDown",
    "equation_from_text",
    "equation_text",
    "move_from_text",
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
        groups: list[str] = []
        last = None
        for p in self.placements:
            spot = (p.equation, p.side, p.index)
            if spot == last:
                groups[-1] += f" {p.card}"
            else:
                groups.append(f"{p.equation}{p.side[0].upper()}{p.index} {p.card}")
            last = spot
        return "play " + "; ".join(groups)


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the turn's cards: ``digits`` of them from the digit pile, the rest from the
    operator pile (2 digits, 1 and 1, or 2 operators)."""

    digits: int

    def __str__(self) -> str:
        return f"draw {self.digits} digit{'' if self.digits == 1 else 's'}"


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

    def __post_init__(self) -> None:
        """Each equation is made again (its rows read as cards), so that a table changed
        after it was built is checked again (the engine checks the rest)."""
        if isinstance(self.table, tuple | list):
            table = tuple(
                Equation(e.left, e.right, e.face_down) if isinstance(e, Equation) else e
                for e in self.table
            )
            object.__setattr__(self, "table", table)

    def __str__(self) -> str:
        return "rearrange " + " | ".join(equation_text(e) for e in self.table)


@dataclass(frozen=True, slots=True)
class TurnFaceDown:
    """Variant: pay ``Rules.rearrange_all_cost`` to turn one table card face down."""

    equation: int
    side: Side
    index: int

    def __str__(self) -> str:
        return f"face down {self.equation}{str(self.side)[0].upper()}{self.index}"


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
        def part(cards: tuple[str, ...], points: int) -> str:
            items = [*cards, *([f"{points}pt"] if points else [])]
            return " ".join(items) or "-"

        give = part(tuple(self.give), self.give_points)
        return f"trade {self.partner} give {give} take {part(tuple(self.take), self.take_points)}"


Move = Play | Draw | EndTurn | Pass | Rearrange | TurnFaceDown | Trade

_SPOT = re.compile(r"(\d+)([LR])(\d+)")
_SIDES = {"L": Side.LEFT, "R": Side.RIGHT}


def equation_text(equation: Equation) -> str:
    """``"8 − 3 = 7"``, with face-down cards in braces after it: ``"8 = 7 {3 +}"``."""
    down = f" {{{' '.join(equation.face_down)}}}" if equation.face_down else ""
    return equation.to_text() + down


def equation_from_text(text: str) -> Equation:
    """The equation of :func:`equation_text`."""
    body, brace, down = text.partition("{")
    if brace and not down.rstrip().endswith("}"):
        raise ExpressionError("equations.move_text", text=text, span=(0, len(text)))
    equation = Equation.from_text(body)
    cards = read_cards(down.rstrip().removesuffix("}")) if brace else ()
    return Equation(equation.left, equation.right, cards)


def move_from_text(text: str) -> Move:
    """The move of ``str(move)`` (see the module's docs); :class:`IllegalMove`
    (``equations.move_text``) if ``text`` is not one."""
    if not isinstance(text, str):
        raise IllegalMove("equations.move_text", text=repr(text))
    try:
        move = _read_move(text.strip(), text.split())
    except (ExpressionError, ValueError, IndexError, KeyError):
        move = None
    if move is None:
        raise IllegalMove("equations.move_text", text=text)
    return move


def _read_move(text: str, words: list[str]) -> Move | None:
    if words in (["pass"], ["end", "turn"]):
        return Pass() if words == ["pass"] else EndTurn()
    if len(words) == 3 and words[0] == "draw" and words[2] in ("digit", "digits"):
        return Draw(int(words[1]))
    if words[:2] == ["face", "down"] and len(words) == 3:
        spot = _SPOT.fullmatch(words[2])
        if spot is None:
            return None
        return TurnFaceDown(int(spot[1]), _SIDES[spot[2]], int(spot[3]))
    if words[0] == "rearrange":
        body = text.removeprefix("rearrange")
        return Rearrange(tuple(equation_from_text(part) for part in body.split("|")))
    if words[0] == "trade" and "give" in words and "take" in words:
        give, take = words.index("give"), words.index("take")
        gives, gpoints = _trade_part(words[give + 1 : take])
        takes, tpoints = _trade_part(words[take + 1 :])
        return Trade(int(words[1]), gives, takes, gpoints, tpoints)
    if words[0] == "play":
        placements = []
        for group in text.removeprefix("play").split(";"):
            spot, *cards = group.split()
            where = _SPOT.fullmatch(spot)
            if where is None or not cards:
                return None
            equation, side, index = int(where[1]), _SIDES[where[2]], int(where[3])
            for card in cards:
                (symbol,) = read_cards(card)
                placements.append(Placement(symbol, equation, side, index))
        return Play(tuple(placements))
    return None


def _trade_part(words: list[str]) -> tuple[tuple[str, ...], int]:
    points = sum(int(w.removesuffix("pt")) for w in words if w.endswith("pt"))
    cards = tuple(read_cards("".join(w for w in words if not w.endswith("pt") and w != "-")))
    return cards, points


class Phase(StrEnum):
    """Where the current turn stands."""

    PLAY = "play"  # play cards into one equation (or, in variants, pay or trade first)
    DRAW = "draw"  # draw 2 cards: choose the piles
    DRAW_AGAIN = "draw_again"  # the hand is under 5: draw 2 more, or end the turn
    OVER = "over"


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
    def from_dict(cls, data: Any, where: str = "event") -> Event:
        """The event of :meth:`to_dict`'s data (a ``FieldError`` naming the field if not)."""
        return cls(**load_fields(_EVENT_FIELDS, data, where))


_EVENT_FIELDS = {
    "kind": Choice.of(EventKind),
    "player": Maybe(Whole(0, MAX_PLAYERS - 1)),
    "equation": Maybe(Whole(0, EQUATIONS - 1)),
    "text": Text(4_000),
    "points": Whole(-MAX_POINTS, MAX_POINTS),
}


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
