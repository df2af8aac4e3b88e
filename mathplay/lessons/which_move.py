"""Lesson 4's "which move would you play?": three moves from a real position, and what each
scores now and leaves the opponent.

The positions come from real games (the seeded games of the tournament's StrategicBot
against GreedyBot: ``play_game([StrategicBot(), GreedyBot()], seed=N)``, before turn T): the
move Greedy plays (the most points now), the move Strategic plays, and a third legal one.
Each is measured as the bots measure it: its points (``score_move``), and what it leaves the
next player: the trio spots on the board after it (``trio_spots``) and the chance that a
rack of three tiles from the tiles the mover cannot see holds a tile for one of them
(``holding_chances``). A move is worth its points minus what the reply it leaves probably
scores above an ordinary move (``expected_best_spot`` over the bot's ``baseline``). The
right choice is the move worth the most; ``tests/lessons/test_which_move.py`` checks that it
is the StrategicBot's own choice, by a clear margin, and not GreedyBot's. The exercises made
from these positions, with their answers, are teacher-side
(:func:`mathplay.lessons.keys.triolet_moves_exercises.which_move_exercise`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from mathplay.games.triolet import Board, Place, StrategicBot, score_move
from mathplay.games.triolet.strategy import (
    expected_best_spot,
    holding_chances,
    tiles_not_seen,
    trio_spots,
)
from mathplay.i18n import get_language, translate
from mathplay.lessons.pictures import Picture
from mathplay.lessons.triolet_positions import show_move
from mathplay.lessons.verdicts import Message

__all__ = ["LETTERS", "POSITIONS", "Outlook", "choices_picture", "outlook", "which_moves"]

LETTERS = ("A", "B", "C")
RACK_SIZE = 3
_BASELINE = StrategicBot().baseline
"""A reply worth more than this is what a move hands over (the StrategicBot's own measure)."""

POSITIONS: dict[str, tuple[str, tuple[int, ...], tuple[str, str, str]]] = {
    # name: (the board, the mover's rack, the moves A, B and C); "seed N, turn T" is the
    # game and the turn it was taken from (greedy: GreedyBot's move there; strategic:
    # StrategicBot's)
    "seed82": (  # seed 82, turn 2: strategic, another, greedy
        ".\n.\n.\n.\n.\n.\n.\n. . . . . . 4 2 9\n. . . . . . 2",
        (8, 4, 2),
        ("5,8=2 6,8=4", "8,8=4 8,9=2", "6,7=8 6,8=4"),
    ),
    "seed87": (  # seed 87, turn 2: another, greedy, strategic
        ".\n.\n.\n.\n.\n.\n. . . . . . . 1\n. . . . . . . 10\n. . . . . . . 4",
        (2, 2, 12),
        ("6,6=12", "6,6=12 7,6=2", "6,6=12 6,8=2"),
    ),
    "seed91": (  # seed 91, turn 1: strategic, greedy, another
        ".\n.\n.\n.\n.\n.\n.\n. . . . . . . 1 12 2",
        (2, 6, 8),
        ("6,7=6 8,7=8", "6,8=2 6,9=8", "6,9=8 6,10=2"),
    ),
    "seed32": (  # seed 32, turn 1: another, strategic, greedy
        ".\n.\n.\n.\n.\n.\n.\n. . . . . . . 2 3",
        (5, 3, 9),
        ("6,6=9 6,7=3", "6,8=3 8,8=9", "6,7=5 6,8=9"),
    ),
}
"""Real positions for "which move would you play?" (lesson 4, exercises 9 and 10 and their
variants); rows and columns count from 0, as the lesson writes moves."""


@dataclass(frozen=True)
class Outlook:
    """What a move scores now (``points``) and leaves the next player: its trio spots
    (``spots``, the best first: points and the tile each waits for), the chance that the
    next rack holds a tile for one of them (``chance``), and the trio points the move
    probably hands over (``handed``, the StrategicBot's measure)."""

    move: str
    points: int
    spots: tuple[tuple[int, int], ...]
    chance: float
    handed: float

    @property
    def worth(self) -> float:
        """The points now minus the points it probably hands over."""
        return self.points - self.handed

    def summary(self, letter: str) -> Message:
        """ "A (6,8=9 6,9=4) scores 39 now and leaves 3 trio spots (the best worth 34,
        for a 2): about 50% of racks can take one"."""
        params = {"letter": letter, "move": self.move, "points": self.points}
        if not self.spots:
            return Message("lessons.moves.which_summary_safe", params)
        best, tile = self.spots[0]
        percent = round(100 * self.chance)
        return Message(
            "lessons.moves.which_summary",
            {**params, "spots": len(self.spots), "best": best, "tile": tile, "percent": percent},
        )


def outlook(board: Board, rack: tuple[int, ...], move: Place) -> Outlook:
    """``move``'s points now and what it leaves the next player, measured as the bots do."""
    unseen = tiles_not_seen(board, rack)
    spots = trio_spots(board.placed(move.placements))
    handed = expected_best_spot(spots, holding_chances(unseen, RACK_SIZE), _BASELINE)
    listed = tuple(sorted(set(spots), key=lambda spot: (-spot[0], spot[1])))
    waited = {tile for _, tile in listed}
    any_of = Counter({True: sum(unseen[t] for t in waited), False: 0})
    any_of[False] = sum(unseen.values()) - any_of[True]
    chance = holding_chances(+any_of, RACK_SIZE).get(True, 0.0)
    return Outlook(str(move), score_move(board, move).total, listed, chance, handed)


def which_moves(name: str) -> tuple[Board, tuple[int, ...], dict[str, Outlook]]:
    """Position ``name``'s board, rack and the outlook of its moves A, B and C."""
    board_text, rack, moves = POSITIONS[name]
    board = Board.from_text(board_text)
    looks = {
        letter: outlook(board, rack, Place.from_text(move))
        for letter, move in zip(LETTERS, moves, strict=True)
    }
    return board, rack, looks


def choices_picture(name: str, language: str | None = None) -> Picture:
    """Position ``name``: the rack, then moves A, B and C side by side."""
    language = get_language() if language is None else language
    board_text, rack, moves = POSITIONS[name]
    board = Board.from_text(board_text)
    rack_line = translate("lessons.moves.which_rack", language, rack="  ".join(map(str, rack)))
    texts, cells = [rack_line], []
    for letter, move in zip(LETTERS, moves, strict=True):
        picture = show_move(board, Place.from_text(move), language)
        texts.append(f"{letter}: {move}\n{picture.text}")
        cells.append(
            f'<div style="display:inline-block;vertical-align:top;margin:0 1em 0.5em 0">'
            f"<b>{letter}: {move}</b>{picture.html}</div>"
        )
    html = f"<p><b>{rack_line}</b></p><div>{''.join(cells)}</div>"
    return Picture("\n\n".join(texts), html)
