"""Triolet's rules as one frozen value: every default is the rules page's (docs/rules/triolet.md).

Every "Decision" of the rules page is an option here whose default is the decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

from mathplay.errors import MathplayError
from mathplay.games.schema import (
    MAX_PLAYERS,
    Choice,
    FieldError,
    Fixed,
    Flag,
    Maybe,
    TupleOf,
    Whole,
    check_declared,
    declared,
)

__all__ = [
    "MAX_COPIES",
    "MAX_RACK",
    "MAX_SIZE",
    "MAX_VALUE",
    "MAX_WILD",
    "TARGET",
    "WILD",
    "Rules",
    "Square",
    "Tile",
    "trio_tile",
]

Square = tuple[int, int]
"""A square of the board: ``(row, col)``, 0-based."""

WILD: Final = "*"
"""A wild tile on a rack or in the bag (it gets its value when it is placed)."""

Tile = int | str
"""A tile on a rack or in the bag: its value 0–15, or :data:`WILD`."""

MAX_VALUE: Final = 15
"""Tiles are numbered 0 to 15."""

TARGET: Final = 15
"""A trio sums to exactly 15, a pair to 15 or less."""

_DISTRIBUTION = (9, 9, 8, 8, 7, 8, 6, 6, 4, 4, 3, 3, 2, 2, 1, 1)
_DOUBLES = ((7, 7), (7, 3), (7, 11), (3, 7), (11, 7), (4, 4), (4, 10), (10, 4), (10, 10))
_TRIPLES = ((1, 4), (1, 10), (4, 1), (4, 13), (10, 1), (10, 13), (13, 4), (13, 10))
_REPLAYS = ((0, 7), (14, 7), (7, 0), (7, 14), (1, 1), (1, 13), (13, 1), (13, 13))
MAX_SIZE: Final = 30
"""The biggest board: 30 × 30 (the rules page's is 15 × 15)."""
MAX_COPIES: Final = 20
"""The most copies of one value (the rules page has at most 9: two full sets fit)."""
MAX_WILD: Final = 10
"""The most wild tiles (the rules page has 2)."""
MAX_RACK: Final = 3
"""A rack holds at most 3 tiles (a move places 1 to 3)."""
MAX_BONUS: Final = 1000
"""The biggest bonus of a trio or a triolet (the rules page's: 15 and 50)."""

_SQUARE = Fixed((Whole(0, MAX_SIZE - 1), Whole(0, MAX_SIZE - 1)))
_SQUARES = TupleOf(_SQUARE, MAX_SIZE * MAX_SIZE)


@dataclass(frozen=True)
class Rules:
    """The options of a Triolet game; the defaults are the rules page's.

    ``premium_group``: ``"best"`` (a double or triple square acts on the one line that gives
    the most points, the rules page's decision) or ``"all"`` (on every line through it).
    ``exchange_min_bag``: an exchange is allowed while the bag holds at least this many tiles
    (``None``: never). ``forbid_squares``: no move may fill a 2 × 2 block of squares (so no
    3 × 3 block either).
    ``first_move_doubles``: ``"line"`` (the seed: the first move's points are doubled, so its
    one line scores double, ``7 + 8`` → 30) or ``"tile"`` (the centre is an ordinary double
    square: only its own tile doubles unless it is in a trio, ``7 + 8 × 2`` → 23).
    ``passes_end_game``: a full round of passes may end the game; with
    ``passes_end_only_when_stuck`` (the seed: play goes on "until nobody can place a tile")
    only when no player can place a tile, else any full round of passes ends it.
    """

    size: int = declared(Whole(3, MAX_SIZE), default=15)
    centre: Square = declared(_SQUARE, default=(7, 7))
    doubles: tuple[Square, ...] = declared(_SQUARES, default=_DOUBLES)
    triples: tuple[Square, ...] = declared(_SQUARES, default=_TRIPLES)
    replays: tuple[Square, ...] = declared(_SQUARES, default=_REPLAYS)
    distribution: tuple[int, ...] = declared(
        TupleOf(Whole(0, MAX_COPIES), MAX_VALUE + 1, least=MAX_VALUE + 1), default=_DISTRIBUTION
    )
    wild_tiles: int = declared(Whole(0, MAX_WILD), default=2)
    rack_size: int = declared(Whole(1, MAX_RACK), default=3)
    trio_bonus: int = declared(Whole(0, MAX_BONUS), default=15)
    triolet_bonus: int = declared(Whole(0, MAX_BONUS), default=50)
    wild_scores_zero: bool = declared(Flag(), default=True)
    wild_triolet_bonus: bool = declared(Flag(), default=False)
    max_wilds_per_move: int = declared(Whole(0, MAX_RACK), default=1)
    premium_group: str = declared(Choice(("best", "all")), default="best")
    exchange_min_bag: int | None = declared(
        Maybe(Whole(1, (MAX_VALUE + 1) * MAX_COPIES + MAX_WILD)), default=5
    )
    replay_extra_turn: bool = declared(Flag(), default=True)
    chain_extra_turns: bool = declared(Flag(), default=True)
    passes_end_game: bool = declared(Flag(), default=True)
    passes_end_only_when_stuck: bool = declared(Flag(), default=True)
    first_move_doubles: str = declared(Choice(("line", "tile")), default="line")
    end_bonus: bool = declared(Flag(), default=True)
    min_players: int = declared(Whole(1, MAX_PLAYERS), default=2)
    max_players: int = declared(Whole(1, MAX_PLAYERS), default=4)
    forbid_squares: bool = declared(Flag(), default=False)

    def __post_init__(self) -> None:
        """The one check of a set of rules (every way in: a call, a saved game, a text):
        every option by its declared kind and bounds, then the options together."""
        for name in ("centre", "doubles", "triples", "replays", "distribution"):
            object.__setattr__(self, name, _tuplify(getattr(self, name)))
        try:
            check_declared(self)
        except FieldError as error:
            raise MathplayError("triolet.bad_rules", option=error.field.partition("[")[0]) from None
        squares = (self.centre, *self.doubles, *self.triples, *self.replays)
        premium_squares = [*self.doubles, *self.triples, *self.replays]
        checks = {
            "premium squares": all(r < self.size and c < self.size for r, c in squares)
            and len(set(premium_squares)) == len(premium_squares),
            "max_wilds_per_move": self.max_wilds_per_move <= self.rack_size,
            "players": self.min_players <= self.max_players,
        }
        for option, ok in checks.items():
            if not ok:
                raise MathplayError("triolet.bad_rules", option=option)

    @property
    def trio_points(self) -> int:
        """What a trio scores before premiums: its sum (15) and the trio bonus."""
        return TARGET + self.trio_bonus

    @property
    def tile_count(self) -> int:
        """Every tile of the game: numbered tiles and wild tiles (81 + 2 by default)."""
        return sum(self.distribution) + self.wild_tiles

    def all_tiles(self) -> list[Tile]:
        """The full set of tiles, numbered ones in value order, then the wild tiles."""
        tiles: list[Tile] = []
        for value, copies in enumerate(self.distribution):
            tiles.extend([value] * copies)
        tiles.extend([WILD] * self.wild_tiles)
        return tiles

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (tuples become lists)."""
        return {f.name: _listify(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """The inverse of :meth:`to_dict`; unknown keys are an error."""
        if not isinstance(data, dict):
            raise MathplayError("triolet.bad_rules", option=type(data).__name__)
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise MathplayError(
                "triolet.bad_rules", option=", ".join(sorted(map(str, unknown)))[:80]
            )
        return cls(**data)


def _listify(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_listify(item) for item in value]
    return value


def _tuplify(value: Any, depth: int = 2) -> Any:
    """Lists (from JSON) as tuples, two levels deep (squares in a list); a list too long for
    any option is cut just past the longest, which its check then refuses."""
    if depth and isinstance(value, list | tuple):
        return tuple(_tuplify(item, depth - 1) for item in value[: MAX_SIZE * MAX_SIZE + 1])
    return value


def trio_tile(tiles: Sequence[int]) -> int | None:
    """The value of the one tile that makes a trio with ``tiles`` (two tiles of a line:
    together they sum to exactly :data:`TARGET`), or ``None`` if no tile value can."""
    needed = TARGET - sum(tiles)
    return needed if 0 <= needed <= MAX_VALUE else None
