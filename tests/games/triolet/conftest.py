"""Helpers for the Triolet tests (as fixtures: test modules do not import each other)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mathplay.games.triolet import Board, Place, Placement

TileSpec = tuple[int, int, int] | tuple[int, int, int, bool]


def _board_with(*tiles: TileSpec) -> Board:
    grid = [["."] * 15 for _ in range(15)]
    for row, col, value, *wild in tiles:
        grid[row][col] = f"{value}{'*' if wild and wild[0] else ''}"
    return Board.from_text("\n".join(" ".join(line) for line in grid))


def _place(*tiles: TileSpec) -> Place:
    return Place(tuple(Placement(*tile) for tile in tiles))


@pytest.fixture
def board_with() -> Callable[..., Board]:
    """``board_with((row, col, value[, wild]), ...)``: a board through ``Board.from_text``."""
    return _board_with


@pytest.fixture
def place() -> Callable[..., Place]:
    """``place((row, col, value[, wild]), ...)``: a :class:`Place` move."""
    return _place
