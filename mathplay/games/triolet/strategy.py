"""What a position offers the next player: the StrategicBot's look at the board.

A *trio spot* is an empty square where one tile completes a trio (two tiles in a line with
room for a third, or a tile on each side of the square). Its worth is 30, times a double or
triple square, plus what the line across it adds. The next player takes the best spot they
hold a tile for; :func:`expected_best_spot` estimates that from the tiles they may hold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from math import comb

from mathplay.games.triolet.board import Board
from mathplay.games.triolet.game import TrioletGame
from mathplay.games.triolet.movegen import cross_info
from mathplay.games.triolet.rules import WILD, Tile

__all__ = ["expected_best_spot", "holding_chances", "tiles_not_seen", "trio_spots", "unseen_tiles"]


def trio_spots(board: Board) -> list[tuple[int, int]]:
    """``(points, value)`` for each square and tile value that completes a trio there."""
    cells = board.cells
    width = board.layout.width
    multiplier = board.layout.multiplier
    wild = board.wild_cells if board.rules.wild_scores_zero else set()
    trio = board.rules.trio_points
    spots = []
    for i in board.anchor_cells:
        across = cross_info(cells, wild, i, 1)
        down = cross_info(cells, wild, i, width)
        if across[1] != 2 and down[1] != 2:
            continue
        allowed = across[0] & down[0]
        if not allowed:
            continue
        value = allowed.bit_length() - 1  # a trio allows one value only
        points = trio * multiplier[i]
        for _, count, near in (across, down):
            if count == 1:
                points += near + value
        if across[1] == 2 and down[1] == 2:
            points += trio
        spots.append((points, value))
    return spots


def unseen_tiles(game: TrioletGame, player: int) -> Counter[Tile]:
    """The tiles ``player`` cannot see: those in the bag and on the other racks."""
    return tiles_not_seen(game.board, game.rack(player))


def tiles_not_seen(board: Board, rack: Iterable[Tile]) -> Counter[Tile]:
    """The tiles a player holding ``rack`` cannot see on ``board``: every tile of the game
    but those on the board and on the rack (a lesson's position has no game around it)."""
    unseen = Counter(board.rules.all_tiles())
    unseen.subtract(WILD if p.wild else p.value for p in board.tiles())
    unseen.subtract(rack)
    return +unseen


def holding_chances(unseen: Counter[Tile], rack_size: int) -> dict[Tile, float]:
    """For each tile, the chance that a rack of ``rack_size`` tiles drawn from ``unseen``
    holds at least one."""
    total = sum(unseen.values())
    if total == 0 or rack_size == 0:
        return {}
    draws = min(rack_size, total)
    none_of = comb(total, draws)
    return {tile: 1 - comb(total - count, draws) / none_of for tile, count in unseen.items()}


def expected_best_spot(
    spots: list[tuple[int, int]], chances: dict[Tile, float], baseline: float
) -> float:
    """The expected gain, above ``baseline``, of the best spot the next player can take."""
    gains = sorted(
        ((points - baseline, value) for points, value in spots if points > baseline),
        reverse=True,
    )
    if not gains:
        return 0.0
    expected, missed, counted = 0.0, 1.0, set()
    for gain, value in gains:
        if value in counted:
            continue
        counted.add(value)
        chance = chances.get(value, 0.0)
        expected += missed * chance * gain
        missed *= 1 - chance
    wild = chances.get(WILD, 0.0)
    return wild * gains[0][0] + (1 - wild) * expected
