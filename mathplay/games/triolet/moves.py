"""Triolet's moves as small frozen values, with a short text form for lessons and saved games.

A move is a :class:`Place` (1–3 :class:`Placement` in one row or column), an
:class:`Exchange` of rack tiles with the bag, or a :class:`Pass`. Text forms:
``"7,6=7 7,7=6"`` (row,col=value; ``5*`` is a wild tile placed as a 5), ``"exchange 3 12 *"``
and ``"pass"``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from mathplay.errors import IllegalMove
from mathplay.games import base
from mathplay.games.schema import MAX_PLAYERS, MAX_POINTS, Choice, Whole, load_fields
from mathplay.games.triolet.rules import MAX_VALUE, WILD, Square, Tile

__all__ = [
    "Event",
    "EventKind",
    "Exchange",
    "Move",
    "Pass",
    "Place",
    "Placement",
    "Turn",
    "move_from_text",
]


@dataclass(frozen=True, slots=True, order=True)
class Placement:
    """One tile put on ``(row, col)``; ``wild=True``: a wild tile declared as ``value``."""

    row: int
    col: int
    value: int
    wild: bool = False

    @property
    def square(self) -> Square:
        return (self.row, self.col)

    def is_well_typed(self) -> bool:
        """Row, column and value are whole numbers and ``wild`` is a bool."""
        numbers = (self.row, self.col, self.value)
        return all(type(n) is int for n in numbers) and type(self.wild) is bool

    @classmethod
    def from_text(cls, text: str) -> Placement:
        """``"7,6=7"`` or ``"7,6=7*"`` (a wild tile declared as 7)."""
        square, equals, value = text.strip().partition("=")
        row, comma, col = square.partition(",")
        wild = value.endswith("*")
        value = value.removesuffix("*")
        numbers = (row.strip(), col.strip(), value.strip())
        if not (equals and comma and all(part.isascii() and part.isdigit() for part in numbers)):
            raise IllegalMove("triolet.move_text", text=text)
        return cls(int(numbers[0]), int(numbers[1]), int(numbers[2]), wild)

    def __str__(self) -> str:
        return f"{self.row},{self.col}={self.value}{'*' if self.wild else ''}"


@dataclass(frozen=True, slots=True)
class Place:
    """Put 1–3 tiles on the board; the placements are kept sorted by square."""

    placements: tuple[Placement, ...]

    def __post_init__(self) -> None:
        placements = tuple(self.placements)
        for p in placements:
            if not isinstance(p, Placement) or not p.is_well_typed():
                raise IllegalMove("triolet.not_a_placement", move=p, text=repr(p))
        object.__setattr__(self, "placements", tuple(sorted(placements)))

    @classmethod
    def from_text(cls, text: str) -> Place:
        """``"7,6=7 7,7=6"``: placements separated by spaces."""
        parts = text.split()
        if not parts:
            raise IllegalMove("triolet.move_text", text=text)
        return cls(tuple(Placement.from_text(part) for part in parts))

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The rack tiles this move uses (a wild tile as :data:`WILD`)."""
        return tuple(WILD if p.wild else p.value for p in self.placements)

    def __len__(self) -> int:
        return len(self.placements)

    def __str__(self) -> str:
        return " ".join(str(p) for p in self.placements)


@dataclass(frozen=True, slots=True)
class Exchange:
    """Give back some rack tiles and draw as many new ones from the bag."""

    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        tiles = tuple(self.tiles)
        for tile in tiles:
            if tile != WILD and not (type(tile) is int and 0 <= tile <= MAX_VALUE):
                raise IllegalMove("triolet.bad_tile", move=tiles, tile=repr(tile))
        object.__setattr__(self, "tiles", tuple(sorted(tiles, key=_tile_order)))

    @classmethod
    def from_text(cls, text: str) -> Exchange:
        """``"exchange 3 12 *"``."""
        word, *tokens = text.split()
        if word.lower() != "exchange" or not all(_is_tile_token(t) for t in tokens):
            raise IllegalMove("triolet.move_text", text=text)
        return cls(tuple(WILD if t == WILD else int(t) for t in tokens))

    def __str__(self) -> str:
        return " ".join(["exchange", *(str(t) for t in self.tiles)])


@dataclass(frozen=True, slots=True)
class Pass:
    """Place nothing this turn."""

    def __str__(self) -> str:
        return "pass"


Move = Place | Exchange | Pass


def move_from_text(text: str) -> Move:
    """A move from its text form: ``"7,6=7 7,7=6"``, ``"exchange 3 *"`` or ``"pass"``."""
    if not isinstance(text, str):
        raise IllegalMove("triolet.move_text", text=repr(text))
    return _read_move(text)


@lru_cache(maxsize=4096)
def _read_move(text: str) -> Move:
    """Moves are immutable values, so a saved game's history reads each text once."""
    words = text.split()
    if words == ["pass"]:
        return Pass()
    if words and words[0] == "exchange":
        return Exchange.from_text(text)
    return Place.from_text(text)


def as_move(move: Move | Placement | Iterable[Placement] | str) -> Move:
    """A move as given; placements (one, or a sequence) or a move's text made a move."""
    if isinstance(move, (Place, Exchange, Pass)):
        return move
    if isinstance(move, Placement):
        return Place((move,))
    if isinstance(move, str):
        return move_from_text(move)
    try:
        placements = tuple(move)
    except TypeError:
        raise IllegalMove("triolet.not_a_move", move=move, kind=type(move).__name__) from None
    if not all(isinstance(p, Placement) for p in placements):
        raise IllegalMove("triolet.not_a_move", move=move, kind="list")
    return Place(placements)


class EventKind(StrEnum):
    """What a turn made happen besides its points."""

    EXTRA_TURN = "extra_turn"  # a replay square: the same player plays again
    END_BONUS = "end_bonus"  # the last tile of the game: the other racks' points


@dataclass(frozen=True, slots=True)
class Event:
    """One thing a turn made happen: ``kind``, for ``player``, worth ``points``."""

    kind: EventKind
    player: int
    points: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"kind": str(self.kind), "player": self.player, "points": self.points}

    @classmethod
    def from_dict(cls, data: Any, where: str = "event") -> Event:
        """The event of :meth:`to_dict`'s data (a ``FieldError`` naming the field if not)."""
        return cls(**load_fields(_EVENT_FIELDS, data, where))


_EVENT_FIELDS = {
    "kind": Choice.of(EventKind),
    "player": Whole(0, MAX_PLAYERS - 1),
    "points": Whole(0, MAX_POINTS),
}


class Turn(base.Turn):
    """A turn of Triolet (:class:`mathplay.games.base.Turn`): ``points`` is what the move
    scored; the events say whether it earned an extra turn and the end bonus."""

    __slots__ = ()

    @property
    def end_bonus(self) -> int:
        """The points of the other racks, won with the last tile of the game (else 0)."""
        return sum(event.points for event in self.of_kind(EventKind.END_BONUS))

    @property
    def extra_turn(self) -> bool:
        """Whether a replay square gave the player another turn."""
        return bool(self.of_kind(EventKind.EXTRA_TURN))


def _tile_order(tile: Tile) -> tuple[int, int]:
    return (1, 0) if tile == WILD else (0, tile)


def _is_tile_token(token: str) -> bool:
    return token == WILD or (token.isascii() and token.isdigit() and len(token) <= 9)
