"""Real Triolet positions for puzzles: a few turns of a seeded game between two bots.

The puzzles then deal racks, moves or bags from the tiles that are not on the board, so
every tile shown exists in the game. Wild tiles stay out of racks and bags (a wild tile
makes a puzzle about declaring values, not about sums).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from mathplay.games.triolet import (
    Board,
    GreedyBot,
    Place,
    Placement,
    RandomBot,
    Rules,
    Score,
    TrioletGame,
    score_move,
)

__all__ = [
    "TURNS",
    "board_from",
    "off_board_tiles",
    "play_position",
    "scored_placements",
    "with_tiles",
]

TURNS: dict[int, range] = {
    1: range(1, 4),
    2: range(2, 7),
    3: range(4, 10),
    4: range(6, 14),
    5: range(8, 18),
}
"""How many turns are played before the puzzle, by difficulty: more tiles, more to see."""


def play_position(rng: random.Random, turns: range) -> Board | None:
    """The board after a random number of ``turns`` of a seeded game (``None`` if the game
    ended first). Two players: one greedy, one random, taking turns at random."""
    game = TrioletGame(2, seed=rng.randrange(2**32))
    bots = (GreedyBot(), RandomBot(seed=rng.randrange(2**32)))
    for _ in range(rng.choice(turns)):
        if game.is_terminal:
            return None
        game.apply(bots[rng.random() < 0.35].choose_move(game))
    return None if game.is_terminal or game.board.is_empty else game.board


def off_board_tiles(board: Board) -> list[int]:
    """Every numbered tile of the game that is not on the board, in value order."""
    used = Counter(p.value for p in board.tiles() if not p.wild)
    left = Counter(dict(enumerate(board.rules.distribution))) - used
    return sorted(left.elements())


def scored_placements(board: Board, placements: Iterable[Place]) -> list[tuple[Score, Place]]:
    """The placements with their scores, highest first (ties: by text)."""
    scored = [(score_move(board, move), move) for move in placements]
    return sorted(scored, key=lambda pair: (-pair[0].total, str(pair[1])))


def with_tiles(board: Board, placements: Iterable[Placement]) -> Board:
    """A new board: ``board``'s tiles and ``placements`` (no rule is checked but the
    board's own line rules)."""
    tiles = {(p.row, p.col): p for p in (*board.tiles(), *placements)}
    rows = []
    for row in range(board.size):
        tokens = []
        for col in range(board.size):
            p = tiles.get((row, col))
            tokens.append("." if p is None else f"{p.value}{'*' if p.wild else ''}")
        rows.append(" ".join(tokens))
    return Board.from_text("\n".join(rows), board.rules)


def board_from(question: dict) -> Board:
    """The board a puzzle's question holds (its text form)."""
    return Board.from_text(question["board"], Rules())
