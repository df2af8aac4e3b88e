"""Lazy lists of legal moves: plays by size, face-down turns, rearrangements.

A hand can be played in very many ways (five cards into a short equation: tens of
thousands), so these are generators: the smallest plays first. No two plays give the same
equation: a hand card is never inserted right before an equal table card, and the cards
in one gap are listed as distinct sequences of the hand's multiset.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import pairwise

from mathplay.games.equations.equation import Equation, Side
from mathplay.games.equations.moves import Placement, Play, Rearrange, TurnFaceDown
from mathplay.games.equations.rules import Rules

__all__ = ["face_down_moves", "plays", "rearrangements"]


def plays(equations: Sequence[Equation], hand: Sequence[str], size: int) -> Iterator[Play]:
    """Every play of exactly ``size`` hand cards, equation by equation."""
    for index, equation in enumerate(equations):
        gaps = [
            (side, slot, row[slot] if slot < len(row) else None)
            for side in Side
            for row in (equation.side(side),)
            for slot in range(len(row) + 1)
        ]
        for filling in _fillings(gaps, 0, Counter(hand), size):
            yield Play(tuple(Placement(c, index, side, slot) for c, side, slot in filling))


def _fillings(
    gaps: list[tuple[Side, int, str | None]], at: int, left: Counter[str], size: int
) -> Iterator[list[tuple[str, Side, int]]]:
    """Every way to put ``size`` cards of ``left`` into the gaps from ``at`` on."""
    if size == 0:
        yield []
        return
    if at == len(gaps):
        return
    side, slot, before = gaps[at]
    # close this gap, or put one more card into it (never the table card that follows)
    yield from _fillings(gaps, at + 1, left, size)
    for card in sorted(c for c, n in left.items() if n and c != before):
        left[card] -= 1
        for rest in _fillings(gaps, at, left, size - 1):
            yield [(card, side, slot), *rest]
        left[card] += 1


def face_down_moves(equations: Sequence[Equation], rules: Rules) -> Iterator[TurnFaceDown]:
    """Every table card that can be turned face down without completing its equation
    (any card with ``Rules.rearrange_completes``)."""
    for index, equation in enumerate(equations):
        for side in Side:
            row = equation.side(side)
            for slot in range(len(row)):
                rest = row[:slot] + row[slot + 1 :]
                after = Equation(
                    rest if side == Side.LEFT else equation.left,
                    rest if side == Side.RIGHT else equation.right,
                    (*equation.face_down, row[slot]),
                )
                if rules.rearrange_completes or not after.is_complete(rules):
                    yield TurnFaceDown(index, side, slot)


def rearrangements(equations: Sequence[Equation], rules: Rules, budget: int) -> Iterator[Rearrange]:
    """Every rearrangement affordable with ``budget`` points that leaves no equation
    complete (any with ``Rules.rearrange_completes``): one equation at a time first, then
    across all three."""
    table = tuple(equations)
    if budget >= rules.rearrange_one_cost:
        for index, equation in enumerate(table):
            for left, right in _split_rows(equation.left + equation.right):
                changed = Equation(left, right, equation.face_down)
                if changed != equation and (
                    rules.rearrange_completes or not changed.is_complete(rules)
                ):
                    yield Rearrange((*table[:index], changed, *table[index + 1 :]))
    if budget < rules.rearrange_all_cost:
        return
    cards = [c for e in table for c in e.left + e.right]
    for order in _distinct_orders(sorted(cards)):
        for cuts in _cut_points(len(order), 6):
            rows = [tuple(order[a:b]) for a, b in pairwise(cuts)]
            new = tuple(
                Equation(rows[2 * i], rows[2 * i + 1], table[i].face_down) for i in range(3)
            )
            moved = sum(new[i] != table[i] for i in range(3))
            if moved >= 2 and (
                rules.rearrange_completes or not any(e.is_complete(rules) for e in new)
            ):
                yield Rearrange(new)


def _split_rows(cards: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    for order in _distinct_orders(sorted(cards)):
        for cut in range(len(order) + 1):
            yield tuple(order[:cut]), tuple(order[cut:])


def _distinct_orders(cards: list[str]) -> Iterator[list[str]]:
    """Every distinct order of a sorted list (the next-permutation algorithm)."""
    order = list(cards)
    while True:
        yield list(order)
        i = len(order) - 2
        while i >= 0 and order[i] >= order[i + 1]:
            i -= 1
        if i < 0:
            return
        j = len(order) - 1
        while order[j] <= order[i]:
            j -= 1
        order[i], order[j] = order[j], order[i]
        order[i + 1 :] = reversed(order[i + 1 :])


def _cut_points(total: int, parts: int) -> Iterator[list[int]]:
    """Every ``[0, c1, ..., total]`` splitting ``total`` items into ``parts`` runs."""

    def grow(start: int, left: int) -> Iterator[list[int]]:
        if left == 1:
            yield [total]
            return
        for cut in range(start, total + 1):
            for rest in grow(cut, left - 1):
                yield [cut, *rest]

    for cuts in grow(0, parts):
        yield [0, *cuts]
