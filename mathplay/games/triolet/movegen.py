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
from mathplay.games.triolet.scoring import Premium, first_move_doubles_line, share_premiums

__all__ = [
    "MoveGenerator",
    "generate_placements",
    "placeable_values",
    "reference_placements",
]

_ALL = (1 << (MAX_VALUE + 1)) - 1
_SUMS = range(3 * MAX_VALUE + 1)
_PAIR_MASK = [(1 << (TARGET - s + 1)) - 1 if s <= TARGET else 0 for s in _SUMS]
_TRIO_MASK = [1 << (TARGET - s) if s <= TARGET else 0 for s in _SUMS]
_OPEN = (_ALL, 0, 0)  # an empty square with no tile beside it in a direction


class _Combo:
    """An ordered choice of rack tiles for the empty squares of a window."""

    __slots__ = ("fixed_sum", "numbers", "plain", "tokens", "wild_flags", "wilds")

    def __init__(self, tokens: tuple[Tile, ...]) -> None:
        self.tokens = tokens
        self.numbers = [(at, t) for at, t in enumerate(tokens) if t != WILD]
        self.wilds = [at for at, t in enumerate(tokens) if t == WILD]
        self.plain = not self.wilds
        self.wild_flags = tuple(t == WILD for t in tokens)
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
    """The rack's ordered choices of 1, 2 and 3 tiles, grouped by the sums they can make."""

    def __init__(self, rack: Sequence[Tile], max_wilds: int) -> None:
        def combos(k: int) -> list[_Combo]:
            orders = sorted(set(permutations(rack, k)), key=lambda order: [str(t) for t in order])
            return [_Combo(order) for order in orders if order.count(WILD) <= max_wilds]

        self.mask = _ALL if WILD in rack and max_wilds else sum({1 << t for t in rack if t != WILD})
        self.single = combos(1)
        pairs, triples = combos(2), combos(3)
        self.small_pairs = [c for c in pairs if c.fixed_sum <= TARGET]
        fitting = {target: _summing_to(pairs, target) for target in range(TARGET + 1)}
        self.pairs_to = {target: found for target, found in fitting.items() if found}
        self.triples = _summing_to(triples, TARGET)


def _summing_to(combos: list[_Combo], target: int) -> list[_Combo]:
    """The combos that can sum to ``target`` (with a wild tile: whose other tiles fit)."""
    return [c for c in combos if c.fixed_sum == target or (c.wilds and c.fixed_sum <= target)]


# A legal placement before it becomes a Place: the squares filled, their values, which are
# wild tiles, the step across the move's own line (0 for a single tile) and that line's length.
_Raw = tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], int, int]


class MoveGenerator:
    """Every legal placement of ``rack`` on ``board`` (found when created), and their scores.

    Order: single tiles anchor by anchor, then the windows through each anchor (rows first).
    It answers for the board as it was when created: make a new one after a move.
    """

    def __init__(self, board: Board, rack: Sequence[Tile], rules: Rules | None = None) -> None:
        self.board = board
        self.rules = rules if rules is not None else board.rules
        cells = board.cells
        width = board.layout.width
        anchors = [board.layout.centre] if board.is_empty else sorted(board.anchor_cells)
        wild = board.wild_cells if self.rules.wild_scores_zero else set()
        self._cross = {
            (a, step): cross_info(cells, wild, a, step) for a in anchors for step in (1, width)
        }
        # the first move: the square whose double counts the whole line (-1: none)
        whole = first_move_doubles_line(board, self.rules)
        self._whole_line_at = board.layout.centre if whole else -1
        combos = _Combos(rack, self.rules.max_wilds_per_move)
        self._raw: list[_Raw] = []
        self._singles(anchors, combos)
        self._windows(anchors, combos)
        if self.rules.forbid_squares:
            self._raw = [
                r
                for r in self._raw
                if filled_block(board, self._place(r), _cells_after(cells, r)) is None
            ]
        self._places: list[Place] | None = None

    def _singles(self, anchors: list[int], combos: _Combos) -> None:
        width = self.board.layout.width
        cross = self._cross
        for a in anchors:
            allowed = cross[a, 1][0] & cross[a, width][0] & combos.mask
            if not allowed:
                continue
            for combo in combos.single:
                if combo.plain:
                    if allowed >> combo.tokens[0] & 1:
                        self._raw.append(((a,), combo.tokens, (False,), 0, 1))  # type: ignore[arg-type]
                    continue
                for values in combo.fillings([allowed], MAX_VALUE, exact=False):
                    self._raw.append(((a,), values, (True,), 0, 1))

    def _windows(self, anchors: list[int], combos: _Combos) -> None:
        cells = self.board.cells
        windows = self.board.layout.windows
        anchor_set = set(anchors)
        get = self._cross.get
        raw = self._raw
        for a in anchors:
            for squares, before, after, across in windows[a]:
                if cells[before] >= 0 or cells[after] >= 0:
                    continue
                length = len(squares)
                if length == 2:
                    if cells[squares[0]] != EMPTY or cells[squares[1]] != EMPTY:
                        continue
                    empty, target, exact, candidates = squares, TARGET, False, combos.small_pairs
                else:
                    found = _three_window(cells, squares, combos)
                    if found is None:
                        continue
                    empty, target, candidates = found
                    exact = True
                if not candidates or _earlier_anchor(empty, a, anchor_set):
                    continue
                masks = [get((i, across), _OPEN)[0] & combos.mask for i in empty]
                if 0 in masks:
                    continue
                m0, m1, m2 = masks[0], masks[1], masks[-1]
                for combo in candidates:
                    t = combo.tokens
                    if combo.plain:
                        # the sum is right by construction: only the cross-checks are left
                        if m0 >> t[0] & 1 and m1 >> t[1] & 1 and m2 >> t[-1] & 1:
                            raw.append((empty, t, combo.wild_flags, across, length))  # type: ignore[arg-type]
                        continue
                    for values in combo.fillings(masks, target, exact):
                        raw.append((empty, values, combo.wild_flags, across, length))

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
        """The score of a legal placement from the cross-checks (no board copy)."""
        squares, values, wild, across, length = raw
        rules = self.rules
        trio = rules.trio_points
        multiplier = self.board.layout.multiplier
        get = self._cross.get
        steps = (1, self.board.layout.width) if across == 0 else (across,)
        groups: list[tuple[bool, int]] = [] if across == 0 else [(length == 3, 0)]
        options: list[list[Premium]] = []
        main_sum = 0
        centre, centre_at = self._whole_line_at, None
        for at, i in enumerate(squares):
            value = 0 if wild[at] and rules.wild_scores_zero else values[at]
            main_sum += value
            first = len(groups)
            for step in steps:
                _, count, near = get((i, step), _OPEN)
                if count:
                    groups.append((count == 2, near + value))
            factor = multiplier[i]
            if factor > 1:
                if i == centre:
                    centre_at = len(options)
                mine = [Premium(0, 0, value, factor)] if across else []
                mine += [Premium(g, 0, value, factor) for g in range(first, len(groups))]
                options.append(mine)
        if across:
            groups[0] = (length == 3, main_sum)
            if centre_at is not None:  # the first move: the centre doubles the whole line
                options[centre_at] = [p._replace(counted=main_sum) for p in options[centre_at]]
        elif not groups:  # the first tile, alone on the centre
            groups.append((False, main_sum))
            options = [[Premium(0, 0, main_sum, multiplier[squares[0]])]]
        if options:
            total = share_premiums(groups, options, trio, rules.premium_group)[0]
        else:
            total = sum(trio if is_trio else counted for is_trio, counted in groups)
        if len(squares) == 3 and (rules.wild_triolet_bonus or not any(wild)):
            total += rules.triolet_bonus
        return total


def _three_window(
    cells: list[int], squares: tuple[int, ...], combos: _Combos
) -> tuple[tuple[int, ...], int, list[_Combo]] | None:
    """A window of 3: its empty squares, what they must sum to and the combos that may
    fill them; ``None`` if it holds two tiles (a single tile's move) or nothing fits."""
    s0, s1, s2 = squares
    c0, c1, c2 = cells[s0], cells[s1], cells[s2]
    if c0 < 0 and c1 < 0 and c2 < 0:
        return (squares, TARGET, combos.triples) if combos.triples else None
    if c0 >= 0:
        empty, existing = (s1, s2), c0
    elif c1 >= 0:
        empty, existing = (s0, s2), c1
    else:
        empty, existing = (s0, s1), c2
    if cells[empty[0]] >= 0 or cells[empty[1]] >= 0:
        return None
    candidates = combos.pairs_to.get(TARGET - existing)
    return (empty, TARGET - existing, candidates) if candidates else None


def _earlier_anchor(empty: tuple[int, ...], anchor: int, anchors: set[int]) -> bool:
    """Whether the window has an anchor before ``anchor`` (then it is found from that one)."""
    for i in empty:
        if i == anchor:
            return False
        if i in anchors:
            return True
    return False


def generate_placements(
    board: Board, rack: Sequence[Tile], rules: Rules | None = None
) -> list[Place]:
    """Every legal placement of 1–3 tiles of ``rack`` on ``board``, each once.

    A wild tile appears with every value it may take.
    """
    return MoveGenerator(board, rack, rules).places()


def placeable_values(board: Board) -> set[int]:
    """The tile values that fit on some square of ``board`` as a single tile."""
    if board.is_empty:
        return set(range(MAX_VALUE + 1))
    cells, width = board.cells, board.layout.width
    fits = 0
    for a in board.anchor_cells:
        fits |= cross_info(cells, set(), a, 1)[0] & cross_info(cells, set(), a, width)[0]
    return set(_values(fits))


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
