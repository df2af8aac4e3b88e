"""Every legal placement of 1–3 rack tiles, fast: anchor squares and line-sum pruning.

Every move but the first puts a tile on an *anchor* (an empty square next to a tile). A move
of 2 or 3 tiles fills a *window* of 2 or 3 squares in a row or column, with an empty square
(or the edge) on both ends: 2 or 3 empty squares plus at most one tile already there. So the
generator walks the windows through each anchor (each window once: from its first anchor) and
fills them with rack tiles whose sum fits the line rule (a window of 3 sums to exactly 15, of 2
to at most 15). Each placed tile must also fit the line across the window: a bit mask of the
values allowed there (*cross-check*), computed once per anchor.

:func:`reference_placements` is the slow, obvious generator (every candidate through
:func:`check_move`) that the tests and the benchmark compare against.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations, product

from mathplay.errors import IllegalMove
from mathplay.games.triolet.board import EMPTY, Board
from mathplay.games.triolet.legality import check_move, filled_block
from mathplay.games.triolet.moves import Place, Placement
from mathplay.games.triolet.rules import MAX_VALUE, TARGET, WILD, Rules, Tile
from mathplay.games.triolet.scoring import score_total

__all__ = ["MoveGenerator", "generate_placements", "reference_placements"]

_ALL = (1 << (MAX_VALUE + 1)) - 1
_SUMS = range(3 * MAX_VALUE + 1)
_PAIR_MASK = [(1 << (TARGET - s + 1)) - 1 if s <= TARGET else 0 for s in _SUMS]
_TRIO_MASK = [1 << (TARGET - s) if s <= TARGET else 0 for s in _SUMS]


class _Combo:
    """An ordered choice of rack tiles for the empty squares of a window."""

    __slots__ = ("fixed_sum", "numbers", "tokens", "wilds")

    def __init__(self, tokens: tuple[Tile, ...]) -> None:
        self.tokens = tokens
        self.numbers = [(at, t) for at, t in enumerate(tokens) if t != WILD]
        self.wilds = [at for at, t in enumerate(tokens) if t == WILD]
        self.fixed_sum = sum(t for _, t in self.numbers)

    def fillings(self, masks: list[int], limit: int, exact: bool) -> Iterator[tuple[int, ...]]:
        """Values for the window's empty squares: each in its mask, summing to ``limit``
        (``exact``) or to at most ``limit``."""
        room = limit - self.fixed_sum
        if room < 0:
            return
        for at, value in self.numbers:
            if not masks[at] >> value & 1:
                return
        if not self.wilds:
            if not exact or room == 0:
                yield self.tokens  # type: ignore[misc]  # no wild: the tokens are the values
            return
        values = list(self.tokens)
        *free, last = self.wilds
        for chosen in product(*(_values(masks[at], room) for at in free)):
            left = room - sum(chosen)
            for at, value in zip(free, chosen, strict=True):
                values[at] = value
            if exact:
                if 0 <= left <= MAX_VALUE and masks[last] >> left & 1:
                    values[last] = left
                    yield tuple(values)
            else:
                for value in _values(masks[last], left):
                    values[last] = value
                    yield tuple(values)


def _values(mask: int, most: int = MAX_VALUE) -> list[int]:
    return [v for v in range(min(most, MAX_VALUE) + 1) if mask >> v & 1]


class _Combos:
    """The rack's ordered choices of 1, 2 and 3 tiles, sorted by what they need to sum to."""

    def __init__(self, rack: Sequence[Tile], max_wilds: int) -> None:
        def combos(k: int) -> list[_Combo]:
            orders = sorted(set(permutations(rack, k)), key=lambda order: [str(t) for t in order])
            return [_Combo(order) for order in orders if order.count(WILD) <= max_wilds]

        self.single = combos(1)
        pairs, triples = combos(2), combos(3)
        self.small_pairs = [c for c in pairs if c.fixed_sum <= TARGET]
        self.pairs_to = {target: _summing_to(pairs, target) for target in range(TARGET + 1)}
        self.triples = _summing_to(triples, TARGET)


def _summing_to(combos: list[_Combo], target: int) -> list[_Combo]:
    """The combos that can sum to ``target`` (with a wild tile: whose other tiles fit)."""
    return [c for c in combos if c.fixed_sum == target or (c.wilds and c.fixed_sum <= target)]


# A legal placement before it becomes a Place: the squares filled, their values, which are
# wild tiles, the step across the move's own line (0 for a single tile) and that line's length.
_Raw = tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], int, int]


class MoveGenerator:
    """Every legal placement of ``rack`` on ``board`` (found when created), and their scores.

    Order: single tiles anchor by anchor, then windows through each anchor (rows first).
    """

    def __init__(self, board: Board, rack: Sequence[Tile], rules: Rules | None = None) -> None:
        self.board = board
        self.rules = rules if rules is not None else board.rules
        cells = board._cells
        lay = board.layout
        width = lay.width
        anchors = [lay.centre] if board.is_empty else sorted(board._anchors)
        anchor_set = set(anchors)
        wild_zero = self.rules.wild_scores_zero
        self._cross: dict[tuple[int, int], tuple[int, int, int]] = {
            (a, step): cross_info(cells, board._wild if wild_zero else set(), a, step)
            for a in anchors
            for step in (1, width)
        }
        cross = self._cross
        full = (_ALL, 0, 0)
        combos = _Combos(rack, self.rules.max_wilds_per_move)
        raw: list[_Raw] = []
        for a in anchors:
            allowed = [cross[a, 1][0] & cross[a, width][0]]
            for combo in combos.single:
                for values in combo.fillings(allowed, MAX_VALUE, exact=False):
                    raw.append(((a,), values, (combo.tokens[0] == WILD,), 0, 1))
        for a in anchors:
            for squares, before, after, across in lay.windows[a]:
                if cells[before] >= 0 or cells[after] >= 0:
                    continue
                empty = [i for i in squares if cells[i] == EMPTY]
                if len(empty) == len(squares):
                    target = TARGET
                    candidates = combos.small_pairs if len(squares) == 2 else combos.triples
                elif len(squares) == 3 and len(empty) == 2:
                    target = TARGET - sum(cells[i] for i in squares if cells[i] >= 0)
                    candidates = combos.pairs_to.get(target, ())
                else:
                    continue
                if not candidates or any(i in anchor_set for i in empty if i < a):
                    continue
                masks = [cross.get((i, across), full)[0] for i in empty]
                exact = len(squares) == 3
                filled = tuple(empty)
                for combo in candidates:
                    wild = tuple(t == WILD for t in combo.tokens)
                    for values in combo.fillings(masks, target, exact):
                        raw.append((filled, values, wild, across, len(squares)))
        if self.rules.forbid_squares:
            raw = [
                r
                for r in raw
                if filled_block(board, self._place(r), _cells_after(cells, r)) is None
            ]
        self._raw = raw
        self._places: list[Place] | None = None

    def __len__(self) -> int:
        return len(self._raw)

    def places(self) -> list[Place]:
        """Every legal placement."""
        if self._places is None:
            self._places = [self._place(r) for r in self._raw]
        return list(self._places)

    def scored(self) -> list[tuple[int, int]]:
        """``(total, n)`` for every placement ``n`` (the bots' fast path)."""
        return [(self._total(r), n) for n, r in enumerate(self._raw)]

    def place(self, n: int) -> Place:
        """Placement number ``n``."""
        return self._place(self._raw[n])

    def _place(self, raw: _Raw) -> Place:
        square = self.board.layout.square
        squares, values, wild, _, _ = raw
        return Place(
            tuple(
                Placement(*square(i), v, w) for i, v, w in zip(squares, values, wild, strict=True)
            )
        )

    def _total(self, raw: _Raw) -> int:
        """The score, from the cross-checks; moves on a premium square take the full path."""
        squares, values, wild, across, length = raw
        rules = self.rules
        multiplier = self.board.layout.multiplier
        if any(multiplier[i] > 1 for i in squares):
            return score_total(self.board, self._place(raw), rules)
        trio = TARGET + rules.trio_bonus
        wild_zero = rules.wild_scores_zero
        counted = [0 if w and wild_zero else v for v, w in zip(values, wild, strict=True)]
        cross = self._cross
        if across == 0:
            steps: tuple[int, ...] = (1, self.board.layout.width)
            total = 0
        else:
            steps = (across,)
            total = trio if length == 3 else sum(counted)
        for i, value in zip(squares, counted, strict=True):
            for step in steps:
                _, count, near = cross.get((i, step), (_ALL, 0, 0))
                if count == 1:
                    total += near + value
                elif count == 2:
                    total += trio
        if len(squares) == 3 and (rules.wild_triolet_bonus or not any(wild)):
            total += rules.triolet_bonus
        return total


def generate_placements(
    board: Board, rack: Sequence[Tile], rules: Rules | None = None
) -> list[Place]:
    """Every legal placement of 1–3 tiles of ``rack`` on ``board``, each once.

    A wild tile appears with every value it may take.
    """
    return MoveGenerator(board, rack, rules).places()


def cross_info(cells: list[int], wild: set[int], i: int, step: int) -> tuple[int, int, int]:
    """For empty square ``i`` and its line along ``step``: the mask of the values a tile may
    take there, how many tiles the line already has, and what they count in a pair."""
    total = count = counted = 0
    for direction in (-step, step):
        j = i + direction
        while cells[j] >= 0:
            total += cells[j]
            counted += 0 if j in wild else cells[j]
            count += 1
            j += direction
    if count == 0:
        return _ALL, 0, 0
    if count == 1:
        return _PAIR_MASK[total], 1, counted
    return (_TRIO_MASK[total] if count == 2 else 0), count, counted


def _cells_after(cells: list[int], raw: _Raw) -> list[int]:
    after = cells.copy()
    for i, value in zip(raw[0], raw[1], strict=True):
        after[i] = value
    return after


def reference_placements(
    board: Board, rack: Sequence[Tile], rules: Rules | None = None
) -> set[Place]:
    """Every legal placement, found the slow way: each candidate through ``check_move``.

    Candidates: 1–3 empty squares in one row or column within a span of 4, at least one
    next to a tile (or on the centre of an empty board), filled with every ordering of rack
    tiles, a wild tile with every value 0–15.
    """
    rules = rules if rules is not None else board.rules
    size = board.size
    empty = [(r, c) for r in range(size) for c in range(size) if board.get(r, c) is None]
    touching = {(r, c) for r, c in empty if _touches(board, r, c)}
    legal: set[Place] = set()
    for row, col in empty:
        for shape in _shapes(row, col, board):
            if not (touching & set(shape) or _covers_centre(shape, board, rules)):
                continue
            for order in set(permutations(rack, len(shape))):
                choices = [range(MAX_VALUE + 1) if t == WILD else (t,) for t in order]
                for values in product(*choices):
                    move = Place(
                        tuple(
                            Placement(r, c, v, t == WILD)
                            for (r, c), v, t in zip(shape, values, order, strict=True)
                        )
                    )
                    try:
                        check_move(board, move, rules)
                    except IllegalMove:
                        continue
                    legal.add(move)
    return legal


def _covers_centre(shape: Sequence[tuple[int, int]], board: Board, rules: Rules) -> bool:
    return board.is_empty and rules.centre in shape


def _touches(board: Board, row: int, col: int) -> bool:
    near = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
    return any(board.on_board(r, c) and board.get(r, c) is not None for r, c in near)


def _shapes(row: int, col: int, board: Board) -> Iterator[tuple[tuple[int, int], ...]]:
    """Sets of 1–3 empty squares starting at ``(row, col)`` in one row or column, span ≤ 4."""
    yield ((row, col),)
    for d_row, d_col in ((0, 1), (1, 0)):
        ahead = [(row + d_row * j, col + d_col * j) for j in range(1, 4)]
        ahead = [(r, c) for r, c in ahead if board.on_board(r, c) and board.get(r, c) is None]
        for j, second in enumerate(ahead):
            yield ((row, col), second)
            for third in ahead[j + 1 :]:
                yield ((row, col), second, third)
