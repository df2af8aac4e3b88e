"""What a placement scores, line by line: the breakdown a widget or a lesson shows.

Every line of 2 or 3 tiles holding a placed tile scores: a pair its sum (a wild tile counts
0), a trio 15 + 15 = 30. A tile placed on a double (triple) square doubles (triples) its own
value in a pair, or the whole trio; it acts on one line only, the one giving the most points.
Three rack tiles making a trio among themselves earn the triolet bonus on top (never
multiplied, not with a wild tile). The very first tile alone scores its own value.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product
from math import prod

from mathplay.games.triolet.board import Board
from mathplay.games.triolet.legality import _as_place, check_move, move_lines
from mathplay.games.triolet.moves import Place, Placement
from mathplay.games.triolet.rules import TARGET, Rules, Square
from mathplay.i18n import translate

__all__ = ["Score", "ScoreLine", "score_move", "score_total"]


@dataclass(frozen=True)
class ScoreLine:
    """One scored group of a move.

    ``kind``: ``"single"`` (the first tile alone), ``"pair"``, ``"trio"`` or ``"triolet"``
    (the bonus; no squares). ``values`` are the tiles as they lie on the board, ``counted``
    what each adds to a pair (a wild tile counts 0), ``multipliers`` the premium applied
    to each tile in this line (1: none), ``placed`` which tiles were placed this turn.
    """

    kind: str
    squares: tuple[Square, ...]
    values: tuple[int, ...]
    counted: tuple[int, ...]
    wild: tuple[bool, ...]
    placed: tuple[bool, ...]
    multipliers: tuple[int, ...]
    points: int

    @property
    def multiplier(self) -> int:
        """The premium on this line as a whole (a trio: the product; else the largest)."""
        return prod(self.multipliers) if self.kind == "trio" else max(self.multipliers, default=1)

    def text(self, language: str | None = None) -> str:
        """``"7 + 6 = 13"``, ``"7 + 6 × 2 = 19"``, ``"4 + 9 + 2 = 15 → 30 × 2 = 60"``."""
        if self.kind == "triolet":
            return translate("triolet.score_triolet", language, points=self.points)
        if self.kind == "trio":
            trio = " + ".join(map(str, self.values))
            base = self.points // self.multiplier
            if self.multiplier == 1:
                return f"{trio} = {TARGET} → {self.points}"
            return f"{trio} = {TARGET} → {base} × {self.multiplier} = {self.points}"
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
        """One breakdown line per text line, then the total."""
        lines = [line.text(language) for line in self.breakdown]
        lines.append(translate("triolet.score_total", language, points=self.total))
        return "\n".join(lines)

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


def score_total(board: Board, place: Place, rules: Rules) -> int:
    """The total of a placement already known to be legal (the bots' fast path)."""
    groups, best, bonus = _groups_and_premiums(board, place, rules)
    return _assignment_total(groups, best) + bonus


class _Group:
    """A scored line while the premiums are being shared out."""

    __slots__ = ("counted", "kind", "line", "trio_points", "values")

    def __init__(
        self, kind: str, line: tuple[int, ...], cells: list[int], counted: list[int], rules: Rules
    ) -> None:
        self.kind = kind
        self.line = line
        self.values = [cells[i] for i in line]
        self.counted = counted
        self.trio_points = TARGET + rules.trio_bonus

    def points(self, premiums: list[tuple[int, int]]) -> int:
        """Points with ``premiums``: (position in the line, multiplier) pairs."""
        if self.kind == "trio":
            return self.trio_points * prod(multiplier for _, multiplier in premiums)
        extra = sum((multiplier - 1) * self.counted[at] for at, multiplier in premiums)
        return sum(self.counted) + extra


def _groups_and_premiums(
    board: Board, place: Place, rules: Rules
) -> tuple[list[_Group], list[list[tuple[int, int]]], int]:
    """The scored groups, the best premium for each, and the triolet bonus."""
    cells, lines = move_lines(board, place)
    index = board.layout.index
    placed = {index(p.row, p.col): p for p in place.placements}
    wild = board._wild | {i for i, p in placed.items() if p.wild}

    def counted(i: int) -> int:
        return 0 if rules.wild_scores_zero and i in wild else cells[i]

    groups = [
        _Group("trio" if len(line) == 3 else "pair", line, cells, [counted(i) for i in line], rules)
        for line in lines
    ]
    if not groups:  # the very first tile, alone on the centre
        (i,) = placed
        groups.append(_Group("single", (i,), cells, [counted(i)], rules))
    best = _share_premiums(groups, placed, board.layout.multiplier, rules.premium_group)
    has_wild = any(p.wild for p in place.placements)
    triolet = len(place) == 3 and (rules.wild_triolet_bonus or not has_wild)
    return groups, best, rules.triolet_bonus if triolet else 0


def _share_premiums(
    groups: list[_Group], placed: dict[int, Placement], multiplier: tuple[int, ...], mode: str
) -> list[list[tuple[int, int]]]:
    """For each group, the (position, multiplier) premiums it gets.

    ``mode == "all"``: a premium acts on every line through it; ``"best"``: on the one
    line that makes the total largest (the first such choice on a tie).
    """
    options = []  # per premium tile: the (group, position) pairs it may act on
    for i in placed:
        if multiplier[i] > 1:
            options.append(
                [
                    (g, group.line.index(i), multiplier[i])
                    for g, group in enumerate(groups)
                    if i in group.line
                ]
            )
    if mode == "all":
        choices = [[option for tile in options for option in tile]]
    else:
        choices = [list(choice) for choice in product(*options)]
    best: list[list[tuple[int, int]]] = []
    best_total = -1
    for choice in choices:
        shares: list[list[tuple[int, int]]] = [[] for _ in groups]
        for g, at, factor in choice:
            shares[g].append((at, factor))
        total = _assignment_total(groups, shares)
        if total > best_total:
            best, best_total = shares, total
    return best


def _assignment_total(groups: list[_Group], shares: list[list[tuple[int, int]]]) -> int:
    return sum(group.points(share) for group, share in zip(groups, shares, strict=True))


def _score(board: Board, place: Place, rules: Rules) -> Score:
    groups, best, bonus = _groups_and_premiums(board, place, rules)
    square = board.layout.square
    placed = {board.layout.index(p.row, p.col): p for p in place.placements}
    breakdown = []
    for group, share in zip(groups, best, strict=True):
        factors = [1] * len(group.line)
        for at, factor in share:
            factors[at] = factor
        breakdown.append(
            ScoreLine(
                kind=group.kind,
                squares=tuple(square(i) for i in group.line),
                values=tuple(group.values),
                counted=tuple(group.counted),
                wild=tuple(
                    i in board._wild or (i in placed and placed[i].wild) for i in group.line
                ),
                placed=tuple(i in placed for i in group.line),
                multipliers=tuple(factors),
                points=group.points(share),
            )
        )
    if bonus:
        breakdown.append(ScoreLine("triolet", (), (), (), (), (), (), bonus))
    replay = any(i in board.layout.replays for i in placed)
    return Score(sum(line.points for line in breakdown), tuple(breakdown), replay)
