"""What a placement scores, line by line: the breakdown a widget or a lesson shows.

Every line of 2 or 3 tiles holding a placed tile scores: a pair its sum (a wild tile counts
0), a trio 15 + 15 = 30. A tile placed on a double (triple) square doubles (triples) its own
value in a pair, or the whole trio; it acts on one line only, the one giving the most points.
Three rack tiles making a trio among themselves earn the triolet bonus on top (never
multiplied, not with a wild tile). The very first tile alone scores its own value; the first
move's line scores double (``Rules.first_move_doubles``: the seed's "double points").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product
from math import prod
from typing import NamedTuple

from mathplay.games.triolet.board import Board
from mathplay.games.triolet.legality import _as_place, check_move, move_lines
from mathplay.games.triolet.moves import Place, Placement
from mathplay.games.triolet.rules import TARGET, Rules, Square
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation

__all__ = [
    "Premium",
    "Score",
    "ScoreLine",
    "first_move_doubles_line",
    "group_points",
    "score_move",
    "share_premiums",
]


@dataclass(frozen=True)
class ScoreLine:
    """One scored group of a move.

    ``kind``: ``"single"`` (the first tile alone), ``"pair"``, ``"trio"`` or ``"triolet"``
    (the bonus; no squares). ``values`` are the tiles as they lie on the board, ``counted``
    what each adds to a pair (a wild tile counts 0), ``multipliers`` the premium applied
    to each tile in this line (1: none), ``placed`` which tiles were placed this turn;
    ``whole``: the premium multiplies the whole line (the first move's double, see
    ``Rules.first_move_doubles``), not only its tile.
    """

    kind: str
    squares: tuple[Square, ...]
    values: tuple[int, ...]
    counted: tuple[int, ...]
    wild: tuple[bool, ...]
    placed: tuple[bool, ...]
    multipliers: tuple[int, ...]
    points: int
    whole: bool = False

    @property
    def multiplier(self) -> int:
        """The premium on this line as a whole (a trio: the product; else the largest)."""
        return prod(self.multipliers) if self.kind == "trio" else max(self.multipliers, default=1)

    def text(self, language: str | None = None) -> str:
        """``"7 + 6 = 13"``, ``"7 + 6 × 2 = 19"``, ``"4 + 9 + 2 = 15 → 30 × 2 = 60"``,
        ``"(7 + 8) × 2 = 30"`` (a whole line doubled: the first move)."""
        if self.kind == "triolet":
            return translate("triolet.score_triolet", language, points=self.points)
        if self.kind == "trio":
            trio = " + ".join(map(str, self.values))
            base = self.points // self.multiplier
            if self.multiplier == 1:
                return f"{trio} = {TARGET} → {self.points}"
            return f"{trio} = {TARGET} → {base} × {self.multiplier} = {self.points}"
        if self.whole and len(self.counted) > 1:
            total = " + ".join(map(str, self.counted))
            return f"({total}) × {self.multiplier} = {self.points}"
        terms = [
            f"{value} × {factor}" if factor > 1 else str(value)
            for value, factor in zip(self.counted, self.multipliers, strict=True)
        ]
        return f"{' + '.join(terms)} = {self.points}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Score:
    """A move's points: ``total``, the ``breakdown`` line by line, and whether it covers a
    replay square (``replay``: the player plays again)."""

    total: int
    breakdown: tuple[ScoreLine, ...]
    replay: bool

    def text(self, language: str | None = None) -> str:
        """One breakdown line per text line, then the total (× as the language's school
        writes it: ``30 · 3`` in Polish)."""
        lines = [line.text(language) for line in self.breakdown]
        lines.append(translate("triolet.score_total", language, points=self.total))
        return notation("\n".join(lines), get_language() if language is None else language)

    def __str__(self) -> str:
        return self.text()


def score_move(
    board: Board, placements: Place | Iterable[Placement], rules: Rules | None = None
) -> Score:
    """The score of a legal placement with its breakdown (``IllegalMove`` if not legal)."""
    rules = rules if rules is not None else board.rules
    place = _as_place(placements)
    check_move(board, place, rules)
    return _score(board, place, rules)


class Premium(NamedTuple):
    """A placed tile on a double or triple square, as it may act on one scored group."""

    group: int  # the group's number
    at: int  # the tile's position in the group's line
    counted: int  # what the tile counts in a pair
    factor: int  # 2 or 3


def group_points(
    trio: bool, counted_sum: int, premiums: Iterable[Premium], trio_points: int
) -> int:
    """A group's points: a trio ``trio_points`` times its premiums; a pair (or the first
    tile alone) the sum of its tiles, each premium tile counted ``factor`` times."""
    if trio:
        return trio_points * prod(p.factor for p in premiums)
    return counted_sum + sum((p.factor - 1) * p.counted for p in premiums)


def share_premiums(
    groups: list[tuple[bool, int]], options: list[list[Premium]], trio_points: int, mode: str
) -> tuple[int, list[list[Premium]]]:
    """The best total of ``groups`` (each: is it a trio, the sum its tiles count) and each
    group's premiums. ``options`` lists, per premium tile, the groups it may act on.

    ``mode == "all"``: a premium acts on every group through it; ``"best"``: on the one
    group that makes the total largest (the first such choice on a tie).
    """
    if mode == "all":
        choices: Iterable[tuple[Premium, ...]] = [tuple(p for tile in options for p in tile)]
    else:
        choices = product(*(tile for tile in options if tile))
    best_total, best_shares = -1, []
    for choice in choices:
        shares: list[list[Premium]] = [[] for _ in groups]
        for premium in choice:
            shares[premium.group].append(premium)
        total = sum(
            group_points(trio, counted, share, trio_points)
            for (trio, counted), share in zip(groups, shares, strict=True)
        )
        if total > best_total:
            best_total, best_shares = total, shares
    return best_total, best_shares


class _Group:
    """A scored line of the move, with the tiles as they lie and as they count."""

    __slots__ = ("counted", "kind", "line", "values")

    def __init__(self, kind: str, line: tuple[int, ...], cells: list[int], counted: list[int]):
        self.kind = kind
        self.line = line
        self.values = [cells[i] for i in line]
        self.counted = counted


def _groups(
    board: Board, place: Place, rules: Rules
) -> tuple[list[_Group], list[list[Premium]], int]:
    """The scored groups, each premium tile's options, and the triolet bonus."""
    cells, lines = move_lines(board, place)
    index = board.layout.index
    placed = {index(p.row, p.col): p for p in place.placements}
    wild = board.wild_cells | {i for i, p in placed.items() if p.wild}

    def counted(i: int) -> int:
        return 0 if rules.wild_scores_zero and i in wild else cells[i]

    groups = [
        _Group("trio" if len(line) == 3 else "pair", line, cells, [counted(i) for i in line])
        for line in lines
    ]
    if not groups:  # the very first tile, alone on the centre
        (i,) = placed
        groups.append(_Group("single", (i,), cells, [counted(i)]))
    multiplier = board.layout.multiplier
    whole = first_move_doubles_line(board, rules)

    def premium(g: int, group: _Group, i: int) -> Premium:
        # the first move's double counts the whole line, as if every tile were doubled
        worth = sum(group.counted) if whole and i == board.layout.centre else counted(i)
        return Premium(g, group.line.index(i), worth, multiplier[i])

    options = [
        [premium(g, group, i) for g, group in enumerate(groups) if i in group.line]
        for i in placed
        if multiplier[i] > 1
    ]
    has_wild = any(p.wild for p in place.placements)
    triolet = len(place) == 3 and (rules.wild_triolet_bonus or not has_wild)
    return groups, options, rules.triolet_bonus if triolet else 0


def first_move_doubles_line(board: Board, rules: Rules) -> bool:
    """Whether the centre doubles the whole line of this move (the first move, with
    ``Rules.first_move_doubles == "line"``), not only its own tile."""
    return board.is_empty and rules.first_move_doubles == "line"


def _score(board: Board, place: Place, rules: Rules) -> Score:
    groups, options, bonus = _groups(board, place, rules)
    trio_points = rules.trio_points
    kinds = [(group.kind == "trio", sum(group.counted)) for group in groups]
    _, shares = share_premiums(kinds, options, trio_points, rules.premium_group)
    square = board.layout.square
    placed = {board.layout.index(p.row, p.col): p for p in place.placements}
    breakdown = []
    for group, (trio, counted), share in zip(groups, kinds, shares, strict=True):
        factors = [1] * len(group.line)
        for premium in share:
            factors[premium.at] = premium.factor
        breakdown.append(
            ScoreLine(
                kind=group.kind,
                squares=tuple(square(i) for i in group.line),
                values=tuple(group.values),
                counted=tuple(group.counted),
                wild=tuple(
                    i in board.wild_cells or (i in placed and placed[i].wild) for i in group.line
                ),
                placed=tuple(i in placed for i in group.line),
                multipliers=tuple(factors),
                points=group_points(trio, counted, share, trio_points),
                whole=first_move_doubles_line(board, rules) and bool(share),
            )
        )
    if bonus:
        breakdown.append(ScoreLine("triolet", (), (), (), (), (), (), bonus))
    replay = any(i in board.layout.replays for i in placed)
    return Score(sum(line.points for line in breakdown), tuple(breakdown), replay)
