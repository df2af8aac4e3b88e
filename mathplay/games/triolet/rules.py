"""Triolet's rules as one frozen value: every default is the rules page's (docs/rules/triolet.md).

Every "Decision" of the rules page is an option here whose default is the decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

from mathplay.errors import MathplayError

__all__ = ["MAX_VALUE", "TARGET", "WILD", "Rules", "Square", "Tile", "trio_tile"]

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
_PREMIUM_GROUPS = ("best", "all")
_FIRST_MOVE_DOUBLES = ("line", "tile")


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

    size: int = 15
    centre: Square = (7, 7)
    doubles: tuple[Square, ...] = _DOUBLES
    triples: tuple[Square, ...] = _TRIPLES
    replays: tuple[Square, ...] = _REPLAYS
    distribution: tuple[int, ...] = _DISTRIBUTION
    wild_tiles: int = 2
    rack_size: int = 3
    trio_bonus: int = 15
    triolet_bonus: int = 50
    wild_scores_zero: bool = True
    wild_triolet_bonus: bool = False
    max_wilds_per_move: int = 1
    premium_group: str = "best"
    exchange_min_bag: int | None = 5
    replay_extra_turn: bool = True
    chain_extra_turns: bool = True
    passes_end_game: bool = True
    passes_end_only_when_stuck: bool = True
    first_move_doubles: str = "line"
    end_bonus: bool = True
    min_players: int = 2
    max_players: int = 4
    forbid_squares: bool = False

    def __post_init__(self) -> None:
        size_ok = 3 <= self.size <= 30
        squares = (self.centre, *self.doubles, *self.triples, *self.replays)
        squares_ok = all(0 <= r < self.size and 0 <= c < self.size for r, c in squares)
        premium_squares = [*self.doubles, *self.triples, *self.replays]
        checks = {
            "size": size_ok,
            "premium squares": squares_ok and len(set(premium_squares)) == len(premium_squares),
            "distribution": len(self.distribution) == MAX_VALUE + 1
            and all(n >= 0 for n in self.distribution),
            "wild_tiles": self.wild_tiles >= 0,
            "rack_size": 1 <= self.rack_size <= 3,
            "max_wilds_per_move": 0 <= self.max_wilds_per_move <= self.rack_size,
            "premium_group": self.premium_group in _PREMIUM_GROUPS,
            "first_move_doubles": self.first_move_doubles in _FIRST_MOVE_DOUBLES,
            "exchange_min_bag": self.exchange_min_bag is None or self.exchange_min_bag >= 1,
            "players": 1 <= self.min_players <= self.max_players,
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
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise MathplayError("triolet.bad_rules", option=", ".join(sorted(unknown)))
        return cls(**{key: _tuplify(value) for key, value in data.items()})


def _listify(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_listify(item) for item in value]
    return value


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(item) for item in value)
    return value


def trio_tile(tiles: Sequence[int]) -> int | None:
    """The value of the one tile that makes a trio with ``tiles`` (two tiles of a line:
    together they sum to exactly :data:`TARGET`), or ``None`` if no tile value can."""
    needed = TARGET - sum(tiles)
    return needed if 0 <= needed <= MAX_VALUE else None
